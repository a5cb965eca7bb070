import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { isDatabaseEmpty } from "~/features/admin/demo-seed.server";
import { sessions } from "~db/schema";
import { countDemoContent, removeDemoContent } from "../app/features/admin/demo-content.server";
import { countAdmins, upsertAdmin } from "../app/features/auth/admins.server";
import { createSession } from "../app/features/auth/session.server";
import { boot, createDatabaseInChild, shutdown } from "./boot";

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

it("the first start on the embedded database creates it in a child process; the server then opens it, demo admin and content included", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "boot-child-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATA_DIR: dir,
    SEED_ON_EMPTY: "true",
  };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  // What server.js does with PREPARE_DATABASE_ONLY=1, as a TypeScript script for this test.
  const script = path.join(dir, "prepare.mts");
  await fs.writeFile(
    script,
    `import { prepareDatabase } from ${JSON.stringify(path.resolve("server/boot.ts"))};\n` +
      `if (process.env.PREPARE_DATABASE_ONLY !== "1") process.exit(3);\n` +
      `await prepareDatabase();\nprocess.exit(0);\n`,
  );
  try {
    await createDatabaseInChild(["--import", "tsx", script], env);
    // The child created and filled it, and is gone: its lock on the folder is released.
    expect((await fs.readdir(path.join(dir, "db"))).includes("PG_VERSION")).toBe(true);
    const services = await boot(env);
    expect((await countDemoContent(services.database.db)).resources).toBeGreaterThan(100);
    expect(await countAdmins(services.database.db)).toBe(1);
    await shutdown();
    // Once the database exists, nothing is spawned (this script would fail).
    await createDatabaseInChild(["--import", "tsx", path.join(dir, "missing.mts")], env);
  } finally {
    await shutdown();
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 240_000);

it("a child that cannot create the database stops the start with one sentence", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "boot-child-"));
  try {
    const failing = createDatabaseInChild(["-e", "process.exit(2)"], {
      NODE_ENV: "test",
      DATA_DIR: dir,
    });
    await expect(failing).rejects.toMatchObject({
      name: "StartupError",
      message: `Could not create the embedded database in ${path.join(dir, "db")}.`,
      reported: true,
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
