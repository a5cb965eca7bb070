import { expect, type Page, test } from "@playwright/test";
import { resources, subjects } from "~db/schema";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { startServerWith } from "./support/server";
import { saveE2ESettingsFirst } from "./support/settings";

// The links and details these pages show are site settings: save the e2e values first.
saveE2ESettingsFirst();

// The course catalogue's official names (ADR 046), in the order the pages list them.
const SUBJECTS = {
  foundation: {
    term1: [
      "Computational Thinking",
      "Mathematics for Data Science I",
      "English I",
      "Statistics for Data Science I",
    ],
    term2: [
      "Mathematics for Data Science II",
      "Programming in Python",
      "English II",
      "Statistics for Data Science II",
    ],
  },
  diploma: {
    term1: [
      "Database Management Systems",
      "Programming, Data Structures and Algorithms using Python",
      "Programming Concepts using Java",
      "System Commands",
      "Machine Learning Foundations",
      "Business Data Management",
    ],
    term2: [
      "Modern Application Development I",
      "Modern Application Development I - Project",
      "Modern Application Development II",
      "Modern Application Development II - Project",
      "Machine Learning Techniques",
      "Machine Learning Practice",
      "Machine Learning Practice - Project",
      "Tools in Data Science",
      "Business Data Management - Project (Option 1)",
      "Business Analytics (Option 1)",
      "Introduction to Deep Learning and Generative AI (Option 2)",
      "Deep Learning and Generative AI - Project (Option 2)",
    ],
  },
};

const subjectCards = (page: Page) =>
  page
    .getByRole("region", { name: /subjects/ })
    .getByRole("listitem")
    .getByRole("heading");
const tab = (page: Page, nav: string, name: string) =>
  page.getByRole("navigation", { name: nav }).getByRole("link", { name, exact: true });

for (const width of [375, 1280]) {
  test(`resources page at ${width} px: levels, terms, cards and axe`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
    await expect(tab(page, "Level", "Foundation")).toHaveAttribute("aria-current", "page");
    await expect(tab(page, "Term", "Term 1")).toHaveAttribute("aria-current", "page");
    await expect(subjectCards(page)).toHaveText(SUBJECTS.foundation.term1);
    await expect(page.getByRole("link", { name: /Computational Thinking/ })).toHaveAttribute(
      "href",
      "/resources/foundation/computational-thinking",
    );
    await expect(page.getByRole("link", { name: "Submit Resources" })).toHaveAttribute(
      "href",
      "/resources/submit",
    );
    await expectNoAxeViolations(page);
  });
}

test("term pills switch terms, a new level starts at term 1, and the back button restores", async ({
  page,
}) => {
  await page.goto("/resources");
  await waitForHydration(page);
  await tab(page, "Term", "Term 2").click();
  await expect(page).toHaveURL(/\/resources\?term=term2$/);
  await expect(subjectCards(page)).toHaveText(SUBJECTS.foundation.term2);

  await tab(page, "Level", "Diploma").click();
  await expect(page).toHaveURL(/\/resources\/diploma$/);
  await expect(tab(page, "Term", "Term 1")).toHaveAttribute("aria-current", "page");
  await expect(subjectCards(page)).toHaveText(SUBJECTS.diploma.term1);
  await expect(page.getByRole("link", { name: /Machine Learning Foundations/ })).toHaveAttribute(
    "href",
    "/resources/diploma/machine-learning-foundations",
  );
  await tab(page, "Term", "Term 2").click();
  await expect(subjectCards(page)).toHaveText(SUBJECTS.diploma.term2);

  await page.goBack();
  await expect(subjectCards(page)).toHaveText(SUBJECTS.diploma.term1);
  await page.goBack();
  await expect(page).toHaveURL(/\/resources\?term=term2$/);
  await expect(subjectCards(page)).toHaveText(SUBJECTS.foundation.term2);
});

test("a shared link opens that level and term", async ({ page }) => {
  const response = await page.goto("/resources/diploma?term=term2");
  expect(response?.status()).toBe(200);
  await expect(subjectCards(page)).toHaveText(SUBJECTS.diploma.term2);
});

test("the footer's level anchors open that level", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.locator("footer").getByRole("link", { name: "Diploma", exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/diploma$/);
  await expect(subjectCards(page)).toHaveText(SUBJECTS.diploma.term1);
});

const results = (page: Page) =>
  page
    .getByRole("region", { name: /^Results for/ })
    .getByRole("listitem")
    .getByRole("heading");

test("search looks at every level and term and says when nothing matches", async ({ page }) => {
  await page.goto("/resources");
  const search = page.getByRole("searchbox", { name: "Search subjects" });
  // A GET form: Enter sends it (the page loads no script, ADR 025).
  await search.fill("probability");
  await search.press("Enter");
  await expect(results(page)).toHaveText([
    "Stats 1 — Statistics for Data Science I",
    "MLF — Machine Learning Foundations",
  ]);
  await expect(page).toHaveURL(/q=probability/);
  await search.fill("flowcharts");
  await search.press("Enter");
  await expect(results(page)).toHaveText(["CT — Computational Thinking"]);
  await search.fill("quantum");
  await search.press("Enter");
  await expect(page.getByRole("status")).toContainText("No subjects match “quantum”");
  await search.fill("");
  await search.press("Enter");
  await expect(subjectCards(page)).toHaveCount(4);
});

test("search works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/diploma?term=term2");
  await page.getByRole("searchbox", { name: "Search subjects" }).fill("neural");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/resources\/diploma\?term=term2&q=neural$/);
  await expect(results(page)).toHaveText([
    "DL GenAI — Introduction to Deep Learning and Generative AI (Option 2)",
  ]);
  await context.close();
});

test("BSc and BS levels say Coming Soon", async ({ page }) => {
  for (const [level, label] of [
    ["bsc", "BSc Degree"],
    ["bs", "BS Degree"],
  ]) {
    await page.goto(`/resources/${level}`);
    await expect(tab(page, "Level", label!)).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
    await expect(page.getByText(/are being developed/)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("tools tab: tools to come announce themselves in a toast; the built ones are links", async ({
  page,
}) => {
  await page.goto("/resources/tools");
  await waitForHydration(page);
  for (const name of ["Code Editor", "Scientific Calculator"]) {
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `${name} will be available soon!` }),
    ).toBeVisible();
  }
  await expect(page.getByText("More Tools Coming Soon")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Calculate CGPA" })).toHaveAttribute(
    "href",
    "/tools/cgpa-calculator",
  );
  await page.getByRole("link", { name: "Predict Grade" }).click();
  await expect(page).toHaveURL(/\/tools\/grade-predictor$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grade Predictor");
});

test("tools tab without JavaScript says the tool is coming", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/tools");
  await page.getByRole("link", { name: /Scientific Calculator/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Scientific Calculator will be available soon!",
  );
  await context.close();
});

test("unknown level or subject answers 404", async ({ request, page }) => {
  expect((await request.get("/resources/masters")).status()).toBe(404);
  expect((await request.get("/resources/foundation/astrology")).status()).toBe(404);
  expect((await request.get("/resources/foundation/astrology/notes")).status()).toBe(404);
  expect((await request.get("/resources/tools/mathematics")).status()).toBe(404);
  const response = await page.goto("/resources/foundation/astrology/pyqs");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`subject page at ${width} px: breadcrumbs, title, section cards`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/foundation/statistics");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Statistics for Data Science I",
    );
    await expect(
      page
        .getByRole("navigation", { name: "Breadcrumb" })
        .getByRole("link", { name: "Foundation" }),
    ).toHaveAttribute("href", "/resources/foundation");
    for (const [name, path] of [
      ["Notes", "notes"],
      ["PYQs", "pyqs"],
      // The demo has practice questions for every Foundation course.
      ["Practice", "practice"],
    ]) {
      await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        `/resources/foundation/statistics/${path}`,
      );
    }
    // The demo has no lectures: the card says so and opens nothing (tests/e2e/course-page.spec.ts).
    await expect(page.getByRole("link", { name: /^Lectures/ })).toHaveCount(0);
    await expect(page.getByText("No lectures yet")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("lectures page: none yet, so coming soon with a link to the community", async ({ page }) => {
  await page.goto("/resources/foundation/mathematics/lectures");
  await expect(page.getByText("Video lectures are coming soon")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "community" })).toHaveAttribute(
    "href",
    "/community",
  );
  await expectNoAxeViolations(page);
});

test("notes page: no folder card without a folder, exam tabs, seeded notes", async ({ page }) => {
  await page.goto("/resources/foundation/english/notes");
  // No subject has a shared folder until an admin sets one (see the database test below).
  await expect(page.getByRole("link", { name: /Open Google Drive/ })).toHaveCount(0);
  // The demo's notes: samples on every tab, each a PDF of our own storage.
  await expect(tab(page, "Exam", "Quiz 1 (1)")).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("heading", { name: "English I: Weeks 1–4 summary (sample)" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Weeks 1–4 summary/ })).toHaveAttribute(
    "href",
    "/files/demo-foundation-english-notes-1.pdf",
  );
  await expectNoAxeViolations(page);
  await tab(page, "Exam", "Final Term (2)").click();
  await expect(
    page.getByRole("heading", { name: "English I: Revision sheet (sample)" }),
  ).toBeVisible();

  await page.goto("/resources/diploma/machine-learning-techniques/notes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Machine Learning Techniques Notes",
  );
  await expect(page.getByRole("link", { name: /Open Google Drive/ })).toHaveCount(0);
});

test("PYQ page: Final Term first with the spec's paper counts; Important Q practice; other tabs Coming Soon", async ({
  page,
}) => {
  const counts: Record<string, number> = {
    mathematics: 8,
    statistics: 7,
    english: 5,
    "computational-thinking": 6,
    programming: 6,
    "mathematics-2": 7,
    "statistics-2": 5,
    "english-2": 7,
  };
  for (const [subject, count] of Object.entries(counts)) {
    await page.goto(`/resources/foundation/${subject}/pyqs`);
    await expect(tab(page, "Exam", "Final Term")).toHaveAttribute("aria-current", "page");
    const papers = page.getByRole("region", { name: /Final Term papers/ }).getByRole("listitem");
    await expect(papers, subject).toHaveCount(count);
    await expect(papers.first().getByRole("heading")).toHaveText("Paper 1");
    await expect(papers.first()).toContainText(/(January|May|September) \d{4} (AN|FN) session/);
    await expect(papers.first().getByRole("link", { name: /Download Paper 1/ })).toHaveAttribute(
      "href",
      `/files/demo-foundation-${subject}-end-term-1.pdf`,
    );
  }
  await expectNoAxeViolations(page);
  // The demo has one paper per quiz for the foundation subjects, none for the other tabs.
  for (const name of ["Quiz 1", "Quiz 2"]) {
    await tab(page, "Exam", name).click();
    await expect(page.getByRole("heading", { name: "Paper 1", exact: true })).toBeVisible();
  }
  // Important Q lists the course's practice questions (tests/e2e/practice.spec.ts); Videos has none.
  await tab(page, "Exam", "Important Q").click();
  await expect(page.getByRole("region", { name: /Practice questions/ })).toBeVisible();
  await tab(page, "Exam", "Videos").click();
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await page.goto("/resources/diploma/machine-learning-techniques/pyqs");
  await expect(
    page.getByRole("region", { name: /Final Term papers/ }).getByRole("listitem"),
  ).toHaveCount(3);
  for (const name of ["Quiz 1", "Quiz 2"]) {
    await tab(page, "Exam", name).click();
    await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  }
});

test("PYQ page with no final term papers shows the spec's message", async ({ browser }) => {
  test.setTimeout(120_000); // a server of its own to start
  // A database without demo content: the catalogue's subjects, no resources.
  const server = await startServerWith(async () => {});
  const page = await browser.newPage({ baseURL: server.baseURL });
  try {
    await page.goto("/resources/diploma/machine-learning-practice-project/pyqs");
    await expect(page.getByRole("alert")).toHaveText(
      "No final term papers available for this subject yet. Please check back later.",
    );
  } finally {
    await page.close();
    await server.stop();
  }
});

test("resource rows added to the database appear on the public pages", async ({ browser }) => {
  const server = await startServerWith(async (db) => {
    await db.insert(subjects).values({
      level: "diploma",
      slug: "linear-algebra",
      name: "Linear Algebra",
      description: "Vectors, matrices and the maps between them.",
      folderUrl: "https://drive.google.com/drive/folders/linear-algebra",
    });
    await db.insert(resources).values([
      {
        title: "Loops cheat sheet",
        description: "Every loop form on one page.",
        category: "academic",
        level: "foundation",
        // Written the legacy way, as the original notes page stored it.
        subject: "computational_thinking",
        resourceType: "notes",
        exam: "quiz-2",
        fileUrl: "https://files.example/loops.pdf",
      },
      {
        title: "Week 3 lecture",
        description: "Iterations and tables.",
        category: "academic",
        level: "foundation",
        subject: "computational-thinking",
        resourceType: "lectures",
        linkUrl: "https://video.example/week-3",
      },
      {
        title: "Vectors primer",
        description: "A subject an admin added.",
        category: "academic",
        level: "diploma",
        subject: "linear-algebra",
        resourceType: "notes",
      },
    ]);
  });
  const page = await browser.newPage({ baseURL: server.baseURL });
  try {
    await page.goto("/resources/foundation/computational-thinking/notes?tab=quiz-2");
    await expect(page.getByRole("heading", { name: "Loops cheat sheet" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Download Loops cheat sheet/ })).toHaveAttribute(
      "href",
      "https://files.example/loops.pdf",
    );
    await tab(page, "Exam", "Final Term (0)").click();
    await expect(page.getByText("No Final Term notes yet")).toBeVisible();
    await page.goto("/resources/foundation/computational-thinking/lectures");
    await expect(page.getByRole("link", { name: /Watch Week 3 lecture/ })).toHaveAttribute(
      "href",
      "https://video.example/week-3",
    );
    await page.goto("/resources/diploma");
    await page.getByRole("link", { name: /Linear Algebra/ }).click();
    await expect(page).toHaveURL(/\/resources\/diploma\/linear-algebra$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linear Algebra");
    await page.getByRole("link", { name: /^Notes/ }).click();
    await expect(page.getByRole("heading", { name: "Vectors primer" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Open Google Drive/ })).toHaveAttribute(
      "href",
      "https://drive.google.com/drive/folders/linear-algebra",
    );
  } finally {
    await page.close();
    await server.stop();
  }
});

test("every resources route is server-rendered with its content", async ({ request }) => {
  const pages: [string, string][] = [
    ["/resources", "Mathematics for Data Science I"],
    ["/resources/diploma", "Database Management Systems"],
    ["/resources/tools", "More Tools Coming Soon"],
    ["/resources/foundation/mathematics", "Mathematics for Data Science I"],
    ["/resources/foundation/mathematics/lectures", "Video lectures are coming soon"],
    ["/resources/foundation/mathematics/notes", "Notes shared by students"],
    ["/resources/foundation/mathematics/pyqs", "January 2023 AN session"],
    ["/resources/submit", "Submit Resources"],
  ];
  for (const [path, text] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toContain(text);
  }
});
