// Two app servers, one PostgreSQL (issue 19, DESIGN.md D7: app servers are stateless). Two
// production servers (`node server.js`, the page cache on) run on one throwaway database with the
// demo content and one upload folder, as two servers behind a reverse proxy would. Shown:
// 1. a session made by signing in on one server works on the other, and signing out on either
//    ends it on both (sessions live in PostgreSQL);
// 2. sign-in failures split between the servers (3 on A, 2 on B) lock that account at that
//    address on both (the counts live in PostgreSQL);
// 3. a blog post edited through A's admin form (posted as a browser posts it: the form's own
//    fields, multipart, same Origin) is on B's cached pages within one second: B's copies were
//    cache hits before the edit, and B hears of it from PostgreSQL's change feed (LISTEN/NOTIFY);
// 4. a file uploaded by A (the demo content's sample files) is served by B (shared storage);
// 5. when the change feed drops (its connections cut while a post is edited in SQL), B serves no
//    page from before the edit, and caches pages again once the feed is back.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, desc, eq, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { blogPosts, resources } from "~db/schema";
import { upsertAdmin } from "../../app/features/auth/admins.server";
import { PAIR_LIMIT } from "../../app/features/auth/rate-limit.server";
import { openDatabase } from "../../app/lib/db.server";
import { type AppServer, startAppServer } from "./app-server";
import {
  type HttpResponse,
  multipart,
  postForm,
  request,
  saveForm,
  signInAdmin,
  sleep,
} from "./http";
import type { PgCluster } from "./pg-cluster";

export interface TwoServersOptions {
  cluster: PgCluster;
  workDir: string;
  log: (line: string) => void;
}

export interface TwoServersCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface TwoServersResult {
  /** Spawn to /readyz 200, per server (A seeds the demo content). */
  readyMs: [number, number];
  checks: TwoServersCheck[];
  /**
   * From A's answer to the edit (its redirect) to B first serving the new title, per page;
   * null when it never did.
   */
  propagationMs: Record<string, number | null>;
  /** From sending the edit to A's answer. */
  editMs: number;
  totalSeconds: number;
  failures: string[];
}

/** The edit must be on the other server's cached pages within this (issue 19). */
export const PROPAGATION_BUDGET_MS = 1_000;
/** How long to keep looking after the budget, to tell "slow" from "never". */
const GIVE_UP_MS = 5_000;
const POLL_MS = 10;

export async function runTwoServers(options: TwoServersOptions): Promise<TwoServersResult> {
  const started = performance.now();
  const { cluster, log } = options;
  const databaseUrl = await cluster.createDatabase("faults_two_servers");
  // One upload folder for both, as a shared volume would be (or one S3 bucket).
  const dataDir = path.join(options.workDir, "two-servers");
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(options.workDir, "two-servers.log");
  const admin = { email: "two-servers@hub.test", password: secret() };
  const target = { email: "two-servers-lockout@hub.test", password: secret() };
  const checks: TwoServersCheck[] = [];
  const failures: string[] = [];
  const result: TwoServersResult = {
    readyMs: [0, 0],
    checks,
    propagationMs: {},
    editMs: 0,
    totalSeconds: 0,
    failures,
  };
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    if (!ok) failures.push(`${name}: ${detail}`);
    log(`${ok ? "ok  " : "FAIL"} ${name}: ${detail}`);
  };
  const env = { PAGE_CACHE: "on" };

  const servers: AppServer[] = [];
  try {
    // A first: it migrates, seeds the demo content and creates the first admin; B then starts on
    // a database that is ready (the demo seed is meant for one empty database, not two at once).
    const a = await startAppServer({
      dataDir,
      databaseUrl,
      logFile,
      env: {
        ...env,
        SEED_ON_EMPTY: "true",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    servers.push(a);
    const b = await startAppServer({
      dataDir,
      databaseUrl,
      logFile,
      env: { ...env, SEED_ON_EMPTY: "false" },
    });
    servers.push(b);
    result.readyMs = [a.readyMs, b.readyMs];
    log(
      `A ${a.baseURL} up in ${Math.round(a.readyMs)} ms (demo content), B ${b.baseURL} in ${Math.round(b.readyMs)} ms, PostgreSQL ${cluster.version}`,
    );

    // The account the lockout is tried on, and what the edit and file checks use.
    const handle = await openDatabase({ url: databaseUrl });
    let post: { id: string; slug: string; title: string } | undefined;
    let fileKey: string | null | undefined;
    try {
      await upsertAdmin(handle.db, target.email, target.password);
      [post] = await handle.db
        .select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.published, true),
            or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, new Date())),
          ),
        )
        .orderBy(desc(blogPosts.createdAt))
        .limit(1);
      const [file] = await handle.db
        .select({ fileKey: resources.fileKey })
        .from(resources)
        .where(isNotNull(resources.fileKey))
        .limit(1);
      fileKey = file?.fileKey;
    } finally {
      await handle.close();
    }
    if (!post) throw new Error("the demo content has no published blog post");

    await sessions(a, b);
    await lockout(a, b);
    await edit(a, b, post);
    if (fileKey) {
      const file = await request(`${b.baseURL}/files/${fileKey}`);
      check(
        "a file uploaded through A is served by B",
        file.status === 200 && Number(file.headers["content-length"] ?? file.body.length) > 0,
        `/files/${fileKey} on B: HTTP ${file.status}, ${file.headers["content-type"] ?? "?"}`,
      );
    } else {
      check("a file uploaded through A is served by B", false, "the demo content has no file");
    }
    await feedDrop(b, post);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  result.totalSeconds = (performance.now() - started) / 1000;
  return result;

  /** 1. Sessions live in the database: made on one server, used and ended on the other. */
  async function sessions(a: AppServer, b: AppServer) {
    const anonymous = await request(`${b.baseURL}/admin/dashboard`);
    check(
      "without a session an admin page sends to sign-in",
      isSignInRedirect(anonymous),
      `B /admin/dashboard without a cookie: ${describe(anonymous)}`,
    );
    for (const [made, other, names] of [
      [a, b, ["A", "B"]],
      [b, a, ["B", "A"]],
    ] as const) {
      const [here, there] = names;
      const cookie = await signInAdmin(made.baseURL, admin.email, admin.password);
      const onOther = await request(`${other.baseURL}/admin/dashboard`, {
        headers: { Cookie: cookie },
      });
      check(
        `session made on ${here} works on ${there}`,
        onOther.status === 200 && onOther.body.includes(admin.email),
        `${there} /admin/dashboard with ${here}'s cookie: ${describe(onOther)} in ${Math.round(onOther.ms)} ms`,
      );
      // Signed out on the other server; the server that made the session no longer knows it.
      const out = await postForm(
        other.baseURL,
        "/admin/logout",
        {},
        { headers: { Cookie: cookie } },
      );
      const afterOnMade = await request(`${made.baseURL}/admin/dashboard`, {
        headers: { Cookie: cookie },
      });
      const afterOnOther = await request(`${other.baseURL}/admin/dashboard`, {
        headers: { Cookie: cookie },
      });
      check(
        `signing out on ${there} ends the session on ${here}`,
        out.status >= 300 &&
          out.status < 400 &&
          isSignInRedirect(afterOnMade) &&
          isSignInRedirect(afterOnOther),
        `sign-out on ${there}: HTTP ${out.status}; then ${here}: ${describe(afterOnMade)}, ${there}: ${describe(afterOnOther)}`,
      );
    }
  }

  /** 2. Failures counted in the database: 3 on A and 2 on B lock the pair on both. */
  async function lockout(a: AppServer, b: AppServer) {
    const onA = Math.ceil(PAIR_LIMIT / 2);
    const plan = [
      ...Array.from({ length: onA }, () => a),
      ...Array.from({ length: PAIR_LIMIT - onA }, () => b),
    ];
    const statuses: number[] = [];
    for (const server of plan) {
      const attempt = await postForm(server.baseURL, "/admin/login", {
        email: target.email,
        password: `wrong-${secret()}`,
      });
      statuses.push(attempt.status);
    }
    check(
      `${PAIR_LIMIT} wrong passwords (${onA} on A, ${PAIR_LIMIT - onA} on B) are refused`,
      statuses.every((status) => status === 401),
      `HTTP ${statuses.join(", ")}`,
    );
    // The right password now: refused on both, with the lockout message.
    for (const [server, name] of [
      [a, "A"],
      [b, "B"],
    ] as const) {
      const attempt = await postForm(server.baseURL, "/admin/login", target);
      const locked =
        attempt.status === 429 && /Too many failed sign-in attempts/.test(attempt.body);
      check(
        `the account is locked on ${name} (the right password refused)`,
        locked &&
          attempt.headers["set-cookie"]?.some((c) => c.startsWith("admin_session=")) !== true,
        `HTTP ${attempt.status}${locked ? ', "Too many failed sign-in attempts"' : ""}`,
      );
    }
    // Another account at the same address is not locked: the lock is that account's.
    try {
      await signInAdmin(b.baseURL, admin.email, admin.password);
      check("another account at the same address still signs in", true, "signed in on B");
    } catch (error) {
      check("another account at the same address still signs in", false, String(error));
    }
  }

  /** 3. Edited through A's form; B's cached pages show it within a second. */
  async function edit(
    a: AppServer,
    b: AppServer,
    post: { id: string; slug: string; title: string },
  ) {
    const pages = [`/blog/${post.slug}`, "/blog"];
    // Warm B's page cache: each page must come from it (X-Cache: HIT) with the old title.
    for (const page of pages) {
      const hit = await waitForHit(b, page);
      check(
        `B serves ${page} from its page cache before the edit`,
        hit !== undefined && hit.body.includes(escapeHtml(post.title)),
        hit ? `X-Cache: HIT, Age ${hit.headers.age ?? "?"} s` : "never a cache hit in 5 s",
      );
    }

    const cookie = await signInAdmin(a.baseURL, admin.email, admin.password);
    const marker = `(edited on A ${crypto.randomBytes(3).toString("hex")})`;
    const newTitle = `${post.title} ${marker}`;
    const form = await saveForm(`${a.baseURL}/admin/blogs?edit=${post.id}`, cookie);
    if (!form) {
      check("A's edit form", false, "no form with a Save button on the edit page");
      return;
    }
    form.fields.set("title", newTitle);
    const { body, contentType } = await multipart(form.fields);
    // The origin rule holds for a form post from another site, cookie or not.
    const forged = await request(form.action, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Origin: "https://elsewhere.test", Cookie: cookie },
    });
    check(
      "the same post from another site is refused",
      forged.status === 403,
      `Origin https://elsewhere.test: ${describe(forged)}`,
    );
    const sentAt = performance.now();
    const saved = await request(form.action, {
      method: "POST",
      body,
      headers: { "Content-Type": contentType, Origin: a.baseURL, Cookie: cookie },
    });
    const savedAt = performance.now();
    result.editMs = savedAt - sentAt;
    check(
      "the edit is saved through A's admin form",
      [302, 303].includes(saved.status) && /^\/admin\/blogs/.test(saved.headers.location ?? ""),
      `POST ${new URL(form.action).pathname}${new URL(form.action).search} (multipart, ${form.fields.size} fields): ${describe(saved)} in ${Math.round(result.editMs)} ms`,
    );

    // Poll B until each page shows the new title.
    const wanted = marker;
    await Promise.all(
      pages.map(async (page) => {
        let polls = 0;
        let seen: number | null = null;
        let answerMs = 0;
        let fromCache = false;
        while (performance.now() - savedAt < GIVE_UP_MS) {
          polls++;
          const response = await request(`${b.baseURL}${page}`);
          if (response.status === 200 && response.body.includes(wanted)) {
            seen = performance.now() - savedAt;
            answerMs = response.ms;
            fromCache = response.headers["x-cache"] === "HIT";
            break;
          }
          await sleep(POLL_MS);
        }
        result.propagationMs[page] = seen;
        check(
          `the edit is on B's ${page} within ${PROPAGATION_BUDGET_MS} ms`,
          seen !== null && seen <= PROPAGATION_BUDGET_MS,
          seen === null
            ? `not after ${GIVE_UP_MS} ms (${polls} polls)`
            : `${Math.round(seen)} ms after A's answer (${Math.round(seen + result.editMs)} ms after sending it), ${polls} poll${polls === 1 ? "" : "s"}, the last answered in ${Math.round(answerMs)} ms (${fromCache ? "a cache hit" : "rendered anew"})`,
        );
      }),
    );
    // And B's cache keeps working: the new page becomes a hit again.
    for (const page of pages) {
      const hit = await waitForHit(b, page);
      check(
        `B caches ${page} again after the edit`,
        hit !== undefined && hit.body.includes(wanted),
        hit
          ? hit.body.includes(wanted)
            ? "X-Cache: HIT, new title"
            : "HIT with the OLD title"
          : "never a cache hit in 5 s",
      );
    }
  }

  /** 5. The change feed drops while a post is edited: B serves no page from before the edit. */
  async function feedDrop(b: AppServer, post: { id: string; slug: string }) {
    const page = `/blog/${post.slug}`;
    const warm = await waitForHit(b, page);
    check(
      `B serves ${page} from its page cache before its change feed drops`,
      warm !== undefined,
      warm ? "X-Cache: HIT" : "never a cache hit in 5 s",
    );
    const marker = `(edited while the feed was down ${crypto.randomBytes(3).toString("hex")})`;
    const handle = await openDatabase({ url: databaseUrl });
    let droppedAt = 0;
    try {
      // One transaction: the listeners' connections are cut before the edit's notification is
      // sent, so no server hears of it.
      await handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where query ilike 'LISTEN%' and datname = current_database()`,
        );
        await tx
          .update(blogPosts)
          .set({ title: sql`${blogPosts.title} || ${` ${marker}`}` })
          .where(eq(blogPosts.id, post.id));
      });
      droppedAt = performance.now();
    } finally {
      await handle.close();
    }
    const seen = await pollFor(b, page, marker, droppedAt);
    check(
      `with its change feed cut, B shows an edit it did not hear of within ${PROPAGATION_BUDGET_MS} ms`,
      seen.seenMs !== null && seen.seenMs <= PROPAGATION_BUDGET_MS,
      seen.seenMs === null
        ? `not after ${GIVE_UP_MS} ms (${seen.polls} polls, ${seen.oldFromCache} old pages from the cache)`
        : `${Math.round(seen.seenMs)} ms after the edit, ${seen.polls} poll${seen.polls === 1 ? "" : "s"}, ${seen.oldFromCache} old page${seen.oldFromCache === 1 ? "" : "s"} from the cache meanwhile`,
    );
    const hit = await waitForHit(b, page);
    check(
      "B caches pages again once its change feed is back",
      hit !== undefined && hit.body.includes(escapeHtml(marker)),
      hit ? "X-Cache: HIT, the edited title" : "never a cache hit in 5 s",
    );
  }
}

/** Requests `page` until it comes from the page cache (a miss stores it once rendered). */
async function pollFor(
  server: AppServer,
  page: string,
  wanted: string,
  since: number,
): Promise<{ seenMs: number | null; polls: number; oldFromCache: number }> {
  let polls = 0;
  let oldFromCache = 0;
  while (performance.now() - since < GIVE_UP_MS) {
    polls++;
    const response = await request(`${server.baseURL}${page}`);
    if (response.status === 200 && response.body.includes(wanted)) {
      return { seenMs: performance.now() - since, polls, oldFromCache };
    }
    if (response.headers["x-cache"]) oldFromCache++;
    await sleep(POLL_MS);
  }
  return { seenMs: null, polls, oldFromCache };
}

async function waitForHit(server: AppServer, page: string): Promise<HttpResponse | undefined> {
  const deadline = performance.now() + 5_000;
  while (performance.now() < deadline) {
    const response = await request(`${server.baseURL}${page}`);
    if (response.status === 200 && response.headers["x-cache"] === "HIT") return response;
    await sleep(50);
  }
  return undefined;
}

const isSignInRedirect = (response: HttpResponse) =>
  response.status === 302 && /^\/admin\/login\b/.test(response.headers.location ?? "");

const describe = (response: HttpResponse) =>
  `HTTP ${response.status}${response.headers.location ? ` → ${response.headers.location}` : ""}`;

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

const secret = () => crypto.randomBytes(18).toString("base64url");
