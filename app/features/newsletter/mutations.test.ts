import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { mailOutbox, newsletterSubscriptions } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { testMailWorker } from "~tests/setup/mail-worker";
import { startSmtpServer } from "~tests/setup/smtp";
import {
  confirmSubscription,
  findByUnsubscribeToken,
  CONFIRMATION_INTERVAL_MS,
  subscribe,
  unsubscribe,
} from "./mutations.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const origin = "https://hub.example";

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

function linkIn(text: string, kind: "confirm" | "unsubscribe") {
  const match = new RegExp(`${origin}/newsletter/${kind}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${kind} link in: ${text}`);
  return match[1];
}

describeWithDatabase("newsletter double opt-in", (getDb) => {
  /** Sends what the queue holds, as the app server's worker does. */
  const deliver = () => testMailWorker(getDb(), { smtpUrl: smtp.url }).drain();

  it("mails a confirmation over SMTP; the link confirms once; unsubscribe works", async () => {
    const db = getDb();
    expect(await subscribe(db, { email: "asha@example.com", origin })).toBe("subscribed");
    const [row] = await db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ email: "asha@example.com", status: "pending" });

    await deliver();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toBe("asha@example.com");
    expect(mail.subject).toMatch(/Confirm your subscription/);
    const unsubscribeToken = linkIn(mail.text, "unsubscribe");
    expect(mail.headers["list-unsubscribe"]).toContain(
      `<${origin}/newsletter/unsubscribe/${unsubscribeToken}>`,
    );
    expect(mail.headers["list-unsubscribe-post"]).toMatch(/List-Unsubscribe=One-Click/);
    // Only hashes are stored, never the tokens themselves.
    const confirmToken = linkIn(mail.text, "confirm");
    expect(JSON.stringify(row)).not.toContain(confirmToken);
    expect(JSON.stringify(row)).not.toContain(unsubscribeToken);

    expect(await confirmSubscription(db, confirmToken)).toEqual({ email: "asha@example.com" });
    expect(await confirmSubscription(db, confirmToken)).toBeNull(); // single use
    // Single-purpose: the unsubscribe token does not confirm, and vice versa.
    expect(await confirmSubscription(db, unsubscribeToken)).toBeNull();
    expect(await unsubscribe(db, confirmToken)).toBeNull();

    expect(await subscribe(db, { email: "asha@example.com", origin })).toBe("already-subscribed");
    await deliver();
    expect(smtp.received).toHaveLength(1); // a confirmed address gets no new mail

    expect(await unsubscribe(db, unsubscribeToken)).toEqual({ email: "asha@example.com" });
    expect(await findByUnsubscribeToken(db, unsubscribeToken)).toMatchObject({
      status: "unsubscribed",
    });
    // Coming back counts as new: a new confirmation mail, pending again (once a day at most).
    const tomorrow = new Date(Date.now() + CONFIRMATION_INTERVAL_MS + 1000);
    expect(await subscribe(db, { email: "asha@example.com", origin, now: tomorrow })).toBe(
      "subscribed",
    );
    await deliver();
    expect(smtp.received).toHaveLength(2);
    const [again] = await db.select().from(newsletterSubscriptions);
    expect(again?.status).toBe("pending");
  });

  it("mails a pending address's confirmation at most once a day; it answers 'subscribed' each time", async () => {
    const db = getDb();
    const now = new Date("2026-11-01T10:00:00Z");
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(await subscribe(db, { email: "ravi@example.com", origin, now })).toBe("subscribed");
    // Again at once, an hour later, and a second before the day is over: the same answer as a
    // new address, and no mail (the first one's link still works).
    for (const later of [0, 60 * 60 * 1000, CONFIRMATION_INTERVAL_MS - 1000]) {
      expect(await subscribe(db, { email: "ravi@example.com", origin, now: at(later) })).toBe(
        "subscribed",
      );
    }
    await deliver();
    expect(smtp.received).toHaveLength(1);
    expect(
      await subscribe(db, { email: "ravi@example.com", origin, now: at(CONFIRMATION_INTERVAL_MS) }),
    ).toBe("subscribed");
    await deliver();
    expect(smtp.received).toHaveLength(2);
    // The newest mail's link works; the first one's no longer does.
    expect(await confirmSubscription(db, linkIn(smtp.received[0]!.text, "confirm"))).toBeNull();
    expect(await confirmSubscription(db, linkIn(smtp.received[1]!.text, "confirm"))).not.toBeNull();
    // Confirmed: the spec's notice, and no mail.
    expect(
      await subscribe(db, {
        email: "ravi@example.com",
        origin,
        now: at(2 * CONFIRMATION_INTERVAL_MS),
      }),
    ).toBe("already-subscribed");
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
  });

  it("an address that unsubscribed the same day it was mailed gets no second mail that day", async () => {
    const db = getDb();
    const now = new Date("2026-11-01T10:00:00Z");
    const at = (ms: number) => new Date(now.getTime() + ms);
    await subscribe(db, { email: "leela@example.com", origin, now });
    await deliver();
    const first = smtp.received[0]!.text;
    await confirmSubscription(db, linkIn(first, "confirm"));
    expect(await unsubscribe(db, linkIn(first, "unsubscribe"))).toEqual({
      email: "leela@example.com",
    });
    // Within the day: the success answer, nothing queued, and the row stays unsubscribed.
    expect(await subscribe(db, { email: "leela@example.com", origin, now: at(60_000) })).toBe(
      "subscribed",
    );
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
    const [row] = await db.select().from(newsletterSubscriptions);
    expect(row?.status).toBe("unsubscribed");
    // A day after the last mail: a new one, pending again.
    expect(
      await subscribe(db, {
        email: "leela@example.com",
        origin,
        now: at(CONFIRMATION_INTERVAL_MS),
      }),
    ).toBe("subscribed");
    expect(await db.select().from(mailOutbox)).toHaveLength(2);
    const [back] = await db.select().from(newsletterSubscriptions);
    expect(back?.status).toBe("pending");
  });

  it("SMTP down: the subscription and its mail are kept, and the mail goes once SMTP is back", async () => {
    const db = getDb();
    expect(await subscribe(db, { email: "meera@example.com", origin })).toBe("subscribed");
    // Nothing listens on port 9 (discard): the connection is refused, a temporary failure.
    await testMailWorker(db, { smtpUrl: "smtp://127.0.0.1:9" }).drain();
    const [waiting] = await db.select().from(mailOutbox);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await db.select().from(newsletterSubscriptions)).toHaveLength(1);
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    await deliver();
    expect(smtp.received.map((m) => m.to)).toEqual(["meera@example.com"]);
    const [sent] = await db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, payload: {} });
  });

  it("100 concurrent subscribes of one address leave exactly one row", async () => {
    const db = getDb();
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        subscribe(db, { email: "crowd@example.com", origin }).catch(
          (error: unknown) => `error: ${String(error)}`,
        ),
      ),
    );
    expect(await db.select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await db.select().from(mailOutbox)).toHaveLength(1); // one confirmation queued
    // Every one of them gets the same answer as a new address.
    expect(outcomes.filter((o) => o === "subscribed")).toHaveLength(100);
  });
});
