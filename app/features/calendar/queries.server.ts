// Reads of the exam calendar: the public page and feeds (scoped to a level or a course), the next
// dates of a course (for its page), and the admin screen's lists.
import { and, asc, count, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { currentSlugFirst, subjectNamedBy } from "~/features/resources/subject-queries.server";
import type { Database } from "~/lib/db.server";
import { calendarEvents, RESOURCE_LEVELS, subjects } from "~db/schema";
import type { CalendarLevel } from "./schema";

/** What the page and the feeds show of an event (no admin-only column). */
const eventColumns = {
  id: calendarEvents.id,
  uid: calendarEvents.uid,
  kind: calendarEvents.kind,
  title: calendarEvents.title,
  level: calendarEvents.level,
  subjectId: calendarEvents.subjectId,
  subjectName: subjects.name,
  subjectSlug: subjects.slug,
  term: calendarEvents.term,
  startsAt: calendarEvents.startsAt,
  endsAt: calendarEvents.endsAt,
  allDay: calendarEvents.allDay,
  location: calendarEvents.location,
  notes: calendarEvents.notes,
  source: calendarEvents.source,
  status: calendarEvents.status,
  sequence: calendarEvents.sequence,
  createdAt: calendarEvents.createdAt,
  updatedAt: calendarEvents.updatedAt,
};

export type CalendarEventRow = Awaited<ReturnType<typeof listCalendarEvents>>[number];

/**
 * Which events a reader of a level or a course sees: a level's own (its courses' included) and
 * those for every level; a course's own, its level's general ones and those for every level.
 */
export interface CalendarScope {
  level?: CalendarLevel;
  /** A course of `level`. */
  subjectId?: string;
}

function scopeWhere({ level, subjectId }: CalendarScope): SQL | undefined {
  if (!level) return undefined;
  const ofLevel = subjectId
    ? and(
        eq(calendarEvents.level, level),
        or(isNull(calendarEvents.subjectId), eq(calendarEvents.subjectId, subjectId)),
      )
    : eq(calendarEvents.level, level);
  return or(isNull(calendarEvents.level), ofLevel);
}

/** Every event of a scope, cancelled ones included (feeds keep them), earliest first. */
export async function listCalendarEvents(db: Database, scope: CalendarScope = {}) {
  return db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .where(scopeWhere(scope))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.endsAt), asc(calendarEvents.title));
}

/**
 * The next dates of a level or a course (for a course page): confirmed events not yet over,
 * earliest first.
 */
export async function findUpcomingEvents(
  db: Database,
  { level, subjectId, limit = 5, now = new Date() }: CalendarScope & { limit?: number; now?: Date },
) {
  return db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .where(
      and(
        scopeWhere({ level, subjectId }),
        eq(calendarEvents.status, "confirmed"),
        gt(calendarEvents.endsAt, now),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title))
    .limit(Math.max(1, Math.min(limit, 50)));
}

/**
 * A course of a level by its slug (a legacy underscored slug or a former slug of the course finds
 * it too; the row's `slug` is the current one).
 */
export async function findCalendarSubject(db: Database, level: CalendarLevel, slug: string) {
  const [row] = await db
    .select({ id: subjects.id, level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .where(subjectNamedBy(level, slug))
    .orderBy(currentSlugFirst(slug))
    .limit(1);
  return row;
}

/** The levels that have courses, in the programme's order. */
export async function listCalendarLevels(db: Database): Promise<CalendarLevel[]> {
  const rows = await db.selectDistinct({ level: subjects.level }).from(subjects);
  const present = new Set(rows.map((r) => r.level));
  return RESOURCE_LEVELS.filter((level) => present.has(level));
}

/** Every course, level by level, for the admin form's course list and the feeds' list. */
export async function listCalendarSubjects(db: Database) {
  const rows = await db
    .select({ id: subjects.id, level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .orderBy(asc(subjects.term), asc(subjects.position), asc(subjects.name));
  const rank = (level: CalendarLevel) => RESOURCE_LEVELS.indexOf(level);
  return rows.sort((a, b) => rank(a.level) - rank(b.level));
}

/** The terms that have events, newest first, with how many each has. */
export async function listCalendarTerms(db: Database) {
  return db
    .select({ term: calendarEvents.term, events: count() })
    .from(calendarEvents)
    .groupBy(calendarEvents.term)
    .orderBy(desc(calendarEvents.term));
}

/** A term's events for the admin list, earliest first. */
export async function listAdminCalendarEvents(db: Database, term: string) {
  return db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .where(eq(calendarEvents.term, term))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.title));
}

/** One event for the edit and delete dialogs. */
export async function getAdminCalendarEvent(db: Database, id: string) {
  const [row] = await db
    .select(eventColumns)
    .from(calendarEvents)
    .leftJoin(subjects, eq(subjects.id, calendarEvents.subjectId))
    .where(eq(calendarEvents.id, id))
    .limit(1);
  return row;
}

/** When the calendar last changed (the sitemap's lastmod of /calendar). */
export async function lastCalendarChange(db: Database): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${calendarEvents.updatedAt})` })
    .from(calendarEvents);
  return row?.at ? new Date(row.at) : undefined;
}
