// Timed mocks in the browser, on the demo's Mathematics mock (30 minutes): sat with JavaScript
// (the countdown warns, the palette follows the answers and the review marks, and the sheet is
// sent by itself when the time runs out: the browser's clock is fast-forwarded, the server's is
// not, so the sheet arrives in time), and without it (the deadline as a time, a plain form post).
// Then axe at 375 and 1280 px in both themes on the intro, a sitting and a result.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";

const INTRO = "/resources/foundation/mathematics/mocks/practice-mock-1";

async function startMock(page: Page) {
  await page.goto(INTRO);
  await page.getByRole("button", { name: "Start the mock" }).click();
  await expect(page).toHaveURL(/\/mocks\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Mathematics for Data Science I: practice mock 1",
  );
}

/** The palette's disclosure in the sticky bar (phones and tablets). */
const paletteToggle = (page: Page) => page.locator("summary[aria-label='Question palette']");
const question = (page: Page, n: number) =>
  page.getByRole("region", { name: `Question ${n}`, exact: true });
const square = (page: Page, n: number) =>
  page
    .getByRole("complementary", { name: "Questions" })
    .getByRole("link", { name: new RegExp(`^Question ${n}:`) });

test("with JavaScript: answer, mark for review, the time runs out, the sheet is sent and marked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await startMock(page);
  const clock = page.getByRole("timer");
  await expect(clock).toHaveText(/^(30:00|29:5\d)$/);

  await question(page, 1).getByLabel("Your answer (a number)").fill("10");
  await question(page, 2).getByLabel("Mark for review").check();
  await expect(square(page, 1)).toHaveAccessibleName("Question 1: answered");
  await expect(square(page, 2)).toHaveAccessibleName("Question 2: not answered, marked for review");
  await expect(square(page, 2)).toHaveAttribute("data-marked", "true");
  await expect(page.locator("[data-answered-count]").first()).toHaveText("1");
  await square(page, 2).click();
  await expect(page).toHaveURL(/#q2$/);
  await expect(question(page, 2)).toBeInViewport();

  await page.clock.fastForward("25:30");
  await expect(page.locator("#mock-say")).toHaveText("5 minutes left.");
  await page.clock.fastForward("03:45");
  await expect(page.locator("#mock-say")).toHaveText("1 minute left.");
  await expect(clock).toHaveText(/^0:\d\d$/);

  // The last minute runs out: the sheet goes by itself, and the result replaces the sheet.
  await page.clock.fastForward("01:00");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your result: Mathematics for Data Science I: practice mock 1",
  );
  await expect(page.getByText(/arrived .* after the time limit/)).toHaveCount(0);
  const first = page.getByRole("article", { name: "Question 1", exact: true });
  await expect(first.getByText("Correct", { exact: true })).toBeVisible();
  await expect(first.getByRole("definition").first()).toHaveText("10");
  const second = page.getByRole("article", { name: "Question 2", exact: true });
  await expect(second.getByText("Marked for review")).toBeVisible();
  await expect(second.getByText("Not answered", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marks per topic" })).toBeVisible();
  await expect(first.getByRole("heading", { name: "Worked solution" })).toBeVisible();
});

test("without JavaScript: the deadline is a time, the form posts, the result is at the same address", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  await startMock(page);
  const address = page.url();
  await expect(page.getByText(/^Submit by \d\d:\d\d IST \(\d\d:\d\d UTC\)/)).toBeVisible();
  await expect(page.getByRole("timer")).toHaveText(/^by \d\d:\d\d IST$/);
  // The palette is a list of links to the questions.
  await paletteToggle(page).click();
  await expect(page.getByRole("link", { name: "Question 12: not answered" })).toBeVisible();

  await question(page, 1).getByLabel("Your answer (a number)").fill("9");
  await question(page, 3).getByLabel("Mark for review").check();
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Your result:/);
  expect(page.url()).toBe(address);
  const first = page.getByRole("article", { name: "Question 1", exact: true });
  await expect(first.getByText("Wrong", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("article", { name: "Question 3", exact: true }).getByText("Marked for review"),
  ).toBeVisible();

  // Sent again (a second press, a resent form): the first sheet stands, and the page says so.
  const again = await page.request.post(address, {
    form: { "q-unknown": "1" },
    headers: { Origin: new URL(address).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  await page.reload();
  await expect(page.locator("[data-flash]")).toContainText("Already submitted");
  await expect(
    page
      .getByRole("article", { name: "Question 1", exact: true })
      .getByText("Wrong", { exact: true }),
  ).toBeVisible();
  await context.close();
});

async function screens(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startMock(page);
  const sitting = page.url();
  await startMock(page);
  await question(page, 1).getByLabel("Your answer (a number)").fill("10");
  await page.getByRole("button", { name: "Submit answers" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Your result:/);
  const result = page.url();
  await context.close();
  return { sitting, result };
}

for (const width of [375, 1280]) {
  test(`intro, sitting and result: no axe violations, no sideways scroll at ${width} px`, async ({
    browser,
  }) => {
    // Seven axe runs on long pages, on two shared cores.
    test.slow();
    const { sitting, result } = await screens(browser);
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      for (const address of [INTRO, sitting, result]) {
        await page.goto(address);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      }
      if (width === 375) {
        // The palette's panel opens inside the screen.
        await page.goto(sitting);
        await paletteToggle(page).click();
        await expect(page.getByRole("link", { name: "Question 1: not answered" })).toBeInViewport();
        await expectNoAxeViolations(page);
      }
      await context.close();
    }
  });
}
