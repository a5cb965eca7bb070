// Import and export against a real database: parsing each kind (the original site's column sets
// too), the dry run row by row, Apply, re-apply, bad rows, subscribers' consent, the export round
// trip, and formula and HTML payloads in cells.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { postReadTime } from "~/features/blog/mutations.server";
import { guardFormula, undoFormulaGuard } from "~/lib/csv.server";
import type { Database } from "~/lib/db.server";
import {
  auditLog,
  blogPosts,
  newsletterSubscriptions,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  resources,
  subjectAliases,
  subjects,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { applyDraft, createDraft, getDraft, planDraft } from "./apply.server";
import { exportDocument, exportRows, toCsv } from "./export.server";
import { EXPORT_KINDS, type ImportKind } from "./kinds";
import { detectKind, parseImportFile } from "./parse.server";
import { parseTimestamp } from "./rows.server";

const ORIGINAL_RESOURCES = `id,title,description,category,level,subject,resource_type,file_url,link_url,resource_tag,term,created_at
6f1c2b1e-0d5e-4a57-9b7f-3c2a1d0e9f11,CT Week 1 notes,Loops and flowcharts,academic,foundation,computational_thinking,notes,,https://drive.google.com/file/d/abc,study-note,general,2024-05-01 10:20:30.123456+00
7a2d3c4f-1e6f-4b68-8c9a-4d3b2e1f0a22,Stats quiz 1 paper,Quiz 1 2023,academic,foundation,statistics,pyqs,https://files.test/q1.pdf,,pyq,term-1,2024-06-02 08:00:00+00
`;

const ORIGINAL_POSTS = `id,title,slug,excerpt,content,category,author,tags,image_url,read_time,created_at,published
9b3e4d5f-2a7b-4c89-9dab-5e4c3f2a1b33,Welcome back,welcome-back,First post,"<p>Hello <strong>world</strong></p><script>alert(1)</script>",News,Team,"{study,""exam tips""}",,7 min,2024-01-15 09:00:00+00,t
`;

const ORIGINAL_SUBSCRIBERS = `id,email,created_at
1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e55,Student.One@Example.org,2024-02-03 11:12:13+00
2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f66,student.two@example.org,2024-03-04 12:13:14+00
`;

const ORIGINAL_NOTES = `id,title,description,category,level,subject,link_url,created_at
3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a77,English grammar notes,Tenses,notes,foundation,english,https://drive.google.com/file/d/xyz,2024-04-05 00:00:00+00
`;

async function addSubjects(db: Database, level: "foundation" | "diploma", slugs: string[]) {
  await db.insert(subjects).values(
    slugs.map((slug, position) => ({
      level,
      slug,
      name: slug.replace(/-/g, " "),
      position,
    })),
  );
}

describeWithDatabase("import and export", (getDb) => {
  async function admin() {
    return upsertAdmin(getDb(), "admin@example.com", "a long password 1");
  }

  async function dryRun(
    fileName: string,
    content: string,
    options: { kind?: ImportKind | "auto"; createSubjects?: boolean } = {},
  ) {
    const { id: adminId } = await admin();
    const opts = { kind: options.kind ?? "auto", createSubjects: options.createSubjects ?? false };
    const id = await createDraft(getDb(), adminId, { fileName, content, options: opts });
    const planned = await planDraft(getDb(), (await getDraft(getDb(), id))!);
    if (!planned.ok) throw new Error(planned.message);
    return { id, adminId, plan: planned.plan };
  }

  async function importFile(fileName: string, content: string, options = {}) {
    const { id, adminId, plan } = await dryRun(fileName, content, options);
    const outcome = await applyDraft(getDb(), {
      draftId: id,
      adminId,
      fingerprint: plan.fingerprint,
    });
    if (outcome.status !== "applied") throw new Error(`not applied: ${outcome.status}`);
    return { plan, result: outcome.result, id };
  }

  const outcomes = (plan: { sections: { rows: { row: number; outcome: string }[] }[] }) =>
    plan.sections.flatMap((s) => s.rows.map((r) => [r.row, r.outcome]));

  it("tells each kind from its columns, the original site's tables included", () => {
    expect(detectKind(new Set(["id", "email"]))).toBe("subscribers");
    expect(detectKind(new Set(["id", "title", "slug", "content", "tags"]))).toBe("blog_posts");
    expect(detectKind(new Set(["title", "subject", "level", "resource_type"]))).toBe("resources");
    expect(detectKind(new Set(["title", "subject", "level", "category"]))).toBe("notes");
    expect(detectKind(new Set(["level", "slug", "name"]))).toBe("subjects");
    expect(detectKind(new Set(["course", "title", "time_limit_minutes", "questions"]))).toBe(
      "practice_papers",
    );
    expect(detectKind(new Set(["foo", "bar"]))).toBeNull();
    for (const [name, text, kind] of [
      ["resources.csv", ORIGINAL_RESOURCES, "resources"],
      ["blog_posts.csv", ORIGINAL_POSTS, "blog_posts"],
      ["newsletter_subscriptions.csv", ORIGINAL_SUBSCRIBERS, "subscribers"],
      ["notes.csv", ORIGINAL_NOTES, "notes"],
    ] as const) {
      const parsed = parseImportFile(name, text);
      expect(parsed.ok && parsed.sections.map((s) => s.kind)).toEqual([kind]);
    }
    // The same rows as JSON (a Supabase export is a list of objects) and with an explicit kind.
    const json = JSON.stringify([{ id: 1, email: "a@example.org" }]);
    const parsed = parseImportFile("subs.json", json);
    expect(parsed.ok && parsed.format).toBe("json");
    const unknown = parseImportFile("x.csv", "foo,bar\n1,2\n");
    expect(unknown).toMatchObject({ ok: false, message: expect.stringMatching(/Could not tell/) });
    const chosen = parseImportFile(
      "x.csv",
      "title,description,subject,level,resource_type\nA,B,english,foundation,notes\n",
      "notes",
    );
    expect(chosen.ok && chosen.sections[0]!.kind).toBe("notes");
    const missing = parseImportFile("x.csv", "title,level\nA,foundation\n", "resources");
    expect(missing).toMatchObject({
      ok: false,
      message:
        "A file of resources needs the columns title, description, level, subject and resource_type: description, subject and resource_type are missing.",
    });
  });

  it("reads PostgreSQL and ISO timestamps and refuses others", () => {
    expect(parseTimestamp("2024-05-01 10:20:30.123456+00")?.toISOString()).toBe(
      "2024-05-01T10:20:30.123Z",
    );
    expect(parseTimestamp("2024-05-01T10:20:30+05:30")?.toISOString()).toBe(
      "2024-05-01T04:50:30.000Z",
    );
    expect(parseTimestamp("2024-05-01")?.toISOString()).toBe("2024-05-01T00:00:00.000Z");
    expect(parseTimestamp("yesterday")).toBeUndefined();
  });

  it("file-level limits and faults get clear messages", () => {
    const many = `email\n${Array.from({ length: 5001 }, (_, i) => `a${i}@example.org`).join("\n")}\n`;
    expect(parseImportFile("s.csv", many)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file has 5,001 rows; at most 5,000/),
    });
    expect(parseImportFile("s.csv", "")).toMatchObject({
      ok: false,
      message: "The file is empty.",
    });
    // An export's empty list (no subscribers yet) is nothing to import, not a faulty section.
    const empty = parseImportFile(
      "all.json",
      JSON.stringify({ subjects: [{ level: "foundation", slug: "english" }], subscribers: [] }),
    );
    expect(empty.ok && empty.sections.map((s) => s.kind)).toEqual(["subjects"]);
    expect(parseImportFile("all.json", JSON.stringify({ subscribers: [] }))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The JSON document has no list of rows to import/),
    });
    expect(parseImportFile("s.json", "{oops")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The JSON file could not be read/),
    });
    expect(parseImportFile("s.csv", 'email\n"unclosed\n')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The CSV file could not be read/),
    });
  });

  it("imports the original site's resources: dry run per row, apply, re-apply all unchanged", async () => {
    const db = getDb();
    await addSubjects(db, "foundation", ["computational-thinking", "statistics", "english"]);
    const { plan } = await dryRun("resources.csv", ORIGINAL_RESOURCES);
    expect(outcomes(plan)).toEqual([
      [2, "add"],
      [3, "add"],
    ]);
    expect(await db.select().from(resources)).toEqual([]); // a dry run writes nothing

    const { result } = await importFile("resources.csv", ORIGINAL_RESOURCES);
    expect(result.counts).toMatchObject({ add: 2, error: 0 });
    const rows = await db.select().from(resources).orderBy(resources.createdAt);
    expect(rows.map((r) => [r.id, r.subject, r.resourceType, r.createdAt.toISOString()])).toEqual([
      [
        "6f1c2b1e-0d5e-4a57-9b7f-3c2a1d0e9f11",
        "computational-thinking",
        "notes",
        "2024-05-01T10:20:30.123Z",
      ],
      ["7a2d3c4f-1e6f-4b68-8c9a-4d3b2e1f0a22", "statistics", "pyqs", "2024-06-02T08:00:00.000Z"],
    ]);

    const again = await importFile("resources.csv", ORIGINAL_RESOURCES);
    expect(again.result.counts).toEqual({ add: 0, update: 0, unchanged: 2, skip: 0, error: 0 });
    expect(await db.select().from(resources)).toHaveLength(2);

    // A changed title (matched by id) is an update naming the column.
    const edited = ORIGINAL_RESOURCES.replace("CT Week 1 notes", "CT Week 1 notes (revised)");
    const { plan: update } = await dryRun("resources.csv", edited);
    expect(update.sections[0]!.rows[0]).toMatchObject({ outcome: "update", changes: ["title"] });
  });

  it("a row naming a course by a former slug is filed under the course's slug, and says so", async () => {
    const db = getDb();
    await addSubjects(db, "diploma", ["machine-learning-techniques"]);
    const [mlt] = await db.select().from(subjects);
    await db
      .insert(subjectAliases)
      .values({ level: "diploma", slug: "big-data", subjectId: mlt!.id });
    const file = [
      "title,description,category,level,subject,resource_type,link_url",
      "Kernels,Week 3,academic,diploma,big_data,notes,https://example.com/k.pdf",
      "Trees,Week 5,academic,diploma,machine-learning-techniques,notes,https://example.com/t.pdf",
    ].join("\n");
    const { plan } = await dryRun("resources.csv", file);
    const [kernels, trees] = plan.sections[0]!.rows;
    expect(kernels).toMatchObject({
      outcome: "add",
      errors: [],
      reasons: [
        'Filed under diploma/machine-learning-techniques: "big-data" is a former slug of that course',
      ],
    });
    expect(trees).toMatchObject({ outcome: "add", reasons: [] });
    await importFile("resources.csv", file);
    const rows = await db
      .select({ title: resources.title, subject: resources.subject })
      .from(resources);
    expect(rows.map((r) => r.subject)).toEqual([
      "machine-learning-techniques",
      "machine-learning-techniques",
    ]);
    // Imported again under the old slug: the same rows, unchanged.
    const again = await dryRun("resources.csv", file);
    expect(outcomes(again.plan)).toEqual([
      [2, "unchanged"],
      [3, "unchanged"],
    ]);
    // A subjects row by the old slug updates the course, never adds a second one.
    const subjectsFile = "level,slug,name\ndiploma,big-data,Machine Learning Techniques";
    const { plan: subjectPlan } = await dryRun("subjects.csv", subjectsFile, { kind: "subjects" });
    expect(subjectPlan.sections[0]!.rows[0]).toMatchObject({
      label: "diploma/machine-learning-techniques",
      outcome: "update",
      changes: ["name"],
    });
    // A practice question names its course by level/old-slug too.
    const questions = [
      "course,kind,exam,topic,stem,option_a,option_b,answer,solution",
      "diploma/big-data,single,quiz-1,Kernels,Which kernel is linear?,x·y,e^x,A,The dot product.",
    ].join("\n");
    const { plan: questionPlan } = await dryRun("questions.csv", questions, {
      kind: "practice_questions",
    });
    expect(questionPlan.sections[0]!.rows[0]).toMatchObject({ outcome: "add", errors: [] });
  });

  it("the original notes table: resources of type notes, underscored subjects hyphenated", async () => {
    const db = getDb();
    await addSubjects(db, "foundation", ["english"]);
    const notes = ORIGINAL_NOTES.replace(",english,", ",English,");
    await importFile("notes.csv", notes);
    const [row] = await db.select().from(resources);
    expect(row).toMatchObject({
      resourceType: "notes",
      category: "academic",
      subject: "english",
      resourceTag: "study-note",
    });
  });

  it("a file of good and bad rows: every bad row is named with its column; only good rows are applied", async () => {
    const db = getDb();
    await addSubjects(db, "foundation", ["english", "mathematics"]);
    await db.insert(resources).values({
      title: "Stored already",
      description: "Same",
      category: "academic",
      level: "foundation",
      subject: "english",
      resourceType: "notes",
    });
    const csv = [
      "title,description,category,level,subject,resource_type,link_url",
      "Good one,Fine,academic,foundation,english,notes,https://drive.google.com/a", // 2 add
      ",No title,academic,foundation,english,notes,", // 3 title required
      "Bad level,x,academic,masters,english,notes,", // 4 level
      "Unknown subject,x,academic,foundation,astrology,notes,", // 5 subject
      "Good one,Again,academic,foundation,english,notes,", // 6 duplicate of 2
      "Bad url,x,academic,foundation,english,notes,javascript:alert(1)", // 7 url
      "Stored already,Same,academic,foundation,english,notes,", // 8 unchanged
      "Second good,Fine,general,foundation,mathematics,lectures,", // 9 add
      "short,row", // 10 cell count
    ].join("\n");
    const { plan } = await dryRun("mixed.csv", csv);
    const rows = plan.sections[0]!.rows;
    expect(outcomes(plan)).toEqual([
      [2, "add"],
      [3, "error"],
      [4, "error"],
      [5, "error"],
      [6, "skip"],
      [7, "error"],
      [8, "unchanged"],
      [9, "add"],
      [10, "error"],
    ]);
    expect(rows[1]!.errors).toEqual([{ column: "title", message: "title is required" }]);
    expect(rows[2]!.errors[0]).toMatchObject({ column: "level" });
    expect(rows[3]!.errors[0]).toMatchObject({
      column: "subject",
      message: expect.stringMatching(/^Unknown subject "astrology" at foundation level/),
    });
    expect(rows[4]!.reasons).toEqual([
      "Duplicate of row 2 in this file (same level, subject, type and title)",
    ]);
    expect(rows[5]!.errors[0]).toMatchObject({ column: "link_url" });
    expect(rows[6]!.reasons).toEqual(["Identical to what is stored"]);

    const { result } = await importFile("mixed.csv", csv);
    expect(result.counts).toEqual({ add: 2, update: 0, unchanged: 1, skip: 1, error: 5 });
    expect(result.notApplied.map((r) => r.row)).toEqual([3, 4, 5, 6, 7, 10]);
    const titles = (await db.select().from(resources)).map((r) => r.title).sort();
    expect(titles).toEqual(["Good one", "Second good", "Stored already"]);

    // 'Create missing subjects' turns the unknown subject into a new subject.
    const withSubjects = await importFile("mixed.csv", csv, { createSubjects: true });
    expect(withSubjects.result.subjectsCreated).toEqual(["foundation/astrology"]);
    const [astrology] = await db.select().from(subjects).where(eq(subjects.slug, "astrology"));
    expect(astrology).toMatchObject({ level: "foundation", name: "Astrology" });
  });

  it("an emoji cut short in a row's message still applies (no half surrogate pair reaches jsonb)", async () => {
    await addSubjects(getDb(), "foundation", ["english"]);
    // The level's message quotes its first 40 UTF-16 units: an emoji straddles unit 40.
    const level = `${"x".repeat(39)}😀 more`;
    const csv = [
      "title,description,category,level,subject,resource_type",
      `Cut short,x,academic,${level},english,notes`,
      "Fine,x,academic,foundation,english,notes",
    ].join("\n");
    const { result } = await importFile("emoji.csv", csv);
    expect(result.counts.add).toBe(1);
    expect(result.notApplied).toHaveLength(1);
    expect(result.notApplied[0]!.reason).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("a bad row whose cells hold NUL is reported without it (jsonb cannot store NUL)", async () => {
    const json = JSON.stringify([
      {
        title: "a\u0000b",
        description: "x",
        category: "c\u0000d",
        level: "foundation",
        subject: "english",
      },
    ]);
    const { result } = await importFile("nul.json", json);
    expect(result.counts.error).toBe(1);
    expect(result.notApplied[0]!.label).toBe("ab");
    expect(JSON.stringify(result)).not.toContain("\\u0000");
  });

  it("a stale dry run is refused: Apply only does what the admin saw", async () => {
    const db = getDb();
    await addSubjects(db, "foundation", ["english"]);
    const { id, adminId, plan } = await dryRun("notes.csv", ORIGINAL_NOTES);
    await db.insert(resources).values({
      id: "3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a77",
      title: "Changed meanwhile",
      description: "",
      category: "academic",
      level: "foundation",
      subject: "english",
      resourceType: "notes",
    });
    expect(await applyDraft(db, { draftId: id, adminId, fingerprint: plan.fingerprint })).toEqual({
      status: "changed",
    });
    const fresh = await planDraft(db, (await getDraft(db, id))!);
    expect(
      fresh.ok &&
        (await applyDraft(db, { draftId: id, adminId, fingerprint: fresh.plan.fingerprint }))
          .status,
    ).toBe("applied");
    expect(
      (
        await applyDraft(db, {
          draftId: id,
          adminId,
          fingerprint: fresh.ok ? fresh.plan.fingerprint : "",
        })
      ).status,
    ).toBe("already-applied");
    // One audit row per applied import, with its counts.
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "import.apply"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminId,
      entity: "import",
      entityId: id,
      details: { file: "notes.csv", counts: { update: 1 } },
    });
  });

  it("subscribers keep their consent source and date, are confirmed (single opt-in) and never mailed", async () => {
    const db = getDb();
    await db.insert(newsletterSubscriptions).values({
      email: "student.two@example.org",
      status: "unsubscribed",
      unsubscribeTokenHash: "x".repeat(64),
    });
    const { plan, result } = await importFile("newsletter_subscriptions.csv", ORIGINAL_SUBSCRIBERS);
    expect(outcomes(plan)).toEqual([
      [2, "add"],
      [3, "skip"],
    ]);
    // An address that unsubscribed stays unsubscribed.
    expect(result.notApplied[0]!.reason).toMatch(/^Already in the list \(unsubscribed\)/);
    const [one] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "student.one@example.org"));
    expect(one).toMatchObject({
      id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e55",
      status: "confirmed",
      consentSource: "import:newsletter_subscriptions.csv",
      confirmTokenHash: null,
      confirmationSentAt: null,
    });
    expect(one!.createdAt.toISOString()).toBe("2024-02-03T11:12:13.000Z");
    // Single opt-in: confirmed when they subscribed there.
    expect(one!.confirmedAt?.toISOString()).toBe("2024-02-03T11:12:13.000Z");
    // Our own export's columns: source and dates kept as they are.
    const ours =
      "email,status,consent_source,created_at,confirmed_at\nnew@example.org,pending,blog,2025-01-01T00:00:00.000Z,\n";
    await importFile("subscribers.csv", ours);
    const [pending] = await db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "new@example.org"));
    expect(pending).toMatchObject({ status: "pending", consentSource: "blog", confirmedAt: null });
    expect(pending!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("blog posts: Postgres array tags, sanitized HTML, identity by slug", async () => {
    const db = getDb();
    const { result } = await importFile("blog_posts.csv", ORIGINAL_POSTS);
    expect(result.counts.add).toBe(1);
    const [post] = await db.select().from(blogPosts);
    expect(post).toMatchObject({
      id: "9b3e4d5f-2a7b-4c89-9dab-5e4c3f2a1b33",
      slug: "welcome-back",
      tags: ["study", "exam tips"],
      readTime: "7 min",
      readTimeManual: true,
      published: true,
      content: "<p>Hello <strong>world</strong></p>",
    });
    const again = await importFile("blog_posts.csv", ORIGINAL_POSTS);
    expect(again.result.counts.unchanged).toBe(1);
    // Tags as a JSON list are the same tags: still unchanged.
    const jsonTags = ORIGINAL_POSTS.replace(
      '"{study,""exam tips""}"',
      '"[""study"",""exam tips""]"',
    );
    expect((await dryRun("blog_posts.csv", jsonTags)).plan.counts.unchanged).toBe(1);
  });

  it("a post whose text changes gets its read time recomputed, unless an admin set it", async () => {
    const db = getDb();
    const file = (content: string) =>
      `slug,title,excerpt,content\nlong-read,Long read,One,"${content}"\nset-by-hand,Set by hand,Two,"${content}"\n`;
    await importFile("blog_posts.csv", file("<p>Short.</p>"));
    await db
      .update(blogPosts)
      .set({ readTime: "12 min", readTimeManual: true })
      .where(eq(blogPosts.slug, "set-by-hand"));
    const longText = `<p>${"word ".repeat(1000)}</p>`;
    const { result } = await importFile("blog_posts.csv", file(longText));
    expect(result.counts.update).toBe(2);
    const bySlug = new Map(
      (await db.select().from(blogPosts)).map((post) => [post.slug, post.readTime]),
    );
    expect(bySlug.get("long-read")).toBe(postReadTime(longText, undefined));
    expect(bySlug.get("long-read")).not.toBe(postReadTime("<p>Short.</p>", undefined));
    expect(bySlug.get("set-by-hand")).toBe("12 min");
  });

  it("export → import round-trips with zero changes (every kind, CSV and JSON)", async () => {
    const db = getDb();
    await addSubjects(db, "foundation", ["english", "computational-thinking", "statistics"]);
    await importFile("resources.csv", ORIGINAL_RESOURCES);
    await importFile("notes.csv", ORIGINAL_NOTES);
    await importFile("blog_posts.csv", ORIGINAL_POSTS);
    await importFile("subs.csv", ORIGINAL_SUBSCRIBERS);
    await db.insert(resources).values({
      title: '=HYPERLINK("http://evil.test")',
      description: '- a list\nwith two lines, "quotes" and ,commas',
      category: "general",
      level: "foundation",
      subject: "computational_thinking", // legacy spelling: the same subject
      resourceType: "books",
      exam: "end-term",
    });
    await db
      .update(subjects)
      .set({ term: "term1", folderUrl: "https://drive.google.com/drive/folders/x", position: -1 })
      .where(eq(subjects.slug, "english"));
    const [english] = await db.select().from(subjects).where(eq(subjects.slug, "english"));
    const [question] = await db
      .insert(practiceQuestions)
      .values({
        subjectId: english!.id,
        slug: "which-article",
        kind: "single",
        exam: "quiz-1",
        topic: "Articles",
        difficulty: "easy",
        marks: 1,
        stem: "Which article goes before *hour*?",
        options: ["a", "an"],
        answer: 1,
        solution: "The *h* is silent: **an** hour.",
        source: "Original practice question",
        status: "published",
      })
      .returning({ id: practiceQuestions.id });
    const [paper] = await db
      .insert(practicePapers)
      .values({
        subjectId: english!.id,
        slug: "articles-mock",
        title: "Articles mock",
        exam: "quiz-1",
        timeLimitMinutes: 10,
        source: "Original mock paper",
        status: "published",
      })
      .returning({ id: practicePapers.id });
    await db
      .insert(practicePaperQuestions)
      .values({ paperId: paper!.id, questionId: question!.id, position: 0, marks: 2 });
    for (const kind of EXPORT_KINDS) {
      const csv = toCsv(kind, await exportRows(db, kind));
      const { plan } = await dryRun(`${kind}.csv`, csv, {
        kind: kind === "blog_posts" ? "auto" : kind,
      });
      expect(
        plan.sections.flatMap((s) => s.rows.filter((r) => r.outcome !== "unchanged")),
        `${kind}.csv`,
      ).toEqual([]);
    }
    const json = JSON.stringify(await exportDocument(db));
    const { plan } = await dryRun("all.json", json);
    expect(plan.sections.map((s) => s.kind)).toEqual([
      "subjects",
      "resources",
      "blog_posts",
      "subscribers",
      "practice_questions",
      "practice_papers",
    ]);
    expect(plan.counts).toMatchObject({ add: 0, update: 0, skip: 0, error: 0 });
    // Into an empty database, the JSON export brings everything back.
    await db.delete(practicePapers);
    await db.delete(practiceQuestions);
    await db.delete(resources);
    await db.delete(blogPosts);
    await db.delete(newsletterSubscriptions);
    await db.delete(subjects);
    const restored = await importFile("all.json", json);
    // 3 subjects, 4 resources, 1 post, 2 subscribers, 1 practice question and 1 paper (in a
    // subject the same file adds).
    expect(restored.result.counts).toMatchObject({ add: 12, error: 0, skip: 0 });
    const again = JSON.stringify({ ...(await exportDocument(db)), exported_at: null });
    expect(again).toBe(JSON.stringify({ ...JSON.parse(json), exported_at: null }));
  });

  it("CSV exports neutralise cells a spreadsheet would run as formulas", async () => {
    for (const value of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "'=x"]) {
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(undoFormulaGuard(guardFormula(value))).toBe(value);
    }
    expect(guardFormula("plain")).toBe("plain");
    const db = getDb();
    await addSubjects(db, "foundation", ["english"]);
    await db.insert(resources).values({
      title: '=cmd|" /C calc"!A0',
      description: "@SUM(1)",
      category: "academic",
      level: "foundation",
      subject: "english",
      resourceType: "notes",
    });
    const csv = toCsv("resources", await exportRows(db, "resources"));
    expect(csv).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(csv).toContain(",'@SUM(1),");
    for (const line of csv.split("\r\n").slice(1))
      for (const cell of line.split(",")) expect(cell).not.toMatch(/^"?[=+\-@]/);
  });
});
