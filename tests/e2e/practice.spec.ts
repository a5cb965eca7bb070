// The public practice pages (DESIGN.md D10): a course's practice area and a question answered
// with a plain form, without JavaScript; wide display maths scrolls inside its box on a phone;
// axe-core at 375 and 1280 px in both themes.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";

const MATHS = "/resources/foundation/mathematics";
const SLOPE = `${MATHS}/practice/slope-through-two-points`;
/** A numeric question whose worked solution has a display formula wider than a phone. */
const WIDE_SOLUTION = "/resources/foundation/statistics/practice/mean-from-frequency-table";
/** A question whose stem has a display matrix wider than a phone. */
const WIDE_STEM = "/resources/foundation/mathematics-2/practice/entry-of-matrix-product";

async function noScriptPage(browser: Browser, width = 375) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js")) {
      scripts.push(request.url());
    }
  });
  return { context, page, scripts };
}

/** Posts the answer form and waits for the page it answers with. */
async function check(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().includes("/practice/"),
  );
  await page.getByRole("button", { name: "Check answer" }).click();
  const response = await answered;
  await page.waitForLoadState();
  return response;
}

test("practise without JavaScript: filter by exam, answer wrong, read the solution, answer right", async ({
  browser,
}) => {
  const { context, page, scripts } = await noScriptPage(browser);
  await page.goto(MATHS);
  await page.getByRole("link", { name: /^Practice/ }).click();
  await expect(page).toHaveURL(`${MATHS}/practice`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Practice$/);
  await expect(page.getByRole("heading", { name: "Timed mock tests" })).toBeVisible();
  await expect(page.getByRole("link", { name: /practice mock 1/ })).toHaveAttribute(
    "href",
    `${MATHS}/mocks/practice-mock-1`,
  );

  await page
    .getByRole("navigation", { name: "Filter by exam" })
    .getByRole("link", { name: /^Quiz 1/ })
    .click();
  await expect(page).toHaveURL(`${MATHS}/practice?exam=quiz-1`);
  await expect(page.getByText(/Showing \d+ of \d+ questions: Quiz 1\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Quiz 2/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clear filters" })).toHaveAttribute(
    "href",
    `${MATHS}/practice`,
  );

  await page.getByRole("link", { name: /slope of the line through/ }).click();
  await expect(page).toHaveURL(SLOPE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lines: slope");
  // The key and the solution are not in the page before an answer.
  const before = await page.content();
  expect(before).not.toContain("Worked solution");
  expect(before).not.toContain("Correct answer");
  await expect(page.locator("math").first()).toBeVisible();

  // Wrong: B is 2, the slope is −2 (A).
  await page.getByRole("radio", { name: /^B\b/ }).check();
  const wrong = await check(page);
  expect(wrong.status()).toBe(200);
  expect(wrong.headers()["cache-control"]).toBe("private, no-store");
  const result = page.getByRole("region", { name: "Wrong answer" });
  await expect(result).toBeVisible();
  await expect(result.getByRole("definition").nth(0)).toContainText("B");
  await expect(result.getByRole("definition").nth(1)).toContainText("A");
  await expect(result.getByRole("heading", { name: "Worked solution" })).toBeVisible();
  await expect(result.locator(".math-display math")).toBeVisible();

  // Try again: the form is there again, and the right option is marked right.
  await expect(page.getByText("Try again", { exact: false }).first()).toBeVisible();
  await page.getByRole("radio", { name: /^A\b/ }).check();
  expect((await check(page)).status()).toBe(200);
  await expect(page.getByRole("region", { name: "Right answer" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Wrong answer" })).toHaveCount(0);

  // Previous and next within the course, and back to the list.
  await expect(page.getByRole("link", { name: /Previous question/ })).toBeVisible();
  await page.getByRole("link", { name: /All Mathematics for Data Science I questions/ }).click();
  await expect(page).toHaveURL(`${MATHS}/practice`);

  expect(await page.locator("script[src]").count()).toBe(0);
  expect(scripts, "script files requested").toEqual([]);
  await context.close();
});

test("a malformed answer is refused at its field with the input kept (HTTP 400)", async ({
  browser,
}) => {
  const { context, page } = await noScriptPage(browser, 1280);
  await page.goto(`${MATHS}/practice/union-of-even-and-multiples-of-three`);
  const field = page.getByRole("textbox", { name: "Your answer" });
  await expect(field).toHaveAttribute("inputmode", "decimal");
  await field.fill("ten-ish");
  expect((await check(page)).status()).toBe(400);
  const again = page.getByRole("textbox", { name: "Your answer" });
  await expect(again).toHaveValue("ten-ish");
  await expect(again).toHaveAttribute("aria-invalid", "true");
  await expect(again).toHaveAccessibleDescription(/Enter a number, such as 12.5, -3 or 3\/4\./);
  await expect(page.getByRole("region", { name: /answer$/ })).toHaveCount(0);

  // An option question posted with nothing chosen says so too.
  await page.goto(SLOPE);
  expect((await check(page)).status()).toBe(400);
  await expect(page.getByRole("group", { name: /Your answer/ })).toHaveAccessibleDescription(
    "Choose one of the options.",
  );
  await context.close();
});

test("wide display maths scrolls inside its box at 375 px and never widens the page", async ({
  browser,
}) => {
  const { context, page } = await noScriptPage(browser, 375);
  await page.goto(WIDE_STEM);
  await expectNoHorizontalScroll(page);
  await page.goto(WIDE_SOLUTION);
  await page.getByRole("textbox", { name: "Your answer" }).fill("3");
  await check(page);
  await expect(page.getByRole("region", { name: "Wrong answer" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The formula is really wider than its box, which scrolls.
  const box = page.getByRole("region", { name: "Wrong answer" }).locator(".math-display").first();
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await context.close();
});

for (const width of [375, 1280]) {
  test(`practice pages have no accessibility violations at ${width} px in both themes`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      for (const path of [`${MATHS}/practice`, `${MATHS}/practice?exam=quiz-2`, SLOPE]) {
        await page.goto(path);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      }
      // After an answer: the result with the worked solution and its display maths.
      await page.goto(WIDE_SOLUTION);
      await page.getByRole("textbox", { name: "Your answer" }).fill("3");
      await check(page);
      await expect(page.getByRole("region", { name: "Wrong answer" })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

test("the PYQ page's Important Q tab lists practice questions and leads to the practice area", async ({
  page,
}) => {
  await page.goto(`${MATHS}/pyqs?tab=important`);
  const section = page.getByRole("region", { name: /Practice questions/ });
  await expect(section).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toHaveCount(0);
  await expect(section.getByRole("heading", { name: /^Quiz 1/ })).toBeVisible();
  await expect(section.getByRole("link", { name: /All \d+ Quiz 1 questions/ })).toHaveAttribute(
    "href",
    `${MATHS}/practice?exam=quiz-1`,
  );
  await section.getByRole("link", { name: "Open the practice area" }).click();
  await expect(page).toHaveURL(`${MATHS}/practice`);
  // A course with no questions keeps its Coming Soon, and its subject page has no practice card.
  const mlt = "/resources/diploma/machine-learning-techniques";
  await page.goto(`${mlt}/pyqs?tab=important`);
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await page.goto(mlt);
  await expect(page.getByRole("link", { name: /^Practice/ })).toHaveCount(0);
  await page.goto(`${mlt}/practice`);
  await expect(page.getByText("No practice questions yet")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Back to / })).toHaveAttribute("href", mlt);
});
