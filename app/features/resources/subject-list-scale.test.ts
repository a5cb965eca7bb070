// The lectures, notes and PYQ pages stay small and fast at scale: with 100,000 resources (about
// 700 per subject and type, as in `npm run bench`) the page and count queries of a subject are
// planned over an index (no sequential scan of the table) and a page holds at most 24 rows.
import { sql, type SQLWrapper } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { withIndexesBuiltAfter } from "~tests/setup/bulk-load";
import { describeWithDatabase } from "~tests/setup/database";
import {
  countSubjectResourcesByExam,
  type ExamTabFilter,
  listSubjectResources,
  SUBJECT_PAGE_SIZE,
} from "./queries.server";
import { NOTE_EXAM_TABS, PYQ_EXAM_TABS } from "./subjects";

async function plan(db: Database, query: SQLWrapper): Promise<string> {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as
    { rows: Record<string, string>[] } | Record<string, string>[];
  const rows = Array.isArray(result) ? result : result.rows;
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

describeWithDatabase("subject lists at scale", (getDb) => {
  it("every page and count query uses an index and a page holds at most 24 rows", async () => {
    const db = getDb();
    // The search index's triggers are not what this test is about, and slow the insert (a search
    // document per row, its GIN indexes updated row by row); the subject alias trigger leaves
    // these rows as they are (no subjects, no aliases).
    await db.execute(sql`alter table resources disable trigger user`);
    // 16 subjects × 2 levels, 5 types, exams in turn (some rows without one, some legacy spelled).
    await withIndexesBuiltAfter(db, ["resources"], async () => {
      await db.execute(sql`
          insert into resources (title, description, category, level, subject, resource_type,
            exam, created_at)
          select 'Resource ' || i, 'Description ' || i, 'academic',
            (array['foundation','diploma'])[1 + i % 2],
            (array['mathematics','statistics','english','computational-thinking',
              'computational_thinking','programming','mathematics-2','statistics-2','english-2',
              'tools-in-data-science','machine-learning-foundations','database-management-systems',
              'business-data-management','deep-learning-and-generative-ai',
              'machine-learning-techniques','machine-learning-practice-project'])[1 + (i / 2) % 16],
            (array['notes','lectures','pyqs','assignments','books'])[1 + (i / 32) % 5],
            (array['quiz-1','quiz-2','end-term','important','video',null])[1 + (i / 7) % 6],
            now() - (i / 3) * interval '1 minute'
          from generate_series(1, 100000) as i`);
    });
    await db.execute(sql`alter table resources enable trigger user`);
    await db.execute(sql`analyze resources`);

    const listing = (type: "notes" | "lectures" | "pyqs") => ({
      level: "foundation" as const,
      subject: "computational-thinking",
      type,
    });
    const tab = (tabs: typeof NOTE_EXAM_TABS, id: ExamTabFilter["tab"]) => ({ ...tabs, tab: id });
    const cases: Parameters<typeof listSubjectResources>[1][] = [
      { ...listing("lectures") },
      { ...listing("lectures"), page: 20 },
      { ...listing("notes"), exam: tab(NOTE_EXAM_TABS, "quiz-1") }, // the default tab
      { ...listing("notes"), exam: tab(NOTE_EXAM_TABS, "quiz-2"), page: 3 },
      { ...listing("pyqs"), exam: tab(PYQ_EXAM_TABS, "end-term"), page: 5 },
      { ...listing("pyqs"), exam: tab(PYQ_EXAM_TABS, "video") },
    ];
    for (const args of cases) {
      const name = JSON.stringify({ ...args, exam: args.exam?.tab });
      const text = await plan(db, listSubjectResources(db, args));
      expect(text, name).toMatch(/Index/);
      expect(text, name).not.toMatch(/Seq Scan on resources/);
      const rows = await listSubjectResources(db, args);
      expect(rows.length, name).toBeGreaterThan(0);
      expect(rows.length, name).toBeLessThanOrEqual(SUBJECT_PAGE_SIZE);
    }
    for (const type of ["notes", "lectures", "pyqs"] as const) {
      const text = await plan(db, countSubjectResourcesByExam(db, listing(type)));
      expect(text, type).toMatch(/Index/);
      expect(text, type).not.toMatch(/Seq Scan on resources/);
    }
    const counts = await countSubjectResourcesByExam(db, listing("notes"));
    expect(counts.reduce((sum, c) => sum + c.n, 0)).toBeGreaterThan(600);
  }, 180_000);
});
