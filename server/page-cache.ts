// An in-process cache of rendered public pages (HTML documents and their `.data` requests).
//
// Routes opt in by answering with `Cache-Control: public, …` (the public layout does), and a page
// is stored only when `dependencies` says what it shows (server/page-cache-rules.ts). Only
// anonymous GET/HEAD requests are served from it: a request carrying the admin session or a
// flashed toast always renders.
//
// Content changes reach it as `change` calls (the feed from PostgreSQL, which every app server
// hears). A change marks the pages that show it stale; it does not drop them (ADR 047). A stale
// page is still served for `staleMs` while one request renders it afresh, which replaces it; past
// that bound it is not served, and readers wait for that one render. However many readers ask for
// a page that is being rendered, it is rendered once.
//
// A stored page is served byte for byte the same to everyone, so it cannot carry a per-request
// CSP nonce: its Content-Security-Policy allows its own inline scripts by their SHA-256 hashes
// instead. Bodies are compressed once (brotli, gzip) when stored, not on every hit, and each
// stored encoding keeps its whole header list, so a hit only adds its Age and request id.
//
// The pages are kept in an lru-cache bounded by count and by bytes (every stored encoding counted),
// each with its own time to live.
//
// `answer` serves a hit from Node's plain request and response, before Express and the rest of
// the middleware stack (server.js calls it first); `serve` is the same lookup as a middleware,
// which also marks misses for `capture`.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Cookies whose presence means the page is personal: never served from or stored in the cache. */
const PERSONAL_COOKIES = /(?:^|;\s*)(?:admin_session|flash-toast)=/;
const THEME_COOKIE = /(?:^|;\s*)theme=([^;]{0,200})/;
/** Headers that belong to one response, or that the cache sets itself. */
const NOT_STORED = new Set([
  "x-request-id",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "etag",
  "vary",
  "set-cookie",
]);
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface PageCacheOptions {
  /** Most pages kept (least recently used go first). */
  maxEntries?: number;
  /** Most bytes kept, counting every stored encoding. */
  maxBytes?: number;
  /** A page is rendered again after this long even without a write (time-dependent content). */
  ttlMs?: number;
  /**
   * How long a page may still be served after a change it shows (or its time to live) made it
   * stale, while it is rendered again: the most a visitor's page lags behind the content.
   */
  staleMs?: number;
  /**
   * What the page at a URL (path and query) shows, matched against each change; undefined: the
   * page is never stored. By default every page shows everything.
   */
  dependencies?: (url: string) => readonly string[] | undefined;
  /**
   * How long a page with these dependencies stays fresh without a change it shows, when that is
   * not `ttlMs` (a page that shows nothing that changes with time); undefined: `ttlMs`. A time to
   * live of 0 still keeps nothing.
   */
  keepFor?: (dependencies: readonly string[], now: number) => number | undefined;
}

/** A content change: a table, and the parts of it (scopes) touched; no scopes: any row. */
export interface PageChange {
  table: string;
  scopes?: readonly string[];
}

/** The most a reader waits for another request's render of the same page before rendering. */
const RENDER_WAIT_MS = 10_000;
/** Changes remembered, to tell whether one landed while a page was being rendered. */
const CHANGE_LOG_SIZE = 1_000;

type Encoding = "br" | "gzip" | "identity";

/** One stored encoding of a page, with its headers as Node's flat [name, value, …] list. */
interface Variant {
  body: Buffer;
  /** The 200 answer's headers (Content-Length, Content-Encoding, ETag and Vary included). */
  headers: string[];
  /** The 304 answer's headers: the same without the body's. */
  notModified: string[];
}

interface Entry {
  status: number;
  etag: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  bytes: number;
  storedAt: number;
  /** Stale from this time on: its TTL, or sooner when the page said so with `Expires`. */
  expiresAt: number;
  /** When a change it shows arrived (it is stale from then on); undefined while none has. */
  changedAt?: number;
  /** What it shows (`PageCacheOptions.dependencies`). */
  dependencies: readonly string[];
}

export interface PageCacheStats {
  enabled: boolean;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stored: number;
  /** Answers with a stale page while it was being rendered again. */
  staleHits: number;
  invalidations: number;
  changes: number;
}

export interface PageCache {
  /**
   * Answers the request from a stored page and returns true, or returns false and does nothing.
   * Works on Node's plain request and response, before any middleware; `extraHeaders` (called
   * only on a hit) gives headers of this answer alone, e.g. its request id.
   */
  answer(req: IncomingMessage, res: ServerResponse, extraHeaders?: () => string[]): boolean;
  /** Serves a stored page, or marks the request so that `capture` stores its response. */
  serve: RequestHandler;
  /** Collects a marked response's body and stores it; fixes Cache-Control for the rest. */
  capture: RequestHandler;
  /** Marks the stored pages that show this change stale. */
  change(change: PageChange): void;
  /** Forgets every stored page (what changed is not known). */
  invalidate(reason: string): void;
  /** While disabled (e.g. the change feed from PostgreSQL is down) nothing is served or stored. */
  setEnabled(enabled: boolean): void;
  /** Changes `PageCacheOptions.ttlMs` for pages stored from now on. */
  setTimeToLive(ms: number): void;
  stats(): PageCacheStats;
}

/** A render this cache waits for: the request that makes it stores it. */
interface Pending {
  key: string;
  generation: number;
  /** The last change heard before the render began. */
  changeSeq: number;
  dependencies: readonly string[];
  /** Set once `capture` collects the response; until then closing the response ends the wait. */
  captured: boolean;
  /** The page as rendered, for the readers who waited, even when it is not kept. */
  result?: Entry;
  done: () => void;
}

/** Whether a page with these dependencies ("*": everything) shows this change. */
export function shows(dependencies: readonly string[], change: PageChange): boolean {
  for (const dependency of dependencies) {
    if (dependency === change.table || dependency === "*") return true;
    if (!dependency.startsWith(`${change.table}:`)) continue;
    if (!change.scopes) return true;
    const scope = dependency.slice(change.table.length + 1);
    for (const touched of change.scopes) {
      if (touched === scope || touched.startsWith(`${scope}/`)) return true;
    }
  }
  return false;
}

type Freshness = "fresh" | "stale";

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  let ttlMs = options.ttlMs ?? 10 * 60_000;
  const staleMs = options.staleMs ?? 5_000;
  const dependenciesOf = options.dependencies ?? (() => ["*"]);
  // Least recently used pages go first when either bound is passed. A page is kept for its time
  // to live and the stale bound after it; `freshness` decides whether it may be served.
  const entries = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl: ttlMs + staleMs,
  });
  /** Renders under way, by cache key: the one request rendering, and the promise others wait on. */
  const inFlight = new Map<string, { pending: Pending; rendered: Promise<void> }>();
  /** The last changes heard, oldest first, numbered. */
  const changeLog: { seq: number; at: number; change: PageChange }[] = [];
  let changeSeq = 0;
  let generation = 0;
  let enabled = true;
  const counters = { hits: 0, misses: 0, stored: 0, staleHits: 0, invalidations: 0, changes: 0 };

  function invalidate() {
    generation += 1;
    counters.invalidations += 1;
    entries.clear();
  }

  function change(changed: PageChange) {
    const at = Date.now();
    changeSeq += 1;
    counters.changes += 1;
    changeLog.push({ seq: changeSeq, at, change: changed });
    if (changeLog.length > CHANGE_LOG_SIZE) changeLog.splice(0, changeLog.length - CHANGE_LOG_SIZE);
    entries.forEach((entry) => {
      if (entry.changedAt === undefined && shows(entry.dependencies, changed)) {
        entry.changedAt = at;
      }
    });
  }

  /** When the first change a render that began after change `since` may have missed arrived. */
  function changedSince(since: number, dependencies: readonly string[]): number | undefined {
    const oldest = changeLog[0];
    if (oldest && oldest.seq > since + 1) return oldest.at; // forgotten: assume the worst
    for (const logged of changeLog) {
      if (logged.seq > since && shows(dependencies, logged.change)) return logged.at;
    }
    return undefined;
  }

  /** A stored page that may be served, and whether it is still fresh. */
  function lookup(key: string): { entry: Entry; freshness: Freshness } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    // lru-cache's clock and Date.now() may disagree by a millisecond; Expires is wall-clock time.
    const now = Date.now();
    const staleFrom = Math.min(entry.expiresAt, entry.changedAt ?? Infinity);
    if (now < staleFrom) return { entry, freshness: "fresh" };
    if (now < staleFrom + staleMs) return { entry, freshness: "stale" };
    entries.delete(key);
    return undefined;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    freshness: Freshness,
    extra: string[],
  ) {
    counters.hits += 1;
    if (freshness === "stale") counters.staleHits += 1;
    const variant = entry.variants[chooseEncoding(req.headers["accept-encoding"], entry)]!;
    const age = String(Math.floor((Date.now() - entry.storedAt) / 1000));
    const own = ["X-Cache", freshness === "fresh" ? "HIT" : "STALE", "Age", age, ...extra];
    if (matchesEtag(req.headers["if-none-match"], entry.etag)) {
      res.writeHead(304, [...variant.notModified, ...own]);
      res.end();
      return;
    }
    res.writeHead(entry.status, [...variant.headers, ...own]);
    if (req.method === "HEAD") res.end();
    else res.end(variant.body);
  }

  function answer(
    req: IncomingMessage,
    res: ServerResponse,
    extraHeaders: () => string[] = () => [],
  ): boolean {
    if (!enabled) return false;
    const key = cacheKey(req);
    const found = key === undefined ? undefined : lookup(key);
    // A stale page nobody is rendering yet goes to the app, where this request renders it.
    if (!found || (found.freshness === "stale" && !inFlight.has(key!))) return false;
    send(req, res, found.entry, found.freshness, extraHeaders());
    return true;
  }

  /** Makes this request the one that renders the page; others wait for it or get the old one. */
  function claim(req: Request, res: Response, key: string): boolean {
    const url = req.originalUrl ?? req.url;
    const dependencies = dependenciesOf(url);
    if (!dependencies || req.method !== "GET") return false;
    let settle!: () => void;
    const rendered = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const pending: Pending = {
      key,
      generation,
      changeSeq,
      dependencies,
      captured: false,
      done: () => {
        if (inFlight.get(key)?.pending === pending) inFlight.delete(key);
        settle();
      },
    };
    inFlight.set(key, { pending, rendered });
    res.locals.pageCache = pending;
    // Answered before `capture` (a static file, an error): nothing to wait for.
    res.on("close", () => {
      if (!pending.captured) pending.done();
    });
    return true;
  }

  const serve: RequestHandler = async (req, res, next) => {
    const key = cacheKey(req);
    if (key === undefined) {
      res.locals.pageCache = "personal";
      return next();
    }
    if (!enabled) return next();
    let found = lookup(key);
    if (found?.freshness === "fresh") return send(req, res, found.entry, "fresh", []);
    const rendering = inFlight.get(key);
    if (found && rendering) return send(req, res, found.entry, "stale", []);
    if (!found && rendering) {
      // The same page is being rendered right now: wait for it rather than render it twice.
      await Promise.race([
        rendering.rendered,
        new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS)),
      ]);
      found = lookup(key);
      if (found && (found.freshness === "fresh" || inFlight.has(key))) {
        return send(req, res, found.entry, found.freshness, []);
      }
      // Rendered but not kept (no time to live, or a change meanwhile): still this moment's page.
      const shared = rendering.pending.result;
      if (!found && shared) return send(req, res, shared, "fresh", []);
      if (inFlight.has(key)) return next(); // still rendering after the wait: render too
    }
    // A HEAD request, or a page with no rule, renders for itself (and is not stored).
    if (!claim(req, res, key) && found) return send(req, res, found.entry, "stale", []);
    next();
  };

  const capture: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const pending = res.locals.pageCache as Pending | "personal" | undefined;
    // A file served with byte ranges (/files/:key) is not a page: it may be large, it sets its own
    // caching for 206 and 304 answers too, and it is the same for everyone. Leave it alone.
    let stopCollecting = () => {};
    onHeaders(res, function (this: Response) {
      if (this.getHeader("accept-ranges") !== undefined) stopCollecting();
      else fixCacheControl(this, pending === "personal");
    });
    if (!pending || pending === "personal") return next();
    pending.captured = true;
    counters.misses += 1;

    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    stopCollecting = () => {
      overflow = true;
      chunks.length = 0;
      pending.done(); // a second request for the same URL need not wait for this one
    };
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(
              String(chunk),
              typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
            );
      size += buffer.length;
      if (size > MAX_BODY_BYTES) overflow = true;
      else chunks.push(Buffer.from(buffer));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.on("close", () => {
      if (!res.writableFinished) return pending.done();
      // The page is no longer what was stored (gone, or failing): do not serve the old one.
      if (res.statusCode !== 200) entries.delete(pending.key);
      if (overflow || !storable(res)) return pending.done();
      store(pending, res, Buffer.concat(chunks))
        .catch(() => {})
        .finally(pending.done);
    });
    next();
  };

  async function store(pending: Pending, res: Response, identity: Buffer) {
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || NOT_STORED.has(name)) continue;
      headers.push([name, Array.isArray(value) ? value.join(", ") : String(value)]);
    }
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      const csp = headers.find(([name]) => name === "content-security-policy");
      if (csp) csp[1] = withScriptHashes(csp[1], identity);
    }
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip(identity, { level: 9 }),
    ]);
    const etag = `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    const storedAt = Date.now();
    // A page that changes at a known time (a scheduled blog post goes public) says so with
    // Expires; it is not kept fresh past it.
    const expires = Date.parse(String(res.getHeader("expires") ?? ""));
    const keep = ttlMs > 0 ? (options.keepFor?.(pending.dependencies, storedAt) ?? ttlMs) : 0;
    const expiresAt = Math.min(storedAt + keep, Number.isNaN(expires) ? Infinity : expires);
    const variant = (encoding: Encoding, body: Buffer): Variant => {
      const tag = encoding === "identity" ? etag : `${etag.slice(0, -1)}-${encoding}"`;
      const common = [...headers.flat(), "ETag", tag, "Vary", "Accept-Encoding, Cookie"];
      const own = encoding === "identity" ? [] : ["Content-Encoding", encoding];
      return {
        body,
        headers: [...common, ...own, "Content-Length", String(body.length)],
        notModified: withoutHeader(common, "content-type"),
      };
    };
    const entry: Entry = {
      status: res.statusCode,
      etag,
      variants: {
        identity: variant("identity", identity),
        br: variant("br", br),
        gzip: variant("gzip", gz),
      },
      bytes: identity.length + br.length + gz.length,
      storedAt,
      expiresAt,
      // A change that landed while this page was being rendered: it may not show it, so it is
      // stale from that moment (still newer than the page it replaces).
      changedAt: changedSince(pending.changeSeq, pending.dependencies),
      dependencies: pending.dependencies,
    };
    pending.result = entry;
    // Not kept when emptied or turned off meanwhile, or already past its Expires.
    if (pending.generation !== generation || !enabled || expiresAt <= storedAt) return;
    entries.set(pending.key, entry, { ttl: Math.max(1, expiresAt - storedAt + staleMs) });
    counters.stored += 1;
  }

  return {
    answer,
    serve,
    capture,
    change,
    invalidate,
    setEnabled(value) {
      if (enabled !== value) invalidate();
      enabled = value;
    },
    setTimeToLive(ms) {
      ttlMs = ms;
    },
    stats: () => ({ enabled, entries: entries.size, bytes: entries.calculatedSize, ...counters }),
  };
}

/** The cache key of an anonymous GET/HEAD request, or undefined when it must not be cached. */
function cacheKey(req: IncomingMessage & { originalUrl?: string }): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const { headers } = req;
  if (headers.authorization) return undefined;
  const cookies = headers.cookie ?? "";
  if (PERSONAL_COOKIES.test(cookies)) return undefined;
  // Inside Express a mounted app sees a shortened `url`; `originalUrl` is the whole one.
  const url = req.originalUrl ?? req.url ?? "/";
  if (url.length > 2_000) return undefined;
  const theme = cookies ? (THEME_COOKIE.exec(cookies)?.[1] ?? "") : "";
  return `${headers.host ?? ""}\n${url}\n${theme}`;
}

/** A flat [name, value, …] header list without one header (any spelling). */
function withoutHeader(list: string[], name: string): string[] {
  const kept: string[] = [];
  for (let i = 0; i < list.length; i += 2) {
    if (list[i]!.toLowerCase() !== name) kept.push(list[i]!, list[i + 1]!);
  }
  return kept;
}

/** Pages and feeds; images and downloads are already compressed and cached by browsers. */
const TEXT_TYPES = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:xml|json))/;

function storable(res: Response): boolean {
  return (
    res.statusCode === 200 &&
    TEXT_TYPES.test(String(res.getHeader("content-type") ?? "")) &&
    /\bpublic\b/.test(String(res.getHeader("cache-control") ?? "")) &&
    res.getHeader("set-cookie") === undefined
  );
}

/**
 * Shared caches may keep only what a route marked public, for anonymous visitors, when the
 * answer is a success without cookies; everything else is personal or transient.
 */
function fixCacheControl(res: Response, personalRequest: boolean) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (!/\bpublic\b/.test(cacheControl)) return;
  if (personalRequest || res.getHeader("set-cookie") !== undefined) {
    res.setHeader("Cache-Control", "private, no-store");
  } else if (res.statusCode !== 200) {
    res.setHeader("Cache-Control", "no-store");
  } else {
    res.setHeader("Vary", "Accept-Encoding, Cookie");
  }
}

/** What each Accept-Encoding header seen allows (browsers send a handful of spellings). */
const acceptedEncodings = new Map<string, { br: boolean; gzip: boolean }>();

function chooseEncoding(accept: string | undefined, entry: Entry): Encoding {
  const header = accept ?? "";
  let accepted = acceptedEncodings.get(header);
  if (!accepted) {
    const names = new Set(
      header
        .split(",")
        .map((part) => part.trim().split(";"))
        .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
        .map(([name = ""]) => name.toLowerCase()),
    );
    accepted = { br: names.has("br"), gzip: names.has("gzip") };
    if (acceptedEncodings.size >= 256) acceptedEncodings.clear();
    acceptedEncodings.set(header, accepted);
  }
  if (entry.variants.br && accepted.br) return "br";
  if (entry.variants.gzip && accepted.gzip) return "gzip";
  return "identity";
}

/** If-None-Match against a stored entity tag (any encoding's variant of it). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const base = etag.slice(1, -1);
  return header.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return value === base || value.startsWith(`${base}-`);
  });
}

/**
 * The CSP of a stored HTML page: its inline scripts allowed by hash instead of by the nonce of the
 * request that rendered it (which must not be reused).
 */
export function withScriptHashes(csp: string, html: Buffer): string {
  const hashes = new Set<string>();
  const text = html.toString("utf8");
  for (const match of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(
      `'sha256-${crypto.createHash("sha256").update(match[2]!, "utf8").digest("base64")}'`,
    );
  }
  return csp
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return ` ${[name!, ...kept, ...hashes].join(" ")}`;
    })
    .join(";")
    .trim();
}
