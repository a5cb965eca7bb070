// The subjects the submission form offers: the subjects table's rows at the form's levels.
import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { subjects } from "~db/schema";
import { currentSubjectSlug } from "../resources/subject-queries.server";
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

/**
 * What `subject` is filed under when submitted at `level`: the current slug of one of the level's
 * subjects (a former slug of a course finds the course, ADR 046), or "other"; undefined when the
 * level has no such subject.
 */
export async function submissionSubject(
  db: Database,
  level: string,
  subject: string,
): Promise<string | undefined> {
  if (subject === OTHER_SUBJECT.value) return subject;
  if (!LEVELS.includes(level as (typeof LEVELS)[number])) return undefined;
  return currentSubjectSlug(db, level as (typeof LEVELS)[number], subject);
}
