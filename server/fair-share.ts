// Each client's fair share of the server (ADR 051). Everything that neither the page cache nor
// the static files answer is work only the app can do (a page rendered, a search, an answer
// marked, a mock started), and one process does it for everyone: so each client address gets a
// rate (a token bucket) and a number of requests worked on at once, the rest waiting in its own
// short queue. Past either, the answer is 429 with Retry-After and one sentence. It is decided
// before Express and written without it (server.js asks first, as for a page-cache hit), and
// sent after a second's pause: a client that asks again at once, from many connections, spends
// almost none of the server's time on its refusals, and everyone else is served between them.
//
// Limits are per server process, in memory: a restart forgets them, and with several workers
// each keeps its own (a client's connections spread over them).
import type { IncomingMessage, ServerResponse } from "node:http";
import ipaddr from "ipaddr.js";

export interface FairShareOptions {
  /** Requests of one client worked on at once; 0: no cap (and no queue). */
  concurrency: number;
  /** Requests of one client waiting for a turn past `concurrency`; more are refused. */
  queue: number;
  /** The longest a request waits in its client's queue before it is refused. */
  maxWaitMs: number;
  /** Requests one client may start per second, sustained; 0: no rate. */
  ratePerSecond: number;
  /** Requests one client may start at once after a quiet while (the bucket's size). */
  burst: number;
  /**
   * A request that takes longer than this costs its client one more token per such span once it
   * ends (a search of a large catalogue, not a page): the rate is of work, not of requests.
   * Default 100 ms.
   */
  costUnitMs?: number;
  /** How long a refusal is held before it is sent (0 in tests that count refusals quickly). */
  refusalDelayMs?: number;
  /** Take the client's address from the last hop of X-Forwarded-For (one trusted proxy). */
  trustProxy?: boolean;
  /** Requests never counted (the health checks, static files), by path without the query. */
  exempt?: (path: string, req: IncomingMessage) => boolean;
  /** Milliseconds, for tests. */
  now?: () => number;
}

export const FAIR_SHARE_MESSAGE = (seconds: number) =>
  `Too many requests from your network at once. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;

/** Clients remembered at most; past it, new addresses share one bucket until idle ones go. */
const MAX_CLIENTS = 100_000;
const OVERFLOW_KEY = "overflow";
const SWEEP_MS = 60_000;

interface Waiter {
  start: () => void;
  refuse: () => void;
  timer: NodeJS.Timeout;
}

interface Client {
  tokens: number;
  updated: number;
  active: number;
  waiting: Waiter[];
}

/**
 * The key a client's limits are kept under: its IPv4 address, or the /64 network of an IPv6
 * address (one subscriber's line usually holds a whole /64, so its addresses are one client).
 */
export function clientKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "unknown";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

/**
 * The client's address as Express's `req.ip` reads it with `trust proxy` 1: the last entry of
 * X-Forwarded-For when the proxy is trusted and set it, else the connection's own address.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? req.headers["x-forwarded-for"] : undefined;
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded)
    ?.split(",")
    .at(-1)
    ?.trim();
  return last || req.socket.remoteAddress;
}

/** True when the request asks for a page (a browser's link or form), not for data. */
function wantsPage(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? "";
  return /\btext\/html\b/.test(accept);
}

export function createFairShare(options: FairShareOptions) {
  const now = options.now ?? (() => performance.now());
  const clients = new Map<string, Client>();
  const limited = options.concurrency > 0 || options.ratePerSecond > 0;

  function clientOf(key: string): Client {
    let client = clients.get(key);
    if (!client) {
      if (clients.size >= MAX_CLIENTS) sweep();
      if (clients.size >= MAX_CLIENTS) key = OVERFLOW_KEY;
      client = clients.get(key);
      if (!client) {
        client = { tokens: options.burst, updated: now(), active: 0, waiting: [] };
        clients.set(key, client);
      }
    }
    return client;
  }

  /** Seconds until the client's bucket holds one token again (at least 1). */
  function takeToken(client: Client): number {
    if (options.ratePerSecond <= 0) return 0;
    const at = now();
    client.tokens = Math.min(
      options.burst,
      client.tokens + ((at - client.updated) / 1000) * options.ratePerSecond,
    );
    client.updated = at;
    if (client.tokens >= 1) {
      client.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - client.tokens) / options.ratePerSecond));
  }

  /** A long request's extra cost, taken once it ends; the bucket may go below zero, to -burst. */
  function charge(client: Client, elapsedMs: number) {
    if (options.ratePerSecond <= 0) return;
    const extra = elapsedMs / (options.costUnitMs ?? 100) - 1;
    if (extra > 0) client.tokens = Math.max(-options.burst, client.tokens - extra);
  }

  /** Forgets clients with nothing running, nothing waiting and a full bucket. */
  function sweep() {
    const at = now();
    for (const [key, client] of clients) {
      const refilled = client.tokens + ((at - client.updated) / 1000) * options.ratePerSecond;
      const full = options.ratePerSecond <= 0 || refilled >= options.burst;
      if (client.active === 0 && client.waiting.length === 0 && full) clients.delete(key);
    }
  }
  const sweeper = setInterval(sweep, SWEEP_MS);
  sweeper.unref();

  function release(client: Client) {
    client.active -= 1;
    const next = client.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      client.active += 1;
      next.start();
    }
  }

  let refused = 0;
  function refuse(req: IncomingMessage, res: ServerResponse, seconds: number) {
    refused += 1;
    const sentence = FAIR_SHARE_MESSAGE(seconds);
    // A page for a browser's form post or link (readable without JavaScript), else the line.
    const page = wantsPage(req);
    const body = page
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Too many requests</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>Too many requests</h1><p>${sentence}</p><p><a href="/">Return to Home</a></p></body></html>`
      : `${sentence}\n`;
    const send = () => {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(429, {
        "Content-Type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(body),
        "Retry-After": String(seconds),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "X-Frame-Options": "DENY",
      });
      res.end(req.method === "HEAD" ? undefined : body);
      // A refused request's body is not read: drop what the client still sends.
      req.resume();
    };
    const delay = options.refusalDelayMs ?? 1_000;
    if (delay <= 0) return send();
    // Spread over half to one and a half times the pause: a flood sent all at once is refused in
    // a trickle, not in waves that each hold the event loop for a quarter of a second (ADR 051).
    const timer = setTimeout(send, delay * (0.5 + Math.random()));
    res.once("close", () => clearTimeout(timer));
  }

  /**
   * Lets the request go on (`go`, now or when its client's turn comes) or answers it 429.
   * Requests outside the limits (exempt, or no limit set) go on at once.
   */
  function admit(req: IncomingMessage, res: ServerResponse, go: () => void): void {
    const path = (req.url ?? "/").split("?", 1)[0]!;
    if (!limited || options.exempt?.(path, req)) return go();
    const client = clientOf(clientKey(clientAddress(req, options.trustProxy ?? false)));
    const wait = takeToken(client);
    if (wait > 0) return refuse(req, res, wait);

    let done = false;
    let startedAt = 0;
    const finish = () => {
      if (done) return;
      done = true;
      charge(client, now() - startedAt);
      if (options.concurrency > 0) release(client);
    };
    const start = () => {
      startedAt = now();
      res.once("finish", finish);
      res.once("close", finish);
      go();
    };
    if (options.concurrency <= 0) return start();
    if (client.active < options.concurrency) {
      client.active += 1;
      return start();
    }
    if (client.waiting.length >= options.queue) return refuse(req, res, 1);
    const waiter: Waiter = {
      start,
      refuse: () => refuse(req, res, 1),
      timer: setTimeout(() => {
        const at = client.waiting.indexOf(waiter);
        if (at !== -1) client.waiting.splice(at, 1);
        waiter.refuse();
      }, options.maxWaitMs),
    };
    client.waiting.push(waiter);
    // A client that gives up while waiting leaves the queue.
    res.once("close", () => {
      const at = client.waiting.indexOf(waiter);
      if (at === -1) return;
      client.waiting.splice(at, 1);
      clearTimeout(waiter.timer);
    });
  }

  return {
    admit,
    /** Refusals since the last call (for the log's summary line). */
    takeRefusedCount: () => {
      const count = refused;
      refused = 0;
      return count;
    },
    /** Clients remembered now (for tests and the sweep's check). */
    size: () => clients.size,
    sweep,
    close: () => clearInterval(sweeper),
  };
}
