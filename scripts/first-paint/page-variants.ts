// Shared by the ADR 027 measuring scripts (bench.ts, fontslow.ts): the page under test, fetched
// once from a running production server, and served to the browser in variants (its HTML and its
// stylesheet rewritten) by routing those two requests.
import type { Page } from "playwright";

export interface Variant {
  html: (html: string) => string;
  css: (css: string) => string;
}

export const base = process.env.BASE ?? "http://127.0.0.1:3000";
export const pagePath = process.env.PAGE || "/";
export const html0 = await (await fetch(base + pagePath)).text();
const cssPath = html0.match(/href="(\/assets\/root-[^"]+\.css)"/)?.[1] ?? "";
export const css0 = await (await fetch(base + cssPath)).text();

/** The page as built, and with `font-display: swap` instead of `optional`. */
export const AS_BUILT: Variant = { html: (h) => h, css: (c) => c };
export const SWAP: Variant = {
  html: (h) => h,
  css: (c) => c.replace(/font-display:optional/g, "font-display:swap"),
};

/** Serves the page and its stylesheet to `page` as `variant` has them. */
export async function serveVariant(page: Page, variant: Variant) {
  await page.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === pagePath) {
      return route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: variant.html(html0),
      });
    }
    if (url.pathname === cssPath) {
      return route.fulfill({ status: 200, contentType: "text/css", body: variant.css(css0) });
    }
    return route.continue();
  });
}
