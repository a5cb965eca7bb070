// The one module that knows which PostgreSQL driver is in use (DESIGN.md D2).
// DATABASE_URL set: a `pg` pool to a real server. Unset: PGlite in-process, persisted on disk
// and guarded by a lock file, because PGlite itself does not stop a second process from opening
// (and corrupting) the same folder.
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { DrizzleQueryError } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "~db/schema";
import { StartupError } from "./startup-error";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = "pglite" | "pg";

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Applies the committed drizzle-kit migrations (idempotent). */
  /**
   * Applies the migrations, then runs `thenOnce` (start-up work such as seeding an empty
   * database) before another app server starting at the same moment may begin its own.
   */
  migrate(thenOnce?: () => Promise<void>): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from any process using the database), and
   * `onState` when the feed drops (notifications may be missed) or is back. Returns `stop`.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onState?: (connected: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { url: string; poolSize?: number }
  /**
   * A folder on disk, or "memory://" for a throwaway in-memory database (tests), optionally
   * filled from a `dumpDataDir()` tarball first.
   */
  | { dataDir: string; sharedBuffers?: string; loadDataDir?: Blob };

/**
 * PGlite's page cache (PostgreSQL's `shared_buffers`). PostgreSQL's default of 128 MB is all
 * resident in PGlite from the start (its WebAssembly memory is touched at start-up), and was
 * most of the server's memory; reads it misses come from the operating system's file cache.
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
// Any fixed number: it only has to be the same for every app server migrating one database.
const MIGRATION_LOCK_KEY = 720_315_001;

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return "url" in config
    ? openPostgres(config.url, config.poolSize)
    : openPglite(config.dataDir, config.sharedBuffers, config.loadDataDir);
}

// Two bounds: connecting to the server gives up after 3 s, so while it is down or unreachable a
// page fails promptly (a 503) instead of hanging; waiting for a free pooled connection, which
// under heavy load is normal, gives up only after 15 s.
const CONNECT_TIMEOUT_MS = 3_000;
const POOL_WAIT_TIMEOUT_MS = 15_000;

// Not named "…Pool…": Drizzle tells a pool from a client by its constructor's name.
class ClientWithConnectTimeout extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // The pool listens for errors only while a client is idle. A client checked out between two
    // statements (inside a transaction: a subscription, a mail's result) that loses its server
    // would emit an unhandled 'error' and end the process; with this listener its next query
    // fails instead (a 503), and the pool drops it.
    this.on("error", () => {});
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    Client: ClientWithConnectTimeout,
    connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server (a restart) must not crash the process; the next query
  // gets a fresh connection.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(
      `Could not connect to the PostgreSQL server in DATABASE_URL (${describeUrl(url)}): ${reason(error)}.`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: "pg",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: async (thenOnce) => {
      // Several app servers may start at once against one database: migrate (and seed) one at a
      // time, so the second finds the work done.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        await thenOnce?.();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotify, onState) => listenPostgres(url, channel, onNotify, onState),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs one connection of its own for as long as it listens. When it drops (a server
 * restart), reconnect with backoff; `onState(false)` tells the caller notifications may be lost.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (connected: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;
  const identifier = pg.escapeIdentifier(channel);

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    next.on("error", () => {});
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = undefined;
      onState(false);
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${identifier}`);
    client = next;
    delay = 500;
    onState(true);
  };
  const schedule = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      connect().catch(() => {
        delay = Math.min(delay * 2, 30_000);
        schedule();
      });
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler only. By default it recompiles the
 * hot functions with its optimizing compiler in background threads, whose memory the process
 * keeps: an idle server on the demo content measured about 60 MB more, and no faster uncached
 * page (ADR 047's memory figures). Set before the first PGlite is compiled; a V8 without the
 * flag ignores it (db.server.test.ts checks this Node has it).
 */
export const PGLITE_WASM_FLAG = "--liftoff-only";
let wasmFlagSet = false;
function compileWasmWithBaselineOnly() {
  if (wasmFlagSet) return;
  wasmFlagSet = true;
  v8.setFlagsFromString(PGLITE_WASM_FLAG);
}

/**
 * The PGlite client itself, holding the data folder's lock until closed (the app's handle, and
 * backups: `loadDataDir` fills a new folder from a `dumpDataDir()` tarball).
 */
export async function openPgliteClient(
  dataDir: string,
  options: { loadDataDir?: Blob; sharedBuffers?: string } = {},
): Promise<{ client: PGlite; releaseLock: () => void }> {
  const inMemory = dataDir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : takeDataDirLock(dataDir);
  compileWasmWithBaselineOnly();
  try {
    // pg_trgm backs the admin screens' substring searches (migration 0005), as on PostgreSQL.
    const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir), {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`,
      ],
    });
    return { client, releaseLock };
  } catch (error) {
    releaseLock();
    throw new StartupError(
      `Could not open the embedded database in ${path.resolve(dataDir)}: ${reason(error)}.`,
    );
  }
}

/**
 * PGlite runs each query synchronously on the server's one thread, and its queue starts the next
 * query as soon as one ends, in the same turn of the event loop: a queue of searches kept the loop
 * from reading sockets for 300–700 ms, and a /healthz waited behind them. Here the queries go one
 * at a time, each after a setImmediate, which Node runs only after the next read of the sockets;
 * so between any two queries every waiting request gets its turn (ADR 051).
 */
const WAIT_FOR_PREVIOUS_MS = 100;

function oneQueryPerTurn(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  let last: Promise<unknown> = Promise.resolve();
  const next = <T>(run: () => Promise<T>): Promise<T> => {
    const previous = last;
    // The wait for the query before is bounded: past WAIT_FOR_PREVIOUS_MS (a long query, or one
    // that cannot end until a later one does) the next goes to PGlite's own queue, as without this.
    const turn = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, WAIT_FOR_PREVIOUS_MS);
      void previous.finally(() => {
        clearTimeout(timer);
        resolve();
      });
    }).then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    const result = turn.then(run);
    last = result.catch(() => {});
    return result;
  };
  client.query = ((...args: Parameters<typeof query>) =>
    next(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) =>
    next(() => exec(...args))) as typeof client.exec;
}

async function openPglite(
  dataDir: string,
  sharedBuffers?: string,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const { client, releaseLock } = await openPgliteClient(dataDir, { sharedBuffers, loadDataDir });
  oneQueryPerTurn(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    migrate: async (thenOnce) => {
      // One process at a time already: the data folder's lock.
      await migratePglite(drizzlePglite(client, { schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
      await thenOnce?.();
    },
    listen: async (channel, onNotify, onState) => {
      const unlisten = await client.listen(channel, onNotify);
      onState?.(true);
      return () => unlisten();
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Creates `<dataDir>.lock` holding our pid, or refuses when a live process holds it.
 * A lock left by a crashed process (its pid no longer runs) is taken over.
 * Returns the function that releases it.
 */
export function takeDataDirLock(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const lockPath = `${dir}.lock`;
  try {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
  } catch (error) {
    throw new StartupError(
      `Cannot create the data directory ${path.dirname(dir)}: ${reason(error)}; set DATA_DIR to a writable folder or DATABASE_URL to a PostgreSQL server.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if (errorCode(error) !== "EEXIST") {
        throw new StartupError(
          `Cannot write to the data directory ${path.dirname(dir)}: ${reason(error)}; set DATA_DIR to a writable folder or DATABASE_URL to a PostgreSQL server.`,
        );
      }
      const holder = Number.parseInt(readOrEmpty(lockPath), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new StartupError(
          `The embedded database in ${dir} is already in use by another process (pid ${holder}); stop that process first, or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new StartupError(`Could not take the lock file ${lockPath}.`);
}

/** The Postgres error code (e.g. 23505) of an error thrown by either driver through Drizzle. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = errorCode(e);
    if (code && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

// SQLSTATEs meaning "the server cannot serve us now" rather than "this query is wrong":
// connection exceptions (class 08), shutdown and start-up (57P01-57P03), too many connections.
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);
// node-postgres reports a lost or timed-out connection by message only.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when an error thrown by either driver (through Drizzle) means the database server is
 * down or unreachable, as opposed to a bad query or a constraint violation. A network error
 * counts only when it came through a database query, not, say, from the S3 client.
 */
export function isDatabaseUnavailable(error: unknown, fromQuery = false): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DrizzleQueryError) fromQuery = true;
    const code = errorCode(e);
    if (code && UNAVAILABLE_SQLSTATES.test(code)) return true;
    if (code && fromQuery && UNAVAILABLE_ERRNOS.has(code)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((x) => isDatabaseUnavailable(x, fromQuery))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function reason(error: unknown): string {
  const code = errorCode(error);
  const messages: Record<string, string> = {
    ECONNREFUSED: "connection refused",
    ENOTFOUND: "host not found",
    ETIMEDOUT: "connection timed out",
    EACCES: "permission denied",
    EROFS: "read-only file system",
    ENOTDIR: "a path component is a file, not a folder",
    "28P01": "password authentication failed",
    "3D000": "the database does not exist",
  };
  if (code && messages[code]) return messages[code];
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]?.replace(/\.$/, "") || "unknown error";
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "an invalid URL";
  }
}
