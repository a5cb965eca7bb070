// The course catalogue as the calculators read it: the subjects rows that have a grading id.
import { asc, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { RESOURCE_LEVELS } from "~db/enums";
import { subjects } from "~db/schema";
import type { CatalogueCourse } from "./courses";

/**
 * Every catalogue course with an id in the grading rules, in the order the resources pages list
 * them (by level, then term, then position). While the database cannot be read the list is
 * empty, and the calculators name the courses as the rules do, as `loadGradingTerms` falls back
 * to the built-in rules.
 */
export async function loadGradingCatalogue(db: Database): Promise<CatalogueCourse[]> {
  let rows: (Omit<CatalogueCourse, "gradingId"> & { gradingId: string | null })[];
  try {
    rows = await db
      .select({
        gradingId: subjects.gradingId,
        name: subjects.name,
        shortName: subjects.shortName,
        level: subjects.level,
        track: subjects.track,
        credits: subjects.credits,
      })
      .from(subjects)
      .where(isNotNull(subjects.gradingId))
      .orderBy(sql`${subjects.term} nulls last`, asc(subjects.position), asc(subjects.name));
  } catch (error) {
    logger.error(
      { err: error },
      "the course catalogue failed to load; naming courses by the rules",
    );
    return [];
  }
  const levelIndex = (level: string) => RESOURCE_LEVELS.indexOf(level as CatalogueCourse["level"]);
  return rows
    .flatMap((row) => (row.gradingId ? [{ ...row, gradingId: row.gradingId }] : []))
    .sort((a, b) => levelIndex(a.level) - levelIndex(b.level));
}
