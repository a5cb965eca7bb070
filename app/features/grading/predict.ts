/** Pure grade prediction over the rules data. Browser-safe. */
import { parseFormula, type Formula } from "./formula";
import type { Condition, CourseRule, Grade, TermRules } from "./schema";

export type Inputs = Readonly<Record<string, number>>;

const EPSILON = 1e-9;
const cache = new WeakMap<CourseRule, Map<string, Formula>>();

/** Parse each expression of a course once and reuse it. */
function compiled(course: CourseRule, expr: string): Formula {
  let forCourse = cache.get(course);
  if (!forCourse) {
    forCourse = new Map();
    cache.set(course, forCourse);
  }
  let formula = forCourse.get(expr);
  if (!formula) {
    const names = [...course.inputs, ...course.eligibilityInputs].map((input) => input.name);
    formula = parseFormula(expr, names);
    forCourse.set(expr, formula);
  }
  return formula;
}

export function findCourse(rules: TermRules, courseId: string): CourseRule {
  const course = rules.courses.find((c) => c.id === courseId);
  if (!course) throw new Error(`Unknown course "${courseId}" in term ${rules.term}`);
  return course;
}

function checkInputs(course: CourseRule, inputs: Inputs) {
  for (const input of course.inputs) {
    const value = inputs[input.name];
    if (value === undefined) throw new RangeError(`Missing input ${input.name}`);
    if (!Number.isFinite(value) || value < input.min || value > input.max) {
      throw new RangeError(`${input.name} must be between ${input.min} and ${input.max}`);
    }
  }
}

export interface Total {
  /** T from the formula, capped, without bonus. */
  base: number;
  /** T with the bonus applied when the base already passes, capped. */
  total: number;
  bonusApplied: boolean;
}

/**
 * The course total T. `bonus` is the bonus input (marks for additive rules,
 * B for Maths 2's multiplicative rule); it only counts when the base passes.
 */
export function computeTotal(rules: TermRules, courseId: string, inputs: Inputs, bonus = 0): Total {
  const course = findCourse(rules, courseId);
  checkInputs(course, inputs);
  const base = Math.min(compiled(course, course.formula).evaluate(inputs), course.cap);
  const passing = base + EPSILON >= rules.passMark;
  const rule = course.bonus;
  if (!rule || bonus <= 0 || !passing) return { base, total: base, bonusApplied: false };
  const b = Math.min(Math.max(bonus, 0), rule.max);
  const raw = rule.kind === "additive" ? base + b : base * (1 + rule.perPoint * b);
  return { base, total: Math.min(raw, course.cap), bonusApplied: true };
}

/** The letter grade for a total; U below the pass mark. */
export function gradeFor(rules: TermRules, total: number): { grade: Grade | "U"; points: number } {
  const sorted = [...rules.gradeCutoffs].sort((a, b) => b.min - a.min);
  for (const cut of sorted) {
    if (total + EPSILON >= cut.min) return { grade: cut.grade, points: cut.points };
  }
  return { grade: "U", points: 0 };
}

export interface ConditionResult {
  label: string;
  met: boolean;
}

function checkConditions(course: CourseRule, conditions: readonly Condition[], values: Inputs) {
  return conditions.map((c) => ({
    label: c.label,
    met: compiled(course, c.expr).evaluate(values) + EPSILON >= c.atLeast,
  }));
}

export interface Eligibility {
  endTerm: { eligible: boolean; conditions: ConditionResult[] };
  /** Conditions for a grade beyond attending the end term, where the course has any. */
  grade?: { conditions: ConditionResult[] };
  /** Only for courses with OPPE eligibility rules. */
  oppe?: { conditions: ConditionResult[] };
}

/** End-term (and OPPE) eligibility from the eligibility inputs. */
export function eligibility(rules: TermRules, courseId: string, values: Inputs): Eligibility {
  const course = findCourse(rules, courseId);
  const endTerm = checkConditions(course, course.endTermEligibility, values);
  return {
    endTerm: { eligible: endTerm.every((c) => c.met), conditions: endTerm },
    ...(course.gradeEligibility
      ? { grade: { conditions: checkConditions(course, course.gradeEligibility, values) } }
      : {}),
    ...(course.oppeEligibility
      ? { oppe: { conditions: checkConditions(course, course.oppeEligibility, values) } }
      : {}),
  };
}

export type Outcome =
  | { kind: "grade"; grade: Grade | "U"; points: number; total: number }
  /** Absent from the end term, everything else done: write the end term alone later. */
  | { kind: "I" }
  /** Failed or missed the OPPE but wrote the end term with T over the cut-off. */
  | { kind: "I_OP"; total: number }
  /** Failed the OPPE and absent from the end term. */
  | { kind: "I_BOTH" };

export type OppeStatus = "absent" | "failed" | "passed";

/**
 * The outcome once the term is over. `endTermAttended` false means F is
 * ignored. For OPPE courses the status is derived from the OPPE scores unless
 * `oppeAbsent` says the student wrote none.
 */
export function outcome(
  rules: TermRules,
  courseId: string,
  inputs: Inputs,
  options: { endTermAttended: boolean; oppeAbsent?: boolean; bonus?: number },
): Outcome {
  const course = findCourse(rules, courseId);
  const oppe = course.oppe;
  let status: OppeStatus = "passed";
  if (oppe) {
    if (options.oppeAbsent) status = "absent";
    else {
      checkInputs(course, inputs);
      const best = compiled(course, oppe.scoreExpr).evaluate(inputs);
      status = best + EPSILON >= oppe.passMark ? "passed" : "failed";
    }
  }
  if (!options.endTermAttended) {
    if (status === "passed") return { kind: "I" };
    // Sep 2025 Python table: both absent → U (repeat); OPPE failed, end term absent → I_BOTH.
    return status === "absent"
      ? { kind: "grade", grade: "U", points: 0, total: 0 }
      : { kind: "I_BOTH" };
  }
  const { base, total } = computeTotal(rules, courseId, inputs, options.bonus ?? 0);
  // Below the course's minimum end-term mark there is no grade; we report U.
  if (course.minEndTerm !== undefined && inputs[course.endTermInput]! < course.minEndTerm) {
    return { kind: "grade", grade: "U", points: 0, total: base };
  }
  if (oppe && status !== "passed") {
    const threshold = status === "absent" ? oppe.iOpMinTotalIfAbsent : oppe.iOpMinTotalIfFailed;
    if (base + EPSILON >= threshold) return { kind: "I_OP", total: base };
    return { kind: "grade", grade: "U", points: 0, total: base };
  }
  return { kind: "grade", ...gradeFor(rules, total), total };
}

export interface Requirement {
  grade: Grade;
  min: number;
  /** Smallest whole end-term mark reaching the cut-off, or null when 100 falls short. */
  endTerm: number | null;
}

/**
 * For every grade S…E, the smallest whole end-term mark (over the end-term
 * input's range, from the course's minimum end-term mark if any) that lifts
 * T to the cut-off. Missing known inputs count as 0 (a missed quiz counts 0).
 * The bonus, if given, only counts once the base passes, so the pass mark (E)
 * never depends on it.
 */
export function requiredEndTerm(
  rules: TermRules,
  courseId: string,
  knownInputs: Inputs,
  bonus = 0,
): Requirement[] {
  const course = findCourse(rules, courseId);
  const endTerm = course.inputs.find((input) => input.name === course.endTermInput)!;
  const values: Record<string, number> = {};
  for (const input of course.inputs) values[input.name] = knownInputs[input.name] ?? 0;
  const from = Math.ceil(Math.max(endTerm.min, course.minEndTerm ?? endTerm.min));
  const totals: number[] = [];
  for (let f = from; f <= endTerm.max; f++) {
    values[course.endTermInput] = f;
    totals.push(computeTotal(rules, courseId, values, bonus).total);
  }
  return [...rules.gradeCutoffs]
    .sort((a, b) => b.min - a.min)
    .map((cut) => {
      const index = totals.findIndex((t) => t + EPSILON >= cut.min);
      return { grade: cut.grade, min: cut.min, endTerm: index === -1 ? null : from + index };
    });
}
