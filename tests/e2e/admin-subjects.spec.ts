import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withAdminServer } from "./support/admin-server";

const adminPage = withAdminServer();

test("subjects: tabs, add, search, rename with level locked, delete only warns", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/subjects");
  await expect(page.getByRole("link", { name: "Foundation" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("cell", { name: "No subjects found" })).toBeVisible();
  await page.getByRole("link", { name: "Degree" }).click();
  await expect(page).toHaveURL(/level=degree/);

  await page.getByRole("link", { name: "Add Subject" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Subject" });
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(dialog.getByText("Subject is required")).toBeVisible();
  await dialog.getByLabel(/^Subject Name/).fill("E2E Deep Learning");
  await expect(dialog.getByLabel(/^Level/)).toHaveValue("degree");
  await dialog.getByRole("button", { name: "Add Subject" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Subject added" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "e2e-deep-learning" });
  await expect(row).toContainText("1");
  await expectNoAxeViolations(page);

  await page.getByLabel("Search subjects").fill("deep");
  await expect(row).toBeVisible();
  await page.getByLabel("Search subjects").fill("nothing-like-it");
  await expect(page.getByRole("cell", { name: "No subjects found" })).toBeVisible();
  await page.getByLabel("Search subjects").fill("");

  await page.getByRole("link", { name: "Edit e2e-deep-learning" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Subject" });
  await expect(edit.getByLabel(/^Level/)).toBeDisabled();
  await edit.getByLabel(/^Subject Name/).fill("E2E Deep Learning 2");
  await edit.getByRole("button", { name: "Update Subject" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Subject updated" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "e2e-deep-learning-2" })).toBeVisible();

  await page.getByRole("link", { name: "Delete e2e-deep-learning-2" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    'Are you sure you want to delete the subject "e2e-deep-learning-2"? This will NOT delete related resources.',
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Action not recommended" }),
  ).toContainText(
    "Deleting subjects directly is not recommended. Please manage resources individually.",
  );
  await expect(page.getByRole("row").filter({ hasText: "e2e-deep-learning-2" })).toBeVisible();
});
