import { afterEach, expect, it, vi } from "vitest";
import { sessions } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { upsertAdmin } from "./admins.server";
import { startSessionSweeper } from "./session-sweeper.server";
import { IDLE_TIMEOUT_MS, createSession } from "./session.server";

const logger = { warn: vi.fn() };

describeWithDatabase("expired sessions on a schedule", (getDb) => {
  afterEach(() => vi.useRealTimers());

  it("the timer removes idle and expired sessions and keeps live ones; stop ends it", async () => {
    const db = getDb();
    const admin = await upsertAdmin(db, "sweep@example.com", "a long password 1");
    const now = new Date();
    await createSession(db, { adminId: admin.id, userAgent: "live", now });
    await createSession(db, {
      adminId: admin.id,
      userAgent: "idle",
      now: new Date(now.getTime() - IDLE_TIMEOUT_MS - 1000),
    });
    await createSession(db, {
      adminId: admin.id,
      userAgent: "expired",
      now: new Date(now.getTime() - 8 * 24 * 3600 * 1000),
    });

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const sweeper = startSessionSweeper({ db, logger, intervalMs: 1000, now: () => now });
    expect((await db.select().from(sessions)).length).toBe(3);
    vi.advanceTimersByTime(1000);
    await vi.waitFor(async () =>
      expect(await db.select({ userAgent: sessions.userAgent }).from(sessions)).toEqual([
        { userAgent: "live" },
      ]),
    );

    await sweeper.stop();
    await createSession(db, { adminId: admin.id, userAgent: "idle again", now: new Date(0) });
    vi.advanceTimersByTime(5000);
    await Promise.resolve();
    expect((await db.select().from(sessions)).length).toBe(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
