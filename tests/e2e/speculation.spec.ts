// Navigation without a client router (issue 16, ADR 025): reading pages carry Speculation Rules
// that fetch a same-origin reading page ahead when its link is hovered or pressed, and never a
// URL with a side effect or a session. Chromium's DevTools protocol (the Preload domain) lists the
// links a page's rules make candidates and reports each prefetch.
import { type CDPSession, expect, type Page, test } from "@playwright/test";

interface Preloads {
  /** Candidate URLs (path and query) of the page's rules, as last reported. */
  candidates: () => string[];
  /** URLs whose prefetch is ready. */
  ready: Set<string>;
  /** URLs whose prefetch or prerender was attempted at all. */
  attempted: Set<string>;
}

async function watchPreloads(page: Page): Promise<Preloads> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let candidates: string[] = [];
  const ready = new Set<string>();
  const attempted = new Set<string>();
  const local = (url: string) => {
    const u = new URL(url);
    return u.pathname + u.search;
  };
  cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
    candidates = event.preloadingAttemptSources.map((source) => local(source.key.url));
  });
  cdp.on("Preload.prefetchStatusUpdated", (event) => {
    attempted.add(local(event.key.url));
    if (event.status === "Ready") ready.add(local(event.key.url));
  });
  cdp.on("Preload.prerenderStatusUpdated", (event) => attempted.add(local(event.key.url)));
  await cdp.send("Preload.enable");
  return { candidates: () => candidates, ready, attempted };
}

/** Links a reading page could carry that must never be fetched ahead. */
const SIDE_EFFECTS = [
  "/admin",
  "/admin/blogs",
  "/admin/logout",
  "/newsletter/confirm/some-token",
  "/newsletter/unsubscribe/some-token",
  "/theme",
  "/files/resource.pdf",
  "/blog/rss.xml",
];

test("a hovered reading link is fetched ahead, and the next page comes from it", async ({
  page,
}) => {
  const preloads = await watchPreloads(page);
  await page.goto("/");
  expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules") ?? false)).toBe(
    true,
  );
  await expect.poll(() => preloads.candidates()).toContain("/blog");

  const link = page.locator('header a[href="/blog"]').first();
  await link.hover();
  await expect.poll(() => [...preloads.ready]).toContain("/blog");
  await link.click();
  await expect(page).toHaveURL(/\/blog$/);
  const deliveryType = await page.evaluate(
    () =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          deliveryType?: string;
        }
      ).deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});

test("side-effect and session URLs are never candidates, even when hovered", async ({ page }) => {
  const preloads = await watchPreloads(page);
  await page.goto("/courses");
  // Links a page may carry in future (an editor's Markdown, a settings link): added to this one.
  await page.evaluate((paths) => {
    const list = document.createElement("p");
    for (const path of [...paths, "/community"]) {
      const a = document.createElement("a");
      a.href = path;
      a.textContent = path;
      a.style.display = "block";
      list.append(a);
    }
    document.querySelector("main")!.append(list);
  }, SIDE_EFFECTS);
  await expect.poll(() => preloads.candidates()).toContain("/community");
  for (const path of SIDE_EFFECTS) expect(preloads.candidates(), path).not.toContain(path);

  for (const path of SIDE_EFFECTS) await page.locator(`main a[href="${path}"]`).hover();
  await page.locator('main a[href="/community"]').hover();
  await expect.poll(() => [...preloads.ready]).toContain("/community");
  for (const path of SIDE_EFFECTS) expect([...preloads.attempted], path).not.toContain(path);
});

test("pages that run React carry no speculation rules (their router navigates)", async ({
  page,
}) => {
  await page.goto("/tools/grade-predictor");
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});
