// Toasts sit where they cover no action: at the top (over the header bar, centred on wider
// screens), never over a dialog's footer or the Save button a form ends on, so a second click
// lands where it was meant to.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const adminPage = withAdminServer();

/** The toast on screen (the card inside the notifications region). */
const toastCard = (page: Page) =>
  page.getByRole("region", { name: "Notifications (F8)" }).getByRole("status").locator("> div");

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  // Measured once the web font is in and the box has settled (two equal reads): a toast read
  // mid-animation, or wrapped in the fallback font, is not where it comes to rest.
  await locator.page().evaluate(() => document.fonts.ready.then(() => undefined));
  let box = await locator.boundingBox();
  await expect
    .poll(async () => {
      const previous = box;
      box = await locator.boundingBox();
      return JSON.stringify(box) === JSON.stringify(previous);
    })
    .toBe(true);
  expect(box, "an element on screen").not.toBeNull();
  return box!;
}

/**
 * The visible actions (links, buttons, fields) under the toast. What scrolls under the sticky
 * header bar counts only below it; with `besideHeader` the bar's own actions are left out (on
 * phones the toast sits over it).
 */
async function actionsUnderToast(page: Page, { besideHeader = false } = {}) {
  const toast = await boxOf(toastCard(page));
  return page.evaluate(
    ({ toast, besideHeader }) => {
      const region = document.querySelector('[aria-label="Notifications (F8)"]');
      const header = document.querySelector("header");
      const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
      const under: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary",
      )) {
        if (region?.contains(element)) continue;
        const inHeader = header?.contains(element) ?? false;
        if (besideHeader && inHeader) continue;
        const r = element.getBoundingClientRect();
        if (!r.width || !r.height || getComputedStyle(element).visibility === "hidden") continue;
        if (element.closest(".sr-only")) continue;
        const top = inHeader ? r.top : Math.max(r.top, headerBottom);
        const hit =
          r.left < toast.x + toast.width &&
          toast.x < r.right &&
          top < toast.y + toast.height &&
          toast.y < r.bottom;
        if (hit) {
          under.push(
            element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName,
          );
        }
      }
      return under;
    },
    { toast, besideHeader },
  );
}

test("at 1280×720: a save's toast covers no action, the next Save click lands on Save", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/settings");
  await page.setViewportSize({ width: 1280, height: 720 });
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Hub Student Trust");
  // The form ends on its Save button, at the bottom right of the window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  await expect(toastCard(page)).toBeVisible();
  await expect(toastCard(page)).toContainText("Settings saved");
  // Back at the end of the form, where the next click goes, the toast still up.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toast = await boxOf(toastCard(page));
  // At the top of the window, clear of the Save button and of every other action.
  expect(toast.y).toBeLessThan(80);
  expect(overlaps(toast, await boxOf(save))).toBe(false);
  expect(await actionsUnderToast(page)).toEqual([]);
  // A second click at the Save button's centre reaches the button, not the toast.
  const target = await boxOf(save);
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.textContent?.trim(),
    { x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  expect(hit).toBe("Save");
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("at 1280×720: a toast is never over a dialog's footer", async ({ browser }) => {
  const page = await adminPage(browser, 1280, "/admin/resources");
  await page.setViewportSize({ width: 1280, height: 720 });
  await waitForHydration(page);
  await page.getByRole("link", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await dialog.getByLabel(/^Title/).fill("Toast placement notes");
  await dialog.getByLabel(/^Category/).selectOption("academic");
  await dialog.getByLabel(/^Level/).selectOption("foundation");
  await dialog.getByLabel(/^Subject/).selectOption({ label: "English I" });
  await dialog.getByLabel(/^Resource Type/).selectOption("notes");
  await dialog.getByLabel(/^Description/).fill("Where a toast goes");
  await dialog.getByLabel(/^File URL/).fill("https://example.com/notes.pdf");
  await dialog.getByRole("button", { name: "Add Resource" }).click();
  await expect(dialog).toBeHidden();
  await expect(toastCard(page)).toContainText("Resource added");
  // The next resource, at once: the dialog opens while the toast is still up. The pointer rests
  // on the toast (which pauses it, as a reader's would) and the link is followed from the
  // keyboard: on a loaded machine the dialog's load can outlast the toast's 3 seconds.
  await toastCard(page).hover();
  await page.getByRole("link", { name: "Add Resource" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const footer = dialog.getByRole("button", { name: "Add Resource" }).locator("..");
  const [toast, actions] = await Promise.all([boxOf(toastCard(page)), boxOf(footer)]);
  expect(overlaps(toast, actions)).toBe(false);
  expect(toast.y + toast.height).toBeLessThan(actions.y);
  await page.context().close();
});

test("at 375 px: the toast sits at the top, clear of the sticky Save bar and of the page", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/settings");
  await page.setViewportSize({ width: 375, height: 667 });
  await waitForHydration(page);
  await page.getByLabel("Name").fill("Hub Student Trust");
  const save = page.getByRole("button", { name: "Save", exact: true });
  await save.click();
  await expect(toastCard(page)).toContainText("Settings saved");
  const toast = await boxOf(toastCard(page));
  expect(toast.y).toBeLessThan(16);
  expect(overlaps(toast, await boxOf(save))).toBe(false);
  // Over the header bar only: nothing of the page under it.
  expect(await actionsUnderToast(page, { besideHeader: true })).toEqual([]);
  await expectNoAxeViolations(page);
  await page.context().close();
});
