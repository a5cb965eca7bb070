// The change feed behind the page cache: writes to the tables public pages show notify every
// listener (migrations 0007 and 0022), with the courses a write touched, on both drivers; the PostgreSQL listener survives losing its
// connection and says so.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  calendarEvents,
  gradingTerms,
  newsletterSubscriptions,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  resources,
  subjects,
} from "~db/schema";
import { createTestDatabase, testDatabaseKinds } from "~tests/setup/database";
import { selectRows } from "~tests/setup/rows";
import { FEED_TABLES } from "../../server/page-cache-rules";
import type { DatabaseHandle } from "./db.server";

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 400 && !condition(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe.each(testDatabaseKinds())("content change feed (%s)", (kind) => {
  let handle: DatabaseHandle;
  const heard: string[] = [];
  const states: boolean[] = [];
  let stop: () => Promise<void>;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    stop = await handle.listen(
      "page_cache",
      (payload) => heard.push(payload),
      (connected) => states.push(connected),
    );
  });
  afterAll(async () => {
    await stop?.();
    await handle?.close();
  });

  it("hears every kind of write to resources, blog posts and grading terms, and nothing else", async () => {
    const { db } = handle;
    const [row] = await db
      .insert(resources)
      .values({
        title: "Week 1 notes",
        description: "Notes for week 1",
        category: "academic",
        level: "foundation",
        subject: "mathematics",
        resourceType: "notes",
        resourceTag: "week-1",
        term: "term-1",
      })
      .returning({ id: resources.id });
    // A resource's course comes with the table's name (migration 0022).
    await until(() => heard.includes("resources foundation/mathematics"), "the insert");

    heard.length = 0;
    await db.insert(newsletterSubscriptions).values({
      email: "a@example.com",
      unsubscribeTokenHash: "x",
    });
    await db.update(resources).set({ title: "Week 1 notes (v2)" });
    await until(() => heard.length > 0, "the update");
    expect(heard).toEqual(["resources foundation/mathematics"]);

    heard.length = 0;
    // A statement that touches no row says nothing.
    await db
      .update(resources)
      .set({ title: "x" })
      .where(sql`false`);
    // Moving a resource to another course names both; its underscored spelling counts as the course.
    await db.update(resources).set({ level: "diploma", subject: "machine_learning_foundations" });
    await db.execute(sql`delete from ${resources} where id = ${row!.id}`);
    // A course that is not a slug (a row written by hand) cannot be named: the whole table.
    await db.insert(resources).values({
      title: "Odd",
      description: "Written by hand",
      category: "academic",
      level: "foundation",
      subject: "Ünïcode subject",
      resourceType: "notes",
      resourceTag: "week-1",
      term: "term-1",
    });
    // CASCADE: newsletter issues refer to posts.
    await db.execute(sql`truncate ${blogPosts} cascade`);
    await db.execute(sql`truncate ${gradingTerms}`);
    await until(() => heard.length >= 5, "the delete, the odd row and the truncates");
    expect(heard).toEqual([
      "resources diploma/machine-learning-foundations foundation/mathematics",
      "resources diploma/machine-learning-foundations",
      "resources",
      "blog_posts",
      "grading_terms",
    ]);
  });

  it("names a course's old and new slug, and the course of a practice question and of a paper's question", async () => {
    const { db } = handle;
    const [course] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "statistics")));
    heard.length = 0;
    await db
      .update(subjects)
      .set({ slug: "statistics-renamed" })
      .where(eq(subjects.id, course!.id));
    await db.update(subjects).set({ slug: "statistics" }).where(eq(subjects.id, course!.id));
    await until(() => heard.length >= 2, "the renames");
    expect(heard).toEqual([
      "subjects foundation/statistics foundation/statistics-renamed",
      "subjects foundation/statistics foundation/statistics-renamed",
    ]);

    heard.length = 0;
    const [question] = await db
      .insert(practiceQuestions)
      .values({
        subjectId: course!.id,
        slug: "feed-question",
        kind: "single",
        exam: "quiz-1",
        topic: "Mean",
        difficulty: "easy",
        stem: "Which is the mean of 1 and 3?",
        options: ["2", "3"],
        answer: 0,
        solution: "(1 + 3) / 2 = 2.",
        source: "Written for the tests",
      })
      .returning({ id: practiceQuestions.id });
    const [paper] = await db
      .insert(practicePapers)
      .values({
        subjectId: course!.id,
        slug: "feed-paper",
        kind: "mock",
        title: "Feed mock",
        exam: "quiz-1",
        timeLimitMinutes: 30,
        source: "Original mock",
      })
      .returning({ id: practicePapers.id });
    await db.insert(practicePaperQuestions).values({
      paperId: paper!.id,
      questionId: question!.id,
      position: 1,
    });
    await until(() => heard.length >= 3, "the practice writes");
    expect(heard).toEqual([
      "practice_questions foundation/statistics",
      "practice_papers foundation/statistics",
      "practice_paper_questions foundation/statistics",
    ]);
    await db.delete(practicePapers).where(eq(practicePapers.id, paper!.id));
    await db.delete(practiceQuestions).where(eq(practiceQuestions.id, question!.id));
  });

  it("has a trigger on exactly the tables the page cache rules know", async () => {
    const rows = await selectRows<{ table: string }>(
      handle.db,
      sql`select distinct c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal and p.proname like 'notify_page_cache%' order by 1`,
    );
    expect(rows.map((row) => row.table)).toEqual([...FEED_TABLES]);
  });

  it("hears writes to the exam calendar (its page and feeds are cached pages)", async () => {
    const { db } = handle;
    heard.length = 0;
    const [row] = await db
      .insert(calendarEvents)
      .values({
        uid: "change-feed-test",
        kind: "quiz-1",
        title: "Quiz 1",
        term: "2026-09",
        startsAt: new Date("2026-10-25T08:30:00Z"),
        endsAt: new Date("2026-10-25T12:30:00Z"),
        source: "test",
      })
      .returning({ id: calendarEvents.id });
    await db.update(calendarEvents).set({ status: "cancelled" });
    await db.execute(sql`delete from ${calendarEvents} where id = ${row!.id}`);
    await until(() => heard.length >= 3, "the calendar writes");
    expect(heard).toEqual(["calendar_events", "calendar_events", "calendar_events"]);
  });

  if (kind !== "postgres") return;
  it("reconnects after losing its connection, reporting the gap", async () => {
    expect(states).toEqual([true]);
    // Cut the listener's connection from the server side, as a restart would.
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where query ilike 'LISTEN%' and datname = current_database()`,
    );
    await until(() => states.length >= 3, "the reconnection");
    expect(states).toEqual([true, false, true]);

    heard.length = 0;
    await handle.db.update(blogPosts).set({ title: "x" });
    await until(() => heard.includes("blog_posts"), "a write after reconnecting");
  });
});
