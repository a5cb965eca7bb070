// Test databases: a fresh in-memory PGlite for every suite, and, when TEST_DATABASE_URL is set,
// a fresh database on that PostgreSQL server too. Tables are emptied before each test.
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  openDatabase,
  truncateAllTables,
} from "~/lib/db.server";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function createTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
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

/**
 * Runs `fn` once per test database kind, inside a describe block named after the kind.
 * `getDb()` returns the suite's database, emptied before every test.
 */
export function describeWithDatabase(
  name: string,
  fn: (getDb: () => Database, kind: TestDatabaseKind) => void,
): void {
  describe.each(testDatabaseKinds())(`${name} (%s)`, (kind) => {
    let handle: DatabaseHandle | undefined;
    beforeAll(async () => {
      handle = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await handle?.close();
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
