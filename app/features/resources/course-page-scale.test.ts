// A course page's counts stay one indexed query at scale: with 100,000 resources the query reads
// the course's rows through the (level, subject) index, whatever slugs the course has had.
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { subjects } from "~db/schema";
import { withIndexesBuiltAfter } from "~tests/setup/bulk-load";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { countCourseMaterials, courseMaterialCountsQuery } from "./course-page.server";

async function plan(db: Database, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as
    { rows: Record<string, string>[] } | Record<string, string>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

describeWithDatabase("course page counts at scale", (getDb) => {
  it("reads the course's rows over the index, old slugs included", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    // The search index's per-row triggers are not what this test is about, and slow the insert.
    await db.execute(sql`alter table resources disable trigger user`);
    await withIndexesBuiltAfter(db, ["resources"], async () => {
      await db.execute(sql`
          insert into resources (title, description, category, level, subject, resource_type)
          select 'Resource ' || i, 'Description ' || i, 'academic',
            (array['foundation','diploma'])[1 + i % 2],
            -- 40 spellings of which 3 are DBMS's (its slug, its former slug, and that one's legacy
            -- spelling): about 2,000 rows per course and type, as in npm run bench.
            case when (i / 2) % 40 < 3
              then (array['database-management-systems','database-systems','database_systems'])[1 + (i / 2) % 40]
              else 'course-' || ((i / 2) % 40) end,
            (array['notes','lectures','pyqs','assignments','books'])[1 + (i / 20) % 5]
          from generate_series(1, 100000) as i`);
    });
    await db.execute(sql`alter table resources enable trigger user`);
    await db.execute(sql`analyze resources`);
    const [dbms] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.level, "diploma"), eq(subjects.slug, "database-management-systems")));
    const text = await plan(db, courseMaterialCountsQuery(dbms!.id));
    expect(text).toMatch(/Index/);
    expect(text).not.toMatch(/Seq Scan on resources/);
    const counts = await countCourseMaterials(db, dbms!.id);
    // Three of the forty spellings are DBMS's, three of the five types are counted.
    expect(counts.notes + counts.lectures + counts.pyqs).toBe(2250);
  }, 180_000);
});
