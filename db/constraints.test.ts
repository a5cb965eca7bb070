import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { pgErrorCode } from "~/lib/db.server";
import { describeWithDatabase } from "~tests/setup/database";
import { selectRows } from "~tests/setup/rows";
import { blogPosts, newsletterSubscriptions, resources } from "./schema";

const post = {
  title: "A post",
  slug: "a-post",
  excerpt: "Excerpt",
  content: "<p>Body</p>",
  category: "News",
  author: "Someone",
};

describeWithDatabase("database constraints", (getDb) => {
  it("reports a duplicate blog slug as Postgres code 23505 at error.cause.code", async () => {
    const db = getDb();
    await db.insert(blogPosts).values(post);
    const error = await db
      .insert(blogPosts)
      .values({ ...post, title: "Another" })
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("23505");
    expect(pgErrorCode(error)).toBe("23505");
  });

  it("reports a duplicate newsletter email as 23505 and keeps one row", async () => {
    const db = getDb();
    await db
      .insert(newsletterSubscriptions)
      .values({ email: "student@example.com", unsubscribeTokenHash: crypto.randomUUID() });
    const error = await db
      .insert(newsletterSubscriptions)
      .values({ email: "student@example.com", unsubscribeTokenHash: crypto.randomUUID() })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe("23505");
    expect(await db.select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("refuses a newsletter email that is not lower-cased (23514)", async () => {
    const error = await getDb()
      .insert(newsletterSubscriptions)
      .values({ email: "Student@Example.com", unsubscribeTokenHash: "x" })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe("23514");
  });

  it("refuses a resource type outside the enumeration (23514)", async () => {
    const error = await getDb()
      .insert(resources)
      .values({
        title: "t",
        description: "d",
        category: "academic",
        level: "foundation",
        subject: "mathematics",
        resourceType: "videos" as "notes",
      })
      .catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe("23514");
  });

  it("fills defaults: uuid id, resource_tag and term 'general', read time '5 min', published", async () => {
    const db = getDb();
    const [resource] = await db
      .insert(resources)
      .values({
        title: "t",
        description: "d",
        category: "academic",
        level: "foundation",
        subject: "mathematics",
        resourceType: "notes",
      })
      .returning();
    expect(resource?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(resource).toMatchObject({ resourceTag: "general", term: "general", exam: null });
    const [created] = await db.insert(blogPosts).values(post).returning();
    expect(created).toMatchObject({ readTime: "5 min", published: true, tags: [] });
  });
});

describeWithDatabase("database indexes", (getDb) => {
  it("keeps no GIN pending list: PGlite has no autovacuum to flush one", async () => {
    const db = getDb();
    const rows = await selectRows<{ name: string; options: string }>(
      db,
      sql`
      SELECT c.relname AS name, coalesce(array_to_string(c.reloptions, ','), '') AS options
      FROM pg_class c JOIN pg_am am ON am.oid = c.relam
      WHERE am.amname = 'gin' AND c.relkind = 'i' AND c.relnamespace = 'public'::regnamespace
      ORDER BY 1`,
    );
    expect(rows.map((row) => row.name)).toContain("search_documents_search_idx");
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) expect(row.options, row.name).toMatch(/fastupdate=(off|false)/);
  });
});
