// Reads of the grading terms: the built-in ones in code merged with the ones admins saved.
import { asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { gradingTerms, subjects } from "~db/schema";
import { uncataloguedIds } from "./courses";
import { GRADING_TERMS } from "./rules";
import { type TermRules, termRulesSchema } from "./schema";
import { formatTermDocument } from "./term-document";

/**
 * Every term's rules, oldest term first (the last one is the latest). A saved term replaces the
 * built-in term with the same id. Saved documents were validated when saved; one that no longer
 * passes the schema (after a schema change) is left out rather than breaking the tools, and so
 * are all of them while the database cannot be read: the tools still work on the built-in terms.
 */
export async function loadGradingTerms(db: Database): Promise<TermRules[]> {
  let rows: { term: string; document: unknown }[];
  try {
    rows = await db
      .select({ term: gradingTerms.term, document: gradingTerms.document })
      .from(gradingTerms);
  } catch (error) {
    logger.error({ err: error }, "saved grading terms failed to load; using the built-in ones");
    rows = [];
  }
  const merged = new Map(GRADING_TERMS.map((rules) => [rules.term, rules]));
  for (const row of rows) {
    const parsed = termRulesSchema.safeParse(row.document);
    if (parsed.success && parsed.data.term === row.term) merged.set(row.term, parsed.data);
  }
  return [...merged.values()].sort((a, b) => a.term.localeCompare(b.term));
}

export type GradingTermOrigin = "built-in" | "saved" | "saved-override";

export interface AdminGradingTerm {
  term: string;
  title: string;
  courses: number;
  /** built-in: in code, read-only; saved: added by an admin; saved-override: replaces a built-in term. */
  origin: GradingTermOrigin;
  /** A built-in term that a saved one replaces. */
  overridden: boolean;
  /** False when a saved document no longer passes the schema (the tools leave it out). */
  valid: boolean;
  updatedAt: string | null;
  /** Course ids no catalogue course has as its grading id: the tools name them as the rules do. */
  uncatalogued: string[];
}

/** The course ids of a document, as far as it has them (a saved one may no longer be valid). */
function courseIds(document: unknown): string[] {
  const courses = (document as { courses?: unknown } | null)?.courses;
  if (!Array.isArray(courses)) return [];
  return courses.flatMap((course: unknown) => {
    const id = (course as { id?: unknown } | null)?.id;
    return typeof id === "string" && id ? [id] : [];
  });
}

/** The admin list: built-in and saved terms, newest term first, filtered by term or title. */
export async function listAdminGradingTerms(
  db: Database,
  { q = "" }: { q?: string } = {},
): Promise<AdminGradingTerm[]> {
  const [rows, catalogue] = await Promise.all([
    db
      .select({
        term: gradingTerms.term,
        document: gradingTerms.document,
        updatedAt: gradingTerms.updatedAt,
      })
      .from(gradingTerms)
      .orderBy(asc(gradingTerms.term)),
    db
      .select({ gradingId: subjects.gradingId })
      .from(subjects)
      .where(isNotNull(subjects.gradingId)),
  ]);
  const catalogued = catalogue.flatMap((row) =>
    row.gradingId ? [{ gradingId: row.gradingId }] : [],
  );
  const builtIn = new Set(GRADING_TERMS.map((rules) => rules.term));
  const saved = new Set(rows.map((row) => row.term));
  const list: AdminGradingTerm[] = [
    ...GRADING_TERMS.map((rules) => ({
      term: rules.term,
      title: rules.title,
      courses: rules.courses.length,
      origin: "built-in" as const,
      overridden: saved.has(rules.term),
      valid: true,
      updatedAt: null,
      uncatalogued: uncataloguedIds(courseIds(rules), catalogued),
    })),
    ...rows.map((row) => {
      const parsed = termRulesSchema.safeParse(row.document);
      const doc = (row.document ?? {}) as { title?: unknown; courses?: unknown };
      return {
        term: row.term,
        title: typeof doc.title === "string" ? doc.title : row.term,
        courses: Array.isArray(doc.courses) ? doc.courses.length : 0,
        origin: builtIn.has(row.term) ? ("saved-override" as const) : ("saved" as const),
        overridden: false,
        valid: parsed.success,
        updatedAt: row.updatedAt.toISOString(),
        uncatalogued: uncataloguedIds(courseIds(row.document), catalogued),
      };
    }),
  ];
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return list
    .filter((entry) => {
      const text = `${entry.term} ${entry.title}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.term.localeCompare(a.term) || a.origin.localeCompare(b.origin));
}

/** A saved term as the admin edits it (formatted JSON), or undefined. */
export async function getSavedGradingTerm(
  db: Database,
  term: string,
): Promise<{ term: string; text: string; overridesBuiltIn: boolean } | undefined> {
  const [row] = await db
    .select({ term: gradingTerms.term, document: gradingTerms.document })
    .from(gradingTerms)
    .where(eq(gradingTerms.term, term));
  if (!row) return undefined;
  return {
    term: row.term,
    text: formatTermDocument(row.document),
    overridesBuiltIn: GRADING_TERMS.some((rules) => rules.term === row.term),
  };
}

/** Any term's rules as formatted JSON, to start a new term from a copy. */
export async function getGradingTermText(db: Database, term: string): Promise<string | undefined> {
  const rules = (await loadGradingTerms(db)).find((t) => t.term === term);
  return rules ? formatTermDocument(rules) : undefined;
}
