// Admin writes to the exam calendar. Each change and its audit row are one transaction (ADR 037).
// The UID never changes; every change that a calendar shows bumps SEQUENCE and updated_at
// (DTSTAMP, LAST-MODIFIED), so subscribed calendars replace their copy.
import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { auditedWrite, recordAudit, type Transaction } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { calendarEvents, subjects } from "~db/schema";
import { type CalendarEventForm, type CalendarStatus, LEVEL_NAMES } from "./schema";

type FieldError = { field: "level" | "subjectId"; message: string };
export type CalendarWriteResult =
  | { ok: true; id: string; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "invalid"; error: FieldError };

/**
 * The level and course an event is for, checked against the subjects table: a course must exist
 * and be of the chosen level (its level is taken when none is chosen); a level must have courses.
 */
async function resolveScope(
  tx: Transaction,
  form: Pick<CalendarEventForm, "level" | "subjectId">,
): Promise<{ level: CalendarEventForm["level"] | null; subjectId: string | null } | FieldError> {
  if (form.subjectId) {
    const [subject] = await tx
      .select({ level: subjects.level, name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, form.subjectId));
    if (!subject) return { field: "subjectId", message: "Choose a course from the list" };
    if (form.level && form.level !== subject.level) {
      return {
        field: "subjectId",
        message: `${subject.name} is a ${LEVEL_NAMES[subject.level]} course: choose that level, or no course`,
      };
    }
    return { level: subject.level, subjectId: form.subjectId };
  }
  if (form.level) {
    const [any] = await tx
      .select({ id: subjects.id })
      .from(subjects)
      .where(eq(subjects.level, form.level))
      .limit(1);
    if (!any) return { field: "level", message: "Choose a level from the list" };
  }
  return { level: form.level ?? null, subjectId: null };
}

const isFieldError = (value: object): value is FieldError => "field" in value;

function rowValues(form: CalendarEventForm) {
  return {
    term: form.term,
    kind: form.kind,
    title: form.title,
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    allDay: form.allDay,
    location: form.location,
    notes: form.notes,
    source: form.source,
  };
}

export async function createCalendarEvent(
  db: Database,
  { adminId, form }: { adminId: string; form: CalendarEventForm },
): Promise<CalendarWriteResult> {
  return db.transaction(async (tx) => {
    const scope = await resolveScope(tx, form);
    if (isFieldError(scope))
      return { ok: false as const, reason: "invalid" as const, error: scope };
    const [row] = await tx
      .insert(calendarEvents)
      .values({ ...rowValues(form), ...scope, uid: randomUUID() })
      .returning({ id: calendarEvents.id, uid: calendarEvents.uid });
    await recordAudit(tx, {
      adminId,
      action: "calendar.create",
      entity: "calendar_event",
      entityId: row!.id,
      details: { term: form.term, kind: form.kind, title: form.title, uid: row!.uid },
    });
    return { ok: true as const, id: row!.id, changed: true };
  });
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;

/** Saves an edit; when nothing differs, nothing is written (SEQUENCE stays). */
export async function updateCalendarEvent(
  db: Database,
  { adminId, id, form }: { adminId: string; id: string; form: CalendarEventForm },
): Promise<CalendarWriteResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, id))
      .for("update");
    if (!before) return { ok: false as const, reason: "not-found" as const };
    const scope = await resolveScope(tx, form);
    if (isFieldError(scope))
      return { ok: false as const, reason: "invalid" as const, error: scope };
    const next = { ...rowValues(form), ...scope };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => !same(before[key], next[key]),
    );
    if (changed.length === 0) return { ok: true as const, id, changed: false };
    await tx
      .update(calendarEvents)
      .set({
        ...next,
        sequence: sql`${calendarEvents.sequence} + 1`,
        updatedAt: new Date(),
        demo: false,
      })
      .where(eq(calendarEvents.id, id));
    await recordAudit(tx, {
      adminId,
      action: "calendar.update",
      entity: "calendar_event",
      entityId: id,
      details: { title: form.title, changed, sequence: before.sequence + 1 },
    });
    return { ok: true as const, id, changed: true };
  });
}

/** Cancels or restores an event: it stays in the feeds, with its new STATUS and SEQUENCE. */
export async function setCalendarEventStatus(
  db: Database,
  { adminId, id, status }: { adminId: string; id: string; status: CalendarStatus },
) {
  return auditedWrite(
    db,
    async (tx) => {
      const [row] = await tx
        .update(calendarEvents)
        .set({ status, sequence: sql`${calendarEvents.sequence} + 1`, updatedAt: new Date() })
        .where(and(eq(calendarEvents.id, id), ne(calendarEvents.status, status)))
        .returning({ id: calendarEvents.id, title: calendarEvents.title });
      return row;
    },
    (row) => ({
      adminId,
      action: status === "cancelled" ? "calendar.cancel" : "calendar.restore",
      entity: "calendar_event",
      entityId: row.id,
      details: { title: row.title },
    }),
  );
}

/** Deletes an event; subscribed calendars drop it at their next refresh. */
export async function deleteCalendarEvent(
  db: Database,
  { adminId, id }: { adminId: string; id: string },
) {
  return auditedWrite(
    db,
    async (tx) => {
      const [row] = await tx
        .delete(calendarEvents)
        .where(eq(calendarEvents.id, id))
        .returning({ id: calendarEvents.id, title: calendarEvents.title, uid: calendarEvents.uid });
      return row;
    },
    (row) => ({
      adminId,
      action: "calendar.delete",
      entity: "calendar_event",
      entityId: row.id,
      details: { title: row.title, uid: row.uid },
    }),
  );
}
