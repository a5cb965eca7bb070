// npm run lighthouse: Lighthouse (mobile preset: a mid-range phone on a slow 4G link, simulated)
// on one URL of every public route, against the production build on a fresh embedded database
// with the demo content. Prints the four category scores, LCP, TBT and CLS, and the JavaScript
// and CSS each page loads (gzip -9 of the files, and what was sent); exits 1 when a budget of
// issue 8 is missed. LIGHTHOUSE_PATHS="/ /blog" limits the run to some paths.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { STATIC_PATHS } from "../app/routes/feeds/sitemap.xml";
import { freePort } from "./free-port";

const BUDGET = {
  score: 100,
  tbtMs: 0,
  cls: 0,
  jsKb: 100,
  cssKb: 15,
};

/**
 * One URL per public route pattern (app/routes.ts), plus the level tabs the sitemap lists. Not the
 * 404 page (Lighthouse's SEO score requires a 200) nor the newsletter token pages (no-index).
 */
const ROUTES = [
  ...STATIC_PATHS,
  "/resources/foundation/mathematics",
  "/resources/foundation/mathematics/lectures",
  "/resources/foundation/mathematics/notes",
  "/resources/foundation/mathematics/pyqs",
  "/blog/welcome-to-the-hub",
];

async function startServer(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-data-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, child, dataDir };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** gzip -9 size of a built asset (what "KB gzip" means in the budget), by its URL path. */
function gzipSize(url: string): number {
  const file = path.join("build/client", new URL(url).pathname);
  if (!fs.existsSync(file)) return 0;
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

interface Result {
  path: string;
  /** Weighted audits that did not pass, in the categories below 100. */
  failing: string[];
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzip: number;
  cssGzip: number;
  jsSent: number;
  cssSent: number;
}

async function audit(url: string, port: number): Promise<Result> {
  const runner = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [
      id,
      Math.round((category.score ?? 0) * 100),
    ]),
  );
  const failing = Object.values(lhr.categories)
    .filter((category) => (category.score ?? 0) < 1)
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    [];
  const sum = (type: string, size: (r: NetworkRequest) => number) =>
    requests.filter((r) => r.resourceType === type).reduce((total, r) => total + size(r), 0);
  return {
    path: new URL(url).pathname,
    failing,
    scores,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsGzip: sum("Script", (r) => gzipSize(r.url)),
    cssGzip: sum("Stylesheet", (r) => gzipSize(r.url)),
    jsSent: sum("Script", (r) => r.transferSize ?? 0),
    cssSent: sum("Stylesheet", (r) => r.transferSize ?? 0),
  };
}

function missed(result: Result): string[] {
  const problems: string[] = [];
  for (const [id, score] of Object.entries(result.scores)) {
    if (score < BUDGET.score) problems.push(`${id} ${score}`);
  }
  if (result.tbtMs > BUDGET.tbtMs) problems.push(`TBT ${Math.round(result.tbtMs)} ms`);
  if (result.cls > BUDGET.cls) problems.push(`CLS ${result.cls.toFixed(3)}`);
  if (result.jsGzip > BUDGET.jsKb * 1024) problems.push(`JS ${kb(result.jsGzip)} KB`);
  if (result.cssGzip > BUDGET.cssKb * 1024) problems.push(`CSS ${kb(result.cssGzip)} KB`);
  return problems;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (process.env.LIGHTHOUSE_SKIP_BUILD !== "1" || !fs.existsSync("build/server/index.js")) {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const paths = process.env.LIGHTHOUSE_PATHS?.split(/\s+/).filter(Boolean) ?? ROUTES;
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results: Result[] = [];
  try {
    for (const urlPath of paths) {
      // As a visited page would be: rendered once, then served from the page cache.
      await fetch(`${server.base}${urlPath}`).then((response) => response.arrayBuffer());
      results.push(await audit(`${server.base}${urlPath}`, chrome.port));
    }
  } finally {
    await chrome.kill();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n# npm run lighthouse: Lighthouse 12 mobile preset (simulated slow 4G, 4x CPU slowdown), ${results.length} routes, each requested once before (page cache warm)`,
  );
  console.log(
    `Budgets (issue 8): every score ${BUDGET.score}, TBT ${BUDGET.tbtMs} ms, CLS ${BUDGET.cls}, ` +
      `JS <= ${BUDGET.jsKb} KB gzip, CSS <= ${BUDGET.cssKb} KB gzip. "sent" = bytes on the wire (brotli).`,
  );
  console.log(
    `${"route".padEnd(46)}perf a11y  bp  seo   LCP ms  TBT   CLS   JS gz (sent)   CSS gz (sent)  missed`,
  );
  let failures = 0;
  const failingAudits = new Map<string, number>();
  for (const r of results) {
    const problems = missed(r);
    if (problems.length > 0) failures += 1;
    for (const id of r.failing) failingAudits.set(id, (failingAudits.get(id) ?? 0) + 1);
    const s = r.scores;
    console.log(
      `${r.path.padEnd(46)}${String(s.performance).padStart(4)}${String(s.accessibility).padStart(5)}` +
        `${String(s["best-practices"]).padStart(4)}${String(s.seo).padStart(5)}` +
        `${Math.round(r.lcpMs).toString().padStart(9)}${Math.round(r.tbtMs).toString().padStart(5)}` +
        `${r.cls.toFixed(3).padStart(7)}` +
        `${`${kb(r.jsGzip)} (${kb(r.jsSent)})`.padStart(15)}${`${kb(r.cssGzip)} (${kb(r.cssSent)})`.padStart(15)}` +
        `  ${problems.join(", ") || "-"}`,
    );
  }
  if (failingAudits.size > 0) {
    console.log(
      `\nAudits that did not pass (routes): ${[...failingAudits]
        .map(([id, count]) => `${id} (${count})`)
        .join(", ")}`,
    );
  }
  console.log(
    failures === 0
      ? "\nEvery route is within budget."
      : `\n${failures} of ${results.length} routes miss a budget.`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}

await main();
