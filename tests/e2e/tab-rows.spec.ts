// Tab rows on a phone: every tab of every row is in sight (the rows wrap), with no JavaScript,
// and the chosen one is marked. The PYQ row opens on Final Term, its third tab: Quiz 1 and Quiz 2
// must still show before it. At 375 px, and at 1280 px where each row fits on one line, with axe.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { saveE2ESettingsFirst } from "./support/settings";

saveE2ESettingsFirst();

const ROWS = [
  { path: "/resources/foundation/mathematics/pyqs", nav: "Exam", current: "Final Term" },
  { path: "/resources/foundation/mathematics/notes", nav: "Exam", current: "Quiz 1" },
  { path: "/resources/tools", nav: "Level", current: "Tools" },
  { path: "/resources/foundation", nav: "Term", current: "Term 1" },
  { path: "/community", nav: "Community levels", current: "Foundation Level" },
  { path: "/blog", nav: "Category", current: "All" },
  { path: "/calendar", nav: "Show the dates of", current: "All levels" },
] as const;

/** Each tab's box against its row's and the window's: a tab hidden in any way is listed. */
async function hiddenTabs(page: Page, nav: string) {
  return page
    .getByRole("navigation", { name: nav, exact: true })
    .getByRole("link")
    .evaluateAll((links) =>
      links.flatMap((link) => {
        const box = link.getBoundingClientRect();
        const row = link.closest("ul")!.getBoundingClientRect();
        const inside =
          box.left >= Math.max(0, row.left) - 0.5 &&
          box.right <= Math.min(window.innerWidth, row.right) + 0.5;
        return inside && box.width > 0 ? [] : [link.textContent];
      }),
    );
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px, without JavaScript`, () => {
    test.use({ viewport: { width, height: 900 }, javaScriptEnabled: false });

    for (const row of ROWS) {
      test(`${row.path}: every tab of "${row.nav}" is in sight`, async ({ page }) => {
        await page.goto(row.path);
        const nav = page.getByRole("navigation", { name: row.nav, exact: true });
        await expect(nav.getByRole("link").first()).toBeVisible();
        expect(await hiddenTabs(page, row.nav)).toEqual([]);
        // Nothing scrolls sideways inside the row either.
        const list = nav.getByRole("list");
        expect(await list.evaluate((ul) => ul.scrollWidth - ul.clientWidth)).toBeLessThanOrEqual(0);
        if (row.current) {
          await expect(nav.locator('[aria-current="page"]')).toHaveText(
            new RegExp(`^${row.current}`),
          );
        }
        await expectNoHorizontalScroll(page);
      });
    }
  });

  test(`at ${width} px the PYQ page's first tab is on screen and usable, with axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/foundation/mathematics/pyqs");
    const exam = page.getByRole("navigation", { name: "Exam", exact: true });
    await expect(exam.getByRole("link", { name: "Quiz 1" })).toBeInViewport({ ratio: 1 });
    await exam.getByRole("link", { name: "Quiz 1" }).click();
    await expect(page).toHaveURL(/\?tab=quiz-1$/);
    await expect(exam.getByRole("link", { name: "Quiz 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  });
}
