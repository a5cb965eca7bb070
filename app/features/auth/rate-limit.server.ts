// Sign-in throttling, stored in PostgreSQL so every app server sees the same counts (D7).
import { and, count, eq, gt, isNull, max, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { loginAttempts } from "../../../db/schema";

export const LOCK_WINDOW_MS = 15 * 60 * 1000;
/** Failures within the window that lock: one address with one account, one address, one account. */
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_LIMIT = 20;

const ipIs = (ip: string | null): SQL => (ip ? eq(loginAttempts.ip, ip) : isNull(loginAttempts.ip));

async function failures(db: Database, where: SQL, since: Date) {
  const [row] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

/** When sign-in for this address and email opens again, or null when it is open now. */
export async function signInLockedUntil(
  db: Database,
  { ip, email, now = new Date() }: { ip: string | null; email: string; now?: Date },
): Promise<Date | null> {
  const since = new Date(now.getTime() - LOCK_WINDOW_MS);
  const checks: [SQL, number][] = [
    [and(ipIs(ip), eq(loginAttempts.email, email))!, PAIR_LIMIT],
    [ipIs(ip), ADDRESS_LIMIT],
    [eq(loginAttempts.email, email), ACCOUNT_LIMIT],
  ];
  let until: Date | null = null;
  for (const [where, limit] of checks) {
    const { n, last } = await failures(db, where, since);
    if (n >= limit && last) {
      const candidate = new Date(new Date(last).getTime() + LOCK_WINDOW_MS);
      if (!until || candidate > until) until = candidate;
    }
  }
  return until;
}

export async function recordSignInAttempt(
  db: Database,
  {
    ip,
    email,
    succeeded,
    now = new Date(),
  }: { ip: string | null; email: string; succeeded: boolean; now?: Date },
) {
  await db.insert(loginAttempts).values({ ip, email, succeeded, createdAt: now });
  if (succeeded) {
    // A successful sign-in clears that pair's failures.
    await db
      .delete(loginAttempts)
      .where(and(ipIs(ip), eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
  }
}

export function lockMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
