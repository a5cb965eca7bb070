import { chromium } from "playwright-core";
import { contactMessages, mailFailures, submissions } from "./db/schema";
import { startServerWith } from "./tests/e2e/support/server";

const server = await startServerWith(
  async (db) => {
    await db.insert(contactMessages).values([
      { name: "Priya Raman", email: "priya@example.com", subject: "Week 5 notes missing", message: "Could you add them?" },
      { name: "Ravi", email: "ravi@example.com", subject: "Thank you", message: "Great site.", status: "read" },
    ]);
    await db.insert(mailFailures).values({
      kind: "newsletter-confirmation",
      recipient: "nobody@example.com",
      subject: "Confirm your subscription to the BS Degree Hub newsletter",
      error: "Can't send mail - all recipients were rejected: 550 Mailbox nobody@example.com unavailable",
    });
    await db.insert(submissions).values({
      id: "3c9a1f4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b",
      title: "Probability cheat sheet with solved examples from weeks one to four",
      resourceType: "notes", subject: "statistics", level: "foundation", term: "term1",
      description: "All formulas on one page, with eight solved examples.",
      authorName: "Asha", email: "asha@example.com", consentAt: new Date(),
      linkUrl: "https://example.com/a-very-long-link/that/goes/on/and/on",
      fileKey: "0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf", fileName: "probability-cheat-sheet.pdf", fileType: "application/pdf", fileSize: 123456,
    });
  },
  { ADMIN_EMAIL: "e2e-admin@example.com", ADMIN_PASSWORD: "correct horse battery staple" },
);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const id = "3c9a1f4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
const pages = {
  dashboard: "/admin/dashboard",
  messages: "/admin/messages",
  failed: "/admin/mail-failures",
  subview: `/admin/submissions?view=${id}`,
  subreview: `/admin/submissions?review=${id}`,
};
for (const theme of ["dark", "light"]) {
  for (const width of [375, 768, 1280]) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } });
    await context.addCookies([{ name: "theme", value: encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64")), url: server.baseURL }]);
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.waitForTimeout(1500);
    await page.getByLabel(/^Email/).fill("e2e-admin@example.com");
    await page.getByLabel(/^Password/).fill("correct horse battery staple");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("navigation", { name: "Admin" }).waitFor();
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(path);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/review-shots/${name}-${width}-${theme}.png`, fullPage: name !== "subreview" && name !== "subview" });
    }
    await context.close();
  }
}
await browser.close();
await server.stop();
