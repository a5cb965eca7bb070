// One name per course (the course catalogue, ADR 046): every course card, calculator, search
// result and submission choice names a course as its row in the subjects table does, the short
// name first and then the official name ("Maths 1 — Mathematics for Data Science I").
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";

interface CatalogueRow {
  level: "foundation" | "diploma";
  slug: string;
  term: "term1" | "term2";
  name: string;
  shortName: string;
  gradingId: string;
  credits: number;
  /** The submission form's group of the course. */
  group: string;
}

/** Rows of the catalogue as migration 0017 leaves them. */
const COURSES: CatalogueRow[] = [
  {
    level: "foundation",
    slug: "mathematics",
    term: "term1",
    name: "Mathematics for Data Science I",
    shortName: "Maths 1",
    gradingId: "maths-1",
    credits: 4,
    group: "Foundation",
  },
  {
    level: "foundation",
    slug: "programming",
    term: "term2",
    name: "Programming in Python",
    shortName: "Python",
    gradingId: "python",
    credits: 4,
    group: "Foundation",
  },
  {
    level: "diploma",
    slug: "programming-data-structures-and-algorithms-using-python",
    term: "term1",
    name: "Programming, Data Structures and Algorithms using Python",
    shortName: "PDSA",
    gradingId: "pdsa",
    credits: 4,
    group: "Diploma in Programming",
  },
  {
    level: "diploma",
    slug: "tools-in-data-science",
    term: "term2",
    name: "Tools in Data Science",
    shortName: "TDS",
    gradingId: "tds",
    credits: 3,
    group: "Diploma in Data Science",
  },
];

const label = (row: CatalogueRow) => `${row.shortName} — ${row.name}`;

/** The grade predictor's course choice: its selected option. */
const chosenCourse = (page: Page) =>
  page.getByRole("combobox", { name: "Course", exact: true }).locator("option:checked");

for (const row of COURSES) {
  test(`${row.shortName} is named the same on its card, in both calculators, the submission form and the search`, async ({
    page,
  }) => {
    const name = label(row);
    const course = `/resources/${row.level}/${row.slug}`;

    // The resources page's card.
    const levelPage = row.level === "foundation" ? "/resources" : `/resources/${row.level}`;
    await page.goto(`${levelPage}?term=${row.term}`);
    await expect(page.locator(`main a[href="${course}"] h3`)).toHaveText(name);

    // The grade predictor, opened with the course chosen as a course page links to it: its list
    // and the result's heading.
    await page.goto(`/tools/grade-predictor?course=${row.gradingId}`);
    await expect(chosenCourse(page)).toHaveText(name);
    await expect(page.getByText(new RegExp(`^${escapeRegExp(name)}, .+ term`))).toBeVisible();

    // The CGPA calculator.
    const cgpaLabel = page.locator("label", {
      has: page.locator(`select[name="${row.gradingId}"]`),
    });
    await page.goto("/tools/cgpa-calculator");
    await expect(cgpaLabel.locator("span").first()).toHaveText(`${name} (${row.credits} credits)`);

    // The submission form's choice, in its level's (or its diploma's) group.
    await page.goto("/resources/submit");
    await expect(
      page.locator(
        `select[name="subject"] optgroup[label="${row.group}"] option[value="${row.slug}"]`,
      ),
    ).toHaveText(name);

    // The site search's result for the course (its order is the search's business).
    await page.goto(`/search?q=${encodeURIComponent(row.name)}`);
    await expect(page.locator(`main li a[href="${course}"]`).first()).toContainText(row.name);
  });
}

test("existing predictor links keep their course; a course without the latest term's rules opens its own term", async ({
  page,
}) => {
  await page.goto("/tools/grade-predictor?term=2025-09&course=maths-1");
  await expect(chosenCourse(page)).toHaveText("Maths 1 — Mathematics for Data Science I");
  await expect(page.getByRole("combobox", { name: "Term", exact: true })).toHaveValue("2025-09");
  // The latest term has the foundation's rules only: TDS opens the latest term that has it.
  await page.goto("/tools/grade-predictor?course=tds");
  await expect(chosenCourse(page)).toHaveText("TDS — Tools in Data Science");
  await expect(page.getByRole("combobox", { name: "Term", exact: true })).toHaveValue("2025-09");
});

for (const width of [375, 1280]) {
  test(`the predictor's grouped course list passes axe at ${width} px in both themes`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto("/tools/grade-predictor?course=pdsa");
      const course = page.getByRole("combobox", { name: "Course", exact: true });
      expect(
        await course
          .locator("optgroup")
          .evaluateAll((groups) => groups.map((g) => g.getAttribute("label"))),
      ).toEqual(["Foundation", "Diploma in Programming", "Diploma in Data Science"]);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

/** `text` as a regular expression matching itself. */
function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
