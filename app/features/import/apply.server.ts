// Uploaded files kept between the dry run and Apply (import_drafts), and Apply itself: in one
// transaction, the plan is made again and must be the one the admin saw; then each row is
// written under its own savepoint, so a row the database refuses is reported and the rest go on.
import { eq, lt } from "drizzle-orm";
import { z } from "zod";
import { newToken } from "~/features/newsletter/tokens.server";
import { writeImportedPaper } from "~/features/practice/import-papers.server";
import { writeImportedQuestion } from "~/features/practice/import-questions.server";
import { recordAudit } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { clip, withoutNul } from "~/lib/form-text";
import { blogPosts, importDrafts, newsletterSubscriptions, resources, subjects } from "~db/schema";
import { IMPORT_KINDS, type ImportKind, type ImportOutcome } from "./kinds";
import { type KindChoice, parseImportFile } from "./parse.server";
import { type ImportPlan, type PlannedRow, planImport } from "./plan.server";

export const DRAFT_DAYS = 7;

export const DraftOptionsSchema = z.object({
  kind: z.enum(["auto", ...IMPORT_KINDS]).catch("auto"),
  createSubjects: z.boolean().catch(false),
});
export type DraftOptions = z.infer<typeof DraftOptionsSchema>;

export interface NotApplied {
  kind: ImportKind;
  row: number;
  label: string;
  outcome: ImportOutcome;
  reason: string;
}

export interface ImportResult {
  counts: Record<ImportOutcome, number>;
  subjectsCreated: string[];
  /** Every row that was not written (skipped, or in error), with why. Unchanged rows are counted. */
  notApplied: NotApplied[];
}

export interface Draft {
  id: string;
  fileName: string;
  content: string;
  options: DraftOptions;
  createdAt: Date;
  appliedAt: Date | null;
  result: ImportResult | null;
}

/** Keeps an uploaded file for its dry run and Apply; drafts older than a week are removed. */
export async function createDraft(
  db: Database,
  adminId: string,
  draft: { fileName: string; content: string; options: DraftOptions },
): Promise<string> {
  await db
    .delete(importDrafts)
    .where(lt(importDrafts.createdAt, new Date(Date.now() - DRAFT_DAYS * 86_400_000)));
  const [row] = await db
    .insert(importDrafts)
    .values({ adminId, fileName: draft.fileName, content: draft.content, options: draft.options })
    .returning({ id: importDrafts.id });
  return row!.id;
}

export async function getDraft(db: Database, id: string): Promise<Draft | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(importDrafts).where(eq(importDrafts.id, id));
  if (!row) return null;
  return {
    id: row.id,
    fileName: row.fileName,
    content: row.content,
    options: DraftOptionsSchema.parse(row.options ?? {}),
    createdAt: row.createdAt,
    appliedAt: row.appliedAt,
    result: (row.result as ImportResult | null) ?? null,
  };
}

/** A draft's dry run against what is stored now. */
export async function planDraft(
  db: Database,
  draft: Pick<Draft, "fileName" | "content" | "options"> & { createdAt?: Date },
): Promise<{ ok: true; plan: ImportPlan } | { ok: false; message: string }> {
  const parsed = parseImportFile(draft.fileName, draft.content, draft.options.kind as KindChoice);
  if (!parsed.ok) return parsed;
  const plan = await planImport(db, parsed.sections, {
    createSubjects: draft.options.createSubjects,
    fileName: draft.fileName,
    now: draft.createdAt ?? new Date(),
  });
  return { ok: true, plan };
}

export type ApplyOutcome =
  | { status: "applied"; result: ImportResult }
  | { status: "changed" }
  | { status: "already-applied" }
  | { status: "not-found" }
  | { status: "unreadable"; message: string };

function reasonOf(row: PlannedRow): string {
  if (row.errors.length)
    return row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join("; ");
  return row.reasons.join("; ");
}

async function writeRow(db: Database, row: PlannedRow) {
  const write = row.write!;
  const now = new Date();
  if (write.table === "subjects") {
    if (write.targetId)
      await db
        .update(subjects)
        .set({ ...write.values, updatedAt: now })
        .where(eq(subjects.id, write.targetId));
    else await db.insert(subjects).values(write.values as typeof subjects.$inferInsert);
  } else if (write.table === "resources") {
    if (write.targetId)
      await db
        .update(resources)
        .set({ ...write.values, updatedAt: now, demo: false })
        .where(eq(resources.id, write.targetId));
    else await db.insert(resources).values(write.values as typeof resources.$inferInsert);
  } else if (write.table === "blog_posts") {
    if (write.targetId)
      await db
        .update(blogPosts)
        .set({ ...write.values, updatedAt: now, demo: false })
        .where(eq(blogPosts.id, write.targetId));
    else await db.insert(blogPosts).values(write.values as typeof blogPosts.$inferInsert);
  } else if (write.table === "practice_questions") {
    await writeImportedQuestion(db, write);
  } else if (write.table === "practice_papers") {
    await writeImportedPaper(db, write);
  } else {
    // Subscribers are only ever added; never mailed here (DESIGN.md D5, docs/decisions/018).
    await db.insert(newsletterSubscriptions).values({
      ...(write.values as Omit<
        typeof newsletterSubscriptions.$inferInsert,
        "unsubscribeTokenHash"
      >),
      // A pending address needs a confirmation token; none is mailed (it can subscribe again).
      confirmTokenHash: write.values.status === "pending" ? newToken().hash : null,
      unsubscribeTokenHash: newToken().hash,
    });
  }
}

/** Why the database refused a row, in words an admin can act on. */
function refusal(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  const message = cause?.message ?? (error as Error).message ?? "unknown error";
  return `Not saved: the database refused it (${clip(message, 200)})`;
}

/**
 * Applies a draft if its plan is still `fingerprint` (what the admin saw). One transaction:
 * each subject and row under its own savepoint, then the draft's result and one audit row.
 */
export async function applyDraft(
  db: Database,
  { draftId, adminId, fingerprint }: { draftId: string; adminId: string; fingerprint: string },
): Promise<ApplyOutcome> {
  if (!z.uuid().safeParse(draftId).success) return { status: "not-found" };
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [locked] = await tx
      .select({ id: importDrafts.id })
      .from(importDrafts)
      .where(eq(importDrafts.id, draftId))
      .for("update");
    if (!locked) return { status: "not-found" } as const;
    const draft = (await getDraft(t, draftId))!;
    if (draft.appliedAt) return { status: "already-applied" } as const;
    const planned = await planDraft(t, draft);
    if (!planned.ok) return { status: "unreadable", message: planned.message } as const;
    const { plan } = planned;
    if (plan.fingerprint !== fingerprint) return { status: "changed" } as const;

    const counts: Record<ImportOutcome, number> = { ...plan.counts };
    const notApplied: NotApplied[] = [];
    const failedSubjects = new Map<string, string>();
    const subjectsCreated: string[] = [];
    const needed = new Set(
      plan.sections.flatMap((s) =>
        s.rows.flatMap((r) => (r.needsSubject && r.write ? [r.needsSubject] : [])),
      ),
    );
    for (const subject of plan.subjectsToCreate) {
      const key = `${subject.level}/${subject.slug}`;
      if (!needed.has(key)) continue;
      try {
        await tx.transaction(async (sp) => {
          await sp.insert(subjects).values(subject as typeof subjects.$inferInsert);
        });
        subjectsCreated.push(key);
      } catch (error) {
        failedSubjects.set(key, refusal(error));
      }
    }

    for (const section of plan.sections) {
      for (const row of section.rows) {
        if (row.write) {
          const subjectFailure = row.needsSubject
            ? failedSubjects.get(row.needsSubject)
            : undefined;
          let failure = subjectFailure
            ? `Its subject ${row.needsSubject} could not be created: ${subjectFailure}`
            : undefined;
          if (!failure) {
            try {
              await tx.transaction(async (sp) => writeRow(sp as unknown as Database, row));
            } catch (error) {
              failure = refusal(error);
            }
          }
          if (failure) {
            counts[row.outcome] -= 1;
            counts.error += 1;
            notApplied.push({
              kind: row.kind,
              row: row.row,
              label: row.label,
              outcome: "error",
              reason: failure,
            });
          }
        } else if (row.outcome === "skip" || row.outcome === "error") {
          notApplied.push({
            kind: row.kind,
            row: row.row,
            label: row.label,
            outcome: row.outcome,
            reason: reasonOf(row),
          });
        }
      }
    }

    // Labels and reasons quote the file's cells, which may hold NUL: jsonb cannot store it.
    const result = JSON.parse(
      JSON.stringify({ counts, subjectsCreated, notApplied }, (_key, value: unknown) =>
        typeof value === "string" ? withoutNul(value) : value,
      ),
    ) as ImportResult;
    await tx
      .update(importDrafts)
      .set({ appliedAt: new Date(), result })
      .where(eq(importDrafts.id, draftId));
    await recordAudit(tx, {
      adminId,
      action: "import.apply",
      entity: "import",
      entityId: draftId,
      details: {
        file: draft.fileName,
        kinds: plan.sections.map((s) => s.kind),
        counts,
        subjectsCreated,
      },
    });
    return { status: "applied", result } as const;
  });
}
