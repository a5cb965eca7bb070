// The mail worker (issue 17, ADR 030): one per app server. It claims a batch of due mails, sends
// them one at a time (so a crash between the SMTP server's "250" and our commit can resend at
// most the one mail in flight, with its Message-ID unchanged), at no more than the configured
// rate, and records each result at once. Idle, it looks for new mail every `pollMs`; a request
// that queued mail wakes it with kick().
//
// Which mail goes first: a confirmation someone is waiting for should not queue behind an issue
// to thousands, and a flood of confirmations (sign-ups from many addresses) must not hold an
// issue back. So each batch takes the other mails (confirmations, test mails) first, but only
// `confirmationsPerMinute` of them a minute; then the issue's mails; and only when no issue mail
// is due, more of the others. Ahead of an issue's mails go at most that many a minute, plus the
// one batch in flight when it started.
import crypto from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { recordMailFailure } from "~/features/mail-failures/mail-failures.server";
import type { Database } from "~/lib/db.server";
import type { Logger } from "~/lib/logger.server";
import {
  describeMailError,
  mailErrorKind,
  type MailTransport,
  type OutgoingMail,
} from "~/lib/mail.server";
import { mailOutbox, newsletterIssues } from "~db/schema";
import { personalize } from "./personalize";
import {
  type ClaimedMail,
  claimDueMails,
  failExhaustedMails,
  holdForSending,
  MAX_ATTEMPTS,
  markFailed,
  markSent,
  markSkipped,
  retryDelayMs,
  retryLater,
} from "./queue.server";

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  /** The list's name in List-Id, e.g. "BS Degree Hub newsletter". */
  listName: string;
  logger: Logger;
  /** Mails per second at most (0: no limit). */
  ratePerSecond: number;
  batchSize: number;
  leaseMs: number;
  pollMs: number;
  /** For the SMTP URL's secrets in recorded errors. */
  smtpUrl?: string;
  /** First retry delay (doubles each attempt); tests make it short. */
  retryBaseMs?: number;
  /**
   * Mails other than an issue's (confirmations, tests) sent ahead of issue mail per minute;
   * default: CONFIRMATIONS_PER_MINUTE, at most half of `ratePerSecond`'s minute.
   */
  confirmationsPerMinute?: number;
  /** The clock of that budget (tests move it). */
  now?: () => number;
}

/** Confirmations a server sends ahead of an issue's mail per minute, by default. */
export const CONFIRMATIONS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;

export interface MailWorker {
  /** Starts the loop (startMailWorker does). */
  start(): void;
  /** Look for due mail now (mail was just queued). */
  kick(): void;
  /** Sends every mail due now, then resolves (tests, scripts). */
  drain(): Promise<number>;
  /** Stops after the mail in flight; claimed mails not yet sent go back to the queue. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, logger } = options;
  const interval = options.ratePerSecond > 0 ? 1000 / options.ratePerSecond : 0;
  let nextSlot = 0;
  let stopping = false;
  let wake: (() => void) | null = null;
  let kicked = false;
  let loop: Promise<void> | null = null;
  const issues = new Map<string, { html: string; text: string } | null>();
  const now = options.now ?? Date.now;
  const budget =
    options.confirmationsPerMinute ??
    (options.ratePerSecond > 0
      ? Math.max(1, Math.min(CONFIRMATIONS_PER_MINUTE, Math.floor(options.ratePerSecond * 30)))
      : CONFIRMATIONS_PER_MINUTE);
  /** When each of the last minute's mails sent ahead of issue mail was claimed. */
  const aheadTimes: number[] = [];

  async function issueBody(issueId: string) {
    if (!issues.has(issueId)) {
      const [issue] = await db
        .select({ html: newsletterIssues.html, text: newsletterIssues.text })
        .from(newsletterIssues)
        .where(eq(newsletterIssues.id, issueId));
      if (issues.size > 20) issues.clear();
      issues.set(issueId, issue ?? null);
    }
    return issues.get(issueId) ?? null;
  }

  /** The mail as sent, or why it is not sent any more. */
  /**
   * The mail as sent, or why it is not sent. Reading the issue may throw a database error (the
   * caller logs it; the lease returns the mail); anything wrong with the mail itself is
   * `{ broken }`: it will never be buildable, so it fails alone.
   */
  async function compose(
    mail: ClaimedMail,
  ): Promise<OutgoingMail | { skip: string } | { broken: string }> {
    const payload = mail.payload as { html?: string; text?: string; unsubscribeUrl?: string };
    let html = payload.html;
    let text = payload.text;
    if (mail.kind === "newsletter-issue") {
      if (!mail.issueId) return { skip: "its issue was deleted" };
      if (!mail.subscriptionId) return { skip: "the subscriber was deleted" };
      const body = await issueBody(mail.issueId);
      if (!body) return { skip: "its issue was deleted" };
      try {
        ({ html, text } = personalize(body, payload.unsubscribeUrl ?? ""));
      } catch (error) {
        return { broken: `The mail could not be built: ${describeMailError(error)}` };
      }
    }
    if (typeof html !== "string" || typeof text !== "string") {
      return { broken: "The mail could not be built: it has no body." };
    }
    const unsubscribe = payload.unsubscribeUrl;
    let listHost = "localhost";
    try {
      if (unsubscribe) listHost = new URL(unsubscribe).hostname;
    } catch {
      // keep localhost
    }
    return {
      from: options.from,
      to: mail.recipient,
      subject: mail.subject,
      html,
      text,
      messageId: mail.messageId,
      date: new Date(),
      ...(unsubscribe && mail.kind !== "newsletter-test"
        ? {
            list: { unsubscribe, id: { id: `newsletter.${listHost}`, name: options.listName } },
            // RFC 8058: a POST of this body to the List-Unsubscribe URL unsubscribes at once.
            headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          }
        : {}),
    };
  }

  async function sendOne(mail: ClaimedMail) {
    const outgoing = await compose(mail);
    if ("skip" in outgoing) {
      await markSkipped(db, mail, outgoing.skip);
      return;
    }
    if ("broken" in outgoing) {
      logger.error({ to: mail.recipient, error: outgoing.broken }, "mail failed");
      await markFailed(db, mail, { error: outgoing.broken, permanent: false });
      return;
    }
    if (interval > 0) {
      const wait = nextSlot - Date.now();
      if (wait > 0) await sleep(wait);
      nextSlot = Math.max(Date.now(), nextSlot) + interval;
    }
    // The lease is renewed per mail, and the subscriber checked, right before the send.
    if (!(await holdForSending(db, mail, options.leaseMs))) {
      // A no-op when another worker holds it now; otherwise the subscriber left.
      await markSkipped(db, mail, "no longer subscribed");
      return;
    }
    try {
      await options.transport.send(outgoing);
    } catch (error) {
      const message = describeMailError(error, options.smtpUrl);
      const permanent = mailErrorKind(error) === "permanent";
      if (!permanent && mail.attempts < MAX_ATTEMPTS) {
        const delayMs = retryDelayMs(mail.attempts, options.retryBaseMs);
        logger.warn({ to: mail.recipient, error: message, delayMs }, "mail deferred");
        await retryLater(db, mail, { error: message, delayMs });
        return;
      }
      logger.warn({ to: mail.recipient, error: message }, "mail failed");
      if (await markFailed(db, mail, { error: message, permanent })) {
        // Mail that is not part of an issue is listed for the admins (dashboard, Failed mail);
        // an issue's failures are listed on the issue.
        if (mail.kind !== "newsletter-issue") {
          await recordMailFailure(db, {
            kind: mail.kind,
            recipient: mail.recipient,
            subject: mail.subject,
            error: message,
          }).catch((recordError: unknown) =>
            logger.error({ err: recordError }, "could not record a failed mail"),
          );
        }
      }
      return;
    }
    if (!(await markSent(db, mail))) {
      logger.warn({ to: mail.recipient }, "mail sent after its claim was lost");
    }
  }

  /** Issues whose every mail is done become "sent" (also after a crash at the last mail). */
  async function finishIssues() {
    await failExhaustedMails(db);
    await db.execute(sql`
      UPDATE newsletter_issues AS i SET status = 'sent', finished_at = now(), updated_at = now()
      WHERE i.status = 'sending' AND NOT EXISTS (
        SELECT 1 FROM mail_outbox AS m
        WHERE m.issue_id = i.id AND m.kind = 'newsletter-issue' AND m.status IN ('pending', 'sending'))`);
  }

  /** A batch, in the order of the file's opening comment, under one claim token. */
  async function claimBatch(): Promise<ClaimedMail[]> {
    const batch = options.batchSize;
    const claim = { leaseMs: options.leaseMs, claimToken: crypto.randomUUID() };
    const at = now();
    while (aheadTimes.length > 0 && aheadTimes[0]! <= at - MINUTE_MS) aheadTimes.shift();
    const room = Math.min(batch, Math.max(0, budget - aheadTimes.length));
    const ahead = await claimDueMails(db, { ...claim, limit: room, only: "others" });
    aheadTimes.push(...ahead.map(() => at));
    const issueMails = await claimDueMails(db, {
      ...claim,
      limit: batch - ahead.length,
      only: "issues",
    });
    // Fewer issue mails than asked for: none is due (or another server holds them).
    const more =
      ahead.length === room && ahead.length + issueMails.length < batch
        ? await claimDueMails(db, {
            ...claim,
            limit: batch - ahead.length - issueMails.length,
            only: "others",
          })
        : [];
    return [...ahead, ...issueMails, ...more];
  }

  /** One round: claims a batch and sends it. Returns how many mails were claimed. */
  async function round(): Promise<number> {
    const claimed = await claimBatch();
    for (const [index, mail] of claimed.entries()) {
      if (stopping) {
        // Give the rest back at once rather than at the end of the lease.
        const rest = claimed.slice(index);
        await db
          .update(mailOutbox)
          .set({ status: "pending", claimToken: null, claimedUntil: null })
          .where(
            and(
              inArray(
                mailOutbox.id,
                rest.map((m) => m.id),
              ),
              eq(mailOutbox.claimToken, mail.claimToken),
            ),
          );
        break;
      }
      try {
        await sendOne(mail);
      } catch (error) {
        // A database error around this one mail: the next mails are tried; this one comes back
        // when its lease ends (and is given up after MAX_CLAIMS claims).
        logger.error({ err: error, to: mail.recipient }, "mail could not be handled");
      }
    }
    if (claimed.some((mail) => mail.issueId)) await finishIssues();
    return claimed.length;
  }

  async function run() {
    let lastFinishCheck = 0;
    let failures = 0;
    while (!stopping) {
      let claimed = 0;
      try {
        claimed = await round();
        if (claimed === 0 && Date.now() - lastFinishCheck > 10 * options.pollMs) {
          lastFinishCheck = Date.now();
          await finishIssues();
        }
        failures = 0;
      } catch (error) {
        // The database is away (an outage, a restart): logged at the first failure and then at
        // longer and longer intervals, as the polls themselves slow down (up to 30 s).
        failures += 1;
        if ((failures & (failures - 1)) === 0) {
          logger.error({ err: error, failures }, "mail worker round failed");
        }
      }
      if (failures === 0 && (claimed > 0 || stopping)) continue;
      if (failures === 0 && kicked) {
        kicked = false;
        continue;
      }
      const pause = Math.min(30_000, options.pollMs * 2 ** Math.min(failures, 10));
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pause);
        timer.unref?.();
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (!loop && !stopping) loop = run();
    },
    kick() {
      kicked = true;
      wake?.();
    },
    async drain() {
      let total = 0;
      for (;;) {
        const claimed = await round();
        total += claimed;
        if (claimed === 0) break;
      }
      await finishIssues();
      return total;
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      options.transport.close();
    },
  };
}

/** Starts the worker's loop at once. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const worker = createMailWorker(options);
  worker.start();
  return worker;
}
