/**
 * A term's rules as the admin types them: JSON text, checked in three steps so that a bad
 * document is refused when it is saved, never when a student uses it. Browser-safe, so the admin
 * form shows the same messages before it posts.
 *
 * 1. JSON.parse: "Not valid JSON: <parser message>".
 * 2. `termRulesSchema`: one message per Zod issue, prefixed with its path
 *    (`courses[3] (mlt).formula: …`). Every formula and condition is parsed by the formula
 *    evaluator even when other fields are wrong, so all the problems show at once.
 * 3. A dry run: every formula and condition is evaluated at the inputs' bounds, and the
 *    predictor is run for every course, so a division by zero or an impossible input range is
 *    caught here too.
 */
import { z } from "zod";
import { FormulaError, parseFormula } from "./formula";
import { requiredEndTerm } from "./predict";
import { type CourseRule, type TermRules, termRulesSchema } from "./schema";

/** Longest document accepted (the Sep 2025 rules are about 45,000 characters). */
export const MAX_TERM_DOCUMENT_LENGTH = 300_000;
/** At most this many messages are listed; the rest are counted. */
const MAX_ISSUES = 50;
/** The predictor tries every whole end-term mark: keep that range small. */
const MAX_END_TERM_STEPS = 1000;

export type TermDocumentResult =
  { ok: true; rules: TermRules } | { ok: false; kind: "json" | "schema"; issues: string[] };

type PathKey = PropertyKey;

/** `courses[3] (mlt).inputs[0].max`: array indexes in brackets, a course's id beside it. */
export function formatIssuePath(path: readonly PathKey[], doc: unknown): string {
  let text = "";
  let node: unknown = doc;
  path.forEach((key, depth) => {
    if (typeof key === "number") text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
    node =
      isRecord(node) || Array.isArray(node)
        ? (node as Record<PropertyKey, unknown>)[key]
        : undefined;
    const id = isRecord(node) ? node.id : undefined;
    if (depth === 1 && path[0] === "courses" && typeof id === "string" && id) {
      text += ` (${id})`;
    }
  });
  return text || "Document";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Formula problems in a document the schema refused for other reasons (its own formula check
 * only runs once everything else is valid). Walks whatever shape is there.
 */
function formulaIssues(doc: unknown): { path: PathKey[]; message: string }[] {
  if (!isRecord(doc) || !Array.isArray(doc.courses)) return [];
  const issues: { path: PathKey[]; message: string }[] = [];
  const names = (list: unknown) =>
    Array.isArray(list)
      ? list.flatMap((input) =>
          isRecord(input) && typeof input.name === "string" ? [input.name] : [],
        )
      : [];
  doc.courses.forEach((course, i) => {
    if (!isRecord(course)) return;
    const inputs = names(course.inputs);
    const all = [...inputs, ...names(course.eligibilityInputs)];
    const check = (expr: unknown, allowed: string[], path: PathKey[]) => {
      if (typeof expr !== "string" || !expr) return;
      try {
        parseFormula(expr, allowed);
      } catch (error) {
        if (!(error instanceof FormulaError)) throw error;
        issues.push({ path: ["courses", i, ...path], message: error.message });
      }
    };
    check(course.formula, inputs, ["formula"]);
    for (const key of ["endTermEligibility", "oppeEligibility", "gradeEligibility"] as const) {
      const conditions = course[key];
      if (!Array.isArray(conditions)) continue;
      conditions.forEach((condition, j) => {
        if (isRecord(condition)) check(condition.expr, all, [key, j, "expr"]);
      });
    }
    if (isRecord(course.oppe)) check(course.oppe.scoreExpr, inputs, ["oppe", "scoreExpr"]);
  });
  return issues;
}

/** What goes wrong when a valid document is used: bad ranges, non-finite results, a crash. */
function dryRunIssues(rules: TermRules): { path: PathKey[]; message: string }[] {
  const issues: { path: PathKey[]; message: string }[] = [];
  rules.courses.forEach((course, i) => {
    const at = (path: PathKey[], message: string) =>
      issues.push({ path: ["courses", i, ...path], message });
    let rangesOk = true;
    for (const key of ["inputs", "eligibilityInputs"] as const) {
      course[key].forEach((input, j) => {
        if (input.min > input.max) {
          at([key, j, "max"], `Must be at least min (${input.min})`);
          rangesOk = false;
        }
      });
    }
    const endTerm = course.inputs.find((input) => input.name === course.endTermInput);
    if (endTerm && endTerm.max - endTerm.min > MAX_END_TERM_STEPS) {
      at(["endTermInput"], `The end-term mark may span at most ${MAX_END_TERM_STEPS} points`);
      rangesOk = false;
    }
    if (!rangesOk) return;
    for (const [values, label] of samples(course)) {
      for (const [expr, path] of expressions(course)) {
        let value: number;
        try {
          value = parseFormula(expr, Object.keys(values)).evaluate(values);
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
          at(path, `${error.message} ${label}`);
          return;
        }
        if (!Number.isFinite(value)) {
          at(path, `Does not give a number ${label}`);
          return;
        }
      }
    }
    try {
      requiredEndTerm(rules, course.id, {});
    } catch (error) {
      at([], `The grade predictor cannot use this course: ${(error as Error).message}`);
    }
  });
  return issues;
}

/** Every input at its minimum, and every input at its maximum. */
function samples(course: CourseRule): [Record<string, number>, string][] {
  const all = [...course.inputs, ...course.eligibilityInputs];
  const every = (pick: (input: { min: number; max: number }) => number) =>
    Object.fromEntries(all.map((input) => [input.name, pick(input)]));
  return [
    [every((input) => input.min), "when every input is at its minimum"],
    [every((input) => input.max), "when every input is at its maximum"],
  ];
}

function expressions(course: CourseRule): [string, PathKey[]][] {
  return [
    [course.formula, ["formula"]],
    ...course.endTermEligibility.map((c, j): [string, PathKey[]] => [
      c.expr,
      ["endTermEligibility", j, "expr"],
    ]),
    ...(course.oppeEligibility ?? []).map((c, j): [string, PathKey[]] => [
      c.expr,
      ["oppeEligibility", j, "expr"],
    ]),
    ...(course.gradeEligibility ?? []).map((c, j): [string, PathKey[]] => [
      c.expr,
      ["gradeEligibility", j, "expr"],
    ]),
    ...(course.oppe ? [[course.oppe.scoreExpr, ["oppe", "scoreExpr"]] as [string, PathKey[]]] : []),
  ];
}

function listed(issues: { path: readonly PathKey[]; message: string }[], doc: unknown): string[] {
  const lines = [
    ...new Set(issues.map((issue) => `${formatIssuePath(issue.path, doc)}: ${issue.message}`)),
  ];
  if (lines.length <= MAX_ISSUES) return lines;
  return [...lines.slice(0, MAX_ISSUES), `…and ${lines.length - MAX_ISSUES} more problems`];
}

/** Checks a term's rules typed as JSON; see the module comment for the three steps. */
export function validateTermDocument(text: string): TermDocumentResult {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { ok: false, kind: "json", issues: [`Not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = termRulesSchema.safeParse(doc);
  if (!parsed.success) {
    const issues = [...parsed.error.issues, ...formulaIssues(doc)];
    return { ok: false, kind: "schema", issues: listed(issues, doc) };
  }
  const problems = dryRunIssues(parsed.data);
  if (problems.length > 0) return { ok: false, kind: "schema", issues: listed(problems, doc) };
  return { ok: true, rules: parsed.data };
}

/** The text an admin edits: two-space indented JSON. */
export function formatTermDocument(rules: unknown): string {
  return JSON.stringify(rules, null, 2);
}

export const TERM_ID_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The admin form: the JSON document and, when editing, the term it replaces. */
export const GradingTermFormSchema = z.object({
  original: z.string().regex(TERM_ID_PATTERN).optional(),
  document: z
    .string({ error: "Paste the term's rules as JSON" })
    .max(
      MAX_TERM_DOCUMENT_LENGTH,
      `The document may be at most ${MAX_TERM_DOCUMENT_LENGTH.toLocaleString("en-IN")} characters`,
    )
    .transform((text, ctx) => {
      const result = validateTermDocument(text);
      if (result.ok) return result.rules;
      for (const message of result.issues) ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
});
