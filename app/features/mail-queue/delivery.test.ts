// Delivery through a real SMTP server that misbehaves (issue 17): the queue's worker against an
// SMTP sink answering 421 for a while, 550 for some addresses, and two workers sharing a queue.
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  createPostIssue,
  getIssue,
  issueFailures,
  startSending,
} from "~/features/newsletter/issues.server";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { createMailTransport } from "~/lib/mail.server";
import {
  admins,
  blogPosts,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { type SmtpSink, startSmtpSink } from "~tests/setup/smtp-sink";
import { enqueueMail } from "./queue.server";
import { createMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.server";

const ORIGIN = "https://hub.test";
let sink: SmtpSink;
const workers: MailWorker[] = [];

beforeEach(async () => {
  sink = await startSmtpSink({ keepRaw: false });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await sink.close();
});

/** A worker over the sink, started, with short retries; stopped after the test. */
function startWorker(db: Database, options: Partial<MailWorkerOptions> = {}) {
  const worker = createMailWorker({
    db,
    transport: createMailTransport({ smtpUrl: sink.url, outboxDir: "", logger }),
    from: "Hub <news@hub.test>",
    listName: "Hub newsletter",
    logger,
    smtpUrl: sink.url,
    ratePerSecond: 0,
    batchSize: 10,
    leaseMs: 30_000,
    pollMs: 20,
    retryBaseMs: 20,
    ...options,
  });
  workers.push(worker);
  worker.start();
  return worker;
}

async function subscribers(db: Database, emails: string[]) {
  await db.insert(newsletterSubscriptions).values(
    emails.map((email) => ({
      email,
      status: "confirmed" as const,
      unsubscribeTokenHash: crypto.randomBytes(16).toString("hex"),
      confirmedAt: new Date(),
    })),
  );
}

/** The admin who sends (no password: nobody signs in here). */
async function adminOf(db: Database) {
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(admins)
    .values({ email: "admin@hub.test", passwordHash: "unused" })
    .returning({ id: admins.id });
  return row!.id;
}

async function startIssue(db: Database, title = "Week 5 plan") {
  const adminId = await adminOf(db);
  const [post] = await db
    .insert(blogPosts)
    .values({
      title,
      slug: `${title.toLowerCase().replace(/\W+/g, "-")}-${crypto.randomBytes(3).toString("hex")}`,
      excerpt: "What to revise this week.",
      content: "<p>Revise.</p>",
      category: "Study Tips",
      author: "Tester",
      published: true,
    })
    .returning({ id: blogPosts.id });
  const issue = await createPostIssue(db, {
    postId: post!.id,
    adminId,
    origin: ORIGIN,
    footer: null,
  });
  if (!("id" in issue)) throw new Error("no issue");
  expect(await startSending(db, { issueId: issue.id, adminId, origin: ORIGIN })).toBe("started");
  return issue.id;
}

async function waitUntilSent(db: Database, issueId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const issue = await getIssue(db, issueId);
    if (issue?.status === "sent") return issue;
    if (Date.now() > deadline) {
      throw new Error(`issue still ${issue?.status}: ${JSON.stringify(issue?.counts)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const emails = (n: number, prefix = "reader") =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}@example.com`);

describeWithDatabase("delivery through a misbehaving SMTP server", (getDb) => {
  it("421 for a while, then 250: every mail is delivered, once, after retries with backoff", async () => {
    const db = getDb();
    const to = emails(12);
    await subscribers(db, to);
    const issueId = await startIssue(db);
    // Refused at RCPT (the server closes the connection after a 421) for 400 ms, then at DATA
    // for three more attempts: retried each time, never given up.
    sink.answer({ code: 421, forMs: 400, message: "4.7.0 Too many connections, slow down" });
    sink.answer({ stage: "data", code: 421, times: 3 });
    startWorker(db);
    const issue = await waitUntilSent(db, issueId);

    expect(sink.refusals.filter((r) => r.code === 421).length).toBeGreaterThanOrEqual(4);
    const got = sink.byRecipient();
    expect([...got.keys()].sort()).toEqual([...to].sort());
    expect([...got.values()].every((copies) => copies.length === 1)).toBe(true);
    expect(issue.counts).toMatchObject({ sent: 12, failed: 0, waiting: 0 });
    expect(await issueFailures(db, issueId)).toEqual([]);
    const rows = await db
      .select({ attempts: mailOutbox.attempts, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.issueId, issueId));
    // Retried mails kept the server's answer of their last failure.
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
    expect(rows.some((row) => row.lastError?.includes("421"))).toBe(true);
  });

  it("a lost connection is retried like a 4xx", async () => {
    const db = getDb();
    await subscribers(db, emails(3));
    const issueId = await startIssue(db);
    const port = sink.port;
    await sink.close(); // nothing listens: ECONNREFUSED
    const worker = startWorker(db);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const [waiting] = await db
      .select({ attempts: mailOutbox.attempts, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.issueId, issueId));
    expect(waiting?.status).toMatch(/pending|sending/);
    await worker.stop();
    workers.splice(workers.indexOf(worker), 1);
    sink = await startSmtpSink({ keepRaw: false, port });
    startWorker(db);
    expect((await waitUntilSent(db, issueId)).counts).toMatchObject({ sent: 3, failed: 0 });
    expect(sink.messages).toHaveLength(3);
  });

  it("550 for some addresses: those are recorded as failed with the server's answer, the rest sent", async () => {
    const db = getDb();
    const to = emails(10);
    await subscribers(db, to);
    const issueId = await startIssue(db);
    const refused = ["reader3@example.com", "reader7@example.com"];
    sink.answer({ code: 550, to: refused, message: "5.1.1 Mailbox does not exist here" });
    startWorker(db);
    const issue = await waitUntilSent(db, issueId);

    expect(issue.counts).toMatchObject({ sent: 8, failed: 2, waiting: 0 });
    expect([...sink.byRecipient().keys()].sort()).toEqual(
      to.filter((t) => !refused.includes(t)).sort(),
    );
    const failures = await issueFailures(db, issueId);
    expect(failures.map((f) => f.recipient).sort()).toEqual(refused);
    for (const failure of failures) {
      expect(failure.error).toContain("550");
      expect(failure.error).toContain("Mailbox does not exist here");
      expect(failure.attempts).toBe(1);
    }
    // Permanent: tried once, not retried.
    expect(sink.refusals.filter((r) => r.code === 550)).toHaveLength(2);
    const counts = await db
      .select({
        email: newsletterSubscriptions.email,
        bounceCount: newsletterSubscriptions.bounceCount,
      })
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.email, refused));
    expect(counts.map((c) => c.bounceCount)).toEqual([1, 1]);
  });

  it("three permanent failures in a row mark the address bounced; later issues skip it", async () => {
    const db = getDb();
    await subscribers(db, ["gone@example.com", "here@example.com"]);
    sink.answer({ code: 550, to: "gone@example.com" });
    startWorker(db);
    const bounced = async () =>
      (
        await db
          .select({
            bouncedAt: newsletterSubscriptions.bouncedAt,
            count: newsletterSubscriptions.bounceCount,
          })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, "gone@example.com"))
      )[0]!;
    for (let n = 1; n <= 3; n++) {
      await waitUntilSent(db, await startIssue(db, `Issue ${n}`));
      expect((await bounced()).count).toBe(n);
      if (n < 3) expect((await bounced()).bouncedAt).toBeNull();
    }
    expect((await bounced()).bouncedAt).toBeInstanceOf(Date);

    sink.clear();
    const fourth = await startIssue(db, "Issue 4");
    const issue = await waitUntilSent(db, fourth);
    expect(sink.messages.map((m) => m.to[0])).toEqual(["here@example.com"]);
    expect(sink.refusals).toEqual([]);
    expect(issue.counts.failed).toBe(0);
  });

  it("a delivered mail resets the count of permanent failures", async () => {
    const db = getDb();
    await subscribers(db, ["flaky@example.com"]);
    const remove = sink.answer({ code: 550, to: "flaky@example.com" });
    startWorker(db);
    await waitUntilSent(db, await startIssue(db, "One"));
    await waitUntilSent(db, await startIssue(db, "Two"));
    remove();
    await waitUntilSent(db, await startIssue(db, "Three"));
    const [row] = await db
      .select({ count: newsletterSubscriptions.bounceCount, at: newsletterSubscriptions.bouncedAt })
      .from(newsletterSubscriptions);
    expect(row).toEqual({ count: 0, at: null });
  });

  it("two workers on one queue send every mail once, even when a batch outlasts the lease", async () => {
    const db = getDb();
    const to = emails(10);
    await subscribers(db, to);
    const issueId = await startIssue(db);
    // Five mails a second and batches of ten: the first worker's batch takes two seconds, its
    // lease 300 ms. The second worker, idle, takes over what the lease no longer covers; the
    // first must then not send those mails too.
    const options = { ratePerSecond: 5, batchSize: 10, leaseMs: 300 };
    startWorker(db, options);
    await sink.waitForCount(1, 10_000);
    startWorker(db, options);
    await waitUntilSent(db, issueId, 30_000);
    const copies = [...sink.byRecipient().values()].map((list) => list.length);
    expect(copies).toHaveLength(10);
    expect(copies.filter((n) => n > 1)).toEqual([]);
  });

  it("a mail that cannot be built fails alone; the rest of the queue is sent", async () => {
    const db = getDb();
    await subscribers(db, ["odd@example.com"]);
    const [subscriber] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions);
    // An issue without the unsubscribe slot: personalize() refuses to build its mail.
    const [issue] = await db
      .insert(newsletterIssues)
      .values({ kind: "post", subject: "Odd", html: "<p>Odd</p>", text: "Odd", status: "sending" })
      .returning({ id: newsletterIssues.id });
    await db.insert(mailOutbox).values({
      kind: "newsletter-issue",
      issueId: issue!.id,
      subscriptionId: subscriber!.id,
      recipient: "odd@example.com",
      subject: "Odd",
      messageId: "<odd@hub.test>",
      payload: { unsubscribeUrl: `${ORIGIN}/newsletter/unsubscribe/abc` },
    });
    for (const to of emails(3, "fine")) {
      await enqueueMail(db, {
        kind: "newsletter-test",
        recipient: to,
        subject: "Fine",
        payload: { html: "<p>Fine</p>", text: "Fine" },
      });
    }
    startWorker(db, { leaseMs: 300 });
    await sink.waitForCount(3, 10_000);
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(emails(3, "fine"));
    const odd = async () =>
      (
        await db
          .select({ status: mailOutbox.status, error: mailOutbox.lastError })
          .from(mailOutbox)
          .where(eq(mailOutbox.messageId, "<odd@hub.test>"))
      )[0]!;
    const deadline = Date.now() + 10_000;
    while ((await odd()).status !== "failed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await odd()).status).toBe("failed");
    expect((await odd()).error).toBeTruthy();
    // Not the address's fault: no bounce counted.
    const [row] = await db
      .select({ bounceCount: newsletterSubscriptions.bounceCount })
      .from(newsletterSubscriptions);
    expect(row!.bounceCount).toBe(0);
  });
});
