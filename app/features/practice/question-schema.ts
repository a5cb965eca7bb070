// A practice question as the project writes it (DESIGN.md D10): a stem and a worked solution in
// Markdown with LaTeX maths ($…$ inline, $$…$$ display), a kind with its answer key, and where it
// belongs (course code, exam, topic). Browser-safe: the answer key is checked on the server only.
import { z } from "zod";
import { DIFFICULTIES, PRACTICE_EXAMS } from "~db/enums";

// Which exam a question prepares for; Quiz 1 covers weeks 1–4, Quiz 2 weeks 1–8 (Sep 2025 grading
// document).
export { DIFFICULTIES, PRACTICE_EXAMS };
/** Every question the project writes itself says so. */
export const ORIGINAL_SOURCE = "Original practice question";
/** A mock paper the project writes says so. */
export const ORIGINAL_PAPER_SOURCE = "Original mock paper";

const markdown = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} is too long`);

const common = {
  /** Unique within its course: lower-case words joined by hyphens. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lower-case words joined by hyphens"),
  /** The programme's course code, e.g. BSMA1001 (see ../shared/research/courses.md). */
  course: z.string().regex(/^BS[A-Z]{2}\d{4}P?$/, "Use the programme's course code"),
  exam: z.enum(PRACTICE_EXAMS),
  topic: z.string().trim().min(2).max(80),
  difficulty: z.enum(DIFFICULTIES),
  marks: z.number().positive().max(20),
  stem: markdown("The question", 8_000),
  solution: markdown("The worked solution", 12_000),
  source: z.string().trim().min(2).max(200),
};

const options = z.array(markdown("An option", 1_000)).min(2).max(8);

/** One correct option: `answer` is its index in `options`. */
const Single = z.object({
  ...common,
  kind: z.literal("single"),
  options,
  answer: z.number().int().min(0),
});
/** Several correct options: every index in `answer`, and no other, must be chosen. */
const Multiple = z.object({
  ...common,
  kind: z.literal("multiple"),
  options,
  answer: z.array(z.number().int().min(0)).min(1),
});
/** A number: within `tolerance` of `value`, or within [min, max]. */
const Numeric = z.object({
  ...common,
  kind: z.literal("numeric"),
  answer: z.union([
    z.object({ value: z.number(), tolerance: z.number().min(0).default(0) }),
    z.object({ min: z.number(), max: z.number() }),
  ]),
});
/** A short text: any of `answer`, compared trimmed, case- and space-insensitively. */
const Text = z.object({
  ...common,
  kind: z.literal("text"),
  answer: z.array(z.string().trim().min(1).max(200)).min(1),
});

export const PracticeQuestionSchema = z
  .discriminatedUnion("kind", [Single, Multiple, Numeric, Text])
  .superRefine((question, ctx) => {
    if (question.kind === "single" && question.answer >= question.options.length) {
      ctx.addIssue({ code: "custom", path: ["answer"], message: "The answer names no option" });
    }
    if (question.kind === "multiple") {
      const unique = new Set(question.answer);
      if (
        unique.size !== question.answer.length ||
        question.answer.some((i) => i >= question.options.length)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["answer"],
          message: "The answers must be distinct options",
        });
      }
    }
    if (
      question.kind === "numeric" &&
      "min" in question.answer &&
      question.answer.min > question.answer.max
    ) {
      ctx.addIssue({ code: "custom", path: ["answer"], message: "The range is empty" });
    }
  });

export type PracticeQuestion = z.input<typeof PracticeQuestionSchema>;
