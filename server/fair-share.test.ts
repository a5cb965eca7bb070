import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  clientAddress,
  clientKey,
  createFairShare,
  FAIR_SHARE_MESSAGE,
  type FairShareOptions,
} from "./fair-share";

describe("clientAddress", () => {
  const request = (forwarded: string | undefined) =>
    ({
      headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
      socket: { remoteAddress: "127.0.0.1" },
    }) as unknown as IncomingMessage;
  it("reads the last hop of X-Forwarded-For only behind a trusted proxy, as Express's req.ip does", () => {
    expect(clientAddress(request("198.51.100.1, 203.0.113.9"), true)).toBe("203.0.113.9");
    expect(clientAddress(request("198.51.100.1, 203.0.113.9"), false)).toBe("127.0.0.1");
    expect(clientAddress(request(undefined), true)).toBe("127.0.0.1");
  });
});

describe("clientKey", () => {
  it("keeps an IPv4 address, unwraps an IPv4-mapped one and groups IPv6 by /64", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe(clientKey("2001:db8:1:2:ffff:1:2:3"));
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not an address")).toBe("unknown");
  });
});

interface Harness {
  base: string;
  /** Lets every request the slow route holds answer. */
  releaseAll: () => void;
  held: () => number;
  close: () => Promise<void>;
}

const open: Harness[] = [];
afterEach(async () => {
  for (const harness of open.splice(0)) await harness.close();
});

/** An app behind the fair share whose /slow route answers only when released. */
async function harness(options: Partial<FairShareOptions>): Promise<Harness> {
  const fair = createFairShare({
    concurrency: 2,
    queue: 2,
    maxWaitMs: 5_000,
    ratePerSecond: 0,
    burst: 1,
    refusalDelayMs: 0,
    trustProxy: true,
    exempt: (path) => path === "/healthz",
    ...options,
  });
  let waiting: (() => void)[] = [];
  const server = http.createServer((req, res) =>
    fair.admit(req, res, () => {
      const answer = (text: string) =>
        res.writeHead(200, { "content-type": "text/plain" }).end(text);
      if (req.url === "/slow") waiting.push(() => answer("done\n"));
      else answer("fast\n");
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const h: Harness = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    releaseAll: () => {
      const now = waiting;
      waiting = [];
      for (const answer of now) answer();
    },
    held: () => waiting.length,
    close: async () => {
      fair.close();
      h.releaseAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  open.push(h);
  return h;
}

const from = (address: string, extra: Record<string, string> = {}) => ({
  headers: { "x-forwarded-for": address, ...extra },
});

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe("a client's share of the work", () => {
  it("holds a flooder to its share and answers it 429 past its queue; another address is served at once", async () => {
    const h = await harness({ concurrency: 2, queue: 2 });
    const flooder = Array.from({ length: 7 }, () => fetch(`${h.base}/slow`, from("203.0.113.5")));
    await until(() => h.held() === 2);
    // Two worked on, two waiting: the other three are refused at once, with the sentence.
    const settled = await Promise.race([
      Promise.all(flooder.slice(4)),
      new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 2_000)),
    ]);
    expect(settled).not.toBe("timeout");
    for (const refused of settled as Response[]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(await refused.text()).toBe(`${FAIR_SHARE_MESSAGE(1)}\n`);
    }
    // Someone else is not queued behind the flood.
    const other = await fetch(`${h.base}/slow-not`, from("198.51.100.7"));
    expect(other.status).toBe(200);
    const otherSlow = fetch(`${h.base}/slow`, from("198.51.100.7"));
    await until(() => h.held() === 3);
    // The flooder's waiting requests get their turn as the first ones finish.
    h.releaseAll();
    await until(() => h.held() === 2);
    h.releaseAll();
    const answered = await Promise.all([...flooder.slice(0, 4), otherSlow]);
    expect(answered.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it("answers 429 with Retry-After once a client's rate is spent, and serves it again when the bucket refills", async () => {
    let now = 0;
    const h = await harness({ concurrency: 0, ratePerSecond: 2, burst: 3, now: () => now });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${h.base}/x`, from("203.0.113.5"))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await fetch(`${h.base}/x`, from("203.0.113.5"));
    expect(refused.headers.get("retry-after")).toBe("1");
    expect((await fetch(`${h.base}/x`, from("198.51.100.7"))).status).toBe(200);
    now += 500; // one token back at 2 a second
    expect((await fetch(`${h.base}/x`, from("203.0.113.5"))).status).toBe(200);
    expect((await fetch(`${h.base}/x`, from("203.0.113.5"))).status).toBe(429);
  });

  it("charges a long request by its length, so a client of slow searches gets fewer of them", async () => {
    let now = 0;
    const h = await harness({
      concurrency: 0,
      ratePerSecond: 1,
      burst: 10,
      costUnitMs: 100,
      now: () => now,
    });
    // A request of 20 ms costs one token; one of 450 ms costs 4.5.
    const slow = fetch(`${h.base}/slow`, from("203.0.113.5"));
    await until(() => h.held() === 1);
    now += 450;
    h.releaseAll();
    expect((await slow).status).toBe(200);
    // 10 - 4.5 = 5.5 tokens left: five quick requests, then a refusal.
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${h.base}/x`, from("203.0.113.5"))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A client of quick requests alone is charged one each.
    const other = [];
    for (let i = 0; i < 11; i++)
      other.push((await fetch(`${h.base}/x`, from("198.51.100.7"))).status);
    expect(other.filter((status) => status === 200)).toHaveLength(10);
  });

  it("says when to come back in whole seconds at a slow rate", async () => {
    const now = 0;
    const h = await harness({ concurrency: 0, ratePerSecond: 0.2, burst: 1, now: () => now });
    expect((await fetch(`${h.base}/x`, from("203.0.113.5"))).status).toBe(200);
    const refused = await fetch(`${h.base}/x`, from("203.0.113.5"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.text()).toContain("wait 5 seconds");
  });

  it("shows a browser the sentence on a readable page, no script needed", async () => {
    const now = 0;
    const h = await harness({ concurrency: 0, ratePerSecond: 1, burst: 1, now: () => now });
    await fetch(`${h.base}/x`, from("203.0.113.5"));
    const page = await fetch(
      `${h.base}/x`,
      from("203.0.113.5", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" }),
    );
    expect(page.status).toBe(429);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("<h1>Too many requests</h1>");
    expect(html).toContain(FAIR_SHARE_MESSAGE(1));
    expect(html).not.toContain("<script");
  });

  it("holds a refusal for half to one and a half times the pause, so a client asking again at once is slowed", async () => {
    const now = 0;
    const h = await harness({
      concurrency: 0,
      ratePerSecond: 1,
      burst: 1,
      refusalDelayMs: 300,
      now: () => now,
    });
    await fetch(`${h.base}/x`, from("203.0.113.5"));
    const asked = performance.now();
    const refused = await fetch(`${h.base}/x`, from("203.0.113.5"));
    expect(refused.status).toBe(429);
    expect(performance.now() - asked).toBeGreaterThanOrEqual(140);
    // Another address meanwhile is answered without the pause.
    expect((await fetch(`${h.base}/x`, from("198.51.100.7"))).status).toBe(200);
  });

  it("never counts the exempt paths", async () => {
    const now = 0;
    const h = await harness({ concurrency: 0, ratePerSecond: 1, burst: 1, now: () => now });
    await fetch(`${h.base}/x`, from("203.0.113.5"));
    expect((await fetch(`${h.base}/x`, from("203.0.113.5"))).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${h.base}/healthz`, from("203.0.113.5"))).status).toBe(200);
    }
  });

  it("refuses a request that waited its longest, and lets a client that gave up leave the queue", async () => {
    const h = await harness({ concurrency: 1, queue: 1, maxWaitMs: 200 });
    const first = fetch(`${h.base}/slow`, from("203.0.113.5"));
    await until(() => h.held() === 1);
    const waited = await fetch(`${h.base}/slow`, from("203.0.113.5"));
    expect(waited.status).toBe(429);
    // A waiting request whose client goes away frees its place in the queue.
    const gone = new AbortController();
    const abandoned = fetch(`${h.base}/slow`, { ...from("203.0.113.5"), signal: gone.signal });
    await new Promise((r) => setTimeout(r, 50));
    gone.abort();
    await expect(abandoned).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 50));
    const next = fetch(`${h.base}/slow`, from("203.0.113.5"));
    h.releaseAll();
    await until(() => h.held() === 1);
    h.releaseAll();
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
  });

  it("forgets idle clients", async () => {
    let now = 0;
    const fair = createFairShare({
      concurrency: 2,
      queue: 2,
      maxWaitMs: 1000,
      ratePerSecond: 10,
      burst: 10,
      trustProxy: true,
      now: () => now,
    });
    const server = http.createServer((req, res) => fair.admit(req, res, () => res.end("ok")));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const address of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
        await fetch(`${base}/x`, from(address));
      }
      expect(fair.size()).toBe(3);
      fair.sweep();
      expect(fair.size()).toBe(3); // their buckets are not full yet
      now += 1_000;
      fair.sweep();
      expect(fair.size()).toBe(0);
    } finally {
      fair.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
