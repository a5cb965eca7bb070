// Screenshots of every screen at phone, tablet and desktop widths in both themes, to look at
// what was built (issue 15's review loop).
//
//   npm run screenshots                       # builds, then every page into screenshots/
//   npm run screenshots -- --out DIR /blog /admin/resources?new=1
//   npm run screenshots -- --only admin       # pages whose path contains "admin"
//   npm run screenshots -- --base http://localhost:3000 /   # an already running server
//
// Without --base it starts the built server (`node server.js`) on a free port with a fresh
// embedded database filled with the demo content, and signs in as an admin for /admin pages.
// Files: DIR/<light|dark>/<page>-<width>.png (full page). Admin pages are also taken in a
// 1280×720 window (DIR/<theme>/<page>-1280x720.png, the first screen only). Console errors and
// non-200 answers are printed.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startProductionServer } from "./production-server";

const PAGES = [
  "/",
  "/resources",
  "/resources/diploma",
  "/resources/foundation/mathematics",
  "/resources/foundation/mathematics/notes",
  "/resources/foundation/mathematics/pyqs",
  "/resources/foundation/mathematics/lectures",
  "/resources/submit",
  "/study-materials",
  "/community",
  "/courses",
  "/tools",
  "/tools/grade-predictor",
  "/tools/cgpa-calculator",
  "/blog",
  "/blog/welcome-to-the-hub",
  "/about",
  "/contactus",
  "/privacy-policy",
  "/no-such-page",
  "/admin/login",
  "/admin/dashboard",
  "/admin/resources",
  "/admin/resources?new=1",
  "/admin/notes",
  "/admin/pyqs",
  "/admin/lectures",
  "/admin/subjects",
  "/admin/blogs",
  "/admin/blogs?new=1",
  "/admin/submissions",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/mail-failures",
  "/admin/grading",
  "/admin/import",
  "/admin/export",
  "/admin/settings",
];
const WIDTHS = [375, 768, 1280];
const THEMES = /** @type {const} */ (["light", "dark"]);
const ADMIN = { email: "screenshots@example.com", password: "screenshots-password-123" };

const args = process.argv.slice(2);
/** @param {string} name */
function option(name) {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
}
const outDir = option("--out") ?? "screenshots";
const only = option("--only");
let base = option("--base");
const paths = (args.length ? args : PAGES).filter((p) => !only || p.includes(only));

/** @type {import("./production-server").ProductionServer | undefined} */
let server;
if (!base) {
  server = await startProductionServer("screenshots", {
    PAGE_CACHE: "off",
    COOKIE_SECURE: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  base = server.base;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/** The theme cookie's value as React Router's unsigned cookie writes it. */
const themeCookie = (/** @type {string} */ theme) =>
  encodeURIComponent(Buffer.from(JSON.stringify(theme)).toString("base64"));

/** @param {import("@playwright/test").BrowserContext} context */
async function signIn(context) {
  const page = await context.newPage();
  await page.goto(`${base}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel(/^Email/).fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("navigation", { name: "Admin" }).waitFor();
  await page.close();
}

let failures = 0;
try {
  for (const theme of THEMES) {
    fs.mkdirSync(path.join(outDir, theme), { recursive: true });
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 667 : 800 },
        colorScheme: theme,
      });
      await context.addCookies([{ name: "theme", value: themeCookie(theme), url: base }]);
      const signedIn = paths.some((p) => p.startsWith("/admin") && p !== "/admin/login");
      if (signedIn) await signIn(context);
      for (const pagePath of paths) {
        const shots = [{ width, height: 0 }];
        if (width === 1280 && pagePath.startsWith("/admin")) shots.push({ width, height: 720 });
        for (const shot of shots) {
          const page = await context.newPage();
          if (shot.height) await page.setViewportSize({ width, height: shot.height });
          /** @type {string[]} */
          const errors = [];
          page.on("console", (m) => {
            // The browser reports the document's own 404 as a console error: expected here.
            if (m.type() === "error" && !(pagePath === "/no-such-page" && /404/.test(m.text())))
              errors.push(m.text());
          });
          page.on("pageerror", (e) => errors.push(String(e)));
          const response = await page.goto(new URL(pagePath, base).toString(), {
            waitUntil: "networkidle",
          });
          const name = pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
          const suffix = shot.height ? `${width}x${shot.height}` : String(width);
          const file = path.join(outDir, theme, `${name}-${suffix}.png`);
          await page.screenshot({ path: file, fullPage: !shot.height });
          const status = response?.status() ?? 0;
          const expected = pagePath === "/no-such-page" ? 404 : 200;
          if (status !== expected || errors.length) failures++;
          console.log(`${status} ${file}${errors.length ? `  errors: ${errors.join(" | ")}` : ""}`);
          await page.close();
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server?.stop();
}
if (failures) {
  console.error(`${failures} screenshot(s) with an unexpected status or console errors`);
  process.exitCode = 1;
}
