// Access control matrix: every route of app/routes.ts × every role × GET and POST, as a page
// (document request) and as the data request a client navigation or fetcher makes
// (`/path.data?_routes=<id>` runs that route's loader alone, so a child route that forgot
// `requireAdmin` is caught even though its layout checks). A route without a row in EXPECTED
// fails the test: a new route must say who may see it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { createMailer } from "~/lib/mail.server";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, listAppRoutes, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { reportFigures, ROLES, roleCookies, SAMPLES, seedSamples } from "./support/fixtures";

/** What one URL answers: to a document GET, to a POST of an empty form. */
interface Outcome {
  get: number;
  post: number;
  /** Where a 3xx GET or POST goes (a prefix). */
  location?: string;
  /** A data-request POST, when it differs from the document POST (e.g. 400 then a loader's 302). */
  dataPost?: number;
}
interface Sample {
  url: string;
  /** Every role but admin: anonymous, tampered, forged, idle and expired sessions. */
  visitor: Outcome;
  admin: Outcome;
}

const LOGIN = "/admin/login?redirectTo=";
const same = (url: string, outcome: Outcome): Sample => ({ url, visitor: outcome, admin: outcome });
const page = (url: string, get = 200, post = 405) => same(url, { get, post });
/** An admin screen: visitors are sent to sign in (GET) or refused (POST, 401 with an action). */
const adminOnly = (url: string, admin: Outcome, visitorPost = 401): Sample => ({
  url,
  visitor: { get: 302, post: visitorPost, location: LOGIN },
  admin,
});

/** Expected answers per route id (see listAppRoutes). Layout routes have no URL of their own. */
const EXPECTED: Record<string, Sample[]> = {
  "routes/feeds/healthz": [page("/healthz")],
  "routes/feeds/readyz": [page("/readyz")],
  "routes/theme": [same("/theme", { get: 302, post: 400, location: "/" })],
  "routes/feeds/robots.txt": [page("/robots.txt")],
  "routes/feeds/sitemap.xml": [page("/sitemap.xml")],
  "routes/feeds/rss.xml": [page("/blog/rss.xml")],
  "routes/api/grading-rules.json": [page("/api/grading-rules.json")],
  "routes/newsletter/subscribe": [same("/newsletter", { get: 302, post: 303, location: "/" })],
  // JSON endpoint of the submission form: no loader (400 to a GET), 400 for an empty form.
  "routes/public/resources/submit-upload": [page("/resources/submit/upload", 400, 400)],
  "routes/public/files": [
    page(`/files/${SAMPLES.approvedKey}`),
    // A file still waiting for review is never public, not even to an admin at this URL.
    page(`/files/${SAMPLES.pendingKey}`, 404),
    page("/files/no-such-file", 404),
  ],
  "redirect-privacy": [same("/privacy", { get: 301, post: 405, location: "/privacy-policy" })],
  "redirect-shipping": [same("/shipping", { get: 301, post: 405, location: "/shipping-policy" })],
  "routes/admin/login": [
    {
      url: "/admin/login",
      visitor: { get: 200, post: 400 },
      // Signed in: the page sends the admin on to the dashboard, after the action's 400.
      admin: { get: 302, post: 302, location: "/admin/dashboard", dataPost: 400 },
    },
  ],
  "routes/admin/logout": [same("/admin/logout", { get: 302, post: 303, location: "/admin" })],
  "routes/admin/submission-file": [
    adminOnly(
      `/admin/submissions/${SAMPLES.pendingSubmissionId}/file`,
      { get: 200, post: 405 },
      405,
    ),
    adminOnly("/admin/submissions/not-a-uuid/file", { get: 404, post: 405 }, 405),
  ],
  "routes/admin/subscribers-csv": [
    adminOnly("/admin/subscribers.csv", { get: 200, post: 405 }, 405),
  ],
  "admin-index": [adminOnly("/admin", { get: 200, post: 405 }, 405)],
  "routes/admin/dashboard": [adminOnly("/admin/dashboard", { get: 200, post: 405 }, 405)],
  "routes/admin/resources": [adminOnly("/admin/resources", { get: 200, post: 400 })],
  "routes/admin/subjects": [adminOnly("/admin/subjects", { get: 200, post: 400 })],
  "routes/admin/blogs": [adminOnly("/admin/blogs", { get: 200, post: 400 })],
  "routes/admin/lectures": [adminOnly("/admin/lectures", { get: 200, post: 400 })],
  "routes/admin/notes": [adminOnly("/admin/notes", { get: 200, post: 400 })],
  "routes/admin/pyqs": [adminOnly("/admin/pyqs", { get: 200, post: 400 })],
  // An empty form is an unknown decision: back to the list with an error toast.
  "routes/admin/submissions": [
    adminOnly("/admin/submissions", { get: 200, post: 303, location: "/admin/submissions" }),
  ],
  "routes/admin/messages": [
    adminOnly("/admin/messages", { get: 200, post: 303, location: "/admin/messages" }),
  ],
  "routes/admin/subscribers": [adminOnly("/admin/subscribers", { get: 200, post: 405 }, 405)],
  "routes/admin/not-found": [adminOnly("/admin/no-such-screen", { get: 404, post: 405 }, 302)],
  "routes/public/home": [page("/")],
  "routes/public/resources/submit": [page("/resources/submit", 200, 400)],
  "routes/public/resources/index": [
    page("/resources"),
    page("/resources/diploma"),
    page("/resources/tools"),
    page("/resources/no-such-level", 404),
  ],
  "routes/public/resources/subject": [
    page("/resources/foundation/computational-thinking"),
    page("/resources/foundation/no-such-subject", 404),
  ],
  "routes/public/resources/lectures": [page("/resources/foundation/statistics/lectures")],
  "routes/public/resources/notes": [page("/resources/foundation/english/notes")],
  "routes/public/resources/pyqs": [
    page("/resources/foundation/mathematics/pyqs"),
    page("/resources/degree/mathematics/pyqs", 404),
  ],
  "routes/public/blog/index": [page("/blog")],
  "routes/public/blog/post": [
    page(`/blog/${SAMPLES.postSlug}`),
    page(`/blog/${SAMPLES.draftSlug}`, 404),
    page("/blog/no-such-post", 404),
  ],
  "routes/newsletter/confirm": [page("/newsletter/confirm/no-such-token")],
  // One-click unsubscribe (RFC 8058) posts to the page itself.
  "routes/newsletter/unsubscribe": [
    page(`/newsletter/unsubscribe/${SAMPLES.unsubscribeToken}`, 200, 200),
    page("/newsletter/unsubscribe/no-such-token", 404, 404),
  ],
  "routes/public/study-materials": [page("/study-materials")],
  "routes/public/community": [page("/community")],
  "routes/public/courses": [page("/courses")],
  "routes/public/tools": [page("/tools")],
  "routes/public/tools/grade-predictor": [page("/tools/grade-predictor")],
  "routes/public/tools/cgpa-calculator": [page("/tools/cgpa-calculator")],
  "routes/public/about": [page("/about", 200, 400)],
  "routes/public/contact": [page("/contactus")],
  "policy-cancellation-refund": [page("/cancellation-refund")],
  "policy-privacy": [page("/privacy-policy")],
  "policy-terms": [page("/terms")],
  "policy-shipping": [page("/shipping-policy")],
  "policy-contact": [page("/contactus-policy")],
  "routes/public/not-found": [page("/no/such/page", 404)],
};

/** Text only admin pages show: no visitor response may contain it. */
const ADMIN_ONLY_TEXT = ["asha@example.com", "matrix@example.com", SAMPLES.pendingFileText];

const routes = listAppRoutes();
const addressable = routes.filter((r) => !r.layout);

it("every route of app/routes.ts has expectations, and every expectation a route", () => {
  const missing = addressable.map((r) => r.id).filter((id) => !(id in EXPECTED));
  expect(
    missing,
    "declare these routes in EXPECTED (tests/security/access-matrix.test.ts)",
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
    app = await createTestApp(db, {
      mailer: createMailer({ smtpUrl: smtp.url, from: "hub@example.com", outboxDir: "", logger }),
    });
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
