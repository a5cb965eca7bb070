// Per-client limits counted in PostgreSQL, so every app server sees the same counts (ADR 036).
// Every limit is a count over a time window followed by an insert; done naively, two requests
// arriving together (at one server or at two) both see the count below the limit and both pass.
// `withRateLimitLocks` is the one way to make that count-then-insert atomic (ADR 038): it holds a
// transaction-scoped advisory lock per counted key while the window is counted and the hit is
// recorded. The sign-in lockout (app/features/auth/rate-limit.server.ts) uses it too.
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { rateLimitHits } from "~db/schema";

export interface RateLimit {
  bucket: string;
  limit: number;
  windowMs: number;
}

export const submissionLimit = (perHour: number): RateLimit => ({
  bucket: "submission",
  limit: perHour,
  windowMs: 60 * 60 * 1000,
});
export const contactLimit = (per10Min: number): RateLimit => ({
  bucket: "contact",
  limit: per10Min,
  windowMs: 10 * 60 * 1000,
});
export const newsletterSignupLimit = (perHour: number): RateLimit => ({
  bucket: "newsletter",
  limit: perHour,
  windowMs: 60 * 60 * 1000,
});

/**
 * Runs `fn` in a transaction that holds an advisory lock on each of `keys` until it commits, so
 * that requests counting the same key (from any app server) take turns. The locks are taken in
 * one order, so two callers locking overlapping keys cannot deadlock.
 */
export async function withRateLimitLocks<T>(
  db: Database,
  keys: string[],
  fn: (tx: Database) => Promise<T>,
): Promise<T> {
  const ordered = [...new Set(keys)].sort();
  return db.transaction(async (tx) => {
    for (const key of ordered) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
    }
    return fn(tx as unknown as Database);
  });
}

/**
 * Counts one hit for `key` (a client address) and says whether it is within the limit.
 * Refused hits are not counted, so waiting out the window always works. Atomic: of N requests
 * arriving at once with room for k, exactly k pass.
 */
export async function takeRateLimit(
  db: Database,
  { bucket, limit, windowMs }: RateLimit,
  key: string | null,
  now = new Date(),
): Promise<boolean> {
  const k = key ?? "unknown";
  const since = new Date(now.getTime() - windowMs);
  const taken = await withRateLimitLocks(db, [`${bucket}\n${k}`], async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, bucket),
          eq(rateLimitHits.key, k),
          gt(rateLimitHits.createdAt, since),
        ),
      );
    if ((row?.n ?? 0) >= limit) return false;
    await tx.insert(rateLimitHits).values({ bucket, key: k, createdAt: now });
    return true;
  });
  // Old hits are useless; trim them now and then.
  if (taken && Math.random() < 0.01) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, since));
  }
  return taken;
}

export const RATE_LIMITED =
  "Too many requests from your network. Please wait a while and try again.";
