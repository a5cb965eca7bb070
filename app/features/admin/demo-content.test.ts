// The demo content on a real database: counted by kind, removed (rows and sample files) in one
// transaction with an audit row while the operator's own and edited rows stay, files deleted only
// after the commit, a storage failure logged, a second run a no-op; the migration's backfill
// marks what older seeds wrote.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { and, eq, like, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { createCalendarEvent, updateCalendarEvent } from "~/features/calendar/mutations.server";
import { CalendarEventSchema } from "~/features/calendar/schema";
import { SAMPLE_TESTIMONIALS } from "~/features/settings/demo.server";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import type { Database } from "~/lib/db.server";
import { action as blogsAction } from "~/routes/admin/blogs";
import {
  auditLog,
  blogPosts,
  calendarEvents,
  practiceAttempts,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  resources,
  searchDocuments,
  siteSettings,
  subjects,
} from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { createMemoryStorage, seedDemoContent } from "~tests/setup/demo-content";
import { insertBlogPost, insertResource, signedInAdmin } from "~tests/setup/factories";
import { countDemoContent, demoRemovedAt, removeDemoContent } from "./demo-content.server";
import { NO_DEMO } from "./launch-checklist";

const quietLog = () => ({ warn: vi.fn() });

describeWithDatabase("demo content", (getDb) => {
  async function seeded() {
    const db = getDb();
    const storage = createMemoryStorage();
    const seed = await seedDemoContent(db, storage);
    const { admin, cookie } = await signedInAdmin(db);
    return { db, storage, seed, admin, cookie };
  }

  /** What an operator adds in the admin area: none of it is demo content. */
  async function operatorContent(db: Database, storage: ReturnType<typeof createMemoryStorage>) {
    await storage.put("own-notes.pdf", Readable.from([Buffer.from("%PDF-1.7 own")]));
    const resource = await insertResource(db, {
      title: "Operator's own notes",
      fileKey: "own-notes.pdf",
      fileName: "notes.pdf",
    });
    const post = await insertBlogPost(db, { title: "Operator's own post", slug: "own-post" });
    const [course] = await db.select().from(subjects).where(eq(subjects.code, "BSMA1002"));
    const [question] = await db
      .insert(practiceQuestions)
      .values({
        subjectId: course!.id,
        slug: "own-question",
        kind: "numeric",
        exam: "quiz-1",
        topic: "Mean",
        difficulty: "easy",
        stem: "What is the mean of 1 and 3?",
        answer: { value: 2 },
        solution: "2",
        source: "Operator",
        status: "published",
      })
      .returning();
    return { resource, post, question: question!, course: course! };
  }

  it("counts what the seed wrote, kind by kind; nothing on an empty site", async () => {
    expect(await countDemoContent(getDb())).toEqual(NO_DEMO);
    const { db, seed } = await seeded();
    expect(await countDemoContent(db)).toEqual({
      resources: seed.resources,
      files: seed.files,
      posts: seed.posts,
      questions: seed.practice.questions,
      papers: seed.practice.papers,
      events: seed.calendar.events,
      testimonials: SAMPLE_TESTIMONIALS.length,
    });
    expect(seed.resources).toBeGreaterThan(100);
    expect(seed.calendar.events).toBeGreaterThan(10);
  });

  it("removes every demo row and sample file in one go; the operator's rows stay; audited once; a second run changes nothing", async () => {
    const { db, storage, seed, admin } = await seeded();
    const own = await operatorContent(db, storage);
    const demoKeys = [...storage.files.keys()].filter((key) => key.startsWith("demo-"));
    expect(demoKeys).toHaveLength(seed.files);

    // An operator's mock built from a demo question keeps that question.
    const [demoQuestion] = await db
      .select()
      .from(practiceQuestions)
      .where(and(eq(practiceQuestions.demo, true), eq(practiceQuestions.subjectId, own.course.id)))
      .limit(1);
    const [ownPaper] = await db
      .insert(practicePapers)
      .values({
        subjectId: own.course.id,
        slug: "own-mock",
        title: "Own mock",
        exam: "quiz-1",
        timeLimitMinutes: 10,
        source: "Operator",
      })
      .returning();
    await db.insert(practicePaperQuestions).values([
      { paperId: ownPaper!.id, questionId: demoQuestion!.id, position: 0 },
      { paperId: ownPaper!.id, questionId: own.question.id, position: 1 },
    ]);
    // Someone sat a demo mock: the attempt goes with it.
    const [demoPaper] = await db
      .select()
      .from(practicePapers)
      .where(eq(practicePapers.demo, true))
      .limit(1);
    await db.insert(practiceAttempts).values({
      id: "attemptOfADemoMock0001",
      paperId: demoPaper!.id,
      deadlineAt: new Date(Date.now() + 60_000),
    });
    // A date the operator added, and a demo date the operator edited: both theirs.
    const term = "2026-09";
    const added = await createCalendarEvent(db, {
      adminId: admin.id,
      form: CalendarEventSchema.parse({
        term,
        kind: "quiz-1",
        title: "Quiz 1",
        date: "2026-10-25",
        allDay: true,
        source: "Operator",
      }),
    });
    const [demoEvent] = await db
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.demo, true))
      .limit(1);
    const edited = await updateCalendarEvent(db, {
      adminId: admin.id,
      id: demoEvent!.id,
      form: CalendarEventSchema.parse({
        term: demoEvent!.term,
        kind: demoEvent!.kind,
        title: `${demoEvent!.title} (checked)`,
        date: "2025-09-19",
        allDay: true,
        source: demoEvent!.source,
      }),
    });
    expect(added.ok && edited.ok).toBe(true);
    // The operator's own quote beside the samples.
    const ownQuote = { name: "Kavya", role: "Diploma student", content: "The PYQs helped." };
    await saveSiteSetting(db, admin.id, "testimonials", {
      samples: true,
      items: [...SAMPLE_TESTIMONIALS, ownQuote],
    });

    const log = quietLog();
    const result = await removeDemoContent(db, storage, { adminId: admin.id, log });
    expect(result).toEqual({
      removed: {
        resources: seed.resources,
        files: seed.files,
        posts: seed.posts,
        questions: seed.practice.questions - 1,
        papers: seed.practice.papers,
        events: seed.calendar.events - 1,
        testimonials: SAMPLE_TESTIMONIALS.length,
      },
      keptQuestions: 1,
      filesDeleted: seed.files,
      filesFailed: 0,
    });
    expect(log.warn).not.toHaveBeenCalled();
    expect(await countDemoContent(db)).toEqual(NO_DEMO);

    // Rows: only the operator's are left.
    expect((await db.select().from(resources)).map((r) => r.title)).toEqual([
      "Operator's own notes",
    ]);
    expect((await db.select().from(blogPosts)).map((p) => p.title)).toEqual([
      "Operator's own post",
    ]);
    const questions = await db.select().from(practiceQuestions);
    expect(questions.map((q) => q.id).sort()).toEqual([demoQuestion!.id, own.question.id].sort());
    expect(questions.every((q) => !q.demo)).toBe(true);
    expect((await db.select().from(practicePapers)).map((p) => p.slug)).toEqual(["own-mock"]);
    expect(await db.select().from(practicePaperQuestions)).toHaveLength(2);
    expect(await db.select().from(practiceAttempts)).toEqual([]);
    const events = await db.select().from(calendarEvents);
    expect(events.map((e) => e.title).sort()).toEqual(
      ["Quiz 1", `${demoEvent!.title} (checked)`].sort(),
    );
    const [testimonials] = await db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "testimonials"));
    expect(testimonials!.value).toEqual({ samples: true, items: [ownQuote] });
    // The site search forgets them too (its triggers).
    expect(
      await db.select().from(searchDocuments).where(like(searchDocuments.key, "resource:%")),
    ).toHaveLength(1);

    // Files: the samples are gone, the operator's stays.
    expect([...storage.files.keys()]).toEqual(["own-notes.pdf"]);

    // One audit row, naming what went.
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "demo.remove"));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      adminId: admin.id,
      entity: "demo_content",
      details: { resources: seed.resources, posts: seed.posts, keptQuestions: 1 },
    });
    expect(await demoRemovedAt(db)).toEqual(audits[0]!.createdAt);

    // Again: nothing to remove, nothing written.
    const again = await removeDemoContent(db, storage, { adminId: admin.id, log });
    expect(again).toEqual({ removed: NO_DEMO, keptQuestions: 0, filesDeleted: 0, filesFailed: 0 });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "demo.remove"))).toHaveLength(
      1,
    );
  });

  it("a failed commit leaves every row and file in place", async () => {
    const { db, storage, seed, admin } = await seeded();
    const before = await countDemoContent(db);
    // The audit row is the transaction's last write: make it fail.
    await db.execute(sql`
      create function refuse_demo_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await db.execute(sql`
      create trigger refuse_demo_audit before insert on audit_log
      for each row when (new.action = 'demo.remove') execute function refuse_demo_audit()`);
    try {
      await expect(
        removeDemoContent(db, storage, { adminId: admin.id, log: quietLog() }),
      ).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_demo_audit on audit_log`);
      await db.execute(sql`drop function refuse_demo_audit()`);
    }
    expect(await countDemoContent(db)).toEqual(before);
    expect([...storage.files.keys()].filter((k) => k.startsWith("demo-"))).toHaveLength(seed.files);
    expect(await demoRemovedAt(db)).toBeNull();
  });

  it("a file storage cannot delete is logged and counted, not fatal", async () => {
    const { db, storage, seed, admin } = await seeded();
    const stuck = [...storage.files.keys()].find((key) => key.startsWith("demo-"))!;
    const flaky = {
      ...storage,
      async delete(key: string) {
        if (key === stuck) throw new Error("Access Denied");
        await storage.delete(key);
      },
    };
    const log = quietLog();
    const result = await removeDemoContent(db, flaky, { adminId: admin.id, log });
    expect(result.filesDeleted).toBe(seed.files - 1);
    expect(result.filesFailed).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ fileKey: stuck }),
      "could not delete a demo file from storage",
    );
    // The rows are gone all the same.
    expect(await countDemoContent(db)).toEqual(NO_DEMO);
    expect([...storage.files.keys()]).toEqual([stuck]);
  });

  it("an admin's edit of a demo row makes it the operator's", async () => {
    const { db, cookie } = await seeded();
    const [demoPost] = await db.select().from(blogPosts).where(eq(blogPosts.demo, true)).limit(1);
    const response = (await blogsAction({
      request: new Request("http://localhost/admin/blogs", {
        method: "POST",
        body: new URLSearchParams({
          intent: "save",
          id: demoPost!.id,
          title: demoPost!.title,
          slug: demoPost!.slug,
          category: demoPost!.category,
          author: "Our team",
          excerpt: demoPost!.excerpt,
          content: "Rewritten by the operator.",
          published: "on",
        }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: testContext({ db, clientIp: "127.0.0.1" }),
    } as never)) as Response;
    expect(response.status).toBe(303);
    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.id, demoPost!.id));
    expect(after).toMatchObject({ author: "Our team", demo: false });
    expect((await countDemoContent(db)).posts).toBe(4);
  });

  it("the migration's backfill marks what a seed wrote before the column existed, and nothing else", async () => {
    const { db, seed } = await seeded();
    const own = await operatorContent(db, createMemoryStorage());
    // An old database: the seed's rows unmarked, one demo question edited since.
    for (const table of [resources, blogPosts, practiceQuestions, practicePapers, calendarEvents])
      await db.update(table).set({ demo: false });
    const [edited] = await db
      .update(practiceQuestions)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(
        sql`${practiceQuestions.id} = (select id from practice_questions where source = 'Original practice question' limit 1)`,
      )
      .returning({ id: practiceQuestions.id });
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../../../drizzle/0019_demo_marker.sql"),
      "utf8",
    );
    const backfill = migration.slice(migration.indexOf("-- Databases seeded before"));
    for (const statement of backfill.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    expect(await countDemoContent(db)).toEqual({
      resources: seed.resources,
      files: seed.files,
      posts: seed.posts,
      questions: seed.practice.questions - 1,
      papers: seed.practice.papers,
      events: seed.calendar.events,
      testimonials: SAMPLE_TESTIMONIALS.length,
    });
    const marked = async (table: typeof resources | typeof blogPosts, id: string) =>
      (await db.select({ demo: table.demo }).from(table).where(eq(table.id, id)))[0]!.demo;
    expect(await marked(resources, own.resource.id)).toBe(false);
    expect(await marked(blogPosts, own.post.id)).toBe(false);
    const [q] = await db
      .select({ demo: practiceQuestions.demo })
      .from(practiceQuestions)
      .where(eq(practiceQuestions.id, edited!.id));
    expect(q!.demo).toBe(false);
  });
});
