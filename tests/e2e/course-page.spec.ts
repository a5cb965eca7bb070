// A course's page on a server of its own: a Foundation course with its grading formula, next
// dates and sections with counts; a diploma course without rules or content, whose sections say
// so and open nothing; both readable at phone and desktop widths in both themes.
import { expect, type Page, test } from "@playwright/test";
import { and, eq } from "drizzle-orm";
import { calendarEvents, practiceQuestions, resources, subjects } from "~db/schema";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith, type TestServer } from "./support/server";

const MATHS = "/resources/foundation/mathematics";
const MAD_PROJECT = "/resources/diploma/modern-application-development-1-project";
const DBMS = "/resources/diploma/database-management-systems";
const inDays = (days: number, hours = 0) => new Date(Date.now() + (days * 24 + hours) * 3_600_000);

let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerWith(async (db) => {
    const id = async (level: "foundation" | "diploma", slug: string) => {
      const [row] = await db
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.level, level), eq(subjects.slug, slug)));
      return row!.id;
    };
    const maths = await id("foundation", "mathematics");
    const row = (values: Partial<typeof resources.$inferInsert>) => ({
      title: "A resource",
      description: "About it.",
      category: "academic" as const,
      level: "foundation" as const,
      subject: "mathematics",
      resourceType: "notes" as const,
      linkUrl: "https://files.example/resource",
      ...values,
    });
    await db.insert(resources).values([
      row({ title: "Sets summary" }),
      row({ title: "Functions summary", subject: "mathematics" }),
      row({ title: "Graphs summary" }),
      row({ title: "Week 1 lecture", resourceType: "lectures" }),
      row({ title: "Paper 1", resourceType: "pyqs", exam: "end-term" }),
      row({ title: "Paper 2", resourceType: "pyqs", exam: "end-term" }),
      // DBMS was database-systems: a row stored under the old slug is still its own.
      row({ level: "diploma", subject: "database-systems", title: "Joins cheat sheet" }),
    ]);
    await db.insert(practiceQuestions).values(
      ["union-size", "line-slope"].map((slug) => ({
        subjectId: maths,
        slug,
        kind: "numeric" as const,
        exam: "quiz-1" as const,
        topic: "Sets",
        difficulty: "easy" as const,
        stem: "What is 2 + 2?",
        answer: { value: 4 },
        solution: "Four.",
        source: "Original practice question",
        status: "published" as const,
        publishedAt: new Date(),
      })),
    );
    await db.insert(calendarEvents).values([
      {
        uid: "e2e-maths-quiz-1",
        kind: "quiz-1",
        title: "Maths 1 Quiz 1",
        level: "foundation",
        subjectId: maths,
        term: "2027-01",
        startsAt: inDays(20),
        endsAt: inDays(20, 3),
        location: "In person at exam centres",
        source: "E2E grading document",
      },
      {
        uid: "e2e-foundation-deadline",
        kind: "deadline",
        title: "Week 2 assignment deadline",
        level: "foundation",
        term: "2027-01",
        allDay: true,
        startsAt: inDays(5),
        endsAt: inDays(6),
        source: "E2E grading document",
      },
    ]);
    // One course with a shared folder: its study-materials card opens it.
    await db
      .update(subjects)
      .set({ folderUrl: "https://drive.example/stats-1" })
      .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "statistics")));
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const card = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });

test("a Foundation course: name, code, credits, formula, eligibility, dates and sections with counts", async ({
  page,
}) => {
  const response = await page.goto(`${server.baseURL}${MATHS}`);
  expect(response?.status()).toBe(200);
  // A reading page: no script (DESIGN D8).
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Mathematics for Data Science I \(Maths 1\)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Mathematics for Data Science I",
  );
  await expect(page.getByTestId("course-line")).toHaveText("Maths 1 · BSMA1001 · 4 credits");
  await expect(page.getByText("Foundation level · Term 1", { exact: true })).toBeVisible();

  const grading = page.getByRole("region", { name: "How it is graded" });
  await expect(grading).toContainText("Rules of the January 2026 term");
  await expect(grading.getByTestId("formula-words")).toHaveText(
    "In words: the higher of: (a) 60% of the end-term exam plus 30% of the higher of Quiz 1 and " +
      "Quiz 2; or (b) 45% of the end-term exam plus 25% of Quiz 1 plus 30% of Quiz 2.",
  );
  await expect(grading.getByTestId("formula-symbols")).toHaveText(
    "T = max(0.6 × F + 0.3 × max(Qz1, Qz2), 0.45 × F + 0.25 × Qz1 + 0.3 × Qz2)",
  );
  await expect(grading).toContainText("To write the end-term exam:");
  await expect(grading).toContainText("Attended at least one of the two quizzes");
  await expect(grading).toContainText("Source: three independent student calculators");
  // The September 2025 formula differs: it is one click away, not on the page's face.
  const earlier = grading.locator("details");
  await expect(earlier.getByText(/^10% of GAA, plus the higher of/)).toBeHidden();
  await earlier.locator("summary").click();
  await expect(earlier.getByText(/^10% of GAA, plus the higher of/)).toBeVisible();

  const dates = page.getByRole("region", { name: "Next exam dates" });
  await expect(dates.getByRole("heading", { level: 3 })).toHaveText([
    "Week 2 assignment deadline",
    "Maths 1 Quiz 1",
  ]);
  await expect(dates.getByRole("listitem").first()).toContainText("For every Foundation course");
  await expect(dates.getByRole("link", { name: "Calendar file (.ics)" })).toHaveAttribute(
    "href",
    "/calendar/foundation/mathematics.ics",
  );
  await expect(dates.getByRole("link", { name: "Subscribe to these dates" })).toHaveAttribute(
    "href",
    /^webcal:\/\/127\.0\.0\.1:\d+\/calendar\/foundation\/mathematics\.ics$/,
  );
  await expect(dates.getByRole("link", { name: "The whole exam calendar" })).toHaveAttribute(
    "href",
    "/calendar",
  );
  await expect(page.getByTestId("course-source")).toContainText("Programme academics page");

  for (const [title, count, path] of [
    ["Lectures", "1 lecture", "lectures"],
    ["Notes", "3 notes", "notes"],
    ["PYQs", "2 papers", "pyqs"],
    ["Practice", "2 practice questions", "practice"],
  ]) {
    const section = card(page, title!);
    await expect(section).toContainText(count!);
    await expect(section.getByRole("link")).toHaveAttribute("href", `${MATHS}/${path}`);
  }
  await card(page, "Notes").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${MATHS}/notes$`));
  await expect(page.getByRole("heading", { name: "Sets summary" })).toBeVisible();
});

test("the predictor opens with the course and its term chosen", async ({ page }) => {
  await page.goto(`${server.baseURL}${MATHS}`);
  await page.getByRole("link", { name: "Predict your grade in Maths 1" }).click();
  await expect(page).toHaveURL(/\/tools\/grade-predictor\?term=2026-01&course=maths-1$/);
  await expect(page.locator('select[name="course"]')).toHaveValue("maths-1");
  await expect(page.locator('select[name="term"]')).toHaveValue("2026-01");
});

test("a diploma course without rules or content says so, and its empty sections open nothing", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}${MAD_PROJECT}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Modern Application Development I - Project",
  );
  await expect(page.getByTestId("course-line")).toHaveText("MAD 1 Project · BSCS2003P · 2 credits");
  await expect(
    page.getByText("Diploma level · Programming · Term 2", { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("no-grading-rule")).toContainText(
    "The grading rule for MAD 1 Project is not published here yet:",
  );
  await expect(page.getByRole("link", { name: /Predict your grade/ })).toHaveCount(0);
  for (const [title, none] of [
    ["Lectures", "No lectures yet"],
    ["Notes", "No notes yet"],
    ["PYQs", "No papers yet"],
    ["Practice", "No practice questions yet"],
  ]) {
    const section = card(page, title!);
    await expect(section).toContainText(none!);
    await expect(section.getByRole("link")).toHaveCount(0);
  }
  await expect(page.getByTestId("no-dates")).toContainText("No upcoming dates yet.");

  // A diploma course with only some content: its notes (stored under the old slug) open, the rest do not.
  await page.goto(`${server.baseURL}${DBMS}`);
  await expect(card(page, "Notes")).toContainText("1 note");
  await expect(card(page, "Notes").getByRole("link")).toHaveAttribute("href", `${DBMS}/notes`);
  await expect(card(page, "PYQs")).toContainText("No papers yet");
  await expect(card(page, "PYQs").getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "How it is graded" })).toContainText(
    "Rules of the September 2025 term.",
  );
});

test("study materials: a course with a shared folder opens it in a new tab, the others their page", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/study-materials`);
  const term1 = page
    .getByRole("region", { name: "Foundation Level", exact: true })
    .getByRole("region", { name: "Term 1", exact: true });
  const stats = term1.getByRole("link", { name: "Stats 1 (opens in a new tab)" });
  await expect(stats).toHaveAttribute("href", "https://drive.example/stats-1");
  await expect(stats).toHaveAttribute("target", "_blank");
  const maths = term1.getByRole("link", { name: "Maths 1", exact: true });
  await expect(maths).toHaveAttribute("href", MATHS);
  await expect(maths).not.toHaveAttribute("target", /./);
  await maths.click();
  await expect(page).toHaveURL(new RegExp(`${MATHS}$`));
});

for (const width of [375, 1280]) {
  test(`course pages have no accessibility violations and fit the screen at ${width} px`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width, height: 900 },
        colorScheme,
      });
      const page = await context.newPage();
      for (const path of [MATHS, MAD_PROJECT]) {
        await page.goto(path);
        // The earlier terms' formula is checked open too.
        await page
          .locator("details")
          .evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      }
      await context.close();
    }
  });
}
