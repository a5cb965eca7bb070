// The supervisor under fire: the production server started as `npm run serve` starts it
// (server/supervisor.js), under reads, newsletter sign-ups and admin resource writes, while the
// server process (the supervisor's worker, not the supervisor) is killed with SIGKILL a few times.
// After each kill /healthz must answer 200 again within RECOVERY_BUDGET_MS, with the restart count;
// every write acknowledged (2xx/3xx) must still be there, through the app and in the database; and
// SIGTERM must stop the supervisor and its server with exit code 0.
import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../free-port";
import { serverEnv, tail } from "./app-server";
import { type Acked, missingInDatabase, missingThroughApp, resourceFields } from "./durability";
import { postForm, request, signInAdmin, sleep } from "./http";

export const RECOVERY_BUDGET_MS = 5_000;
// Longer than the supervisor's STABLE_MS (5 s), so each kill is restarted at once rather than
// taken for a crash loop and delayed.
const UP_BETWEEN_KILLS_MS = [6_000, 9_000] as const;
const READ_PATHS = ["/", "/resources", "/blog", "/healthz"];
const SUBSCRIBERS = 4;
const RESOURCE_WRITERS = 2;
const READERS = 2;

export interface SupervisorOptions {
  driver: "pglite" | "pg";
  kills: number;
  /** For "pg": an empty database. */
  databaseUrl?: string;
  workDir: string;
  log: (line: string) => void;
}

export interface SupervisorResult {
  driver: "pglite" | "pg";
  kills: number;
  /** Per kill: milliseconds from the SIGKILL to /healthz answering 200 (null: it never did). */
  recoveryMs: (number | null)[];
  /** The count /healthz showed after each kill. */
  restartsShown: (number | null)[];
  /** The supervisor's "restarting it" lines in its log. */
  restartLines: number;
  acknowledged: { subscriptions: number; resources: number; reads: number };
  /** Acknowledged writes missing afterwards (must be 0). */
  lost: number;
  /** Requests that got no answer: the server was down. */
  unanswered: number;
  /** Answers with an error status (must be 0: the server listens only once it is ready). */
  errors: number;
  /** The supervisor's exit code after SIGTERM (must be 0). */
  stopExitCode: number | null;
  failures: string[];
}

export async function runSupervisor(options: SupervisorOptions): Promise<SupervisorResult> {
  const { driver, kills, log } = options;
  const prefix = `sup${crypto.randomBytes(4).toString("hex")}`;
  const admin = {
    email: "faults-admin@example.com",
    password: crypto.randomBytes(18).toString("base64url"),
  };
  const dataDir = path.join(options.workDir, `supervisor-${driver}`);
  const logFile = path.join(options.workDir, `supervisor-${driver}.log`);
  const result: SupervisorResult = {
    driver,
    kills,
    recoveryMs: [],
    restartsShown: [],
    restartLines: 0,
    acknowledged: { subscriptions: 0, resources: 0, reads: 0 },
    lost: 0,
    unanswered: 0,
    errors: 0,
    stopExitCode: null,
    failures: [],
  };
  const fail = (problem: string) => {
    result.failures.push(problem);
    log(`FAIL ${problem}`);
  };

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, "a");
  const supervisor: ChildProcess = spawn(process.execPath, ["server/supervisor.js"], {
    env: serverEnv(
      {
        dataDir,
        databaseUrl: options.databaseUrl,
        env: {
          SEED_ON_EMPTY: "false",
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          // Every sign-up comes from this one address.
          NEWSLETTER_SIGNUPS_PER_HOUR: "100000",
          // One server, so each kill takes the site down and its restart is the one measured
          // (with PostgreSQL the default is one per core; server/supervisor.test.ts covers those).
          WORKERS: "1",
        },
      },
      port,
    ),
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) =>
    supervisor.once("exit", (code) => resolve(code)),
  );
  const supervisorPid = supervisor.pid!;

  const acked: Acked = { subscriptions: new Set(), resources: new Set() };
  let running = true;
  const loops: Promise<void>[] = [];
  try {
    await waitForReady(baseURL, supervisor, logFile);
    const first = await healthz(baseURL);
    if (first?.restarts !== 0) fail(`/healthz at start: ${JSON.stringify(first?.body)}`);
    log(`supervised server up (${driver}, fresh database), server pid ${serverPid(supervisorPid)}`);

    // Admin sessions live in the database, so the cookie outlives the server processes.
    const cookie = await signInAdmin(baseURL, admin.email, admin.password);
    let counter = 0;
    // Each loop keeps going through the kills; a request the server never answered is retried
    // with a new key after a moment (it may or may not have been written: it was not acknowledged).
    const loop = (once: () => Promise<void>) =>
      (async () => {
        while (running) {
          try {
            await once();
          } catch {
            result.unanswered++;
            await sleep(50);
          }
        }
      })();
    const subscribe = async () => {
      const email = `${prefix}-s${++counter}@example.com`;
      const response = await postForm(baseURL, "/newsletter", { email, variant: "home", js: "1" });
      if (response.status === 200 && response.body.includes('"subscribed"')) {
        acked.subscriptions.add(email);
      } else {
        result.errors++;
        fail(`sign-up answered HTTP ${response.status}`);
      }
    };
    const addResource = async () => {
      const title = `${prefix}-r${++counter}`;
      const response = await postForm(baseURL, "/admin/resources", resourceFields(title), {
        headers: { Cookie: cookie },
      });
      const location = String(response.headers.location);
      if (
        response.status >= 300 &&
        response.status < 400 &&
        location.startsWith("/admin/resources")
      ) {
        acked.resources.add(title);
      } else {
        result.errors++;
        fail(`resource write answered HTTP ${response.status} (${location})`);
      }
    };
    const read = async () => {
      const page = READ_PATHS[++counter % READ_PATHS.length]!;
      const response = await request(`${baseURL}${page}`, { timeoutMs: 10_000 });
      if (response.status === 200) result.acknowledged.reads++;
      else {
        result.errors++;
        fail(`GET ${page} answered HTTP ${response.status}`);
      }
    };
    loops.push(
      ...Array.from({ length: SUBSCRIBERS }, () => loop(subscribe)),
      ...Array.from({ length: RESOURCE_WRITERS }, () => loop(addResource)),
      ...Array.from({ length: READERS }, () => loop(read)),
    );

    for (let cycle = 1; cycle <= kills; cycle++) {
      const [least, most] = UP_BETWEEN_KILLS_MS;
      await sleep(least + Math.floor(Math.random() * (most - least)));
      const victim = serverPid(supervisorPid);
      if (victim === undefined) {
        fail(`before kill #${cycle}: the supervisor has no server process`);
        break;
      }
      const writes = acked.subscriptions.size + acked.resources.size;
      const killedAt = performance.now();
      process.kill(victim, "SIGKILL");
      const answer = await healthzAgain(baseURL, killedAt + 60_000);
      const recovery = answer ? answer.at - killedAt : null;
      result.recoveryMs.push(recovery);
      result.restartsShown.push(answer?.restarts ?? null);
      const replacement = serverPid(supervisorPid);
      log(
        `kill -9 #${cycle} of server pid ${victim} (${writes} writes acknowledged so far): /healthz 200 again after ${recovery === null ? "never" : `${Math.round(recovery)} ms`}, "restarts: ${answer?.restarts ?? "?"}", new pid ${replacement}`,
      );
      if (recovery === null) {
        fail(`after kill #${cycle}: /healthz never answered 200 again`);
        break;
      }
      if (recovery > RECOVERY_BUDGET_MS) {
        fail(
          `after kill #${cycle}: /healthz answered 200 after ${Math.round(recovery)} ms (allowed ${RECOVERY_BUDGET_MS})`,
        );
      }
      if (answer?.restarts !== cycle) {
        fail(`after kill #${cycle}: /healthz said ${JSON.stringify(answer?.body)}`);
      }
      if (replacement === victim) fail(`after kill #${cycle}: the same server pid ${victim}`);
    }
    await sleep(2_000);
    running = false;
    await Promise.all(loops);

    const missing = await missingThroughApp(baseURL, admin, prefix, acked);
    if (missing.length > 0) {
      fail(
        `through the app: ${missing.length} acknowledged writes missing, e.g. ${missing.slice(0, 3).join(", ")}`,
      );
    }
    log(
      `through the app: ${missing.length} of ${acked.subscriptions.size + acked.resources.size} acknowledged writes missing`,
    );
    const lostKeys = new Set(missing);

    const serverBeforeStop = serverPid(supervisorPid);
    supervisor.kill("SIGTERM");
    const timer = setTimeout(() => supervisor.kill("SIGKILL"), 30_000);
    result.stopExitCode = await exited;
    clearTimeout(timer);
    if (result.stopExitCode !== 0)
      fail(`SIGTERM: the supervisor exited with ${result.stopExitCode}`);
    if (serverBeforeStop !== undefined && isRunning(serverBeforeStop)) {
      fail(`SIGTERM: the server (pid ${serverBeforeStop}) still runs after the supervisor exited`);
    }
    if (!options.databaseUrl && fs.existsSync(path.join(dataDir, "db.lock"))) {
      fail("SIGTERM: the embedded database's lock file was left behind");
    }
    log(`SIGTERM: supervisor exited with ${result.stopExitCode}`);

    const missingDb = await missingInDatabase(options.databaseUrl, dataDir, prefix, acked);
    for (const key of missingDb) lostKeys.add(key);
    if (missingDb.length > 0)
      fail(`in the database: ${missingDb.length} acknowledged writes missing`);
    log(`database read directly: ${missingDb.length} acknowledged writes missing`);
    result.lost = lostKeys.size;
  } finally {
    running = false;
    await Promise.all(loops);
    if (supervisor.exitCode === null && supervisor.signalCode === null) {
      // Its server exits by itself once the supervisor is gone.
      supervisor.kill("SIGKILL");
      await exited;
    }
  }

  const lines = fs.readFileSync(logFile, "utf8").split("\n");
  result.restartLines = lines.filter((line) =>
    /^Supervisor: .*restarting it.*\(restart \d+\)\.$/.test(line),
  ).length;
  if (result.restartLines !== result.recoveryMs.length) {
    fail(
      `the supervisor logged ${result.restartLines} restarts for ${result.recoveryMs.length} kills`,
    );
  }
  result.acknowledged.subscriptions = acked.subscriptions.size;
  result.acknowledged.resources = acked.resources.size;
  return result;
}

async function waitForReady(baseURL: string, supervisor: ChildProcess, logFile: string) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (supervisor.exitCode !== null || supervisor.signalCode !== null) {
      throw new Error(`the supervisor exited during start-up: see ${logFile}\n${tail(logFile)}`);
    }
    try {
      if ((await request(`${baseURL}/readyz`, { timeoutMs: 2_000 })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server was not ready in time: see ${logFile}`);
    await sleep(50);
  }
}

/** /healthz's answer: its time, body, and the restart count on its second line. */
async function healthz(baseURL: string) {
  try {
    const response = await request(`${baseURL}/healthz`, { timeoutMs: 1_000 });
    if (response.status !== 200 || !response.body.startsWith("ok\n")) return undefined;
    const count = /^restarts: (\d+)$/m.exec(response.body)?.[1];
    return {
      at: performance.now(),
      body: response.body,
      restarts: count === undefined ? null : Number(count),
    };
  } catch {
    return undefined;
  }
}

async function healthzAgain(baseURL: string, deadline: number) {
  while (performance.now() < deadline) {
    const answer = await healthz(baseURL);
    if (answer) return answer;
    await sleep(20);
  }
  return undefined;
}

/** The supervisor's child process: the server (from /proc, Linux). */
function serverPid(supervisorPid: number): number | undefined {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses. A killed server not yet
      // reaped is a zombie ("Z"): not the server any more.
      const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(ppid) === supervisorPid && state !== "Z") return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
