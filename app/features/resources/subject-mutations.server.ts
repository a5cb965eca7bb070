// Admin writes to the subjects table (issue 14): add, edit (a new slug moves the subject's
// resources), merge one subject into another of its level, delete an empty one. Each change and
// its audit row are one transaction.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { calendarEvents, resources, subjects } from "~db/schema";
import type { SubjectFormSchema } from "./schema";
import { countSubjectResources, subjectResourcesWhere } from "./subject-queries.server";

type SubjectForm = z.infer<typeof SubjectFormSchema>;

export type SubjectWriteResult =
  { ok: true; id: string; moved: number } | { ok: false; reason: "duplicate-slug" | "not-found" };

/** Adds a subject at the end of its level and term's list. */
export async function createSubject(
  db: Database,
  adminId: string,
  form: SubjectForm,
): Promise<SubjectWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subjects)
        .values({
          level: form.level,
          slug: form.slug,
          name: form.name,
          description: form.description ?? "",
          term: form.term ?? null,
          folderUrl: form.folderUrl ?? null,
          position: sql`(select coalesce(max(${subjects.position}) + 1, 0) from ${subjects}
            where ${subjects.level} = ${form.level}
              and ${subjects.term} is not distinct from ${form.term ?? null})`,
        })
        .returning({ id: subjects.id });
      await recordAudit(tx, {
        adminId,
        action: "subject.create",
        entity: "subject",
        entityId: row!.id,
        details: { level: form.level, slug: form.slug, name: form.name },
      });
      return { ok: true as const, id: row!.id, moved: 0 };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
}

/**
 * Edits a subject's name, slug, term, description and folder; its level stays. A new slug moves
 * every resource of the subject (both spellings, the old markers too) to it.
 */
export async function updateSubject(
  db: Database,
  adminId: string,
  form: SubjectForm & { id: string },
): Promise<SubjectWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
        .from(subjects)
        .where(eq(subjects.id, form.id))
        .for("update");
      if (!before) return { ok: false as const, reason: "not-found" as const };
      await tx
        .update(subjects)
        .set({
          slug: form.slug,
          name: form.name,
          description: form.description ?? "",
          term: form.term ?? null,
          folderUrl: form.folderUrl ?? null,
          updatedAt: new Date(),
        })
        .where(eq(subjects.id, form.id));
      let moved = 0;
      if (form.slug !== before.slug) {
        const rows = await tx
          .update(resources)
          .set({ subject: form.slug, updatedAt: new Date() })
          .where(subjectResourcesWhere(before.level, before.slug, true))
          .returning({ id: resources.id });
        moved = rows.length;
      }
      await recordAudit(tx, {
        adminId,
        action: "subject.update",
        entity: "subject",
        entityId: form.id,
        details: {
          level: before.level,
          from: { slug: before.slug, name: before.name },
          to: { slug: form.slug, name: form.name },
          moved,
        },
      });
      return { ok: true as const, id: form.id, moved };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
}

export type MergeResult =
  | { ok: true; moved: number; from: string; into: string }
  | { ok: false; reason: "not-found" | "other-level" };

/**
 * Moves every resource of `id` (both spellings) to `into`, a subject of the same level, and
 * removes `id`. This is how a legacy or mistyped subject is folded into the real one.
 */
export async function mergeSubject(
  db: Database,
  adminId: string,
  { id, into }: { id: string; into: string },
): Promise<MergeResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: subjects.id, level: subjects.level, slug: subjects.slug, name: subjects.name })
      .from(subjects)
      .where(inArray(subjects.id, [id, into]))
      .for("update");
    const source = rows.find((r) => r.id === id);
    const target = rows.find((r) => r.id === into);
    if (!source || !target || id === into)
      return { ok: false as const, reason: "not-found" as const };
    if (source.level !== target.level) {
      return { ok: false as const, reason: "other-level" as const };
    }
    const moved = await tx
      .update(resources)
      .set({ subject: target.slug, updatedAt: new Date() })
      .where(subjectResourcesWhere(source.level, source.slug, true))
      .returning({ id: resources.id });
    // The course's exam dates follow it (calendar_events.subject_id is ON DELETE RESTRICT).
    await tx
      .update(calendarEvents)
      .set({
        subjectId: target.id,
        sequence: sql`${calendarEvents.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.subjectId, source.id));
    await tx.delete(subjects).where(eq(subjects.id, source.id));
    await recordAudit(tx, {
      adminId,
      action: "subject.merge",
      entity: "subject",
      entityId: target.id,
      details: {
        level: source.level,
        from: { id: source.id, slug: source.slug, name: source.name },
        into: { id: target.id, slug: target.slug, name: target.name },
        moved: moved.length,
      },
    });
    return { ok: true as const, moved: moved.length, from: source.name, into: target.name };
  });
}

export type DeleteSubjectResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "has-resources"; resources: number }
  | { ok: false; reason: "has-events"; events: number };

/**
 * Deletes a subject without resources (its old introduction marker rows go with it). One with
 * resources is kept: merge it instead, so nothing a student can open loses its subject.
 */
export async function deleteSubject(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
): Promise<DeleteSubjectResult> {
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, id))
      .for("update");
    if (!subject) return { ok: false as const, reason: "not-found" as const };
    const count = await countSubjectResources(tx, subject.level, subject.slug);
    if (count > 0) {
      return { ok: false as const, reason: "has-resources" as const, resources: count };
    }
    // Its exam dates would otherwise block the delete (ON DELETE RESTRICT): say so instead.
    const [events] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(eq(calendarEvents.subjectId, id));
    if (events && events.n > 0) {
      return { ok: false as const, reason: "has-events" as const, events: events.n };
    }
    const markers = await tx
      .delete(resources)
      .where(
        and(
          subjectResourcesWhere(subject.level, subject.slug, true),
          eq(resources.resourceTag, "introduction"),
        ),
      )
      .returning({ id: resources.id });
    await tx.delete(subjects).where(eq(subjects.id, id));
    await recordAudit(tx, {
      adminId,
      action: "subject.delete",
      entity: "subject",
      entityId: id,
      details: { ...subject, markers: markers.length },
    });
    return { ok: true as const, name: subject.name };
  });
}
