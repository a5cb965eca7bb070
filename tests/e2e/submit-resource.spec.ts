import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

async function fillValid(page: Page) {
  await page.getByLabel("Resource Title").fill("Quiz 1 formula sheet");
  await page.getByLabel("Resource Type").selectOption("notes");
  await page.getByLabel("Subject").selectOption("statistics");
  await page.getByLabel("Level").selectOption("foundation");
  await page.getByLabel("Term").selectOption("term1");
  await page.getByLabel("Description").fill("All formulas for quiz 1 on one page.");
  await page.getByLabel("External Link (optional)").fill("https://drive.example/sheet");
  await page.getByLabel("Your Name").fill("Ravi");
  await page.getByLabel("Email").fill("ravi@example.com");
  await page.getByLabel(/right to share this resource/).check();
}

for (const width of [375, 1280]) {
  test(`submit form at ${width} px has the spec's fields, hint and consent`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/submit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Resources");
    for (const label of [
      "Resource Title",
      "Resource Type",
      "Subject",
      "Level",
      "Term",
      "Description",
      "Upload File (optional)",
      "External Link (optional)",
      "Your Name",
      "Email",
    ]) {
      await expect(
        page.getByRole("main").getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`)),
      ).toBeVisible();
    }
    await expect(
      page.getByText("Max file size 50MB. Formats: PDF, DOC, PPT, XLS, JPG, PNG."),
    ).toBeVisible();
    await expect(page.getByLabel("Resource Type").locator("option")).toHaveText([
      "Select type",
      "Notes",
      "Study Guide",
      "Quiz / Practice Questions",
      "Previous Year Questions",
      "Other",
    ]);
    await expect(page.getByLabel("Subject").locator("option")).toHaveCount(7);
    await expect(page.getByLabel("Level").locator("option")).toHaveText([
      "Select level",
      "Foundation",
      "Diploma",
      "BSc Degree",
      "BS Degree",
    ]);
    await expectNoAxeViolations(page);
  });
}

test("required fields and a bad link are explained, with JavaScript", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await page.getByLabel("External Link (optional)").fill("drive dot com");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  for (const message of [
    "Enter a title for the resource.",
    "Choose the type of resource.",
    "Choose a subject.",
    "Choose a level.",
    "Choose a term.",
    "Describe the resource in a sentence or two.",
    "Enter a full link starting with https://.",
    "Enter your name.",
    "Enter a valid email address.",
    "Please confirm you may share this resource.",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Resource Title")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("a valid submission shows Submission Received and the toast", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
  await expect(page.getByRole("status").filter({ hasText: "Resource Submitted" })).toContainText(
    "Thank you for your contribution! Our team will review it shortly.",
  );
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Submit Another" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Resources");
  await expect(page.getByLabel("Resource Title")).toHaveValue("");
});

test("the form works without JavaScript: errors, then Submission Received", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/submit");
  await page.getByLabel("Resource Title").fill("Kept title");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByText("Choose a subject.")).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toHaveValue("Kept title");
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
  await context.close();
});

const PDF_BYTES = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, 32)]);
const EXE_BYTES = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(4000)]);

test("a PDF is uploaded with progress shown, then Submission Received", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/resources/submit/upload", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Uploading… \d+%$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
});

test("a renamed executable is refused, with JavaScript and without", async ({ page, browser }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: EXE_BYTES });
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByText("This file type is not accepted.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toHaveValue("Quiz 1 formula sheet");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/resources/submit");
  await fillValid(noJs);
  await noJs
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: EXE_BYTES });
  await noJs.getByRole("button", { name: "Submit Resource" }).click();
  await expect(noJs.getByText("This file type is not accepted.", { exact: false })).toBeVisible();
  await context.close();
});

test("a 51MB file is refused: before sending with JavaScript, by the server without", async ({
  page,
  browser,
}, testInfo) => {
  const big = testInfo.outputPath("big.pdf");
  const fs = await import("node:fs");
  fs.writeFileSync(big, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(51 * 1024 * 1024)]));

  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page.getByLabel(/^Upload File/).setInputFiles(big);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(
    page.getByText("The file is larger than 50MB. Choose a smaller file."),
  ).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/resources/submit");
  await fillValid(noJs);
  await noJs.getByLabel(/^Upload File/).setInputFiles(big);
  const [response] = await Promise.all([
    noJs.waitForResponse((r) => r.request().method() === "POST"),
    noJs.getByRole("button", { name: "Submit Resource" }).click(),
  ]);
  expect(response.status()).toBe(413);
  await expect(
    noJs.getByText("The file is larger than 50MB. Choose a smaller file."),
  ).toBeVisible();
  await context.close();
});
