// The admin forms of practice questions and papers (/admin/questions, /admin/papers): form fields
// as posted, turned into a question that passes PracticeQuestionSchema (question-schema.ts), with
// every problem at the field that causes it. Browser-safe: Conform validates with it as the admin
// types, and the server with the same schema.
import { z } from "zod";
import {
  DIFFICULTIES,
  PAPER_KINDS,
  PRACTICE_EXAMS,
  PRACTICE_STATUSES,
  QUESTION_KINDS,
} from "~db/enums";
import { ORIGINAL_PAPER_SOURCE, ORIGINAL_SOURCE, PracticeQuestionSchema } from "./question-schema";

export const MAX_OPTIONS = 8;
export const MAX_PAPER_QUESTIONS = 100;

export const EXAM_LABELS: Record<(typeof PRACTICE_EXAMS)[number], string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "End Term",
};
export const QUESTION_KIND_LABELS: Record<(typeof QUESTION_KINDS)[number], string> = {
  single: "One correct option",
  multiple: "Several correct options",
  numeric: "Numeric answer",
  text: "Short text answer",
};
export const DIFFICULTY_LABELS: Record<(typeof DIFFICULTIES)[number], string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};
export const STATUS_LABELS: Record<(typeof PRACTICE_STATUSES)[number], string> = {
  draft: "Draft",
  published: "Published",
};
export const PAPER_KIND_LABELS: Record<(typeof PAPER_KINDS)[number], string> = {
  mock: "Mock (written for the site)",
  previous: "Previous paper (transcribed)",
};

const optionsOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
export const EXAM_OPTIONS = optionsOf(EXAM_LABELS);
export const QUESTION_KIND_OPTIONS = optionsOf(QUESTION_KIND_LABELS);
export const DIFFICULTY_OPTIONS = optionsOf(DIFFICULTY_LABELS);
export const STATUS_OPTIONS = optionsOf(STATUS_LABELS);
export const PAPER_KIND_OPTIONS = optionsOf(PAPER_KIND_LABELS);

/** "BSMA1001 · Mathematics for Data Science I" or the name alone. */
export const courseLabel = (c: { code: string | null; name: string }) =>
  c.code ? `${c.code} · ${c.name}` : c.name;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MESSAGE = "Use lower-case letters and digits, words joined by hyphens";

/**
 * A slug from the first words of a stem: maths, Markdown and punctuation dropped, at most six
 * words and 60 characters ("Find the mean of 2, 4 and 9" → "find-the-mean-of-2-4").
 */
export function slugFromStem(stem: string): string {
  const words = stem
    .replace(/\$\$[\s\S]*?\$\$|\$[^$\n]*\$/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || "question";
}

/** One value or several (checkboxes) as a list. */
const asList = (value: unknown) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const number = (what: string) =>
  z.number({ error: `${what} must be a number` }).refine(Number.isFinite, `${what} is too large`);

/** The question form's fields as posted, each with its own message. */
export const QuestionFields = z.object({
  id: z.uuid().optional(),
  subjectId: z.uuid({ error: "Choose the course" }),
  slug: z.string().trim().max(80, "At most 80 characters").regex(SLUG, SLUG_MESSAGE).optional(),
  kind: z.enum(QUESTION_KINDS, { error: "Choose the kind of question" }),
  exam: z.enum(PRACTICE_EXAMS, { error: "Choose the exam" }),
  topic: z
    .string({ error: "The topic is required" })
    .trim()
    .min(2, "The topic needs at least 2 characters")
    .max(80, "At most 80 characters"),
  difficulty: z.enum(DIFFICULTIES, { error: "Choose the difficulty" }),
  marks: number("Marks").positive("Marks must be more than 0").max(20, "At most 20 marks"),
  stem: z
    .string({ error: "The question is required" })
    .max(8_000, "The question is longer than 8,000 characters"),
  options: z
    .array(z.string().max(1_000, "An option is longer than 1,000 characters").optional())
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
    .optional(),
  correct: z.preprocess(
    asList,
    z.array(z.coerce.number().int().min(0).max(MAX_OPTIONS)).max(MAX_OPTIONS),
  ),
  numericMode: z.enum(["value", "range"]).default("value"),
  value: number("The answer").optional(),
  tolerance: number("The tolerance").min(0, "The tolerance cannot be negative").optional(),
  min: number("The lowest answer").optional(),
  max: number("The highest answer").optional(),
  accepted: z.string().max(4_000, "At most 4,000 characters").optional(),
  solution: z
    .string({ error: "The worked solution is required" })
    .max(12_000, "The worked solution is longer than 12,000 characters"),
  source: z.string().trim().max(200, "At most 200 characters").optional(),
  status: z.enum(PRACTICE_STATUSES).default("draft"),
});
export type QuestionFieldValues = z.input<typeof QuestionFields>;

/** A question ready to store: PracticeQuestionSchema's shape with where it goes and its status. */
export interface QuestionInput {
  id?: string;
  subjectId: string;
  slug: string;
  kind: (typeof QUESTION_KINDS)[number];
  exam: (typeof PRACTICE_EXAMS)[number];
  topic: string;
  difficulty: (typeof DIFFICULTIES)[number];
  marks: number;
  stem: string;
  options: string[];
  answer: unknown;
  solution: string;
  source: string;
  status: (typeof PRACTICE_STATUSES)[number];
}

/** The accepted answers of a text question: one a line, blank lines left out. */
export const acceptedLines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Where the answer's errors are shown for each kind. */
const ANSWER_FIELD = { single: "correct", multiple: "correct", numeric: "value", text: "accepted" };

/**
 * Checks a question against PracticeQuestionSchema, the one the demo questions pass, and maps its
 * problems to the fields they belong to. `course` is the form's select (a subject id), not a code.
 */
export function checkQuestion(
  form: Omit<QuestionInput, "answer"> & { answer: unknown },
  ctx: z.RefinementCtx,
): QuestionInput | typeof z.NEVER {
  const choice = form.kind === "single" || form.kind === "multiple";
  const parsed = PracticeQuestionSchema.safeParse({
    ...form,
    // The code pattern is the question files' concern; here the course is a subject row.
    course: "BSXX0000",
    options: choice ? form.options : undefined,
  });
  if (parsed.success) return { ...form, options: choice ? form.options : [] };
  for (const issue of parsed.error.issues) {
    const [head, ...rest] = issue.path;
    const path =
      head === "answer"
        ? [
            form.kind === "numeric" && "min" in (form.answer as object)
              ? "min"
              : ANSWER_FIELD[form.kind],
          ]
        : head === "options" && rest.length === 0
          ? ["options"]
          : issue.path;
    const message =
      head === "options" && rest.length === 0 ? "Give between 2 and 8 options" : issue.message;
    ctx.addIssue({ code: "custom", path: path as PropertyKey[], message });
  }
  return z.NEVER;
}

/** The question form: its fields, then the answer built for the kind, checked as a question. */
export const QuestionFormSchema = QuestionFields.transform((f, ctx): QuestionInput => {
  const options = (f.options ?? []).map((o) => o ?? "");
  const missing = (path: string, message: string) => {
    ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  };
  let answer: unknown;
  if (f.kind === "single") {
    if (f.correct.length !== 1) return missing("correct", "Choose the one correct option");
    answer = f.correct[0];
  } else if (f.kind === "multiple") {
    if (f.correct.length === 0) return missing("correct", "Tick every correct option");
    answer = [...f.correct].sort((a, b) => a - b);
  } else if (f.kind === "numeric") {
    if (f.numericMode === "range") {
      if (f.min === undefined) return missing("min", "Give the lowest accepted answer");
      if (f.max === undefined) return missing("max", "Give the highest accepted answer");
      answer = { min: f.min, max: f.max };
    } else {
      if (f.value === undefined) return missing("value", "Give the answer as a number");
      answer = { value: f.value, tolerance: f.tolerance ?? 0 };
    }
  } else {
    const lines = acceptedLines(f.accepted);
    if (lines.length === 0) return missing("accepted", "Give at least one accepted answer");
    if (lines.some((l) => l.length > 200))
      return missing("accepted", "An accepted answer is longer than 200 characters");
    answer = lines;
  }
  return checkQuestion(
    {
      id: f.id,
      subjectId: f.subjectId,
      slug: f.slug || slugFromStem(f.stem),
      kind: f.kind,
      exam: f.exam,
      topic: f.topic,
      difficulty: f.difficulty,
      marks: f.marks,
      stem: f.stem,
      options,
      answer,
      solution: f.solution,
      source: f.source || ORIGINAL_SOURCE,
      status: f.status,
    },
    ctx,
  );
});

/** A stored answer as the form's fields (the edit dialog's defaults). */
export function answerFields(kind: string, answer: unknown): Record<string, unknown> {
  if (kind === "single") return { correct: [String(answer)] };
  if (kind === "multiple") return { correct: (answer as number[]).map(String) };
  if (kind === "numeric") {
    const a = answer as { value?: number; tolerance?: number; min?: number; max?: number };
    return a.value !== undefined
      ? { numericMode: "value", value: String(a.value), tolerance: String(a.tolerance ?? 0) }
      : { numericMode: "range", min: String(a.min), max: String(a.max) };
  }
  return { accepted: (answer as string[]).join("\n") };
}

/** "Take it off the paper "X" first." / "…the papers "X" and "Y" first." */
export function onPaperMessage(papers: string[]): string {
  const quoted = papers.map((t) => `“${t}”`);
  const list =
    quoted.length <= 1
      ? (quoted[0] ?? "its paper")
      : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
  return `This question is on ${papers.length === 1 ? "the paper" : "the papers"} ${list}. Take it off ${papers.length === 1 ? "that paper" : "those papers"} first, then delete it.`;
}

export const QuestionIdSchema = z.object({ id: z.uuid() });

// ---- Papers ----------------------------------------------------------------------------------

/** One question of a paper as the composer posts it. */
const PaperItem = z.object({
  questionId: z.uuid(),
  position: z.number({ error: "Give a position number" }).int("A whole number").optional(),
  marks: number("Marks").positive("Marks must be more than 0").max(100, "At most 100").optional(),
  remove: z.literal("on").optional(),
});

export const PaperFields = z.object({
  id: z.uuid().optional(),
  subjectId: z.uuid({ error: "Choose the course" }),
  title: z
    .string({ error: "The title is required" })
    .trim()
    .min(3, "The title needs at least 3 characters")
    .max(200, "At most 200 characters"),
  slug: z.string().trim().max(80, "At most 80 characters").regex(SLUG, SLUG_MESSAGE).optional(),
  kind: z.enum(PAPER_KINDS, { error: "Choose mock or previous paper" }),
  exam: z.enum(PRACTICE_EXAMS, { error: "Choose the exam" }),
  session: z.string().trim().max(80, "At most 80 characters").optional(),
  description: z.string().trim().max(2_000, "At most 2,000 characters").optional(),
  timeLimitMinutes: z
    .number({ error: "The time limit must be a number of minutes" })
    .int("A whole number of minutes")
    .min(1, "At least 1 minute")
    .max(600, "At most 600 minutes"),
  source: z.string().trim().max(200, "At most 200 characters").optional(),
  status: z.enum(PRACTICE_STATUSES).default("draft"),
  items: z.array(PaperItem).max(MAX_PAPER_QUESTIONS).optional(),
  add: z.preprocess(asList, z.array(z.uuid()).max(MAX_PAPER_QUESTIONS)),
});

export interface PaperInput {
  id?: string;
  subjectId: string;
  title: string;
  slug: string;
  kind: (typeof PAPER_KINDS)[number];
  exam: (typeof PRACTICE_EXAMS)[number];
  session: string;
  description: string;
  timeLimitMinutes: number;
  source: string;
  status: (typeof PRACTICE_STATUSES)[number];
  /** The questions in order, each with its marks override (null: the question's own). */
  questions: { questionId: string; marks: number | null }[];
}

export const PaperFormSchema = PaperFields.transform((f, ctx): PaperInput => {
  if (f.kind === "previous" && !f.session) {
    ctx.addIssue({
      code: "custom",
      path: ["session"],
      message: 'A previous paper needs its session, e.g. "January 2024 FN"',
    });
    return z.NEVER;
  }
  // Kept in the order of their position numbers (ties: as listed), then the added ones.
  const kept = (f.items ?? [])
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.remove)
    .sort(
      (a, b) =>
        (a.item.position ?? a.index + 1) - (b.item.position ?? b.index + 1) || a.index - b.index,
    )
    .map(({ item }) => ({ questionId: item.questionId, marks: item.marks ?? null }));
  const seen = new Set(kept.map((q) => q.questionId));
  for (const id of f.add) {
    if (!seen.has(id)) kept.push({ questionId: id, marks: null });
    seen.add(id);
  }
  if (kept.length > MAX_PAPER_QUESTIONS) {
    ctx.addIssue({
      code: "custom",
      path: ["add"],
      message: `A paper holds at most ${MAX_PAPER_QUESTIONS} questions`,
    });
    return z.NEVER;
  }
  return {
    id: f.id,
    subjectId: f.subjectId,
    title: f.title,
    slug: f.slug || slugFromStem(f.title),
    kind: f.kind,
    exam: f.exam,
    session: f.session ?? "",
    description: f.description ?? "",
    timeLimitMinutes: f.timeLimitMinutes,
    source:
      f.source ||
      (f.kind === "mock" ? ORIGINAL_PAPER_SOURCE : `${EXAM_LABELS[f.exam]}, ${f.session}`),
    status: f.status,
    questions: kept,
  };
});

export const PaperIdSchema = z.object({ id: z.uuid() });
