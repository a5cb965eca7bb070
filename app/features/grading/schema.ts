import { z } from "zod";
import { FormulaError, parseFormula } from "./formula";

/** Where a rule comes from and how sure we are of it. */
export const sourceSchema = z.object({
  ref: z.string().min(1),
  confidence: z.enum(["high", "medium-high", "medium", "low"]),
  note: z.string().optional(),
  /** Where to read the source (shown as a link); only http(s) addresses. */
  url: z
    .string()
    .max(2000)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), {
      message: "Give an http(s) address",
    })
    .optional(),
});

export const inputSchema = z.object({
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  label: z.string().min(1),
  min: z.number(),
  max: z.number(),
});

/** A condition is met when `expr` (over the course's inputs) is at least `atLeast`. */
export const conditionSchema = z.object({
  label: z.string().min(1),
  expr: z.string().min(1),
  atLeast: z.number(),
});

export const bonusSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("additive"),
    label: z.string().min(1),
    max: z.number().positive(),
  }),
  z.object({
    kind: z.literal("multiplicative"),
    label: z.string().min(1),
    max: z.number().positive(),
    /** T × (1 + perPoint·B) */
    perPoint: z.number().positive(),
  }),
]);

export const oppeSchema = z.object({
  /** The OPPE score that must reach `passMark` for a grade. */
  scoreExpr: z.string().min(1),
  passMark: z.number(),
  /** OPPE absent, end term written: I_OP when T (OPPE counted as 0) reaches this, else U. */
  iOpMinTotalIfAbsent: z.number(),
  /** OPPE failed, end term written: I_OP when T reaches this, else U. */
  iOpMinTotalIfFailed: z.number(),
});

export const courseRuleSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  level: z.enum(["foundation", "diploma-ds", "diploma-programming", "degree"]),
  credits: z.number().int().positive(),
  formula: z.string().min(1),
  endTermInput: z.string().min(1),
  inputs: z.array(inputSchema).min(1),
  /** Conditions over eligibility inputs (not part of the score). */
  eligibilityInputs: z.array(inputSchema),
  endTermEligibility: z.array(conditionSchema),
  oppeEligibility: z.array(conditionSchema).optional(),
  /** Extra conditions for a course grade beyond attending the end term (e.g. BDM assignments). */
  gradeEligibility: z.array(conditionSchema).optional(),
  /** The smallest end-term mark that still earns a grade (Business Analytics: 10 of 40). */
  minEndTerm: z.number().optional(),
  oppe: oppeSchema.optional(),
  bonus: bonusSchema.optional(),
  /** The total is capped here (after any bonus). */
  cap: z.number().positive(),
  source: sourceSchema,
});

export const gradeCutoffSchema = z.object({
  grade: z.enum(["S", "A", "B", "C", "D", "E"]),
  points: z.number().int(),
  min: z.number(),
});

export const termRulesSchema = z
  .object({
    term: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    title: z.string().min(1),
    source: sourceSchema,
    passMark: z.number(),
    gradeCutoffs: z.array(gradeCutoffSchema).min(1),
    courses: z.array(courseRuleSchema).min(1),
  })
  .superRefine((doc, ctx) => {
    const ids = new Set<string>();
    doc.courses.forEach((course, i) => {
      if (ids.has(course.id)) {
        ctx.addIssue({ code: "custom", path: ["courses", i, "id"], message: "Duplicate id" });
      }
      ids.add(course.id);
      const names = course.inputs.map((input) => input.name);
      if (!names.includes(course.endTermInput)) {
        ctx.addIssue({
          code: "custom",
          path: ["courses", i, "endTermInput"],
          message: "End-term input is not one of the inputs",
        });
      }
      const check = (expr: string, allowed: string[], path: (string | number)[]) => {
        try {
          parseFormula(expr, allowed);
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
          ctx.addIssue({ code: "custom", path: ["courses", i, ...path], message: error.message });
        }
      };
      check(course.formula, names, ["formula"]);
      const all = [...names, ...course.eligibilityInputs.map((input) => input.name)];
      course.endTermEligibility.forEach((c, j) => check(c.expr, all, ["endTermEligibility", j]));
      course.oppeEligibility?.forEach((c, j) => check(c.expr, all, ["oppeEligibility", j]));
      course.gradeEligibility?.forEach((c, j) => check(c.expr, all, ["gradeEligibility", j]));
      if (course.oppe) check(course.oppe.scoreExpr, names, ["oppe", "scoreExpr"]);
    });
  });

export type TermRules = z.infer<typeof termRulesSchema>;
export type CourseRule = z.infer<typeof courseRuleSchema>;
export type Condition = z.infer<typeof conditionSchema>;
export type Grade = z.infer<typeof gradeCutoffSchema>["grade"];
