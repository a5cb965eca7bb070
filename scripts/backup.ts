// Backups of either database (npm run db:backup / db:restore).
// - Embedded (PGlite): a gzipped tarball of the data folder from PGlite's dumpDataDir(), taken
//   after a CHECKPOINT. PGlite serves one process at a time, so the server must be stopped
//   first: a backup or restore refuses while another process holds the lock.
// - PostgreSQL: pg_dump's custom format; restored with pg_restore. The server keeps running.
// A restore refuses a target that already holds a database unless `force` is set.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase, openPgliteClient, takeDataDirLock } from "~/lib/db.server";

const run = promisify(execFile);

/** The database to back up or restore into: the app's DATABASE_URL, or its PGlite folder. */
export type BackupTarget = { url: string } | { dataDir: string };
export type BackupKind = "pglite" | "pg";

/** A problem the operator can fix, told in one sentence. */
export class BackupError extends Error {
  override name = "BackupError";
}

export const BACKUP_EXTENSIONS: Record<BackupKind, string> = { pglite: "tar.gz", pg: "pgdump" };

export function kindOf(target: BackupTarget): BackupKind {
  return "url" in target ? "pg" : "pglite";
}

/** What a backup file holds, from its first bytes (gzip: PGlite tarball; PGDMP: pg_dump). */
export function backupKindOfFile(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.toString("latin1") === "PGDMP") return "pg";
  return undefined;
}

export function describeTarget(target: BackupTarget): string {
  if ("dataDir" in target) return `the embedded database in ${path.resolve(target.dataDir)}`;
  try {
    const url = new URL(target.url);
    return `the PostgreSQL database ${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "the PostgreSQL database in DATABASE_URL";
  }
}

/** Writes a backup of `target` to `file` (via a temporary file, so a failure leaves none). */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ bytes: number }> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if ("dataDir" in target) {
      if (!isPgliteDataDir(target.dataDir)) {
        throw new BackupError(
          `There is no embedded database in ${path.resolve(target.dataDir)}: set DATA_DIR to the app's data folder, or DATABASE_URL for a PostgreSQL server.`,
        );
      }
      refuseWhileInUse(target.dataDir);
      const { client, releaseLock } = await openPgliteClient(target.dataDir);
      try {
        // Everything in the data files, so the copy needs no WAL replay to be complete.
        await client.query("checkpoint");
        const tarball = await client.dumpDataDir("gzip");
        fs.writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
      } finally {
        await client.close();
        releaseLock();
      }
    } else {
      const { url, env } = connectionFor(target.url);
      await pgTool("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${url}`], env);
    }
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { bytes: fs.statSync(file).size };
}

/**
 * Restores `file` into `target`. Refuses a backup of the other kind, and a target that already
 * holds a database unless `force` (then that database is replaced).
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { force = false } = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`The backup file ${file} does not exist.`);
  const fileKind = backupKindOfFile(file);
  const targetKind = kindOf(target);
  if (!fileKind) {
    throw new BackupError(`${file} is not a backup made by npm run db:backup.`);
  }
  if (fileKind !== targetKind) {
    throw new BackupError(
      fileKind === "pglite"
        ? `${file} is a backup of the embedded database, but DATABASE_URL is set: unset it to restore into DATA_DIR.`
        : `${file} is a PostgreSQL backup (pg_dump), but DATABASE_URL is not set: set it to the PostgreSQL database to restore into.`,
    );
  }
  if ("dataDir" in target) await restorePglite(target.dataDir, file, force);
  else await restorePostgres(target.url, file, force);
}

async function restorePglite(dataDir: string, file: string, force: boolean) {
  const dir = path.resolve(dataDir);
  refuseWhileInUse(dir);
  if (isPgliteDataDir(dir) && !force) {
    throw new BackupError(
      `${dir} already holds a database: pass --force to replace it with the backup.`,
    );
  }
  if (fs.existsSync(dir) && !isPgliteDataDir(dir) && fs.readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} is not empty and holds no database: choose another DATA_DIR.`);
  }
  // Held throughout, so no server opens the folder half-way. The backup is unpacked beside the
  // target and swapped in only once it opens, so a failure leaves the old database as it was.
  const releaseTarget = takeDataDirLock(dir);
  try {
    const staging = `${dir}.restoring`;
    const replaced = `${dir}.replaced`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(replaced, { recursive: true, force: true });
    const { client, releaseLock } = await openPgliteClient(staging, {
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    try {
      await client.query("select 1");
    } finally {
      await client.close();
      releaseLock();
    }
    if (fs.existsSync(dir)) fs.renameSync(dir, replaced);
    fs.renameSync(staging, dir);
    fs.rmSync(replaced, { recursive: true, force: true });
  } finally {
    releaseTarget();
  }
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to ${describeTarget({ url: databaseUrl })}: ${(error as Error).message}.`,
    );
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
       where s.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    );
    if ((rows[0]?.n ?? 0) > 0) {
      if (!force) {
        throw new BackupError(
          `${describeTarget({ url: databaseUrl })} already has tables: pass --force to replace them with the backup, or restore into a new database.`,
        );
      }
      // Everything the app keeps: its tables, functions and migration history.
      await client.query(`drop schema if exists drizzle cascade;
        drop schema public cascade;
        create schema public;
        grant usage on schema public to public`);
    }
  } finally {
    await client.end();
  }
  const { url, env } = connectionFor(databaseUrl);
  // Extension comments belong to the extension's owner: a restore as the app's (non-superuser)
  // role cannot set them, so they are left out of the list of what to restore.
  const { stdout: contents } = await pgTool("pg_restore", ["--list", file], env);
  const list = `${file}.list-${process.pid}`;
  fs.writeFileSync(
    list,
    contents
      .split("\n")
      .filter((line) => !/ COMMENT - EXTENSION /.test(line))
      .join("\n"),
  );
  try {
    await pgTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-acl",
        "--exit-on-error",
        "--single-transaction",
        `--use-list=${list}`,
        `--dbname=${url}`,
        file,
      ],
      env,
    );
  } finally {
    fs.rmSync(list, { force: true });
  }
}

/** Rows and a checksum of every table the app keeps (public and drizzle schemas), by name. */
export async function summarizeTables(
  db: Database,
): Promise<Record<string, { rows: number; checksum: string }>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_schema || '.' || table_name as name
      from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`),
  );
  const summary: Record<string, { rows: number; checksum: string }> = {};
  for (const { name } of tables) {
    const quoted = name
      .split(".")
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join(".");
    const [row] = rowsOf<{ rows: number; checksum: string }>(
      await db.execute(
        sql.raw(`select count(*)::int as rows,
          md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
          from ${quoted} t`),
      ),
    );
    summary[name] = { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? "" };
  }
  return summary;
}

/** Opens `target` (migrating nothing) just long enough to summarize its tables. */
export async function summarizeTarget(target: BackupTarget) {
  const handle = await openDatabase(target);
  try {
    return await summarizeTables(handle.db);
  } finally {
    await handle.close();
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function isPgliteDataDir(dataDir: string) {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"));
}

/** PGlite serves one process at a time: refuse while a live process (the server) holds it. */
function refuseWhileInUse(dataDir: string) {
  const lockFile = `${path.resolve(dataDir)}.lock`;
  let holder = Number.NaN;
  try {
    holder = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
  } catch {
    return; // no lock file
  }
  if (!Number.isInteger(holder) || holder === process.pid) return;
  try {
    process.kill(holder, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return; // stale lock
  }
  throw new BackupError(
    `The embedded database in ${path.resolve(dataDir)} is in use by process ${holder} (the server?): stop it first; the embedded database serves one process at a time.`,
  );
}

/** The URL without its password (visible in the process list) and the password in the env. */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** pg_dump or pg_restore: the newest in /usr/lib/postgresql/N/bin, else the one on PATH. */
export function findPgTool(name: "pg_dump" | "pg_restore"): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", name)))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (newest) return path.join(root, newest, "bin", name);
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

async function pgTool(name: "pg_dump" | "pg_restore", args: string[], env: NodeJS.ProcessEnv) {
  const tool = findPgTool(name);
  if (!tool) {
    throw new BackupError(
      `${name} was not found (in /usr/lib/postgresql/*/bin or on PATH): install the PostgreSQL client tools, e.g. apt-get install postgresql-client.`,
    );
  }
  try {
    return await run(tool, args, { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? "").trim();
    throw new BackupError(
      `${name} failed: ${stderr.split("\n")[0]?.replace(/^pg_\w+: (error: )?/, "") || (error as Error).message}`.replace(
        /\.?$/,
        ".",
      ),
    );
  }
}
