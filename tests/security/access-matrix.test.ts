// Access control matrix: every route of app/routes.ts × every role × GET and POST, as a page
// (document request) and as the data request a client navigation or fetcher makes
// (`/path.data?_routes=<id>` runs that route's loader alone, so a child route that forgot
// `requireAdmin` is caught even though its layout checks). A route without a row in EXPECTED
// fails the test: a new route must say who may see it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, listAppRoutes, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { reportFigures, ROLES, roleCookies, seedSamples } from "./support/fixtures";
import { EXPECTED, LOGIN, SAMPLES } from "./support/route-samples";

/** Text only admin pages show: no visitor response may contain it. */
const ADMIN_ONLY_TEXT = ["asha@example.com", "matrix@example.com", SAMPLES.pendingFileText];

const routes = listAppRoutes();
const addressable = routes.filter((r) => !r.layout);

it("every route of app/routes.ts has expectations, and every expectation a route", () => {
  const missing = addressable.map((r) => r.id).filter((id) => !(id in EXPECTED));
  expect(
    missing,
    "declare these routes in EXPECTED (tests/security/support/route-samples.ts)",
  ).toEqual([]);
  const stale = Object.keys(EXPECTED).filter((id) => !addressable.some((r) => r.id === id));
  expect(stale, "EXPECTED names routes that no longer exist").toEqual([]);
  expect(routes.filter((r) => r.layout).map((r) => r.id)).toEqual([
    "routes/admin/layout",
    "routes/public/layout",
  ]);
});

/** The data-request URL React Router's client uses for a path. */
function dataUrl(url: string, routeId?: string) {
  const { pathname, search } = new URL(url, "http://localhost");
  const params = new URLSearchParams(search);
  if (routeId) params.set("_routes", routeId);
  const query = params.toString();
  return `${pathname === "/" ? "/_" : pathname.replace(/\/$/, "")}.data${query ? `?${query}` : ""}`;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("access control matrix", (getDb) => {
  let app: TestApp;
  afterAll(() => app?.close());

  it("answers every route × role × request kind as declared, and never leaks admin data", async () => {
    const db = getDb();
    app = await createTestApp(db, {});
    await seedSamples(db, app.uploadsDir);
    const cookies = await roleCookies(db);

    const problems: string[] = [];
    const leaks: string[] = [];
    let requests = 0;
    let samples = 0;
    const routeIds = new Set<string>();

    for (const route of addressable) {
      const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as {
        loader?: unknown;
        action?: unknown;
      };
      for (const sample of EXPECTED[route.id] ?? []) {
        samples++;
        routeIds.add(route.id);
        for (const role of ROLES) {
          const expected = role === "admin" ? sample.admin : sample.visitor;
          const send = async (kind: string, url: string, init: RequestInit = {}) => {
            const cookie = await cookies[role]();
            const response = await app.fetch(url, {
              ...init,
              headers: cookie ? { Cookie: cookie } : {},
            });
            requests++;
            const body = await response.text();
            if (role !== "admin") {
              for (const text of ADMIN_ONLY_TEXT) {
                if (body.includes(text)) leaks.push(`${kind} ${url} as ${role}: "${text}"`);
              }
            }
            return { response, body, label: `${kind} ${url} as ${role} (${route.id})` };
          };
          const check = (label: string, actual: number, wanted: number) => {
            if (actual !== wanted) problems.push(`${label}: ${actual}, expected ${wanted}`);
          };
          const checkLocation = (label: string, response: Response) => {
            const location = response.headers.get("Location") ?? "";
            if (expected.location && !location.startsWith(expected.location)) {
              problems.push(`${label}: Location ${location}, expected ${expected.location}…`);
            }
          };
          const post = () => ({ method: "POST", body: new FormData() });

          const get = await send("GET", sample.url);
          check(get.label, get.response.status, expected.get);
          if (expected.get >= 300 && expected.get < 400) checkLocation(get.label, get.response);

          const posted = await send("POST", sample.url, post());
          check(posted.label, posted.response.status, expected.post);
          if (expected.post >= 300 && expected.post < 400)
            checkLocation(posted.label, posted.response);

          // Data requests answer a redirect with 202 and the target in the body.
          const asData = (status: number) => (status >= 300 && status < 400 ? 202 : status);
          if (typeof module.loader === "function") {
            const data = await send("data GET", dataUrl(sample.url, route.id));
            check(data.label, data.response.status, asData(expected.get));
            if (expected.get === 302 && expected.location === LOGIN && role !== "admin") {
              if (!data.body.includes("/admin/login"))
                problems.push(`${data.label}: not sent to sign in`);
            }
          }
          const dataPost = await send("data POST", dataUrl(sample.url), post());
          check(
            dataPost.label,
            dataPost.response.status,
            typeof module.action === "function" ? asData(expected.dataPost ?? expected.post) : 405,
          );
        }
      }
    }

    expect(problems).toEqual([]);
    expect(leaks).toEqual([]);
    expect(routeIds.size).toBe(addressable.length);
    reportFigures(
      "access matrix",
      `${routeIds.size} routes (${samples} sample URLs) × ${ROLES.length} roles (${ROLES.join(", ")}) × 4 request kinds (page GET, page POST, data GET, data POST) = ${requests} requests`,
    );
  }, 300_000);
});
