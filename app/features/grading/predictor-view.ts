/**
 * What the grade predictor shows for the scores in its address: the fields as typed (with range
 * errors), the end-term marks per grade once the scores allow it, and every eligibility rule
 * checked as far as its scores are known. Pure and browser-safe: the page renders it on the
 * server (no JavaScript) and in the browser (on every keystroke).
 */
import { parseFormula } from "./formula";
import { type Requirement, requiredEndTerm } from "./predict";
import type { Condition, CourseRule, TermRules } from "./schema";

export interface Field {
  name: string;
  label: string;
  min: number;
  max: number;
  value: number | undefined;
  /** As typed, so a mistake is shown back rather than lost. */
  raw: string;
  error?: string;
}

/** Reads one number field from the URL: undefined when empty, an error when out of range. */
export function readField(
  params: URLSearchParams,
  input: { name: string; label: string; min: number; max: number },
): Field {
  const raw = params.get(input.name)?.trim() ?? "";
  const field = { name: input.name, label: input.label, min: input.min, max: input.max, raw };
  if (raw === "") return { ...field, value: undefined };
  const value = Number(raw);
  if (!Number.isFinite(value) || value < input.min || value > input.max) {
    return {
      ...field,
      value: undefined,
      error: `Enter a number from ${input.min} to ${input.max}.`,
    };
  }
  return { ...field, value };
}

export type PredictorResult =
  /** No score entered yet: say what to enter, give no verdict. */
  | { kind: "empty" }
  /** A score is out of range: no table until it is fixed. */
  | { kind: "invalid"; fields: Field[] }
  | { kind: "ready"; requirements: Requirement[] };

export type ConditionGroup = "end-term" | "oppe" | "grade";

export interface ConditionCheck {
  group: ConditionGroup;
  label: string;
  /** null while a score the rule needs is empty or out of range. */
  met: boolean | null;
}

export interface PredictorView<C extends CourseRule = CourseRule> {
  course: C;
  scoreFields: Field[];
  bonusField?: Field;
  /** Eligibility inputs not already asked for among the scores (a name is asked once). */
  eligibilityFields: Field[];
  result: PredictorResult;
  checks: ConditionCheck[];
  /** The rules known to be broken, for the warning. */
  unmet: ConditionCheck[];
}

export function predictorView<R extends TermRules>(
  rules: R,
  params: URLSearchParams,
): PredictorView<R["courses"][number]> {
  const course = rules.courses.find((c) => c.id === params.get("course")) ?? rules.courses[0]!;
  const scoreFields = course.inputs
    .filter((input) => input.name !== course.endTermInput)
    .map((input) => readField(params, input));
  const scoreNames = new Set(course.inputs.map((input) => input.name));
  const eligibilityFields = course.eligibilityInputs
    .filter((input) => !scoreNames.has(input.name))
    .map((input) => readField(params, input));
  const bonusField = course.bonus
    ? readField(params, { name: "bonus", label: course.bonus.label, min: 0, max: course.bonus.max })
    : undefined;

  const scoring = [...scoreFields, ...(bonusField ? [bonusField] : [])];
  const invalid = scoring.filter((field) => field.error);
  let result: PredictorResult;
  if (invalid.length > 0) result = { kind: "invalid", fields: invalid };
  else if (scoring.every((field) => field.raw === "")) result = { kind: "empty" };
  else {
    const known = Object.fromEntries(
      scoreFields.flatMap((field) =>
        field.value === undefined ? [] : [[field.name, field.value]],
      ),
    );
    result = {
      kind: "ready",
      requirements: requiredEndTerm(rules, course.id, known, bonusField?.value ?? 0),
    };
  }

  const values: Record<string, number> = {};
  for (const field of [...scoreFields, ...eligibilityFields]) {
    if (field.value !== undefined) values[field.name] = field.value;
  }
  const names = [...course.inputs, ...course.eligibilityInputs].map((input) => input.name);
  const check = (group: ConditionGroup) => (condition: Condition) => {
    const formula = parseFormula(condition.expr, names);
    const known = formula.variables.every((name) => name in values);
    return {
      group,
      label: condition.label,
      met: known ? formula.evaluate(values) + 1e-9 >= condition.atLeast : null,
    };
  };
  const checks: ConditionCheck[] = [
    ...course.endTermEligibility.map(check("end-term")),
    ...(course.oppeEligibility ?? []).map(check("oppe")),
    ...(course.gradeEligibility ?? []).map(check("grade")),
  ];
  return {
    course,
    scoreFields,
    bonusField,
    eligibilityFields,
    result,
    checks,
    unmet: checks.filter((c) => c.met === false),
  };
}

/** What a broken rule means, in a sentence. */
export const UNMET_GROUP_TITLES: Record<ConditionGroup, string> = {
  "end-term": "Not eligible for the end-term exam",
  oppe: "Not eligible for an OPPE",
  grade: "No course grade without",
};

export const CONDITION_GROUP_LABELS: Record<ConditionGroup, string> = {
  "end-term": "End term",
  oppe: "OPPE",
  grade: "Grade",
};

const CONFIDENCE_TEXT: Record<TermRules["source"]["confidence"], string> = {
  high: "taken from the document itself",
  "medium-high": "likely right: several sources agree, but no official document confirms it",
  medium: "our best reading: check it against the official document",
  low: "uncertain: treat the result as a rough guide",
};

/** "How sure we are" in words, for the sources note. */
export function confidenceText(confidence: TermRules["source"]["confidence"]): string {
  return CONFIDENCE_TEXT[confidence];
}

/**
 * A term's title as a choice short enough for a phone's select ("January 2026 term"), and what
 * its closing brackets add ("Foundation only; weights from student calculators"), shown beside it.
 */
export function termChoice(title: string): { name: string; detail: string | null } {
  const match = /^(.+?)\s*\(([^()]+)\)$/.exec(title.trim());
  if (!match) return { name: title, detail: null };
  const detail = match[2]!.trim();
  return { name: match[1]!, detail: detail.charAt(0).toUpperCase() + detail.slice(1) };
}
