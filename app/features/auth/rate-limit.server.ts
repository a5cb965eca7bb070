// Sign-in throttling, stored in PostgreSQL so every app server sees the same counts (D7).
// Kept apart from the generic limiter's table (ADR 036) but made atomic the same way (ADR 038):
// an attempt is checked and recorded, as a failure until the password proves right, under the
// rate-limit locks of what it is counted against, so parallel guesses cannot slip past the limit.
// Who is counted (ADR 040): an attempt from a trusted device of the account (a browser that
// signed in as it before: trusted-devices.server.ts) only against that device; any other attempt
// against its address, its address with the account, and the account's untrusted failures. So
// strangers can lock the account for untrusted clients, never for the owner's own browsers.
import { and, count, eq, gt, isNull, max, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { withRateLimitLocks } from "~/lib/rate-limit.server";
import { loginAttempts } from "~db/schema";

export const LOCK_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failures within the window that lock untrusted clients: one address with one account, one
 * address, one account (from any number of addresses).
 */
export const PAIR_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const ACCOUNT_LIMIT = 20;
/** Failures within the window that lock one trusted device (and only it). */
export const DEVICE_LIMIT = 5;

const ipIs = (ip: string | null): SQL => (ip ? eq(loginAttempts.ip, ip) : isNull(loginAttempts.ip));
const untrusted = isNull(loginAttempts.deviceId);

async function failures(db: Database, where: SQL, since: Date) {
  const [row] = await db
    .select({ n: count(), last: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

interface AttemptSource {
  ip: string | null;
  email: string;
  /** The trusted device of this account the attempt comes from, or null for any other client. */
  deviceId?: number | null;
}

/** When sign-in opens again for this client and account, or null when it is open now. */
export async function signInLockedUntil(
  db: Database,
  { ip, email, deviceId = null, now = new Date() }: AttemptSource & { now?: Date },
): Promise<Date | null> {
  const since = new Date(now.getTime() - LOCK_WINDOW_MS);
  const checks: [SQL, number][] =
    deviceId === null
      ? [
          [and(untrusted, ipIs(ip), eq(loginAttempts.email, email))!, PAIR_LIMIT],
          [and(untrusted, ipIs(ip))!, ADDRESS_LIMIT],
          [and(untrusted, eq(loginAttempts.email, email))!, ACCOUNT_LIMIT],
        ]
      : [[eq(loginAttempts.deviceId, deviceId), DEVICE_LIMIT]];
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
 * Starts a sign-in attempt: when sign-in is locked for this client and account, says until when;
 * otherwise records the attempt as a failure (it counts against the limits while the password is
 * checked) and returns its id for `finishSignInAttempt`. Atomic: of N attempts arriving at once
 * with room for k more failures, exactly k get to try a password.
 */
export async function startSignInAttempt(
  db: Database,
  { ip, email, deviceId = null, now = new Date() }: AttemptSource & { now?: Date },
): Promise<{ lockedUntil: Date } | { attemptId: number }> {
  // The keys of the counts this attempt is checked against; trusted and untrusted attempts count
  // disjoint rows, so they need no common lock.
  const keys =
    deviceId === null
      ? [`sign-in-address\n${ip ?? ""}`, `sign-in-account\n${email}`]
      : [`sign-in-device\n${deviceId}`];
  return withRateLimitLocks(db, keys, async (tx) => {
    const lockedUntil = await signInLockedUntil(tx, { ip, email, deviceId, now });
    if (lockedUntil) return { lockedUntil };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ ip, email, deviceId, succeeded: false, createdAt: now })
      .returning({ id: loginAttempts.id });
    return { attemptId: row!.id };
  });
}

/**
 * Ends an attempt: a right password marks it succeeded and clears the failures it was counted
 * with (the device's, or for an untrusted client the pair's; never the account's, which
 * strangers may have made).
 */
export async function finishSignInAttempt(
  db: Database,
  {
    attemptId,
    ip,
    email,
    deviceId = null,
    succeeded,
  }: AttemptSource & { attemptId: number; succeeded: boolean },
): Promise<void> {
  if (!succeeded) return;
  const own =
    deviceId === null
      ? and(untrusted, ipIs(ip), eq(loginAttempts.email, email))
      : eq(loginAttempts.deviceId, deviceId);
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
    await tx.delete(loginAttempts).where(and(own, eq(loginAttempts.succeeded, false)));
  });
}

export function lockMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
