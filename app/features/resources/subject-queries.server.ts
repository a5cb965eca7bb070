// Reads of the subjects table (issue 14): the public level and subject pages, the resource forms'
// subject select and the admin subjects screen. A resource belongs to the subject of its level
// whose slug is its `subject`, the legacy underscored spelling included.
import { and, asc, count, eq, ilike, inArray, max, ne, or, type SQL, sql } from "drizzle-orm";
import { courseFamily } from "~/lib/course-family";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import {
  calendarEvents,
  practicePapers,
  practiceQuestions,
  resources,
  subjectAliases,
  subjects,
} from "~db/schema";
import { ADMIN_PAGE_SIZE, listTypeSubjects, offsetOf } from "./admin-queries.server";
import type { AdminLevel } from "./schema";
import type { CatalogueSubject } from "./subject-search";
import type { SubjectUsage } from "./subject-usage";
import {
  canonicalSubject,
  PUBLIC_LEVELS,
  type PublicLevel,
  type SubjectCard,
  subjectNameFromSlug,
  subjectSpellings,
} from "./subjects";

type Level = (typeof subjects.$inferSelect)["level"];

/** A level's subjects as cards: by term (those of every term after), then position, then name. */
export async function listLevelSubjectCards(
  db: Database,
  level: PublicLevel,
): Promise<SubjectCard[]> {
  const rows = await db
    .select({
      slug: subjects.slug,
      name: subjects.name,
      shortName: subjects.shortName,
      description: subjects.description,
      term: subjects.term,
      code: subjects.code,
      track: subjects.track,
    })
    .from(subjects)
    .where(eq(subjects.level, level))
    .orderBy(sql`${subjects.term} nulls last`, asc(subjects.position), asc(subjects.name));
  // The code and diploma decide the family; the page gets the family alone.
  return rows.map(({ code, track, ...row }) => ({
    ...row,
    description: row.description || defaultDescription(row),
    family: courseFamily({ ...row, code, track }),
  }));
}

/**
 * Every subject of the public levels with the catalogue's names, for the /resources search (the
 * table holds a few dozen).
 */
export async function listPublicSubjectCards(db: Database): Promise<CatalogueSubject[]> {
  const rows = await db
    .select({
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      description: subjects.description,
      term: subjects.term,
      shortName: subjects.shortName,
      shorthand: subjects.shorthand,
      code: subjects.code,
      track: subjects.track,
    })
    .from(subjects)
    .where(inArray(subjects.level, [...PUBLIC_LEVELS]))
    .orderBy(asc(subjects.position), asc(subjects.name));
  return rows.map(({ track, ...row }) => ({
    ...row,
    level: row.level as PublicLevel,
    description: row.description || defaultDescription(row),
    family: courseFamily({ ...row, track }),
  }));
}

/** What a subject without a description of its own says about itself. */
export function defaultDescription({ name }: { name: string }) {
  return `Lectures, notes and previous-year question papers for ${name}.`;
}

/**
 * When each public subject's pages last changed (the sitemap's lastmod): the subject row's own
 * edit, and per resource type the latest edit of its resources. Legacy underscored subject
 * spellings count for their subject.
 */
export async function listSubjectPageChanges(db: Database, levels: readonly PublicLevel[]) {
  const [rows, latest] = await Promise.all([
    db
      .select({ level: subjects.level, slug: subjects.slug, updatedAt: subjects.updatedAt })
      .from(subjects)
      .where(inArray(subjects.level, [...levels]))
      .orderBy(asc(subjects.level), asc(subjects.position), asc(subjects.slug)),
    db
      .select({
        level: resources.level,
        subject: resources.subject,
        type: resources.resourceType,
        at: max(resources.updatedAt),
      })
      .from(resources)
      .where(inArray(resources.level, [...levels]))
      .groupBy(resources.level, resources.subject, resources.resourceType),
  ]);
  const byType = new Map<string, Date>();
  for (const row of latest) {
    if (!row.at) continue;
    const key = `${row.level}/${canonicalSubject(row.subject)}/${row.type}`;
    const at = new Date(row.at);
    if (!byType.has(key) || byType.get(key)! < at) byType.set(key, at);
  }
  return rows.map((row) => {
    const of = (type: string) => byType.get(`${row.level}/${row.slug}/${type}`);
    const latestOf = (...dates: (Date | undefined)[]) =>
      new Date(Math.max(...dates.filter((d): d is Date => d !== undefined).map(Number)));
    const subject = new Date(row.updatedAt);
    return {
      level: row.level as PublicLevel,
      slug: row.slug,
      notes: latestOf(subject, of("notes")),
      pyqs: latestOf(subject, of("pyqs")),
      lectures: latestOf(subject, of("lectures")),
      page: latestOf(subject, ...["notes", "pyqs", "lectures", "assignments", "books"].map(of)),
    };
  });
}

/**
 * The condition on `subjects` for the course (level, slug) names: by its slug, its legacy
 * underscored spelling, or one of its former slugs (subject_aliases, ADR 046). Read the row's own
 * `slug` to learn whether the name was current.
 */
export function subjectNamedBy(level: Level, slug: string): SQL {
  const canonical = canonicalSubject(slug);
  return and(
    eq(subjects.level, level),
    or(
      eq(subjects.slug, canonical),
      sql`${subjects.id} in (select ${subjectAliases.subjectId} from ${subjectAliases}
        where ${subjectAliases.level} = ${level} and ${subjectAliases.slug} = ${canonical})`,
    ),
  )!;
}

/** A course's own slug first, should a former slug of another course equal it. */
export const currentSlugFirst = (slug: string) =>
  sql`${subjects.slug} = ${canonicalSubject(slug)} desc`;

/**
 * The subject a public URL names, or undefined; its `slug` is the course's current one (a legacy
 * spelling or a former slug finds the course).
 */
export async function findPublicSubject(db: Database, level: PublicLevel, slug: string) {
  const [row] = await db
    .select({
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      description: subjects.description,
      folderUrl: subjects.folderUrl,
    })
    .from(subjects)
    .where(subjectNamedBy(level, slug))
    .orderBy(currentSlugFirst(slug))
    .limit(1);
  return row;
}

export interface SubjectOption {
  level: AdminLevel;
  slug: string;
  name: string;
}

/** Every subject a resource form may pick, level by level, by name. */
export function listSubjectOptions(
  db: Database,
  levels: readonly AdminLevel[],
): Promise<SubjectOption[]> {
  return db
    .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.level, [...levels]))
    .orderBy(asc(subjects.level), asc(subjects.name)) as Promise<SubjectOption[]>;
}

/**
 * The current slug of the course (level, slug) names (its slug, legacy spelling or a former slug),
 * or undefined when the level has no such course: what a resource written under `slug` is filed
 * under.
 */
export async function currentSubjectSlug(
  db: Database,
  level: Level,
  slug: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: subjects.slug })
    .from(subjects)
    .where(subjectNamedBy(level, slug))
    .orderBy(currentSlugFirst(slug))
    .limit(1);
  return row?.slug;
}

/**
 * The names of the subjects some resources belong to, keyed `level/slug` (the canonical slug):
 * lists show names, never slugs. A resource whose subject has no row gets a name made from its
 * slug.
 */
export async function subjectNamesFor(
  db: Database,
  rows: readonly { level: string; subject: string }[],
): Promise<(row: { level: string; subject: string }) => string> {
  const slugs = [...new Set(rows.map((row) => canonicalSubject(row.subject)))];
  const found = slugs.length
    ? await db
        .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
        .from(subjects)
        .where(inArray(subjects.slug, slugs))
    : [];
  const names = new Map(found.map((row) => [`${row.level}/${row.slug}`, row.name]));
  return (row) => {
    const slug = canonicalSubject(row.subject);
    return names.get(`${row.level}/${slug}`) ?? subjectNameFromSlug(slug);
  };
}

/** Names of subjects by slug (any level: the first by level order wins), for filter labels. */
export async function subjectNames(db: Database, slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(inArray(subjects.slug, slugs))
    .orderBy(asc(subjects.level));
  const names = new Map<string, string>();
  for (const row of rows) if (!names.has(row.slug)) names.set(row.slug, row.name);
  return names;
}

/**
 * The resources of a subject: its level, both spellings of its slug. The introduction rows of
 * the old "add subject" (spec §7) only marked a subject; they are not counted as resources.
 */
export function subjectResourcesWhere(level: Level, slug: string, withMarkers = false): SQL {
  return and(
    eq(resources.level, level),
    inArray(resources.subject, subjectSpellings(slug)),
    withMarkers ? undefined : ne(resources.resourceTag, "introduction"),
  )!;
}

/** How many resources a subject has (both spellings, markers left out). */
export async function countSubjectResources(db: Database, level: Level, slug: string) {
  const [row] = await db
    .select({ n: count() })
    .from(resources)
    .where(subjectResourcesWhere(level, slug));
  return row?.n ?? 0;
}

interface AdminSubjectFilters {
  level: AdminLevel;
  q?: string;
  page?: number;
}

const adminSubjectWhere = ({ level, q }: AdminSubjectFilters) =>
  and(
    eq(subjects.level, level),
    q?.trim()
      ? or(
          ilike(subjects.name, likePattern(q)),
          ilike(subjects.shortName, likePattern(q)),
          ilike(subjects.code, likePattern(q)),
          // "statistics 2" finds the slug statistics-2
          ilike(subjects.slug, likePattern(q.trim().replace(/\s+/g, "-"))),
        )
      : undefined,
  );

/**
 * One page of a level's subjects by name, each with its resource count: one probe of the
 * (level, subject) index per spelling and row (exported for the EXPLAIN test).
 */
export function adminSubjectPageQuery(db: Database, filters: AdminSubjectFilters) {
  // Qualified by hand: inside the subquery drizzle would write the outer columns unqualified.
  const resourceCount = sql<number>`(
    select count(*)::int from ${resources} r
    where r.level = "subjects"."level"
      and r.subject in ("subjects"."slug", replace("subjects"."slug", '-', '_'))
      and r.resource_tag <> 'introduction')`;
  return db
    .select({
      id: subjects.id,
      slug: subjects.slug,
      name: subjects.name,
      shortName: subjects.shortName,
      code: subjects.code,
      term: subjects.term,
      resources: resourceCount,
    })
    .from(subjects)
    .where(adminSubjectWhere(filters))
    .orderBy(asc(subjects.name), asc(subjects.slug))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offsetOf(filters.page));
}

/** A level's subjects for the admin screen, one page, and how many match in all. */
export async function listAdminSubjects(db: Database, filters: AdminSubjectFilters) {
  const [rows, [total]] = await Promise.all([
    adminSubjectPageQuery(db, filters),
    db.select({ n: count() }).from(subjects).where(adminSubjectWhere(filters)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many resources, practice questions, practice papers and calendar dates a course has. */
export async function subjectUsage(
  db: Database,
  subject: { id: string; level: Level; slug: string },
): Promise<SubjectUsage> {
  const countOf = async (
    table: typeof practiceQuestions | typeof practicePapers | typeof calendarEvents,
  ) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(eq(table.subjectId, subject.id));
    return row?.n ?? 0;
  };
  const [resourceCount, questions, papers, events] = await Promise.all([
    countSubjectResources(db, subject.level, subject.slug),
    countOf(practiceQuestions),
    countOf(practicePapers),
    countOf(calendarEvents),
  ]);
  return { resources: resourceCount, questions, papers, events };
}

/** One subject with everything its edit, merge and delete dialogs show, or undefined. */
export async function getAdminSubject(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({
      id: subjects.id,
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      shortName: subjects.shortName,
      shorthand: subjects.shorthand,
      code: subjects.code,
      credits: subjects.credits,
      track: subjects.track,
      gradingId: subjects.gradingId,
      source: subjects.source,
      description: subjects.description,
      term: subjects.term,
      folderUrl: subjects.folderUrl,
      aliases: sql<string[]>`array(select ${subjectAliases.slug} from ${subjectAliases}
        where ${subjectAliases.subjectId} = ${subjects.id} order by ${subjectAliases.slug})`,
    })
    .from(subjects)
    .where(eq(subjects.id, id));
  if (!row) return undefined;
  const usage = await subjectUsage(db, row);
  return { ...row, usage, resources: usage.resources };
}

/** The other subjects of a level, by name: where a subject can be merged into. */
export function listMergeTargets(db: Database, level: Level, exceptId: string) {
  return db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.level, level), ne(subjects.id, exceptId)))
    .orderBy(asc(subjects.name), asc(subjects.slug));
}

/** The subject filter of the typed screens: the subjects their rows use, by name. */
export async function subjectFilterOptions(
  db: Database,
  resourceType: Parameters<typeof listTypeSubjects>[1],
): Promise<{ value: string; label: string }[]> {
  const slugs = await listTypeSubjects(db, resourceType);
  const names = await subjectNames(db, slugs);
  return slugs
    .map((slug) => ({ value: slug, label: names.get(slug) ?? slug }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
