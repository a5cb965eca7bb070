// Screenshots of pages at phone and desktop widths, to look at what was built.
//   node scripts/screenshots.js BASE_URL OUT_DIR PATH... [--dark] [--light]
// Writes OUT_DIR/<path>-375.png and -1280.png (full page) and prints any console errors.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const scheme = args.includes("--light") ? "light" : "dark";
const [base, outDir, ...paths] = args.filter((a) => !a.startsWith("--"));
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshots.js BASE_URL OUT_DIR PATH... [--light]");
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
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
for (const pagePath of paths) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      colorScheme: scheme,
    });
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(String(e)));
    const response = await page.goto(new URL(pagePath, base).toString(), {
      waitUntil: "networkidle",
    });
    const name = pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
    const file = path.join(outDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(
      `${response?.status()} ${file}${errors.length ? `  errors: ${errors.join(" | ")}` : ""}`,
    );
    await context.close();
  }
}
await browser.close();
