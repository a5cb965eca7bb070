// PostgreSQL restart under load: the app runs on a cluster this test owns; steady requests go to
// pages that need the database, one that does not, and the newsletter form, while /readyz is
// polled. PostgreSQL is stopped (pg_ctl stop -m fast) and, after a while, started again.
// Expected: /readyz turns 503 at once; database pages answer 503 with the "temporarily
// unavailable" screen within 2 s (never a 500, never a hang); the page without the database keeps
// answering 200; once PostgreSQL is back the same server process answers 200 again.
import crypto from "node:crypto";
import path from "node:path";
import { startAppServer } from "./app-server";
import { postForm, request, signInAdmin, sleep } from "./http";
import type { PgCluster } from "./pg-cluster";

export interface PgOutageOptions {
  cluster: PgCluster;
  workDir: string;
  outageMs: number;
  log: (line: string) => void;
}

export interface PgOutageResult {
  /** From the start of `pg_ctl stop` to the first 503 of /readyz. */
  readyz503AfterMs: number | null;
  /** From the start of `pg_ctl stop` to when it returned (PostgreSQL down). */
  stopTookMs: number;
  /** Database pages requested while PostgreSQL was down. */
  outagePages: {
    requests: number;
    status503: number;
    /** Answered 200 anyway (e.g. from a cache); allowed. */
    status200: number;
    clearPage: number;
    maxMs: number;
    p50Ms: number;
  };
  /** Database pages before the stop, for comparison. */
  baselineP50Ms: number;
  /** Status counts per path while PostgreSQL was down, e.g. { "/blog": { 503: 40 } }. */
  outageByPath: Record<string, Record<number, number>>;
  /** The page that needs no database, while PostgreSQL was down. */
  outageStatic: { requests: number; status200: number };
  /** /readyz while PostgreSQL was down: slowest answer. */
  readyzMaxMs: number;
  /** From `pg_ctl start` returning (accepting connections) to /readyz 200, and to every page 200. */
  readyzRecoveredAfterMs: number | null;
  pagesRecoveredAfterMs: number | null;
  /** Responses other than 200/503 (or 3xx for forms), at any time. */
  unexpected: string[];
  sameProcess: boolean;
  failures: string[];
}

// Pages that read the database: some show their own "Failed to load …" message (spec texts),
// the others fall back to the "temporarily unavailable" screen (server/database-outage.ts).
// Each request has its own query string, so no cache answers it; a 200 (served anyway) is
// allowed, a 500 is not.
const DB_PAGES = [
  "/blog",
  "/blog/welcome-to-the-hub",
  "/resources/foundation/mathematics/pyqs",
  "/resources/foundation/mathematics", // its name comes from the subjects table (issue 14)
  "/blog/rss.xml",
  "/admin/dashboard",
];
// Pages that need no database keep answering 200.
const STATIC_PAGES = ["/"];
const CLEAR_MESSAGE =
  /Temporarily unavailable|database is not answering|Failed to load|Please try again/;
const STACK_OR_GENERIC = /Unexpected (Application|Server) Error|\bat [\w.]+ \(/;
const WORKERS = 8;
const ADMIN = {
  email: "faults-admin@example.com",
  password: crypto.randomBytes(18).toString("base64url"),
};
// "Fail fast": no answer waits for the database. The median must stay within 2 s and the slowest
// within 5 s (leaving room for a machine busy with other work); a hang would hit neither.
const P50_BUDGET_MS = 2_000;
const MAX_BUDGET_MS = 5_000;

interface Sample {
  sentAt: number;
  path: string;
  status: number;
  ms: number;
  clear: boolean;
}

export async function runPgOutage(options: PgOutageOptions): Promise<PgOutageResult> {
  const { cluster, log } = options;
  const databaseUrl = await cluster.createDatabase("faults_outage");
  const server = await startAppServer({
    dataDir: path.join(options.workDir, "pg-outage"),
    databaseUrl,
    logFile: path.join(options.workDir, "pg-outage.log"),
    env: {
      SEED_ON_EMPTY: "true",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Every sign-up comes from this one address: lift the per-address limit.
      NEWSLETTER_SIGNUPS_PER_HOUR: "100000000",
    },
  });
  log(
    `server up in ${Math.round(server.readyMs)} ms on PostgreSQL ${cluster.version} (demo content)`,
  );
  const base = server.baseURL;
  const cookie = await signInAdmin(base, ADMIN.email, ADMIN.password);
  const samples: Sample[] = [];
  const readyz: Sample[] = [];
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  let running = true;
  let n = 0;

  const worker = async (offset: number) => {
    const paths = [...DB_PAGES, ...STATIC_PAGES, "subscribe"];
    for (let i = offset; running; i++) {
      const target = paths[i % paths.length]!;
      const sentAt = now();
      try {
        const response =
          target === "subscribe"
            ? await postForm(base, "/newsletter", {
                email: `outage-${++n}@example.com`,
                variant: "home",
                js: "1",
              })
            : await request(
                `${base}${target}${DB_PAGES.includes(target) ? `?outage=${++n}` : ""}`,
                {
                  timeoutMs: 15_000,
                  headers: target.startsWith("/admin") ? { Cookie: cookie } : {},
                },
              );
        samples.push({
          sentAt,
          path: target,
          status: response.status,
          ms: response.ms,
          clear:
            response.status !== 503 ||
            target === "subscribe" ||
            (CLEAR_MESSAGE.test(response.body) && !STACK_OR_GENERIC.test(response.body)),
        });
      } catch (error) {
        samples.push({ sentAt, path: target, status: 0, ms: now() - sentAt, clear: false });
        log(`request failed: ${target}: ${(error as Error).message}`);
      }
    }
  };
  const poller = async () => {
    while (running) {
      const sentAt = now();
      try {
        const response = await request(`${base}/readyz`, { timeoutMs: 15_000 });
        readyz.push({
          sentAt,
          path: "/readyz",
          status: response.status,
          ms: response.ms,
          clear: true,
        });
      } catch {
        readyz.push({ sentAt, path: "/readyz", status: 0, ms: now() - sentAt, clear: false });
      }
      await sleep(25);
    }
  };

  const load = [...Array.from({ length: WORKERS }, (_, i) => worker(i)), poller()];
  let stopBegan = 0;
  let stopped = 0;
  let startBegan = 0;
  let started = 0;
  try {
    await sleep(2_000);
    stopBegan = now();
    await cluster.stop("fast");
    stopped = now();
    log(`PostgreSQL stopped (pg_ctl stop -m fast took ${Math.round(stopped - stopBegan)} ms)`);
    await sleep(options.outageMs);
    startBegan = now();
    await cluster.start();
    started = now();
    log(`PostgreSQL started again after ${Math.round(started - stopped)} ms down`);
    // Wait until every database page has answered 200 again (or give up after 20 s).
    const deadline = now() + 20_000;
    while (now() < deadline && recoveredAt(samples, started) === null) await sleep(100);
    await sleep(1_000);
  } finally {
    running = false;
    await Promise.all(load);
  }
  const pid = server.pid;
  const alive = server.rssBytes() !== undefined;
  await server.stop();

  const firstReadyz503 = readyz.find((s) => s.sentAt >= stopBegan && s.status === 503);
  const outage = samples.filter((s) => s.sentAt >= stopped && s.sentAt + s.ms <= startBegan);
  const outageDb = outage.filter((s) => DB_PAGES.includes(s.path));
  const outageStatic = outage.filter((s) => STATIC_PAGES.includes(s.path));
  const readyzDown = readyz.filter((s) => s.sentAt >= stopped && s.sentAt + s.ms <= startBegan);
  const readyzBack = readyz.find((s) => s.sentAt >= started && s.status === 200);
  const pagesBack = recoveredAt(samples, started);
  const baseline = samples
    .filter((s) => s.sentAt + s.ms < stopBegan && DB_PAGES.includes(s.path))
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const latencies = outageDb.map((s) => s.ms).sort((a, b) => a - b);
  const unexpected = [...samples, ...readyz]
    .filter((s) => {
      if (s.path === "subscribe") return s.status !== 200 && s.status !== 503;
      if (STATIC_PAGES.includes(s.path)) return s.status !== 200;
      return s.status !== 200 && s.status !== 503;
    })
    .map((s) => `${s.path} ${s.status || "no answer"} at ${Math.round(s.sentAt)} ms`);

  const result: PgOutageResult = {
    readyz503AfterMs: firstReadyz503 ? firstReadyz503.sentAt + firstReadyz503.ms - stopBegan : null,
    stopTookMs: stopped - stopBegan,
    outagePages: {
      requests: outageDb.length,
      status503: outageDb.filter((s) => s.status === 503).length,
      status200: outageDb.filter((s) => s.status === 200).length,
      clearPage: outageDb.filter((s) => s.status === 503 && s.clear).length,
      maxMs: latencies.at(-1) ?? 0,
      p50Ms: latencies[Math.floor(latencies.length / 2)] ?? 0,
    },
    baselineP50Ms: baseline[Math.floor(baseline.length / 2)] ?? 0,
    outageByPath: Object.fromEntries(
      [...DB_PAGES, ...STATIC_PAGES, "subscribe"].map((page) => {
        const counts: Record<number, number> = {};
        for (const sample of outage.filter((x) => x.path === page)) {
          counts[sample.status] = (counts[sample.status] ?? 0) + 1;
        }
        return [page, counts];
      }),
    ),
    outageStatic: {
      requests: outageStatic.length,
      status200: outageStatic.filter((s) => s.status === 200).length,
    },
    readyzMaxMs: Math.max(0, ...readyzDown.map((s) => s.ms)),
    readyzRecoveredAfterMs: readyzBack ? readyzBack.sentAt + readyzBack.ms - started : null,
    pagesRecoveredAfterMs: pagesBack === null ? null : pagesBack - started,
    unexpected,
    sameProcess: alive,
    failures: [],
  };
  const fail = (message: string) => result.failures.push(message);
  if (result.readyz503AfterMs === null || readyzDown.some((s) => s.status !== 503)) {
    fail("/readyz did not answer 503 throughout the outage");
  }
  if (result.readyzMaxMs > MAX_BUDGET_MS) {
    fail(`/readyz took ${Math.round(result.readyzMaxMs)} ms (budget ${MAX_BUDGET_MS} ms)`);
  }
  if (outageDb.length === 0) fail("no page was requested during the outage");
  const { status503, status200 } = result.outagePages;
  if (status503 + status200 !== outageDb.length || status503 === 0) {
    fail(
      `${outageDb.length - status503} of ${outageDb.length} database pages did not answer 503 during the outage`,
    );
  }
  if (result.outagePages.clearPage !== result.outagePages.status503) {
    fail(
      `${result.outagePages.status503 - result.outagePages.clearPage} 503 pages lacked a clear message (or showed a stack)`,
    );
  }
  if (result.outagePages.p50Ms > P50_BUDGET_MS || result.outagePages.maxMs > MAX_BUDGET_MS) {
    fail(
      `pages answered in p50 ${Math.round(result.outagePages.p50Ms)} ms, max ${Math.round(result.outagePages.maxMs)} ms during the outage (budget p50 ${P50_BUDGET_MS} ms, max ${MAX_BUDGET_MS} ms)`,
    );
  }
  if (result.outageStatic.status200 !== result.outageStatic.requests) {
    fail("a page that needs no database failed during the outage");
  }
  if (result.readyzRecoveredAfterMs === null) fail("/readyz did not answer 200 again");
  if (result.pagesRecoveredAfterMs === null) fail("pages did not answer 200 again");
  const relapses =
    pagesBack === null
      ? []
      : samples.filter((s) => s.sentAt > pagesBack && s.status !== 200 && s.path !== "subscribe");
  if (relapses.length > 0) fail(`${relapses.length} requests failed after recovery`);
  if (unexpected.length > 0)
    fail(`${unexpected.length} unexpected answers, e.g. ${unexpected.slice(0, 3).join("; ")}`);
  if (!alive) fail(`the server process (pid ${pid}) did not survive the outage`);
  return result;
}

/** The moment every database page had answered 200 to a request sent after `since`, or null. */
function recoveredAt(samples: Sample[], since: number): number | null {
  let latest = 0;
  for (const page of DB_PAGES) {
    const ok = samples.find((s) => s.path === page && s.sentAt >= since && s.status === 200);
    if (!ok) return null;
    latest = Math.max(latest, ok.sentAt + ok.ms);
  }
  return latest;
}
