import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, type PageCacheOptions, shows, withScriptHashes } from "./page-cache";

const INLINE_SCRIPT = 'window.__context = {"page":1};';
const CSP = "default-src 'self';script-src 'self' 'nonce-abc123';object-src 'none'";
const PUBLIC = "public, max-age=0, s-maxage=60";
const FILE_CACHE = "public, max-age=604800, s-maxage=3600, immutable, no-transform";
const FILE_BYTES = 3 * 1024 * 1024 + 5;

interface Page {
  status?: number;
  cacheControl?: string;
  setCookie?: string;
  delayMs?: number;
  expires?: string;
  contentType?: string;
}

/** Whether the test server answers hits with `answer` before Express, as server.js does. */
let answerFirst = false;
let requestIds = 0;

/**
 * An app shaped like server/app.ts: cache lookup, compression, capture, then a renderer; with
 * `answerFirst`, the HTTP server first offers each request to `answer` as server.js does.
 */
async function startApp(
  options: PageCacheOptions = {},
  page: (req: express.Request) => Page = () => ({}),
) {
  const cache = createPageCache(options);
  let renders = 0;
  const app = express();
  app.use(cache.serve);
  app.use(compression());
  app.use(cache.capture);
  // A stored file as app/lib/file-response.server.ts answers it: public, ranges, no-transform.
  app.get("/files/{*key}", async (req, res) => {
    renders += 1;
    const headers = {
      "Accept-Ranges": "bytes",
      "Cache-Control": FILE_CACHE,
      ETag: '"file-1"',
      "Content-Type": "application/pdf",
    };
    if (req.get("if-none-match") === '"file-1"') return res.status(304).set(headers).end();
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.get("range") ?? "");
    const [start, end] = range ? [Number(range[1]), Number(range[2])] : [0, FILE_BYTES - 1];
    res.status(range ? 206 : 200).set({
      ...headers,
      "Content-Length": String(end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${FILE_BYTES}` } : {}),
    });
    // Streamed slowly in 64 KB pieces, as a large file from storage.
    for (let at = start; at <= end; at += 65_536) {
      if (!res.write(Buffer.alloc(Math.min(65_536, end - at + 1), 0x25))) {
        await new Promise((resolve) => res.once("drain", resolve));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    res.end();
  });
  app.get("/{*path}", async (req, res) => {
    renders += 1;
    const {
      status = 200,
      cacheControl = PUBLIC,
      setCookie,
      delayMs = 0,
      expires,
      contentType = "text/html; charset=utf-8",
    } = page(req);
    res.status(status);
    res.setHeader("Content-Type", contentType);
    if (expires) res.setHeader("Expires", expires);
    res.setHeader("Content-Security-Policy", CSP);
    res.setHeader("Cache-Control", cacheControl);
    if (setCookie) res.setHeader("Set-Cookie", setCookie);
    // Streamed in pieces, as React's renderer does.
    res.write(`<!doctype html><html><body><h1>${req.originalUrl} ${renders}</h1>`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    res.write(`<script nonce="abc123">${INLINE_SCRIPT}</script>`);
    res.write('<script type="module" src="/assets/entry.js"></script>');
    res.end(`<p>${"x".repeat(3_000)}</p></body></html>`);
  });
  const server = http.createServer((req, res) => {
    if (answerFirst && cache.answer(req, res, () => ["X-Request-Id", `hit-${++requestIds}`])) {
      return;
    }
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    cache,
    renders: () => renders,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, { headers }),
  };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.close(resolve);
          server.closeAllConnections();
        }),
    ),
  );
});

/** Waits until the cache has stored `count` pages (compression finishes after the response). */
async function stored(cache: ReturnType<typeof createPageCache>, count: number) {
  for (let i = 0; i < 200 && cache.stats().stored < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  expect(cache.stats().stored).toBe(count);
}

// Every behaviour holds both through the middleware and with hits answered before Express.
for (const front of [false, true]) {
  describe(front ? "page cache, hits answered before Express" : "page cache", () => {
    beforeEach(() => {
      answerFirst = front;
    });

    it("serves the second anonymous request from memory with the same body and an ETag", async () => {
      const { cache, get, renders } = await startApp();
      const first = await get("/blog");
      const firstBody = await first.text();
      expect(first.headers.get("x-cache")).toBeNull();
      await stored(cache, 1);

      const second = await get("/blog");
      expect(second.headers.get("x-cache")).toBe("HIT");
      expect(await second.text()).toBe(firstBody);
      expect(second.headers.get("etag")).toMatch(/^"[\w-]+"$/);
      expect(second.headers.get("cache-control")).toBe(PUBLIC);
      expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      expect(renders()).toBe(1);
    });

    it("answers 304 to a matching If-None-Match, for every encoding's tag", async () => {
      const { cache, get } = await startApp();
      await (await get("/blog")).text();
      await stored(cache, 1);
      const plain = await get("/blog", { "Accept-Encoding": "identity" });
      const etag = plain.headers.get("etag")!;
      const brotli = await get("/blog", { "Accept-Encoding": "br" });
      expect(brotli.headers.get("etag")).not.toBe(etag);

      for (const tag of [etag, brotli.headers.get("etag")!, `W/${etag}`, `"other", ${etag}`]) {
        const revalidated = await get("/blog", { "If-None-Match": tag });
        expect(revalidated.status).toBe(304);
        expect(await revalidated.text()).toBe("");
      }
      expect((await get("/blog", { "If-None-Match": '"something-else"' })).status).toBe(200);
    });

    it("sends brotli or gzip compressed once, by what the client accepts", async () => {
      const { cache, get } = await startApp();
      const body = await (await get("/blog", { "Accept-Encoding": "identity" })).text();
      await stored(cache, 1);
      for (const [accept, expected] of [
        ["gzip, deflate, br", "br"],
        ["gzip", "gzip"],
        ["br;q=0, gzip", "gzip"],
        ["identity", null],
      ] as const) {
        const response = await get("/blog", { "Accept-Encoding": accept });
        expect(response.headers.get("x-cache")).toBe("HIT");
        expect(response.headers.get("content-encoding")).toBe(expected);
        expect(await response.text()).toBe(body);
      }
    });

    it("allows a stored page's inline scripts by hash instead of the first request's nonce", async () => {
      const { cache, get } = await startApp();
      await (await get("/blog")).text();
      await stored(cache, 1);
      const csp = (await get("/blog")).headers.get("content-security-policy")!;
      const hash = crypto.createHash("sha256").update(INLINE_SCRIPT).digest("base64");
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain("nonce-");
      expect(csp).toContain("object-src 'none'");
      // The external module script is allowed by 'self', not hashed.
      expect(csp.match(/sha256-/g)).toHaveLength(1);
    });

    it("never serves or stores pages for a signed-in admin or a flashed toast", async () => {
      const { cache, get, renders } = await startApp();
      await (await get("/blog")).text();
      await stored(cache, 1);
      for (const cookie of ["admin_session=abc", "theme=dark; flash-toast=e30%3D"]) {
        const response = await get("/blog", { Cookie: cookie });
        expect(response.headers.get("x-cache")).toBeNull();
        expect(response.headers.get("cache-control")).toBe("private, no-store");
      }
      expect(renders()).toBe(3);
      expect(cache.stats().stored).toBe(1);
    });

    it("keeps one copy per theme", async () => {
      const { cache, get } = await startApp();
      await (await get("/blog", { Cookie: "theme=light" })).text();
      await stored(cache, 1);
      expect((await get("/blog", { Cookie: "theme=dark" })).headers.get("x-cache")).toBeNull();
      await stored(cache, 2);
      expect((await get("/blog", { Cookie: "other=1; theme=light" })).headers.get("x-cache")).toBe(
        "HIT",
      );
    });

    it("stores only successful public answers without cookies", async () => {
      const cases: Record<string, Page> = {
        "/missing": { status: 404 },
        "/private": { cacheControl: "no-store" },
        "/cookie": { setCookie: "a=b" },
      };
      const { cache, get, renders } = await startApp({}, (req) => cases[req.path] ?? {});
      const missing = await get("/missing");
      expect(missing.headers.get("cache-control")).toBe("no-store");
      const cookie = await get("/cookie");
      expect(cookie.headers.get("cache-control")).toBe("private, no-store");
      await get("/private");
      for (const path of Object.keys(cases)) await (await get(path)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cache.stats().stored).toBe(0);
      expect(renders()).toBe(6);
    });

    it("forgets every page when told that anything may have changed, and does not keep a page rendered meanwhile", async () => {
      const { cache, get, renders } = await startApp({}, (req) => ({
        delayMs: req.path === "/slow" ? 100 : 0,
      }));
      await (await get("/blog")).text();
      await stored(cache, 1);
      cache.invalidate("test");
      expect((await get("/blog")).headers.get("x-cache")).toBeNull();

      const slow = get("/slow");
      await new Promise((resolve) => setTimeout(resolve, 30));
      cache.invalidate("a write during the render");
      await (await slow).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await get("/slow")).headers.get("x-cache")).toBeNull();
      expect(renders()).toBe(4);
    });

    it("renders a page once for 50 simultaneous first requests, and all of them get that render", async () => {
      const { get, renders } = await startApp({}, () => ({ delayMs: 50 }));
      const bodies = await Promise.all(
        Array.from({ length: 50 }, async () => (await get("/blog")).text()),
      );
      expect(new Set(bodies).size).toBe(1);
      expect(renders()).toBe(1);
    });

    it("with no time to live keeps nothing, yet 50 simultaneous readers share one render", async () => {
      const { cache, get, renders } = await startApp({ ttlMs: 0 }, () => ({ delayMs: 80 }));
      const bodies = await Promise.all(
        Array.from({ length: 50 }, async () => (await get("/blog")).text()),
      );
      expect(new Set(bodies).size).toBe(1);
      expect(renders()).toBe(1);
      expect(cache.stats().entries).toBe(0);
      await (await get("/blog")).text();
      expect(renders()).toBe(2);
    });

    it("after a change, serves the page as it was while one request renders it anew, then the new one", async () => {
      const { cache, get, renders } = await startApp({ staleMs: 5_000 }, () => ({ delayMs: 500 }));
      const before = await (await get("/blog")).text();
      await stored(cache, 1);
      cache.change({ table: "blog_posts" });

      // 30 readers at once: one renders, the rest get the old page at once, marked stale (on a
      // busy machine a reader may arrive only once the new page is stored: it gets that one).
      const answers = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const response = await get("/blog");
          return { cache: response.headers.get("x-cache"), body: await response.text() };
        }),
      );
      const fresh = answers.filter((answer) => answer.cache === null);
      expect(fresh).toHaveLength(1);
      expect(fresh[0]!.body).not.toBe(before);
      const staleAnswers = answers.filter((answer) => answer.cache === "STALE");
      expect(staleAnswers.length).toBeGreaterThan(0);
      expect(new Set(staleAnswers.map((answer) => answer.body))).toEqual(new Set([before]));
      for (const answer of answers.filter((answer) => answer.cache === "HIT")) {
        expect(answer.body).toBe(fresh[0]!.body);
      }
      expect(renders()).toBe(2);

      await stored(cache, 2);
      const after = await get("/blog");
      expect(after.headers.get("x-cache")).toBe("HIT");
      expect(await after.text()).toBe(fresh[0]!.body);
      expect(cache.stats().staleHits).toBe(staleAnswers.length);
    });

    it("never serves a page more than the stale bound after a change: past it, readers wait for the render", async () => {
      // Generous times: on a busy machine a request may take a few hundred milliseconds.
      const { cache, get, renders } = await startApp({ staleMs: 500 }, (req) => ({
        delayMs: req.query.slow ? 2_000 : 0,
      }));
      await (await get("/blog?slow=1")).text();
      await stored(cache, 1);
      cache.change({ table: "blog_posts" });
      const changedAt = Date.now();

      const rendering = get("/blog?slow=1").then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await get("/blog?slow=1")).headers.get("x-cache")).toBe("STALE");
      await new Promise((resolve) => setTimeout(resolve, 600 - (Date.now() - changedAt)));
      // Past the bound, the render is still under way: this reader waits for it.
      const late = await get("/blog?slow=1");
      expect(late.headers.get("x-cache")).toBe("HIT");
      expect(await late.text()).toBe(await rendering);
      expect(renders()).toBe(2);
    });

    it("refreshes only the pages that show what changed", async () => {
      const dependencies = (url: string) =>
        url.startsWith("/blog")
          ? ["blog_posts"]
          : url.startsWith("/resources/foundation/maths-1")
            ? ["resources:foundation/maths-1", "subjects:foundation/maths-1"]
            : url.startsWith("/resources/foundation")
              ? ["resources:foundation"]
              : undefined;
      const { cache, get, renders } = await startApp({ dependencies });
      const paths = ["/blog", "/resources/foundation/maths-1", "/resources/foundation"];
      for (const [i, path] of paths.entries()) {
        await (await get(path)).text();
        await stored(cache, i + 1);
      }
      // A page without a rule is never stored.
      await (await get("/unlisted")).text();
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(cache.stats().stored).toBe(3);

      const state = async () =>
        Object.fromEntries(
          await Promise.all(
            paths.map(async (path) => [path, (await get(path)).headers.get("x-cache")]),
          ),
        );
      cache.change({ table: "blog_posts", scopes: ["some-post"] });
      cache.change({ table: "resources", scopes: ["diploma/mlf"] });
      cache.change({ table: "subjects", scopes: ["foundation/maths-2"] });
      expect(await state()).toEqual({
        "/blog": null, // rendered anew by this request
        "/resources/foundation/maths-1": "HIT",
        "/resources/foundation": "HIT",
      });
      expect(renders()).toBe(5);

      await stored(cache, 4);
      cache.change({ table: "resources", scopes: ["foundation/maths-1"] });
      expect(await state()).toEqual({
        "/blog": "HIT",
        "/resources/foundation/maths-1": null,
        "/resources/foundation": null,
      });
    });

    it("stores a page rendered while a change it shows landed as stale, so the next reader renders it again", async () => {
      const { cache, get, renders } = await startApp({}, () => ({ delayMs: 100 }));
      const rendering = get("/blog").then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 30));
      cache.change({ table: "blog_posts" });
      await rendering;
      await stored(cache, 1);
      const [first, second] = await Promise.all([get("/blog"), get("/blog")]);
      expect([first.headers.get("x-cache"), second.headers.get("x-cache")].sort()).toEqual([
        "STALE",
        null,
      ]);
      expect(renders()).toBe(2);
    });

    it("serves a signed-in admin the fresh page even while visitors get the stale one", async () => {
      const { cache, get, renders } = await startApp({}, () => ({ delayMs: 100 }));
      await (await get("/blog")).text();
      await stored(cache, 1);
      cache.change({ table: "blog_posts" });
      const visitorRender = get("/blog");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await get("/blog")).headers.get("x-cache")).toBe("STALE");
      const admin = await get("/blog", { Cookie: "admin_session=abc" });
      expect(admin.headers.get("x-cache")).toBeNull();
      expect(admin.headers.get("cache-control")).toBe("private, no-store");
      await (await visitorRender).text();
      expect(renders()).toBe(3);
    });

    it("serves nothing from memory while disabled", async () => {
      const { cache, get } = await startApp();
      await (await get("/blog")).text();
      await stored(cache, 1);
      cache.setEnabled(false);
      const response = await get("/blog");
      expect(response.headers.get("x-cache")).toBeNull();
      expect(response.headers.get("cache-control")).toBe(PUBLIC);
      expect(cache.stats().entries).toBe(0);
    });

    it("keeps at most maxEntries pages, dropping the least recently used", async () => {
      const { cache, get } = await startApp({ maxEntries: 2 });
      for (const [i, path] of ["/a", "/b"].entries()) {
        await (await get(path)).text();
        await stored(cache, i + 1);
      }
      expect((await get("/a")).headers.get("x-cache")).toBe("HIT");
      await (await get("/c")).text();
      await stored(cache, 3);
      expect(cache.stats().entries).toBe(2);
      expect((await get("/a")).headers.get("x-cache")).toBe("HIT");
      expect((await get("/b")).headers.get("x-cache")).toBeNull();
    });

    it("keeps at most maxBytes, counting every stored encoding, dropping the least recently used", async () => {
      const probe = await startApp();
      await (await probe.get("/a")).text();
      await stored(probe.cache, 1);
      const onePage = probe.cache.stats().bytes;
      expect(onePage).toBeGreaterThan(3_000); // identity, brotli and gzip together

      const { cache, get } = await startApp({ maxBytes: Math.floor(onePage * 2.5) });
      for (const [i, path] of ["/a", "/b"].entries()) {
        await (await get(path)).text();
        await stored(cache, i + 1);
      }
      expect((await get("/a")).headers.get("x-cache")).toBe("HIT");
      await (await get("/c")).text();
      await stored(cache, 3);
      expect(cache.stats().entries).toBe(2);
      expect(cache.stats().bytes).toBeLessThanOrEqual(Math.floor(onePage * 2.5));
      expect((await get("/a")).headers.get("x-cache")).toBe("HIT");
      expect((await get("/b")).headers.get("x-cache")).toBeNull();
    });

    it("leaves files served with ranges alone: not stored, not compressed, caching as sent", async () => {
      const { cache, get, renders } = await startApp();
      // Two at once: the second does not wait for the first (a download may take minutes).
      const started = Date.now();
      const [first, second] = await Promise.all([
        get("/files/a.pdf", { "Accept-Encoding": "gzip, br" }),
        get("/files/a.pdf", { "Accept-Encoding": "gzip, br" }),
      ]);
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.headers.get("content-encoding")).toBeNull();
        expect(response.headers.get("content-length")).toBe(String(FILE_BYTES));
        expect(response.headers.get("cache-control")).toBe(FILE_CACHE);
        expect(response.headers.get("x-cache")).toBeNull();
        expect((await response.arrayBuffer()).byteLength).toBe(FILE_BYTES);
      }
      expect(Date.now() - started).toBeLessThan(4_000);

      const partial = await get("/files/a.pdf", { Range: "bytes=0-99", "Accept-Encoding": "gzip" });
      expect(partial.status).toBe(206);
      expect(partial.headers.get("content-range")).toBe(`bytes 0-99/${FILE_BYTES}`);
      expect(partial.headers.get("cache-control")).toBe(FILE_CACHE);
      expect((await partial.arrayBuffer()).byteLength).toBe(100);

      const notModified = await get("/files/a.pdf", {
        "If-None-Match": '"file-1"',
        Cookie: "admin_session=abc",
      });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("cache-control")).toBe(FILE_CACHE);

      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(cache.stats()).toMatchObject({ entries: 0, stored: 0, bytes: 0 });
      expect((await get("/files/a.pdf")).headers.get("x-cache")).toBeNull();
      expect(renders()).toBe(5);
    });

    it("renders again after the time limit", async () => {
      const { cache, get } = await startApp({ ttlMs: 30 });
      await (await get("/blog")).text();
      await stored(cache, 1);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect((await get("/blog")).headers.get("x-cache")).toBeNull();
    });

    it("keeps a page that shows nothing timed past the time limit, until a change it shows", async () => {
      const { cache, get } = await startApp({
        ttlMs: 30,
        dependencies: (url) => (url === "/about" ? ["site_settings"] : ["blog_posts"]),
        keepFor: (dependencies) => (dependencies.includes("blog_posts") ? undefined : 60_000),
      });
      await (await get("/about")).text();
      await (await get("/blog")).text();
      await stored(cache, 2);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect((await get("/about")).headers.get("x-cache")).toBe("HIT");
      expect((await get("/blog")).headers.get("x-cache")).toBeNull();
      cache.change({ table: "site_settings" });
      expect((await get("/about")).headers.get("x-cache")).toBeNull();
    });

    it("keeps nothing with no time to live, whatever the page shows", async () => {
      const { cache, get, renders } = await startApp({ ttlMs: 0, keepFor: () => 60_000 });
      await (await get("/about")).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(cache.stats()).toMatchObject({ entries: 0, stored: 0 });
      await (await get("/about")).text();
      expect(renders()).toBe(2);
    });
  });
}

describe("page cache hits answered before Express (server.js)", () => {
  beforeEach(() => {
    answerFirst = true;
  });

  it("gives a hit its own request id and every header the page was stored with", async () => {
    const { cache, get, renders } = await startApp();
    const first = await get("/blog", { "Accept-Encoding": "identity" });
    const body = await first.text();
    await stored(cache, 1);
    const hit = await get("/blog", { "Accept-Encoding": "identity" });
    expect(await hit.text()).toBe(body);
    expect(hit.headers.get("x-request-id")).toMatch(/^hit-\d+$/);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(hit.headers.get("cache-control")).toBe(PUBLIC);
    expect(hit.headers.get("content-security-policy")).toContain("'sha256-");
    expect(hit.headers.get("content-security-policy")).not.toContain("nonce-");
    expect(hit.headers.get("age")).toMatch(/^\d+$/);
    const again = await get("/blog", { "Accept-Encoding": "identity" });
    expect(again.headers.get("x-request-id")).not.toBe(hit.headers.get("x-request-id"));
    expect(renders()).toBe(1);
  });

  it("leaves misses, writes, personal requests and a disabled cache to the app", async () => {
    const cache = createPageCache();
    const offered = (method: string, url: string, headers: Record<string, string> = {}) => {
      const req = { method, url, headers: { host: "site", ...headers } } as http.IncomingMessage;
      const res = {
        writeHead: () => expect.unreachable("answered"),
      } as unknown as http.ServerResponse;
      return cache.answer(req, res);
    };
    expect(offered("GET", "/blog")).toBe(false);
    expect(offered("POST", "/blog")).toBe(false);
    expect(offered("GET", "/blog", { cookie: "admin_session=abc" })).toBe(false);
    expect(offered("GET", "/blog", { authorization: "Basic eDp5" })).toBe(false);
    cache.setEnabled(false);
    expect(offered("GET", "/blog")).toBe(false);
  });
});

describe("page cache and pages that change at a known time", () => {
  it("does not serve a page past its Expires (the next scheduled blog post), even within the TTL", async () => {
    const expires = new Date(Date.now() + 2_000).toUTCString();
    const { cache, get } = await startApp({ ttlMs: 60_000 }, () => ({ expires }));
    await (await get("/blog")).text();
    await stored(cache, 1);
    expect((await get("/blog")).headers.get("x-cache")).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, Date.parse(expires) - Date.now() + 20));
    expect((await get("/blog")).headers.get("x-cache")).toBeNull();
  });

  it("does not store a page whose Expires has passed, nor images", async () => {
    const { cache, get } = await startApp({}, (req) =>
      req.path === "/old"
        ? { expires: new Date(Date.now() - 1_000).toUTCString() }
        : { contentType: "image/avif", cacheControl: "public, max-age=31536000, immutable" },
    );
    await (await get("/old")).text();
    await (await get("/covers/x.avif")).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.stats().stored).toBe(0);
    expect((await get("/old")).headers.get("x-cache")).toBeNull();
  });
});

describe("shows: whether a page's dependencies cover a change", () => {
  it("matches a whole table, a scope, a scope's parent, and any scope of a change without one", () => {
    expect(shows(["blog_posts"], { table: "blog_posts", scopes: ["x"] })).toBe(true);
    expect(shows(["resources:foundation/maths-1"], { table: "resources" })).toBe(true);
    expect(
      shows(["resources:foundation/maths-1"], {
        table: "resources",
        scopes: ["diploma/mlf", "foundation/maths-1"],
      }),
    ).toBe(true);
    expect(shows(["resources:foundation"], { table: "resources", scopes: ["foundation/x"] })).toBe(
      true,
    );
    expect(
      shows(["resources:foundation/maths-1"], { table: "resources", scopes: ["foundation"] }),
    ).toBe(false);
    expect(
      shows(["resources:foundation/maths"], { table: "resources", scopes: ["foundation/maths-1"] }),
    ).toBe(false);
    expect(shows(["resources_extra"], { table: "resources" })).toBe(false);
    expect(shows(["subjects:foundation/maths-1"], { table: "resources" })).toBe(false);
  });
});

describe("withScriptHashes", () => {
  it("hashes every inline script and leaves other directives alone", () => {
    const html = Buffer.from(
      '<script nonce="n">a()</script><script src="/x.js"></script><SCRIPT type="module">b()</SCRIPT>',
    );
    const sha = (text: string) =>
      `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    expect(withScriptHashes("default-src 'self'; script-src 'self' 'nonce-n'", html)).toBe(
      `default-src 'self'; script-src 'self' ${sha("a()")} ${sha("b()")}`,
    );
  });
});
