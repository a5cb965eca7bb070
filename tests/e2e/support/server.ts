// An extra production server for tests that need their own database: prepare the embedded
// database first (migrate, insert rows), then serve it on a free port.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "../../../app/lib/db.server";
import { freePort } from "../../../scripts/free-port";

export interface TestServer {
  baseURL: string;
  /** The server's DATA_DIR (database, uploads, outbox). */
  dataDir: string;
  /** Stops the server; its data folder is removed unless `keepData` (then the caller removes it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Starts a server on a fresh embedded database that `prepare` has written to. */
export async function startServerWith(
  prepare: (db: Database) => Promise<void>,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-extra-"));
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    await handle.migrate();
    await prepare(handle.db);
  } finally {
    await handle.close();
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_ON_EMPTY: "false",
      ...env,
    },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Seeding the demo content at start takes longer on a busy machine.
  const deadline = Date.now() + (env.SEED_ON_EMPTY === "true" ? 180_000 : 60_000);
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error("the extra test server did not start");
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseURL,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
