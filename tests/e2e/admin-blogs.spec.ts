import { expect, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const adminPage = withAdminServer();

test("blog posts: slug follows the title, preview, duplicate slug, publish to /blog, edit, delete", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/blogs");
  await expect(page.getByRole("cell", { name: "No blog posts found" })).toBeVisible();
  await page.getByLabel("Search by title, author or category").fill("zzz");
  await expect(page.getByRole("cell", { name: "No posts match your search" })).toBeVisible();
  await page.goto("/admin/blogs?new=1");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
  await dialog.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(dialog.getByText("Excerpt is required")).toBeVisible();

  await dialog.getByLabel(/^Title/).fill("E2E Exam Week: Survival!");
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue("e2e-exam-week-survival");
  await dialog.getByLabel(/^Category/).fill("Study Tips");
  await dialog.getByLabel(/^Author/).fill("E2E Author");
  await dialog.getByLabel(/^Excerpt/).fill("Getting through it");
  await dialog
    .getByLabel(/^Content/)
    .fill('<h2>Plan</h2><p>Sleep.</p><img src=x onerror="window.pwned=1">');
  await expect(dialog.getByTestId("post-preview").locator("h2")).toHaveText("Plan");
  expect(await dialog.getByTestId("post-preview").innerHTML()).not.toContain("onerror");
  await expect(dialog.getByLabel("Published")).toBeChecked();
  // The preview shows the admin's own markup (here an image without alt text on purpose).
  await expectNoAxeViolations(page, { exclude: ['[data-testid="post-preview"]'] });
  await dialog.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post added" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "E2E Exam Week: Survival!" });
  await expect(row).toContainText("Published");

  // The same slug again is a field error; the dialog keeps what was typed.
  await page.getByRole("link", { name: "Add Blog Post" }).click();
  const again = page.getByRole("dialog", { name: "Add Blog Post" });
  await again.getByLabel(/^Title/).fill("E2E Exam Week: Survival!");
  await again.getByLabel(/^Category/).fill("Study Tips");
  await again.getByLabel(/^Author/).fill("E2E Author");
  await again.getByLabel(/^Excerpt/).fill("Again");
  await again.getByLabel(/^Content/).fill("<p>Again</p>");
  await again.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(again.getByText("This slug is already used by another post")).toBeVisible();
  await expect(again.getByLabel(/^Excerpt/)).toHaveValue("Again");
  await expect(
    page.getByRole("status").filter({ hasText: "Failed to save blog post" }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/blog");
  await expect(page.getByText("E2E Exam Week: Survival!").first()).toBeVisible();
  await page.goto("/blog/e2e-exam-week-survival");
  await expect(page.getByRole("heading", { name: "Plan" })).toBeVisible();

  await page.goto("/admin/blogs?q=E2E Author");
  await page.getByRole("link", { name: "Edit E2E Exam Week: Survival!" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Blog Post" });
  await waitForHydration(page);
  await edit.getByLabel(/^Title/).fill("E2E Exam Week (draft)");
  await expect(edit.getByLabel(/^Slug/)).toHaveValue("e2e-exam-week-survival");
  await edit.getByLabel("Published").uncheck();
  await edit.getByRole("button", { name: "Update Blog Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post updated" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "E2E Exam Week (draft)" })).toContainText(
    "Draft",
  );
  const response = await page.goto("/blog/e2e-exam-week-survival");
  expect(response?.status()).toBe(404);

  await page.goto("/admin/blogs");
  await page.getByRole("link", { name: "Delete E2E Exam Week (draft)" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this blog post?",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post deleted" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "No blog posts found" })).toBeVisible();
});
