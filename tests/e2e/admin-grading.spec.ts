import { expect, type Page, test } from "@playwright/test";
import { JAN_2026 } from "../../app/features/grading/rules";
import type { TermRules } from "../../app/features/grading/schema";
import { formatTermDocument } from "../../app/features/grading/term-document";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectToastShown } from "./support/toasts";

const adminPage = withAdminServer();

/** A new term an admin might add: the Jan 2026 foundation rules, two courses, renamed. */
function term(id: string, title: string): TermRules {
  return { ...JAN_2026, term: id, title, courses: JAN_2026.courses.slice(0, 2) };
}

const rulesField = (page: Page) =>
  page.getByRole("dialog", { name: /Term/ }).getByLabel("Rules (JSON)");

async function termsInApi(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/grading-rules.json");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { terms: { term: string }[] }).terms.map((t) => t.term);
}

test("an admin adds a term; the predictor and the JSON API offer it; edit and delete", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/grading");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grading Rules");
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Grading Rules" }),
  ).toHaveAttribute("aria-current", "page");
  // Built-in terms are listed read-only: they can be copied, not edited or deleted.
  const builtIn = page.getByRole("row").filter({ hasText: "2025-09" });
  await expect(builtIn).toContainText("Built-in, read-only");
  await expect(page.getByRole("link", { name: "Edit 2025-09" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Delete 2025-09" })).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Copy 2025-09 (built-in) to a new term" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Add Term" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Term" });
  await waitForHydration(page);
  // Not JSON: the parser's message, and the text stays.
  await rulesField(page).fill('{ "term": "2026-05", ');
  await dialog.getByRole("button", { name: "Add Term" }).click();
  await expect(dialog.getByText(/^Not valid JSON: /)).toBeVisible();
  await expect(rulesField(page)).toHaveValue('{ "term": "2026-05", ');
  // A formula over an undeclared score is refused before anything is saved.
  const bad = term("2026-05", "E2E May 2026 term");
  bad.courses[0] = { ...bad.courses[0]!, formula: "0.4*F + 0.3*Qz3" };
  await rulesField(page).fill(formatTermDocument(bad));
  await dialog.getByRole("button", { name: "Add Term" }).click();
  await expect(
    dialog.getByText('courses[0] (maths-1).formula: Unknown name "Qz3"', { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await rulesField(page).fill(formatTermDocument(term("2026-05", "E2E May 2026 term")));
  await dialog.getByRole("button", { name: "Add Term" }).click();
  await expectToastShown(page, "Grading term added");
  const row = page.getByRole("row").filter({ hasText: "E2E May 2026 term" });
  await expect(row).toContainText("Saved");
  await expect(row).toContainText("2026-05");

  // The public tools see it: the newest term is the predictor's default choice.
  await page.goto("/tools/grade-predictor");
  const termSelect = page.getByRole("combobox", { name: "Term", exact: true });
  await expect(termSelect.locator("option", { hasText: "E2E May 2026 term" })).toHaveCount(1);
  await expect(termSelect).toHaveValue("2026-05");
  await expect(
    page.getByText("Maths 1 — Mathematics for Data Science I, E2E May 2026 term."),
  ).toBeVisible();
  await waitForHydration(page);
  await termSelect.selectOption("2025-09");
  await expect(page).toHaveURL(/term=2025-09/);
  await expect(page.getByText(/, September 2025 term\./)).toBeVisible();
  expect(await termsInApi(page)).toEqual(["2025-09", "2026-01", "2026-05"]);

  await page.goto("/admin/grading");
  await page.getByRole("link", { name: "Edit 2026-05" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Term 2026-05" });
  await waitForHydration(page);
  await expect(rulesField(page)).toHaveValue(/"title": "E2E May 2026 term"/);
  await rulesField(page).fill(formatTermDocument(term("2026-05", "E2E May 2026 term, revised")));
  await edit.getByRole("button", { name: "Update Term" }).click();
  await expectToastShown(page, "Grading term updated");
  await expect(
    page.getByRole("row").filter({ hasText: "E2E May 2026 term, revised" }),
  ).toBeVisible();

  await page.getByRole("link", { name: "Delete 2026-05" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete the grading rules for 2026-05?",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expectToastShown(page, "Grading term deleted");
  await expect(page.getByRole("row").filter({ hasText: "2026-05" })).toHaveCount(0);
  expect(await termsInApi(page)).toEqual(["2025-09", "2026-01"]);
});

test("without JavaScript: a refused document comes back with its errors and the text kept", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 1280);
  const state = await signedIn.context().storageState();
  const origin = new URL(signedIn.url()).origin;
  await signedIn.context().close();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: state,
    baseURL: origin,
  });
  const page = await context.newPage();

  await page.goto("/admin/grading");
  await page.getByRole("link", { name: "Add Term" }).click();
  const typed = '{ "term": "2026-09" oops }';
  await rulesField(page).fill(typed);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page
      .getByRole("dialog", { name: "Add Term" })
      .getByRole("button", { name: "Add Term" })
      .click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByText(/^Not valid JSON: /)).toBeVisible();
  await expect(rulesField(page)).toHaveValue(typed);

  // Start from a copy of a built-in term, change its id and title, save.
  await page.goto("/admin/grading");
  await page.getByRole("link", { name: "Copy 2026-01 (built-in) to a new term" }).click();
  await expect(page.getByRole("dialog", { name: "Add Term" })).toContainText(
    "Starting from a copy of 2026-01",
  );
  const copy = JSON.parse(await rulesField(page).inputValue()) as TermRules;
  expect(copy.term).toBe("2026-01");
  await rulesField(page).fill(
    formatTermDocument({ ...copy, term: "2026-09", title: "No-JS term" }),
  );
  await page
    .getByRole("dialog", { name: "Add Term" })
    .getByRole("button", { name: "Add Term" })
    .click();
  // The flashed toast is a <noscript> banner; Playwright's no-JS mode leaves that unparsed.
  expect(await page.content()).toContain("Grading term added");
  await expect(page.getByRole("row").filter({ hasText: "No-JS term" })).toBeVisible();
  await page.goto("/tools/grade-predictor?term=2026-09");
  await expect(page.getByRole("combobox", { name: "Term", exact: true })).toHaveValue("2026-09");
  await context.close();
});

test("fits a phone and passes axe, with the list and with the dialog open", async ({ browser }) => {
  for (const width of [375, 1280]) {
    const page = await adminPage(browser, width, "/admin/grading");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.goto("/admin/grading?new=1&from=2025-09");
    await expect(rulesField(page)).toHaveValue(/"term": "2025-09"/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  }
});
