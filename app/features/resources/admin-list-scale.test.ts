// The admin lists stay fast at scale: with 100,000 resources and 10,000 posts each page query is
// planned over an index (no sequential scan of the table) and returns one page of 50 rows.
import { and, count, eq, sql, type SQLWrapper } from "drizzle-orm";
import { expect, it } from "vitest";
import { postPageQuery } from "~/features/blog/admin-queries.server";
import type { Database } from "~/lib/db.server";
import { resources } from "~db/schema";
import { withIndexesBuiltAfter } from "~tests/setup/bulk-load";
import { describeWithDatabase } from "~tests/setup/database";
import { listAdminResources, resourcePageQuery } from "./admin-queries.server";
import { adminSubjectPageQuery, listAdminSubjects } from "./subject-queries.server";

async function plan(db: Database, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as
    { rows: Record<string, string>[] } | Record<string, string>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

describeWithDatabase("admin lists at scale", (getDb) => {
  it("every list query uses an index and returns one page", async () => {
    const db = getDb();
    // The search index's triggers are not what this test is about, and slow the inserts (a
    // search document per row, a new subject's resources indexed again, GIN indexes updated row
    // by row); the subject alias trigger leaves these rows as they are (no aliases yet).
    for (const table of ["resources", "blog_posts", "subjects"])
      await db.execute(sql`alter table ${sql.identifier(table)} disable trigger user`);
    await withIndexesBuiltAfter(db, ["resources", "blog_posts", "subjects"], async () => {
      await db.execute(sql`
          insert into resources (title, description, category, level, subject, resource_type, created_at)
          select 'Resource ' || i, 'Description ' || i,
            (array['academic','career','general'])[1 + i % 3],
            (array['foundation','diploma','degree'])[1 + i % 3],
            'subject-' || (i % 400),
            (array['notes','lectures','pyqs','assignments','books'])[1 + i % 5],
            now() - i * interval '1 minute'
          from generate_series(1, 100000) as i`);
      await db.execute(sql`
          insert into blog_posts (title, slug, excerpt, content, category, author, published, created_at)
          select 'Post ' || i, 'post-' || i, 'Excerpt ' || i, '<p>Body ' || i || '</p>',
            'Study Tips', 'Author ' || (i % 50), i % 7 <> 0, now() - i * interval '1 minute'
          from generate_series(1, 10000) as i`);
      await db.execute(sql`
          insert into subjects (level, slug, name)
          select level, 'subject-' || i, 'Subject ' || i
          from generate_series(0, 399) as i, unnest(array['foundation','diploma','degree']) as level`);
    });
    for (const table of ["resources", "blog_posts", "subjects"])
      await db.execute(sql`alter table ${sql.identifier(table)} enable trigger user`);
    await db.execute(sql`analyze resources`);
    await db.execute(sql`analyze blog_posts`);
    await db.execute(sql`analyze subjects`);

    const resourceCases = [
      {},
      { resourceType: "notes" as const },
      { resourceType: "pyqs" as const, level: "diploma" as const },
      { resourceType: "lectures" as const, subject: "subject-6" },
      { level: "degree" as const },
      { category: "career" as const },
      { q: "Resource 99" },
      { resourceType: "notes" as const, q: "subject-1", page: 3 },
    ];
    for (const filters of resourceCases) {
      const text = await plan(db, resourcePageQuery(db, filters));
      expect(text, JSON.stringify(filters)).toMatch(/Index/);
      expect(text, JSON.stringify(filters)).not.toMatch(/Seq Scan on resources/);
      expect(await resourcePageQuery(db, filters), JSON.stringify(filters)).toHaveLength(50);
    }
    for (const filters of [
      { level: "foundation" as const },
      { level: "degree" as const, q: "subject-1" },
    ]) {
      const text = await plan(db, adminSubjectPageQuery(db, filters));
      // Each row's resource count probes the (level, subject) index.
      expect(text, JSON.stringify(filters)).toMatch(/Index.* on resources/);
      expect(text).not.toMatch(/Seq Scan on resources/);
    }
    const subjectPage = await listAdminSubjects(db, { level: "degree", q: "subject-1" });
    // subject-1, subject-10…19, subject-100…199: 111 match; one page shows 50.
    expect(subjectPage.total).toBe(111);
    expect(subjectPage.rows).toHaveLength(50);
    // 100,000 rows over 400 subjects and 3 levels (i % 3 and i % 400): 250 each where they meet.
    const [first] = subjectPage.rows;
    const [expected] = await db
      .select({ n: count() })
      .from(resources)
      .where(and(eq(resources.level, "degree"), eq(resources.subject, first!.slug)));
    expect(first!.resources).toBe(expected!.n);
    expect(first!.resources).toBeGreaterThan(0);
    for (const filters of [{}, { q: "Author 1" }, { page: 5 }]) {
      const text = await plan(db, postPageQuery(db, filters));
      expect(text, JSON.stringify(filters)).toMatch(/Index/);
      expect(text).not.toMatch(/Seq Scan on blog_posts/);
      expect(await postPageQuery(db, filters)).toHaveLength(50);
    }
    const { rows, total } = await listAdminResources(db, { resourceType: "notes" });
    expect(rows).toHaveLength(50);
    expect(total).toBe(20000);
  }, 180_000);
});
