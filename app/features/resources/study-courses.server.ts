// The catalogue's courses as the study-materials page lists them: the Foundation and Diploma
// courses, each with what a card names it by and its shared folder, when one is set.
import { asc, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { safeLinkHref } from "~/lib/safe-url";
import { subjects } from "~db/schema";

export const STUDY_COURSE_LEVELS = ["foundation", "diploma"] as const;

/** The Foundation and Diploma courses by level, term (those without one last), position, name. */
export async function listStudyCourses(db: Database) {
  const rows = await db
    .select({
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      shortName: subjects.shortName,
      shorthand: subjects.shorthand,
      description: subjects.description,
      term: subjects.term,
      track: subjects.track,
      folderUrl: subjects.folderUrl,
    })
    .from(subjects)
    .where(inArray(subjects.level, [...STUDY_COURSE_LEVELS]))
    .orderBy(
      asc(subjects.level),
      sql`${subjects.term} nulls last`,
      asc(subjects.position),
      asc(subjects.name),
    );
  return rows.map((row) => ({
    ...row,
    level: row.level as (typeof STUDY_COURSE_LEVELS)[number],
    // Only an http(s) address becomes a link, whatever wrote the row.
    folderUrl: safeLinkHref(row.folderUrl) ?? null,
  }));
}

export type StudyCourse = Awaited<ReturnType<typeof listStudyCourses>>[number];
