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

/** The I / I_OP thresholds of the Sep 2025 OPPE tables (OPPE absent: T ≥ 35; failed: T ≥ 40). */
const oppeOutcome = (scoreExpr: string, passMark: number) => ({
  scoreExpr,
  passMark,
  iOpMinTotalIfAbsent: 35,
  iOpMinTotalIfFailed: 40,
});

const SCT = { name: "SCT", label: "OPPE system compatibility test done (1 = yes)", min: 0, max: 1 };
const BEST5OF7_MIXED = score(
  "AW5of7",
  "Average of the best 5 of the first 7 weekly assessments (objective and programming)",
);

const MLP: CourseRule = {
  ...quizCourse(
    "mlp",
    "Machine Learning Practice",
    "diploma-ds",
    4,
    "0.1*GAA + 0.3*F + 0.2*OPPE1 + 0.2*OPPE2 + 0.2*KA",
  ),
  inputs: [
    GAA,
    score("OPPE1", "OPPE 1 (0 if not attempted)"),
    score("OPPE2", "OPPE 2 (0 if not attempted)"),
    score("KA", "KA: average of the 3 Kaggle assignments"),
    F,
  ],
  eligibilityInputs: [BEST5OF7_MIXED, SCT],
  endTermEligibility: [
    { label: "Best 5 of the 7 weekly assessments average ≥ 40", expr: "AW5of7", atLeast: 40 },
  ],
  oppeEligibility: [{ label: "OPPE 1: SCT done", expr: "SCT", atLeast: 1 }],
  oppe: oppeOutcome("max(OPPE1, OPPE2)", 40),
};

const BDM: CourseRule = {
  ...quizCourse(
    "bdm",
    "Business Data Management",
    "diploma-ds",
    4,
    "0.3*GA + 0.2*Qz2 + 0.2*TA + 0.3*F",
  ),
  inputs: [
    score("GA", "GA: best 3 of the 4 graded assignments, as a percentage"),
    score("Qz2", "Quiz 2 (no Quiz 1 in this course)"),
    score("TA", "Timed assignment"),
    F,
  ],
  eligibilityInputs: [
    { name: "GA12Submitted", label: "Submitted GA1 or GA2 (1 = yes)", min: 0, max: 1 },
    score("GABest2of3", "Average of the best 2 of the first 3 graded assignments (%)"),
    score("GABest3of4", "Average of the best 3 of the 4 graded assignments (%)"),
  ],
  endTermEligibility: [
    { label: "Submitted at least one of GA1 and GA2", expr: "GA12Submitted", atLeast: 1 },
    {
      label: "Best 2 of the first 3 graded assignments average ≥ 40",
      expr: "GABest2of3",
      atLeast: 40,
    },
  ],
  gradeEligibility: [
    { label: "Best 3 of the 4 graded assignments average ≥ 30", expr: "GABest3of4", atLeast: 30 },
  ],
  source: {
    ref: SEP_2025_DOC,
    confidence: "medium",
    note:
      "The document writes T = 0.3GAA + 0.20Q2 + 0.2 Timed Assignment + 0.3F with GA as marks out of 30; " +
      "we read every component as a percentage. No bonus marks for BDM.",
  },
};

const BA: CourseRule = {
  ...quizCourse(
    "ba",
    "Business Analytics",
    "diploma-ds",
    4,
    "0.7*max(Qz1, Qz2) + 0.3*min(Qz1, Qz2) + A + min(F, 40)",
  ),
  inputs: [
    { name: "Qz1", label: "Quiz 1 (out of 20)", min: 0, max: 20 },
    { name: "Qz2", label: "Quiz 2 (out of 20)", min: 0, max: 20 },
    { name: "A", label: "A: best 2 of the 3 assignments (out of 40)", min: 0, max: 40 },
    { name: "F", label: "End-term exam (out of 45, counted up to 40)", min: 0, max: 45 },
  ],
  eligibilityInputs: [
    { name: "A12Submitted", label: "Submitted assignment 1 or 2 (1 = yes)", min: 0, max: 1 },
    { name: "Qz1", label: "Quiz 1 (out of 20)", min: 0, max: 20 },
    { name: "Qz2", label: "Quiz 2 (out of 20)", min: 0, max: 20 },
  ],
  endTermEligibility: [
    { label: "Submitted at least one of assignments 1 and 2", expr: "A12Submitted", atLeast: 1 },
    {
      label: "Qz = 0.7·max(Qz1, Qz2) + 0.3·min(Qz1, Qz2) ≥ 7 (of 20)",
      expr: "0.7*max(Qz1, Qz2) + 0.3*min(Qz1, Qz2)",
      atLeast: 7,
    },
  ],
  minEndTerm: 10,
  source: {
    ref: SEP_2025_DOC,
    confidence: "high",
    note: "Marks, not weights: Qz 20 + assignments 40 + end term 40. A grade needs F ≥ 10 of 40.",
  },
};

const TDS: CourseRule = {
  ...quizCourse(
    "tds",
    "Tools in Data Science",
    "diploma-ds",
    3,
    "0.2*GAA + 0.2*ROE + 0.2*P1 + 0.2*P2 + 0.2*F",
  ),
  inputs: [
    score("GAA", "GAA: best 5 of the 8 weekly assignments and the make-up GA"),
    score("ROE", "Remote online exam"),
    score("P1", "Project 1"),
    score("P2", "Project 2"),
    F,
  ],
  eligibilityInputs: [score("GABest4of5", "Average of the best 4 of the first 5 GAs (%)")],
  endTermEligibility: [
    {
      label: "Best 4 of the first 5 GAs ≥ 40% (and the make-up GA)",
      expr: "GABest4of5",
      atLeast: 40,
    },
  ],
  source: {
    ref: SEP_2025_DOC,
    confidence: "high",
    note: "Bonus activities are at the course team's discretion and not modelled.",
  },
};

const DBMS: CourseRule = {
  ...quizCourse(
    "dbms",
    "Database Management Systems",
    "diploma-programming",
    4,
    "0.04*GAA1 + 0.03*GAA2 + 0.03*GAA3 + 0.2*OP + max(0.45*F + 0.15*max(Qz1, Qz2), 0.4*F + 0.1*Qz1 + 0.2*Qz2)",
  ),
  inputs: [
    score("GAA1", "GAA1: first 10 weekly graded assignments"),
    score("GAA2", "GAA2: weeks 2 and 3 SQL assignments"),
    score("GAA3", "GAA3: week 7 programming assignment"),
    QZ1,
    QZ2,
    score("OP", "Online proctored exam (OPE)"),
    { name: "PyDB", label: "OPE Python–database question correct (1 = yes)", min: 0, max: 1 },
    F,
  ],
  oppe: oppeOutcome("min(OP, 100*PyDB)", 35),
  source: {
    ref: SEP_2025_DOC,
    confidence: "high",
    note: "A grade needs OPE ≥ 35 and the Python–DB connectivity question correct.",
  },
};

const APPDEV_1 = quizCourse(
  "appdev-1",
  "Application Development 1",
  "diploma-programming",
  4,
  "0.15*GLA + 0.05*GA + max(0.35*F + 0.2*Qz1 + 0.25*Qz2, 0.4*F + 0.3*max(Qz1, Qz2))",
  {
    inputs: [
      score("GLA", "GLA: 70% of the best 2 of weeks 2–6 labs + 30% of week 7"),
      score("GA", "GA: first 10 weekly objective assignments"),
      QZ1,
      QZ2,
      F,
    ],
  },
);

const JAVA: CourseRule = {
  ...quizCourse(
    "java",
    "Programming Concepts using Java",
    "diploma-programming",
    4,
    "0.1*GAA + 0.3*F + 0.2*max(PE1, PE2) + 0.1*min(PE1, PE2) + max(0.25*max(Qz1, Qz2), 0.15*Qz1 + 0.25*Qz2)",
  ),
  inputs: [
    score("GAA", "GAA: best 6 of the 7 programming assignments"),
    QZ1,
    QZ2,
    score("PE1", "OPPE 1 (0 if not attempted)"),
    score("PE2", "OPPE 2 (0 if not attempted)"),
    F,
  ],
  eligibilityInputs: [
    BEST5OF7_MIXED,
    QUIZZES_ATTENDED,
    score("A2to4", "Lowest weekly GrPA average of weeks 2–4"),
    score("A5to8", "Lowest weekly GrPA average of weeks 5–8"),
    SCT,
  ],
  oppeEligibility: [
    {
      label: "OPPE 1: SCT done and weeks 2–4 GrPA each ≥ 40",
      expr: "min(SCT * 100, A2to4)",
      atLeast: 40,
    },
    {
      label: "OPPE 2: SCT done, weeks 5–8 GrPA each ≥ 40, and end-term eligible",
      expr: "min(SCT * 100, A5to8, AW5of7)",
      atLeast: 40,
    },
  ],
  oppe: oppeOutcome("max(PE1, PE2)", 30),
  cap: 100,
  source: {
    ref: SEP_2025_DOC,
    confidence: "high",
    note: "The document labels 0.10·min(PE1, PE2) as bonus; the total is capped at 100. A grade needs one OPPE ≥ 30.",
  },
};

const SYSTEM_COMMANDS: CourseRule = {
  ...quizCourse(
    "system-commands",
    "System Commands",
    "diploma-programming",
    3,
    "0.1*GAA + 0.2*Qz1 + 0.3*OPE + 0.3*F + 0.1*BPTA",
  ),
  inputs: [
    score("GAA", "GAA: best 9 of the 10 weekly assignments"),
    QZ1,
    score("OPE", "Online proctored exam (0 if absent)"),
    score("BPTA", "BPTA: average of the 4 biweekly programming tests"),
    F,
  ],
  eligibilityInputs: [BEST5OF7_MIXED, score("BPT1to3", "Average of the first three BPTs")],
  endTermEligibility: [
    { label: "Best 5 of the first 7 weekly assessments average ≥ 40", expr: "AW5of7", atLeast: 40 },
  ],
  oppeEligibility: [
    { label: "Average of the first three BPTs ≥ 40", expr: "BPT1to3", atLeast: 40 },
  ],
  oppe: oppeOutcome("OPE", 40),
};

const APPDEV_2 = quizCourse(
  "appdev-2",
  "Application Development 2",
  "diploma-programming",
  4,
  "0.05*GAA1 + 0.05*GAA2 + max(0.35*F + 0.25*Qz1 + 0.3*Qz2, 0.5*F + 0.3*max(Qz1, Qz2))",
  {
    inputs: [
      score("GAA1", "GAA1: first 10 weekly graded assignments"),
      score("GAA2", "GAA2: weeks 1 and 2 programming assignments"),
      QZ1,
      QZ2,
      F,
    ],
  },
);

const DL_GENAI: CourseRule = quizCourse(
  "dl-genai",
  "Introduction to Deep Learning and Generative AI",
  "diploma-ds",
  4,
  "0.2*GAA + 0.15*Qz1 + 0.15*Qz2 + 0.2*F + 0.15*NPPE1 + 0.15*NPPE2",
  {
    inputs: [
      score("GAA", "GAA: first 9 weekly graded assignments"),
      QZ1,
      QZ2,
      score("NPPE1", "NPPE 1"),
      score("NPPE2", "NPPE 2"),
      F,
    ],
    eligibilityInputs: [
      score("AW5of7", "Average of the first 5 weekly assessments"),
      QUIZZES_ATTENDED,
    ],
    endTermEligibility: [
      { label: "First 5 weekly assessments average ≥ 40", expr: "AW5of7", atLeast: 40 },
      STANDARD_END_TERM[1]!,
    ],
    source: {
      ref: SEP_2025_DOC,
      confidence: "medium",
      note: "Formula and eligibility from the document; the level and 4 credits are our assumption (not in our sources).",
    },
  },
);

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
    MLP,
    BDM,
    BA,
    TDS,
    DBMS,
    APPDEV_1,
    JAVA,
    SYSTEM_COMMANDS,
    APPDEV_2,
    DL_GENAI,
  ],
};

/** Jan 2026 foundation formula: no GAA term. */
const FOUNDATION_JAN_2026_FORMULA = "max(0.6*F + 0.3*max(Qz1, Qz2), 0.45*F + 0.25*Qz1 + 0.3*Qz2)";
const JAN_2026_SOURCE = {
  ref: "three independent student calculators (no official Jan 2026 document in our sources)",
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
          source: { ...JAN_2026_SOURCE, ref: "student calculators", confidence: "medium" },
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
