// Admin writes to the subjects table, the course catalogue (ADR 046): add, edit (a new slug moves
// the course's resources and keeps the old slug as an alias, so no link breaks), merge one course
// into another of its level, delete an unused one. Each change and its audit row are one
// transaction.
import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { recordAudit } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { calendarEvents, resources, subjectAliases, subjects } from "~db/schema";
import type { SubjectForm } from "./schema";
import { subjectResourcesWhere, subjectUsage } from "./subject-queries.server";
import { hasPractice, isSubjectUsed, type SubjectUsage } from "./subject-usage";

type Level = (typeof subjects.$inferSelect)["level"];

/** A field's refusal, said at the field. */
export type SubjectFieldErrors = Partial<Record<"slug" | "code" | "gradingId", string[]>>;

export type SubjectWriteResult =
  | { ok: true; id: string; moved: number }
  | { ok: false; reason: "taken"; fieldErrors: SubjectFieldErrors }
  | { ok: false; reason: "not-found" };

export const DUPLICATE_SLUG = "A subject with this slug already exists at this level";

/** The catalogue's facts of a form, as columns; a track only for a diploma course. */
function catalogueColumns(form: SubjectForm, level: Level) {
  return {
    name: form.name,
    shortName: form.shortName ?? "",
    shorthand: form.shorthand,
    code: form.code ?? null,
    credits: form.credits ?? null,
    track: level === "diploma" ? (form.track ?? null) : null,
    gradingId: form.gradingId ?? null,
    source: form.source ?? "",
    description: form.description ?? "",
    term: form.term ?? null,
    folderUrl: form.folderUrl ?? null,
  };
}

/**
 * What another course already holds of the form's slug, code or grading id, by field. A slug
 * another course had before (its alias) is refused too: its old links lead there.
 */
async function takenFields(
  tx: Database,
  form: { slug: string; code?: string; gradingId?: string },
  level: Level,
  exceptId: string | null,
): Promise<SubjectFieldErrors | null> {
  const other = exceptId ? ne(subjects.id, exceptId) : undefined;
  const [holders, aliases] = await Promise.all([
    tx
      .select({
        name: subjects.name,
        slug: subjects.slug,
        level: subjects.level,
        code: subjects.code,
        gradingId: subjects.gradingId,
      })
      .from(subjects)
      .where(
        and(
          other,
          or(
            and(eq(subjects.level, level), eq(subjects.slug, form.slug)),
            form.code ? eq(subjects.code, form.code) : undefined,
            form.gradingId ? eq(subjects.gradingId, form.gradingId) : undefined,
          ),
        ),
      ),
    tx
      .select({ name: subjects.name })
      .from(subjectAliases)
      .innerJoin(subjects, eq(subjects.id, subjectAliases.subjectId))
      .where(
        and(
          eq(subjectAliases.level, level),
          eq(subjectAliases.slug, form.slug),
          exceptId ? ne(subjectAliases.subjectId, exceptId) : undefined,
        ),
      ),
  ]);
  const errors: SubjectFieldErrors = {};
  if (holders.some((h) => h.level === level && h.slug === form.slug)) {
    errors.slug = [DUPLICATE_SLUG];
  } else if (aliases[0]) {
    errors.slug = [
      `"${form.slug}" is a former slug of ${aliases[0].name}: its old links lead there. Choose another slug`,
    ];
  }
  const code = holders.find((h) => form.code && h.code === form.code);
  if (code) errors.code = [`${code.name} already has the code ${form.code}`];
  const grading = holders.find((h) => form.gradingId && h.gradingId === form.gradingId);
  if (grading) errors.gradingId = [`${grading.name} already has the grading id ${form.gradingId}`];
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A unique index refused the write after all (two admins at once): said at the slug. */
function raced(error: unknown): SubjectWriteResult {
  if (pgErrorCode(error) === "23505") {
    return { ok: false, reason: "taken", fieldErrors: { slug: [DUPLICATE_SLUG] } };
  }
  throw error;
}

/** Adds a course at the end of its level and term's list. */
export async function createSubject(
  db: Database,
  adminId: string,
  form: SubjectForm,
): Promise<SubjectWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const taken = await takenFields(tx, form, form.level, null);
      if (taken) return { ok: false as const, reason: "taken" as const, fieldErrors: taken };
      const [row] = await tx
        .insert(subjects)
        .values({
          level: form.level,
          slug: form.slug,
          ...catalogueColumns(form, form.level),
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
        details: { level: form.level, slug: form.slug, name: form.name, code: form.code ?? null },
      });
      return { ok: true as const, id: row!.id, moved: 0 };
    });
  } catch (error) {
    return raced(error);
  }
}

/**
 * Edits a course's catalogue facts; its level stays. A new slug moves every resource of the
 * course (both spellings, the old markers too) to it, and keeps the previous slug as an alias
 * (ADR 046): its pages answer 301 to the new address.
 */
export async function updateSubject(
  db: Database,
  adminId: string,
  form: SubjectForm & { id: string },
): Promise<SubjectWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          level: subjects.level,
          slug: subjects.slug,
          name: subjects.name,
          code: subjects.code,
        })
        .from(subjects)
        .where(eq(subjects.id, form.id))
        .for("update");
      if (!before) return { ok: false as const, reason: "not-found" as const };
      const taken = await takenFields(tx, form, before.level, form.id);
      if (taken) return { ok: false as const, reason: "taken" as const, fieldErrors: taken };
      const renamed = form.slug !== before.slug;
      // Back to a slug it had before: that alias is its slug again.
      if (renamed) {
        await tx
          .delete(subjectAliases)
          .where(and(eq(subjectAliases.level, before.level), eq(subjectAliases.slug, form.slug)));
      }
      await tx
        .update(subjects)
        .set({ slug: form.slug, ...catalogueColumns(form, before.level), updatedAt: new Date() })
        .where(eq(subjects.id, form.id));
      let moved = 0;
      if (renamed) {
        const rows = await tx
          .update(resources)
          .set({ subject: form.slug, updatedAt: new Date() })
          .where(subjectResourcesWhere(before.level, before.slug, true))
          .returning({ id: resources.id });
        moved = rows.length;
        await tx
          .insert(subjectAliases)
          .values({ level: before.level, slug: before.slug, subjectId: form.id })
          .onConflictDoUpdate({
            target: [subjectAliases.level, subjectAliases.slug],
            set: { subjectId: form.id },
          });
      }
      await recordAudit(tx, {
        adminId,
        action: "subject.update",
        entity: "subject",
        entityId: form.id,
        details: {
          level: before.level,
          from: { slug: before.slug, name: before.name, code: before.code },
          to: { slug: form.slug, name: form.name, code: form.code ?? null },
          moved,
          ...(renamed ? { aliasKept: before.slug } : {}),
        },
      });
      return { ok: true as const, id: form.id, moved };
    });
  } catch (error) {
    return raced(error);
  }
}

export type MergeResult =
  | { ok: true; moved: number; from: string; into: string }
  | { ok: false; reason: "not-found" | "other-level" }
  | { ok: false; reason: "has-practice"; name: string; usage: SubjectUsage };

/**
 * Moves every resource of `id` (both spellings) and its exam dates to `into`, a course of the same
 * level, and removes `id`; its slug and former slugs become `into`'s, so its links lead there.
 * This is how a legacy or mistyped subject is folded into the real one. A course with practice
 * questions or papers is refused: those stay with their course.
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
    const usage = await subjectUsage(tx, source);
    if (hasPractice(usage)) {
      return { ok: false as const, reason: "has-practice" as const, name: source.name, usage };
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
    // Its former slugs, and its slug, lead to the course it joined.
    const aliases = await tx
      .update(subjectAliases)
      .set({ subjectId: target.id })
      .where(eq(subjectAliases.subjectId, source.id))
      .returning({ slug: subjectAliases.slug });
    await tx.delete(subjects).where(eq(subjects.id, source.id));
    await tx
      .insert(subjectAliases)
      .values({ level: source.level, slug: source.slug, subjectId: target.id })
      .onConflictDoUpdate({
        target: [subjectAliases.level, subjectAliases.slug],
        set: { subjectId: target.id },
      });
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
        aliasesKept: [source.slug, ...aliases.map((a) => a.slug)].sort(),
      },
    });
    return { ok: true as const, moved: moved.length, from: source.name, into: target.name };
  });
}

export type DeleteSubjectResult =
  | { ok: true; name: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; name: string; usage: SubjectUsage };

/**
 * Deletes a course nothing uses (its old introduction marker rows and its former slugs go with
 * it). One with resources, practice questions or papers, or exam dates is kept, and the refusal
 * says how many of each: nothing a student can open loses its course.
 */
export async function deleteSubject(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
): Promise<DeleteSubjectResult> {
  return db.transaction(async (tx) => {
    const [subject] = await tx
      .select({ id: subjects.id, level: subjects.level, slug: subjects.slug, name: subjects.name })
      .from(subjects)
      .where(eq(subjects.id, id))
      .for("update");
    if (!subject) return { ok: false as const, reason: "not-found" as const };
    const usage = await subjectUsage(tx, subject);
    if (isSubjectUsed(usage)) {
      return { ok: false as const, reason: "in-use" as const, name: subject.name, usage };
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
      details: {
        level: subject.level,
        slug: subject.slug,
        name: subject.name,
        markers: markers.length,
      },
    });
    return { ok: true as const, name: subject.name };
  });
}
