// What the production server (server/app.ts around the app) adds, on every route: the security
// headers, Secure cookies, and the refusal of cross-origin state-changing requests. The URLs are
// the access matrix's (tests/security/support/route-samples.ts), which covers every route.
import crypto from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { resourcePolicyFor } from "../../server/resource-policy";
import { EXPECTED } from "../security/support/route-samples";
import { E2E_ADMIN } from "./support/admin";

const FRAMEABLE_PATH = /^\/admin\/newsletter\/[^/]+\/preview$/;
const urls = [...new Set(Object.values(EXPECTED).flatMap((samples) => samples.map((s) => s.url)))];

/**
 * What must hold for one response; returns the problems found. `personal`: an answer under
 * /admin or to a signed-in admin, which no cache may keep.
 */
function headerProblems(response: APIResponse, label: string, personal = false): string[] {
  const h = response.headers();
  const problems: string[] = [];
  // The site's policy (a route may add a stricter one of its own: each header is enforced).
  const policies = response
    .headersArray()
    .filter((x) => x.name.toLowerCase() === "content-security-policy")
    .map((x) => x.value);
  const csp = policies.find((p) => /(^|;)\s*script-src /.test(p)) ?? "";
  // An issue's preview is framed by its admin page, and by nothing else.
  const framing = FRAMEABLE_PATH.test(new URL(response.url()).pathname)
    ? { ancestors: "frame-ancestors 'self'", xfo: "SAMEORIGIN" }
    : { ancestors: "frame-ancestors 'none'", xfo: "DENY" };
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? "";
  if (!csp) problems.push("no Content-Security-Policy");
  if (!directive("script-src") || /unsafe-inline|unsafe-eval|\*/.test(directive("script-src")))
    problems.push(`script-src: ${directive("script-src")}`);
  if (directive("frame-ancestors") !== framing.ancestors) problems.push("frame-ancestors");
  for (const policy of policies) {
    const ancestors = /(?:^|;)\s*(frame-ancestors [^;]*)/.exec(policy)?.[1]?.trim();
    if (ancestors && ancestors !== framing.ancestors) problems.push(`a CSP with ${ancestors}`);
  }
  if (directive("object-src") !== "object-src 'none'") problems.push("object-src");
  if (directive("base-uri") !== "base-uri 'self'") problems.push("base-uri");
  if (!/max-age=(\d+)/.test(h["strict-transport-security"] ?? "")) problems.push("no HSTS");
  else if (Number(/max-age=(\d+)/.exec(h["strict-transport-security"]!)![1]) < 31_536_000)
    problems.push("HSTS shorter than a year");
  if (h["x-content-type-options"] !== "nosniff") problems.push("no nosniff");
  if (h["referrer-policy"] !== "strict-origin-when-cross-origin") problems.push("referrer policy");
  if (h["x-frame-options"] !== framing.xfo) problems.push("X-Frame-Options");
  // Other sites may load only the images mail shows (server/resource-policy.ts).
  const policy = resourcePolicyFor(new URL(response.url()).pathname);
  if (h["cross-origin-resource-policy"] !== policy)
    problems.push(
      `Cross-Origin-Resource-Policy: ${h["cross-origin-resource-policy"]}, not ${policy}`,
    );
  if (h["x-powered-by"]) problems.push("X-Powered-By");
  if (!/\bcamera=\(\)/.test(h["permissions-policy"] ?? "")) problems.push("Permissions-Policy");
  if (personal && h["cache-control"] !== "private, no-store")
    problems.push(`Cache-Control: ${h["cache-control"] ?? "none"}, expected private, no-store`);
  for (const cookie of response
    .headersArray()
    .filter((x) => x.name.toLowerCase() === "set-cookie")) {
    for (const flag of [/;\s*HttpOnly/i, /;\s*SameSite=Lax/i, /;\s*Secure/i]) {
      if (!flag.test(cookie.value)) problems.push(`cookie without ${flag.source}: ${cookie.value}`);
    }
  }
  return problems.map((p) => `${label} (${response.status()}): ${p}`);
}

async function signInCookie(request: APIRequestContext, baseURL: string) {
  const response = await request.post("/admin/login", {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("admin_session="));
  return { cookie: cookie!.value.split(";")[0]!, response };
}

test("every route answers with the security headers, and every cookie is HttpOnly, SameSite and Secure", async ({
  playwright,
  baseURL,
}) => {
  // Fresh contexts: no cookie jar between requests, so each role sends exactly its cookie.
  const request = await playwright.request.newContext({ baseURL });
  const { cookie: admin, response: signIn } = await signInCookie(request, baseURL!);
  const problems = headerProblems(signIn, "POST /admin/login", true);
  let responses = 1;
  const roles: [string, Record<string, string>][] = [
    ["anonymous", {}],
    ["admin", { Cookie: admin }],
  ];
  for (const url of urls) {
    for (const [role, headers] of roles) {
      const personal = role === "admin" || url.startsWith("/admin");
      const get = await request.get(url, { headers, maxRedirects: 0 });
      problems.push(...headerProblems(get, `GET ${url} as ${role}`, personal));
      const [path, search] = url.split("?");
      const data = await request.get(
        `${path === "/" ? "/_" : path}.data${search ? `?${search}` : ""}`,
        {
          headers,
          maxRedirects: 0,
        },
      );
      problems.push(...headerProblems(data, `data GET ${url} as ${role}`, personal));
      responses += 2;
      // Signing out would end the session the rest of the sweep uses: that one goes last.
      if (role === "admin" && url === "/admin/logout") continue;
      const post = await request.post(url, {
        headers: { ...headers, Origin: baseURL! },
        form: {},
        maxRedirects: 0,
      });
      problems.push(...headerProblems(post, `POST ${url} as ${role}`, personal));
      responses++;
    }
  }
  // Static files, a refused cross-origin post, the sign-out.
  // A page that runs React names its JavaScript assets (reading pages load none, ADR 025).
  const home = await (await request.get("/tools/grade-predictor")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(home)![0];
  for (const path of [asset, "/favicon.svg", "/images/logo-512.png", "/no-such-file.js"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === "/no-such-file.js" ? 404 : 200);
    problems.push(...headerProblems(response, `GET ${path}`));
    responses++;
  }
  // The app's fingerprinted files stay cacheable for a signed-in admin.
  const adminAsset = await request.get(asset, { headers: { Cookie: admin } });
  expect(adminAsset.headers()["cache-control"]).toMatch(/immutable/);
  const refused = await request.post("/about", { headers: { Origin: "https://evil.example" } });
  expect(refused.status()).toBe(403);
  problems.push(...headerProblems(refused, "refused cross-origin POST"));
  const signOut = await request.post("/admin/logout", {
    headers: { Cookie: admin, Origin: baseURL! },
    maxRedirects: 0,
  });
  problems.push(...headerProblems(signOut, "POST /admin/logout as admin", true));
  responses += 2;

  expect(problems).toEqual([]);
  console.log(
    `[security figures] headers: ${responses} responses (${urls.length} URLs × anonymous and admin × page GET, data GET, POST, plus assets and refusals) all carry CSP, HSTS, nosniff, frame-ancestors, referrer policy, Permissions-Policy; every answer under /admin or to a signed-in admin private, no-store; every Set-Cookie HttpOnly, SameSite=Lax, Secure`,
  );
  await request.dispose();
});

test("a reading page's two inline scripts are allowed by their hashes, and it has no other", async ({
  request,
}) => {
  const response = await request.get(`/courses?fresh=${Date.now()}-${Math.random()}`);
  const scriptSrc =
    (response.headers()["content-security-policy"] ?? "")
      .split(";")
      .find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.map(([, attributes]) => attributes)).toEqual(["", ' type="speculationrules"']);
  for (const [, , body] of scripts) {
    const hash = crypto.createHash("sha256").update(body!).digest("base64");
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  }
});

test("pages that run React carry a fresh CSP nonce on every script; a page from the page cache allows its scripts by hash", async ({
  request,
}) => {
  // A query string no other test uses: rendered now, not served from the page cache.
  const path = `/tools/grade-predictor?fresh=${Date.now()}-${Math.random()}`;
  const response = await request.get(path);
  expect(response.headers()["x-cache"]).toBeUndefined();
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-powered-by"]).toBeUndefined();

  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  // The same page again comes from the page cache: the same bytes for everyone, so no nonce to
  // reuse; its CSP allows exactly its inline scripts by hash, and keeps every other header.
  // (Any write to the database empties the cache, and other tests write in parallel: a miss is
  // followed by another request, which the render before it has cached.)
  let cached = await request.get(path);
  for (let attempt = 0; attempt < 5 && cached.headers()["x-cache"] !== "HIT"; attempt++) {
    cached = await request.get(path);
  }
  expect(cached.headers()["x-cache"]).toBe("HIT");
  const cachedCsp = cached.headers()["content-security-policy"] ?? "";
  const cachedScriptSrc = cachedCsp.split(";").find((d) => d.trim().startsWith("script-src"));
  expect(cachedScriptSrc).not.toContain("nonce-");
  expect(cachedScriptSrc).not.toContain("unsafe-inline");
  const cachedHtml = await cached.text();
  const inline = [...cachedHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/\bsrc=/.test(m[1]!),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , body] of inline) {
    const hash = crypto.createHash("sha256").update(body!).digest("base64");
    expect(cachedScriptSrc).toContain(`'sha256-${hash}'`);
  }
  for (const name of ["x-content-type-options", "referrer-policy", "strict-transport-security"]) {
    expect(cached.headers()[name]).toBe(headers[name]);
  }
});

test("state-changing requests from anywhere but this site are refused with 403, on every route", async ({
  playwright,
  baseURL,
}) => {
  // About 4,500 requests one after another: a minute on a busy 2-core machine.
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL });
  const { cookie: admin } = await signInCookie(request, baseURL!);
  const origin = new URL(baseURL!);
  const foreign: [string, Record<string, string>][] = [
    ["another origin", { Origin: "https://evil.example" }],
    ["a look-alike origin", { Origin: `${baseURL}.evil.example` }],
    ["another port", { Origin: `${origin.protocol}//${origin.hostname}:1` }],
    ["the null origin", { Origin: "null" }],
    ["a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
    ["a same-site fetch", { "Sec-Fetch-Site": "same-site" }],
    ["a fetch with no initiator", { "Sec-Fetch-Site": "none" }],
    [
      "same-origin claimed, other Origin",
      { "Sec-Fetch-Site": "same-origin", Origin: "https://evil.example" },
    ],
    ["no Origin and no Sec-Fetch-Site", {}],
  ];
  const methods = ["POST", "PUT", "PATCH", "DELETE"];
  const let_through: string[] = [];
  let tried = 0;
  for (const url of urls) {
    // The one-click unsubscribe (RFC 8058) comes from mail providers, authorised by its token.
    if (url.startsWith("/newsletter/unsubscribe/")) continue;
    for (const method of methods) {
      for (const [name, headers] of foreign) {
        const response = await request.fetch(url, {
          method,
          headers: { ...headers, Cookie: admin },
          form: { email: "x@example.com", intent: "delete", theme: "dark" },
          maxRedirects: 0,
        });
        tried++;
        if (response.status() !== 403)
          let_through.push(`${method} ${url} with ${name}: ${response.status()}`);
      }
    }
  }
  expect(let_through).toEqual([]);
  // And the site's own pages still post.
  const own = await request.post("/newsletter", {
    form: { email: "x@example.com", variant: "blog" },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(own.status()).toBe(303);
  console.log(
    `[security figures] cross-origin: ${tried} requests (${urls.length - 1} URLs × ${methods.length} methods × ${foreign.length} foreign origins) refused with 403`,
  );
  await request.dispose();
});
