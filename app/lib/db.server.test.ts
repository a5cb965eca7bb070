import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { DrizzleQueryError, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { selectRows } from "~tests/setup/rows";
import {
  isDatabaseUnavailable,
  openDatabase,
  PGLITE_SHARED_BUFFERS,
  PGLITE_WASM_FLAG,
  takeDataDirLock,
} from "./db.server";
import { StartupError } from "./startup-error";

const tmpDirs: string[] = [];
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-server-test-"));
  tmpDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tmpDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("PGlite's WebAssembly compiler", () => {
  it("is a flag this Node's V8 knows, so an upgrade that drops it fails here", () => {
    const options = execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" });
    expect(options).toContain(`  ${PGLITE_WASM_FLAG} `);
  });
});

describe("embedded database lock", () => {
  it("refuses a data folder that a live process holds, naming the process", async () => {
    const dataDir = path.join(tmpDir(), "db");
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(`${dataDir}.lock`, String(holder.pid));
      expect(() => takeDataDirLock(dataDir)).toThrow(StartupError);
      expect(() => takeDataDirLock(dataDir)).toThrow(
        `already in use by another process (pid ${holder.pid})`,
      );
    } finally {
      holder.kill();
    }
  });

  it("takes over a lock left by a process that no longer runs, and releases it", () => {
    const dataDir = path.join(tmpDir(), "db");
    fs.writeFileSync(`${dataDir}.lock`, "999999999");
    const release = takeDataDirLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it("creates the parent folder PGlite needs", () => {
    const dataDir = path.join(tmpDir(), "nested", "deeper", "db");
    const release = takeDataDirLock(dataDir);
    expect(fs.existsSync(path.dirname(dataDir))).toBe(true);
    release();
  });

  it("stops with one clear sentence when the data folder cannot be written", async () => {
    const file = path.join(tmpDir(), "a-file");
    fs.writeFileSync(file, "");
    const error = await openDatabase({ dataDir: path.join(file, "db") }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Cannot create the data directory .*a-file.*\.$/);
    expect((error as Error).message).not.toContain("\n");
  });

  it("gives the embedded database a small page cache, or the one configured", async () => {
    const shared = async (config: Parameters<typeof openDatabase>[0]) => {
      const handle = await openDatabase(config);
      try {
        const rows = await selectRows<{ shared_buffers: string }>(
          handle.db,
          sql`show shared_buffers`,
        );
        return rows[0]!.shared_buffers;
      } finally {
        await handle.close();
      }
    };
    expect(await shared({ dataDir: path.join(tmpDir(), "db") })).toBe(PGLITE_SHARED_BUFFERS);
    // In memory: the same start-up code, without writing a second database to disk.
    expect(await shared({ dataDir: "memory://", sharedBuffers: "48MB" })).toBe("48MB");
  });

  it("a second open of the same folder in another process is refused while the first runs", async () => {
    const dataDir = path.join(tmpDir(), "db");
    const handle = await openDatabase({ dataDir });
    try {
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `import("./app/lib/db.server.ts").then(m => m.openDatabase({ dataDir: ${JSON.stringify(dataDir)} })).then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); })`,
        ],
        { cwd: process.cwd() },
      );
      let stderr = "";
      child.stderr.on("data", (chunk) => (stderr += chunk));
      const code = await new Promise((resolve) => child.on("exit", resolve));
      expect(code).toBe(3);
      expect(stderr).toContain(`already in use by another process (pid ${process.pid})`);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe("PostgreSQL connection", () => {
  it("stops with one clear sentence when DATABASE_URL cannot be reached", async () => {
    const error = await openDatabase({ url: "postgres://user@127.0.0.1:1/app" }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      "Could not connect to the PostgreSQL server in DATABASE_URL (127.0.0.1:1/app): connection refused.",
    );
  });
});

describe("PostgreSQL connection timeout", () => {
  it("gives up connecting to a server that accepts but never answers after 3 s", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    const error = await openDatabase({ url: `postgres://user@127.0.0.1:${port}/app` }).catch(
      (e: unknown) => e,
    );
    const elapsed = Date.now() - started;
    silent.close();
    expect(error).toBeInstanceOf(StartupError);
    expect(elapsed).toBeGreaterThanOrEqual(2_900);
    expect(elapsed).toBeLessThan(6_000);
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises a query through Drizzle to a server that is not there, quickly", async () => {
    const pool = new pg.Pool({
      connectionString: "postgres://user@127.0.0.1:1/app",
      connectionTimeoutMillis: 3_000,
    });
    const started = Date.now();
    const error = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("recognises a server shutting down and a lost connection", () => {
    const shutdown = Object.assign(
      new Error("terminating connection due to administrator command"),
      {
        code: "57P01",
      },
    );
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: shutdown }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("counts a network error only when it came through a database query", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(isDatabaseUnavailable(reset)).toBe(false); // e.g. the S3 client's
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], reset))).toBe(true);
  });

  it("does not mistake a bad query or a constraint for an outage", () => {
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("relation does not exist"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("start-up on PostgreSQL", () => {
  it("two app servers starting at once run the once-only work one after the other", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `test_${Math.random().toString(16).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const servers = await Promise.all([1, 2].map(() => openDatabase({ url: url.toString() })));
    try {
      // Seeding as boot does it: look, and fill an empty database. Without the lock both
      // servers would find it empty.
      const seen: boolean[] = [];
      await Promise.all(
        servers.map((server) =>
          server.migrate(async () => {
            const rows = await selectRows<{ n: number }>(
              server.db,
              sql`select count(*)::int as n from blog_posts`,
            );
            const empty = rows[0]!.n === 0;
            seen.push(empty);
            if (!empty) return;
            await new Promise((resolve) => setTimeout(resolve, 300));
            await server.db.execute(sql`insert into blog_posts (title, slug, excerpt, content,
              category, author) values ('Demo', 'demo', 'x', '<p>x</p>', 'News', 'Seed')`);
          }),
        ),
      );
      expect(seen.sort()).toEqual([false, true]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

describe("the embedded database and the event loop", () => {
  it("runs its queries one per turn of the loop, so sockets are read between any two", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      let turn = 0;
      let counting = true;
      const count = () => {
        turn += 1;
        if (counting) setImmediate(count);
      };
      setImmediate(count);
      // Ten queries asked at once: PGlite alone would run them back to back in one turn.
      const turns = await Promise.all(
        Array.from({ length: 10 }, () =>
          handle.db
            .execute(sql`select sum(x) from generate_series(1, 20000) as x`)
            .then(() => turn),
        ),
      );
      counting = false;
      expect(new Set(turns).size).toBe(turns.length);
    } finally {
      await handle.close();
    }
  });
});
