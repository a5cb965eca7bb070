// Admin writes to grading_terms: documents validated before they get here, every change audited.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { gradingTerms } from "~db/schema";
import { GRADING_TERMS } from "./rules";
import type { TermRules } from "./schema";

export type SaveGradingTermResult =
  | { ok: true; term: string; overridesBuiltIn: boolean }
  | { ok: false; reason: "duplicate-term" | "not-found" };

/**
 * Adds a term (no `original`) or replaces the saved term `original` (its id may change).
 * A term that is also built in is saved too: it replaces the built-in rules until deleted.
 */
export async function saveGradingTerm(
  db: Database,
  adminId: string,
  { original, rules }: { original?: string; rules: TermRules },
): Promise<SaveGradingTermResult> {
  const overridesBuiltIn = GRADING_TERMS.some((builtIn) => builtIn.term === rules.term);
  const details = { title: rules.title, courses: rules.courses.length, overridesBuiltIn };
  try {
    // The change and its audit row together, or neither.
    return await db.transaction(async (tx): Promise<SaveGradingTermResult> => {
      if (original) {
        const [row] = await tx
          .update(gradingTerms)
          .set({ term: rules.term, document: rules, updatedAt: new Date() })
          .where(eq(gradingTerms.term, original))
          .returning({ term: gradingTerms.term });
        if (!row) return { ok: false, reason: "not-found" };
        await recordAudit(tx, {
          adminId,
          action: "grading_term.update",
          entity: "grading_term",
          entityId: row.term,
          details: original === row.term ? details : { ...details, previousTerm: original },
        });
        return { ok: true, term: row.term, overridesBuiltIn };
      }
      const [row] = await tx
        .insert(gradingTerms)
        .values({ term: rules.term, document: rules, createdBy: adminId })
        .returning({ term: gradingTerms.term });
      await recordAudit(tx, {
        adminId,
        action: "grading_term.create",
        entity: "grading_term",
        entityId: row!.term,
        details,
      });
      return { ok: true, term: row!.term, overridesBuiltIn };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-term" };
    throw error;
  }
}

/** Deletes a saved term; a built-in term with the same id applies again. */
export async function deleteGradingTerm(
  db: Database,
  { term, adminId }: { term: string; adminId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(gradingTerms)
      .where(eq(gradingTerms.term, term))
      .returning({ term: gradingTerms.term });
    if (!row) return false;
    await recordAudit(tx, {
      adminId,
      action: "grading_term.delete",
      entity: "grading_term",
      entityId: term,
    });
    return true;
  });
}
