// `npm run serve`: keeps the production server up. Runs `server.js` (or the script named on the
// command line) as the workers of a Node cluster, with the server's Node flags, and starts each
// again when it dies (a crash, running out of memory, kill -9). SIGINT/SIGTERM stop them cleanly
// and then the supervisor exits 0. See the README's "Keeping it running".
//
// - With PostgreSQL (DATABASE_URL) it runs WORKERS servers (default: one per core), which share
//   the port; the first starts alone (it prepares the database), the others once it listens. The
//   embedded database belongs to one process: without DATABASE_URL there is one worker.
// - The first start must succeed: a start-up error (a bad DATABASE_URL …) prints its one sentence
//   and the supervisor exits with the server's exit code, as without a supervisor.
// - After a crash the server is started again at once. A server that dies again soon after (it
//   failed to start, or served less than STABLE_MS) waits longer each time, and after
//   MAX_FAILED_STARTS failed starts in a row the supervisor gives up with the server's message.
// - Each restart is one line on stderr; the server learns its count from SUPERVISOR_RESTARTS and
//   shows it on /healthz. Each worker has its own count and its own backoff.
// A cluster rather than a plain child process: the worker reports when it listens (that is when
// it is ready: server.js boots first), and exits by itself if the supervisor is killed.
import cluster from "node:cluster";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags.js";

const STABLE_MS = 5_000;
const MAX_FAILED_STARTS = 5;
const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 30_000;
const STOP_TIMEOUT_MS = 30_000;

const script = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "..", "server.js"));

// The worker accepts its own connections (the default would pass each through this process).
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({
  exec: script,
  args: process.argv.slice(3),
  // Flags given to the supervisor come last, so they override the server's own.
  execArgv: [...SERVER_NODE_FLAGS, ...process.execArgv],
  // stderr passes through here so that giving up can quote the server's last message.
  stdio: ["inherit", "inherit", "pipe", "ipc"],
});

try {
  if (typeof process.loadEnvFile === "function") process.loadEnvFile(".env");
} catch {
  // no .env file: the environment alone configures the server
}

/** How many servers to run: WORKERS, else one per core with PostgreSQL and one without. */
function workerCount() {
  const postgres = Boolean(process.env.DATABASE_URL);
  const raw = process.env.WORKERS?.trim();
  if (!raw) return postgres ? os.availableParallelism() : 1;
  const count = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    say(`WORKERS must be a whole number from 1 to 64 (it is "${raw}").`);
    process.exit(1);
  }
  if (count > 1 && !postgres) {
    say(
      `WORKERS=${count} needs DATABASE_URL: the embedded database belongs to one process. Unset WORKERS or set it to 1.`,
    );
    process.exit(1);
  }
  return count;
}

/**
 * One worker's place: its current process, its restart count and its backoff.
 * @typedef {{ index: number, worker: import("node:cluster").Worker | undefined, restarts: number, failedStarts: number, quickExits: number, timer: NodeJS.Timeout | undefined }} Slot
 */
/** @type {Slot[]} */
const slots = [];
let everReady = false;
let stopping = false;
let killedAtStop = false;
let exitCode = 0;

/** @param {Slot} slot */
function start(slot) {
  slot.timer = undefined;
  const current = cluster.fork({ SUPERVISOR_RESTARTS: String(slot.restarts) });
  slot.worker = current;
  let readyAt = 0;
  let stderrTail = "";
  current.process.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
    process.stderr.write(chunk);
    stderrTail = (stderrTail + chunk.toString("utf8")).slice(-4096);
  });
  current.on("listening", () => {
    readyAt = performance.now();
    slot.failedStarts = 0;
    if (!everReady) {
      everReady = true;
      // The first server has prepared the database: the others start now.
      for (const other of slots) if (other !== slot && !other.worker && !stopping) start(other);
    }
  });
  // Judged once its channel and stderr have closed too: a "listening" message sent just before a
  // crash is read before the channel's end (and so counts), and the last message is complete.
  /** @type {Promise<[number | null, string | null]>} */
  const exited = new Promise((resolve) =>
    current.once("exit", (code, signal) => resolve([code, signal])),
  );
  const disconnected = new Promise((resolve) => current.once("disconnect", resolve));
  const stderrClosed = new Promise((resolve) => {
    const stderr = current.process.stderr;
    if (!stderr || stderr.closed) resolve(undefined);
    else stderr.once("close", resolve);
  });
  void Promise.all([exited, disconnected]).then(async ([[code, signal]]) => {
    // A process the server started could keep its stderr open: wait for that only briefly.
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    await Promise.race([
      stderrClosed,
      new Promise((resolve) => (timer = setTimeout(resolve, 1000))),
    ]);
    clearTimeout(timer);
    slot.worker = undefined;
    onExit(slot, {
      pid: current.process.pid,
      code,
      signal,
      readyAt,
      message: lastMessage(stderrTail),
    });
  });
}

/**
 * @param {Slot} slot
 * @param {{ pid: number | undefined, code: number | null, signal: string | null, readyAt: number, message: string }} run
 */
function onExit(slot, { pid, code, signal, readyAt, message }) {
  if (stopping) {
    if (code && !exitCode) exitCode = code;
    if (slots.every((other) => !other.worker)) process.exit(killedAtStop ? 1 : exitCode);
    return;
  }
  const how = signal ? `signal ${signal}` : `exit code ${code}`;
  // Stopped on purpose (its own clean shutdown, or a stop signal sent to it alone): so do we.
  if (code === 0 || signal === "SIGTERM" || signal === "SIGINT") {
    say(`the server (pid ${pid}) stopped (${how}); stopping too.`);
    return stopAll("SIGTERM", 0);
  }
  // A server that never started has already said why (a bad configuration …): exit as it did.
  if (!everReady) {
    if (signal) say(`the server (pid ${pid}) died during start-up (${how}).`);
    return stopAll("SIGTERM", code || 1);
  }
  const ready = readyAt > 0;
  if (!ready) slot.failedStarts++;
  slot.quickExits = !ready || performance.now() - readyAt < STABLE_MS ? slot.quickExits + 1 : 1;
  if (slot.failedStarts >= MAX_FAILED_STARTS) {
    say(
      `the server failed to start ${slot.failedStarts} times in a row (${how}); giving up. Its last message: ${message || "none"}`,
    );
    return stopAll("SIGTERM", code || 1);
  }
  slot.restarts++;
  const delay =
    slot.quickExits <= 1 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (slot.quickExits - 2), MAX_DELAY_MS);
  const when = delay === 0 ? "" : ` in ${delay / 1000} s`;
  say(
    `the server (pid ${pid}) ${ready ? "died" : "failed to start"} (${how}); restarting it${when} (restart ${slot.restarts}).`,
  );
  slot.timer = setTimeout(() => start(slot), delay);
}

/**
 * Stops every worker with `signal` and exits with `code` once all have gone (1 if one had to be
 * killed).
 * @param {NodeJS.Signals} signal
 * @param {number} code
 */
function stopAll(signal, code) {
  stopping = true;
  exitCode = code;
  for (const slot of slots) clearTimeout(slot.timer);
  const running = slots.filter((slot) => slot.worker);
  if (running.length === 0) process.exit(code);
  for (const slot of running) slot.worker?.process.kill(signal);
  setTimeout(() => {
    say(`the server did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`);
    killedAtStop = true;
    for (const slot of slots) slot.worker?.process.kill("SIGKILL");
  }, STOP_TIMEOUT_MS).unref();
}

/** @param {NodeJS.Signals} signal */
function stop(signal) {
  // A Ctrl-C reaches the supervisor more than once under npm and cross-env: one stop is enough.
  if (stopping) return;
  stopAll(signal === "SIGINT" ? "SIGINT" : "SIGTERM", 0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.on("SIGHUP", stop);

/**
 * The last line of the server's stderr that reads as a message, not as part of a stack trace or
 * Node's own trailer.
 * @param {string} text
 */
function lastMessage(text) {
  const lines = text.split("\n").filter((line) => {
    const trimmed = line.trim();
    return trimmed !== "" && !/^\s/.test(line) && !/^(Node\.js v\d|[\^}\])])/.test(trimmed);
  });
  return lines.at(-1)?.trim() ?? "";
}

/** @param {string} line */
function say(line) {
  process.stderr.write(`Supervisor: ${line}\n`);
}

const count = workerCount();
for (let index = 0; index < count; index++) {
  slots.push({
    index,
    worker: undefined,
    restarts: 0,
    failedStarts: 0,
    quickExits: 0,
    timer: undefined,
  });
}
start(/** @type {Slot} */ (slots[0]));
