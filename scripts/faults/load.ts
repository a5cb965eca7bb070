// Load: `connections` keep-alive connections request public pages and subscribe to the newsletter
// (a new address each time) as fast as the server answers, for `durationMs` after a short
// warm-up. Every answer must be 2xx/3xx. The server's resident memory (RSS) is sampled every
// second and printed; what must stay flat is the memory still in use after a full garbage
// collection (JS heap + PGlite's WebAssembly memory, read every 2 s through a test-only probe):
// the median of the run's last third may be at most MEMORY_TOLERANCE_PCT (+ MEMORY_SLACK_MB)
// above the middle third's. RSS alone cannot tell a leak from V8 growing its heap lazily on a
// machine with plenty of memory. Throughput is printed, never asserted: it depends on the machine.
import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { startAppServer } from "./app-server";
import { postForm, request, sleep } from "./http";

export interface LoadOptions {
  driver: "pglite" | "pg";
  /** For "pg": an empty database (demo content is added at start). */
  databaseUrl?: string;
  connections: number;
  durationMs: number;
  warmupMs: number;
  workDir: string;
  log: (line: string) => void;
}

export interface LoadResult {
  driver: "pglite" | "pg";
  connections: number;
  seconds: number;
  requests: number;
  subscribes: number;
  perSecond: number;
  /** Answers outside 2xx/3xx plus requests that got no answer (must be 0). */
  errors: number;
  statuses: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
  rssMb: { start: number; peak: number; end: number; middleThird: number; lastThird: number };
  /** In use after a full GC: first sample, peak, and the medians of the middle and last thirds. */
  liveMb: { start: number; peak: number; middleThird: number; lastThird: number };
  /** Last third's median live memory over the middle third's, in percent. */
  memoryGrowthPct: number;
  memoryFlat: boolean;
  failures: string[];
}

export const MEMORY_TOLERANCE_PCT = 10;
// In-flight requests (100 at a time) make the live heap swing by a few tens of MB.
export const MEMORY_SLACK_MB = 16;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { log } = options;
  const server = await startAppServer({
    dataDir: path.join(options.workDir, `load-${options.driver}`),
    databaseUrl: options.databaseUrl,
    logFile: path.join(options.workDir, `load-${options.driver}.log`),
    // Every sign-up comes from this one address: lift the per-address limit, or all but the
    // first few would answer 429.
    env: { SEED_ON_EMPTY: "true", LOG_LEVEL: "error", NEWSLETTER_SIGNUPS_PER_HOUR: "100000000" },
    memoryProbe: true,
  });
  const base = server.baseURL;
  try {
    const blog = await request(`${base}/blog`);
    const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog.body)?.[1];
    if (!post) throw new Error("no blog post linked from /blog");
    const pages = [
      "/",
      "/resources",
      "/blog",
      post,
      "/resources/foundation/mathematics/pyqs",
      "/resources/foundation/mathematics/notes",
    ];
    for (const page of pages) {
      const response = await request(`${base}${page}`);
      if (response.status !== 200)
        throw new Error(`${page} answered ${response.status} before the load`);
    }
    log(
      `server up in ${Math.round(server.readyMs)} ms (${options.driver}, demo content); ${options.connections} connections over ${pages.join(", ")} and POST /newsletter`,
    );

    // Idle connections are closed after 4 s, before the server's 5 s keep-alive timeout, so a
    // request is never sent on a connection the server is closing at that moment (browsers
    // retry such a request; this client does not).
    const agent = new http.Agent({
      keepAlive: true,
      maxSockets: options.connections,
      timeout: 4_000,
    });
    const run = crypto.randomBytes(3).toString("hex");
    const targets = [...pages, "subscribe"];
    const statuses: Record<string, number> = {};
    const latencies: number[] = [];
    let measuring = false;
    let running = true;
    let requests = 0;
    let subscribes = 0;
    let errors = 0;
    let n = 0;
    const noAnswer: string[] = [];

    const connection = async (offset: number) => {
      for (let i = offset; running; i++) {
        const target = targets[i % targets.length]!;
        let status: string;
        let ms = 0;
        try {
          const response =
            target === "subscribe"
              ? await postForm(
                  base,
                  "/newsletter",
                  { email: `load-${run}-${++n}@example.com`, variant: "blog", js: "1" },
                  { agent, timeoutMs: 120_000 },
                )
              : await request(`${base}${target}`, { agent, timeoutMs: 120_000 });
          status = String(response.status);
          ms = response.ms;
        } catch (error) {
          status = "no answer";
          if (measuring && noAnswer.length < 5)
            noAnswer.push(`${target}: ${(error as Error).message}`);
        }
        if (!measuring) continue;
        requests++;
        if (target === "subscribe") subscribes++;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (!/^[23]\d\d$/.test(status)) errors++;
        else latencies.push(ms);
      }
    };

    // Requests may wait long on a machine busy with other work; only no answer within 120 s
    // (or an error status) counts as an error.
    const connections = Array.from({ length: options.connections }, (_, i) => connection(i));
    await sleep(options.warmupMs);
    measuring = true;
    const rss: number[] = [server.rssBytes() ?? 0];
    const live: number[] = [await server.liveBytes()];
    const started = performance.now();
    const elapsed = () => performance.now() - started;
    while (elapsed() < options.durationMs) {
      await sleep(Math.min(1_000, options.durationMs - elapsed()));
      rss.push(server.rssBytes() ?? 0);
      if (rss.length % 2 === 1) live.push(await server.liveBytes());
      if (rss.length % 5 === 1) {
        log(
          `  ${Math.round(elapsed() / 1000)} s: ${requests} requests, ${errors} errors, RSS ${mb(rss.at(-1)!)} MB, in use after GC ${mb(live.at(-1)!)} MB`,
        );
      }
    }
    measuring = false;
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await Promise.all(connections);
    agent.destroy();

    latencies.sort((a, b) => a - b);
    const thirds = (values: number[], pick: (part: number[]) => number) => {
      const third = Math.floor(values.length / 3);
      return [pick(values.slice(third, 2 * third)), pick(values.slice(2 * third))] as const;
    };
    const mean = (values: number[]) =>
      values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const [rssMiddle, rssLast] = thirds(rss, mean);
    const [liveMiddle, liveLast] = thirds(live, median);
    const growth = ((liveLast - liveMiddle) / liveMiddle) * 100;
    const result: LoadResult = {
      driver: options.driver,
      connections: options.connections,
      seconds,
      requests,
      subscribes,
      perSecond: requests / seconds,
      errors,
      statuses,
      latencyMs: {
        p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
        p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
        max: latencies.at(-1) ?? 0,
      },
      rssMb: {
        start: mb(rss[0]!),
        peak: mb(Math.max(...rss)),
        end: mb(rss.at(-1)!),
        middleThird: mb(rssMiddle),
        lastThird: mb(rssLast),
      },
      liveMb: {
        start: mb(live[0]!),
        peak: mb(Math.max(...live)),
        middleThird: mb(liveMiddle),
        lastThird: mb(liveLast),
      },
      memoryGrowthPct: growth,
      memoryFlat:
        liveLast <= liveMiddle * (1 + MEMORY_TOLERANCE_PCT / 100) + MEMORY_SLACK_MB * 2 ** 20,
      failures: [],
    };
    if (requests === 0) result.failures.push("no request was answered");
    if (errors > 0) {
      result.failures.push(
        `${errors} requests failed: ${JSON.stringify(statuses)}${noAnswer.length ? `; e.g. ${noAnswer.join("; ")}` : ""}`,
      );
    }
    if (!result.memoryFlat) {
      result.failures.push(
        `memory in use kept growing: last third ${result.liveMb.lastThird} MB vs middle third ${result.liveMb.middleThird} MB (+${growth.toFixed(1)}%; allowed ${MEMORY_TOLERANCE_PCT}% + ${MEMORY_SLACK_MB} MB)`,
      );
    }
    return result;
  } finally {
    await server.stop();
  }
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
