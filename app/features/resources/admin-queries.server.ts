// Reads for the admin screens: filtered, searched and paginated in SQL, newest first.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import { resources } from "~db/schema";
import { canonicalSubject, subjectSpellings } from "./subjects";

export const ADMIN_PAGE_SIZE = 50;

type ResourceRow = typeof resources.$inferSelect;

export interface ResourceListFilters {
  resourceType?: ResourceRow["resourceType"];
  level?: ResourceRow["level"];
  category?: ResourceRow["category"];
  subject?: string;
  q?: string;
  page?: number;
}

export function offsetOf(page = 1) {
  return (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE;
}

function resourceFilters(f: ResourceListFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (f.resourceType) where.push(eq(resources.resourceType, f.resourceType));
  if (f.level) where.push(eq(resources.level, f.level));
  if (f.category) where.push(eq(resources.category, f.category));
  if (f.subject) where.push(inArray(resources.subject, subjectSpellings(f.subject)));
  if (f.q?.trim()) {
    const pattern = likePattern(f.q);
    where.push(or(ilike(resources.title, pattern), ilike(resources.subject, pattern)));
  }
  return and(...where);
}

const listColumns = {
  id: resources.id,
  title: resources.title,
  subject: resources.subject,
  level: resources.level,
  category: resources.category,
  resourceType: resources.resourceType,
  term: resources.term,
};

/** The query for one page of resources, newest first (exported for the EXPLAIN test). */
export function resourcePageQuery(db: Database, filters: ResourceListFilters) {
  return db
    .select(listColumns)
    .from(resources)
    .where(resourceFilters(filters))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filters.page));
}

/** One page of resources, newest first, and how many match in all. */
export async function listAdminResources(db: Database, filters: ResourceListFilters) {
  const [rows, [total]] = await Promise.all([
    resourcePageQuery(db, filters),
    db.select({ n: count() }).from(resources).where(resourceFilters(filters)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The fields an edit form needs for one row, or undefined. */
export async function getAdminResource(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({
      ...listColumns,
      description: resources.description,
      fileUrl: resources.fileUrl,
      linkUrl: resources.linkUrl,
      exam: resources.exam,
      fileKey: resources.fileKey,
      fileName: resources.fileName,
      fileType: resources.fileType,
      fileSize: resources.fileSize,
    })
    .from(resources)
    .where(eq(resources.id, id));
  return row;
}

/** Distinct subjects of one resource type (canonical slugs), for the subject filter (spec §7). */
export async function listTypeSubjects(db: Database, resourceType: ResourceRow["resourceType"]) {
  const rows = await db
    .selectDistinct({ subject: resources.subject })
    .from(resources)
    .where(eq(resources.resourceType, resourceType))
    .orderBy(asc(resources.subject));
  return [...new Set(rows.map((r) => canonicalSubject(r.subject)))].sort();
}
