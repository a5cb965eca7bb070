// A crawl of every public page of the production build with its demo content (issue 14, "Show"):
// from / and the sitemap, every same-origin link of every page is followed (GET only, the admin
// area left out, pagination bounded). It fails on any page whose text says "placeholder", any
// link to a placeholder or `.example` host, any internal link that does not answer 2xx/3xx, and
// any resource download (the notes and PYQ pages' Download / Open links) that is not a PDF of
// ours answering 200 (or a redirect to the resource's external address).
//
// It runs against a production server of its own (the same build and server.js the Playwright
// config starts) on an empty embedded database, which seeds the demo content at its first start
// as a new install does: the shared test server is changed by the admin tests running beside
// this one, and what they add is theirs to check, not the demo's.
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { Parser } from "htmlparser2";
import { buildDemoResources } from "~/features/admin/demo-seed.server";
import { catalogueSubjects } from "../setup/subjects";
import { startServerWith } from "./support/server";

/** Paths never requested: the admin area, and endpoints that only take a POST. */
const SKIPPED = [/^\/admin(\/|$)/, /^\/newsletter$/, /^\/theme$/, /^\/resources\/submit\/upload$/];
/** Pages of a list followed at most (?page=N): enough to see pagination work, not every page. */
const MAX_PAGE = 3;
/** A crawl that finds more than this many URLs is running away (a link that grows each time). */
const MAX_URLS = 3_000;
/** Notes and PYQ pages, whose resource cards carry the downloads. */
const RESOURCE_LIST_PAGE = /^\/resources\/[^/]+\/[^/]+\/(notes|pyqs)$/;
const DOWNLOAD_LABEL = /^(Download|Open)\b/;

interface PageLinks {
  /** Every href, src and srcset URL of the page, as written. */
  links: string[];
  /** Links of the resource cards' Download / Open buttons (links so named inside a list item). */
  downloads: string[];
  /** Text a reader sees or hears: text nodes, the title, and alt / title / aria-label / placeholder. */
  text: string;
}

/** Parses one HTML page with htmlparser2 (no browser: the pages are finished server HTML). */
function readPage(html: string): PageLinks {
  const links: string[] = [];
  const downloads: string[] = [];
  const text: string[] = [];
  let skipDepth = 0; // inside <script>, <style> or <template>: not text anyone reads
  let itemDepth = 0; // inside a list item: a resource card (not, say, the subject folder card)
  let anchor: { href: string; label: string; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "script" || name === "style" || name === "template") skipDepth++;
        if (name === "li") itemDepth++;
        for (const attr of ["href", "src"]) {
          const value = attrs[attr];
          if (value !== undefined) links.push(value);
        }
        for (const attr of ["srcset", "imagesrcset"]) {
          for (const candidate of (attrs[attr] ?? "").split(",")) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) links.push(url);
          }
        }
        for (const attr of ["alt", "title", "aria-label", "placeholder"]) {
          if (attrs[attr]) text.push(attrs[attr]);
        }
        if (name === "a" && attrs.href !== undefined) {
          anchor = { href: attrs.href, label: attrs["aria-label"] ?? "", text: "" };
        }
      },
      ontext(data) {
        if (skipDepth > 0) return;
        text.push(data);
        if (anchor) anchor.text += data;
      },
      onclosetag(name) {
        if (name === "script" || name === "style" || name === "template") skipDepth--;
        if (name === "li") itemDepth--;
        if (name === "a" && anchor) {
          const label =
            DOWNLOAD_LABEL.test(anchor.label) || DOWNLOAD_LABEL.test(anchor.text.trim());
          if (itemDepth > 0 && label) {
            downloads.push(anchor.href);
          }
          anchor = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return { links, downloads, text: text.join(" ").replace(/\s+/g, " ") };
}

/** Why a link points somewhere it must not, or null. */
function placeholderTarget(href: string, page: URL): string | null {
  if (href.includes("PLACEHOLDER")) return "contains PLACEHOLDER";
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null; // not a URL at all: reported by the status check when it is internal
  }
  const host =
    url.protocol === "mailto:"
      ? (url.pathname.split("@").pop() ?? "").toLowerCase()
      : url.hostname.toLowerCase();
  if (host === "example" || host.endsWith(".example")) return `a .example host (${host})`;
  if (host.includes("placeholder")) return `a placeholder host (${host})`;
  // Elsewhere on the web, a path made of the word is a stand-in for an address nobody knows.
  if (url.origin !== page.origin && /placeholder/i.test(url.pathname + url.search)) {
    return "a placeholder address";
  }
  return null;
}

/** The same-origin path (with query) of `href` on `page`, or null for another site or scheme. */
function internalPath(href: string, page: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return null;
  }
  if (url.origin !== page.origin) return null;
  return url.pathname + url.search;
}

function isSkipped(path: string): boolean {
  const url = new URL(path, "http://crawl");
  if (SKIPPED.some((pattern) => pattern.test(url.pathname))) return true;
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isFinite(page) && page > MAX_PAGE;
}

const isHtml = (response: APIResponse) =>
  (response.headers()["content-type"] ?? "").startsWith("text/html");

async function get(request: APIRequestContext, path: string) {
  return request.get(path, { maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
}

test("crawl: every public page, link and download of the demo works, and none is a placeholder", async ({
  playwright,
}) => {
  test.setTimeout(600_000);
  const server = await startServerWith(async () => {}, { SEED_ON_EMPTY: "true" });
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    await crawl(request, new URL(server.baseURL));
  } finally {
    await request.dispose();
    await server.stop();
  }
});

async function crawl(request: APIRequestContext, origin: URL) {
  const failures = {
    placeholderText: [] as string[],
    placeholderLinks: [] as string[],
    brokenLinks: [] as string[],
    downloads: [] as string[],
  };

  // Start at / and at every page of the sitemap.
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const fromSitemap = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  expect(fromSitemap.length).toBeGreaterThan(20);

  const seen = new Set<string>();
  const queue: { path: string; from: string }[] = [];
  const enqueue = (path: string, from: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    queue.push({ path, from });
  };
  for (const path of ["/", ...fromSitemap]) enqueue(path, "the start");

  const downloadLinks = new Map<string, string>(); // href → the page it was found on
  let pages = 0;
  let links = 0;
  let skipped = 0;

  const visit = async ({ path, from }: { path: string; from: string }) => {
    const response = await get(request, path);
    const status = response.status();
    if (status >= 400 || status < 200) {
      failures.brokenLinks.push(`${path} answered ${status} (linked from ${from})`);
      return;
    }
    if (status >= 300) {
      const location = response.headers()["location"];
      const next = location ? internalPath(location, new URL(path, origin)) : null;
      if (next && !isSkipped(next)) enqueue(next, `${path} (redirect)`);
      return;
    }
    if (!isHtml(response)) return;
    pages++;
    const page = new URL(path, origin);
    const { links: found, downloads, text } = readPage(await response.text());
    const word = /.{0,40}placeholder.{0,40}/i.exec(text);
    if (word) failures.placeholderText.push(`${path}: "…${word[0].trim()}…"`);
    for (const href of found) {
      links++;
      const why = placeholderTarget(href, page);
      if (why) failures.placeholderLinks.push(`${path} links to ${href}: ${why}`);
      if (href.startsWith("#")) continue;
      const target = internalPath(href, page);
      if (target === null) continue;
      const bare = target.replace(/#.*$/, "");
      if (isSkipped(bare)) {
        if (!seen.has(bare)) skipped++;
        seen.add(bare);
        continue;
      }
      enqueue(bare, path);
    }
    if (RESOURCE_LIST_PAGE.test(page.pathname)) {
      for (const href of downloads) if (!downloadLinks.has(href)) downloadLinks.set(href, path);
    }
  };

  // A few requests at a time; each finished page may add more to the queue.
  const inFlight = new Set<Promise<void>>();
  while (queue.length > 0 || inFlight.size > 0) {
    while (queue.length > 0 && inFlight.size < 4) {
      const job = visit(queue.shift()!).finally(() => inFlight.delete(job));
      inFlight.add(job);
    }
    await Promise.race(inFlight);
    expect(seen.size, "the crawl found too many URLs: is a link growing?").toBeLessThan(MAX_URLS);
  }

  // Every resource's download: a PDF of ours, or a redirect to the resource's external address.
  for (const [href, page] of downloadLinks) {
    const target = internalPath(href, new URL(page, origin));
    if (target === null) {
      failures.downloads.push(`${href} (on ${page}) is not served by the site`);
      continue;
    }
    const response = await get(request, target);
    const status = response.status();
    if (status >= 300 && status < 400) {
      const location = response.headers()["location"] ?? "";
      if (internalPath(location, origin) !== null) {
        failures.downloads.push(`${target} (on ${page}) redirects within the site to ${location}`);
      }
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    const body = status === 200 ? await response.body() : Buffer.alloc(0);
    if (
      status !== 200 ||
      !type.startsWith("application/pdf") ||
      !body.subarray(0, 5).equals(Buffer.from("%PDF-"))
    ) {
      failures.downloads.push(`${target} (on ${page}) answered ${status} ${type || "(no type)"}`);
    }
  }

  console.log(
    `[crawl figures] ${pages} pages, ${links} links (${seen.size} distinct internal URLs, ${skipped} skipped: admin, POST-only or past page ${MAX_PAGE}), ${downloadLinks.size} downloads`,
  );
  for (const [kind, list] of Object.entries(failures)) {
    if (list.length > 0) console.log(`[crawl ${kind}] ${list.length}\n  ${list.join("\n  ")}`);
  }
  expect.soft(failures.placeholderText, "pages whose text says placeholder").toEqual([]);
  expect.soft(failures.placeholderLinks, "links to a placeholder").toEqual([]);
  expect.soft(failures.brokenLinks, "internal links not answering 2xx/3xx").toEqual([]);
  expect.soft(failures.downloads, "resource downloads that are not PDFs").toEqual([]);
  // The demo has a file for every resource (its courses are the catalogue's, as the migrations
  // put them in every database): the notes and PYQ pages must offer every one.
  expect(downloadLinks.size, "downloads found on the notes and PYQ pages").toBe(
    buildDemoResources(await catalogueSubjects()).length,
  );
}
