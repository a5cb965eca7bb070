// One subscribe path for both forms (spec §5, §7; DESIGN.md D5: double opt-in).
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import { site } from "~/content/site";
import { type Database, pgErrorCode } from "~/lib/db.server";
import type { Mailer } from "~/lib/mail.server";
import { newsletterSubscriptions } from "../../../db/schema";
import { hashToken, newToken } from "./tokens.server";

/** A pending address gets its confirmation mail again at most this often. */
export const RESEND_INTERVAL_MS = 60 * 60 * 1000;

const table = newsletterSubscriptions;

interface SubscribeArgs {
  email: string; // already trimmed and lower-cased
  origin: string; // where links in the mail point, e.g. https://bs-degree-hub.org
  /** Who sends the mail (the operator's details from the site settings), printed at its foot. */
  footer?: { text: string; html: string } | null;
  now?: Date;
}

/**
 * Subscribes an address as pending and mails its confirmation link. A duplicate is detected by
 * the unique constraint (23505), so concurrent requests cannot create two rows. A failed send
 * undoes the change and throws, so a retry starts clean.
 */
export async function subscribe(
  db: Database,
  mailer: Mailer,
  { email, origin, footer = null, now = new Date() }: SubscribeArgs,
): Promise<"subscribed" | "already-subscribed"> {
  const confirm = newToken();
  const unsubscribe = newToken();
  const send = () =>
    sendConfirmation(mailer, {
      email,
      origin,
      confirm: confirm.token,
      unsubscribe: unsubscribe.token,
      footer,
    });

  let id: string | undefined;
  try {
    const [row] = await db
      .insert(table)
      .values({
        email,
        status: "pending",
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        confirmationSentAt: now,
      })
      .returning({ id: table.id });
    id = row?.id;
  } catch (error) {
    if (pgErrorCode(error) !== "23505") throw error;
  }
  if (id) {
    try {
      await send();
    } catch (error) {
      await db.delete(table).where(eq(table.id, id));
      throw error;
    }
    return "subscribed";
  }

  const [existing] = await db
    .select({ id: table.id, status: table.status })
    .from(table)
    .where(eq(table.email, email));
  // The row that caused the conflict was removed after its mail failed: report a failure.
  if (!existing) throw new Error("the conflicting subscription no longer exists");

  if (existing.status === "unsubscribed") {
    // Coming back after unsubscribing counts as a new subscription.
    const [renewed] = await db
      .update(table)
      .set({
        status: "pending",
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        confirmationSentAt: now,
        confirmedAt: null,
        unsubscribedAt: null,
      })
      .where(and(eq(table.id, existing.id), eq(table.status, "unsubscribed")))
      .returning({ id: table.id });
    if (!renewed) return "already-subscribed"; // another request renewed it first
    try {
      await send();
    } catch (error) {
      await db
        .update(table)
        .set({ status: "unsubscribed", confirmTokenHash: null, unsubscribedAt: now })
        .where(eq(table.id, existing.id));
      throw error;
    }
    return "subscribed";
  }

  if (existing.status === "pending") {
    const [due] = await db
      .update(table)
      .set({
        confirmTokenHash: confirm.hash,
        unsubscribeTokenHash: unsubscribe.hash,
        confirmationSentAt: now,
      })
      .where(
        and(
          eq(table.id, existing.id),
          eq(table.status, "pending"),
          or(
            isNull(table.confirmationSentAt),
            lt(table.confirmationSentAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
          ),
        ),
      )
      .returning({ id: table.id });
    if (due) await send();
  }
  return "already-subscribed";
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

/** Whether an unsubscribe link is valid, and whether it was already used. */
export async function findByUnsubscribeToken(db: Database, token: string) {
  const [row] = await db
    .select({ email: table.email, status: table.status })
    .from(table)
    .where(eq(table.unsubscribeTokenHash, hashToken(token)));
  return row ?? null;
}

export async function unsubscribe(db: Database, token: string, now = new Date()) {
  const [row] = await db
    .update(table)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null })
    .where(and(eq(table.unsubscribeTokenHash, hashToken(token)), ne(table.status, "unsubscribed")))
    .returning({ email: table.email });
  return row ?? null;
}

async function sendConfirmation(
  mailer: Mailer,
  {
    email,
    origin,
    confirm,
    unsubscribe,
    footer,
  }: {
    email: string;
    origin: string;
    confirm: string;
    unsubscribe: string;
    footer: { text: string; html: string } | null;
  },
) {
  const confirmUrl = `${origin}/newsletter/confirm/${confirm}`;
  const unsubscribeUrl = `${origin}/newsletter/unsubscribe/${unsubscribe}`;
  await mailer.send({
    kind: "newsletter-confirmation",
    to: email,
    subject: `Confirm your subscription to the ${site.name} newsletter`,
    text: [
      `Someone (hopefully you) asked to receive the ${site.name} newsletter at this address.`,
      "",
      `Confirm your subscription: ${confirmUrl}`,
      "",
      "If this was not you, ignore this mail and nothing will be sent.",
      "",
      `Unsubscribe: ${unsubscribeUrl}`,
      ...(footer ? ["", "--", footer.text] : []),
    ].join("\n"),
    html: `<p>Someone (hopefully you) asked to receive the ${site.name} newsletter at this address.</p>
<p><a href="${confirmUrl}">Confirm your subscription</a></p>
<p>If this was not you, ignore this mail and nothing will be sent.</p>
<p style="font-size:12px;color:#666"><a href="${unsubscribeUrl}">Unsubscribe</a></p>${
      footer ? `\n<p style="font-size:12px;color:#666">${footer.html}</p>` : ""
    }`,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
