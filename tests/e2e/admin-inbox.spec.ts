// Submissions, contact messages and subscribers reach an admin, end to end.
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

const adminPage = withAdminServer();
const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n% test file\n"), Buffer.alloc(3000, 32)]);

test("a submission with a file: queue, admin-only download, approve publishes it", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/submissions");
  // A student submits, in another browser context (not signed in).
  const student = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const form = await student.newPage();
  await form.goto("/resources/submit");
  await waitForHydration(form);
  await form.getByLabel(/^Resource Title/).fill("Recursion drill sheet");
  await form.getByLabel(/^Resource Type/).selectOption("notes");
  await form.getByLabel(/^Level/).selectOption("foundation");
  await form.getByLabel(/^Subject/).selectOption({ label: "CT — Computational Thinking" });
  await form.getByLabel(/^Term/).selectOption("term1");
  await form.getByLabel(/^Description/).fill("Twenty recursion exercises.");
  await form.getByLabel(/^Your Name/).fill("Kiran");
  await form.getByLabel(/^Email/).fill("kiran@example.com");
  await form.getByLabel(/right to share/).check();
  await form
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "drill.pdf", mimeType: "application/pdf", buffer: PDF });
  await form.getByRole("button", { name: "Submit Resource" }).click();
  await expect(form.getByRole("heading", { level: 1 })).toHaveText("Submission Received");

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: "Recursion drill sheet" });
  await expect(row).toContainText("Pending");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: /View submission Recursion drill sheet/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Twenty recursion exercises.");
  const download = dialog.getByRole("link", { name: /Download drill\.pdf/ });
  const href = await download.getAttribute("href");
  const fileResponse = await page.request.get(href!);
  expect(fileResponse.status()).toBe(200);
  expect(fileResponse.headers()["content-disposition"]).toMatch(
    /^attachment; filename="?drill\.pdf"?(;|$)/,
  );
  expect((await fileResponse.body()).subarray(0, 8).toString()).toBe("%PDF-1.7");
  // Not for anyone else.
  const anonymous = await student.request.get(href!, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);

  await dialog.getByRole("link", { name: "Review and publish" }).click();
  await page
    .getByRole("dialog", { name: "Publish: Recursion drill sheet" })
    .getByRole("button", { name: "Publish resource" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Submission approved" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Recursion drill sheet" })).toContainText(
    "Approved",
  );

  await form.goto("/resources/foundation/computational-thinking/notes");
  await expect(form.getByRole("heading", { name: "Recursion drill sheet" })).toBeVisible();
  const publicFile = await form
    .getByRole("link", { name: /Download Recursion drill sheet/ })
    .getAttribute("href");
  expect(publicFile).toMatch(/^\/files\//);
  const publicResponse = await student.request.get(publicFile!);
  expect(publicResponse.status()).toBe(200);
  // Published, a PDF opens in the browser (ADR 014); the admin's download above stays attachment.
  expect(publicResponse.headers()["content-disposition"]).toMatch(
    /^inline; filename="?drill\.pdf"?(;|$)/,
  );
  await student.close();
  await page.context().close();
});

test("a rejected submission keeps its reason and publishes nothing", async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/resources/submit/upload`, {
    headers: { Origin: origin },
    multipart: {
      title: "Spam notes",
      resourceType: "other",
      subject: "english",
      level: "foundation",
      term: "term1",
      description: "Nothing useful.",
      authorName: "Bot",
      email: "bot@example.com",
      consent: "on",
    },
  });
  expect(response.status()).toBe(200);
  await page.goto("/admin/submissions?status=pending");
  await page.getByRole("link", { name: /View submission Spam notes/ }).click();
  await page.getByLabel("Reason for rejecting (optional)").fill("Not course material");
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Submission rejected" })).toBeVisible();
  await page.goto("/admin/submissions?status=rejected");
  await page.getByRole("link", { name: /View submission Spam notes/ }).click();
  await expect(page.getByRole("dialog")).toContainText("Not course material");
  await page.goto("/resources/foundation/english/notes");
  await expect(page.getByText("Spam notes")).toHaveCount(0);
  await page.context().close();
});

test("a contact message reaches the inbox; opening reads it; delete after confirmation", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280);
  await page.goto("/about");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Name/ }).fill("Priya");
  await page.getByRole("textbox", { name: /^Email/ }).fill("priya@example.com");
  await page.getByRole("textbox", { name: /^Subject/ }).fill("Week 5 notes missing");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Could you add them?");
  await page.getByRole("button", { name: /Send/ }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /thank|sent|received/i })
      .first(),
  ).toBeVisible();

  await page.goto("/admin/messages");
  const row = page.getByRole("row").filter({ hasText: "Week 5 notes missing" });
  await expect(row).toContainText("Unread");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: /^View unread message from Priya/ }).click();
  await expect(page.getByRole("dialog")).toContainText("Could you add them?");
  await page.goto("/admin/messages");
  await expect(page.getByRole("row").filter({ hasText: "Week 5 notes missing" })).toContainText(
    "Read",
  );
  await page.getByRole("link", { name: /^Delete message from Priya/ }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this message?",
  );
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No messages found")).toBeVisible();
  await page.context().close();
});

test("subscribers: counts, status filter, and a CSV of the listed rows", async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  for (const email of ["csv-one@example.com", "csv-two@example.com"]) {
    await page.goto("/blog");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Join the network" });
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Subscription Successful!" }),
    ).toBeVisible();
  }
  await page.goto("/admin/subscribers");
  await expect(page.getByTestId("subscribers-pending")).toHaveText("2");
  await expect(page.getByRole("row").filter({ hasText: "csv-two@example.com" })).toContainText(
    "Pending",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("searchbox", { name: "Search subscribers" }).fill("csv-one");
  await expect(page.getByRole("row").filter({ hasText: "@example.com" })).toHaveCount(1);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString();
  // A byte order mark first, so a spreadsheet reads the file as UTF-8.
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFemail,status,subscribed_at,confirmed_at,unsubscribed_at",
  );
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((row) => [row.email, row.status])).toEqual([["csv-one@example.com", "pending"]]);
  expect(text).not.toContain("csv-two@example.com");
  await page.context().close();
});
