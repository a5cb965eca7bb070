// XSS: every payload of the corpus (tests/fixtures/xss-payloads.txt) through every field a page
// shows back, rendered by the app, then parsed: no element, attribute or URL that could run
// script may come out. Rows are written straight to the database, past the forms' checks, so
// each page must hold on its own; the forms are exercised too (blog and submission write paths).
// tests/e2e/security-xss.spec.ts runs the same corpus in Chromium.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSession } from "~/features/auth/session.server";
import { tagSlug } from "~/features/blog/tags";
import { GRADING_TERMS } from "~/features/grading/rules";
import { UNSUBSCRIBE_URL_SLOT } from "~/features/mail-queue/personalize";
import { renderPracticeMarkdown } from "~/features/practice/render.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import {
  admins,
  blogPosts,
  contactMessages,
  mailFailures,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
  practiceQuestions,
  resources,
  siteSettings,
  subjects,
  submissions,
} from "~db/schema";
import { loadXssPayloads } from "../fixtures/xss-payloads";
import { describeWithDatabase } from "../setup/database";
import { createTestApp, type TestApp } from "../setup/request-handler";
import { startSmtpServer } from "../setup/smtp";
import { insertMigrationSubjects } from "../setup/subject-factory";
import { reportFigures } from "./support/fixtures";
import { findScriptableMarkup } from "./support/html-safety";

const payloads = loadXssPayloads();
const NONCE = "test-nonce";
/** Matches no row: a dialog page then renders its dialog without a long list behind it. */
const NO_LIST = "q=no-row-matches-this";

it("the corpus has at least 100 payloads, and the check flags the raw payloads", () => {
  expect(payloads.length).toBeGreaterThanOrEqual(100);
  // Placed unescaped into a page, most payloads must be caught (so the check can fail).
  const flagged = payloads.filter(
    (p) =>
      findScriptableMarkup(`<html><body><p>${p}</p><a href="${p}">x</a></body></html>`, NONCE)
        .length > 0,
  );
  expect(flagged.length).toBeGreaterThan(payloads.length * 0.8);
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("XSS corpus through every field shown back", (getDb) => {
  let app: TestApp;
  let adminCookie = "";
  let renders = 0;
  const fieldsTried = new Set<string>();
  const problems: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(getDb(), {});
  });
  afterAll(() => {
    app?.close();
    reportFigures(
      "XSS",
      `${payloads.length} payloads through ${fieldsTried.size} fields shown back; ${renders} responses parsed`,
    );
  });

  async function signIn() {
    const [admin] = await getDb()
      .insert(admins)
      .values({ email: "xss-admin@example.com", passwordHash: "x" })
      .returning({ id: admins.id });
    adminCookie = (await createSession(getDb(), { adminId: admin!.id, userAgent: null })).split(
      ";",
    )[0]!;
  }

  /** Renders `path` and records any scriptable markup in it. */
  async function render(path: string, options: { admin?: boolean; init?: RequestInit } = {}) {
    const headers = new Headers(options.init?.headers);
    if (options.admin) headers.set("Cookie", adminCookie);
    const response = await app.fetch(path, { ...options.init, headers });
    renders++;
    const body = await response.text();
    if (response.status >= 500) problems.push(`${path}: status ${response.status}`);
    for (const found of findScriptableMarkup(body, NONCE))
      problems.push(`${path}: ${found}`.slice(0, 300));
    return { response, body };
  }

  const tried = (...fields: string[]) => fields.forEach((f) => fieldsTried.add(f));
  const expectClean = () => expect(problems.splice(0)).toEqual([]);

  it("blog posts: title, excerpt, content, category, author, tags and image URL", async () => {
    await signIn();
    const rows = await getDb()
      .insert(blogPosts)
      .values(
        payloads.map((p, i) => ({
          title: p,
          slug: `xss-${i}`,
          excerpt: p,
          content: p,
          category: p,
          author: p,
          tags: [p, "safe"],
          imageUrl: p,
          // Markdown source (the edit form shows it) and a cover whose alt text is the payload.
          markdown: i % 2 ? p : null,
          cover: {
            alt: p,
            width: 960,
            height: 480,
            variants: [
              {
                key: "cover-00000000-0000-4000-8000-000000000000-960w.jpg",
                format: "jpeg",
                width: 960,
                height: 480,
              },
            ],
          },
        })),
      )
      .returning({ id: blogPosts.id });
    tried(
      ...[
        "title",
        "excerpt",
        "content",
        "markdown",
        "cover alt text",
        "category",
        "author",
        "tags",
        "tag pages",
        "generated cover",
        "imageUrl",
      ].map((f) => `blog.${f}`),
    );
    await render("/blog");
    await render("/blog/rss.xml");
    // The site search shows the posts' titles and snippets of their text, and echoes the query.
    tried("search results and snippets");
    for (const p of payloads) {
      await render(`/search?q=${encodeURIComponent(p)}`);
      await render(`/search?q=${encodeURIComponent(p)}&kind=post&page=2`);
    }
    await render("/search?q=safe");
    for (let i = 0; i < payloads.length; i++) {
      await render(`/blog/xss-${i}`);
      // The payload tag's own page, and the cover drawn from the payload title and category.
      await render(`/blog/tag/${encodeURIComponent(tagSlug(payloads[i]!))}`);
      // The SVG parsed as inline SVG in a page: no element or attribute of the payload's.
      const svg = await (await app.fetch(`/blog/xss-${i}/cover.svg`)).text();
      renders++;
      for (const found of findScriptableMarkup(`<html><body>${svg}</body></html>`, NONCE))
        problems.push(`/blog/xss-${i}/cover.svg: ${found}`.slice(0, 300));
      await render(`/admin/blogs?edit=${rows[i]!.id}&${NO_LIST}`, { admin: true });
      await render(`/admin/blogs?delete=${rows[i]!.id}&${NO_LIST}`, { admin: true });
    }
    for (const page of [1, 2, 3]) await render(`/admin/blogs?page=${page}`, { admin: true });
    // The RSS feed is XML: every payload's markup must come out escaped.
    const rss = await (await app.fetch("/blog/rss.xml")).text();
    expect(rss).not.toMatch(/<(script|img|svg|iframe|a)\b/i);
    expectClean();
  }, 600_000);

  it("blog posts saved through the admin form and previewed: sanitized on write as well", async () => {
    await signIn();
    tried(
      "blog form (save)",
      "blog form (preview)",
      "blog form Markdown",
      "blog form tags",
      "blog form cover alt text",
      "blog form cover file",
    );
    for (let i = 0; i < payloads.length; i++) {
      const p = payloads[i]!;
      const form = new FormData();
      for (const [k, v] of Object.entries({
        intent: "save",
        title: `${p} ${i}`,
        slug: `form-${i}`,
        category: p,
        author: p,
        excerpt: p,
        // Markdown (every other post) with the payload inline and as a link and image target.
        format: i % 2 ? "markdown" : "html",
        content: i % 2 ? `# ${p}\n\n${p} [x](${p}) ![y](${p})` : p,
        tags: p,
        coverAlt: p,
        published: "on",
      }))
        form.set(k, v);
      // Every third post: the payload as a "cover image", refused by its first bytes; the form
      // comes back with what was typed, which must be escaped.
      if (i % 3 === 0) form.set("cover", new File([p], `cover-${i}.png`, { type: "image/png" }));
      const { response: saved } = await render("/admin/blogs?new=1", {
        admin: true,
        init: { method: "POST", body: form },
      });
      expect(saved.status, p).toBeLessThan(500);
      if (i % 3 === 0) expect(saved.status, p).toBe(415);
      const preview = new FormData();
      preview.set("intent", "preview");
      preview.set("format", i % 2 ? "markdown" : "html");
      preview.set("title", p);
      preview.set("tags", p);
      preview.set("content", i % 2 ? `${p} [x](${p})` : p);
      await render("/admin/blogs?new=1", {
        admin: true,
        init: { method: "POST", body: preview },
      });
    }
    // What the form stored is already clean, whatever a later page does with it.
    for (const row of await getDb().select({ content: blogPosts.content }).from(blogPosts)) {
      for (const found of findScriptableMarkup(`<html><body>${row.content}</body></html>`, NONCE))
        problems.push(`stored content: ${found}`);
    }
    expectClean();
  }, 600_000);

  it("resources and subjects: titles, descriptions, URLs and names on public and admin pages", async () => {
    await signIn();
    await insertMigrationSubjects(getDb());
    const types = ["notes", "pyqs", "lectures"] as const;
    const exams = ["quiz-1", "quiz-2", "end-term", "important", "video"] as const;
    const rows = await getDb()
      .insert(resources)
      .values(
        payloads.flatMap((p, i) => [
          {
            title: p,
            description: p,
            category: "academic" as const,
            level: "foundation" as const,
            subject: "computational-thinking",
            resourceType: types[i % types.length]!,
            exam: exams[i % exams.length]!,
            fileUrl: p,
            linkUrl: p,
            // Every other row has a file of ours: its name shows on the admin's edit dialog.
            ...(i % 2 === 1
              ? { fileKey: `xss-${i}.pdf`, fileName: p, fileType: p, fileSize: 1000 + i }
              : {}),
          },
        ]),
      )
      .returning({ id: resources.id });
    tried("resource.title", "resource.description", "resource.fileUrl", "resource.linkUrl");
    tried("resource.fileName", "resource.fileType");
    tried("resource.subject");
    // Subjects an admin wrote: name, description and folder on the public and admin pages.
    const subjectRows = await getDb()
      .insert(subjects)
      .values(
        payloads.map((p, i) => ({
          level: "diploma" as const,
          slug: `xss-${i}`,
          name: p,
          description: p,
          folderUrl: p,
        })),
      )
      .returning({ id: subjects.id, slug: subjects.slug });
    tried("subject.name", "subject.description", "subject.folderUrl");
    for (const row of subjectRows) {
      await render(`/resources/diploma/${row.slug}`);
      await render(`/resources/diploma/${row.slug}/notes`);
      await render(`/admin/subjects?level=diploma&edit=${row.id}&${NO_LIST}`, { admin: true });
      await render(`/admin/subjects?level=diploma&merge=${row.id}&into=${subjectRows[0]!.id}`, {
        admin: true,
      });
    }
    await render("/resources/diploma?term=term2");
    await render(`/admin/resources?new=1&${NO_LIST}`, { admin: true });
    const base = "/resources/foundation/computational-thinking";
    await render(base);
    for (const tab of ["", ...exams]) {
      await render(`${base}/notes?tab=${tab}`);
      await render(`${base}/pyqs?tab=${tab}`);
    }
    await render(`${base}/lectures`);
    await render("/resources/diploma");
    for (const page of [1, 2, 3, 4, 5])
      await render(`/admin/subjects?level=diploma&page=${page}`, { admin: true });
    for (const screen of ["resources", "notes", "lectures", "pyqs"]) {
      for (const page of [1, 2, 3, 4, 5])
        await render(`/admin/${screen}?page=${page}`, { admin: true });
    }
    // (The delete dialog is the one the blog test renders for every payload.)
    for (const row of rows) {
      await render(`/admin/resources?edit=${row.id}&${NO_LIST}`, { admin: true });
    }
    expectClean();
  }, 600_000);

  it("submissions, contact messages and subscribers in the admin", async () => {
    await signIn();
    const subs = await getDb()
      .insert(submissions)
      .values(
        payloads.map((p) => ({
          title: p,
          resourceType: "notes" as const,
          subject: p,
          level: p,
          term: p,
          description: p,
          linkUrl: p,
          authorName: p,
          email: p,
          consentAt: new Date(),
          fileKey: "file.pdf",
          fileName: p,
          fileType: p,
          reviewNote: p,
        })),
      )
      .returning({ id: submissions.id });
    const messages = await getDb()
      .insert(contactMessages)
      .values(payloads.map((p) => ({ name: p, email: p, subject: p, message: p })))
      .returning({ id: contactMessages.id });
    await getDb()
      .insert(newsletterSubscriptions)
      .values(
        payloads.map((p, i) => ({
          email: `${p.toLowerCase()}${i}`,
          unsubscribeTokenHash: `hash-${i}`,
        })),
      );
    tried(
      ...[
        "title",
        "subject",
        "level",
        "term",
        "description",
        "linkUrl",
        "authorName",
        "email",
        "fileName",
      ].map((f) => `submission.${f}`),
      ...["name", "email", "subject", "message"].map((f) => `message.${f}`),
      "subscriber.email",
    );
    for (const page of [1, 2, 3]) {
      await render(`/admin/submissions?page=${page}`, { admin: true });
      await render(`/admin/messages?page=${page}`, { admin: true });
      await render(`/admin/subscribers?page=${page}`, { admin: true });
    }
    for (const { id } of subs) {
      await render(`/admin/submissions?view=${id}&${NO_LIST}`, { admin: true });
      // The resource form filled in from it (title, description, link as the student typed them).
      await render(`/admin/submissions?review=${id}&${NO_LIST}`, { admin: true });
    }
    // Subject names in the form's subject list.
    await getDb()
      .insert(subjects)
      .values(
        payloads.map((p, i) => ({ level: "foundation" as const, slug: `xss-${i}`, name: p })),
      );
    tried("subject.name (publish form)");
    await render(`/admin/submissions?review=${subs[0]!.id}&${NO_LIST}`, { admin: true });
    // Failed mail: kind, recipient, subject and error as recorded.
    await getDb()
      .insert(mailFailures)
      .values(payloads.map((p) => ({ kind: p, recipient: p, subject: p, error: p })));
    tried(...["kind", "recipient", "subject", "error"].map((f) => `mail_failure.${f}`));
    for (const page of [1, 2, 3])
      await render(`/admin/mail-failures?page=${page}`, { admin: true });
    // The messages screen opens a message from the list it shows: search for it by its text.
    for (const [i, { id }] of messages.entries()) {
      const q = encodeURIComponent(payloads[i]!.slice(0, 200));
      await render(`/admin/messages?view=${id}&q=${q}`, { admin: true });
    }
    expectClean();
  }, 600_000);

  it("newsletter issues: subjects, failed addresses and the server's answers in the admin", async () => {
    await signIn();
    const issues = await getDb()
      .insert(newsletterIssues)
      .values(
        payloads.map((p, i) => ({
          kind: "digest" as const,
          subject: p,
          html: `${p}<a href="${UNSUBSCRIBE_URL_SLOT}">x</a>`,
          text: `${p} ${UNSUBSCRIBE_URL_SLOT}`,
          // Every other one sent: its page shows counts and failures; a draft its dialogs.
          status: i % 2 ? ("sent" as const) : ("draft" as const),
          recipientCount: i % 2 ? 1 : null,
          startedAt: i % 2 ? new Date(Date.now() - 60_000) : null,
          finishedAt: i % 2 ? new Date() : null,
        })),
      )
      .returning({ id: newsletterIssues.id });
    await getDb()
      .insert(mailOutbox)
      .values(
        payloads.map((p, i) => ({
          kind: "newsletter-issue",
          issueId: issues[i % 2 ? i : i + 1 < issues.length ? i + 1 : 1]!.id,
          recipient: p,
          subject: p,
          messageId: `<xss-${i}@hub.test>`,
          status: "failed" as const,
          lastError: p,
          sentAt: new Date(),
        })),
      );
    // A post's title in the offer to email it after publishing.
    const [post] = await getDb()
      .insert(blogPosts)
      .values({
        title: payloads[0]!,
        slug: "xss-newsletter",
        excerpt: "x",
        content: "x",
        category: "x",
        author: "x",
      })
      .returning({ id: blogPosts.id });
    tried(
      "newsletter_issue.subject",
      "newsletter outbox recipient (failed)",
      "newsletter outbox error (failed)",
      "blog title (email offer)",
    );
    await render("/admin/newsletter", { admin: true });
    for (const [i, { id }] of issues.entries()) {
      await render(`/admin/newsletter/${id}${i % 2 ? "" : "?send=confirm"}`, { admin: true });
      if (i % 2 === 0) await render(`/admin/newsletter?delete=${id}`, { admin: true });
    }
    await render(`/admin/blogs?published=${post!.id}&${NO_LIST}`, { admin: true });
    expectClean();
  }, 600_000);

  it("CSV cells through the import: dry run, result and the imported posts' pages", async () => {
    await signIn();
    await getDb()
      .insert(subjects)
      .values({ level: "foundation", slug: "english", name: "English" });
    const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const posts = [
      "title,slug,excerpt,content,category,author,tags,image_url",
      ...payloads.map((p, i) =>
        [p, `import-xss-${i}`, p, p, p, p, p, p.startsWith("http") ? p : ""].map(cell).join(","),
      ),
    ].join("\n");
    // Every cell of a resource row echoed back: in a dry run's errors (bad level, subject, URL).
    const rows = [
      "title,description,category,level,subject,resource_type,link_url",
      ...payloads.map((p) => [p, p, p, p, p, p, p].map(cell).join(",")),
      ...payloads.map((p) =>
        [p, p, "academic", "foundation", "english", "notes", ""].map(cell).join(","),
      ),
    ].join("\n");
    tried("import.csv cells (dry run)", "import.csv cells (result)", "imported blog post");
    for (const [name, text] of [
      ["posts.csv", posts],
      ["resources.csv", rows],
    ]) {
      const form = new FormData();
      form.set("intent", "preview");
      form.set("createSubjects", "on");
      form.set("file", new File([text!], name!, { type: "text/csv" }));
      const uploaded = await app.fetch("/admin/import", {
        method: "POST",
        body: form,
        headers: { Cookie: adminCookie },
      });
      expect(uploaded.status).toBe(303);
      const draftUrl = uploaded.headers.get("Location")!;
      const { body } = await render(draftUrl, { admin: true });
      const fingerprint = /name="fingerprint" value="([0-9a-f]{64})"/.exec(body)?.[1];
      expect(fingerprint).toBeDefined();
      const applied = await app.fetch("/admin/import", {
        method: "POST",
        body: new URLSearchParams({
          intent: "apply",
          draft: draftUrl.split("=")[1]!,
          fingerprint: fingerprint!,
        }),
        headers: { Cookie: adminCookie },
      });
      expect(applied.status).toBe(303);
      await render(draftUrl, { admin: true });
    }
    for (let i = 0; i < payloads.length; i++) await render(`/blog/import-xss-${i}`);
    await render("/blog");
    // What the import stored as post bodies is sanitized already.
    for (const row of await getDb().select({ content: blogPosts.content }).from(blogPosts)) {
      for (const found of findScriptableMarkup(`<html><body>${row.content}</body></html>`, NONCE))
        problems.push(`imported content: ${found}`);
    }
    expectClean();
  }, 600_000);

  it("site settings: every text and address an admin sets, on the public pages and the admin forms", async () => {
    await signIn();
    const db = getDb();
    tried(
      ...[
        "operator.name",
        "operator.addressLines",
        "operator.email",
        "social.*",
        "community.*",
        "study_materials.title/description/cards",
        "courses.*",
        "tools.url",
        "team.*",
        "testimonials.*",
      ].map((f) => `settings.${f}`),
    );
    const pages = [
      "/",
      "/about",
      "/contactus",
      "/privacy-policy",
      "/terms",
      "/contactus-policy",
      "/courses",
      "/study-materials",
      "/community",
      "/community?tab=tools",
      "/tools",
      "/resources/tools",
    ];
    let shownKeys = 0;
    const sections = [
      "operator",
      "social",
      "community",
      "study-materials",
      "courses",
      "tools",
      "team",
      "testimonials",
    ];
    // Twelve payloads at a time (the longest lists' limits), written straight to the table: the
    // read path's schema is the only check they meet, so a URL-shaped payload reaches the page.
    for (let start = 0; start < payloads.length; start += 12) {
      const chunk = payloads.slice(start, start + 12);
      const short = (p: string) => p.slice(0, 80) || "x";
      const url = (p: string) => `https://x.test/${p}`;
      const values: Record<string, unknown> = {
        operator: { name: chunk[0], addressLines: chunk.slice(0, 8), email: undefined },
        social: {
          videoChannel: url(chunk[1]!),
          instagram: url(chunk[2]!),
          linkedin: url(chunk[3]!),
        },
        community: {
          foundation: { chatGroup: url(chunk[4]!), messagingChannel: url(chunk[5]!) },
          diploma: {},
          bsc: {},
          bs: {},
        },
        study_materials: {
          sections: [
            {
              level: "foundation",
              title: short(chunk[6]!),
              description: chunk[7],
              display: "cards",
              cards: chunk.map((p) => ({ title: short(p), description: p, url: url(p) })),
            },
            {
              level: "diploma",
              title: short(chunk[8]!),
              display: "folders",
              cards: chunk.map((p) => ({ title: short(p), url: url(p) })),
            },
          ],
        },
        courses: {
          courses: chunk.map((p) => ({
            title: short(p),
            description: p,
            level: "foundation",
            term: "term1",
            subject: short(p),
            price: 299,
            duration: short(p).slice(0, 60),
            students: 0,
            rating: 5,
            instructor: short(p),
            isPopular: true,
            redirectUrl: url(p),
          })),
        },
        tools: { "code-editor": { status: "available", url: url(chunk[9]!) } },
        team: { members: chunk.map((p) => ({ name: short(p), role: short(p), bio: p })) },
        testimonials: {
          samples: true,
          items: chunk.map((p) => ({
            name: short(p),
            role: short(p),
            content: p,
            avatarUrl: url(p),
          })),
        },
      };
      await db.delete(siteSettings);
      await db
        .insert(siteSettings)
        .values(Object.entries(values).map(([key, value]) => ({ key, value })));
      // The values pass the read path's schemas, so the pages really show them.
      shownKeys += Object.keys(await getSiteSettings(db)).length;
      for (const page of pages) await render(page);
      for (const section of sections) await render(`/admin/settings/${section}`, { admin: true });
    }
    expect(shownKeys).toBeGreaterThan(Math.ceil(payloads.length / 12) * 6);
    expectClean();
  }, 600_000);

  it("practice questions: stem, options, solution, topic and source through the admin form, its preview and the import, shown in the admin, the search and the question page", async () => {
    await signIn();
    await insertMigrationSubjects(getDb());
    const [course] = await getDb()
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.code, "BSMA1001"));
    const short = (p: string, max: number) => (p.length >= 2 ? p.slice(0, max) : `${p}..`);
    tried(
      ...[
        "stem",
        "options",
        "solution",
        "topic",
        "source",
        "preview",
        "import",
        "question page",
      ].map((f) => `practice.${f}`),
    );
    let saved = 0;
    for (let i = 0; i < payloads.length; i++) {
      const p = payloads[i]!;
      const fields = {
        subjectId: course!.id,
        slug: `q-xss-${i}`,
        kind: "single",
        exam: "quiz-1",
        topic: short(p, 80),
        difficulty: "easy",
        marks: "1",
        stem: `${p}\n\n$$x^2 ${p.slice(0, 40)}$$ [x](${p}) ![y](${p})`,
        "options[0]": p,
        "options[1]": "safe",
        correct: "0",
        solution: `${p} $\\href{${p}}{x}$`,
        source: short(p, 200),
        status: "published",
      };
      // The preview of what is typed, as the editor shows it after a post without JavaScript.
      await render("/admin/questions?new=1", {
        admin: true,
        init: { method: "POST", body: new URLSearchParams({ ...fields, intent: "preview" }) },
      });
      const response = await app.fetch("/admin/questions?new=1", {
        method: "POST",
        body: new URLSearchParams({ ...fields, intent: "save" }),
        headers: { Cookie: adminCookie },
      });
      expect(response.status).toBeLessThan(500);
      if (response.status === 303) saved++;
      await render(`/resources/foundation/mathematics/practice/q-xss-${i}`);
    }
    expect(saved).toBeGreaterThan(payloads.length * 0.9);
    const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const csv = [
      "course,slug,kind,exam,topic,stem,option_a,option_b,answer,solution,source,status",
      ...payloads.map((p, i) =>
        ["BSMA1001", `imp-xss-${i}`, "single", "quiz-1", short(p, 80), p, p, "safe", "A", p]
          .concat([short(p, 200), "published"])
          .map(cell)
          .join(","),
      ),
      // Every cell echoed in a dry run's errors.
      ...payloads.map((p) => [p, p, p, p, p, p, p, p, p, p, p, p].map(cell).join(",")),
    ].join("\n");
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new File([csv], "questions.csv", { type: "text/csv" }));
    const uploaded = await app.fetch("/admin/import", {
      method: "POST",
      body: form,
      headers: { Cookie: adminCookie },
    });
    expect(uploaded.status).toBe(303);
    const draftUrl = uploaded.headers.get("Location")!;
    const { body } = await render(draftUrl, { admin: true });
    const fingerprint = /name="fingerprint" value="([0-9a-f]{64})"/.exec(body)?.[1];
    const applied = await app.fetch("/admin/import", {
      method: "POST",
      body: new URLSearchParams({
        intent: "apply",
        draft: draftUrl.split("=")[1]!,
        fingerprint: fingerprint!,
      }),
      headers: { Cookie: adminCookie },
    });
    expect(applied.status).toBe(303);
    await render(draftUrl, { admin: true });
    const stored = await getDb().select().from(practiceQuestions);
    expect(stored.length).toBeGreaterThan(payloads.length * 1.8);
    for (const q of stored) {
      await render(`/admin/questions?edit=${q.id}&${NO_LIST}`, { admin: true });
      await render(`/resources/foundation/mathematics/practice/${q.slug}`);
      // What a question page renders from the stored Markdown.
      const html = [q.stem, q.solution, ...q.options].map(renderPracticeMarkdown).join("");
      for (const found of findScriptableMarkup(`<html><body>${html}</body></html>`, NONCE))
        problems.push(`practice ${q.slug}: ${found}`.slice(0, 300));
    }
    for (const page of [1, 2, 3, 4, 5])
      await render(`/admin/questions?page=${page}`, { admin: true });
    await render("/search?q=safe");
    await render("/resources/foundation/mathematics/practice");
    expectClean();
  }, 600_000);

  it("search boxes and every other URL parameter a page echoes", async () => {
    await signIn();
    const course = GRADING_TERMS[GRADING_TERMS.length - 1]!.courses[0]!;
    const predictorFields = [...course.inputs, ...course.eligibilityInputs].map((i) => i.name);
    const courseIds = [...new Set(GRADING_TERMS.flatMap((t) => t.courses.map((c) => c.id)))];
    const publicPages: [string, string[]][] = [
      ["/blog", ["q", "category"]],
      ["/resources", ["q", "term", "soon"]],
      ["/community", ["q", "tab"]],
      ["/search", ["q", "kind", "level", "page"]],
      ["/admin/login", ["redirectTo"]],
      ["/tools/grade-predictor", ["term", "course", "bonus", ...predictorFields]],
      ["/tools/cgpa-calculator", [...courseIds, "cleared"]],
    ];
    const adminPages: [string, string[]][] = [
      ["/admin/resources", ["q", "type", "level", "category", "new"]],
      // Notes, lectures and PYQs share one screen component; notes has every filter.
      ["/admin/notes", ["q", "subject", "level"]],
      ["/admin/blogs", ["q", "page"]],
      ["/admin/subjects", ["q", "level", "edit", "delete", "merge", "into"]],
      ["/admin/submissions", ["q", "status", "view", "review"]],
      ["/admin/mail-failures", ["q", "status"]],
      ["/admin/messages", ["q", "status", "view"]],
      ["/admin/subscribers", ["q", "status"]],
      ["/admin/questions", ["q", "course", "exam", "kind", "status", "difficulty", "edit"]],
      ["/admin/papers", ["q", "in", "exam", "status", "new", "course"]],
    ];
    for (const [path, params] of [...publicPages, ...adminPages])
      tried(`${path} ?${params.join("&")}`);
    tried("unknown path", "flash toast cookie");
    for (const p of payloads) {
      const query = (params: string[]) =>
        new URLSearchParams(params.map((name) => [name, p])).toString();
      for (const [path, params] of publicPages) await render(`${path}?${query(params)}`);
      for (const [path, params] of adminPages)
        await render(`${path}?${query(params)}`, { admin: true });
      await render(`/no-such-page/${encodeURIComponent(p)}`);
      // A toast cookie (the browser's own, so it could be anything) shown on the next page.
      const toastCookie = (await redirectWithToast("/", { title: p.slice(0, 200) })).headers
        .get("Set-Cookie")!
        .split(";")[0]!;
      await render("/", { init: { headers: { Cookie: toastCookie } } });
    }
    expectClean();
  }, 600_000);
});
