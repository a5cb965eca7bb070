// Files for resources: an admin attaches a PDF, the public page links it, /files serves it with
// its type, ranges and caching; replacing and removing it; and the same form without JavaScript.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const adminPage = withAdminServer();

/** A small real PDF (one empty page), 2 KB with padding so a 100-byte range is a part of it. */
function samplePdf(label: string) {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    `% ${label} ${"x".repeat(2000)}`,
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n");
  return Buffer.from(body);
}

/** The subject field, whether it is typed or (after the subjects change) chosen. */
async function chooseSubject(dialog: Locator, slug: string, name: string) {
  const field = dialog.getByLabel(/^Subject/);
  if ((await field.evaluate((el) => el.tagName)) === "SELECT") {
    await field.selectOption({ label: name }).catch(() => field.selectOption(slug));
  } else {
    await field.fill(slug);
  }
}

async function downloadLink(page: Page, title: string) {
  const card = page.getByRole("listitem").filter({ hasText: title });
  return card.getByRole("link", { name: new RegExp(`^Download ${title}`) });
}

for (const width of [1280, 375]) {
  test(`an admin attaches a PDF to a note; the public page downloads it, with ranges (${width} px)`, async ({
    browser,
  }) => {
    const title = `E2E file note ${width}`;
    const page = await adminPage(browser, width, "/admin/notes");
    await page.getByRole("link", { name: "Add Study Note" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Study Note" });
    await waitForHydration(page);
    await expect(dialog.getByRole("group", { name: "File" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong file first: refused by its bytes, what was typed stays.
    await dialog.getByLabel(/^Title/).fill(title);
    await chooseSubject(dialog, "computational-thinking", "Computational Thinking");
    await dialog.getByLabel(/^Level/).selectOption("foundation");
    await dialog.getByLabel(/^Description/).fill("Flowcharts, with a PDF of ours");
    await dialog.getByLabel(/^Upload a file/).setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ this is not a PDF at all"),
    });
    await dialog.getByRole("button", { name: "Add Study Note" }).click();
    await expect(dialog.getByText("This file type is not accepted.")).toBeVisible();
    await expect(dialog.getByLabel(/^Title/)).toHaveValue(title);
    await expect(dialog.getByLabel(/^Description/)).toHaveValue("Flowcharts, with a PDF of ours");
    await expectNoAxeViolations(page);

    const pdf = samplePdf(title);
    await dialog.getByLabel(/^Upload a file/).setInputFiles({
      name: "Week 2 – flowcharts.pdf",
      mimeType: "application/pdf",
      buffer: pdf,
    });
    await dialog.getByRole("button", { name: "Add Study Note" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Note added" })).toBeVisible();

    // The edit dialog shows the current file, with keep / replace / remove.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Study Note" });
    await expect(edit.getByRole("link", { name: /Week 2 – flowcharts\.pdf/ })).toBeVisible();
    await expect(edit.getByLabel("Remove this file")).not.toBeChecked();
    await expect(edit.getByLabel(/^Replace with another file/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.goto("/resources/foundation/computational-thinking/notes");
    const link = await downloadLink(page, title);
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(new RegExp(`${title} \\(PDF, 2 KB\\)`));
    await expectNoAxeViolations(page);
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);

    const whole = await page.request.get(href);
    expect(whole.status()).toBe(200);
    expect(whole.headers()["content-type"]).toBe("application/pdf");
    expect(whole.headers()["content-disposition"]).toMatch(/^inline; filename=/);
    expect(whole.headers()["accept-ranges"]).toBe("bytes");
    expect(whole.headers()["x-content-type-options"]).toBe("nosniff");
    expect(whole.headers()["content-encoding"]).toBeUndefined();
    expect(Buffer.from(await whole.body()).equals(pdf)).toBe(true);

    const part = await page.request.get(href, { headers: { Range: "bytes=0-99" } });
    expect(part.status()).toBe(206);
    expect(part.headers()["content-range"]).toBe(`bytes 0-99/${pdf.length}`);
    expect((await part.body()).length).toBe(100);

    const etag = whole.headers()["etag"]!;
    const again = await page.request.get(href, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    const tooFar = await page.request.get(href, { headers: { Range: `bytes=${pdf.length}-` } });
    expect(tooFar.status()).toBe(416);
    const head = await page.request.head(href);
    expect(head.status()).toBe(200);
    expect(head.headers()["content-length"]).toBe(String(pdf.length));
  });
}

test("without JavaScript: attach, replace and remove a file; deleting the note deletes it", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 375);
  const state = await signedIn.context().storageState();
  const origin = new URL(signedIn.url()).origin;
  await signedIn.context().close();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: state,
    baseURL: origin,
    viewport: { width: 375, height: 900 },
  });
  const page = await context.newPage();
  const title = "E2E no-JS file";

  await page.goto("/admin/pyqs?new=1");
  const dialog = page.getByRole("dialog", { name: "Add Previous Year Question" });
  await dialog.getByLabel(/^Title/).fill(title);
  await chooseSubject(dialog, "english", "English I");
  await dialog.getByLabel(/^Level/).selectOption("foundation");
  await dialog.getByLabel(/^Term/).selectOption("term-1");
  await dialog.getByLabel(/^Exam tab/).selectOption("end-term");
  await dialog.getByLabel(/^Description/).fill("January 2024 FN session");
  await dialog.getByLabel(/^Upload a file/).setInputFiles({
    name: "paper.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf("first"),
  });
  await dialog.getByRole("button", { name: "Add Previous Year Question" }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toBeVisible();

  await page.goto("/resources/foundation/english/pyqs");
  const first = (await (await downloadLink(page, title)).getAttribute("href"))!;
  expect((await page.request.get(first)).status()).toBe(200);

  // Replace: a new key; the old file is gone.
  await page.goto("/admin/pyqs");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Previous Year Question" });
  await edit.getByLabel(/^Replace with another file/).setInputFiles({
    name: "paper v2.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf("second"),
  });
  await edit.getByRole("button", { name: "Update Previous Year Question" }).click();
  await page.goto("/resources/foundation/english/pyqs");
  const second = (await (await downloadLink(page, title)).getAttribute("href"))!;
  expect(second).not.toBe(first);
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);

  // Remove: the card has no download left (nor any dead link).
  await page.goto("/admin/pyqs");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await page.getByLabel("Remove this file").check();
  await page.getByRole("button", { name: "Update Previous Year Question" }).click();
  await page.goto("/resources/foundation/english/pyqs");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link")).toHaveCount(0);
  expect((await page.request.get(second)).status()).toBe(404);
  await context.close();
});
