import { expect, type Page, test } from "@playwright/test";
import { resources, subjects } from "~db/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const LEGACY_ROW = "6f1b8a52-2b7e-4c51-9a43-0c6f8e2d9b17";

// As migration 0008 leaves a database whose resources used a legacy slug: 'stats_1' became a
// subject of its own, and one row still spells a catalogue subject with underscores.
const adminPage = withAdminServer(async (db) => {
  await db.insert(subjects).values({ level: "foundation", slug: "stats-1", name: "Stats 1" });
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

test("subjects at 1280 px: names from the table, add with a generated slug, duplicate refused, rename and move", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/subjects");
  await expect(page.getByRole("link", { name: "Foundation" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(row(page, "Computational Thinking")).toContainText("computational-thinking");
  await expect(row(page, "Computational Thinking")).toContainText("Term 1");
  // The legacy spelling counts as the subject's resource.
  await expect(row(page, "Computational Thinking").getByRole("cell").nth(1)).toHaveText("1");
  await expect(row(page, "Stats 1").getByRole("cell").nth(1)).toHaveText("2");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Degree" }).click();
  await expect(page).toHaveURL(/level=degree/);
  await expect(page.getByRole("cell", { name: "No subjects found" })).toBeVisible();
  await page.getByRole("link", { name: "Foundation" }).click();
  // The list is Foundation's before the dialog opens (it starts at the list's level).
  await expect(page.getByRole("link", { name: "Foundation" })).toHaveAttribute(
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
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(toast(page, "Subject added")).toBeVisible();
  await expect(row(page, "Linear Algebra")).toContainText("linear-algebra");
  await expect(row(page, "Linear Algebra")).toContainText("Term 2");

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
  await edit.getByLabel(/^Subject Name/).fill("Linear Algebra I");
  await expect(edit.getByLabel(/^Slug/)).toHaveValue("linear-algebra");
  await edit.getByLabel(/^Slug/).fill("linear-algebra-1");
  await edit.getByRole("button", { name: "Update Subject" }).click();
  await expect(toast(page, "Subject updated")).toBeVisible();
  await expect(row(page, "Linear Algebra I")).toContainText("linear-algebra-1");

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
  await page.getByRole("link", { name: "Merge Stats 1" }).click();
  const merge = page.getByRole("dialog", { name: "Merge Subject" });
  await expect(merge).toContainText("Stats 1");
  await merge
    .getByLabel("Merge into")
    .selectOption({ label: "Statistics and Probability (statistics)" });
  await merge.getByRole("button", { name: "Continue" }).click();
  await expect(merge).toContainText(
    "Merge “Stats 1” (stats-1) into “Statistics and Probability” (statistics)?",
  );
  await expect(merge).toContainText("Its 2 resources move to “Statistics and Probability”");
  await expectNoAxeViolations(page);
  await merge.getByRole("button", { name: "Merge into Statistics and Probability" }).click();
  await expect(toast(page, "Subjects merged")).toContainText(
    '"Stats 1" was merged into "Statistics and Probability" (2 resources moved)',
  );
  await expect(row(page, "Stats 1")).toHaveCount(0);
  await expect(row(page, "Statistics and Probability").getByRole("cell").nth(1)).toHaveText("2");

  // A subject with resources: the spec's notice, and the way out is a merge.
  await page.getByRole("link", { name: "Delete Computational Thinking" }).click();
  const notice = page.getByRole("dialog", { name: "Action not recommended" });
  await expect(notice).toContainText(
    "Deleting subjects directly is not recommended. Please manage resources individually.",
  );
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: "Merge instead" }).click();
  await expect(page.getByRole("dialog", { name: "Merge Subject" })).toContainText(
    "Computational Thinking",
  );
  await page.getByRole("dialog").getByRole("link", { name: "Cancel" }).click();

  // A subject without resources may go, after the spec's confirmation.
  await page.getByRole("link", { name: "Delete English 2" }).click();
  await expect(page.getByRole("dialog", { name: "Confirm deletion" })).toContainText(
    'Are you sure you want to delete the subject "English 2"? This will NOT delete related resources.',
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Subject deleted")).toBeVisible();
  await expect(row(page, "English 2")).toHaveCount(0);
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
