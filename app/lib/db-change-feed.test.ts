// The change feed behind the page cache: writes to the tables public pages show notify every
// listener (migration 0007), on both drivers; the PostgreSQL listener survives losing its
// connection and says so.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  blogPosts,
  calendarEvents,
  gradingTerms,
  newsletterSubscriptions,
  resources,
} from "~db/schema";
import { createTestDatabase, testDatabaseKinds } from "~tests/setup/database";
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
    await until(() => heard.includes("resources"), "the insert");

    heard.length = 0;
    await db.insert(newsletterSubscriptions).values({
      email: "a@example.com",
      unsubscribeTokenHash: "x",
    });
    await db.update(resources).set({ title: "Week 1 notes (v2)" });
    await until(() => heard.length > 0, "the update");
    expect(heard).toEqual(["resources"]);

    heard.length = 0;
    await db.execute(sql`delete from ${resources} where id = ${row!.id}`);
    // CASCADE: newsletter issues refer to posts.
    await db.execute(sql`truncate ${blogPosts} cascade`);
    await db.execute(sql`truncate ${gradingTerms}`);
    await until(() => heard.length >= 3, "the delete and truncates");
    expect(heard).toEqual(["resources", "blog_posts", "grading_terms"]);
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
