// Open redirects: every place that takes a redirect target (the newsletter form's redirectTo,
// the admin sign-in's redirectTo, the theme switcher's redirectTo, the sign-in redirect built
// from the request's own path, the admin screens' "back to the list") with targets that try to
// leave the site. Cookies: every Set-Cookie the app sends is HttpOnly and SameSite=Lax, and
// Secure in production (decided once at start; see app/lib/cookies.server.ts).
// None of the cookies is read by JavaScript: the theme, the toast, the session and the sign-in
// device token are all read by the server, so there is no exception to HttpOnly.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { resources } from "~db/schema";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { insertSubject } from "../setup/subject-factory";
import { reportFigures } from "./support/fixtures";

const OFF_SITE_TARGETS = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "\\\\evil.example",
  "/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  " //evil.example",
  "https://evil.example",
  "HTTPS://EVIL.EXAMPLE/",
  "http:evil.example",
  "https:/evil.example",
  "//evil.example@localhost",
  "//localhost@evil.example",
  "javascript:alert(document.domain)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "%2F%2Fevil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%09/evil.example",
  "/admin/../\\evil.example",
  "/admin/..//evil.example",
  "evil.example",
  "/ü/日本",
  "/%E2%80%AE",
  "/a\u0000b",
];

/** Where a browser would go: the Location resolved against the page's URL. */
function destination(response: Response, from: string): URL | null {
  const location = response.headers.get("Location");
  return location === null ? null : new URL(location, new URL(from, TEST_ORIGIN));
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("open redirects and cookies", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb(), {});
  });
  afterAll(() => app?.close());

  const form = (values: Record<string, string>) => new URLSearchParams(values);
  const cookiesOf = (response: Response) => response.headers.getSetCookie();

  it("no redirect target leaves the site, and none gives a 500", async () => {
    const password = "correct horse battery staple";
    await upsertAdmin(getDb(), "redirect-admin@example.com", password);
    const offSite: string[] = [];
    let tried = 0;
    const check = (label: string, from: string, response: Response, mustRedirect: boolean) => {
      tried++;
      if (response.status >= 500) offSite.push(`${label}: status ${response.status}`);
      const to = destination(response, from);
      if (to && to.origin !== TEST_ORIGIN) offSite.push(`${label}: to ${to.href}`);
      if (mustRedirect && !to) offSite.push(`${label}: no redirect (${response.status})`);
    };

    for (const target of OFF_SITE_TARGETS) {
      const label = JSON.stringify(target);
      const newsletter = await app.fetch("/newsletter", {
        method: "POST",
        body: form({ email: "someone@example.com", variant: "blog", redirectTo: target }),
      });
      check(`newsletter ${label}`, "/newsletter", newsletter, true);

      const theme = await app.fetch("/theme", {
        method: "POST",
        body: form({ theme: "dark", redirectTo: target }),
      });
      check(`theme ${label}`, "/theme", theme, false);

      const signIn = await app.fetch("/admin/login", {
        method: "POST",
        body: form({ email: "redirect-admin@example.com", password, redirectTo: target }),
      });
      check(`sign-in ${label}`, "/admin/login", signIn, true);
      expect(destination(signIn, "/admin/login")?.pathname).toMatch(/^\/admin/);

      // The sign-in page's own redirectTo, built from the path asked for. (A path with a
      // newline matches no admin route: the public not-found page answers, without a redirect.)
      const path = `/admin/${encodeURIComponent(target)}`;
      const asked = await app.fetch(path);
      check(`sign-in redirect for ${label}`, path, asked, !/[\r\n]/.test(target));
    }

    // Paths that look like another host to a careless prefix check.
    const admin = await app.fetch("/admin/login", {
      method: "POST",
      body: form({ email: "redirect-admin@example.com", password }),
    });
    const session = cookiesOf(admin)
      .find((c) => c.startsWith("admin_session="))!
      .split(";")[0]!;
    // Deleting a subject that has resources redirects to its merge dialog, keeping the query.
    const subject = await insertSubject(getDb(), { slug: "redirect-probe" });
    await getDb().insert(resources).values({
      title: "Probe",
      description: "Probe",
      category: "academic",
      level: "foundation",
      subject: "redirect-probe",
      resourceType: "notes",
    });
    for (const path of [
      "/admin/subjects?q=//evil.example",
      "/admin/subjects?page=2&next=https://evil.example",
      "/privacy?//evil.example",
      "/shipping?next=https%3A%2F%2Fevil.example",
      "/admin/logout",
    ]) {
      const response = await app.fetch(path, {
        method: "POST",
        body: form({ intent: "delete", id: subject.id }),
        headers: { Cookie: session },
      });
      check(
        `POST ${path}`,
        path,
        response,
        !path.startsWith("/privacy") && !path.startsWith("/shipping"),
      );
      const get = await app.fetch(path);
      check(`GET ${path}`, path, get, false);
    }

    expect(offSite).toEqual([]);
    reportFigures(
      "open redirects",
      `${OFF_SITE_TARGETS.length} off-site targets × 4 redirect points (newsletter, theme, sign-in, sign-in redirect) + 10 path probes = ${tried} requests, none left the site`,
    );
  }, 300_000);

  it("every cookie the app sets is HttpOnly and SameSite=Lax (and not Secure outside production)", async () => {
    const password = "correct horse battery staple";
    await upsertAdmin(getDb(), "cookie-admin@example.com", password);
    const seen = new Map<string, string>();
    const collect = (response: Response) => {
      for (const cookie of cookiesOf(response)) seen.set(`${cookie.split("=")[0]}`, cookie);
      return response;
    };
    const signIn = collect(
      await app.fetch("/admin/login", {
        method: "POST",
        body: form({ email: "cookie-admin@example.com", password }),
      }),
    );
    const session = cookiesOf(signIn)
      .find((c) => c.startsWith("admin_session="))!
      .split(";")[0]!;
    const toast = cookiesOf(signIn)
      .find((c) => c.startsWith("flash-toast="))!
      .split(";")[0]!;
    // The next page reads the toast and clears its cookie.
    collect(await app.fetch("/admin/dashboard", { headers: { Cookie: `${session}; ${toast}` } }));
    collect(await app.fetch("/theme", { method: "POST", body: form({ theme: "light" }) }));
    collect(await app.fetch("/theme", { method: "POST", body: form({ theme: "system" }) }));
    collect(
      await app.fetch("/newsletter", {
        method: "POST",
        body: form({ email: "cookie@example.com", variant: "home" }),
      }),
    );
    collect(await app.fetch("/admin/logout", { method: "POST", headers: { Cookie: session } }));

    expect([...seen.keys()].sort()).toEqual([
      "admin_device",
      "admin_session",
      "flash-toast",
      "theme",
    ]);
    for (const [name, cookie] of seen) {
      expect(cookie, name).toMatch(/;\s*HttpOnly/i);
      expect(cookie, name).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie, name).toMatch(/;\s*Path=\//i);
      expect(cookie, name).not.toMatch(/;\s*Secure/i);
    }
    reportFigures("cookies", `${seen.size} cookies (${[...seen.keys()].join(", ")}) checked`);
  });
});

it("in production every cookie is Secure, unless COOKIE_SECURE=false", async () => {
  const serializeAll = async () => {
    vi.resetModules();
    const { sessionCookie } = await import("~/features/auth/session.server");
    const { deviceCookie } = await import("~/features/auth/trusted-devices.server");
    const { redirectWithToast } = await import("~/lib/flash-toast.server");
    const { serializeTheme } = await import("~/lib/theme.server");
    return [
      await sessionCookie.serialize("x"),
      await deviceCookie.serialize("x"),
      (await redirectWithToast("/", { title: "t" })).headers.get("Set-Cookie")!,
      await serializeTheme("dark"),
    ];
  };
  try {
    vi.stubEnv("NODE_ENV", "production");
    for (const cookie of await serializeAll()) expect(cookie).toMatch(/;\s*Secure/i);
    vi.stubEnv("COOKIE_SECURE", "false");
    for (const cookie of await serializeAll()) expect(cookie).not.toMatch(/;\s*Secure/i);
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
});
