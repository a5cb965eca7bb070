// The subjects the submission form offers (the course catalogue at the form's levels), and what a
// posted subject is stored as.
import { and, asc, eq, sql } from "drizzle-orm";
import type { SubjectChoice } from "~/components/subject-select";
import { courseLabel, subjectSpellings, TRACK_TITLES } from "~/features/resources/subjects";
import type { Database } from "~/lib/db.server";
import { SUBJECT_TRACKS } from "~db/enums";
import { subjectAliases, subjects } from "~db/schema";
import { OTHER_SUBJECT, SUBMISSION_LEVELS } from "./form";
import { SUBMISSION_SUBJECTS } from "./publish-schema";

const LEVELS: string[] = SUBMISSION_LEVELS.map((l) => l.value);
/** The diplomas in the calculators' order; a course of neither after them. */
const TRACKS = [...SUBJECT_TRACKS, null];
type Level = (typeof SUBMISSION_LEVELS)[number]["value"];

/**
 * Every course of the levels a student may pick, by level (in the form's order) and, at the
 * diploma, by diploma; within each, as the resources pages list them. Each is named as every page
 * names it (`courseLabel`).
 */
export async function listSubmissionSubjects(db: Database): Promise<SubjectChoice[]> {
  const rows = await db
    .select({
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      shortName: subjects.shortName,
      track: subjects.track,
    })
    .from(subjects)
    .orderBy(sql`${subjects.term} nulls last`, asc(subjects.position), asc(subjects.name));
  const rank = (row: (typeof rows)[number]) =>
    LEVELS.indexOf(row.level) * TRACKS.length + TRACKS.indexOf(row.track);
  return rows
    .filter((row) => LEVELS.includes(row.level))
    .sort((a, b) => rank(a) - rank(b))
    .map((row) => ({
      level: row.level,
      slug: row.slug,
      name: courseLabel(row),
      group: row.level === "diploma" && row.track ? TRACK_TITLES[row.track] : undefined,
    }));
}

/** The values of the spec's form, before it listed the catalogue (`mathematics`, `data_science`…). */
const LEGACY_SUBJECTS = new Set<string>(
  SUBMISSION_SUBJECTS.map((s) => s.value).filter((value) => value !== OTHER_SUBJECT.value),
);

/** The level's course a slug names: its own slug, or an old one (an alias) of it. */
async function courseSlug(db: Database, level: Level, slug: string): Promise<string | null> {
  const [own] = await db
    .select({ slug: subjects.slug })
    .from(subjects)
    .where(and(eq(subjects.level, level), eq(subjects.slug, slug)));
  if (own) return own.slug;
  const [alias] = await db
    .select({ slug: subjects.slug })
    .from(subjectAliases)
    .innerJoin(subjects, eq(subjects.id, subjectAliases.subjectId))
    .where(and(eq(subjectAliases.level, level), eq(subjectAliases.slug, slug)));
  return alias?.slug ?? null;
}

/**
 * What a submission stores as its subject, or null when `subject` is none the form accepts at
 * `level` (the page then says so). Nothing a form ever sent is lost:
 * - a course of the level, by its slug (today's form), or by an old slug (a page loaded before a
 *   rename): the course's slug;
 * - "other": as it is;
 * - a value of the spec's form: the level's course of that name when there is one
 *   (`computational_thinking` → `computational-thinking`); else, as at another level or for
 *   `data_science` (a diploma, not a course), the value itself, which the review screen reads as
 *   words and the admin places.
 */
export async function resolveSubmissionSubject(
  db: Database,
  level: Level,
  subject: string,
): Promise<string | null> {
  if (subject === OTHER_SUBJECT.value) return subject;
  for (const spelling of subjectSpellings(subject)) {
    const slug = await courseSlug(db, level, spelling);
    if (slug) return slug;
  }
  return LEGACY_SUBJECTS.has(subject) ? subject : null;
}
