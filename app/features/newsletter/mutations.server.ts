// One subscribe path for both forms (spec §5, §7; DESIGN.md D5: double opt-in). The
// confirmation mail is queued in the same transaction as the subscription (issue 17): the
// request never waits for SMTP, and a crash loses neither.
import { and, eq, ne } from "drizzle-orm";
import { site } from "~/content/site";
import { enqueueMail, skipWaitingIssueMails } from "~/features/mail-queue/queue.server";
import type { MailFooter } from "~/features/settings/public";
import type { Database } from "~/lib/db.server";
import { newsletterSubscriptions, newsletterUnsubscribeTokens } from "~db/schema";
import { renderConfirmationMail } from "./mail";
import { hashToken, newToken } from "./tokens.server";

/**
 * An address gets a confirmation mail at most this often, however often and from wherever it is
 * signed up: the form cannot be used to flood someone's inbox. Until then its last mail's link
 * keeps working.
 */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;

const table = newsletterSubscriptions;

interface SubscribeArgs {
  email: string; // already trimmed and lower-cased
  origin: string; // where links in the mail point, e.g. https://bs-degree-hub.org
  /** Who sends the mail (the operator's details from the site settings), printed at its foot. */
  footer?: MailFooter | null;
  now?: Date;
}

/**
 * Subscribes an address as pending and queues its confirmation link. The unique constraint on
 * the address decides between concurrent requests (ON CONFLICT DO NOTHING, then the row is
 * locked), so two requests never make two rows, nor two mails within CONFIRMATION_INTERVAL_MS.
 *
 * A new address, a pending one and one coming back after unsubscribing all answer "subscribed",
 * whether or not a mail goes now: the answer must not tell a stranger that an address is waiting
 * for its confirmation (the mail tells its owner). A confirmed address answers
 * "already-subscribed", the spec's notice; that one answer does say the address is on the list,
 * a trade-off kept on purpose (the spec's text), with sign-ups rate-limited per client address
 * so that guessing addresses is slow.
 */
export async function subscribe(
  db: Database,
  { email, origin, footer = null, now = new Date() }: SubscribeArgs,
): Promise<"subscribed" | "already-subscribed"> {
  const confirm = newToken();
  const unsubscribe = newToken();
  const tokens = {
    confirmTokenHash: confirm.hash,
    unsubscribeTokenHash: unsubscribe.hash,
    confirmationSentAt: now,
  };
  // Rendered before the transaction: on the embedded database a transaction holds its only
  // connection, so nothing slow belongs inside one.
  const unsubscribeUrl = `${origin}/newsletter/unsubscribe/${unsubscribe.token}`;
  const mail = renderConfirmationMail({
    siteName: site.name,
    origin,
    confirmUrl: `${origin}/newsletter/confirm/${confirm.token}`,
    unsubscribeUrl,
    footer,
  });
  return db.transaction(async (tx) => {
    const queueConfirmation = async (subscriptionId: string) => {
      await enqueueMail(tx, {
        kind: "newsletter-confirmation",
        recipient: email,
        subject: mail.subject,
        payload: { html: mail.html, text: mail.text, unsubscribeUrl },
        siteUrl: origin,
        subscriptionId,
      });
    };

    const [created] = await tx
      .insert(table)
      .values({ email, status: "pending", ...tokens })
      .onConflictDoNothing({ target: table.email })
      .returning({ id: table.id });
    if (created) {
      await queueConfirmation(created.id);
      return "subscribed";
    }

    const [existing] = await tx
      .select({ id: table.id, status: table.status, sentAt: table.confirmationSentAt })
      .from(table)
      .where(eq(table.email, email))
      .for("update");
    if (!existing) throw new Error("the conflicting subscription no longer exists");
    if (existing.status === "confirmed") return "already-subscribed";

    // Pending, or coming back after unsubscribing (which counts as a new subscription): a new
    // link, unless the address had one within the interval. Then nothing changes: a pending
    // address keeps its link, and an unsubscribed one stays so until it asks again later.
    const due =
      !existing.sentAt || existing.sentAt.getTime() <= now.getTime() - CONFIRMATION_INTERVAL_MS;
    if (due) {
      await tx
        .update(table)
        .set({ status: "pending", ...tokens, confirmedAt: null, unsubscribedAt: null })
        .where(eq(table.id, existing.id));
      await queueConfirmation(existing.id);
    }
    return "subscribed";
  });
}

/** Confirms the subscription a confirmation link names; its token works once. */
export async function confirmSubscription(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .update(table)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(table.confirmTokenHash, hashToken(token)), eq(table.status, "pending")))
    .returning({ email: table.email });
  return row ?? null;
}

/** Whether a confirmation link still waits for its button (a GET must not confirm). */
export async function isPendingConfirmation(db: Database, token: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.confirmTokenHash, hashToken(token)), eq(table.status, "pending")));
  return row !== undefined;
}

/**
 * The subscription an unsubscribe token names: the subscription's own token (the confirmation
 * mail's link) or the token of one of the issues mailed to it.
 */
async function subscriptionIdForToken(db: Database, token: string): Promise<string | null> {
  const hash = hashToken(token);
  const [own] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.unsubscribeTokenHash, hash));
  if (own) return own.id;
  const [issued] = await db
    .select({ id: newsletterUnsubscribeTokens.subscriptionId })
    .from(newsletterUnsubscribeTokens)
    .where(eq(newsletterUnsubscribeTokens.tokenHash, hash));
  return issued?.id ?? null;
}

/** Whether an unsubscribe link is valid, and whether it was already used. */
export async function findByUnsubscribeToken(db: Database, token: string) {
  const id = await subscriptionIdForToken(db, token);
  if (!id) return null;
  const [row] = await db
    .select({ email: table.email, status: table.status })
    .from(table)
    .where(eq(table.id, id));
  return row ?? null;
}

/**
 * Unsubscribes at once (the page's button, or a mail client's one-click POST): the issue mails
 * still waiting for this address are skipped in the same transaction.
 */
export async function unsubscribe(db: Database, token: string, now = new Date()) {
  const id = await subscriptionIdForToken(db, token);
  if (!id) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
      .where(and(eq(table.id, id), ne(table.status, "unsubscribed")))
      .returning({ email: table.email });
    if (!row) return null;
    await skipWaitingIssueMails(tx, [id]);
    return row;
  });
}
