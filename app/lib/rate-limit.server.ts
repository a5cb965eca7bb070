import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { rateLimitHits } from "../../db/schema";

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

/**
 * Counts one hit for `key` (a client address) and says whether it is within the limit.
 * Refused hits are not counted, so waiting out the window always works.
 */
export async function takeRateLimit(
  db: Database,
  { bucket, limit, windowMs }: RateLimit,
  key: string | null,
  now = new Date(),
): Promise<boolean> {
  const k = key ?? "unknown";
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
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
  await db.insert(rateLimitHits).values({ bucket, key: k, createdAt: now });
  // Old hits are useless; trim them now and then.
  if (Math.random() < 0.01)
    await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, since));
  return true;
}

export const RATE_LIMITED =
  "Too many requests from your network. Please wait a while and try again.";
