import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { sessions } from "~db/schema";
import { upsertAdmin } from "../app/features/auth/admins.server";
import { createSession } from "../app/features/auth/session.server";
import { boot, shutdown } from "./boot";

it("boot starts the expired-session and mock-attempt sweepers next to the mail worker; shutdown stops them", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "boot-"));
  try {
    const services = await boot({
      NODE_ENV: "test",
      DATA_DIR: dir,
      SEED_ON_EMPTY: "false",
      ADMIN_EMAIL: "boot@example.com",
      ADMIN_PASSWORD: "a long password 1",
    });
    const db = services.database.db;
    const admin = await upsertAdmin(db, "boot@example.com", "a long password 1");
    await createSession(db, { adminId: admin.id, userAgent: "expired", now: new Date(0) });
    await services.sessionSweeper.sweep();
    expect(await db.select().from(sessions)).toEqual([]);
    // The mock attempts' sweeper runs beside it (nothing to remove in an empty database).
    expect(await services.attemptSweeper.sweep()).toBe(0);
  } finally {
    await shutdown();
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 120_000);
