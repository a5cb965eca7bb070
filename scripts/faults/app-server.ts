// The production server as a child process (`node server.js` with the flags `npm run serve`'s
// supervisor gives it, but without the supervisor), so a test can kill -9 it, restart it itself on
// the same data, and read its memory use. scripts/faults/supervisor.ts runs it supervised.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../free-port";
import { SERVER_NODE_FLAGS } from "../server-node-flags.js";
import { request, sleep } from "./http";

export interface AppServer {
  baseURL: string;
  pid: number;
  /** Milliseconds from spawning the process to /readyz answering 200. */
  readyMs: number;
  /** Resident memory of the server process in bytes (from /proc), or undefined once it is gone. */
  rssBytes(): number | undefined;
  /**
   * Memory in use after a full garbage collection (heap + external, which holds PGlite's
   * WebAssembly memory); only with `memoryProbe`.
   */
  liveBytes(): Promise<number>;
  /** SIGKILL: no clean-up, no lock release, whatever is in flight is cut off. */
  kill9(): Promise<void>;
  /** SIGTERM: the server's own clean shutdown. */
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /** DATA_DIR: the embedded database, outbox and uploads. */
  dataDir: string;
  /** Unset or empty: the embedded database in dataDir. */
  databaseUrl?: string;
  /** Where the server's output goes (appended). */
  logFile: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** Load scripts/faults/memory-probe.cjs into the server, for liveBytes(). */
  memoryProbe?: boolean;
}

export function ensureBuilt() {
  if (!fs.existsSync(path.resolve("build/server/index.js"))) {
    throw new Error("The app is not built: run `npm run build` first (or drop --no-build).");
  }
}

/** The production server's environment for a test: on 127.0.0.1:port, nothing from a .env. */
export function serverEnv(
  options: Pick<AppServerOptions, "dataDir" | "databaseUrl" | "env">,
  port: number,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    // Empty counts as unset, and keeps a developer's .env from choosing another database.
    DATABASE_URL: options.databaseUrl ?? "",
    SMTP_URL: "",
    S3_ENDPOINT: "",
    S3_BUCKET: "",
    S3_ACCESS_KEY_ID: "",
    S3_SECRET_ACCESS_KEY: "",
    SITE_URL: "",
    COOKIE_SECURE: "false",
    LOG_LEVEL: "warn",
    ...options.env,
  };
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = await freePort();
  const log = fs.openSync(options.logFile, "a");
  const started = performance.now();
  const probe = path.join(import.meta.dirname, "memory-probe.cjs");
  const args = options.memoryProbe
    ? [...SERVER_NODE_FLAGS, "--expose-gc", "--require", probe, "server.js"]
    : [...SERVER_NODE_FLAGS, "server.js"];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: serverEnv(options, port),
    stdio: ["ignore", log, log, ...(options.memoryProbe ? (["ipc"] as const) : [])],
  });
  fs.closeSync(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited during start-up: see ${options.logFile}\n${tail(options.logFile)}`,
      );
    }
    try {
      if ((await request(`${baseURL}/readyz`, { timeoutMs: 2_000 })).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server was not ready in time: see ${options.logFile}`);
    }
    await sleep(50);
  }
  const readyMs = performance.now() - started;
  const pid = child.pid!;
  return {
    baseURL,
    pid,
    readyMs,
    rssBytes: () => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
        const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : undefined;
      } catch {
        return undefined;
      }
    },
    liveBytes: () =>
      new Promise((resolve, reject) => {
        if (!child.send) return reject(new Error("the server runs without the memory probe"));
        child.once("message", (usage) => {
          const { heapUsed, external } = usage as { heapUsed: number; external: number };
          resolve(heapUsed + external);
        });
        child.send("memory");
      }),
    kill9: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function tail(file: string, lines = 15) {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}
