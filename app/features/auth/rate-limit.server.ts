// Sign-in throttling, stored in PostgreSQL so every app server sees the same counts (D7).
// Kept apart from the generic limiter's table (ADR 036) but made atomic the same way (ADR 038):
// an attempt is checked and recorded, as a failure until the password proves right, under the
// rate-limit locks of its address and its account, so parallel guesses cannot slip past the limit.
import { and, count, eq, gt, isNull, max, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { withRateLimitLocks } from "~/lib/rate-limit.server";
import { loginAttempts } from "~db/schema";

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

/**
 * Starts a sign-in attempt: when sign-in is locked for this address or account, says until when;
 * otherwise records the attempt as a failure (it counts against the limits while the password is
 * checked) and returns its id for `finishSignInAttempt`. Atomic: of N attempts arriving at once
 * with room for k more failures, exactly k get to try a password.
 */
export async function startSignInAttempt(
  db: Database,
  { ip, email, now = new Date() }: { ip: string | null; email: string; now?: Date },
): Promise<{ lockedUntil: Date } | { attemptId: number }> {
  return withRateLimitLocks(
    db,
    [`sign-in-address\n${ip ?? ""}`, `sign-in-account\n${email}`],
    async (tx) => {
      const lockedUntil = await signInLockedUntil(tx, { ip, email, now });
      if (lockedUntil) return { lockedUntil };
      const [row] = await tx
        .insert(loginAttempts)
        .values({ ip, email, succeeded: false, createdAt: now })
        .returning({ id: loginAttempts.id });
      return { attemptId: row!.id };
    },
  );
}

/** Ends an attempt: a right password marks it succeeded and clears that pair's failures. */
export async function finishSignInAttempt(
  db: Database,
  {
    attemptId,
    ip,
    email,
    succeeded,
  }: { attemptId: number; ip: string | null; email: string; succeeded: boolean },
): Promise<void> {
  if (!succeeded) return;
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
    await tx
      .delete(loginAttempts)
      .where(and(ipIs(ip), eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false)));
  });
}

export function lockMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
