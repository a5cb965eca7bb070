// Measurements behind ADR 027 (not part of any test): the main thread's work on a cold load of one
// page in variants (without the web font, with `swap`, without the header's effects, CSS inlined, an
// almost empty body), from Chromium traces at the Lighthouse phone's viewport, alternating and
// reporting medians. Start the production server, then:
//   BASE=http://127.0.0.1:3000 PAGE=/ N=7 [ONLY=base,nofont] npx tsx scripts/first-paint/bench.ts
import { chromium } from "playwright";
import { AS_BUILT, base, css0, pagePath, serveVariant, SWAP, type Variant } from "./page-variants";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}
const N = Number(process.env.N || 7);
const variants: Record<string, Variant> = {
  base: AS_BUILT,
  nofont: {
    html: (h: string) => h.replace(/<link[^>]*rel="preload"[^>]*>/, ""),
    css: (c: string) => c.replace(/"Inter Variable",/g, "").replace(/@font-face\{[^}]*\}/g, ""),
  },
  noheaderfx: {
    html: (h: string) => h,
    css: (c: string) =>
      c.replace(/backdrop-filter:[^;}]*;?/g, "").replace(/animation-timeline:[^;}]*;?/g, ""),
  },
  inlinecss: {
    html: (h: string) => h.replace(/<link[^>]*rel="stylesheet"[^>]*>/, `<style>${css0}</style>`),
    css: (c: string) => c,
  },
  swap: SWAP,
  nopreload: {
    html: (h: string) => h.replace(/<link[^>]*rel="preload"[^>]*>/, ""),
    css: (c: string) => c,
  },
  tiny: {
    html: (h: string) =>
      h.replace(
        /<body>[\s\S]*<\/body>/,
        "<body><main><h1>Hello</h1><p>Short page.</p></main></body>",
      ),
    css: (c: string) => c,
  },
};
const only = process.env.ONLY?.split(",");
const names = Object.keys(variants).filter((n) => !only || only.includes(n));
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const res: Record<string, Record<string, number>[]> = Object.fromEntries(names.map((n) => [n, []]));
const KEYS = [
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "ParseHTML",
  "ParseAuthorStyleSheet",
  "PrePaint",
];
for (let i = 0; i < N; i++) {
  for (const name of names) {
    const v = variants[name]!;
    const ctx = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await ctx.newPage();
    await serveVariant(page, v);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "blink.user_timing",
        "loading",
      ],
    });
    await page.goto(base + pagePath, { waitUntil: "load" });
    await page.waitForTimeout(600);
    const buf = await browser.stopTracing();
    const ev = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mains = ev.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
    let best: TraceEvent | undefined;
    let bc = 0;
    for (const m of mains) {
      const c = ev.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === "RunTask").length;
      if (c > bc) {
        bc = c;
        best = m;
      }
    }
    const X = ev.filter((e) => e.pid === best?.pid && e.tid === best?.tid && e.ph === "X");
    const sum: Record<string, number> = {};
    for (const k of KEYS)
      sum[k] = X.filter((e) => e.name === k).reduce((t, e) => t + (e.dur ?? 0), 0) / 1000;
    const tasks = X.filter((e) => e.name === "RunTask").map((e) => (e.dur ?? 0) / 1000);
    sum.nLayout = X.filter((e) => e.name === "Layout").length;
    sum.maxLayout = Math.max(
      ...X.filter((e) => e.name === "Layout").map((e) => (e.dur ?? 0) / 1000),
    );
    sum.maxTask = Math.max(...tasks);
    sum.over12 = tasks.filter((d) => d > 12.5).reduce((t, d) => t + (d - 12.5), 0);
    res[name]!.push(sum);
    await ctx.close();
  }
}
await browser.close();
const med = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)] ?? NaN;
};
console.log(
  "variant".padEnd(12),
  [...KEYS, "nLayout", "maxLayout", "maxTask", "over12"]
    .map((k) => k.slice(0, 10).padStart(11))
    .join(""),
);
for (const n of names)
  console.log(
    n.padEnd(12),
    [...KEYS, "nLayout", "maxLayout", "maxTask", "over12"]
      .map((k) =>
        med(res[n]!.map((r) => r[k] ?? NaN))
          .toFixed(1)
          .padStart(11),
      )
      .join(""),
  );
