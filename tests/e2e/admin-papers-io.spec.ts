import { expect, type Page, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { seedDemoPractice } from "~/features/practice/demo.server";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

// Practice papers out and back in: the demo mocks exported as CSV, the file read back with one
// new paper and one whose questions are not in its course, the report, Apply, the paper list.
const adminPage = withAdminServer(async (db) => {
  await seedDemoPractice(db);
});

async function axeInBothThemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

const HEADER =
  "course,slug,title,kind,exam,session,description,time_limit_minutes,questions,total_marks,source,status";

for (const width of [1280, 375]) {
  test(`export papers, import them back with a new paper and a bad row, apply, see the list (${width}px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = `e2e-${width}`;
    const page = await adminPage(browser, width, "/admin/export");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Export");
    await axeInBothThemes(page);

    // The papers as CSV: the demo mocks, one a row, their questions in one cell.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Practice papers (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^bs-degree-hub-practice-papers-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = (await (await download.createReadStream()).toArray())
      .join("")
      .replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(HEADER);
    const papers = parse(csv, { columns: true }) as Record<string, string>[];
    const mock = papers.find((p) => p.course === "BSMA1001" && p.slug === "practice-mock-1");
    expect(mock?.status).toBe("published");
    // Two of the demo mock's questions, from its questions cell ("slug | slug | …").
    const [first, second] = mock!.questions!.split(" | ");
    expect(second).toMatch(/^[a-z0-9-]+$/);
    const file = [
      ...lines,
      `BSMA1001,${tag}-mock,E2E ${width} mock,mock,quiz-1,,,25,${first} | ${second}:3,,,published`,
      `BSMA1001,${tag}-bad,E2E ${width} bad,mock,quiz-1,,,25,${first} | no-such-question,,,draft`,
    ].join("\n");

    await page.goto("/admin/import");
    await waitForHydration(page);
    await page.getByLabel(/^File \(CSV or JSON\)/).setInputFiles({
      name: `${tag}-papers.csv`,
      mimeType: "text/csv",
      buffer: Buffer.from(file),
    });
    await page.getByRole("button", { name: "Dry run" }).click();
    await expect(page.getByRole("heading", { name: `Dry run of ${tag}-papers.csv` })).toBeVisible();
    const unchanged = papers.length;
    await expect(
      page.getByText(`1 to add, ${unchanged} unchanged, 1 error. Nothing has been changed yet.`),
    ).toBeVisible();
    const report = page.getByRole("table", { name: "Dry run: Practice papers" });
    await expect(report.getByRole("row").filter({ hasText: `${tag}-mock` })).toContainText("Add");
    await expect(
      report.getByRole("row").filter({ hasText: "BSMA1001/practice-mock-1" }),
    ).toContainText("Identical to what is stored");
    await expect(report.getByRole("row").filter({ hasText: `${tag}-bad` })).toContainText(
      "questions: No question no-such-question in BSMA1001",
    );
    await axeInBothThemes(page);

    await page.getByRole("button", { name: "Apply: 1 to add" }).click();
    await expect(page.getByRole("heading", { name: `Applied: ${tag}-papers.csv` })).toBeVisible();
    await expect(page.getByText(`1 added, ${unchanged} unchanged, 1 error.`)).toBeVisible();
    const notApplied = page.getByRole("table", { name: "Practice papers not applied" });
    await expect(notApplied.getByRole("row")).toHaveCount(2); // header + the bad row
    await expect(notApplied).toContainText("no-such-question");
    await axeInBothThemes(page);

    // The paper list: the new paper, published, with its two questions; the bad one is not there.
    await page.goto(`/admin/papers?q=E2E ${width}`);
    const row = page.getByRole("row").filter({ hasText: `E2E ${width} mock` });
    await expect(row).toContainText("Published");
    await expect(row).toContainText("2 ·");
    await expect(page.getByRole("row").filter({ hasText: `E2E ${width} bad` })).toHaveCount(0);
    await axeInBothThemes(page);
    await page.context().close();
  });
}
