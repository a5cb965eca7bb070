// An in-process cache of rendered public pages (HTML documents and their `.data` requests).
//
// Routes opt in by answering with `Cache-Control: public, …` (the public layout does); anything
// else is never stored. Only anonymous GET/HEAD requests are served from it: a request carrying the
// admin session or a flashed toast always renders. Every admin write empties it, and so does a
// notification from PostgreSQL (a trigger on the content tables), which reaches every app server.
//
// A stored page is served byte for byte the same to everyone, so it cannot carry a per-request
// CSP nonce: its Content-Security-Policy allows its own inline scripts by their SHA-256 hashes
// instead. Bodies are compressed once (brotli, gzip) when stored, not on every hit.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
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
}

interface Entry {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  bytes: number;
  storedAt: number;
  /** Not served after this (the TTL, or sooner when the page said so with `Expires`). */
  expiresAt: number;
}

export interface PageCacheStats {
  enabled: boolean;
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stored: number;
  invalidations: number;
}

export interface PageCache {
  /** Serves a stored page, or marks the request so that `capture` stores its response. */
  serve: RequestHandler;
  /** Collects a marked response's body and stores it; fixes Cache-Control for the rest. */
  capture: RequestHandler;
  /** Forgets every stored page (content changed). */
  invalidate(reason: string): void;
  /** While disabled (e.g. the change feed from PostgreSQL is down) nothing is served or stored. */
  setEnabled(enabled: boolean): void;
  stats(): PageCacheStats;
}

interface Pending {
  key: string;
  generation: number;
}

export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<void>>();
  let totalBytes = 0;
  let generation = 0;
  let enabled = true;
  const counters = { hits: 0, misses: 0, stored: 0, invalidations: 0 };

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function invalidate() {
    generation += 1;
    counters.invalidations += 1;
    entries.clear();
    totalBytes = 0;
  }

  function put(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function lookup(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (Date.now() >= entry.expiresAt) {
      remove(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the least recently used first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function send(req: Request, res: Response, entry: Entry) {
    counters.hits += 1;
    const encoding = chooseEncoding(req.get("accept-encoding"), entry);
    const etag = encoding === "identity" ? entry.etag : `${entry.etag.slice(0, -1)}-${encoding}"`;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("ETag", etag);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Cache", "HIT");
    res.setHeader("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    if (matchesEtag(req.get("if-none-match"), entry.etag)) {
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body!.length));
    res.status(entry.status);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  const serve: RequestHandler = async (req, res, next) => {
    const key = cacheKey(req);
    if (key === undefined) {
      res.locals.pageCache = "personal";
      return next();
    }
    if (!enabled) return next();
    let entry = lookup(key);
    if (!entry && inFlight.has(key)) {
      // The same page is being rendered right now: wait for it rather than render it twice.
      await Promise.race([inFlight.get(key), new Promise((r) => setTimeout(r, 5_000))]);
      entry = lookup(key);
    }
    if (entry) return send(req, res, entry);
    res.locals.pageCache = { key, generation } satisfies Pending;
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
    if (!pending || pending === "personal" || req.method !== "GET") return next();
    counters.misses += 1;

    let settle!: () => void;
    const rendering = new Promise<void>((resolve) => {
      settle = resolve;
    });
    inFlight.set(pending.key, rendering);
    const done = () => {
      if (inFlight.get(pending.key) === rendering) inFlight.delete(pending.key);
      settle();
    };
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    stopCollecting = () => {
      overflow = true;
      chunks.length = 0;
      done(); // a second request for the same URL need not wait for this one
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
      if (
        !res.writableFinished ||
        overflow ||
        !storable(res) ||
        pending.generation !== generation
      ) {
        return done();
      }
      store(pending, res, Buffer.concat(chunks))
        .catch(() => {})
        .finally(done);
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
    // A write landed while this page was being rendered or compressed: it may be stale.
    if (pending.generation !== generation || !enabled) return;
    const etag = `"${crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
    const storedAt = Date.now();
    // A page that changes at a known time (a scheduled blog post goes public) says so with
    // Expires; it is not kept past it.
    const expires = Date.parse(String(res.getHeader("expires") ?? ""));
    const expiresAt = Math.min(storedAt + ttlMs, Number.isNaN(expires) ? Infinity : expires);
    if (expiresAt <= storedAt) return;
    put(pending.key, {
      status: res.statusCode,
      headers,
      etag,
      identity,
      br,
      gzip: gz,
      bytes: identity.length + br.length + gz.length,
      storedAt,
      expiresAt,
    });
    counters.stored += 1;
  }

  return {
    serve,
    capture,
    invalidate,
    setEnabled(value) {
      if (enabled !== value) invalidate();
      enabled = value;
    },
    stats: () => ({ enabled, entries: entries.size, bytes: totalBytes, ...counters }),
  };
}

/** The cache key of an anonymous GET/HEAD request, or undefined when it must not be cached. */
function cacheKey(req: Request): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (req.get("authorization")) return undefined;
  const cookies = req.get("cookie") ?? "";
  if (PERSONAL_COOKIES.test(cookies)) return undefined;
  if (req.originalUrl.length > 2_000) return undefined;
  const theme = THEME_COOKIE.exec(cookies)?.[1] ?? "";
  return `${req.get("host") ?? ""}\n${req.originalUrl}\n${theme}`;
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

function chooseEncoding(accept: string | undefined, entry: Entry): "br" | "gzip" | "identity" {
  const accepted = new Set(
    (accept ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
      .map(([name = ""]) => name.toLowerCase()),
  );
  if (entry.br && accepted.has("br")) return "br";
  if (entry.gzip && accepted.has("gzip")) return "gzip";
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
