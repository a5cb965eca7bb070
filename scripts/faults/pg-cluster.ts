// A throwaway PostgreSQL cluster the fault tests own, so they can stop and start it mid-test
// (scripts/pg-throwaway.sh's approach: a temp folder owned by `postgres`, 127.0.0.1, a free port).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../free-port";

const run = promisify(execFile);

export interface PgCluster {
  version: string;
  /** postgres:// URL of a database on the cluster. */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop (fast: roll back open transactions, disconnect clients), waiting until down. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest /usr/lib/postgresql/N/bin, or undefined when the server binaries are missing. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : undefined;
}

export async function createCluster(bin: string): Promise<PgCluster> {
  const root = process.getuid?.() === 0;
  if (root) {
    await run("id", ["postgres"]).catch(() =>
      run("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]),
    );
  }
  const asPostgres = (command: string, args: string[]) =>
    root ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "faults-pg-"));
  if (root) await run("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  const data = path.join(dir, "data");
  await asPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) => asPostgres(path.join(bin, "pg_ctl"), ["-D", data, ...args]);
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: PgCluster = {
    version:
      /\d+(\.\d+)?/.exec((await run(path.join(bin, "postgres"), ["--version"])).stdout)?.[0] ?? "?",
    url,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    start: async () => {
      await pgCtl("-w", "-l", path.join(dir, "server.log"), "-o", options, "start");
    },
    stop: async (mode = "fast") => {
      await pgCtl("-w", "-m", mode, "stop");
    },
    destroy: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
