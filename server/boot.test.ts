import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { sessions } from "~db/schema";
import { isDatabaseEmpty } from "~db/seed";
import { countDemoContent, removeDemoContent } from "../app/features/admin/demo-content.server";
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

it("an empty site whose demo content an admin removed is not seeded again at the next start", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "boot-demo-"));
  const env = {
    NODE_ENV: "test",
    DATA_DIR: dir,
    SEED_ON_EMPTY: "true",
    ADMIN_EMAIL: "boot@example.com",
    ADMIN_PASSWORD: "a long password 1",
  };
  try {
    const first = await boot(env);
    expect((await countDemoContent(first.database.db)).resources).toBeGreaterThan(100);
    const admin = await upsertAdmin(first.database.db, "boot@example.com", "a long password 1");
    await removeDemoContent(first.database.db, first.storage, {
      adminId: admin.id,
      log: { warn: () => {} },
    });
    expect(await isDatabaseEmpty(first.database.db)).toBe(true);
    expect(await fs.readdir(path.join(dir, "uploads"))).toEqual([]);
    await shutdown();

    const second = await boot(env);
    expect(await isDatabaseEmpty(second.database.db)).toBe(true);
    expect((await countDemoContent(second.database.db)).events).toBe(0);
  } finally {
    await shutdown();
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 240_000);
