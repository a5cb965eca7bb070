// The production server itself: status codes, logs and start-up failures. Headers, cookies and
// cross-origin refusals on every route: security-server.spec.ts.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { EXPECTED } from "../security/support/route-samples";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

test("unknown paths answer HTTP 404 with the not-found screen", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Return to Home");
});

test("a form outside its bounds is answered with its sentence on a readable page, at 375 and 1280 px", async ({
  page,
}) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    // What a crafted page of this site could post: a list index of a hundred million.
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/about") && r.request().method() === "POST",
    );
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/about";
      const input = document.createElement("input");
      input.name = "x[99999999]";
      input.value = "1";
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request not accepted");
    await expect(page.getByTestId("error-detail")).toHaveText(
      'This form has a field this site does not read ("x[99999999]"). Nothing was saved.',
    );
    await expect(page).toHaveTitle("Request not accepted");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("a path with a trailing slash answers 301 to the same path without it, on every route", async ({
  request,
  baseURL,
}) => {
  const urls = [
    ...new Set(
      Object.values(EXPECTED)
        .flat()
        .filter((sample) => sample.visitor.get === 200 && sample.url !== "/")
        .map((sample) => sample.url),
    ),
  ];
  expect(urls.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  for (const url of urls) {
    const [path, query] = url.split("?");
    const slashed = `${path}/${query ? `?${query}` : ""}`;
    const response = await request.get(slashed, { maxRedirects: 0 });
    if (response.status() !== 301 || response.headers().location !== url)
      wrong.push(`${slashed}: ${response.status()} ${response.headers().location ?? ""}`);
  }
  expect(wrong).toEqual([]);
  const twice = await request.get("/blog//?page=2", { maxRedirects: 0 });
  expect(twice.headers().location).toBe("/blog?page=2");
  // Never off-site: leading slashes collapse to one.
  const offSite = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
  expect(offSite.status()).toBe(301);
  expect(offSite.headers().location).toBe("/evil.example");
  // The home page is "/" itself, and a form post is never redirected.
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
});

test("health and readiness endpoints answer", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.text()).toBe("ready\n");
});

for (const cached of [false, true]) {
  test(`the page runs under its CSP without violations${cached ? " (from the page cache)" : ""}`, async ({
    page,
    request,
  }) => {
    // A page that runs React (reading pages: tests/e2e/no-javascript.spec.ts).
    const path = `/tools/grade-predictor?csp=${cached}-${Date.now()}`;
    if (cached) await request.get(path);
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(String(e)));
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe(cached ? "HIT" : undefined);
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
    );
    // Client-side navigation works after hydrating.
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Resources", exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test("public pages are cacheable and revalidate with ETag; personal ones are not", async ({
  request,
}) => {
  const path = `/about?etag=${Date.now()}`;
  const first = await request.get(path);
  expect(first.headers()["cache-control"]).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  );
  expect(first.headers()["vary"]).toContain("Cookie");
  const second = await request.get(path);
  const etag = second.headers()["etag"];
  expect(etag).toBeTruthy();
  const revalidated = await request.get(path, { headers: { "If-None-Match": etag! } });
  expect(revalidated.status()).toBe(304);

  const admin = await request.get(path, { headers: { Cookie: "admin_session=forged" } });
  expect(admin.headers()["cache-control"]).toBe("private, no-store");
  expect(admin.headers()["x-cache"]).toBeUndefined();
  const missing = await request.get("/no-such-page");
  expect(missing.headers()["cache-control"]).toBe("no-store");
  const confirm = await request.get("/newsletter/confirm/not-a-token");
  expect(confirm.headers()["cache-control"]).toBe("no-store");
});

test("responses are compressed and assets cached immutably", async ({ request }) => {
  // A page that runs React names its JavaScript assets (reading pages load none).
  const page = await request.get("/tools/grade-predictor", {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(page.headers()["content-encoding"]).toMatch(/br|gzip/);
  const asset = /\/assets\/[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
});

test.describe("start-up with bad configuration", () => {
  function start(env: Record<string, string>) {
    return new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, ["server.js"], {
        env: { ...process.env, NODE_ENV: "production", PORT: "0", LOG_LEVEL: "warn", ...env },
      });
      let stderr = "";
      let stdout = "";
      child.stderr.on("data", (c) => (stderr += c));
      child.stdout.on("data", (c) => (stdout += c));
      const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
      child.on("exit", (code) => {
        clearTimeout(timer);
        resolve({ code, stderr, stdout });
      });
    });
  }

  test("an unreachable DATABASE_URL stops it with one clear sentence", async () => {
    const result = await start({ DATABASE_URL: "postgres://app@127.0.0.1:1/app" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "Could not connect to the PostgreSQL server in DATABASE_URL (127.0.0.1:1/app): connection refused.",
    );
  });

  test("an unwritable data folder stops it with one clear sentence", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bad-data-")), "file");
    fs.writeFileSync(file, "");
    const result = await start({ DATA_DIR: file });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/^Cannot create the data directory .*; set DATA_DIR/);
  });

  test("a second server on the same embedded database is refused", async () => {
    const result = await start({ DATA_DIR: process.env.E2E_DATA_DIR! });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The embedded database in .* is already in use by another process \(pid \d+\); stop that process first, or set DATABASE_URL to use a PostgreSQL server\.$/,
    );
  });
});

test("pages with forms raise no CSP violation either (Zod runs without its eval probe)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of ["/", "/about", "/resources/submit", "/blog", "/tools/grade-predictor"]) {
    await page.goto(path);
    // Hydrated, on the pages that run React (the others load no script, ADR 025).
    await waitForHydration(page);
    await page.waitForTimeout(300);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});
