import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { PublicLevel } from "~/content/subjects";
import type { Database } from "~/lib/db.server";
import { resources } from "../../../db/schema";
import { canonicalSubject, subjectSpellings } from "./subjects";

export type ResourceType = (typeof resources.$inferSelect)["resourceType"];

/** The resources of one type for a subject page, newest first (legacy underscored rows too). */
export function listSubjectResources(
  db: Database,
  { level, subject, type }: { level: PublicLevel; subject: string; type: ResourceType },
) {
  return db
    .select({
      id: resources.id,
      title: resources.title,
      description: resources.description,
      fileUrl: resources.fileUrl,
      linkUrl: resources.linkUrl,
      exam: resources.exam,
      createdAt: resources.createdAt,
    })
    .from(resources)
    .where(
      and(
        eq(resources.level, level),
        inArray(resources.subject, subjectSpellings(subject)),
        eq(resources.resourceType, type),
        // The row an admin's "add subject" creates marks the subject; it is not a resource.
        ne(resources.resourceTag, "introduction"),
      ),
    )
    .orderBy(desc(resources.createdAt), desc(resources.id));
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
