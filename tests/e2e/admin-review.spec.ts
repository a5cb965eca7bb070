// Review with judgement and what needs attention (issue 14), at 1280 and 375 px, axe clean:
// the dashboard's links to the filtered lists, messages read and unread, and a submission
// published after its title and subject were corrected, its file then downloaded publicly.
import { expect, type Page, test } from "@playwright/test";
import { contactMessages, mailFailures } from "~db/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { expectToastShown } from "./support/toasts";

const adminPage = withAdminServer(async (db) => {
  await db.insert(contactMessages).values([
    { name: "Priya", email: "priya@example.com", subject: "Week 5 notes", message: "Missing?" },
    { name: "Ravi", email: "ravi@example.com", subject: "Thank you", message: "Great site." },
  ]);
  await db.insert(mailFailures).values({
    kind: "newsletter-confirmation",
    recipient: "nobody@example.com",
    subject: "Confirm your subscription",
    error: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
  });
});

const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n% reviewed\n"), Buffer.alloc(2000, 32)]);

/** A student's submission, sent as the form's upload endpoint receives it. */
async function submit(page: Page, title: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/resources/submit/upload`, {
    headers: { Origin: origin },
    multipart: {
      title,
      resourceType: "notes",
      subject: "statistics",
      level: "foundation",
      term: "term1",
      description: "Sampling and probability, weeks 1 to 4.",
      authorName: "Asha",
      email: "asha@example.com",
      consent: "on",
      file: { name: "stats-notes.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(response.status()).toBe(200);
}

for (const width of [1280, 375]) {
  test(`dashboard: what needs attention links to each filtered list (${width}px)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/dashboard");
    await submit(page, `Waiting at ${width}`);
    await page.reload();
    const block = page.getByRole("region", { name: "Needs attention" });
    await expect(block.getByRole("link")).toHaveCount(3);
    // The spec's counts are still there.
    await expect(page.getByTestId("count-resources")).toBeVisible();
    await expectNoAxeViolations(page);

    await block.getByRole("link", { name: /submissions? to review/ }).click();
    await expect(page).toHaveURL(/\/admin\/submissions\?status=pending$/);
    await expect(page.getByLabel("Status")).toHaveValue("pending");
    await expect(page.getByRole("row").filter({ hasText: `Waiting at ${width}` })).toBeVisible();

    await page.goto("/admin/dashboard");
    await block.getByRole("link", { name: "2 unread messages" }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=new$/);
    await expect(page.getByRole("row").filter({ hasText: "Unread" })).toHaveCount(2);

    await page.goto("/admin/dashboard");
    await block.getByRole("link", { name: "1 mail could not be sent" }).click();
    await expect(page).toHaveURL(/\/admin\/mail-failures\?status=open$/);
    await expect(page.getByRole("row").filter({ hasText: "nobody@example.com" })).toContainText(
      "550 Mailbox unavailable",
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test(`messages: opening reads a message, and it can be marked unread (${width}px)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/messages");
    const row = () => page.getByRole("row").filter({ hasText: "Week 5 notes" });
    await expect(row()).toContainText("Unread");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /^View unread message from Priya/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Missing?");
    await expectNoAxeViolations(page);
    await page.goto("/admin/messages");
    await expect(row()).toContainText("Read");
    await expect(row()).not.toContainText("Unread");

    await page.getByRole("link", { name: /^View message from Priya/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mark as unread" }).click();
    await expectToastShown(page, "Message marked as unread");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(row()).toContainText("Unread");
    await page.context().close();
  });

  test(`a submission published after correcting its title and subject; its file downloads (${width}px)`, async ({
    browser,
  }) => {
    const title = `Stats notes ${width}`;
    const corrected = `Probability basics, weeks 1–4 (${width})`;
    const page = await adminPage(browser, width, "/admin/submissions?status=pending");
    await submit(page, title);
    await page.reload();
    await page.getByRole("link", { name: `View submission ${title}` }).click();
    const details = page.getByRole("dialog");
    // Labels, not raw values.
    for (const label of ["Statistics for Data Science I", "Term 1", "Foundation", "Notes"]) {
      await expect(details).toContainText(label);
    }
    await expect(details).not.toContainText("term1");
    await expectNoAxeViolations(page);

    await details.getByRole("link", { name: "Review and publish" }).click();
    const form = page.getByRole("dialog", { name: `Publish: ${title}` });
    await expect(form.getByLabel(/^Title/)).toHaveValue(title);
    await expect(form.getByLabel(/^Subject/)).toHaveValue("statistics");
    await expect(form.getByLabel(/^Term/)).toHaveValue("term-1");
    await expect(form).toContainText("stats-notes.pdf");
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Title/).fill(corrected);
    // Only the chosen level's subjects are offered, by name.
    await form.getByLabel(/^Level/).selectOption("diploma");
    await expect(
      form.getByRole("option", { name: "Statistics for Data Science I", exact: true }),
    ).toHaveCount(0);
    await form.getByLabel(/^Level/).selectOption("foundation");
    await form.getByLabel(/^Subject/).selectOption({ label: "Statistics for Data Science II" });
    await form.getByRole("button", { name: "Publish resource" }).click();
    // Not getByRole("status"): that is the toast's one-second announcement (support/toasts.ts).
    await expectToastShown(page, "Submission approved");
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);

    await page.goto("/resources/foundation/statistics-2/notes");
    await expect(page.getByRole("heading", { name: corrected })).toBeVisible();
    const href = await page
      .getByRole("link", { name: new RegExp(`Download ${corrected.replace(/[()]/g, "\\$&")}`) })
      .getAttribute("href");
    expect(href).toMatch(/^\/files\//);
    const anonymous = await browser.newContext();
    const file = await anonymous.request.get(new URL(href!, page.url()).toString());
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).equals(PDF)).toBe(true);
    await anonymous.close();
    await page.context().close();
  });
}
