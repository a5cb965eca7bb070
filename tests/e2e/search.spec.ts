// The site search (issue 18): the header's box on every public page, /search with its groups,
// filters, pages and empty state, a course's page as the best match of "maths 2 pyqs", at 375 and
// 1280 px with axe, and without JavaScript; "/" and Ctrl-K focus the box on a page that hydrates.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const headerSearch = (page: Page) =>
  page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the header's box finds a paper by shorthand, grouped with where it belongs", async ({
      page,
    }) => {
      await page.goto("/about");
      await expect(headerSearch(page)).toBeVisible();
      await headerSearch(page).fill("maths 2 quiz 1 pyq");
      await headerSearch(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?q=maths\+2\+quiz\+1\+pyq$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Results for “maths 2 quiz 1 pyq”",
      );
      const pyqs = page.getByRole("region", { name: /^PYQs/ });
      await expect(pyqs.getByRole("listitem").first()).toContainText(
        "Foundation · Mathematics for Data Science II · Term 2 · Quiz 1",
      );
      await expect(pyqs.getByRole("link").first()).toHaveAttribute("href", /^\/files\//);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });

    test("a course and a kind answer with the course's page first, then its files", async ({
      page,
    }) => {
      for (const [q, url, title, kind, where] of [
        [
          "maths 2 pyqs",
          "/resources/foundation/mathematics-2/pyqs",
          "Mathematics for Data Science II PYQs",
          /^PYQs/,
          "Foundation · Mathematics for Data Science II · Term 2",
        ],
        [
          "CT notes",
          "/resources/foundation/computational-thinking/notes",
          "Computational Thinking Notes",
          /^Notes/,
          "Foundation · Computational Thinking · Term 1",
        ],
      ] as const) {
        await page.goto("/about");
        await headerSearch(page).fill(q);
        await headerSearch(page).press("Enter");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “${q}”`);
        const best = page.getByRole("region", { name: "Best match" });
        await expect(best.getByRole("link", { name: title })).toHaveAttribute("href", url);
        // First of every result on the page, the course's files right after it.
        await expect(page.getByRole("main").locator("h3 a").first()).toHaveAttribute("href", url);
        const files = page.getByRole("region", { name: kind });
        await expect(files.getByRole("listitem").first()).toContainText(where);
        await expect(files.getByRole("link").first()).toHaveAttribute("href", /^\/files\//);
        await expectNoHorizontalScroll(page);
        for (const colorScheme of ["dark", "light"] as const) {
          await page.emulateMedia({ colorScheme });
          await expectNoAxeViolations(page);
        }
        await best.getByRole("link", { name: title }).click();
        await expect(page).toHaveURL(url);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      }
      // A course's dates: the course page's next exam dates.
      await page.goto("/search?q=stats+1+calendar");
      await page
        .getByRole("region", { name: "Best match" })
        .getByRole("link", { name: "Statistics for Data Science I: next exam dates" })
        .click();
      await expect(page).toHaveURL("/resources/foundation/statistics#dates-heading");
      await expect(page.getByRole("heading", { name: "Next exam dates" })).toBeInViewport();
    });

    test("typos, filters in the URL, pages and the empty state", async ({ page }) => {
      await page.goto("/search?q=statistcs");
      await expect(page.getByText("Also searched for statistics")).toBeVisible();
      const subjects = page.getByRole("region", { name: /^Subjects/ });
      await expect(
        subjects.getByRole("link", { name: "Statistics for Data Science I", exact: true }),
      ).toHaveAttribute("href", "/resources/foundation/statistics");
      await expect(page.locator("mark").first()).toBeVisible();

      await page
        .getByRole("navigation", { name: "Filter by kind" })
        .getByRole("link", { name: /^Notes/ })
        .click();
      await expect(page).toHaveURL(/kind=notes/);
      await page
        .getByRole("navigation", { name: "Filter by level" })
        .getByRole("link", { name: "Foundation" })
        .click();
      await expect(page).toHaveURL(/level=foundation/);
      await expect(page).toHaveURL(/kind=notes/);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.goto("/search?q=notes");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

      await page.goto("/search?q=qwertyuiop");
      await expect(
        page.getByRole("heading", { name: "Nothing found for “qwertyuiop”" }),
      ).toBeVisible();
      await page.getByRole("link", { name: "statistics notes" }).click();
      await expect(page).toHaveURL(/\/search\?q=statistics\+notes$/);
      await expectNoAxeViolations(page);
    });
  });
}

test("works without JavaScript: the header's form and the results page load no script", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/blog");
  await headerSearch(page).fill("pyhton");
  await headerSearch(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=pyhton$/);
  // "pyhton" is corrected to Python, a course: its page is the best match.
  await expect(
    page
      .getByRole("region", { name: "Best match" })
      .getByRole("link", { name: "Programming in Python" }),
  ).toHaveAttribute("href", "/resources/foundation/programming");
  expect(scripts.filter((url) => url.includes("/search") || url.includes("assets"))).toEqual([]);
  await context.close();
});

test("on a page that hydrates, / and Ctrl-K put the cursor in the search box", async ({ page }) => {
  await page.goto("/tools/cgpa-calculator");
  await waitForHydration(page);
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("/");
  await expect(headerSearch(page)).toBeFocused();
  await expect(headerSearch(page)).toHaveValue("");
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("Control+k");
  await expect(headerSearch(page)).toBeFocused();
  // Typed into a field, "/" is a character.
  await page.keyboard.type("a/b");
  await expect(headerSearch(page)).toHaveValue("a/b");
});

test("/opensearch.xml describes the search for browsers", async ({ request }) => {
  const response = await request.get("/opensearch.xml");
  expect(response.headers()["content-type"]).toContain("application/opensearchdescription+xml");
  expect(await response.text()).toMatch(/template="http:\/\/[^"]+\/search\?q=\{searchTerms\}"/);
});
