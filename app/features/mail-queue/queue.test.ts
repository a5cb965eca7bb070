// The mail queue's guarantees (issue 17, ADR 030), on PGlite and on PostgreSQL: claims are
// disjoint and leased, only the claim's holder records a result, retries wait, permanent
// failures count towards a bounce, and a worker skips what may no longer be sent.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { UNSUBSCRIBE_URL_SLOT } from "~/features/mail-queue/personalize";
import { unsubscribe } from "~/features/newsletter/mutations.server";
import { newToken } from "~/features/newsletter/tokens.server";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { MailTransport } from "~/lib/mail.server";
import {
  mailFailures,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { testMailWorker } from "~tests/setup/mail-worker";
import { startSmtpServer } from "~tests/setup/smtp";
import {
  BOUNCE_LIMIT,
  claimDueMails,
  enqueueMail,
  failExhaustedMails,
  MAX_CLAIMS,
  markFailed,
  markSent,
  retryDelayMs,
  retryLater,
} from "./queue.server";
import { createMailWorker } from "./worker.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const queue = (db: Database, recipient: string) =>
  enqueueMail(db, {
    kind: "newsletter-confirmation",
    recipient,
    subject: `Hello ${recipient}`,
    payload: { html: "<p>Hello</p>", text: "Hello", unsubscribeUrl: "https://hub.example/u/x" },
    siteUrl: "https://hub.example",
  });

async function subscriber(db: Database, email: string, status = "confirmed" as const) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, status, unsubscribeTokenHash: newToken().hash })
    .returning({ id: newsletterSubscriptions.id });
  return row!.id;
}

/** An issue being sent to `emails`, queued as startSending queues it. */
async function issueTo(db: Database, emails: string[]) {
  const [issue] = await db
    .insert(newsletterIssues)
    .values({
      kind: "digest",
      subject: "New transmissions",
      html: `<p>News</p><a href="${UNSUBSCRIBE_URL_SLOT}">Unsubscribe</a>`,
      text: `News\nUnsubscribe: ${UNSUBSCRIBE_URL_SLOT}`,
      status: "sending",
      startedAt: new Date(),
    })
    .returning({ id: newsletterIssues.id });
  const tokens: Record<string, string> = {};
  for (const email of emails) {
    const id = await subscriber(db, email);
    const token = newToken();
    tokens[email] = token.token;
    await db
      .insert(newsletterUnsubscribeTokens)
      .values({ tokenHash: token.hash, subscriptionId: id });
    await db.insert(mailOutbox).values({
      kind: "newsletter-issue",
      issueId: issue!.id,
      subscriptionId: id,
      recipient: email,
      subject: "New transmissions",
      messageId: `<${email}@hub.example>`,
      payload: { unsubscribeUrl: `https://hub.example/newsletter/unsubscribe/${token.token}` },
    });
  }
  return { issueId: issue!.id, tokens };
}

describeWithDatabase("the mail queue", (getDb) => {
  it("claims are disjoint and leased; an expired lease is taken over; only the holder records", async () => {
    const db = getDb();
    for (let i = 0; i < 20; i++) await queue(db, `r${i}@example.com`);
    const [a, b] = await Promise.all([
      claimDueMails(db, { limit: 10, leaseMs: 60_000 }),
      claimDueMails(db, { limit: 10, leaseMs: 60_000 }),
    ]);
    const ids = [...a!, ...b!].map((m) => m.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await claimDueMails(db, { limit: 10, leaseMs: 60_000 })).toEqual([]); // all held

    // The first worker stalls past its lease: another takes its mail over.
    const stalled = a![0]!;
    await db
      .update(mailOutbox)
      .set({ claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, stalled.id));
    const [taken] = await claimDueMails(db, { limit: 10, leaseMs: 60_000 });
    expect(taken).toMatchObject({ id: stalled.id, attempts: 2, messageId: stalled.messageId });
    expect(taken!.claimToken).not.toBe(stalled.claimToken);
    // The stalled worker's late result changes nothing; the holder's counts.
    expect(await markSent(db, stalled)).toBe(false);
    expect(await retryLater(db, stalled, { error: "x", delayMs: 0 })).toBe(false);
    expect(await markSent(db, taken!)).toBe(true);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, stalled.id));
    expect(row).toMatchObject({ status: "sent", payload: {}, claimToken: null });
  });

  it("a retried mail waits for its time; backoff doubles, capped, with jitter", async () => {
    const db = getDb();
    await queue(db, "later@example.com");
    const [mail] = await claimDueMails(db, { limit: 1, leaseMs: 60_000 });
    expect(await retryLater(db, mail!, { error: "421 busy", delayMs: 60_000 })).toBe(true);
    expect(await claimDueMails(db, { limit: 1, leaseMs: 60_000 })).toEqual([]);
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1) });
    expect(await claimDueMails(db, { limit: 1, leaseMs: 60_000 })).toHaveLength(1);

    for (let attempt = 1; attempt <= 12; attempt++) {
      const base = Math.min(3_600_000, 30_000 * 2 ** (attempt - 1));
      const delay = retryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  it(`${BOUNCE_LIMIT} permanent failures in a row mark an address bounced; a delivery resets the count`, async () => {
    const db = getDb();
    const id = await subscriber(db, "gone@example.com");
    const fail = async () => {
      await enqueueMail(db, {
        kind: "newsletter-test",
        recipient: "gone@example.com",
        subject: "s",
        payload: { html: "h", text: "t" },
        subscriptionId: id,
      });
      const [mail] = await claimDueMails(db, { limit: 1, leaseMs: 60_000 });
      return mail!;
    };
    await markFailed(db, await fail(), { error: "550 no such user", permanent: true });
    const sent = await fail();
    await markSent(db, sent);
    const read = async () =>
      (
        await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id))
      )[0]!;
    expect(await read()).toMatchObject({ bounceCount: 0, bouncedAt: null });
    expect((await read()).lastMailedAt).not.toBeNull();
    for (let i = 0; i < BOUNCE_LIMIT - 1; i++) {
      await markFailed(db, await fail(), { error: "550", permanent: true });
    }
    await markFailed(db, await fail(), { error: "timeout", permanent: false });
    expect(await read()).toMatchObject({ bounceCount: BOUNCE_LIMIT - 1, bouncedAt: null });
    await markFailed(db, await fail(), { error: "550", permanent: true });
    expect((await read()).bouncedAt).not.toBeNull();
  });

  it("the worker sends an issue with each recipient's own unsubscribe link and the list headers", async () => {
    const db = getDb();
    const { issueId, tokens } = await issueTo(db, ["asha@example.com", "ravi@example.com"]);
    expect(await testMailWorker(db, { smtpUrl: smtp.url }).drain()).toBe(2);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(["asha@example.com", "ravi@example.com"]);
    const asha = smtp.received.find((m) => m.to === "asha@example.com")!;
    const url = `https://hub.example/newsletter/unsubscribe/${tokens["asha@example.com"]}`;
    expect(asha.text).toContain(`Unsubscribe: ${url}`);
    expect(asha.text).not.toContain(tokens["ravi@example.com"]);
    expect(asha.headers["list-unsubscribe"]).toContain(`<${url}>`);
    expect(asha.headers["list-unsubscribe-post"]).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(asha.headers["list-id"]).toBe('List-ID: "Hub newsletter" <newsletter.hub.example>');
    expect(asha.headers["message-id"]).toBe("Message-ID: <asha@example.com@hub.example>");
    const [issue] = await db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    expect(issue?.status).toBe("sent");
    expect(issue?.finishedAt).not.toBeNull();
    // The raw tokens are gone from the database once sent.
    const rows = await db.select().from(mailOutbox);
    expect(JSON.stringify(rows)).not.toContain(tokens["asha@example.com"]);
  });

  it("a subscriber who unsubscribes while an issue sends gets nothing more; refusals are per recipient", async () => {
    const db = getDb();
    const { issueId, tokens } = await issueTo(db, [
      "stays@example.com",
      "leaves@example.com",
      "refused@example.com",
    ]);
    expect(await unsubscribe(db, tokens["leaves@example.com"]!)).toEqual({
      email: "leaves@example.com",
    });
    smtp.refuse("refused@example.com");
    try {
      await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    } finally {
      smtp.accept("refused@example.com");
    }
    expect(smtp.received.map((m) => m.to)).toEqual(["stays@example.com"]);
    const byRecipient = Object.fromEntries(
      (await db.select().from(mailOutbox)).map((m) => [m.recipient, m]),
    );
    expect(byRecipient["leaves@example.com"]).toMatchObject({ status: "skipped" });
    expect(byRecipient["refused@example.com"]).toMatchObject({ status: "failed", attempts: 1 });
    expect(byRecipient["refused@example.com"]!.lastError).toMatch(/550/);
    // An issue's failures are listed on the issue, not among the dashboard's failed mail.
    expect(await db.select().from(mailFailures)).toEqual([]);
    const [issue] = await db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    expect(issue?.status).toBe("sent");
  });

  it("a claimed mail whose subscriber left in the meantime is skipped, not sent", async () => {
    const db = getDb();
    await issueTo(db, ["late@example.com"]);
    await db
      .update(newsletterSubscriptions)
      .set({ status: "unsubscribed" })
      .where(eq(newsletterSubscriptions.email, "late@example.com"));
    await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    expect(smtp.received).toEqual([]);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "skipped", lastError: "no longer subscribed" });
  });

  it("a mail claimed again and again without an outcome is given up, not claimed forever", async () => {
    const db = getDb();
    const { id } = await queue(db, "loop@example.com");
    await db
      .update(mailOutbox)
      .set({ status: "sending", attempts: MAX_CLAIMS, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    expect(await claimDueMails(db, { limit: 5, leaseMs: 60_000 })).toEqual([]);
    expect(await failExhaustedMails(db)).toBe(1);
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", payload: {} });
    expect(row!.lastError).toMatch(/Given up/);
  });

  it("an issue mail that cannot be built fails alone; the mails behind it are sent", async () => {
    const db = getDb();
    const { issueId } = await issueTo(db, ["broken@example.com"]);
    await db
      .update(newsletterIssues)
      .set({ html: "<p>No unsubscribe link</p>", text: "No unsubscribe link" })
      .where(eq(newsletterIssues.id, issueId));
    await queue(db, "fine@example.com");
    await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    expect(smtp.received.map((m) => m.to)).toEqual(["fine@example.com"]);
    const [broken] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "broken@example.com"));
    expect(broken).toMatchObject({ status: "failed", attempts: 1 });
    expect(broken!.lastError).toMatch(/could not be built/);
  });

  /**
   * A worker whose sends are recorded on a clock that moves `msPerMail` a mail (as a rate would),
   * with `perMinute` confirmations allowed ahead of issue mail.
   */
  function recordingWorker(db: Database, { perMinute = 2, batchSize = 10, msPerMail = 2_000 }) {
    let clock = 0;
    const sent: { to: string; at: number }[] = [];
    const transport: MailTransport = {
      send: async (mail) => {
        sent.push({ to: String(mail.to), at: clock });
        clock += msPerMail;
      },
      describe: () => "recording",
      close() {},
    };
    const worker = createMailWorker({
      db,
      transport,
      from: "hub@example.com",
      listName: "Hub newsletter",
      logger,
      ratePerSecond: 0,
      batchSize,
      leaseMs: 60_000,
      pollMs: 50,
      confirmationsPerMinute: perMinute,
      now: () => clock,
    });
    return { worker, sent };
  }
  const flood = async (db: Database, count: number) => {
    for (let i = 0; i < count; i++) await queue(db, `flood-${i}@example.com`);
    // Queued well before the issue: by their time alone they would all go first.
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 3_600_000) });
  };

  it("a flood of confirmations queued before an issue: the issue's mails go within the budget", async () => {
    const db = getDb();
    await flood(db, 50);
    const readers = Array.from({ length: 40 }, (_, i) => `reader-${i}@example.com`);
    await issueTo(db, readers);
    const { worker, sent } = recordingWorker(db, { perMinute: 2, batchSize: 10, msPerMail: 2_000 });
    expect(await worker.drain()).toBe(90);

    const isIssue = (to: string) => to.startsWith("reader-");
    const lastIssueMail = sent.findLastIndex((m) => isIssue(m.to));
    const aheadOfIssue = sent.slice(0, lastIssueMail).filter((m) => !isIssue(m.to));
    // Confirmations are not starved: the budget's first two go at once.
    expect(sent.slice(0, 2).map((m) => isIssue(m.to))).toEqual([false, false]);
    // The issue's 40 mails take 80 s on this clock: two minutes' budgets, 2 each, go ahead.
    expect(sent[lastIssueMail]!.at).toBeLessThan(120_000);
    expect(aheadOfIssue).toHaveLength(4);
    for (const { at } of aheadOfIssue) {
      expect(
        aheadOfIssue.filter((m) => m.at > at - 60_000 && m.at <= at).length,
      ).toBeLessThanOrEqual(2);
    }
    // The rest of the flood goes once no issue mail is waiting.
    expect(sent.filter((m) => !isIssue(m.to))).toHaveLength(50);
    expect(sent.slice(lastIssueMail + 1).every((m) => !isIssue(m.to))).toBe(true);
  });

  it("a confirmation does not wait behind an issue queued before it", async () => {
    const db = getDb();
    await issueTo(
      db,
      Array.from({ length: 30 }, (_, i) => `reader-${i}@example.com`),
    );
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 3_600_000) });
    await queue(db, "newcomer@example.com");
    const { worker, sent } = recordingWorker(db, { perMinute: 2, batchSize: 10 });
    expect(await worker.drain()).toBe(31);
    expect(sent[0]!.to).toBe("newcomer@example.com");
  });
});
