// npm run bench: throughput, latency and memory of the production server with realistic volume
// (100,000 resources, 10,000 posts, 50,000 subscribers), measured against a static file server
// serving the very same bytes, in one run so that the ratios hold on a noisy machine.
//
// For each database (PGlite; PostgreSQL too when BENCH_DATABASE_URL is set): seed, start the
// built server with the page cache on, then off, and load each route with autocannon
// (100 connections, BENCH_DURATION seconds, default 10). Prints one table per database and the
// targets of issue 8 beside the figures. Nothing is asserted: this machine is shared.
// Issue 17: the servers mail through an SMTP sink in this process; the subscribe row is the
// request that used to wait for its confirmation mail (p99 target < 200 ms), and a last part
// sends an issue to BENCH_MAIL_RECIPIENTS subscribers (default 5,000) with the rate limit off and
// prints the mails per second. BENCH_ONLY=mail runs only these two.
// Timed mocks: the answer sheet of the demo's Mathematics mock submitted to distinct attempts
// (each can be submitted once, so BENCH_MOCK_ATTEMPTS are made before the server starts) and the
// sitting page of one attempt, at CONNECTIONS connections. BENCH_ONLY=mock runs only these.
// Reads during edits (ADR 047): CONNECTIONS connections on four public pages for
// BENCH_EDITS_DURATION seconds (default 15) without edits, then with an admin edit every second
// through the admin's subject form (a course's folder link changed back and forth), with the
// share of the throughput kept; and a post at CONNECTIONS connections with no page kept
// (PAGE_CACHE_TTL_SECONDS=0: simultaneous readers share one render) beside PAGE_CACHE=off.
// BENCH_BEFORE_DIR, a built checkout of another commit, measures its server the same way in the
// same run. BENCH_ONLY=edits runs only these.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { seedDatabase } from "~/features/admin/demo-seed.server";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { type SmtpSink, startSmtpSink } from "~tests/setup/smtp-sink";
import { upsertAdmin } from "../app/features/auth/admins.server";
import { type Database, openDatabase } from "../app/lib/db.server";
import { createLocalStorage } from "../app/lib/storage.server";
import { multipart, request, saveForm, signInAdmin } from "./faults/http";
import {
  fillDatabase as fillMailAudience,
  firstAdminId,
  startPostIssue,
} from "./faults/mail-delivery";
import { freePort } from "./free-port";
import { SERVER_NODE_FLAGS } from "./server-node-flags.js";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const VOLUME = { resources: 100_000, posts: 10_000, subscribers: 50_000 };
const BENCH_SLUG = "bench-post-5001";
const MAIL_RECIPIENTS = Number(process.env.BENCH_MAIL_RECIPIENTS ?? 5_000);
/** BENCH_ONLY=mail: only the subscribe request and the mails per second (issue 17). */
const MAIL_ONLY = process.env.BENCH_ONLY === "mail";
/** BENCH_ONLY=mock: only the mock's sitting page and its submission. */
const MOCK_ONLY = process.env.BENCH_ONLY === "mock";
/** BENCH_ONLY=edits: only the reads during edits and the shared uncached render. */
const EDITS_ONLY = process.env.BENCH_ONLY === "edits";
/** BENCH_ONLY=fair: only the uncached work and the fairness figure (ADR 051). */
const FAIR_ONLY = process.env.BENCH_ONLY === "fair";
const EDITS_DURATION = Number(process.env.BENCH_EDITS_DURATION ?? 15);
/** A built checkout of another commit, measured the same way (a before-and-after in one run). */
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR;
const BENCH_ADMIN = {
  email: "bench-admin@example.com",
  password: crypto.randomBytes(18).toString("base64url"),
};
/** The four pages read while an admin edits the course of the last one. */
const EDIT_READ_PAGES = [
  "/",
  "/resources",
  `/blog/${BENCH_SLUG}`,
  "/resources/foundation/mathematics/notes",
];
/** The course edited (its folder link), set when the database is filled. */
let editedSubjectId = "";
/** Attempts made for the submission load: more than it can submit in BENCH_DURATION seconds. */
const MOCK_ATTEMPTS = Number(process.env.BENCH_MOCK_ATTEMPTS ?? 60_000);

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bad: number;
  total: number;
}

interface Row {
  name: string;
  cached?: Figures;
  uncached?: Figures;
  static?: Figures;
}

// ---------------------------------------------------------------------------------------------
// Data

/** The attempts the mock rows use: one to read while sitting, the rest to submit once each. */
interface MockBench {
  sittingId: string;
  submitIds: string[];
  /** The answer sheet: an option or a number for every question of the paper. */
  body: string;
}
let mockBench: MockBench | undefined;

/**
 * Attempts of the demo's Mathematics mock, started now with a day to run (the server's deadline
 * check passes), made in the database before the server opens it.
 */
async function prepareMockBench(db: Database): Promise<MockBench> {
  const [paper] = await db
    .select({ id: practicePapers.id })
    .from(practicePapers)
    .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
    .where(
      and(
        eq(subjects.level, "foundation"),
        eq(subjects.slug, "mathematics"),
        eq(practicePapers.slug, "practice-mock-1"),
      ),
    );
  if (!paper) throw new Error("the demo's Mathematics mock is missing");
  const paperId = paper.id;
  const questions = await db
    .select({ id: practiceQuestions.id, kind: practiceQuestions.kind })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(eq(practicePaperQuestions.paperId, paperId))
    .orderBy(asc(practicePaperQuestions.position));
  // 22 characters of [0-9a-f]: the attempt id's shape (base64url), from a counter.
  await db.execute(sql`
    insert into practice_attempts (id, paper_id, started_at, deadline_at)
    select substr(md5('bench-attempt-' || g), 1, 22), ${paperId}, now(), now() + interval '1 day'
    from generate_series(0, ${MOCK_ATTEMPTS}) as g`);
  const ids = Array.from({ length: MOCK_ATTEMPTS + 1 }, (_, g) =>
    crypto.createHash("md5").update(`bench-attempt-${g}`).digest("hex").slice(0, 22),
  );
  const body = new URLSearchParams(
    questions.flatMap((q) => [
      [`q-${q.id}`, q.kind === "numeric" || q.kind === "text" ? "12" : "0"],
      ...(q.kind === "multiple" ? [[`q-${q.id}`, "1"]] : []),
    ]),
  ).toString();
  return { sittingId: ids[0]!, submitIds: ids.slice(1), body };
}

/** `dataDir`: the server's DATA_DIR, whose uploads folder gets the demo's sample files. */
async function fillDatabase(db: Database, dataDir: string) {
  await seedDatabase(db, createLocalStorage(path.join(dataDir, "uploads")));
  // The Foundation and Diploma courses of the catalogue (the subjects table, ADR 046).
  const courses = (
    await db
      .select({ level: subjects.level, slug: subjects.slug })
      .from(subjects)
      .where(inArray(subjects.level, ["foundation", "diploma"]))
      .orderBy(asc(subjects.level), asc(subjects.position), asc(subjects.slug))
  ).map((s) => `${s.level}:${s.slug}`);
  // BENCH_ONLY=mail measures the subscribe request, =mock the mock: the volume does not matter.
  if (!MAIL_ONLY && !MOCK_ONLY) await fillContent(db, courses);
  if (!FAIR_ONLY && !EDITS_ONLY) mockBench = await prepareMockBench(db);
  await upsertAdmin(db, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const [edited] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "mathematics")));
  editedSubjectId = edited!.id;
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, unsubscribe_token_hash, created_at,
      confirmed_at)
    select 'reader' || g || '@example.com', 'confirmed', md5('bench' || g),
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${VOLUME.subscribers}) as g`);
  await db.execute(sql`analyze`);
}

async function fillContent(db: Database, subjects: string[]) {
  const types = ["notes", "lectures", "pyqs", "assignments", "books"];
  const exams = ["quiz-1", "quiz-2", "end-term", "important"];
  // Arrays go in as one array literal parameter each (no quoting needed for these values).
  const list = (values: string[]) => `{${values.join(",")}}`;
  const paragraph =
    "<p>Revise the week's lectures, then work through the graded assignment without notes. " +
    "Write down every step, check the answer against the worked example and note what went " +
    "wrong.</p>";
  await db.execute(sql`
    insert into resources (title, description, category, level, subject, resource_type,
      resource_tag, term, exam, link_url, created_at, updated_at)
    select
      'Bench resource ' || g,
      'Practice material number ' || g || ' for revision before the quizzes.',
      'academic',
      split_part((${list(subjects)}::text[])[g % ${subjects.length} + 1], ':', 1),
      split_part((${list(subjects)}::text[])[g % ${subjects.length} + 1], ':', 2),
      (${list(types)}::text[])[(g / ${subjects.length}) % ${types.length} + 1],
      'week-' || (g % 12 + 1),
      'term-' || (g % 2 + 1),
      (${list(exams)}::text[])[g % ${exams.length} + 1],
      'https://example.com/resource/' || g,
      now() - g * interval '1 minute',
      now() - g * interval '1 minute'
    from generate_series(1, ${VOLUME.resources}) as g`);
  await db.execute(sql`
    insert into blog_posts (title, slug, excerpt, content, category, author, tags, read_time,
      published, created_at, updated_at)
    select
      'Bench post ' || g || ': how to prepare for the end term',
      'bench-post-' || g,
      'A plan for the last four weeks before the exam, week by week.',
      '<h2>Week ' || g || '</h2>' || repeat(${paragraph}, 12),
      (array['Study Tips','Exams','Programming','Careers'])[g % 4 + 1],
      'Bench Author ' || (g % 40),
      array['exams','planning'],
      '6 min',
      g % 10 <> 0,
      now() - g * interval '1 hour',
      now() - g * interval '1 hour'
    from generate_series(1, ${VOLUME.posts}) as g`);
}

// ---------------------------------------------------------------------------------------------
// Servers

interface Running {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child?: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Whatever happens, no server outlives the benchmark.
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

async function startApp(
  env: Record<string, string>,
  cwd?: string,
  supervised = false,
): Promise<Running> {
  const port = await freePort();
  // Under the supervisor (`npm run serve`), which adds the server's flags itself.
  const args = supervised ? ["server/supervisor.js"] : [...SERVER_NODE_FLAGS, "server.js"];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_ON_EMPTY: "false",
      // The subscribe load posts thousands of sign-ups from this one address: lift the
      // per-address limit, or it would measure 429 answers.
      NEWSLETTER_SIGNUPS_PER_HOUR: "100000000",
      // The loads come from this one address: the per-client share (ADR 051) is measured in its
      // own part, with TRUST_PROXY and an address per client.
      CLIENT_REQUESTS_AT_ONCE: "0",
      CLIENT_REQUESTS_PER_SECOND: "0",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`, child);
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The reference: the same bytes from disk, by nginx when installed, else a minimal Node server. */
async function startStatic(files: Map<string, Buffer>): Promise<Running & { kind: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-static-"));
  const names = new Map<string, string>();
  for (const [urlPath, body] of files) {
    const name = `${crypto.createHash("sha1").update(urlPath).digest("hex")}.html`;
    fs.writeFileSync(path.join(root, name), body);
    names.set(urlPath, name);
  }
  const port = await freePort();
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (nginx) {
    const locations = [...names]
      .map(
        ([urlPath, name]) =>
          `location = ${urlPath.split("?")[0]} { default_type text/html; try_files /${name} =404; }`,
      )
      .join("\n    ");
    const conf = path.join(root, "nginx.conf");
    fs.writeFileSync(
      conf,
      `worker_processes ${os.availableParallelism()};\ndaemon off;\npid ${root}/nginx.pid;\nerror_log ${root}/error.log;\n` +
        `events { worker_connections 4096; }\n` +
        `http {\n  access_log off;\n  client_body_temp_path ${root};\n  proxy_temp_path ${root};\n` +
        `  fastcgi_temp_path ${root};\n  uwsgi_temp_path ${root};\n  scgi_temp_path ${root};\n` +
        `  server {\n    listen 127.0.0.1:${port};\n    root ${root};\n    ${locations}\n  }\n}\n`,
    );
    const child = spawn(nginx, ["-c", conf, "-p", root], { stdio: "ignore" });
    children.add(child);
    await waitFor(`http://127.0.0.1:${port}/`, child).catch(() => {});
    return {
      kind: `nginx, ${os.availableParallelism()} workers (one per core)`,
      base: `http://127.0.0.1:${port}`,
      pid: child.pid!,
      stop: async () => {
        child.kill("SIGTERM");
        fs.rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const byPath = new Map([...names].map(([urlPath, name]) => [urlPath.split("?")[0], name]));
  const server = http.createServer((req, res) => {
    const name = byPath.get((req.url ?? "/").split("?")[0]!);
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    fs.readFile(path.join(root, name), (error, body) => {
      if (error) res.writeHead(500).end();
      else res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    kind: "minimal Node static server (nginx not installed)",
    base: `http://127.0.0.1:${port}`,
    pid: process.pid,
    stop: async () => {
      server.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

let peakRss = 0;
/**
 * Waits until the server has worked through what an earlier cell left queued (requests
 * autocannon gave up on still run): /readyz, which queries the database, answers in under 50 ms
 * three times in a row (at most 60 s). Without it one cell's backlog is charged to the next.
 */
async function settle(url: string) {
  const readyz = new URL("/readyz", url).toString();
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    const status = await fetch(readyz, { signal: AbortSignal.timeout(10_000) })
      .then((response) => response.arrayBuffer().then(() => response.status))
      .catch(() => 0);
    if (status === 404) return; // the static server: nothing queues there
    const ok = status === 200;
    quick = ok && performance.now() - started < 50 ? quick + 1 : 0;
    if (quick < 3) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function load(
  url: string,
  pid: number,
  options: Partial<autocannon.Options> = {},
): Promise<Figures> {
  await settle(url);
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(pid));
  }, 250);
  try {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      ...options,
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      bad: result.non2xx,
      total: result.requests.total,
    };
  } finally {
    clearInterval(sampler);
  }
}

let subscriber = 0;
function subscribeLoad(base: string, pid: number) {
  return load(`${base}/newsletter.data`, pid, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
    },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: `email=bench-${process.pid}-${++subscriber}%40example.com&variant=home&js=1`,
        }),
      },
    ],
  });
}

let submitted = 0;
/** The mock's sitting page (never cached) and its answer sheet, each attempt submitted once. */
async function benchMock(
  app: Running,
): Promise<{ sitting: Figures; submit: Figures; line: string }> {
  const bench = mockBench!;
  const sitting = await load(`${app.base}/mocks/${bench.sittingId}`, app.pid);
  const before = submitted;
  const submit = await load(`${app.base}/mocks/submit.data`, app.pid, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.base },
    requests: [
      {
        setupRequest: (request) => {
          const id = bench.submitIds[submitted++ % bench.submitIds.length];
          return { ...request, path: `/mocks/${id}.data`, body: bench.body };
        },
      },
    ],
  });
  const line =
    `Mock (timed mocks): GET /mocks/:attempt sitting page ${Math.round(sitting.rps)} req/s, p99 ${sitting.p99} ms; ` +
    `POST answer sheet (${bench.body.split("&").length} fields, each attempt once) ` +
    `${Math.round(submit.rps)} req/s, p99 ${submit.p99} ms` +
    `${submit.errors + submit.bad > 0 ? ` (${submit.errors} errors, ${submit.bad} non-2xx)` : ""}` +
    `${submitted - before > bench.submitIds.length ? " (attempts ran out: raise BENCH_MOCK_ATTEMPTS)" : ""}`;
  return { sitting, submit, line };
}

// ---------------------------------------------------------------------------------------------
// One database

// "maths 2 pyqs": a course and a kind, answered with the course's PYQ page first (ADR 032).
const SEARCH_QUERIES = ["statistcs", "maths 2 quiz 1 pyq", "python notes", "maths 2 pyqs"];

/**
 * p95 of `count` requests sent one after another (no queue in front of the server, so it is the
 * server's own time plus loopback): what issue 18's target (p95 < 30 ms) is about.
 */
async function sequentialP95(url: string, count = 200): Promise<number> {
  await settle(url);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(count * 0.95) - 1]!;
}

const PAGES: [string, string][] = [
  ["/", "/"],
  ["/resources", "/resources"],
  ["/resources/foundation/mathematics/pyqs", "/resources/foundation/mathematics/pyqs"],
  // A practice question (DESIGN.md D10): its stem and options rendered with their maths.
  [
    "/resources/:level/:subject/practice/:question",
    "/resources/foundation/mathematics/practice/slope-through-two-points",
  ],
  ["/blog", "/blog"],
  ["/blog/:slug", `/blog/${BENCH_SLUG}`],
  ["/blog data request", "/blog.data"],
  // The site search (issue 18): a typo, shorthand with an exam, a subject and a kind.
  ...SEARCH_QUERIES.map((q): [string, string] => [
    `/search?q=${q}`,
    `/search?q=${encodeURIComponent(q)}`,
  ]),
];

/** POST /newsletter at CONNECTIONS connections, and when its confirmation mails left. */
async function benchSubscribe(app: Running, sink: SmtpSink, warmUp: boolean) {
  if (warmUp) await load(`${app.base}/`, app.pid, { duration: 3 });
  const mailsBefore = sink.messages.length;
  const figures = await subscribeLoad(app.base, app.pid);
  // The confirmations leave through the queue after the answers: how long the rest took.
  const subscribed = figures.total - figures.bad;
  const drainStarted = Date.now();
  await sink.waitForCount(mailsBefore + subscribed, 120_000).catch(() => {});
  const drainMs = Date.now() - drainStarted;
  const confirmations = sink.messages.length - mailsBefore;
  const line =
    `POST /newsletter (issue 17; before it p99 1.3-1.6 s, target p99 < 200 ms): ` +
    `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${Math.round(figures.rps)} req/s` +
    `${figures.errors + figures.bad > 0 ? ` (${figures.errors} errors, ${figures.bad} non-2xx)` : ""}; ` +
    `${confirmations} of ${subscribed} confirmation mails at the SMTP sink, the last ` +
    `${(drainMs / 1000).toFixed(1)} s after the load ended`;
  return { figures, line };
}

interface EditFigures {
  quiet: Figures;
  edited: Figures;
  edits: number;
  refused: number;
  editP50: number;
  /** The notes page shows the last folder link set, read after the load. */
  lastEditShown: boolean;
  /** Server RSS in MB: 3 s after start, and the peak under the two loads. */
  rssIdle: number;
  rssPeak: number;
}

/**
 * CONNECTIONS connections on EDIT_READ_PAGES, without edits and then with an admin edit every
 * second through the subject form, as a person would make it (signed in, the form's own fields).
 */
async function readsDuringEdits(env: Record<string, string>, cwd?: string): Promise<EditFigures> {
  const app = await startApp({ ...env, PAGE_CACHE: "on" }, cwd);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rssIdle = rssMb(app.pid);
    peakRss = 0;
    const cookie = await signInAdmin(app.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const form = await saveForm(`${app.base}/admin/subjects?edit=${editedSubjectId}`, cookie);
    if (!form) throw new Error("the subject's edit page has no form with a Save button");
    for (const page of [...EDIT_READ_PAGES, ...EDIT_READ_PAGES]) {
      const response = await fetch(`${app.base}${page}`);
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const requests = EDIT_READ_PAGES.map((path) => ({ method: "GET" as const, path }));
    const quiet = await load(app.base, app.pid, { requests, duration: EDITS_DURATION });

    let edits = 0;
    let refused = 0;
    const editMs: number[] = [];
    let lastFolder = "";
    let editing: Promise<void> = Promise.resolve();
    const edit = async () => {
      lastFolder = `https://drive.google.com/drive/folders/bench-${edits % 2 === 0 ? "a" : "b"}`;
      form.fields.set("folderUrl", lastFolder);
      const { body, contentType } = await multipart(form.fields);
      const response = await request(form.action, {
        method: "POST",
        body,
        headers: { "Content-Type": contentType, Origin: app.base, Cookie: cookie },
      });
      edits += 1;
      if (response.status === 302 || response.status === 303) editMs.push(response.ms);
      else refused += 1;
    };
    const timer = setInterval(() => {
      editing = editing.then(edit, edit);
    }, 1_000);
    let edited: Figures;
    try {
      edited = await load(app.base, app.pid, { requests, duration: EDITS_DURATION });
    } finally {
      clearInterval(timer);
      await editing.catch(() => {});
    }
    await new Promise((resolve) => setTimeout(resolve, 5_500)); // the stale bound, and a margin
    const notes = await (await fetch(`${app.base}${EDIT_READ_PAGES[3]}`)).text();
    editMs.sort((a, b) => a - b);
    return {
      quiet,
      edited,
      edits,
      refused,
      editP50: editMs[Math.floor(editMs.length / 2)] ?? 0,
      lastEditShown: lastFolder !== "" && notes.includes(lastFolder),
      rssIdle,
      rssPeak: peakRss,
    };
  } finally {
    await app.stop();
  }
}

/** A post at CONNECTIONS connections, rendered for every request: alone, and shared. */
async function uncachedPost(env: Record<string, string>) {
  const url = `/blog/${BENCH_SLUG}`;
  let app = await startApp({ ...env, PAGE_CACHE: "off" });
  const off = await load(`${app.base}${url}`, app.pid).finally(() => app.stop());
  app = await startApp({ ...env, PAGE_CACHE: "on", PAGE_CACHE_TTL_SECONDS: "0" });
  const shared = await load(`${app.base}${url}`, app.pid).finally(() => app.stop());
  return { off, shared };
}

async function benchEdits(label: string, env: Record<string, string>) {
  const describe = (f: EditFigures) => {
    const kept = ((f.edited.rps / f.quiet.rps) * 100).toFixed(0);
    return (
      `without edits ${fmt(f.quiet).trim()}; with an edit every second ${fmt(f.edited).trim()} ` +
      `(${f.edits} edits, ${f.refused} refused, p50 ${Math.round(f.editP50)} ms): ${kept}% of the ` +
      `throughput kept; last edit on the notes page afterwards: ${f.lastEditShown ? "yes" : "NO"}; ` +
      `server RSS ${f.rssIdle.toFixed(0)} MB idle after start, peak ${f.rssPeak.toFixed(0)} MB`
    );
  };
  console.log(
    `\nReads during edits, ${label} (${EDIT_READ_PAGES.join(", ")}; ${CONNECTIONS} connections, ` +
      `${EDITS_DURATION} s each; req/s, p50 and p99 in ms; target: >= 80% kept and p99 < 100 ms ` +
      "with edits):",
  );
  console.log(`  this build: ${describe(await readsDuringEdits(env))}`);
  if (BEFORE_DIR) {
    console.log(`  ${BEFORE_DIR}: ${describe(await readsDuringEdits(env, BEFORE_DIR))}`);
  }
  const post = await uncachedPost(env);
  console.log(
    `Uncached /blog/:slug at ${CONNECTIONS} connections (target p99 < 1 s with one render shared): ` +
      `PAGE_CACHE=off ${fmt(post.off).trim()}; nothing kept, simultaneous readers sharing a ` +
      `render (PAGE_CACHE_TTL_SECONDS=0) ${fmt(post.shared).trim()}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Fast and fair (ADR 051)

/** The demo's practice question the answer rows post to (a numeric answer, a worked solution). */
const ANSWER_PATH = "/resources/foundation/statistics/practice/sample-covariance-ads-visitors";
const SEARCH_WORDS = ["statistics", "python", "maths", "quiz", "notes", "pyq", "english", "mean"];

const answerRequest = (extra: Record<string, string> = {}) => ({
  method: "POST" as const,
  path: ANSWER_PATH,
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    "sec-fetch-site": "same-origin",
    ...extra,
  },
  body: "answer=12",
});

let searched = 0;
/** A search no one asked before: two words and a number of this run. */
const newSearch = () =>
  `/search?q=${SEARCH_WORDS[searched % SEARCH_WORDS.length]}+${SEARCH_WORDS[(searched * 3 + 1) % SEARCH_WORDS.length]}+${++searched}`;

/** Latencies of requests sent one at a time, every `everyMs`, for `seconds`. */
async function paced(url: string, everyMs: number, seconds: number, address: string) {
  const times: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    const ok = await fetch(url, {
      headers: { "x-forwarded-for": address },
      signal: AbortSignal.timeout(30_000),
    })
      .then((response) => response.arrayBuffer().then(() => response.ok))
      .catch(() => false);
    if (!ok) failed++;
    const ms = performance.now() - started;
    times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - ms)));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), count: times.length, failed };
}

/**
 * One client flooding from 200 connections, in a process of its own (its load must not slow the
 * reader's measuring): half distinct searches, half answers, all from one address.
 */
function flood(base: string, seconds: number) {
  const script = `
    const { default: autocannon } = await import(${JSON.stringify(path.resolve("node_modules/autocannon/autocannon.js"))});
    const words = ${JSON.stringify(SEARCH_WORDS)};
    let n = 0;
    const headers = { "x-forwarded-for": "10.9.9.9" };
    const runs = await Promise.all([
      autocannon({ url: ${JSON.stringify(base)}, connections: 100, duration: ${seconds},
        requests: [{ headers, setupRequest: (r) => ({ ...r, path: "/search?q=" + words[n % words.length] + "+" + (n++) }) }] }),
      autocannon({ url: ${JSON.stringify(base)}, connections: 100, duration: ${seconds},
        requests: [${JSON.stringify(answerRequest({ "x-forwarded-for": "10.9.9.9" }))}] }),
    ]);
    const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
    console.log(JSON.stringify({ ok: sum("2xx"), refused: sum("non2xx"), errors: sum("errors") + sum("timeouts") }));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.add(child);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  return new Promise<{ ok: number; refused: number; errors: number }>((resolve, reject) =>
    child.once("exit", () => {
      try {
        resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "") as never);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }),
  );
}

interface FairFigures {
  page: Figures;
  answer: Figures;
  search: Figures;
  reader: { p50: number; p99: number; count: number; failed: number };
  healthz: { p50: number; p99: number; count: number; failed: number };
  flooder: { ok: number; refused: number; errors: number };
}

async function fairFigures(
  env: Record<string, string>,
  cwd: string | undefined,
  supervised: boolean,
): Promise<FairFigures> {
  let app = await startApp({ ...env, PAGE_CACHE: "off" }, cwd, supervised);
  let page: Figures, answer: Figures, search: Figures;
  try {
    page = await load(`${app.base}/about`, app.pid, { connections: 20 });
    answer = await load(app.base, app.pid, { connections: 20, requests: [answerRequest()] });
    search = await load(app.base, app.pid, {
      connections: 1,
      requests: [{ setupRequest: (request) => ({ ...request, path: newSearch() }) }],
    });
  } finally {
    await app.stop();
  }
  // The limits as shipped (the environment's CLIENT_* unset), clients told apart by address.
  const limits = {
    ...env,
    PAGE_CACHE: "off",
    TRUST_PROXY: "true",
    CLIENT_REQUESTS_AT_ONCE: "",
    CLIENT_REQUESTS_PER_SECOND: "",
  };
  app = await startApp(limits, cwd, supervised);
  try {
    await settle(app.base);
    const flooding = flood(app.base, DURATION + 2);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [reader, healthz] = await Promise.all([
      paced(`${app.base}/about`, 250, DURATION, "10.1.1.1"),
      paced(`${app.base}/healthz`, 100, DURATION, "10.2.2.2"),
    ]);
    return { page, answer, search, reader, healthz, flooder: await flooding };
  } finally {
    await app.stop();
  }
}

async function benchFair(label: string, env: Record<string, string>) {
  const supervised = Boolean(env.DATABASE_URL);
  const describe = (f: FairFigures) =>
    `uncached /about (20 c) ${fmt(f.page).trim()}; answer POST (20 c) ${fmt(f.answer).trim()}; ` +
    `new search each time (1 c) ${Math.round(f.search.rps)} req/s, p50 ${f.search.p50} ms\n` +
    `    while one client floods from 200 connections (${f.flooder.ok} answered, ${f.flooder.refused} ` +
    `refused, ${f.flooder.errors} errors): a reader's /about p50 ${Math.round(f.reader.p50)} ms, ` +
    `p99 ${Math.round(f.reader.p99)} ms (${f.reader.count} requests, ${f.reader.failed} failed); ` +
    `/healthz p99 ${Math.round(f.healthz.p99)} ms (${f.healthz.failed} failed)`;
  console.log(
    `\nFast and fair, ${label}${supervised ? ` (${os.availableParallelism()} workers)` : ""}: ` +
      "targets: uncached page and answer >= 5x before, p99 < 100 ms at 20 c; new search p50 " +
      "< 10 ms; under a flood, reader p99 < 200 ms and /healthz < 50 ms",
  );
  console.log(`  this build: ${describe(await fairFigures(env, undefined, supervised))}`);
  if (BEFORE_DIR) {
    console.log(`  ${BEFORE_DIR}: ${describe(await fairFigures(env, BEFORE_DIR, supervised))}`);
  }
}

async function benchDriver(label: string, env: Record<string, string>, sink: SmtpSink) {
  if (EDITS_ONLY) return benchEdits(label, env);
  if (FAIR_ONLY) return benchFair(label, env);
  if (MOCK_ONLY) {
    const app = await startApp({ ...env, PAGE_CACHE: "on" });
    try {
      await load(`${app.base}/`, app.pid, { duration: 3 });
      console.log(`\n## ${label}\n${(await benchMock(app)).line}`);
    } finally {
      await app.stop();
    }
    return;
  }
  if (MAIL_ONLY) {
    const app = await startApp({ ...env, PAGE_CACHE: "on" });
    try {
      console.log(`\n## ${label}\n${(await benchSubscribe(app, sink, true)).line}`);
    } finally {
      await app.stop();
    }
    return;
  }
  const rows: Row[] = PAGES.map(([name]) => ({ name }));
  const subscribeRow: Row = { name: "POST subscribe (/newsletter.data)" };
  const sittingRow: Row = { name: "GET /mocks/:attempt (sitting)" };
  const submitRow: Row = { name: "POST /mocks/:attempt.data (submit)" };
  const memory = { idleCached: 0, idleUncached: 0, peak: 0 };

  // Page cache on: cached figures, and the bytes the static server will serve.
  let app = await startApp({ ...env, PAGE_CACHE: "on" });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  memory.idleCached = rssMb(app.pid);
  const bodies = new Map<string, Buffer>();
  for (const [, urlPath] of PAGES) {
    const response = await fetch(`${app.base}${urlPath}`);
    if (!response.ok) throw new Error(`${urlPath} answered ${response.status}`);
    bodies.set(urlPath, Buffer.from(await response.arrayBuffer()));
  }
  peakRss = 0;
  for (const [i, [, urlPath]] of PAGES.entries()) {
    rows[i]!.cached = await load(`${app.base}${urlPath}`, app.pid);
  }
  const subscribe = await benchSubscribe(app, sink, false);
  subscribeRow.uncached = subscribe.figures;
  const mock = await benchMock(app);
  sittingRow.uncached = mock.sitting;
  submitRow.uncached = mock.submit;
  memory.peak = Math.max(memory.peak, peakRss);
  await app.stop();

  // Page cache off: every request renders.
  app = await startApp({ ...env, PAGE_CACHE: "off" });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  memory.idleUncached = rssMb(app.pid);
  peakRss = 0;
  for (const [i, [, urlPath]] of PAGES.entries()) {
    rows[i]!.uncached = await load(`${app.base}${urlPath}`, app.pid);
  }
  const searchP95: string[] = [];
  for (const q of SEARCH_QUERIES) {
    const p95 = await sequentialP95(`${app.base}/search?q=${encodeURIComponent(q)}`);
    searchP95.push(`"${q}" ${p95.toFixed(1)} ms`);
  }
  memory.peak = Math.max(memory.peak, peakRss);
  await app.stop();

  // The same bytes as static files (the data request is not an HTML page, and the searches
  // differ only in their query string: no static twin).
  const hasStaticTwin = (urlPath: string) =>
    !urlPath.endsWith(".data") && !urlPath.startsWith("/search");
  const staticServer = await startStatic(
    new Map([...bodies].filter(([urlPath]) => hasStaticTwin(urlPath))),
  );
  for (const [i, [, urlPath]] of PAGES.entries()) {
    if (!hasStaticTwin(urlPath)) continue;
    rows[i]!.static = await load(`${staticServer.base}${urlPath}`, staticServer.pid);
  }
  await staticServer.stop();

  printTable(
    label,
    [...rows, subscribeRow, sittingRow, submitRow],
    staticServer.kind,
    memory,
    bodies,
  );
  console.log(subscribe.line);
  console.log(mock.line);
  console.log(
    `/search p95 server time (page cache off, 200 requests one at a time; target < 30 ms): ${searchP95.join(", ")}`,
  );
  await benchEdits(label, env);
  await benchFair(label, env);
}

/**
 * Mails per second: an issue to MAIL_RECIPIENTS confirmed subscribers of an otherwise empty
 * database, sent by the production server through the SMTP sink with MAIL_RATE_PER_SECOND=0.
 */
async function benchMail(label: string, config: { dataDir: string; url?: string }, sink: SmtpSink) {
  if (MAIL_RECIPIENTS <= 0 || MOCK_ONLY || EDITS_ONLY || FAIR_ONLY) return;
  const handle = await openDatabase(
    config.url ? { url: config.url } : { dataDir: path.join(config.dataDir, "db") },
  );
  await handle.migrate();
  const audience = await fillMailAudience(handle.db, "bench", MAIL_RECIPIENTS);
  const issueId = await startPostIssue(handle.db, await firstAdminId(handle.db), "bench issue");
  await handle.close();
  sink.clear();
  const app = await startApp({
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.url ?? "",
    SMTP_URL: sink.url,
    MAIL_RATE_PER_SECOND: "0",
  });
  const started = Date.now();
  try {
    await sink.waitForCount(audience.confirmed.size, 600_000);
  } finally {
    await app.stop();
  }
  const times = sink.messages.map((m) => m.receivedAt);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const perSecond = (times.length / Math.max(1, last - first)) * 1000;
  console.log(
    `Mail (issue 17), ${label}: issue ${issueId.slice(0, 8)} to ${audience.confirmed.size.toLocaleString("en")} ` +
      `subscribers, MAIL_RATE_PER_SECOND=0, MAIL_BATCH_SIZE default: ${Math.round(perSecond)} mails/s ` +
      `(first to last mail; the last ${((last - started) / 1000).toFixed(1)} s after /readyz answered)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Report

function fmt(figures: Figures | undefined, ratioTo?: Figures): string {
  if (!figures) return "".padEnd(34);
  const problems = figures.errors + figures.bad > 0 ? ` !${figures.errors + figures.bad}` : "";
  const ratio = ratioTo ? ` ${((figures.rps / ratioTo.rps) * 100).toFixed(0)}%` : "";
  return `${Math.round(figures.rps).toString().padStart(6)} ${String(figures.p50).padStart(4)} ${String(
    figures.p99,
  ).padStart(5)}${ratio.padStart(6)}${problems}`.padEnd(34);
}

function printTable(
  label: string,
  rows: Row[],
  staticKind: string,
  memory: { idleCached: number; idleUncached: number; peak: number },
  bodies: Map<string, Buffer>,
) {
  console.log(`\n## ${label}`);
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per cell; req/s, p50 and p99 latency in ms; ` +
      `"x%" = share of the static server's req/s; "!n" = errors or non-2xx answers. Static: ${staticKind}.`,
  );
  console.log(
    `${"route".padEnd(40)}${"cached  req/s  p50   p99  ratio".padEnd(34)}${"uncached req/s p50  p99".padEnd(34)}${"static req/s p50   p99".padEnd(34)}page KB`,
  );
  for (const row of rows) {
    const urlPath = PAGES.find(([name]) => name === row.name)?.[1];
    const kb = urlPath ? (bodies.get(urlPath)!.length / 1024).toFixed(1) : "";
    console.log(
      `${row.name.padEnd(40)}${fmt(row.cached, row.static)}${fmt(row.uncached)}${fmt(row.static)}${kb}`,
    );
  }
  console.log(
    `server RSS: idle ${memory.idleCached.toFixed(0)} MB (page cache on, after start), ` +
      `${memory.idleUncached.toFixed(0)} MB (off); peak under load ${memory.peak.toFixed(0)} MB`,
  );
}

async function main() {
  if (!fs.existsSync("build/server/index.js") || process.env.BENCH_SKIP_BUILD !== "1") {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  console.log(
    `# npm run bench: ${os.cpus().length} cores, Node ${process.version}, ` +
      `${VOLUME.resources.toLocaleString("en")} resources, ${VOLUME.posts.toLocaleString("en")} posts, ` +
      `${VOLUME.subscribers.toLocaleString("en")} subscribers`,
  );
  console.log(
    "Targets (issue 19): cached >= 50% of nginx's req/s with p99 < 50 ms; uncached / and " +
      "/blog/:slug >= 1,000 req/s with p99 < 200 ms; RSS idle <= 300 MB and peak <= 450 MB on " +
      "PGlite, <= 150 / <= 250 MB on PostgreSQL. Issue 17: POST /newsletter p99 < 200 ms. " +
      "Issue 18: /search p95 < 30 ms.",
  );

  const sink = await startSmtpSink({ keepRaw: false });
  try {
    await benchDatabases(sink);
  } finally {
    await sink.close();
  }
}

async function benchDatabases(sink: SmtpSink) {
  const smtp = { SMTP_URL: sink.url };
  // PGlite: a data folder filled in this process, then handed to the server.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  try {
    const started = Date.now();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    await handle.migrate();
    await fillDatabase(handle.db, dataDir);
    await handle.close();
    console.log(`PGlite filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await benchDriver("PGlite (embedded)", { ...smtp, DATA_DIR: dataDir }, sink);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-mail-"));
  try {
    await benchMail("PGlite", { dataDir: mailDir }, sink);
  } finally {
    fs.rmSync(mailDir, { recursive: true, force: true });
  }

  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server to include it).");
    return;
  }
  const name = `bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDirPg = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  try {
    const handle = await openDatabase({ url: url.toString() });
    await handle.migrate();
    await fillDatabase(handle.db, dataDirPg);
    await handle.close();
    await benchDriver(
      "PostgreSQL",
      { ...smtp, DATABASE_URL: url.toString(), DATA_DIR: dataDirPg },
      sink,
    );
    await admin.query(`create database ${name}_mail`);
    const mailUrl = new URL(url);
    mailUrl.pathname = `/${name}_mail`;
    await benchMail("PostgreSQL", { dataDir: dataDirPg, url: mailUrl.toString() }, sink);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop database if exists ${name}_mail with (force)`);
    await admin.end();
    fs.rmSync(dataDirPg, { recursive: true, force: true });
  }
}

await main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
