import { and, count, desc, eq, inArray, isNull, ne, notInArray, or } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { resources } from "~db/schema";
import { type ExamTabs, type PublicLevel, subjectSpellings } from "./subjects";

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
    // The row the old "add subject" created marked the subject; it is not a resource.
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
      fileUrl: resources.fileUrl,
      linkUrl: resources.linkUrl,
      fileKey: resources.fileKey,
      fileType: resources.fileType,
      fileSize: resources.fileSize,
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
