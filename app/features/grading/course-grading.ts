/**
 * How a course is graded, as its course page shows it: the formula of the latest term whose
 * rules have the course (in words, in symbols, with what each symbol means), its bonus, cap and
 * grade cut-offs, its eligibility conditions in words, where the rules come from, a link to the
 * predictor with the course chosen, and earlier terms whose formula differs. Pure: the loader
 * passes every term (`loadGradingTerms`), built-in and saved.
 */
import { formulaInSymbols, formulaInWords, formulaLegend } from "./formula-words";
import { confidenceText } from "./predictor-view";
import type { CourseRule, TermRules } from "./schema";

export interface GradingSource {
  ref: string;
  /** How sure the rules are, in words. */
  confidence: string;
  note: string | null;
  url: string | null;
}

export interface EligibilityGroup {
  id: "end-term" | "oppe" | "grade";
  title: string;
  conditions: string[];
}

export interface TermFormula {
  term: string;
  title: string;
  words: string;
  symbols: string;
}

export interface CourseGrading extends TermFormula {
  courseName: string;
  legend: { name: string; meaning: string }[];
  bonus: string | null;
  cap: number;
  passMark: number;
  cutoffs: { grade: string; min: number }[];
  eligibility: EligibilityGroup[];
  sources: GradingSource[];
  /** The grade predictor with this term and course chosen. */
  predictorHref: string;
  /** Older terms whose formula differs from this one, newest first. */
  earlier: TermFormula[];
}

const GROUP_TITLES: Record<EligibilityGroup["id"], string> = {
  "end-term": "To write the end-term exam",
  oppe: "To write an OPPE",
  grade: "For a course grade",
};

function source(own: TermRules["source"]): GradingSource {
  return {
    ref: own.ref,
    confidence: confidenceText(own.confidence),
    note: own.note ?? null,
    url: own.url ?? null,
  };
}

function termFormula(rules: TermRules, course: CourseRule): TermFormula {
  return {
    term: rules.term,
    title: rules.title,
    words: formulaInWords(course.formula, course.inputs),
    symbols: formulaInSymbols(course.formula, course.inputs),
  };
}

/** The conditions a course grade needs beyond its own list: an OPPE pass mark, an end-term floor. */
function gradeConditions(course: CourseRule): string[] {
  const conditions = [...(course.gradeEligibility ?? []).map((c) => c.label)];
  if (course.oppe) {
    const words = formulaInWords(course.oppe.scoreExpr, course.inputs);
    // A score built with a multiplier ("100 × PyDB") reads better in symbols, said out after.
    if (words.includes(" times ")) {
      const symbols = formulaInSymbols(course.oppe.scoreExpr, course.inputs);
      const where = formulaLegend(course.oppe.scoreExpr, course.inputs)
        .map((entry) => `${entry.name} is ${entry.meaning}`)
        .join("; ");
      conditions.push(`OPPE: ${symbols} at least ${course.oppe.passMark}, where ${where}`);
    } else {
      conditions.push(`OPPE: ${words} at least ${course.oppe.passMark}`);
    }
  }
  if (course.minEndTerm !== undefined) {
    const input = course.inputs.find((i) => i.name === course.endTermInput);
    const name = input ? formulaInWords(input.name, course.inputs) : "the end-term exam";
    conditions.push(
      `${name.charAt(0).toUpperCase()}${name.slice(1)} at least ${course.minEndTerm}`,
    );
  }
  return conditions;
}

/**
 * The grading of the course with this grading id, from the latest term that has it; null when
 * the course has no grading id or no term has rules for it (the page then says so).
 */
export function courseGrading(
  terms: readonly TermRules[],
  gradingId: string | null,
): CourseGrading | null {
  if (!gradingId) return null;
  const having = terms
    .map((rules) => ({ rules, course: rules.courses.find((c) => c.id === gradingId) }))
    .filter((entry): entry is { rules: TermRules; course: CourseRule } => Boolean(entry.course))
    .sort((a, b) => b.rules.term.localeCompare(a.rules.term));
  const latest = having[0];
  if (!latest) return null;
  const { rules, course } = latest;
  const current = termFormula(rules, course);

  const eligibility: EligibilityGroup[] = [
    { id: "end-term" as const, conditions: course.endTermEligibility.map((c) => c.label) },
    { id: "oppe" as const, conditions: (course.oppeEligibility ?? []).map((c) => c.label) },
    { id: "grade" as const, conditions: gradeConditions(course) },
  ]
    .filter((group) => group.conditions.length > 0)
    .map((group) => ({ ...group, title: GROUP_TITLES[group.id] }));

  // The term's source, and the course's own when it names another document; the same document
  // is named once, with what the course's own entry says about it.
  const own = course.source;
  const sources =
    own.ref === rules.source.ref
      ? [source({ ...own, url: own.url ?? rules.source.url })]
      : [source(rules.source), source(own)];

  const seen = new Set([current.symbols]);
  const earlier: TermFormula[] = [];
  for (const entry of having.slice(1)) {
    const formula = termFormula(entry.rules, entry.course);
    if (seen.has(formula.symbols)) continue;
    seen.add(formula.symbols);
    earlier.push(formula);
  }

  const query = new URLSearchParams({ term: rules.term, course: course.id });
  return {
    ...current,
    courseName: course.name,
    legend: formulaLegend(course.formula, course.inputs),
    bonus: course.bonus?.label ?? null,
    cap: course.cap,
    passMark: rules.passMark,
    cutoffs: rules.gradeCutoffs.map((cutoff) => ({ grade: cutoff.grade, min: cutoff.min })),
    eligibility,
    sources,
    predictorHref: `/tools/grade-predictor?${query.toString()}`,
    earlier,
  };
}
