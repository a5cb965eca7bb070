// The subjects the submission form offers: the subjects table's rows at the form's levels.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { subjects } from "~db/schema";
import { OTHER_SUBJECT, SUBMISSION_LEVELS } from "./form";
import type { SubjectChoice } from "./publish-schema";

const LEVELS = SUBMISSION_LEVELS.map((l) => l.value);

/** Every subject of the levels a student may pick, in the order the resources pages list them. */
export function listSubmissionSubjects(db: Database): Promise<SubjectChoice[]> {
  return db
    .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.level, LEVELS))
    .orderBy(asc(subjects.level), asc(subjects.term), asc(subjects.position), asc(subjects.name));
}

/** Whether `subject` may be submitted at `level`: one of the level's subjects, or "other". */
export async function isSubmissionSubject(
  db: Database,
  level: string,
  subject: string,
): Promise<boolean> {
  if (subject === OTHER_SUBJECT.value) return true;
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.level, level as (typeof LEVELS)[number]), eq(subjects.slug, subject)));
  return Boolean(row);
}
