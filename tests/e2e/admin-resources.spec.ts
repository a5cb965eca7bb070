import { expect, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { subjects } from "~db/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

// The Degree level without its courses: the forms say when a level has none.
const adminPage = withAdminServer(async (db) => {
  await db.delete(subjects).where(eq(subjects.level, "degree"));
});

test("resources: empty state, validation, add, search, filter, edit, delete with confirmation", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/resources");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
  await expect(page.getByRole("cell", { name: "No resources found" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Add Resource" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Resource" });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  // Escape closes the modal and the URL loses ?new=1.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/resources$/);

  await page.getByRole("link", { name: "Add Resource" }).click();
  await dialog.getByLabel(/^Title/).fill("E2E Probability Cheatsheet");
  await dialog.getByLabel(/^File URL/).fill("not a url");
  await dialog.getByRole("button", { name: "Add Resource" }).click();
  await expect(dialog.getByText("Description is required")).toBeVisible();
  await expect(dialog.getByLabel(/^Title/)).toHaveValue("E2E Probability Cheatsheet");

  await dialog.getByLabel(/^Category/).selectOption("academic");
  await dialog.getByLabel(/^Level/).selectOption("foundation");
  await dialog.getByLabel(/^Subject/).selectOption({ label: "Statistics for Data Science I" });
  await dialog.getByLabel(/^Resource Type/).selectOption("books");
  await dialog.getByLabel(/^Description/).fill("One page of formulas");
  await dialog.getByLabel(/^File URL/).fill("https://example.com/cheatsheet.pdf");
  await dialog.getByRole("button", { name: "Add Resource" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Resource added" })).toContainText(
    "The resource has been added successfully",
  );
  const row = page.getByRole("row").filter({ hasText: "E2E Probability Cheatsheet" });
  // The list names the subject (never its slug).
  await expect(row).toContainText("Statistics for Data Science I");
  await expect(row).toContainText("Books");

  // Search and a filter, both in the URL.
  await page.getByLabel("Search by title or subject").fill("cheatsheet");
  await expect(page).toHaveURL(/q=cheatsheet/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Category").selectOption("career");
  await expect(page).toHaveURL(/category=career/);
  await expect(page.getByRole("cell", { name: "No resources found" })).toBeVisible();
  await page.getByLabel("Category").selectOption("");
  await page.getByLabel("Type").selectOption("books");
  await expect(row).toBeVisible();

  await page.getByRole("link", { name: "Edit E2E Probability Cheatsheet" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Resource" });
  await expect(edit.getByLabel(/^Title/)).toHaveValue("E2E Probability Cheatsheet");
  await edit.getByLabel(/^Title/).fill("E2E Probability Cheatsheet v2");
  await edit.getByRole("button", { name: "Update Resource" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Resource updated" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Cheatsheet v2" })).toBeVisible();

  await page.getByRole("link", { name: "Delete E2E Probability Cheatsheet v2" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm deletion" });
  await expect(confirm).toContainText("Are you sure you want to delete this resource?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Resource deleted" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "No resources found" })).toBeVisible();
});

test("study notes: a note added in admin appears on the public notes page; axe at 375 px", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/notes");
  await expect(page.getByRole("cell", { name: "No study notes found" })).toBeVisible();
  await page.getByRole("link", { name: "Add Study Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Study Note" });
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(/^Title/).fill("E2E Week 2 notes");
  await dialog.getByLabel(/^Level/).selectOption("foundation");
  await dialog.getByLabel(/^Subject/).selectOption({ label: "Computational Thinking" });
  await dialog.getByLabel(/^Description/).fill("Flowcharts");
  await dialog.getByLabel(/^Link URL/).fill("https://example.com/week2.pdf");
  await dialog.getByRole("button", { name: "Add Study Note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "E2E Week 2 notes" })).toContainText(
    "Computational Thinking",
  );
  await page.getByLabel("Subject", { exact: true }).selectOption("computational-thinking");
  await expect(page).toHaveURL(/subject=computational-thinking/);

  await page.goto("/resources/foundation/computational-thinking/notes");
  await expect(page.getByText("E2E Week 2 notes")).toBeVisible();

  await page.goto("/admin/notes");
  await page.getByRole("link", { name: "Delete E2E Week 2 notes" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this study note?",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note deleted" })).toBeVisible();
});

test("lectures and PYQs: required video URL and term, then the rows list", async ({ browser }) => {
  const page = await adminPage(browser, 1280, "/admin/lectures");
  await page.getByRole("link", { name: "Add Video Lecture" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Video Lecture" });
  await dialog.getByRole("button", { name: "Add Video Lecture" }).click();
  await expect(dialog.getByText("Video URL must be a valid URL")).toBeVisible();
  await dialog.getByLabel(/^Title/).fill("E2E Lecture 1");
  await dialog.getByLabel(/^Level/).selectOption("foundation");
  await dialog.getByLabel(/^Subject/).selectOption("english");
  await dialog.getByLabel(/^Description/).fill("Intro");
  await dialog.getByLabel(/^Video URL/).fill("https://youtube.com/watch?v=x");
  await dialog.getByRole("button", { name: "Add Video Lecture" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Lecture added" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/pyqs");
  await expect(page.getByRole("cell", { name: "No Previous Year Questions found" })).toBeVisible();
  await page.getByRole("link", { name: "Add Previous Year Question" }).click();
  const pyq = page.getByRole("dialog", { name: "Add Previous Year Question" });
  await pyq.getByLabel(/^Title/).fill("E2E Paper 1");
  await pyq.getByLabel(/^Level/).selectOption("foundation");
  await pyq.getByLabel(/^Subject/).selectOption("english");
  await pyq.getByLabel(/^Term/).selectOption("term-2");
  await pyq.getByLabel(/^Exam tab/).selectOption("end-term");
  await pyq.getByLabel(/^Description/).fill("January 2023 AN session");
  await pyq.getByRole("button", { name: "Add Previous Year Question" }).click();
  await expect(page.getByRole("status").filter({ hasText: "PYQ added" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "E2E Paper 1" })).toContainText("Term 2");
  await page.goto("/resources/foundation/english/pyqs");
  await expect(page.getByText("E2E Paper 1")).toBeVisible();
});

test("an admin screen works without JavaScript: add, filter, edit, delete", async ({ browser }) => {
  // Sign in with JavaScript, then carry the session into a context without it.
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

  await page.goto("/admin/notes");
  await page.getByRole("link", { name: "Add Study Note" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Study Note" });
  await dialog.getByRole("button", { name: "Add Study Note" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Add Study Note" })
      .getByText(/required/i)
      .first(),
  ).toBeVisible();
  const again = page.getByRole("dialog", { name: "Add Study Note" });
  await again.getByLabel(/^Title/).fill("No-JS Note");
  await again.getByLabel(/^Level/).selectOption("foundation");
  await again.getByLabel(/^Subject/).selectOption({ label: "English I" });
  await again.getByLabel(/^Description/).fill("Added without JavaScript");
  await again.getByRole("button", { name: "Add Study Note" }).click();
  const row = page.getByRole("row").filter({ hasText: "No-JS Note" });
  await expect(row).toBeVisible();

  await page.getByLabel("Level").selectOption("diploma");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(row).toHaveCount(0);
  await page.goto("/admin/notes");

  await page.getByRole("link", { name: "Edit No-JS Note" }).click();
  const edit = page.getByRole("dialog", { name: /^Edit/ });
  await edit.getByLabel(/^Title/).fill("No-JS Note, edited");
  await edit.getByRole("button", { name: /^Update/ }).click();
  await expect(page.getByRole("row").filter({ hasText: "No-JS Note, edited" })).toBeVisible();

  await page.getByRole("link", { name: "Delete No-JS Note, edited" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this study note?",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: "No-JS Note" })).toHaveCount(0);
  await context.close();
});

for (const width of [1280, 375]) {
  test(`picking a subject at ${width} px: the level's subjects by name, an edited row's subject selected`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/pyqs?new=1");
    const dialog = page.getByRole("dialog", { name: "Add Previous Year Question" });
    await waitForHydration(page);
    const subject = dialog.getByLabel(/^Subject/);
    // No level yet: every level's subjects, grouped.
    await expect(subject.locator("optgroup")).toHaveCount(2);
    await dialog.getByLabel(/^Level/).selectOption("diploma");
    await expect(subject.locator("optgroup")).toHaveCount(1);
    await expect(subject.locator("optgroup")).toHaveAttribute("label", "Diploma");
    // The diploma's 18 courses by name.
    await expect(subject.locator("option")).toHaveCount(1 + 18);
    await expect(subject.locator("option").first()).toHaveText("Select subject");
    await expect(subject.locator("option").nth(1)).toHaveText("Business Analytics (Option 1)");
    await expect(subject.locator("option").last()).toHaveText("Tools in Data Science");
    await subject.selectOption({ label: "Machine Learning Techniques" });
    await expect(subject).toHaveValue("machine-learning-techniques");
    // A level without subjects says so, and links to where one is added.
    await dialog.getByLabel(/^Level/).selectOption("degree");
    await expect(subject).toHaveValue("");
    await expect(subject.locator("option")).toHaveText(["No subjects at this level yet"]);
    await expect(dialog.getByRole("link", { name: "Add the subject" })).toHaveAttribute(
      "href",
      "/admin/subjects?level=degree&new=1",
    );
    await expectNoAxeViolations(page);

    await dialog.getByLabel(/^Level/).selectOption("diploma");
    await subject.selectOption({ label: "Machine Learning Techniques" });
    await dialog.getByLabel(/^Title/).fill(`E2E MLT paper ${width}`);
    await dialog.getByLabel(/^Term/).selectOption("term-1");
    await dialog.getByLabel(/^Description/).fill("May 2024");
    await dialog.getByRole("button", { name: "Add Previous Year Question" }).click();
    await expect(page.getByRole("status").filter({ hasText: "PYQ added" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `E2E MLT paper ${width}` });
    await expect(row).toContainText("Machine Learning Techniques");
    await expect(row).not.toContainText("machine-learning-techniques");
    // The subject filter names the subject.
    await expect(
      page
        .getByLabel("Subject", { exact: true })
        .locator("option", { hasText: "Machine Learning Techniques" }),
    ).toHaveAttribute("value", "machine-learning-techniques");

    await page.getByRole("link", { name: `Edit E2E MLT paper ${width}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Previous Year Question" });
    await expect(edit.getByLabel(/^Subject/)).toHaveValue("machine-learning-techniques");
    await expect(edit.getByLabel(/^Subject/).locator("option:checked")).toHaveText(
      "Machine Learning Techniques",
    );
  });
}

test("without JavaScript: every level's subjects in groups; a wrong pair is refused, typing kept", async ({
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
  await page.goto("/admin/notes?new=1");
  const dialog = page.getByRole("dialog", { name: "Add Study Note" });
  // Without JavaScript every level's subjects are offered, one group per level.
  await expect(dialog.getByLabel(/^Subject/).locator("optgroup")).toHaveCount(2);
  await dialog.getByLabel(/^Title/).fill("No-JS wrong pair");
  await dialog.getByLabel(/^Level/).selectOption("diploma");
  await dialog.getByLabel(/^Subject/).selectOption({ label: "Statistics for Data Science I" });
  await dialog.getByLabel(/^Description/).fill("Kept after the error");
  await dialog.getByRole("button", { name: "Add Study Note" }).click();
  const again = page.getByRole("dialog", { name: "Add Study Note" });
  await expect(again.getByText("Choose one of the Diploma level's subjects")).toBeVisible();
  await expect(again.getByLabel(/^Title/)).toHaveValue("No-JS wrong pair");
  await expect(again.getByLabel(/^Description/)).toHaveValue("Kept after the error");
  await expect(again.getByLabel(/^Level/)).toHaveValue("diploma");
  await context.close();
});
