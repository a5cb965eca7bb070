// Finds elements whose class list holds two Tailwind utilities for the same thing (`h-11 h-auto`,
// `px-4 px-2`): which one wins then depends on the order of Tailwind's CSS, not on the order of the
// classes. `cn` (app/lib/utils.ts) no longer resolves such conflicts (ADR 026), so callers must not
// create them. Loads every page of the built app (admin pages signed in, forms and dialogs as the
// URL opens them) in a browser at 375 and 1280 px and checks every class attribute with
// tailwind-merge (a dev dependency). Exits 1 when it finds one.
//
//   npx react-router build && npx tsx scripts/class-conflicts.ts [paths...]
import { chromium } from "@playwright/test";
import { extendTailwindMerge } from "tailwind-merge";
import { startProductionServer } from "./production-server";

// The type scale's sizes (app/app.css, docs/design.md): sizes, not colours, to tailwind-merge.
const twMerge = extendTailwindMerge({
  extend: {
    classGroups: {
      "font-size": [{ text: ["display", "title", "heading", "subheading", "figure", "eyebrow"] }],
    },
  },
});

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
  "/tools/grade-predictor?quiz1=50&quiz2=60",
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
  "/admin/questions",
  "/admin/questions?new=1",
  "/admin/papers",
  "/admin/submissions",
  "/admin/messages",
  "/admin/subscribers",
  "/admin/mail-failures",
  "/admin/grading",
  "/admin/import",
  "/admin/export",
  "/admin/settings",
  "/admin/no-such-page",
];
const ADMIN = { email: "class-check@example.com", password: "class-check-password-123" };

const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;
const server = await startProductionServer("class-conflicts", {
  COOKIE_SECURE: "false",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const { base } = server;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
/** "class list" → pages it was seen on */
const conflicts = new Map<string, Set<string>>();
try {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const login = await context.newPage();
    await login.goto(`${base}/admin/login`, { waitUntil: "networkidle" });
    await login.getByLabel(/^Email/).fill(ADMIN.email);
    await login.getByLabel(/^Password/).fill(ADMIN.password);
    await login.getByRole("button", { name: "Sign In" }).click();
    await login.getByRole("navigation", { name: "Admin" }).waitFor();
    await login.close();
    for (const pagePath of paths) {
      const page = await context.newPage();
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      const lists = await page.evaluate(() =>
        [...document.querySelectorAll("[class]")].map((e) => e.getAttribute("class") ?? ""),
      );
      for (const list of new Set(lists)) {
        const classes = list.split(/\s+/).filter(Boolean);
        const kept = new Set(twMerge(classes.join(" ")).split(" "));
        const dropped = classes.filter((c) => !kept.has(c));
        if (dropped.length === 0) continue;
        const key = `${list}\n      conflicting: ${dropped.join(" ")}`;
        if (!conflicts.has(key)) conflicts.set(key, new Set());
        conflicts.get(key)!.add(`${pagePath} @${width}`);
      }
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

for (const [key, pages] of conflicts) console.log(`- ${key}\n      on: ${[...pages].join(", ")}`);
console.log(
  conflicts.size === 0
    ? `No conflicting Tailwind classes on ${paths.length} pages.`
    : `${conflicts.size} class lists with conflicting Tailwind classes.`,
);
process.exitCode = conflicts.size === 0 ? 0 : 1;
