// Admin forms behave as the public forms do: after a failed save each field's message goes as soon
// as the field is right, and every file field is the submission form's drop zone (a real file
// input inside, so it still posts without JavaScript).
import { expect, type Page, test } from "@playwright/test";
import { startSession } from "./support/admin";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const adminPage = withAdminServer();

/** Desktop in a 1280×720 window, and a phone. */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
];

async function open(
  browser: Parameters<typeof adminPage>[0],
  width: number,
  height: number,
  path: string,
) {
  const page = await adminPage(browser, width, path);
  await page.setViewportSize({ width, height });
  await waitForHydration(page);
  return page;
}

for (const { width, height } of SIZES) {
  test(`at ${width}×${height}: after a failed save a field's message goes as the field is corrected`, async ({
    browser,
  }) => {
    const page = await open(browser, width, height, "/admin/resources?new=1");
    const dialog = page.getByRole("dialog", { name: "Add Resource" });
    await dialog.getByRole("button", { name: "Add Resource" }).click();
    const title = dialog.getByLabel(/^Title/);
    const description = dialog.getByLabel(/^Description/);
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await expect(title).toHaveAttribute("aria-invalid", "true");

    // Typed right: its message goes at once; the others stay until they are right too.
    await title.fill("Week 4 summary");
    await expect(dialog.getByText("Title is required")).toBeHidden();
    await expect(title).not.toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await dialog.getByLabel(/^Category/).selectOption("academic");
    await expect(dialog.getByText("Category is required")).toBeHidden();
    await description.fill("Graphs and trees");
    await expect(dialog.getByText("Description is required")).toBeHidden();
    await expect(description).not.toHaveAttribute("aria-invalid", "true");
    // Made wrong again, it says so again.
    await title.fill("");
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expectNoAxeViolations(page);

    // The same on the subjects form.
    await page.goto("/admin/subjects?new=1");
    await waitForHydration(page);
    const subject = page.getByRole("dialog", { name: "Add Subject" });
    await subject.getByRole("button", { name: "Add Subject" }).click();
    const name = subject.getByLabel(/^Subject Name/);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await name.fill("Graph Theory");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(subject.getByText("Subject is required")).toBeHidden();
    await page.context().close();
  });
}

/** Every admin file field, where it is and what it is labelled. */
const FILE_FIELDS = [
  { path: "/admin/resources?new=1", label: /^Upload a file/, dialog: "Add Resource" },
  { path: "/admin/blogs?new=1", label: /^Upload cover/, dialog: "Add Blog Post" },
  { path: "/admin/questions?new=1", label: /^Image file/, dialog: "Add Question" },
  { path: "/admin/import", label: /^File \(CSV or JSON\)/, dialog: null },
] as const;

async function dropFile(page: Page, zone: ReturnType<Page["getByTestId"]>, name: string) {
  const transfer = await page.evaluateHandle((fileName) => {
    const data = new DataTransfer();
    data.items.add(new File(["a,b\n1,2\n"], fileName, { type: "text/csv" }));
    return data;
  }, name);
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-dragging", "true");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

for (const { width, height } of SIZES) {
  test(`at ${width}×${height}: every admin file field is the drop zone of the public form`, async ({
    browser,
  }) => {
    const page = await open(browser, width, height, "/admin/dashboard");
    for (const field of FILE_FIELDS) {
      await page.goto(field.path);
      await waitForHydration(page);
      const scope = field.dialog ? page.getByRole("dialog", { name: field.dialog }) : page;
      const input = scope.getByLabel(field.label);
      await expect(input).toHaveAttribute("type", "file");
      const zone = scope
        .getByTestId("file-drop-zone")
        .filter({ has: page.getByLabel(field.label) });
      await zone.scrollIntoViewIfNeeded();
      await expect(zone).toContainText("Choose a file or drag it here");
      await dropFile(page, zone, "dropped.csv");
      await expect(scope.getByTestId("chosen-file")).toContainText("dropped.csv");
      // The dropped file is in the real input, which is what the form posts.
      expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(
        "dropped.csv",
      );
      await expectNoAxeViolations(page);
      await scope.getByRole("button", { name: "Remove dropped.csv" }).click();
      await expect(scope.getByTestId("chosen-file")).toBeHidden();
    }
    await page.context().close();
  });
}

test("without JavaScript the admin file fields are visible file inputs that post", async ({
  browser,
}) => {
  // A page of the spec's server, signed in, with scripts off.
  const signedIn = await adminPage(browser, 1280, "/admin/dashboard");
  const baseURL = new URL(signedIn.url()).origin;
  await signedIn.context().close();
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 720 },
  });
  await startSession(context, baseURL);
  const page = await context.newPage();
  for (const field of FILE_FIELDS) {
    await page.goto(field.path);
    const input = page.getByLabel(field.label);
    await expect(input).toBeVisible();
    await expect(page.getByTestId("file-drop-zone").filter({ has: input })).not.toContainText(
      "drag it here",
    );
  }
  // The import posts its file as before.
  await page.goto("/admin/import");
  await page.getByLabel(/^File \(CSV or JSON\)/).setInputFiles({
    name: "resources.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "title,description,category,level,subject,resource_type,link_url\n" +
        "No-script notes,Week 1,academic,foundation,english,notes,https://example.com/n\n",
    ),
  });
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(page.getByRole("table", { name: "Dry run: Resources" })).toContainText(
    "No-script notes",
  );
  await context.close();
});
