// The mail queue (issue 17, ADR 030): every outgoing mail is a row of mail_outbox, written in the
// same transaction as what caused it, and sent later by a worker (worker.server.ts). Workers on
// any number of app servers claim due rows with FOR UPDATE SKIP LOCKED and a lease; a row is
// marked sent, retried or failed only by the claim that holds it (claim_token), so a worker that
// lost its lease (it stalled, or was thought dead) changes nothing.
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { mailOutbox, newsletterSubscriptions } from "~db/schema";

export type MailKind = "newsletter-confirmation" | "newsletter-issue" | "newsletter-test";

/** A mail's body and headers, when it is not an issue's (an issue's come from the issue). */
export interface RenderedPayload {
  html: string;
  text: string;
  /** The https unsubscribe URL for List-Unsubscribe (and its one-click POST). */
  unsubscribeUrl?: string;
}

/** A database or an open transaction: enqueueing belongs in the transaction of its cause. */
type Queryable = Pick<Database, "insert" | "update" | "select" | "execute">;

/** Attempts before a temporarily failing mail is given up (about 9 hours with the backoff). */
export const MAX_ATTEMPTS = 10;
/**
 * Claims after which a mail is given up even without a send error: it was claimed and never
 * finished that often (its handling keeps failing, or its server keeps crashing on it).
 */
export const MAX_CLAIMS = MAX_ATTEMPTS + 5;
/** Permanent failures in a row after which an address is marked bounced and skipped. */
export const BOUNCE_LIMIT = 3;

/** `<random@host>`: the host of the site's address, so it is ours (RFC 5322 §3.6.4). */
export function newMessageId(siteUrl: string | undefined): string {
  let host = "localhost";
  try {
    if (siteUrl) host = new URL(siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `<${crypto.randomUUID()}@${host}>`;
}

export async function enqueueMail(
  db: Queryable,
  mail: {
    kind: MailKind;
    recipient: string;
    subject: string;
    payload: RenderedPayload;
    siteUrl?: string;
    subscriptionId?: string | null;
    issueId?: string | null;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      payload: mail.payload,
      messageId: newMessageId(mail.siteUrl),
      subscriptionId: mail.subscriptionId ?? null,
      issueId: mail.issueId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!;
}

export interface ClaimedMail {
  id: string;
  kind: string;
  issueId: string | null;
  subscriptionId: string | null;
  recipient: string;
  subject: string;
  messageId: string;
  payload: Record<string, unknown>;
  attempts: number;
  claimToken: string;
  createdAt: Date;
}

/**
 * Claims up to `limit` due mails for one worker until now + leaseMs: pending mails whose time has
 * come, and mails another worker claimed but did not finish within its lease. Rows locked by a
 * concurrent claim are passed over, not waited for. `only` narrows the claim to an issue's mails
 * or to the others (confirmations, tests); `claimToken` lets several claims form one batch.
 */
export async function claimDueMails(
  db: Database,
  {
    limit,
    leaseMs,
    only,
    claimToken = crypto.randomUUID(),
  }: { limit: number; leaseMs: number; only?: "issues" | "others"; claimToken?: string },
): Promise<ClaimedMail[]> {
  if (limit <= 0) return [];
  const kind =
    only === "issues"
      ? sql`AND kind = 'newsletter-issue'`
      : only === "others"
        ? sql`AND kind <> 'newsletter-issue'`
        : sql``;
  const result = await db.execute(sql`
    WITH due AS MATERIALIZED (
      SELECT id FROM mail_outbox
      WHERE ((status = 'pending' AND next_attempt_at <= now())
          OR (status = 'sending' AND claimed_until < now()))
        AND attempts < ${MAX_CLAIMS} ${kind}
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE mail_outbox AS m
    SET status = 'sending',
        claim_token = ${claimToken}::uuid,
        claimed_until = now() + ${`${leaseMs} milliseconds`}::interval,
        attempts = m.attempts + 1
    FROM due
    WHERE m.id = due.id
    RETURNING m.id, m.kind, m.issue_id, m.subscription_id, m.recipient, m.subject, m.message_id,
      m.payload, m.attempts, m.created_at`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows
    .map((row) => ({
      id: String(row.id),
      kind: String(row.kind),
      issueId: (row.issue_id as string | null) ?? null,
      subscriptionId: (row.subscription_id as string | null) ?? null,
      recipient: String(row.recipient),
      subject: String(row.subject),
      messageId: String(row.message_id),
      payload: (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as Record<
        string,
        unknown
      >,
      attempts: Number(row.attempts),
      claimToken,
      createdAt: new Date(row.created_at as string | Date),
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Just before a mail is sent: renews its lease (the lease is per mail, however long the batch
 * takes) and checks it may still go. False when another worker took it over, when unsubscribing
 * skipped it, or when an issue mail's subscriber is no longer confirmed or has bounced.
 */
export async function holdForSending(
  db: Database,
  mail: Pick<ClaimedMail, "id" | "claimToken">,
  leaseMs: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    UPDATE mail_outbox AS m
    SET claimed_until = now() + ${`${leaseMs} milliseconds`}::interval
    WHERE m.id = ${mail.id} AND m.claim_token = ${mail.claimToken}::uuid AND m.status = 'sending'
      AND (m.kind <> 'newsletter-issue' OR EXISTS (
        SELECT 1 FROM newsletter_subscriptions AS s
        WHERE s.id = m.subscription_id AND s.status = 'confirmed' AND s.bounced_at IS NULL))
    RETURNING m.id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

const held = (mail: Pick<ClaimedMail, "id" | "claimToken">) =>
  and(eq(mailOutbox.id, mail.id), eq(mailOutbox.claimToken, mail.claimToken));

/**
 * Records a delivered mail (the SMTP server said 250), if this worker still holds it: the raw
 * token and body are dropped, and the subscriber's last mail and bounce count are updated.
 * Returns false when the claim was lost (another worker took the mail over).
 */
export async function markSent(
  db: Database,
  mail: Pick<ClaimedMail, "id" | "claimToken" | "subscriptionId">,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now, payload: {}, claimToken: null, claimedUntil: null })
      .where(held(mail))
      .returning({ id: mailOutbox.id });
    if (rows.length === 0) return false;
    if (mail.subscriptionId) {
      await tx
        .update(newsletterSubscriptions)
        .set({ lastMailedAt: now, bounceCount: 0 })
        .where(eq(newsletterSubscriptions.id, mail.subscriptionId));
    }
    return true;
  });
}

/** Backoff before attempt n+1: 30 s, 1, 2, 4 … minutes, at most an hour, ±20 % jitter. */
export function retryDelayMs(attempts: number, baseMs = 30_000, capMs = 3_600_000): number {
  const delay = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(delay * (0.8 + Math.random() * 0.4));
}

/** A temporary failure: the mail waits `delayMs` and is tried again (if still held). */
export async function retryLater(
  db: Database,
  mail: Pick<ClaimedMail, "id" | "claimToken">,
  { error, delayMs }: { error: string; delayMs: number },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "pending",
      lastError: error,
      nextAttemptAt: sql`now() + ${`${delayMs} milliseconds`}::interval`,
      claimToken: null,
      claimedUntil: null,
    })
    .where(held(mail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * A permanent failure (or the last attempt): recorded with the server's answer; a permanent
 * failure also counts towards the subscriber's bounces (marked bounced at BOUNCE_LIMIT).
 */
export async function markFailed(
  db: Database,
  mail: Pick<ClaimedMail, "id" | "claimToken" | "subscriptionId">,
  { error, permanent, now = new Date() }: { error: string; permanent: boolean; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({
        status: "failed",
        lastError: error,
        payload: {},
        claimToken: null,
        claimedUntil: null,
      })
      .where(held(mail))
      .returning({ id: mailOutbox.id });
    if (rows.length === 0) return false;
    if (permanent && mail.subscriptionId) {
      await tx
        .update(newsletterSubscriptions)
        .set({
          bounceCount: sql`${newsletterSubscriptions.bounceCount} + 1`,
          bouncedAt: sql`CASE WHEN ${newsletterSubscriptions.bounceCount} + 1 >= ${BOUNCE_LIMIT}
            THEN coalesce(${newsletterSubscriptions.bouncedAt}, ${now.toISOString()}::timestamptz)
            ELSE ${newsletterSubscriptions.bouncedAt} END`,
        })
        .where(eq(newsletterSubscriptions.id, mail.subscriptionId));
    }
    return true;
  });
}

/** A mail not sent after all (its subscriber left, or its issue is gone). */
export async function markSkipped(
  db: Database,
  mail: Pick<ClaimedMail, "id" | "claimToken">,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "skipped",
      lastError: reason,
      payload: {},
      claimToken: null,
      claimedUntil: null,
    })
    .where(held(mail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Fails the mails claimed MAX_CLAIMS times without an outcome (see MAX_CLAIMS). */
export async function failExhaustedMails(db: Database): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({
      status: "failed",
      lastError: sql`coalesce(${mailOutbox.lastError}, ${`Given up: claimed ${MAX_CLAIMS} times without being sent`})`,
      payload: {},
      claimToken: null,
      claimedUntil: null,
    })
    .where(
      and(
        eq(mailOutbox.status, "sending"),
        sql`${mailOutbox.claimedUntil} < now()`,
        sql`${mailOutbox.attempts} >= ${MAX_CLAIMS}`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Skips the issue mails not yet sent to subscribers who just unsubscribed: waiting ones, and
 * claimed ones whose worker has not reached them (its holdForSending then finds them gone).
 */
export async function skipWaitingIssueMails(db: Queryable, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return;
  await db
    .update(mailOutbox)
    .set({
      status: "skipped",
      lastError: "unsubscribed",
      payload: {},
      claimToken: null,
      claimedUntil: null,
    })
    .where(
      and(
        inArray(mailOutbox.subscriptionId, subscriptionIds),
        eq(mailOutbox.kind, "newsletter-issue"),
        inArray(mailOutbox.status, ["pending", "sending"]),
      ),
    );
}
