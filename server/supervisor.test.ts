// The supervisor (`npm run serve`) run as a process, supervising small stand-in servers: each
// start appends a line to a file (pid, restart count, Node flags), so the test can see and kill
// the current one.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.js";

const SUPERVISOR = path.resolve("server/supervisor.js");
const STARTUP_ERROR =
  "Could not connect to the PostgreSQL server in DATABASE_URL (db:5432/app): connection refused.";

interface Run {
  pid: number;
  restarts: string;
  execArgv: string[];
}

/** A stand-in server: listens, says so in RUNS_FILE, stops cleanly on SIGTERM/SIGINT. */
const LISTENING_SERVER = `
import fs from "node:fs";
import http from "node:http";
const server = http.createServer((req, res) => res.end("ok"));
server.listen(0, "127.0.0.1", () => {
  // After the cluster has told the supervisor it listens.
  setImmediate(() => {
    fs.appendFileSync(process.env.RUNS_FILE, JSON.stringify({
      pid: process.pid, restarts: process.env.SUPERVISOR_RESTARTS, execArgv: process.execArgv,
    }) + "\\n");
    if (process.env.CRASH_FIRST === "1" && process.env.SUPERVISOR_RESTARTS === "0") {
      throw new Error("the first run crashes");
    }
  });
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    fs.appendFileSync(process.env.RUNS_FILE, JSON.stringify({ stopped: signal }) + "\\n");
    server.close();
    process.exit(0);
  });
}
`;

/** Starts once (restart count 0) like LISTENING_SERVER, then fails every start like a bad setting. */
const FAILS_AFTER_FIRST_RUN = `
if (process.env.SUPERVISOR_RESTARTS !== "0") {
  console.error(${JSON.stringify(STARTUP_ERROR)});
  process.exit(1);
}
process.env.CRASH_FIRST = "1";
await import(${JSON.stringify("./listening-server.mjs")});
`;

/** Never starts. */
const NEVER_STARTS = `
console.error(${JSON.stringify(STARTUP_ERROR)});
process.exit(1);
`;

let dir: string;
let runsFile: string;
let supervisor: ChildProcess | undefined;
let stderr = "";
let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "supervisor-test-"));
  runsFile = path.join(dir, "runs.jsonl");
  fs.writeFileSync(path.join(dir, "listening-server.mjs"), LISTENING_SERVER);
  fs.writeFileSync(path.join(dir, "fails-after-first-run.mjs"), FAILS_AFTER_FIRST_RUN);
  fs.writeFileSync(path.join(dir, "never-starts.mjs"), NEVER_STARTS);
});

afterEach(async () => {
  // Its server exits by itself when the supervisor is gone (tested below).
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) {
    supervisor.kill("SIGKILL");
    await exit;
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

function startSupervisor(script: string, env: Record<string, string> = {}) {
  stderr = "";
  // One worker unless the test says otherwise (the runner's own DATABASE_URL would mean one per core).
  const { DATABASE_URL: _url, WORKERS: _workers, ...base } = process.env;
  const child = spawn(process.execPath, [SUPERVISOR, path.join(dir, script)], {
    env: { ...base, RUNS_FILE: runsFile, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  exit = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  supervisor = child;
  return child;
}

function lines(): Record<string, unknown>[] {
  if (!fs.existsSync(runsFile)) return [];
  return fs
    .readFileSync(runsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

function runs(): Run[] {
  return lines().filter((line): line is Record<string, unknown> & Run => "pid" in line);
}

async function waitFor<T>(what: string, check: () => T | undefined, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nthRun = (n: number) => waitFor(`start #${n}`, () => runs()[n - 1]);

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the supervisor", () => {
  it("starts the server with the server's Node flags and a restart count of 0", async () => {
    startSupervisor("listening-server.mjs");
    const first = await nthRun(1);
    expect(first.restarts).toBe("0");
    expect(first.execArgv).toEqual(expect.arrayContaining(SERVER_NODE_FLAGS));
  });

  it("starts a server that was killed again, counting the restarts", async () => {
    startSupervisor("listening-server.mjs");
    const first = await nthRun(1);
    process.kill(first.pid, "SIGKILL");
    const second = await nthRun(2);
    expect(second.pid).not.toBe(first.pid);
    expect(second.restarts).toBe("1");
    process.kill(second.pid, "SIGKILL");
    const third = await nthRun(3);
    expect(third.restarts).toBe("2");
    expect(stderr).toContain(`the server (pid ${first.pid}) died (signal SIGKILL)`);
    expect(stderr).toContain("(restart 1).");
    expect(stderr).toContain(`the server (pid ${second.pid}) died (signal SIGKILL)`);
    expect(stderr).toContain("(restart 2).");
    expect(supervisor?.exitCode).toBeNull();
  });

  it("starts a server that crashed again", async () => {
    startSupervisor("listening-server.mjs", { CRASH_FIRST: "1" });
    const first = await nthRun(1);
    const second = await nthRun(2);
    expect(second.restarts).toBe("1");
    expect(stderr).toContain("Error: the first run crashes");
    expect(stderr).toContain(`the server (pid ${first.pid}) died (exit code 1)`);
  });

  it.each(["SIGTERM", "SIGINT"] as const)(
    "passes %s on to the server and exits 0 once it has stopped",
    async (signal) => {
      startSupervisor("listening-server.mjs");
      const first = await nthRun(1);
      supervisor!.kill(signal);
      expect(await exit).toEqual({ code: 0, signal: null });
      expect(lines()).toContainEqual({ stopped: signal });
      expect(isRunning(first.pid)).toBe(false);
      expect(runs()).toHaveLength(1);
    },
  );

  it("stops too when the server stops cleanly by itself", async () => {
    startSupervisor("listening-server.mjs");
    const first = await nthRun(1);
    process.kill(first.pid, "SIGTERM");
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(runs()).toHaveLength(1);
  });

  it("leaves no server behind when it is killed itself", async () => {
    startSupervisor("listening-server.mjs");
    const first = await nthRun(1);
    supervisor!.kill("SIGKILL");
    await exit;
    await waitFor("the server to exit", () => (isRunning(first.pid) ? undefined : true));
  });

  it("exits as the server did when its first start fails, without retrying", async () => {
    startSupervisor("never-starts.mjs");
    expect(await exit).toEqual({ code: 1, signal: null });
    expect(stderr.trim()).toBe(STARTUP_ERROR);
  });

  it("gives up with the server's message after failed starts in a row", async () => {
    startSupervisor("fails-after-first-run.mjs");
    expect(await exit).toEqual({ code: 1, signal: null });
    expect(runs()).toHaveLength(1);
    const failures = stderr.split("\n").filter((line) => line === STARTUP_ERROR);
    expect(failures).toHaveLength(5);
    expect(stderr).toContain("failed to start 5 times in a row (exit code 1); giving up.");
    expect(stderr.trim().split("\n").at(-1)).toContain(`Its last message: ${STARTUP_ERROR}`);
  });
});

describe("the supervisor with PostgreSQL", () => {
  const POSTGRES = { DATABASE_URL: "postgres://app@db:5432/app" };

  it("runs one server per core by default", async () => {
    startSupervisor("listening-server.mjs", POSTGRES);
    const cores = os.availableParallelism();
    const first = await waitFor(`${cores} servers`, () =>
      runs().length >= cores ? runs() : undefined,
    );
    expect(first).toHaveLength(cores);
    expect(new Set(first.map((run) => run.pid)).size).toBe(cores);
    expect(first.every((run) => run.restarts === "0")).toBe(true);
  });

  it("runs WORKERS servers; a killed one comes back alone, and a stop stops them all", async () => {
    startSupervisor("listening-server.mjs", { ...POSTGRES, WORKERS: "3" });
    const three = await waitFor("three servers", () => (runs().length >= 3 ? runs() : undefined));
    const [killed, ...others] = three;
    process.kill(killed!.pid, "SIGKILL");
    const again = await nthRun(4);
    expect(again.restarts).toBe("1");
    expect(others.every((run) => isRunning(run.pid))).toBe(true);
    supervisor!.kill("SIGTERM");
    expect(await exit).toEqual({ code: 0, signal: null });
    for (const run of [...others, again]) expect(isRunning(run.pid)).toBe(false);
    expect(runs()).toHaveLength(4);
  });

  it("refuses more than one worker on the embedded database, with a sentence", async () => {
    startSupervisor("listening-server.mjs", { WORKERS: "2" });
    expect(await exit).toEqual({ code: 1, signal: null });
    expect(stderr.trim()).toBe(
      "Supervisor: WORKERS=2 needs DATABASE_URL: the embedded database belongs to one process. Unset WORKERS or set it to 1.",
    );
    expect(runs()).toHaveLength(0);
  });

  it("refuses a WORKERS that is not a number of servers", async () => {
    startSupervisor("listening-server.mjs", { ...POSTGRES, WORKERS: "many" });
    expect(await exit).toEqual({ code: 1, signal: null });
    expect(stderr).toContain('WORKERS must be a whole number from 1 to 64 (it is "many").');
  });
});
