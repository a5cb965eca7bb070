// An issue's mail as a mail client sees it (issue 17): sent by the queue's worker through a real
// SMTP server, parsed with mailparser. Both parts, the list headers of RFC 2369/2919/8058, a
// unique Message-ID, a correct Date; then the one-click POST and the link, through the app.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailWorker } from "~/features/mail-queue/worker.server";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { createMailTransport } from "~/lib/mail.server";
import { admins, blogPosts, mailOutbox, newsletterSubscriptions } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { createTestApp } from "~tests/setup/request-handler";
import { type SmtpSink, startSmtpSink } from "~tests/setup/smtp-sink";
import { createPostIssue, getIssue, startSending } from "./issues.server";

const ORIGIN = "https://hub.test";
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** The value of a header line as written ("Name: value", unfolded). */
function headerLine(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

async function sendIssueTo(db: Database, recipients: string[]) {
  await db.insert(newsletterSubscriptions).values(
    recipients.map((email) => ({
      email,
      status: "confirmed" as const,
      unsubscribeTokenHash: crypto.randomBytes(16).toString("hex"),
      confirmedAt: new Date(),
    })),
  );
  const [admin] = await db
    .insert(admins)
    .values({ email: "admin@hub.test", passwordHash: "unused" })
    .returning({ id: admins.id });
  const [post] = await db
    .insert(blogPosts)
    .values({
      title: "Quiz 2 <survival> guide",
      slug: "quiz-2-survival-guide",
      excerpt: "Everything to revise before quiz 2, in one page.",
      content: "<p>Start with week 5.</p>",
      category: "Exams",
      author: "Tester",
      published: true,
    })
    .returning({ id: blogPosts.id });
  const issue = await createPostIssue(db, {
    postId: post!.id,
    adminId: admin!.id,
    origin: ORIGIN,
    footer: null,
  });
  if (!("id" in issue)) throw new Error("no issue");
  expect(await startSending(db, { issueId: issue.id, adminId: admin!.id, origin: ORIGIN })).toBe(
    "started",
  );
  const worker = createMailWorker({
    db,
    transport: createMailTransport({ smtpUrl: sink.url, outboxDir: "", logger }),
    from: "BS Degree Hub <news@hub.test>",
    listName: "BS Degree Hub newsletter",
    logger,
    ratePerSecond: 0,
    batchSize: 10,
    leaseMs: 30_000,
    pollMs: 20,
  });
  sink.clear();
  await worker.drain();
  await worker.stop();
  expect((await getIssue(db, issue.id))?.status).toBe("sent");
  return issue.id;
}

describeWithDatabase("an issue's mail, parsed", (getDb) => {
  it("has both parts, the list headers, its own Message-ID and a correct Date", async () => {
    const db = getDb();
    const before = Date.now();
    const issueId = await sendIssueTo(db, ["ada@example.com", "bob@example.com"]);
    expect(sink.messages).toHaveLength(2);
    const [ada, bob] = await Promise.all(
      ["ada@example.com", "bob@example.com"].map((to) =>
        sink.parse(sink.messages.find((m) => m.to[0] === to)!),
      ),
    );
    const mail = ada!;

    // Both parts, each with the post and the recipient's own unsubscribe URL.
    expect(mail.text).toContain("Quiz 2 <survival> guide");
    expect(mail.html).toContain("Quiz 2 &lt;survival&gt; guide");
    expect(mail.html).not.toContain("<survival>");
    const unsubscribe = headerLine(mail, "List-Unsubscribe");
    const url = /^<(https:\/\/hub\.test\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(
      unsubscribe ?? "",
    )?.[1];
    expect(url, `List-Unsubscribe: ${unsubscribe}`).toBeDefined();
    expect(mail.text).toContain(url!);
    expect(mail.html).toContain(`href="${url!}"`);
    expect(mail.text).not.toContain("%%");
    const bobUrl = /<([^>]+)>/.exec(headerLine(bob!, "List-Unsubscribe") ?? "")?.[1];
    expect(bobUrl).toBeDefined();
    expect(bobUrl).not.toBe(url);

    expect(headerLine(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // RFC 2919: an optional phrase, then the list's id in angle brackets, under the site's domain.
    expect(headerLine(mail, "List-Id")).toMatch(
      /^"?[^"<>]+"? <[a-z0-9-]+(\.[a-z0-9-]+)*\.hub\.test>$/,
    );
    expect(headerLine(bob!, "List-Id")).toBe(headerLine(mail, "List-Id"));

    // Message-ID: the one fixed in the queue, different for each recipient.
    expect(mail.messageId).toMatch(/^<[^@<>\s]+@hub\.test>$/);
    expect(bob!.messageId).not.toBe(mail.messageId);
    const rows = await db
      .select({ recipient: mailOutbox.recipient, messageId: mailOutbox.messageId })
      .from(mailOutbox)
      .where(eq(mailOutbox.issueId, issueId));
    expect(rows.find((r) => r.recipient === "ada@example.com")?.messageId).toBe(mail.messageId);

    // Date: RFC 5322 syntax and the time it was sent.
    expect(headerLine(mail, "Date")).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} [+-]\d{4}$/,
    );
    expect(mail.date!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(mail.date!.getTime()).toBeLessThanOrEqual(Date.now());

    expect(mail.from?.text).toBe('"BS Degree Hub" <news@hub.test>');
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("ada@example.com");
    expect(mail.subject).toContain("Quiz 2 <survival> guide");
  });

  it("its link opens the unsubscribe page, and the one-click POST unsubscribes at once", async () => {
    const db = getDb();
    await sendIssueTo(db, ["ada@example.com", "bob@example.com"]);
    const mail = await sink.parse(sink.messages.find((m) => m.to[0] === "ada@example.com")!);
    const url = new URL(/<([^>]+)>/.exec(headerLine(mail, "List-Unsubscribe") ?? "")![1]!);
    const app = await createTestApp(db);
    const status = async (email: string) =>
      (
        await db
          .select({ status: newsletterSubscriptions.status })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, email))
      )[0]!.status;
    try {
      // The link (GET, as a mail scanner may open it) only asks.
      const page = await app.fetch(url.pathname);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Unsubscribe from the newsletter?");
      expect(html).toMatch(/<form[^>]*method="post"/i);
      expect(await status("ada@example.com")).toBe("confirmed");

      // RFC 8058: the mail client posts this body, from no page of ours and with no session.
      const oneClick = await app.fetch(url.pathname, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(oneClick.status).toBeLessThan(400);
      expect(await status("ada@example.com")).toBe("unsubscribed");
      expect(await status("bob@example.com")).toBe("confirmed");

      const after = await app.fetch(url.pathname);
      expect(await after.text()).toContain("You are unsubscribed");
    } finally {
      app.close();
    }
  });
});
