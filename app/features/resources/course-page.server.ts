// Reads of a course page (/resources/{level}/{course}) beyond what every subject page reads: the
// course's catalogue facts (ADR 046) and how much each of its sections holds.
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { subjects } from "~db/schema";
import type { PublicLevel } from "./subjects";

/** The catalogue facts of a course that its page shows. */
export async function getCourseFacts(db: Database, level: PublicLevel, slug: string) {
  const [row] = await db
    .select({
      id: subjects.id,
      slug: subjects.slug,
      shortName: subjects.shortName,
      code: subjects.code,
      credits: subjects.credits,
      term: subjects.term,
      track: subjects.track,
      gradingId: subjects.gradingId,
      source: subjects.source,
    })
    .from(subjects)
    .where(and(eq(subjects.level, level), eq(subjects.slug, slug)))
    .limit(1);
  return row;
}

export type CourseFacts = NonNullable<Awaited<ReturnType<typeof getCourseFacts>>>;

export interface CourseMaterialCounts {
  lectures: number;
  notes: number;
  pyqs: number;
  /** Published practice questions. */
  practice: number;
}

/**
 * How many lectures, notes and previous-year papers a course has, and how many published practice
 * questions, in one query. A resource is the course's when it is stored, at the course's level,
 * under the course's slug or one of its former slugs (subject_aliases; a course keeps its level),
 * each also in its legacy underscored spelling; the marker rows of the old "add subject" are not
 * resources. The spellings are one array, so the (level, subject) index finds the rows
 * (exported for the EXPLAIN test).
 */
export function courseMaterialCountsQuery(subjectId: string): SQL {
  return sql`
    WITH course AS (SELECT level, slug FROM subjects WHERE id = ${subjectId}),
    names AS (
      SELECT slug FROM course
      UNION
      SELECT a.slug FROM subject_aliases a JOIN course c ON a.level = c.level
      WHERE a.subject_id = ${subjectId}
    )
    SELECT r.resource_type AS type, count(*)::int AS n
    FROM resources r
    WHERE r.level = (SELECT level FROM course)
      AND r.subject = ANY (ARRAY(
        SELECT slug FROM names UNION SELECT replace(slug, '-', '_') FROM names))
      AND r.resource_type IN ('lectures', 'notes', 'pyqs')
      AND r.resource_tag <> 'introduction'
    GROUP BY r.resource_type
    UNION ALL
    SELECT 'practice', count(*)::int FROM practice_questions q
    WHERE q.subject_id = ${subjectId} AND q.status = 'published'`;
}

export async function countCourseMaterials(
  db: Database,
  subjectId: string,
): Promise<CourseMaterialCounts> {
  const result = await db.execute(courseMaterialCountsQuery(subjectId));
  // Both drivers answer `{ rows }`.
  const rows = (result as unknown as { rows: { type: string; n: number }[] }).rows;
  const counts: CourseMaterialCounts = { lectures: 0, notes: 0, pyqs: 0, practice: 0 };
  for (const row of rows) {
    if (row.type in counts) counts[row.type as keyof CourseMaterialCounts] = Number(row.n);
  }
  return counts;
}
