// Reading and marking an answer (DESIGN.md D10): the form's values → what the student gave, or a
// sentence saying what is wrong with it; what was given → right or wrong and the marks awarded.
// Shared by the question page and the mock's marking; pure, so it runs the same everywhere.
import type { QUESTION_KINDS } from "~db/enums";

export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The key, as stored in `practice_questions.answer` (question-schema.ts gives its shapes). */
export type AnswerKey =
  | { kind: "single"; answer: number }
  | { kind: "multiple"; answer: readonly number[] }
  | {
      kind: "numeric";
      answer: { value: number; tolerance?: number } | { min: number; max: number };
    }
  | { kind: "text"; answer: readonly string[] };

/** What a student gave, once read. */
export type Given =
  | { kind: "single"; option: number }
  | { kind: "multiple"; options: number[] }
  | { kind: "numeric"; value: number; text: string }
  | { kind: "text"; text: string };

export type ReadAnswer = { ok: true; given: Given } | { ok: false; message: string };

export const ANSWER_MESSAGES = {
  chooseOne: "Choose one of the options.",
  chooseSome: "Choose at least one option.",
  noSuchOption: "That option is not one of this question's options.",
  number: "Enter a number, such as 12.5, -3 or 3/4.",
  text: "Type your answer.",
  textTooLong: "Keep the answer under 200 characters.",
} as const;

/** Longest numeric answer read (digits, sign, point, fraction bar, exponent). */
const MAX_NUMBER_CHARS = 40;
export const MAX_TEXT_ANSWER = 200;

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d{1,3})?$/i;
const FRACTION = /^([+-]?\d{1,15})\/(\d{1,15})$/;

/** A number as students type it: 12.5, -3, .5, 1e-3, 3/4, with spaces or thousands commas. */
export function parseNumber(raw: string): number | null {
  const text = raw
    .trim()
    .replace(/\s+/g, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  if (text.length === 0 || text.length > MAX_NUMBER_CHARS) return null;
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const d = Number(fraction[2]);
    return d === 0 ? null : Number(fraction[1]) / d;
  }
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function optionIndex(raw: string, count: number): number | null {
  if (!/^\d{1,2}$/.test(raw)) return null;
  const i = Number(raw);
  return i < count ? i : null;
}

/**
 * The form's values for one question (every value of its field, as `FormData.getAll` gives them)
 * → what was given. `optionCount` is the question's number of options.
 */
export function readAnswer(kind: QuestionKind, values: string[], optionCount: number): ReadAnswer {
  const filled = values.map((v) => v.trim()).filter((v) => v.length > 0);
  switch (kind) {
    case "single": {
      if (filled.length !== 1) return { ok: false, message: ANSWER_MESSAGES.chooseOne };
      const option = optionIndex(filled[0]!, optionCount);
      return option === null
        ? { ok: false, message: ANSWER_MESSAGES.noSuchOption }
        : { ok: true, given: { kind, option } };
    }
    case "multiple": {
      if (filled.length === 0) return { ok: false, message: ANSWER_MESSAGES.chooseSome };
      const options = new Set<number>();
      for (const value of filled) {
        const option = optionIndex(value, optionCount);
        if (option === null) return { ok: false, message: ANSWER_MESSAGES.noSuchOption };
        options.add(option);
      }
      return { ok: true, given: { kind, options: [...options].sort((a, b) => a - b) } };
    }
    case "numeric": {
      if (filled.length !== 1) return { ok: false, message: ANSWER_MESSAGES.number };
      const value = parseNumber(filled[0]!);
      return value === null
        ? { ok: false, message: ANSWER_MESSAGES.number }
        : { ok: true, given: { kind, value, text: filled[0]! } };
    }
    case "text": {
      if (filled.length !== 1) return { ok: false, message: ANSWER_MESSAGES.text };
      if (filled[0]!.length > MAX_TEXT_ANSWER)
        return { ok: false, message: ANSWER_MESSAGES.textTooLong };
      return { ok: true, given: { kind, text: filled[0]! } };
    }
  }
}

/** Text answers compare without case, accents of width, surrounding or repeated spaces, or a final full stop. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "")
    .trim();
}

/** Whether a number lies within the key; a relative hair's width absorbs binary rounding. */
function numberMatches(key: Extract<AnswerKey, { kind: "numeric" }>["answer"], value: number) {
  const eps = 1e-9 * Math.max(1, Math.abs(value));
  if ("min" in key) return value >= key.min - eps && value <= key.max + eps;
  return Math.abs(value - key.value) <= (key.tolerance ?? 0) + eps;
}

/** Whether what was given is right. Several options: all of the key's and no other. */
export function isCorrect(key: AnswerKey, given: Given): boolean {
  if (key.kind !== given.kind) return false;
  switch (key.kind) {
    case "single":
      return given.kind === "single" && given.option === key.answer;
    case "multiple": {
      if (given.kind !== "multiple") return false;
      const want = [...new Set(key.answer)].sort((a, b) => a - b);
      return want.length === given.options.length && want.every((v, i) => v === given.options[i]);
    }
    case "numeric":
      return given.kind === "numeric" && numberMatches(key.answer, given.value);
    case "text":
      return (
        given.kind === "text" &&
        key.answer.some((accepted) => normaliseText(accepted) === normaliseText(given.text))
      );
  }
}

export interface Marked {
  status: "correct" | "wrong" | "unanswered";
  awarded: number;
  marks: number;
}

/** Marks for one question of a paper: all or nothing, no negative marking. */
export function markAnswer(key: AnswerKey, given: Given | null, marks: number): Marked {
  if (!given) return { status: "unanswered", awarded: 0, marks };
  const correct = isCorrect(key, given);
  return { status: correct ? "correct" : "wrong", awarded: correct ? marks : 0, marks };
}

/** Option letters as the pages label them: A, B, C … */
export function optionLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(10)));
}

/** The key in words, for the page that shows it after an answer ("B", "12.5 (± 0.05)"). */
export function describeKey(key: AnswerKey): string {
  switch (key.kind) {
    case "single":
      return optionLetter(key.answer);
    case "multiple":
      return [...key.answer]
        .sort((a, b) => a - b)
        .map(optionLetter)
        .join(", ");
    case "numeric":
      if ("min" in key.answer)
        return `Any number from ${formatNumber(key.answer.min)} to ${formatNumber(key.answer.max)}`;
      return key.answer.tolerance
        ? `${formatNumber(key.answer.value)} (± ${formatNumber(key.answer.tolerance)})`
        : formatNumber(key.answer.value);
    case "text":
      return key.answer[0] ?? "";
  }
}

/** What a student gave, in words, for the result page. */
export function describeGiven(given: Given | null): string {
  if (!given) return "Not answered";
  switch (given.kind) {
    case "single":
      return optionLetter(given.option);
    case "multiple":
      return given.options.map(optionLetter).join(", ");
    case "numeric":
      return given.text;
    case "text":
      return given.text;
  }
}
