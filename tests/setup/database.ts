// Test databases: an in-memory PGlite for every suite, started from a migrated snapshot
// (tests/setup/pglite-snapshot.ts), and, when TEST_DATABASE_URL is set, a fresh database on that
// PostgreSQL server too. Tables are emptied before each test.
import crypto from "node:crypto";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/lib/db.server";
import * as schema from "~db/schema";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/** The migrated snapshot's tarball, read once per test file. */
let snapshot: Blob | undefined;
function migratedSnapshot(): Blob | undefined {
  const file = inject("pgliteSnapshot");
  if (!snapshot && file && fs.existsSync(file)) snapshot = new Blob([fs.readFileSync(file)]);
  return snapshot;
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const loadDataDir = migratedSnapshot();
    const handle = await openDatabase({ dataDir: "memory://", loadDataDir });
    // Without the snapshot (a config without its globalSetup), migrate from scratch.
    if (!loadDataDir) await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ALL_TABLES = Object.values(schema)
  .filter((value) => typeof value === "object" && value !== null && "getSQL" in value)
  .map((table) => sql`${table}`);

/** Empties every table (moved here from app/lib/db.server.ts: only tests use it). */
export async function truncateAllTables(db: Database): Promise<void> {
  if (ALL_TABLES.length === 0) return;
  await db.execute(sql`truncate table ${sql.join(ALL_TABLES, sql`, `)} restart identity cascade`);
}

const SHARED = Symbol.for("tests/setup/database: shared PGlite");
type WithShared = typeof globalThis & { [SHARED]?: Promise<DatabaseHandle> };

/**
 * One PGlite per test worker, shared by the suites of every file the worker runs (the db project
 * does not isolate its files), emptied before each test like any suite's database. Kept on
 * globalThis, so a worker never holds more than one, and closed when the worker exits.
 */
function sharedPglite(): Promise<DatabaseHandle> {
  const global = globalThis as WithShared;
  global[SHARED] ??= createTestDatabase("pglite");
  return global[SHARED];
}

/**
 * Runs `fn` once per test database kind, inside a describe block named after the kind.
 * `getDb()` returns the suite's database, emptied before every test: on PGlite the worker's
 * shared one, on PostgreSQL a database of the suite's own.
 */
export function describeWithDatabase(
  name: string,
  fn: (getDb: () => Database, kind: TestDatabaseKind) => void,
): void {
  describe.each(testDatabaseKinds())(`${name} (%s)`, (kind) => {
    let handle: DatabaseHandle | undefined;
    beforeAll(async () => {
      handle = kind === "pglite" ? await sharedPglite() : await createTestDatabase(kind);
    });
    afterAll(async () => {
      if (kind !== "pglite") await handle?.close();
    });
    beforeEach(async () => {
      if (handle) await truncateAllTables(handle.db);
    });
    fn(() => {
      if (!handle) throw new Error("test database is not open yet");
      return handle.db;
    }, kind);
  });
}
