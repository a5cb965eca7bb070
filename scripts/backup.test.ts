// npm run db:backup / db:restore on both drivers: a database with rows in every table is backed
// up, restored into a fresh database, and compared table by table (row counts and checksums).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { recordAudit } from "~/lib/audit.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { auditLog, newsletterSubscriptions } from "~db/schema";
import { testDatabaseKinds } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import {
  BACKUP_EXTENSIONS,
  BackupError,
  backupDatabase,
  type BackupTarget,
  restoreDatabase,
  summarizeTarget,
} from "./backup";

/** Demo content plus rows in some tables the seed leaves empty. */
async function fill(db: Database) {
  await seedDemoContent(db);
  const admin = await upsertAdmin(db, "backup-admin@example.com", "a long enough password");
  await db.transaction((tx) =>
    recordAudit(tx, { adminId: admin.id, action: "resource.create", entity: "resource" }),
  );
  await db.insert(newsletterSubscriptions).values({
    email: "reader@example.com",
    status: "confirmed",
    unsubscribeTokenHash: crypto.randomBytes(32).toString("hex"),
  });
}

interface Fixture {
  /** A new, empty target (a folder or a database on the server). */
  freshTarget(): Promise<BackupTarget>;
  cleanUp(): Promise<void>;
}

function pgliteFixture(root: string): Fixture {
  let n = 0;
  return {
    freshTarget: async () => ({ dataDir: path.join(root, `db-${++n}`, "db") }),
    cleanUp: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

function postgresFixture(serverUrl: string): Fixture {
  const names: string[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  return {
    freshTarget: async () => {
      const name = `backup_${crypto.randomBytes(6).toString("hex")}`;
      await admin(`create database ${name}`);
      names.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { url: url.toString() };
    },
    cleanUp: async () => {
      for (const name of names) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

describe.each(testDatabaseKinds())("database backups (%s)", (kind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  const fixture =
    kind === "pglite" ? pgliteFixture(root) : postgresFixture(process.env.TEST_DATABASE_URL!);
  const backupFile = path.join(
    root,
    `backup.${BACKUP_EXTENSIONS[kind === "pglite" ? "pglite" : "pg"]}`,
  );
  let source: BackupTarget;
  let original: Awaited<ReturnType<typeof summarizeTarget>>;

  beforeAll(async () => {
    source = await fixture.freshTarget();
    const handle = await openDatabase(source);
    try {
      await handle.migrate();
      await fill(handle.db);
    } finally {
      await handle.close();
    }
    original = await summarizeTarget(source);
    await backupDatabase(source, backupFile);
  }, 120_000);
  afterAll(async () => {
    await fixture.cleanUp();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("the source has rows to compare", () => {
    for (const table of [
      "drizzle.__drizzle_migrations",
      "public.admins",
      "public.audit_log",
      "public.blog_posts",
      "public.newsletter_subscriptions",
      "public.resources",
    ]) {
      expect(original[table]?.rows, table).toBeGreaterThan(0);
    }
  });

  it("restores into a fresh database with the same tables, row counts and rows", async () => {
    const target = await fixture.freshTarget();
    await restoreDatabase(target, backupFile);
    expect(await summarizeTarget(target)).toEqual(original);

    // The restored database works as the app's: migrations are up to date, identities go on.
    const handle = await openDatabase(target);
    try {
      await handle.migrate();
      await handle.db.transaction((tx) =>
        recordAudit(tx, { adminId: null, action: "resource.delete", entity: "resource" }),
      );
      const ids = await handle.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .orderBy(desc(auditLog.id));
      expect(ids).toHaveLength(2);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("refuses to replace an existing database without --force, and replaces it with it", async () => {
    const target = await fixture.freshTarget();
    await restoreDatabase(target, backupFile);
    const handle = await openDatabase(target);
    try {
      await handle.db.delete(newsletterSubscriptions);
    } finally {
      await handle.close();
    }
    await expect(restoreDatabase(target, backupFile)).rejects.toThrow(
      /already (holds a database|has tables): pass --force/,
    );
    await restoreDatabase(target, backupFile, { force: true });
    expect(await summarizeTarget(target)).toEqual(original);
  }, 120_000);

  it("refuses a backup made for the other driver", async () => {
    const other: BackupTarget =
      kind === "pglite" ? { url: "postgres://x@127.0.0.1:1/x" } : { dataDir: path.join(root, "x") };
    await expect(restoreDatabase(other, backupFile)).rejects.toBeInstanceOf(BackupError);
  });

  if (kind === "pglite") {
    it("refuses while the server holds the embedded database", async () => {
      const dataDir = (source as { dataDir: string }).dataDir;
      // The parent process stands in for a running server holding the lock.
      fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
      try {
        await expect(backupDatabase(source, path.join(root, "b.tar.gz"))).rejects.toThrow(
          /in use by process \d+ \(the server\?\): stop it first/,
        );
        await expect(restoreDatabase(source, backupFile, { force: true })).rejects.toThrow(
          /in use by process/,
        );
      } finally {
        fs.rmSync(`${dataDir}.lock`, { force: true });
      }
    });
  }
});
