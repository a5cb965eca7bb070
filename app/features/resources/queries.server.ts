import { and, count, desc, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { PublicLevel } from "~/content/subjects";
import type { Database } from "~/lib/db.server";
import { resources } from "../../../db/schema";
import { canonicalSubject, type ExamTabs, subjectSpellings } from "./subjects";

export type ResourceType = (typeof resources.$inferSelect)["resourceType"];

/** Cards per page of a lectures, notes or PYQ page: fills whole rows of the 1/2/3-column grid. */
export const SUBJECT_PAGE_SIZE = 24;

export interface SubjectListing {
  level: PublicLevel;
  subject: string;
  type: ResourceType;
}

/** One exam tab of a notes or PYQ page. */
export interface ExamTabFilter extends ExamTabs {
  tab: ExamTabs["defaultTab"];
}

function listingWhere({ level, subject, type }: SubjectListing) {
  return and(
    eq(resources.resourceType, type),
    eq(resources.level, level),
    inArray(resources.subject, subjectSpellings(subject)),
    // The row an admin's "add subject" creates marks the subject; it is not a resource.
    ne(resources.resourceTag, "introduction"),
  );
}

/** The rows `examTab` puts under this tab: its exam, plus everything no other tab claims. */
function examWhere({ tab, tabs, defaultTab }: ExamTabFilter) {
  if (tab !== defaultTab) return eq(resources.exam, tab);
  const others = tabs.map((t) => t.id).filter((id) => id !== defaultTab);
  return or(isNull(resources.exam), notInArray(resources.exam, others));
}

/**
 * One page of a subject's resources of one type (of one exam tab when given), newest first with
 * the id as tie-breaker so pages never overlap; legacy underscored rows included.
 */
export function listSubjectResources(
  db: Database,
  { exam, page = 1, ...listing }: SubjectListing & { exam?: ExamTabFilter; page?: number },
) {
  return db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      // A file of ours (a published submission's) is the download; else the stored URL.
      fileUrl: sql<
        string | null
      >`coalesce('/files/' || ${resources.fileKey}, ${resources.fileUrl})`,
      linkUrl: resources.linkUrl,
    })
    .from(resources)
    .where(and(listingWhere(listing), exam ? examWhere(exam) : undefined))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(SUBJECT_PAGE_SIZE)
    .offset((Math.max(1, Math.floor(page)) - 1) * SUBJECT_PAGE_SIZE);
}

/** How many of a subject's resources of one type carry each `exam` value (null included). */
export function countSubjectResourcesByExam(db: Database, listing: SubjectListing) {
  return db
    .select({ exam: resources.exam, n: count() })
    .from(resources)
    .where(listingWhere(listing))
    .groupBy(resources.exam);
}

/** Whether any resource (of any type) exists for this subject at this level. */
export async function subjectHasResources(db: Database, level: PublicLevel, subject: string) {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.level, level), inArray(resources.subject, subjectSpellings(subject))))
    .limit(1);
  return row !== undefined;
}

/**
 * Canonical slugs of every subject with resources at this level. A loose index scan on
 * (level, subject): one index probe per distinct subject, not a pass over every resource row
 * (SELECT DISTINCT would read all of them: 50,000 at a level in the benchmark).
 */
export async function listLevelSubjects(db: Database, level: PublicLevel): Promise<string[]> {
  const result = await db.execute(levelSubjectsQuery(level));
  const rows = (result as unknown as { rows: { subject: string }[] }).rows;
  return [...new Set(rows.map((r) => canonicalSubject(r.subject)))].sort();
}

export function levelSubjectsQuery(level: PublicLevel) {
  return sql`
    with recursive subjects(subject) as (
      (select subject from ${resources} where level = ${level} order by subject limit 1)
      union all
      select (
        select r.subject from ${resources} r
        where r.level = ${level} and r.subject > subjects.subject
        order by r.subject limit 1
      )
      from subjects where subjects.subject is not null
    )
    select subject from subjects where subject is not null`;
}
