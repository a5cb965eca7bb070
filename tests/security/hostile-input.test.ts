// Hostile request bodies against every route that has an action, anonymous and signed in
// (DESIGN.md D12, ADR 042): list indexes of a hundred million, nesting, prototype names, bodies
// that are not forms, broken multipart, bodies over the bounds with and without Content-Length,
// too many fields, list buttons naming huge indexes, Markdown and formulas nested thousands
// deep. Every answer must be a 4xx (never a 5xx, never a hang), the forms that read fields must
// give the bound's own sentence, and no content row may change. The Express gate in front of
// the app (methods, hosts, declared lengths, slow bodies, memory) is tested against the
// production server: server/request-gate.test.ts and `npm run test:faults -- --only hostile`.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "~/lib/request-bounds";
import * as schema from "~db/schema";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, listAppRoutes, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { reportFigures, roleCookies, seedSamples } from "./support/fixtures";
import { EXPECTED } from "./support/route-samples";

const URLENCODED = "application/x-www-form-urlencoded";
const MB = 1024 * 1024;

interface Case {
  name: string;
  /** Content-Type, or null for none. */
  type: string | null;
  body: () => BodyInit;
  /** Sent without Content-Length, as a stream. */
  streamed?: boolean;
  /** What a route that reads its form answers: status and the start of its sentence. */
  expect: { status: number; says: string };
}

const sentenceStart = (message: string) => message.split(/["(]/, 1)[0]!.trim();

/** A body of `bytes` bytes of one field, sent as a stream in 64 KB chunks. */
function bigBody(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode("a="));
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const CASES: Case[] = [
  {
    name: "a list index of a hundred million",
    type: URLENCODED,
    body: () => "x[99999999]=1",
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "a list index in a multipart form",
    type: null,
    body: () => multipart({ "x[99999999]": "1" }),
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "a multipart part without a name",
    type: null,
    body: () => multipart({ "": "x" }),
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "a name nested nine deep",
    type: URLENCODED,
    body: () => "a.b.c.d.e.f.g.h.i=1",
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "a name reaching the prototype",
    type: URLENCODED,
    body: () => "__proto__.isAdmin=1&constructor.prototype.x=1",
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "a list button naming a huge index",
    type: URLENCODED,
    body: () =>
      `__intent__=${encodeURIComponent(JSON.stringify({ type: "insert", payload: { name: "courses[99999999]" } }))}`,
    expect: { status: 400, says: sentenceStart(MESSAGES.badFieldName("")) },
  },
  {
    name: "3,000 fields",
    type: URLENCODED,
    body: () => Array.from({ length: 3_000 }, (_, i) => `f${i}=1`).join("&"),
    expect: { status: 400, says: "This form has more than" },
  },
  {
    name: "a JSON body",
    type: "application/json",
    body: () => JSON.stringify({ email: "a@example.com", "x[99999999]": 1 }),
    expect: { status: 415, says: MESSAGES.wrongType.slice(0, 30) },
  },
  {
    name: "a text body",
    type: "text/plain",
    body: () => "email=a@example.com",
    expect: { status: 415, says: MESSAGES.wrongType.slice(0, 30) },
  },
  {
    name: "broken multipart",
    type: "multipart/form-data; boundary=zz",
    body: () => '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken',
    expect: { status: 400, says: sentenceStart(MESSAGES.malformed) },
  },
  {
    name: "multipart without a boundary",
    type: "multipart/form-data",
    body: () => "a=1",
    expect: { status: 400, says: sentenceStart(MESSAGES.malformed) },
  },
  {
    name: "3 MB with Content-Length",
    type: URLENCODED,
    body: () => `a=${"x".repeat(3 * MB)}`,
    expect: { status: 413, says: "This form is larger than the" },
  },
  {
    name: "3 MB streamed without Content-Length",
    type: URLENCODED,
    body: () => bigBody(3 * MB),
    streamed: true,
    expect: { status: 413, says: "This form is larger than the" },
  },
];

/** Routes whose action reads no body (a signed link, signing out): they only must not fail. */
const IGNORE_BODY = new Set([
  "routes/admin/logout",
  "routes/newsletter/confirm",
  "routes/newsletter/unsubscribe",
]);
/**
 * Routes that take an upload: their readers take up to 51 MB of multipart and read a form of
 * another type with the same field checks, so a size case may end as another 4xx.
 */
const UPLOADS = new Set([
  "routes/public/resources/submit",
  "routes/public/resources/submit-upload",
]);

/** Every content table's row count (rate-limit hits and sign-in attempts may grow). */
async function contentCounts(db: Parameters<typeof createTestApp>[0]) {
  const tables = {
    resources: schema.resources,
    subjects: schema.subjects,
    blogPosts: schema.blogPosts,
    subscriptions: schema.newsletterSubscriptions,
    submissions: schema.submissions,
    messages: schema.contactMessages,
    settings: schema.siteSettings,
    gradingTerms: schema.gradingTerms,
    issues: schema.newsletterIssues,
    outbox: schema.mailOutbox,
    importDrafts: schema.importDrafts,
    audit: schema.auditLog,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  // Signing out (a route that reads no body) is recorded, as it should be.
  const [signOuts] = await db
    .select({ n: count() })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.action, "auth.sign_out"));
  counts.audit! -= signOuts?.n ?? 0;
  return counts;
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("hostile input", (getDb) => {
  let app: TestApp;
  afterAll(() => app?.close());

  it("answers every hostile body to every form with a 4xx and its sentence, and keeps every row", async () => {
    const db = getDb();
    app = await createTestApp(db, {});
    await seedSamples(db, app.uploadsDir);
    const cookies = await roleCookies(db);
    const before = await contentCounts(db);

    const problems: string[] = [];
    let requests = 0;
    const formRoutes: string[] = [];
    for (const route of listAppRoutes().filter((r) => !r.layout)) {
      const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as {
        action?: unknown;
      };
      if (typeof module.action !== "function") continue;
      formRoutes.push(route.id);
      const sample = EXPECTED[route.id]?.[0];
      if (!sample) {
        problems.push(`${route.id}: no sample URL`);
        continue;
      }
      for (const role of ["anonymous", "admin"] as const) {
        // Admin screens refuse visitors before reading anything; only their admin answers count.
        const reaches =
          role === "admin" ||
          !sample.url.startsWith("/admin") ||
          sample.url.startsWith("/admin/login");
        for (const testCase of CASES) {
          const headers: Record<string, string> = {};
          const cookie = await cookies[role]();
          if (cookie) headers.Cookie = cookie;
          if (testCase.type) headers["Content-Type"] = testCase.type;
          const started = Date.now();
          const response = await app.fetch(sample.url, {
            method: "POST",
            headers,
            body: testCase.body(),
            ...(testCase.streamed ? { duplex: "half" } : {}),
          } as RequestInit);
          requests++;
          const text = await response.text();
          const label = `${testCase.name} → ${sample.url} as ${role}`;
          if (response.status >= 500) {
            problems.push(`${label}: ${response.status}`);
            continue;
          }
          if (Date.now() - started > 20_000) problems.push(`${label}: took over 20 s`);
          if (IGNORE_BODY.has(route.id) || !reaches) continue;
          if (response.status < 400) {
            problems.push(`${label}: ${response.status}, expected a refusal`);
            continue;
          }
          if (UPLOADS.has(route.id)) continue;
          const decoded = text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
          if (
            response.status !== testCase.expect.status ||
            !decoded.includes(testCase.expect.says)
          ) {
            problems.push(
              `${label}: ${response.status} without "${testCase.expect.says}", expected ${testCase.expect.status}`,
            );
          }
        }
      }
    }

    expect(problems).toEqual([]);
    expect(await contentCounts(db)).toEqual(before);
    reportFigures(
      "hostile input",
      `${formRoutes.length} routes with an action × 2 roles × ${CASES.length} hostile bodies = ${requests} requests, none a 5xx`,
    );
    // Over 800 requests, several of 3 MB: 23 s in a quiet CI run, so the default 30 s is too
    // close on a shared 2-core machine.
  }, 180_000);

  it("refuses the recursive inputs an admin could paste, with the field's message", async () => {
    const db = getDb();
    app ??= await createTestApp(db, {});
    const cookie = await (await roleCookies(db)).admin();
    const post = (url: string, fields: Record<string, string>) =>
      app.fetch(url, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": URLENCODED },
        body: new URLSearchParams(fields).toString(),
      });

    // The Markdown preview of 50,000 nested quotes.
    const preview = await post("/admin/blogs", {
      intent: "preview",
      format: "markdown",
      content: ">".repeat(50_000) + " x",
    });
    expect(preview.status).toBe(400);
    expect(await preview.text()).toContain("The content nests too deeply");

    // Grading formulas nested 5,000 deep (10,001 characters) and 40 deep, inside an otherwise
    // valid term document.
    for (const [depth, says] of [
      [5_000, "The formula is longer than"],
      [40, "The formula nests more than"],
    ] as const) {
      const formula = "(".repeat(depth) + "F" + ")".repeat(depth);
      const document = JSON.stringify({
        id: "2031-01",
        term: "January 2031",
        courses: [{ id: "deep", name: "Deep", inputs: [{ id: "F", label: "F" }], formula }],
      });
      const grading = await post("/admin/grading", { intent: "save", document });
      expect(grading.status).toBe(400);
      expect(await grading.text()).toContain(says);
    }

    // A settings list row at index 9,999: refused at once, nothing saved.
    const settings = await post("/admin/settings/courses", {
      intent: "save",
      "courses[9999].title": "x",
    });
    expect(settings.status).toBe(400);
  });
});
