// The Express app around React Router: request logs, security headers, compression, static
// assets, then the app. Built by Vite as the server entry (vite.config.ts), so it shares modules
// with the routes; server.js only picks development or production and listens.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import onHeaders from "on-headers";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { AppLoadContext, ServerBuild } from "react-router";
import "../app/context";
import { dataChanged, setChangeFeedFollowed } from "../app/lib/data-memo.server";
import { moduleConfig } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { PAGE_SCRIPT, SPECULATION_RULES } from "../app/lib/page-script";
import { VIDEO_EMBED_ORIGIN, VIDEO_EMBED_PATH } from "../app/lib/video-embed";
import { boot as bootServices, shutdown as shutdownServices, takeDemoAdminSignIn } from "./boot";
import { withDatabaseOutageAs503 } from "./database-outage";
import { demoAdminNotice } from "./demo-admin-notice";
import { createFairShare } from "./fair-share";
import { createPageCache } from "./page-cache";
import { keepFor, pageDependencies, parseChange, settingsOnlyPaths } from "./page-cache-rules";
import { hostGate, requestGate } from "./request-gate";
import { crossOriginResourcePolicy } from "./resource-policy";

export { createDatabaseInChild, prepareDatabase } from "./boot";

const config = moduleConfig();
const production = config.production;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Rendered public pages (production only; off until the database's change feed is up). A change
 * refreshes the pages that show it (server/page-cache-rules.ts), within the stale bound.
 */
export const pageCache = createPageCache({ dependencies: pageDependencies, keepFor });
pageCache.setEnabled(false);
let changeFeed: Promise<() => Promise<void>> | undefined;

/** Opens the database and the rest, then follows content changes to keep the page cache true. */
export async function boot() {
  const services = await bootServices();
  // The build is imported before the first request (a restarted server answers sooner).
  if (production) await currentBuild();
  // The change feed keeps the page cache (when on) and the data kept in memory
  // (app/lib/data-memo.server.ts) true: nothing is kept while it is not followed.
  if (production) {
    const cachePages = services.env.PAGE_CACHE === "on";
    if (cachePages) pageCache.setTimeToLive(services.env.PAGE_CACHE_TTL_SECONDS * 1_000);
    changeFeed ??= services.database
      .listen(
        "page_cache",
        (payload) => {
          dataChanged();
          if (cachePages) pageCache.change(parseChange(payload));
        },
        (connected) => {
          setChangeFeedFollowed(connected);
          if (cachePages) pageCache.setEnabled(connected);
        },
      )
      .catch((error: unknown) => {
        changeFeed = undefined;
        logger.warn({ err: error }, "page cache off: no change feed from the database");
        return async () => {};
      });
    await changeFeed;
  }
  return services;
}

/** The warm-up's requests are not logged: a start-up says only what a person needs. */
const WARM_AGENT = "page-cache-warm";

/**
 * Renders the pages that show only the site settings into the page cache, one after the other, as
 * a reader would ask for them (server.js calls this once it listens on `port`), so that no reader
 * waits for them. They are asked for under the site's host (SITE_URL; else localhost:port), as the
 * cache keeps a page per host. A page that fails is simply rendered later, for its first reader.
 */
export async function warmPageCache(port: number): Promise<number> {
  if (!production || !pageCache.stats().enabled) return 0;
  const host = config.siteOrigin ? new URL(config.siteOrigin).host : `localhost:${port}`;
  let stored = 0;
  for (const path of settingsOnlyPaths()) {
    const status = await new Promise<number>((resolve) => {
      const request = http.get(
        { host: "127.0.0.1", port, path, headers: { host, "user-agent": WARM_AGENT } },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode ?? 0));
        },
      );
      request.setTimeout(30_000, () => request.destroy());
      request.on("error", () => resolve(0));
    });
    if (status === 200) stored += 1;
  }
  return stored;
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

/**
 * The boxed notice of the demo admin made at this start (server/demo-admin-notice.ts), once;
 * undefined when none was made. `origin` is where the server listens.
 */
export function takeStartupNotice(origin: string): string | undefined {
  const signIn = takeDemoAdminSignIn();
  return signIn ? demoAdminNotice(signIn, origin) : undefined;
}

export async function shutdown() {
  const stop = await changeFeed;
  changeFeed = undefined;
  pageCache.setEnabled(false);
  setChangeFeedFollowed(false);
  await stop?.();
  await shutdownServices();
  try {
    hitLogDestination?.flushSync();
  } catch {
    // stdout already closed: nothing more can be written
  }
}

// Page-cache hits get the same access-log line as other requests, written through a buffer (8 KB,
// or once a second) instead of one write to stdout per line: at thousands of hits a second the
// writes, not the answers, would take most of the time.
// (Production only: the development server has no page cache and reloads this module on edits.)
const hitLogDestination = production
  ? pino.destination({ dest: 1, sync: true, minLength: 8_192, periodicFlush: 1_000 })
  : undefined;
const hitLogger = hitLogDestination
  ? pino({ level: logger.level, base: undefined }, hitLogDestination)
  : logger;

/**
 * A page-cache hit, answered before Express and every middleware (server.js calls this first for
 * each request): the stored page already carries the security headers, its CSP allows its inline
 * scripts by hash, and only the request id and the log line are this request's own. Returns false
 * for anything else, which then goes through `app`.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
  const started = performance.now();
  let id = "";
  const answered = pageCache.answer(req, res, () => {
    id = crypto.randomUUID();
    return ["X-Request-Id", id];
  });
  if (answered && hitLogger.isLevelEnabled("info")) {
    // The line pino-http writes for other requests, marked as a hit.
    hitLogger.info(
      {
        req: { id, method: req.method, url: req.url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
        cache: "HIT",
      },
      "request completed",
    );
  }
  return answered;
}

// What neither the page cache nor a static file answers is work only the app can do (a page the
// cache did not hold, a search, an answer): each client address gets its share of it
// (server/fair-share.ts, ADR 051), decided before Express (server.js asks `admitRequest` after
// `answerFromCache`). Never counted: the health checks, the built files, and a client on this
// machine itself when no proxy names the client (the tests, a local tool). Behind a proxy, set
// TRUST_PROXY, or every visitor would count as the proxy's one address.
const clientDir = path.resolve("build/client");
const clientFiles = new Set(
  production && fs.existsSync(clientDir)
    ? fs.readdirSync(clientDir).filter((name) => name !== "assets")
    : [],
);
const fairShare = createFairShare({
  ...config.clientLimits,
  maxWaitMs: 10_000,
  trustProxy: config.trustProxy,
  exempt: (path, req) =>
    path === "/healthz" ||
    path === "/readyz" ||
    path.startsWith("/assets/") ||
    clientFiles.has(path.split("/", 2)[1] ?? "") ||
    (!config.trustProxy && isLoopback(req.socket.remoteAddress)),
});
// How many were refused, once a minute at most (no addresses: the log keeps none).
setInterval(() => {
  const refused = fairShare.takeRefusedCount();
  if (refused > 0) logger.warn({ refused }, "requests refused past their client's fair share");
}, 60_000).unref();

/** Calls `go` now or at the client's turn, or answers 429 itself (server.js, before `app`). */
export function admitRequest(req: IncomingMessage, res: ServerResponse, go: () => void): void {
  fairShare.admit(req, res, go);
}

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.trustProxy ? 1 : false);

app.use(
  pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: {
      ignore: (req) =>
        req.url === "/healthz" ||
        req.url === "/readyz" ||
        (req.headers["user-agent"] === WARM_AGENT && isLoopback(req.socket.remoteAddress)),
    },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }),
);

// Before anything reads the request: a host a URL can hold (server/request-gate.ts).
app.use(hostGate());

// Anonymous public pages come from memory when they can (hits are answered before all of this:
// answerFromCache above, called by server.js).
app.use(pageCache.serve);

// Production pages allow only scripts carrying this request's nonce, and the two constant inline
// scripts of pages without React (app/lib/page-script.ts) by their hashes. The development server
// injects inline scripts of its own, so there it allows inline scripts and uses no nonce.
const scriptHash = (source: string) =>
  `'sha256-${crypto.createHash("sha256").update(source).digest("base64")}'`;
const INLINE_SCRIPT_HASHES = [scriptHash(PAGE_SCRIPT), scriptHash(SPECULATION_RULES)];
app.use((_req, res, next) => {
  res.locals.cspNonce = production ? crypto.randomBytes(16).toString("base64") : "";
  next();
});

// The one page the site frames: an admin's preview of a newsletter issue, shown in a sandboxed
// iframe on the issue's own admin page (the route adds a sandbox CSP of its own). Every other
// answer may be framed by no one.
const FRAMEABLE_PATH = /^\/admin\/newsletter\/[^/]+\/preview$/;
const frameable = (req: IncomingMessage) => FRAMEABLE_PATH.test((req as express.Request).path);
// The one page that frames another site: a subject's lectures, which may play a YouTube video
// from its privacy-enhanced host once the visitor presses play (app/lib/video-embed.ts).
const embedsVideo = (req: IncomingMessage) => VIDEO_EMBED_PATH.test((req as express.Request).path);

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: production
          ? [
              "'self'",
              ...INLINE_SCRIPT_HASHES,
              (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
            ]
          : ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        frameSrc: [(req) => (embedsVideo(req) ? `'self' ${VIDEO_EMBED_ORIGIN}` : "'self'")],
        connectSrc: ["'self'", ...(production ? [] : ["ws:"])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [(req) => (frameable(req) ? "'self'" : "'none'")],
      },
    },
    // Browsers ignore HSTS over plain http; it matters behind the production TLS proxy.
    strictTransportSecurity: production ? { maxAge: 63_072_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Set below, per path (see FRAMEABLE_PATH and server/resource-policy.ts).
    crossOriginResourcePolicy: false,
    xFrameOptions: false,
  }),
);
// `same-origin`, except the images mail shows, which web mail clients load from their pages.
app.use(crossOriginResourcePolicy());
app.use((req, res, next) => {
  res.setHeader("X-Frame-Options", frameable(req) ? "SAMEORIGIN" : "DENY");
  next();
});

// Browser features no page of the site uses are switched off for it and anything it embeds.
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");
// The lectures page lets the player it frames start at the press of play (one press, not two).
const VIDEO_PAGE_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace(
  "autoplay=()",
  `autoplay=("${VIDEO_EMBED_ORIGIN}")`,
);
app.use((req, res, next) => {
  res.setHeader(
    "Permissions-Policy",
    embedsVideo(req) ? VIDEO_PAGE_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
  );
  next();
});

// One address per page: `/blog/` and `/blog//` answer 301 to `/blog`, the query kept. Leading
// slashes and backslashes collapse to one, so `//host/` can never become an off-site Location.
app.use((req, res, next) => {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    req.path === "/" ||
    !/[/\\]$/.test(req.path)
  )
    return next();
  const target = `/${req.path.replace(/^[/\\]+|[/\\]+$/g, "")}`;
  const query = req.originalUrl.indexOf("?");
  res.redirect(301, query === -1 ? target : target + req.originalUrl.slice(query));
});

// Cross-site request forgery: a state-changing request must come from a page of this site.
// Browsers send Origin (and Sec-Fetch-Site) with every POST; requests without either are refused
// too. Mail clients' one-click unsubscribe (RFC 8058) posts from elsewhere, with a secret token.
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method) || /^\/newsletter\/unsubscribe\/[^/]+$/.test(req.path)) {
    return next();
  }
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const ownOrigins = new Set([`${req.protocol}://${req.get("host")}`]);
  if (config.siteOrigin) ownOrigins.add(config.siteOrigin);
  const sameOrigin = fetchSite
    ? fetchSite === "same-origin"
    : origin
      ? ownOrigins.has(origin)
      : false;
  if (sameOrigin && (!origin || ownOrigins.has(origin))) return next();
  req.log.warn({ origin, fetchSite }, "cross-origin request refused");
  res.status(403).type("text/plain").send("Forbidden: this request did not come from this site.\n");
});

// The admin session cookie. Admin writes reach the page cache as every other write does: through
// the change feed, which tells each app server what changed (server/page-cache-rules.ts); the
// admin who made a change sees it at once, since a signed-in admin's pages never come from it.
const SESSION_COOKIE = /(?:^|;\s*)admin_session=/;

app.use(compression());

if (production) {
  const client = clientDir;
  // Fingerprinted by Vite: cache forever. Sent as the brotli or gzip copy made at build time
  // (scripts/precompress.js), so no request spends CPU compressing them.
  app.use(
    "/assets",
    expressStaticGzip(path.join(client, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The other files of build/client (favicon, images) by their top-level name, so that a page's
  // request does not cost a file-system lookup first.
  const serveClientFile = express.static(client, { maxAge: "1h", index: false });
  app.use((req, res, next) => {
    if (clientFiles.has(req.path.split("/", 2)[1] ?? "")) serveClientFile(req, res, next);
    else next();
  });
}

// After the static files (fingerprinted assets stay cacheable for admins too): every answer under
// /admin and every answer to a signed-in admin is personal, whatever the route said, so neither
// a shared cache nor the browser's back-forward history keeps it. Registered before the page
// cache's own header fix, so this one has the last word.
app.use((req, res, next) => {
  if (req.path.startsWith("/admin") || SESSION_COOKIE.test(req.get("cookie") ?? "")) {
    onHeaders(res, () => {
      res.setHeader("Cache-Control", "private, no-store");
    });
  }
  next();
});

// Then, before the app: a method the route has and a form body of a size the site reads
// (server/request-gate.ts). After the cross-origin check, which answers foreign requests with
// 403 whatever their method.
app.use(requestGate(async () => (await currentBuild()).routes));

// After the static files: only pages the app renders are stored or get their Cache-Control fixed.
app.use(pageCache.capture);

// React Router derives its route tables (every route's path compiled, ranked and flattened) from
// the build on every request when given a function, and once when given the build itself. The
// production build never changes: it is imported once, on the first request (a top-level await
// here would wait on a chunk that imports this one). The development server swaps it on each edit.
const loadBuild = () => import("virtual:react-router/server-build").then(withDatabaseOutageAs503);
let productionBuild: Promise<ServerBuild> | undefined;
/** The build that answers: imported once in production, fresh after each edit in development. */
function currentBuild(): Promise<ServerBuild> {
  if (!production) return loadBuild();
  productionBuild ??= loadBuild().catch((error: unknown) => {
    productionBuild = undefined;
    throw error;
  });
  return productionBuild;
}
const handlerFor = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
  createRequestHandler({
    build,
    mode: production ? "production" : "development",
    async getLoadContext(_req, res): Promise<AppLoadContext> {
      const services = await boot();
      return {
        db: services.database.db,
        database: services.database,
        env: services.env,
        mailWorker: services.mailWorker,
        storage: services.storage,
        logger: (res.req as express.Request & { log?: typeof logger }).log ?? logger,
        cspNonce: res.locals.cspNonce as string,
        clientIp: res.req.ip ?? null,
      };
    },
  });
let productionHandler: Promise<express.RequestHandler> | undefined;

app.all(
  "/{*path}",
  production
    ? async (req, res, next) => {
        productionHandler ??= currentBuild()
          .then(handlerFor)
          .catch((error: unknown) => {
            productionHandler = undefined;
            throw error;
          });
        return (await productionHandler)(req, res, next);
      }
    : handlerFor(loadBuild),
);

// Errors Express itself raises for a request it cannot read (an address with a broken
// %-escape, for one) carry their 4xx status: answered with a sentence, like the gate's refusals,
// instead of Express's HTML page. Anything else is ours and goes on to Express's 500.
app.use(
  (error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (res.headersSent || typeof status !== "number" || status < 400 || status > 499) {
      return next(error);
    }
    res
      .status(status)
      .set("Cache-Control", "private, no-store")
      .type("text/plain")
      .send("Bad request: this address or request could not be read.\n");
  },
);
