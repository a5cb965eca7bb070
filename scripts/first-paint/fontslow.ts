// Measurements behind ADR 027 (not part of any test): a cold load with the font fetched over an
// emulated slow-4G link (150 ms RTT, 1.6 Mbit/s): layout shifts, FCP, which font subsets loaded and
// the h1's height, with the site's `font-display: optional` and with `swap`. Start the production
// server, then: BASE=http://127.0.0.1:3000 PAGE=/ N=2 npx tsx scripts/first-paint/fontslow.ts
import { chromium } from "playwright";
import { AS_BUILT, base, pagePath, serveVariant, SWAP, type Variant } from "./page-variants";

interface Shift {
  v: number;
  t: number;
  src?: (string | undefined)[];
}
/** A layout-shift entry's fields (not in TypeScript's DOM types). */
interface LayoutShift {
  value: number;
  sources?: { node?: Node | null }[];
}
const N = Number(process.env.N || 3);
const variants: Record<string, Variant> = {
  optional: AS_BUILT,
  swap: SWAP,
};
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
for (const [name, v] of Object.entries(variants)) {
  for (let i = 0; i < N; i++) {
    const ctx = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      new PerformanceObserver((l) => {
        for (const entry of l.getEntries()) {
          const e = entry as PerformanceEntry & LayoutShift;
          shifts.push({
            v: e.value,
            t: Math.round(e.startTime),
            src: e.sources?.map((s) => s.node?.nodeName),
          });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await serveVariant(page, v);
    await page.goto(base + pagePath, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => {
      const shifts = (window as unknown as { shifts: Shift[] }).shifts;
      return {
        fcp: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1),
        cls: shifts.reduce((t, s) => t + s.v, 0),
        shifts,
        interUsedAtEnd: [...document.fonts]
          .filter((f) => f.status === "loaded")
          .map((f) => f.unicodeRange.slice(0, 12)),
        h1Height: document.querySelector("h1")?.getBoundingClientRect().height,
      };
    });
    console.log(name.padEnd(18), JSON.stringify(r));
    await ctx.close();
  }
}
await browser.close();
