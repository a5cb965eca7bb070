import { expect, type Page, test } from "@playwright/test";
import { resources, subjects } from "~db/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const LEGACY_ROW = "6f1b8a52-2b7e-4c51-9a43-0c6f8e2d9b17";

// As migration 0008 leaves a database whose resources used a legacy slug: 'stats_1' became a
// subject of its own, and one row still spells a catalogue subject with underscores.
const adminPage = withAdminServer(async (db) => {
  await db.insert(subjects).values({ level: "foundation", slug: "stats-1", name: "Stats One" });
  const row = {
    description: "Old upload",
    category: "academic" as const,
    level: "foundation" as const,
    resourceType: "notes" as const,
  };
  await db.insert(resources).values([
    { ...row, title: "Old stats notes", subject: "stats_1" },
    { ...row, title: "More old stats notes", subject: "stats-1" },
    { ...row, id: LEGACY_ROW, title: "Old loops notes", subject: "computational_thinking" },
  ]);
});

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const row = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByText(name, { exact: true }) });

test("subjects at 1280 px: the catalogue's names, short names and codes; add with a generated slug, field errors, duplicate refused; a rename moves and keeps the old address", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/subjects");
  await expect(page.getByRole("link", { name: "Foundation", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(row(page, "Computational Thinking")).toContainText("computational-thinking");
  await expect(row(page, "Computational Thinking")).toContainText("Term 1");
  // Subject Name, Short Name, Code, Resources.
  await expect(row(page, "Statistics for Data Science I").getByRole("cell").nth(1)).toHaveText(
    "Stats 1",
  );
  await expect(row(page, "Statistics for Data Science I").getByRole("cell").nth(2)).toHaveText(
    "BSMA1002",
  );
  // The legacy spelling counts as the subject's resource.
  await expect(row(page, "Computational Thinking").getByRole("cell").nth(3)).toHaveText("1");
  await expect(row(page, "Stats One").getByRole("cell").nth(3)).toHaveText("2");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Degree", exact: true }).click();
  await expect(page).toHaveURL(/level=degree/);
  await expect(row(page, "Software Engineering")).toContainText("BSCS3001");
  await page.getByLabel("Search subjects").fill("astrophysics");
  await expect(page.getByRole("cell", { name: "No subjects found" })).toBeVisible();
  await page.getByLabel("Search subjects").fill("");
  await page.getByRole("link", { name: "Foundation", exact: true }).click();
  // The list is Foundation's before the dialog opens (it starts at the list's level).
  await expect(page.getByRole("link", { name: "Foundation", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.getByRole("link", { name: "Add Subject" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Subject" });
  await waitForHydration(page);
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(dialog.getByText("Subject is required")).toBeVisible();
  await dialog.getByLabel(/^Subject Name/).fill("Linear Algebra & Geometry");
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue("linear-algebra-and-geometry");
  await dialog.getByLabel(/^Slug/).fill("linear-algebra");
  await dialog.getByLabel(/^Subject Name/).fill("Linear Algebra");
  // Once edited by hand, the slug no longer follows the name.
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue("linear-algebra");
  await expect(dialog.getByLabel(/^Level/)).toHaveValue("foundation");
  await dialog.getByLabel(/^Term/).selectOption("term2");
  await dialog.getByLabel(/^Description/).fill("Vectors, matrices and the maps between them.");
  await dialog
    .getByLabel(/^Folder URL/)
    .fill("https://drive.google.com/drive/folders/linear-algebra");
  // The catalogue's facts: each refusal said at its field.
  await dialog.getByLabel(/^Short Name/).fill("Lin Alg");
  await dialog.getByLabel(/^Code/).fill("12-AB");
  await dialog.getByLabel(/^Credits/).fill("0");
  await dialog.getByLabel(/^Track/).selectOption("data-science");
  await dialog.getByLabel(/^Grading ID/).fill("Linear Algebra!");
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(dialog.getByText("Use the programme's course code, e.g. BSMA1001")).toBeVisible();
  await expect(dialog.getByText("Credits are a whole number from 1 to 20")).toBeVisible();
  await expect(
    dialog.getByText("Only a diploma course belongs to a diploma: leave the track empty"),
  ).toBeVisible();
  await expect(dialog.getByText(/^Use the course's id in the grading rules/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Code/).fill("bsma1099");
  await dialog.getByLabel(/^Credits/).fill("4");
  await dialog.getByLabel(/^Track/).selectOption("");
  await dialog.getByLabel(/^Grading ID/).fill("linear-algebra");
  await dialog.getByLabel(/^Shorthand/).fill("la, Lin Alg");
  await dialog.getByLabel(/^Source/).fill("The programme's course page");
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(toast(page, "Subject added")).toBeVisible();
  await expect(row(page, "Linear Algebra")).toContainText("linear-algebra");
  await expect(row(page, "Linear Algebra")).toContainText("Term 2");
  await expect(row(page, "Linear Algebra").getByRole("cell").nth(1)).toHaveText("Lin Alg");
  await expect(row(page, "Linear Algebra").getByRole("cell").nth(2)).toHaveText("BSMA1099");

  // A slug the level already has: a field error, what was typed stays.
  await page.getByRole("link", { name: "Add Subject" }).click();
  await dialog.getByLabel(/^Subject Name/).fill("Statistics again");
  await dialog.getByLabel(/^Slug/).fill("statistics");
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(
    dialog.getByText("A subject with this slug already exists at this level"),
  ).toBeVisible();
  await expect(dialog.getByLabel(/^Subject Name/)).toHaveValue("Statistics again");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByLabel("Search subjects").fill("linear");
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: "Edit Linear Algebra" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Subject" });
  await expect(edit.getByLabel(/^Level/)).toBeDisabled();
  await expect(edit.getByLabel(/^Slug/)).toHaveValue("linear-algebra");
  await expect(edit.getByLabel(/^Shorthand/)).toHaveValue("la, lin alg");
  await expect(edit.getByLabel(/^Code/)).toHaveValue("BSMA1099");
  await edit.getByLabel(/^Subject Name/).fill("Linear Algebra I");
  await expect(edit.getByLabel(/^Slug/)).toHaveValue("linear-algebra");
  await edit.getByLabel(/^Slug/).fill("linear-algebra-1");
  await edit.getByRole("button", { name: "Update Subject" }).click();
  await expect(toast(page, "Subject updated")).toBeVisible();
  await expect(row(page, "Linear Algebra I")).toContainText("linear-algebra-1");
  // The old slug stays the course's: the edit dialog names it, its links lead to the new one.
  await page.getByRole("link", { name: "Edit Linear Algebra I" }).click();
  await expect(edit).toContainText("Former slugs that lead here: linear-algebra.");
  await page.keyboard.press("Escape");
  const old = await page.request.get("/resources/foundation/linear-algebra/notes?tab=quiz-2", {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe("/resources/foundation/linear-algebra-1/notes?tab=quiz-2");

  // The public pages read the table: the card under Term 2, the notes page's folder card.
  await page.goto("/resources?term=term2");
  await page.getByRole("link", { name: /Linear Algebra I/ }).click();
  await expect(page).toHaveURL(/\/resources\/foundation\/linear-algebra-1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Linear Algebra I");
  await page.goto("/resources/foundation/linear-algebra-1/notes");
  await expect(page.getByRole("link", { name: /Open Google Drive/ })).toHaveAttribute(
    "href",
    "https://drive.google.com/drive/folders/linear-algebra",
  );
});

test("subjects at 375 px: merge a legacy subject after a confirmation naming both; delete rules", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/subjects");
  await page.getByRole("link", { name: "Merge Stats One" }).click();
  const merge = page.getByRole("dialog", { name: "Merge Subject" });
  await expect(merge).toContainText("Stats One");
  await merge
    .getByLabel("Merge into")
    .selectOption({ label: "Statistics for Data Science I (statistics)" });
  await merge.getByRole("button", { name: "Continue" }).click();
  await expect(merge).toContainText(
    "Merge “Stats One” (stats-1) into “Statistics for Data Science I” (statistics)?",
  );
  await expect(merge).toContainText("Its 2 resources move to “Statistics for Data Science I”");
  await expect(merge).toContainText(
    "Links to its pages (stats-1) lead to “Statistics for Data Science I” from then on.",
  );
  await expectNoAxeViolations(page);
  await merge.getByRole("button", { name: "Merge into Statistics for Data Science I" }).click();
  await expect(toast(page, "Subjects merged")).toContainText(
    '"Stats One" was merged into "Statistics for Data Science I" (2 resources moved)',
  );
  await expect(row(page, "Stats One")).toHaveCount(0);
  await expect(row(page, "Statistics for Data Science I").getByRole("cell").nth(3)).toHaveText("2");
  const merged = await page.request.get("/resources/foundation/stats-1", { maxRedirects: 0 });
  expect(merged.headers()["location"]).toBe("/resources/foundation/statistics");

  // A subject with resources: the spec's notice, and the way out is a merge.
  await page.getByRole("link", { name: "Delete Computational Thinking" }).click();
  const notice = page.getByRole("dialog", { name: "Action not recommended" });
  await expect(notice).toContainText(
    "Deleting subjects directly is not recommended. Please manage resources individually.",
  );
  // How many, and where.
  await expect(notice).toContainText("“Computational Thinking” has 1 resource on Resources.");
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: "Merge instead" }).click();
  await expect(page.getByRole("dialog", { name: "Merge Subject" })).toContainText(
    "Computational Thinking",
  );
  await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();

  // A subject without resources may go, after the spec's confirmation.
  await page.getByRole("link", { name: "Delete English II" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm deletion" })).toContainText(
    'Are you sure you want to delete the subject "English II"? This will NOT delete related resources.',
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Subject deleted")).toBeVisible();
  await expect(row(page, "English II")).toHaveCount(0);
  expect((await page.request.get("/resources/foundation/english-2")).status()).toBe(404);
});

test("a resource stored under a legacy underscored subject edits with its subject selected", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, `/admin/resources?edit=${LEGACY_ROW}`);
  const edit = page.getByRole("dialog", { name: "Edit Resource" });
  await expect(edit.getByLabel(/^Subject/)).toHaveValue("computational-thinking");
  await waitForHydration(page);
  await expect(edit.getByLabel(/^Subject/).locator("option:checked")).toHaveText(
    "Computational Thinking",
  );
});
