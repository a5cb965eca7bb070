/**
 * Grading rules as data, versioned by term. Browser-safe: no server imports.
 *
 * "2025-09" follows the official "BS-DS Sep 2025 Grading document (STUDENT)"
 * (text in shared/research/grading-doc-sep-2025.txt). "2026-01" holds only the
 * foundation courses whose weights student calculators report as changed; each
 * rule carries its source and confidence.
 */
import type { CourseRule, TermRules } from "./schema";

const SEP_2025_DOC = "BS-DS Sep 2025 Grading document (STUDENT)";

const score = (name: string, label: string) => ({ name, label, min: 0, max: 100 });

const GAA = score("GAA", "GAA: average of the first 10 weekly graded assignments");
const QZ1 = score("Qz1", "Quiz 1 (0 if not attempted)");
const QZ2 = score("Qz2", "Quiz 2 (0 if not attempted)");
const F = score("F", "End-term exam");

/** Eligibility inputs shared by most courses. */
const BEST5OF7 = score("AW5of7", "Average of the best 5 of the first 7 weekly assignments");
const QUIZZES_ATTENDED = { name: "QuizzesAttended", label: "Quizzes attended", min: 0, max: 2 };

const STANDARD_END_TERM = [
  { label: "Best 5 of the first 7 weekly assignments average ≥ 40", expr: "AW5of7", atLeast: 40 },
  { label: "Attended at least one of the two quizzes", expr: "QuizzesAttended", atLeast: 1 },
];

const FOUNDATION_SEP_2025_FORMULA =
  "0.1*GAA + max(0.6*F + 0.2*max(Qz1, Qz2), 0.4*F + 0.2*Qz1 + 0.3*Qz2)";

/** Annexure I: mock tests (+2 when their average ≥ 40) and up to +3 for course activities. */
const ANNEXURE_BONUS = {
  kind: "additive" as const,
  label: "Bonus (Annexure I: +2 for mock tests averaging ≥ 40, up to +3 for course activities)",
  max: 5,
};

function quizCourse(
  id: string,
  name: string,
  level: CourseRule["level"],
  credits: number,
  formula: string,
  extra: Partial<CourseRule> = {},
): CourseRule {
  return {
    id,
    name,
    level,
    credits,
    formula,
    endTermInput: "F",
    inputs: [GAA, QZ1, QZ2, F],
    eligibilityInputs: [BEST5OF7, QUIZZES_ATTENDED],
    endTermEligibility: STANDARD_END_TERM,
    cap: 100,
    source: { ref: SEP_2025_DOC, confidence: "high" },
    ...extra,
  };
}

const STATS_BONUS = {
  kind: "additive" as const,
  label: "Extra-activity bonus (capped at 5; added only when passing)",
  max: 5,
};

const PYTHON_SEP_2025: CourseRule = {
  id: "python",
  name: "Introduction to Python Programming",
  level: "foundation",
  credits: 4,
  formula: "0.1*GAA1 + 0.1*GAA2 + 0.1*Qz1 + 0.4*F + 0.25*max(PE1, PE2) + 0.15*min(PE1, PE2)",
  endTermInput: "F",
  inputs: [
    score("GAA1", "GAA1: objective assignments, first 10 weeks"),
    score("GAA2", "GAA2: programming assignments, first 10 weeks"),
    QZ1,
    score("PE1", "OPPE 1 (0 if not attempted)"),
    score("PE2", "OPPE 2 (0 if not attempted)"),
    F,
  ],
  eligibilityInputs: [
    score("AW5of7", "Average of the best 5 of the first 7 weekly assessments"),
    score("A1to4", "Lowest weekly GrPA average of weeks 1–4"),
    score("A5to8", "Lowest weekly GrPA average of weeks 5–8"),
    { name: "SCT", label: "OPPE system compatibility test done (1 = yes)", min: 0, max: 1 },
  ],
  endTermEligibility: [
    {
      label: "Best 5 of the first 7 weekly assessments average ≥ 40",
      expr: "AW5of7",
      atLeast: 40,
    },
    {
      label: "Eligible for at least one OPPE (SCT done and weeks 1–4 or weeks 5–8 all ≥ 40)",
      expr: "min(SCT * 100, max(A1to4, A5to8))",
      atLeast: 40,
    },
  ],
  oppeEligibility: [
    {
      label: "OPPE 1: SCT done and weeks 1–4 GrPA each ≥ 40",
      expr: "min(SCT * 100, A1to4)",
      atLeast: 40,
    },
    {
      label: "OPPE 2: SCT done, weeks 5–8 GrPA each ≥ 40, and end-term eligible",
      expr: "min(SCT * 100, A5to8, AW5of7)",
      atLeast: 40,
    },
  ],
  oppe: {
    scoreExpr: "max(PE1, PE2)",
    passMark: 40,
    iOpMinTotalIfAbsent: 35,
    iOpMinTotalIfFailed: 40,
  },
  bonus: { ...ANNEXURE_BONUS, label: `${ANNEXURE_BONUS.label}; only with the SCT done` },
  cap: 100,
  source: { ref: SEP_2025_DOC, confidence: "high" },
};

export const SEP_2025: TermRules = {
  term: "2025-09",
  title: "September 2025 term",
  source: { ref: SEP_2025_DOC, confidence: "high" },
  passMark: 40,
  gradeCutoffs: [
    { grade: "S", points: 10, min: 90 },
    { grade: "A", points: 9, min: 80 },
    { grade: "B", points: 8, min: 70 },
    { grade: "C", points: 7, min: 60 },
    { grade: "D", points: 6, min: 50 },
    { grade: "E", points: 4, min: 40 },
  ],
  courses: [
    quizCourse(
      "maths-1",
      "Mathematics for Data Science 1",
      "foundation",
      4,
      FOUNDATION_SEP_2025_FORMULA,
      {
        bonus: ANNEXURE_BONUS,
      },
    ),
    quizCourse("english-1", "English 1", "foundation", 4, FOUNDATION_SEP_2025_FORMULA, {
      bonus: ANNEXURE_BONUS,
    }),
    quizCourse("ct", "Computational Thinking", "foundation", 4, FOUNDATION_SEP_2025_FORMULA, {
      bonus: ANNEXURE_BONUS,
    }),
    quizCourse(
      "stats-1",
      "Statistics for Data Science 1",
      "foundation",
      4,
      FOUNDATION_SEP_2025_FORMULA,
      {
        bonus: STATS_BONUS,
      },
    ),
    quizCourse(
      "maths-2",
      "Mathematics for Data Science 2",
      "foundation",
      4,
      FOUNDATION_SEP_2025_FORMULA,
      {
        bonus: {
          kind: "multiplicative",
          label: "Course-specific activity B (out of 6): T × (1 + 0.01·B), capped at 100",
          max: 6,
          perPoint: 0.01,
        },
      },
    ),
    quizCourse("english-2", "English 2", "foundation", 4, FOUNDATION_SEP_2025_FORMULA, {
      bonus: ANNEXURE_BONUS,
    }),
    PYTHON_SEP_2025,
    quizCourse(
      "stats-2",
      "Statistics for Data Science 2",
      "foundation",
      4,
      FOUNDATION_SEP_2025_FORMULA,
      {
        bonus: STATS_BONUS,
      },
    ),
    quizCourse("mlf", "Machine Learning Foundations", "diploma-ds", 4, FOUNDATION_SEP_2025_FORMULA),
    quizCourse(
      "mlt",
      "Machine Learning Techniques",
      "diploma-ds",
      4,
      "0.1*GAA + 0.4*F + max(0.25*Qz1 + 0.25*Qz2, 0.4*max(Qz1, Qz2))",
      {
        bonus: {
          kind: "additive",
          label:
            "+3 for programming-assignment submission when the average of all assignments ≥ 40",
          max: 3,
        },
      },
    ),
    {
      ...quizCourse(
        "pdsa",
        "Programming, Data Structures and Algorithms using Python",
        "diploma-programming",
        4,
        "0.1*GAA + 0.4*F + 0.2*OP + max(0.2*max(Qz1, Qz2), 0.15*Qz1 + 0.15*Qz2)",
      ),
      inputs: [GAA, QZ1, QZ2, score("OP", "Online proctored programming exam (0 if absent)"), F],
      source: {
        ref: SEP_2025_DOC,
        confidence: "high",
        note: "The OPPE only adds to the score; an absent OPPE is not repeated and does not block a grade.",
      },
    },
  ],
};

/** Jan 2026 foundation formula: no GAA term. */
const FOUNDATION_JAN_2026_FORMULA = "max(0.6*F + 0.3*max(Qz1, Qz2), 0.45*F + 0.25*Qz1 + 0.3*Qz2)";
const JAN_2026_SOURCE = {
  ref: "Three independent student calculators (no official Jan 2026 document in our sources)",
  confidence: "medium-high" as const,
  note: "Eligibility and bonus rules carried over from Sep 2025 without a newer source.",
};

export const JAN_2026: TermRules = {
  ...SEP_2025,
  term: "2026-01",
  title: "January 2026 term (foundation only; weights from student calculators)",
  source: JAN_2026_SOURCE,
  courses: SEP_2025.courses
    .filter((course) => course.level === "foundation")
    .map((course): CourseRule => {
      if (course.id === "python") {
        return {
          ...course,
          formula: "0.15*Qz1 + 0.4*F + 0.25*max(PE1, PE2) + 0.2*min(PE1, PE2)",
          inputs: course.inputs.filter((input) => !input.name.startsWith("GAA")),
          source: { ...JAN_2026_SOURCE, ref: "Student calculators", confidence: "medium" },
        };
      }
      return {
        ...course,
        formula: FOUNDATION_JAN_2026_FORMULA,
        inputs: course.inputs.filter((input) => input.name !== "GAA"),
        source: JAN_2026_SOURCE,
      };
    }),
};

export const GRADING_TERMS: readonly TermRules[] = [SEP_2025, JAN_2026];

export function termRules(term: string): TermRules | undefined {
  return GRADING_TERMS.find((t) => t.term === term);
}
