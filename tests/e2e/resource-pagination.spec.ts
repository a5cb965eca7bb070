// The lectures, notes and PYQ pages of a subject with more rows than fit one page (24): previous /
// next links that keep the tab, with and without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { resources } from "~db/schema";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith, type TestServer } from "./support/server";

const BASE = "/resources/foundation/statistics";

/** `count` rows titled `${prefix} 1` (newest) to `${prefix} ${count}` (oldest). */
function rows(
  prefix: string,
  count: number,
  fields: Pick<typeof resources.$inferInsert, "resourceType" | "exam">,
) {
  return Array.from({ length: count }, (_, i) => ({
    title: `${prefix} ${i + 1}`,
    description: "September 2024 FN session",
    category: "academic" as const,
    level: "foundation" as const,
    subject: "statistics",
    linkUrl: `https://files.example/${prefix.replace(/\s/g, "-")}-${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) - i * 3_600_000),
    ...fields,
  }));
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading");
const examTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Exam" }).getByRole("link", { name, exact: true });

async function expectPage(page: Page, label: string, first: string, count: number) {
  await expect(pager(page).getByText(label, { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(count);
  await expect(cards(page).first()).toHaveText(first);
}

/** At an end of the list the step is plain text, not a link. */
async function expectStepDisabled(page: Page, name: "Previous" | "Next") {
  await expect(pager(page).getByRole("link", { name })).toHaveCount(0);
  await expect(pager(page).getByText(name, { exact: true })).toBeVisible();
}

test.describe("subject pages with many resources", () => {
  // One server with its own database for the whole file, its tests one after another.
  test.describe.configure({ mode: "default" });
  let server: TestServer;

  test.beforeAll(async () => {
    server = await startServerWith(async (db) => {
      await db.insert(resources).values([
        ...rows("Paper", 57, { resourceType: "pyqs", exam: "end-term" }),
        ...rows("Quiz paper", 30, { resourceType: "pyqs", exam: "quiz-1" }),
        ...rows("Quiz 2 paper", 2, { resourceType: "pyqs", exam: "quiz-2" }),
        // Notes without an exam are listed under Quiz 1, the notes page's first tab.
        ...rows("Note", 25, { resourceType: "notes", exam: null }),
        ...rows("Lecture", 30, { resourceType: "lectures", exam: null }),
      ]);
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const at = (path: string) => `${server.baseURL}${BASE}${path}`;

  test("PYQs: next and previous keep the tab, a new tab starts at page 1", async ({ page }) => {
    await page.goto(at("/pyqs"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: /^Final Term papers\s*\(57\)$/ })).toBeVisible();
    await expectPage(page, "Page 1 of 3", "Paper 1", 24);
    await expectStepDisabled(page, "Previous");
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      `${BASE}/pyqs?page=2`,
    );
    await expectNoAxeViolations(page);

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(at("/pyqs?page=2"));
    await expectPage(page, "Page 2 of 3", "Paper 25", 24);

    // From the keyboard: the links are ordinary focusable links.
    await pager(page).getByRole("link", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(at("/pyqs?page=3"));
    await expectPage(page, "Page 3 of 3", "Paper 49", 9);
    await expectStepDisabled(page, "Next");

    await expect(examTab(page, "Quiz 1")).toHaveAttribute("href", `${BASE}/pyqs?tab=quiz-1`);
    await examTab(page, "Quiz 1").click();
    await expect(page).toHaveURL(at("/pyqs?tab=quiz-1"));
    await expect(page.getByRole("heading", { name: /^Quiz 1 papers\s*\(30\)$/ })).toBeVisible();
    await expectPage(page, "Page 1 of 2", "Quiz paper 1", 24);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(at("/pyqs?tab=quiz-1&page=2"));
    await expectPage(page, "Page 2 of 2", "Quiz paper 25", 6);
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(at("/pyqs?tab=quiz-1"));
    await expectPage(page, "Page 1 of 2", "Quiz paper 1", 24);

    // One page: no page links at all.
    await examTab(page, "Quiz 2").click();
    await expect(cards(page)).toHaveCount(2);
    await expect(pager(page)).toHaveCount(0);
  });

  test("without JavaScript, on a phone: plain links, no sideways scroll", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    try {
      await page.goto(at("/pyqs?tab=quiz-1"));
      await expectPage(page, "Page 1 of 2", "Quiz paper 1", 24);
      await expectNoHorizontalScroll(page);
      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(at("/pyqs?tab=quiz-1&page=2"));
      await expectPage(page, "Page 2 of 2", "Quiz paper 25", 6);
      await expectNoHorizontalScroll(page);
      await examTab(page, "Final Term").click();
      await expect(page).toHaveURL(at("/pyqs"));
      await expectPage(page, "Page 1 of 3", "Paper 1", 24);

      await page.goto(at("/notes"));
      await expect(examTab(page, "Quiz 1 (25)")).toHaveAttribute("aria-current", "page");
      await expectPage(page, "Page 1 of 2", "Note 1", 24);
      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(at("/notes?page=2"));
      await expectPage(page, "Page 2 of 2", "Note 25", 1);

      // Lectures have no tabs; a page past the end shows the last one.
      await page.goto(at("/lectures?page=99"));
      await expectPage(page, "Page 2 of 2", "Lecture 25", 6);
      await pager(page).getByRole("link", { name: "Previous" }).click();
      await expect(page).toHaveURL(at("/lectures"));
      await expectPage(page, "Page 1 of 2", "Lecture 1", 24);
      await expectStepDisabled(page, "Previous");
    } finally {
      await context.close();
    }
  });

  test("a paginated page at 375 px passes axe and fits the screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("/pyqs?page=2"));
    await expectPage(page, "Page 2 of 3", "Paper 25", 24);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
