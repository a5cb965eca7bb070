import { expect, it } from "vitest";
import { rateLimitHits } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { contactLimit, takeRateLimit, withRateLimitLocks } from "./rate-limit.server";

describeWithDatabase("rate limits", (getDb) => {
  const limit = { bucket: "test", limit: 3, windowMs: 60_000 };

  it("allows the limit within the window, refuses the rest without counting them", async () => {
    const db = getDb();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 3; i++)
      expect(await takeRateLimit(db, limit, "10.0.0.1", start)).toBe(true);
    expect(await takeRateLimit(db, limit, "10.0.0.1", start)).toBe(false);
    expect(await takeRateLimit(db, limit, "10.0.0.2", start)).toBe(true);
    expect(await takeRateLimit(db, { ...limit, bucket: "other" }, "10.0.0.1", start)).toBe(true);
    expect(await db.select().from(rateLimitHits)).toHaveLength(5);
    // Waiting out the window works: the refused hit was not counted.
    const later = new Date(start.getTime() + 60_001);
    expect(await takeRateLimit(db, limit, "10.0.0.1", later)).toBe(true);
  });

  it("of many requests arriving at once, exactly the limit pass", async () => {
    const db = getDb();
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 24 }, () => takeRateLimit(db, contactLimit(5), "10.0.0.9", now)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await db.select().from(rateLimitHits)).toHaveLength(5);
  });

  it("takes overlapping locks in one order (no deadlock) and releases them on error", async () => {
    const db = getDb();
    const order: string[] = [];
    await Promise.all([
      withRateLimitLocks(db, ["a", "b"], async () => void order.push("ab")),
      withRateLimitLocks(db, ["b", "a"], async () => void order.push("ba")),
    ]);
    expect(order.sort()).toEqual(["ab", "ba"]);
    await expect(
      withRateLimitLocks(db, ["a"], async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await withRateLimitLocks(db, ["a"], async () => "free")).toBe("free");
  });
});
