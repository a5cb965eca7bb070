// SQL injection: the corpus (tests/fixtures/sql-injection-strings.txt, plus very long strings)
// through every search box, filter, path parameter and form field. Every answer must be below
// 500, every search must return what a harmless word that matches nothing returns (or, for a
// blank string, what no search returns), loaders must not report a load error, and afterwards
// every table is still there with its rows.
import { eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSession } from "~/features/auth/session.server";
import { queryWords } from "~/features/search/query";
import { parseSearchParams } from "~/features/search/schema";
import { getSiteSettings } from "~/features/settings/queries.server";
import { indexSiteDocuments } from "~/features/settings/search-documents.server";
import {
  admins,
  blogPosts,
  contactMessages,
  mailFailures,
  newsletterSubscriptions,
  resources,
  submissions,
} from "~db/schema";
import { loadSqlInjectionStrings } from "../fixtures/sql-injection-strings";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { insertMigrationSubjects } from "../setup/subject-factory";
import { reportFigures } from "./support/fixtures";

const strings = loadSqlInjectionStrings();
/** Matches nothing in the seeded rows, and holds nothing special. */
const HARMLESS = "zyxwvut";

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => unknown;

/** A search or filter: the loader behind it, and how to read the rows it found. */
interface Search {
  route: string;
  path: string;
  params: string[];
  admin?: boolean;
  rows: (data: Record<string, unknown>) => unknown;
}

const ids = (list: unknown) => (list as { id: string }[]).map((r) => r.id).sort();
const SEARCHES: Search[] = [
  {
    route: "routes/public/blog/index",
    path: "/blog",
    params: ["q", "category"],
    rows: (d) => ids(d.posts),
  },
  // One route module serves the four resource screens; the path names the screen.
  ...(["resources", "notes", "lectures", "pyqs"] as const).map((screen) => ({
    route: "routes/admin/resources",
    path: `/admin/${screen}`,
    params: ["q", "type", "level", "category", "subject", "page", "edit", "delete"],
    admin: true,
    rows: (d: Record<string, unknown>) => [ids(d.rows), d.total, d.editing, d.deleting],
  })),
  {
    route: "routes/admin/blogs",
    path: "/admin/blogs",
    params: ["q", "page", "edit", "delete"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total, d.editing, d.deleting],
  },
  {
    route: "routes/admin/subjects",
    path: "/admin/subjects",
    params: ["q", "level", "page", "edit", "merge"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total, d.editing, d.deleting, d.merging],
  },
  {
    route: "routes/admin/submissions",
    path: "/admin/submissions",
    params: ["q", "status", "view", "review", "page"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total, d.viewing, d.reviewing],
  },
  {
    route: "routes/admin/mail-failures",
    path: "/admin/mail-failures",
    params: ["q", "status", "page"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total],
  },
  {
    route: "routes/admin/messages",
    path: "/admin/messages",
    params: ["q", "status", "view", "delete", "page"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total, d.viewing, d.deleting],
  },
  {
    route: "routes/admin/subscribers",
    path: "/admin/subscribers",
    params: ["q", "status", "page"],
    admin: true,
    rows: (d) => [ids(d.rows), d.total],
  },
  {
    route: "routes/admin/subscribers-csv",
    path: "/admin/subscribers.csv",
    params: ["q", "status"],
    admin: true,
    rows: (d) => d.csv,
  },
];

/** URL parameters of pages that filter fixed content (no SQL): only the status is checked. */
const OTHER_GETS = [
  "/resources?q=",
  "/resources?term=",
  "/community?q=",
  "/community?tab=",
  "/api/grading-rules.json?term=",
  "/tools/grade-predictor?term=",
  "/blog/",
  "/blog/tag/",
  "/resources/",
  "/resources/foundation/",
  "/resources/foundation/computational-thinking/notes?tab=",
  "/resources/diploma/",
  "/files/",
  "/newsletter/confirm/",
  "/newsletter/unsubscribe/",
  "/admin/submissions/",
];

const PENDING_SUBMISSION = "6a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("SQL injection strings", (getDb) => {
  let app: TestApp;
  let cookie = "";
  let requests = 0;
  let fields = 0;
  const problems: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(getDb(), {});
  });
  afterAll(() => app?.close());

  async function seed() {
    const db = getDb();
    const [admin] = await db
      .insert(admins)
      .values({ email: "sqli-admin@example.com", passwordHash: "x" })
      .returning({ id: admins.id });
    cookie = (await createSession(db, { adminId: admin!.id, userAgent: null })).split(";")[0]!;
    await insertMigrationSubjects(db);
    await db.insert(resources).values(
      (["notes", "pyqs", "lectures"] as const).map((resourceType, i) => ({
        title: ["Kestrel", "Marigold", "Quartz"][i]!,
        description: "Plain words",
        category: "academic" as const,
        level: "foundation" as const,
        subject: "computational-thinking",
        resourceType,
        linkUrl: "https://drive.example/file",
      })),
    );
    await db.insert(blogPosts).values([
      {
        title: "Kestrel wings",
        slug: "kestrel-wings",
        excerpt: "Marigold",
        content: "<p>Quartz</p>",
        category: "News",
        author: "Ren",
      },
    ]);
    await db.insert(mailFailures).values({
      kind: "newsletter-confirmation",
      recipient: "ren@example.com",
      subject: "Kestrel",
      error: "550 Quartz",
    });
    await db.insert(submissions).values({
      id: PENDING_SUBMISSION,
      title: "Kestrel sheet",
      resourceType: "notes",
      subject: "statistics",
      level: "foundation",
      term: "term1",
      description: "Marigold",
      authorName: "Ren",
      email: "ren@example.com",
      consentAt: new Date(),
    });
    await db
      .insert(contactMessages)
      .values({ name: "Ren", email: "ren@example.com", subject: "Kestrel", message: "Quartz" });
    await db.insert(newsletterSubscriptions).values({
      email: "ren@example.com",
      status: "confirmed",
      unsubscribeTokenHash: "hash",
    });
  }

  async function tableCounts() {
    const result = await getDb().execute<{ name: string; n: number }>(sql`
      select 'admins' as name, count(*)::int as n from admins
      union all select 'sessions', count(*)::int from sessions
      union all select 'resources', count(*)::int from resources
      union all select 'subjects', count(*)::int from subjects
      union all select 'blog_posts', count(*)::int from blog_posts
      union all select 'submissions', count(*)::int from submissions
      union all select 'contact_messages', count(*)::int from contact_messages
      union all select 'newsletter_subscriptions', count(*)::int from newsletter_subscriptions`);
    // node-postgres answers { rows }, PGlite's drizzle driver the same shape.
    const { rows } = result as unknown as { rows: { name: string; n: number }[] };
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  }

  /** Calls the route's loader directly (for the rows), as the admin when `admin`. */
  async function load(search: Search, query: string) {
    const module = (await import(/* @vite-ignore */ `../../app/${search.route}.tsx`).catch(
      () => import(/* @vite-ignore */ `../../app/${search.route}.ts`),
    )) as { loader: Loader };
    const request = new Request(`http://localhost${search.path}?${query}`, {
      headers: search.admin ? { Cookie: cookie } : {},
    });
    let result: unknown;
    try {
      result = await module.loader({ request, params: {}, context: app.context });
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) {
      if (result.status >= 500) problems.push(`${search.path}?${query}: ${result.status}`);
      return { csv: (await result.text()).split("\n").length };
    }
    const value = (
      result && typeof result === "object" && "data" in result && "init" in result
        ? (result as { data: unknown; init: ResponseInit | null })
        : { data: result, init: null }
    ) as { data: Record<string, unknown>; init: ResponseInit | null };
    if ((value.init?.status ?? 200) >= 500) {
      problems.push(`${search.path}?${query}: loader status ${value.init?.status}`);
    }
    // Public lists flag a failed load; admin lists carry its error toast (ADR 049).
    const toast = value.data.toast as { variant?: string } | null | undefined;
    if (value.data.loadError || toast?.variant === "destructive") {
      problems.push(`${search.path}?${query}: load error`);
    }
    return value.data;
  }

  async function send(path: string, init: RequestInit & { admin?: boolean } = {}) {
    const response = await app.fetch(path, {
      ...init,
      headers: init.admin ? { Cookie: cookie } : {},
    });
    requests++;
    await response.arrayBuffer();
    if (response.status >= 500)
      problems.push(`${init.method ?? "GET"} ${path}: ${response.status}`);
    return response;
  }

  const dataUrl = (path: string, routeId: string) => {
    const [pathname, search = ""] = path.split("?");
    const params = new URLSearchParams(search);
    params.set("_routes", routeId);
    return `${pathname}.data?${params}`;
  };

  it("searches and filters: below 500, no load error, no rows a harmless word would not find", async () => {
    await seed();
    const before = await tableCounts();
    for (const search of SEARCHES) {
      for (const param of search.params) {
        fields++;
        const expected = {
          word: search.rows(
            await load(search, new URLSearchParams({ [param]: HARMLESS }).toString()),
          ),
          blank: search.rows(await load(search, new URLSearchParams({ [param]: "" }).toString())),
        };
        for (const s of strings) {
          const query = new URLSearchParams({ [param]: s }).toString();
          await send(dataUrl(`${search.path}?${query}`, search.route), { admin: search.admin });
          const found = search.rows(await load(search, query));
          requests++;
          // A number is a page number, a blank string may mean "no filter": both legitimate.
          if (param === "page" && Number.isInteger(Number(s)) && s.trim() !== "") continue;
          const same = (a: unknown) => JSON.stringify(found) === JSON.stringify(a);
          const blank = s.replaceAll("\0", "").trim() === "";
          if (!same(expected.word) && !(blank && same(expected.blank))) {
            problems.push(`${search.path}?${param}=${JSON.stringify(s.slice(0, 40))}: other rows`);
          }
        }
      }
    }
    for (const prefix of OTHER_GETS) {
      fields++;
      for (const s of strings) await send(`${prefix}${encodeURIComponent(s)}`, { admin: true });
    }
    expect(problems.splice(0)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 600_000);

  it("the site search: a query finds what its words alone find, bad filters are ignored", async () => {
    await seed();
    await indexSiteDocuments(getDb(), await getSiteSettings(getDb()));
    const before = await tableCounts();
    const search: Search = {
      route: "routes/public/search",
      path: "/search",
      params: [],
      rows: (d) => [(d.hits as { key: string }[]).map((h) => h.key), d.total, d.kindCounts],
    };
    const unfiltered = search.rows(await load(search, "q=kestrel"));
    for (const s of strings) {
      // The query's punctuation and operators count for nothing: only its words do.
      const query = new URLSearchParams({ q: s }).toString();
      await send(dataUrl(`/search?${query}`, search.route));
      const q = parseSearchParams(new URL(`http://localhost/search?${query}`)).q;
      const words = new URLSearchParams({ q: queryWords(q).join(" ") }).toString();
      const found = search.rows(await load(search, query));
      if (JSON.stringify(found) !== JSON.stringify(search.rows(await load(search, words)))) {
        problems.push(`/search?q=${JSON.stringify(s.slice(0, 40))}: not what its words find`);
      }
      // A filter or page that is not one of ours is ignored.
      for (const param of ["kind", "level", "page"]) {
        const filtered = new URLSearchParams({ q: "kestrel", [param]: s }).toString();
        await send(`/search?${filtered}`);
        if (param === "page" && /^\s*\d+\s*$/.test(s)) continue;
        const rows = search.rows(await load(search, filtered));
        if (JSON.stringify(rows) !== JSON.stringify(unfiltered)) {
          problems.push(`/search?${param}=${JSON.stringify(s.slice(0, 40))}: other rows`);
        }
      }
      requests += 4;
    }
    fields += 4;
    expect(problems.splice(0)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 600_000);

  /** Form posts: each field in turn holds the string, the others stay valid. */
  const FORMS: {
    path: string;
    admin?: boolean;
    valid: Record<string, string>;
    fields?: string[];
  }[] = [
    { path: "/newsletter", valid: { email: "n@example.com", variant: "blog", js: "1" } },
    { path: "/newsletter", valid: { email: "n@example.com", redirectTo: "/blog" } },
    {
      path: "/about",
      valid: { name: "Ren", email: "ren@example.com", subject: "Hello", message: "Plain" },
    },
    {
      path: "/admin/login",
      valid: { email: "sqli@example.com", password: "x", redirectTo: "/admin" },
    },
    { path: "/theme", valid: { theme: "dark", redirectTo: "/blog" } },
    {
      path: "/admin/resources",
      admin: true,
      valid: {
        intent: "save",
        title: "T",
        category: "academic",
        level: "foundation",
        subject: "statistics",
        resourceType: "notes",
        description: "D",
        fileUrl: "https://example.com/f",
        linkUrl: "https://example.com/l",
        id: "",
      },
    },
    {
      path: "/admin/pyqs",
      admin: true,
      valid: {
        intent: "save",
        title: "T",
        subject: "statistics",
        level: "foundation",
        description: "D",
        term: "term-1",
        exam: "quiz-1",
      },
    },
    { path: "/admin/notes", admin: true, valid: { intent: "delete", id: "x" } },
    {
      path: "/admin/blogs",
      admin: true,
      valid: {
        intent: "save",
        title: "T",
        slug: "",
        category: "News",
        author: "A",
        excerpt: "E",
        format: "markdown",
        content: "# C",
        tags: "a, b",
        imageUrl: "https://example.com/i.png",
        coverAlt: "Alt",
        readTime: "4",
        publishAt: "2099-01-01T09:30",
        published: "on",
        id: "",
      },
    },
    {
      path: "/admin/blogs",
      admin: true,
      valid: { intent: "preview", format: "markdown", content: "x" },
    },
    { path: "/admin/blogs", admin: true, valid: { intent: "delete", id: "x" } },
    {
      path: "/admin/subjects",
      admin: true,
      valid: {
        intent: "save",
        name: "Statistics Two",
        slug: "",
        level: "foundation",
        term: "term1",
        description: "D",
        folderUrl: "https://example.com/f",
        id: "",
      },
    },
    { path: "/admin/subjects", admin: true, valid: { intent: "merge", id: "x", into: "y" } },
    { path: "/admin/subjects", admin: true, valid: { intent: "delete", id: "x" } },
    { path: "/admin/submissions", admin: true, valid: { intent: "reject", id: "x", reason: "r" } },
    {
      path: "/admin/submissions",
      admin: true,
      valid: {
        intent: "publish",
        id: PENDING_SUBMISSION,
        title: "T",
        description: "D",
        category: "academic",
        level: "foundation",
        subject: "statistics",
        resourceType: "notes",
        term: "term-1",
        exam: "quiz-1",
        linkUrl: "https://example.com/x",
      },
    },
    { path: "/admin/messages", admin: true, valid: { intent: "read", id: "x" } },
    { path: "/admin/messages", admin: true, valid: { intent: "unread", id: "x" } },
    { path: "/admin/mail-failures", admin: true, valid: { intent: "dismiss", id: "x" } },
    { path: "/admin/messages", admin: true, valid: { intent: "delete", id: "x" } },
    {
      path: "/admin/settings/operator",
      admin: true,
      valid: { intent: "save", name: "Hub", address: "1 Road", email: "hub@example.com" },
    },
    {
      path: "/admin/settings/community",
      admin: true,
      valid: { intent: "save", "foundation.chatGroup": "https://chat.whatsapp.com/x" },
    },
    {
      path: "/admin/settings/study-materials",
      admin: true,
      valid: {
        intent: "save",
        "sections[0].level": "foundation",
        "sections[0].title": "Term 1",
        "sections[0].display": "cards",
        "sections[0].cards[0].title": "English 1",
        "sections[0].cards[0].url": "https://drive.google.com/x",
      },
    },
    {
      path: "/admin/settings/courses",
      admin: true,
      valid: {
        intent: "save",
        "courses[0].title": "Maths 1",
        "courses[0].description": "D",
        "courses[0].level": "foundation",
        "courses[0].term": "term1",
        "courses[0].subject": "mathematics",
        "courses[0].price": "299",
        "courses[0].duration": "12 weeks",
        "courses[0].students": "0",
        "courses[0].rating": "5",
        "courses[0].instructor": "Mentors",
        "courses[0].redirectUrl": "https://courses.example.com/m1",
      },
    },
    {
      path: "/admin/settings/tools",
      admin: true,
      valid: {
        intent: "save",
        "code-editor.status": "available",
        "code-editor.url": "https://x.org",
      },
    },
    {
      path: "/admin/settings/team",
      admin: true,
      valid: {
        intent: "save",
        "members[0].name": "A",
        "members[0].role": "R",
        "members[0].bio": "B",
      },
    },
    {
      path: "/admin/settings/testimonials",
      admin: true,
      valid: {
        intent: "save",
        samples: "on",
        "items[0].name": "A",
        "items[0].role": "R",
        "items[0].content": "C",
        "items[0].avatarUrl": "/images/a.svg",
      },
    },
  ];

  const SUBMISSION = {
    title: "T",
    resourceType: "notes",
    subject: "statistics",
    level: "foundation",
    term: "term1",
    description: "D",
    link: "https://example.com/x",
    authorName: "A",
    email: "a@example.com",
    consent: "on",
  };

  it("form fields: below 500, stored verbatim when accepted, tables intact", async () => {
    await seed();
    const before = await tableCounts();
    const formBody = (values: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(values)) body.set(k, v);
      return body;
    };
    for (const form of FORMS) {
      for (const field of Object.keys(form.valid)) {
        if (field === "intent") continue;
        fields++;
        for (const s of strings) {
          const body = formBody({ ...form.valid, [field]: s });
          // As a fetcher posts it: the action alone, no page render.
          await send(`${form.path}.data`, { method: "POST", body, admin: form.admin });
        }
      }
    }
    for (const field of Object.keys(SUBMISSION)) {
      fields++;
      for (const s of strings) {
        const body = formBody({ ...SUBMISSION, [field]: s });
        await send("/resources/submit/upload", { method: "POST", body });
      }
    }
    // The name of a file an admin attaches to a resource is stored as its metadata.
    fields++;
    for (const s of strings) {
      const body = formBody({
        intent: "save",
        title: "T",
        subject: "statistics",
        level: "foundation",
        description: "D",
      });
      body.set("file", new File(["%PDF-1.7\n"], s));
      await send("/admin/notes.data", { method: "POST", body, admin: true });
    }
    fields++;
    for (const s of strings) {
      await send(`/newsletter/unsubscribe/${encodeURIComponent(s)}`, { method: "POST" });
    }
    expect(problems.splice(0)).toEqual([]);

    // Nothing was dropped or emptied, no admin or session appeared, and accepted text is data.
    const after = await tableCounts();
    expect(after.admins).toBe(before.admins);
    expect(after.sessions).toBe(before.sessions);
    for (const table of [
      "resources",
      "subjects",
      "blog_posts",
      "submissions",
      "contact_messages",
    ]) {
      expect(after[table], table).toBeGreaterThanOrEqual(before[table]!);
    }
    const stored = await getDb().select({ subject: contactMessages.subject }).from(contactMessages);
    const accepted = strings.filter((s) => s.trim() && s.trim().length <= 150 && !s.includes("\0"));
    for (const s of accepted) {
      expect(
        stored.map((r) => r.subject),
        JSON.stringify(s),
      ).toContain(s.trim());
    }
  }, 600_000);

  it("CSV cells of an import: below 500, stored verbatim, lookups find nothing extra", async () => {
    await seed(); // the catalogue's subjects included
    const before = await tableCounts();
    const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const usable = strings.filter((s) => !s.includes("\0"));
    // Each string as a title and description (stored), and as a subject, an id and a title the
    // matching reads look up (refused or not found: never a match with another row).
    const csv = [
      "id,title,description,category,level,subject,resource_type",
      ...usable.map((s) =>
        [
          "",
          s.trim() || "blank",
          s.trim() || "blank",
          "academic",
          "foundation",
          "computational-thinking",
          "books",
        ]
          .map(quote)
          .join(","),
      ),
      ...usable.map((s) =>
        [s, "Kestrel", "x", "academic", "foundation", s, "notes"].map(quote).join(","),
      ),
    ].join("\n");
    const emails = [
      "email,consent_source",
      ...usable.map((s, i) => [`sqli${i}@example.com`, s.trim()].map(quote).join(",")),
    ].join("\n");
    fields += 4;
    for (const [name, text] of [
      ["resources.csv", csv],
      ["subscribers.csv", emails],
    ] as const) {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("file", new File([text], name, { type: "text/csv" }));
      const uploaded = await send("/admin/import", { method: "POST", body: form, admin: true });
      expect(uploaded.status).toBe(303);
      const location = uploaded.headers.get("Location")!;
      const page = await (await app.fetch(location, { headers: { Cookie: cookie } })).text();
      const fingerprint = /name="fingerprint" value="([0-9a-f]{64})"/.exec(page)?.[1];
      const applied = await send("/admin/import", {
        method: "POST",
        body: new URLSearchParams({
          intent: "apply",
          draft: location.split("=")[1]!,
          fingerprint: fingerprint!,
        }),
        admin: true,
      });
      expect(applied.status).toBe(303);
    }
    expect(problems.splice(0)).toEqual([]);
    const after = await tableCounts();
    expect(after.admins).toBe(before.admins);
    expect(after.sessions).toBe(before.sessions);
    // The seeded 'Kestrel' row is untouched: no id or subject string matched it.
    const kestrel = await getDb().select().from(resources).where(eq(resources.title, "Kestrel"));
    expect(kestrel).toHaveLength(1);
    expect(kestrel[0]!.description).toBe("Plain words");
    const titles = new Set(
      (await getDb().select({ t: resources.title }).from(resources)).map((r) => r.t),
    );
    for (const s of usable.filter((s) => s.trim() && s.trim().length <= 500))
      expect(titles).toContain(s.trim());
    const sources = new Set(
      (
        await getDb()
          .select({ s: newsletterSubscriptions.consentSource })
          .from(newsletterSubscriptions)
      ).map((r) => r.s),
    );
    for (const s of usable.filter((s) => s.trim() && s.trim().length <= 200))
      expect(sources).toContain(s.trim());
  }, 600_000);

  afterAll(() => {
    reportFigures(
      "SQL injection",
      `${strings.length} strings × ${fields} search, filter, path and form fields = ${requests} requests (a search counts twice: through the request handler and its loader), all below 500, no extra rows, tables intact`,
    );
  });
});
