// Marking a mock's answer sheet (DESIGN.md D10): every question of the paper read from the form
// with readAnswer and marked with markAnswer. Pure, so the rule is tested apart from the database.
//
// The rule for time: the server's clock decides. A sheet arriving up to GRACE_SECONDS after the
// deadline counts (the page's script sends it at the deadline, and the network takes a moment);
// a sheet arriving later counts for nothing, and the result says so. A form post arrives whole,
// so there is no "part that came in time" to keep: what it held is still shown, marked, beside
// the key and the solutions, but not counted.
import { type AnswerKey, type Given, markAnswer, type QuestionKind, readAnswer } from "./marking";
import {
  answerField,
  type AttemptResult,
  GRACE_SECONDS,
  type ResultQuestion,
  reviewField,
  roundMarks,
} from "./mock";

export interface MarkingQuestion {
  id: string;
  kind: QuestionKind;
  topic: string;
  stem: string;
  options: string[];
  answer: unknown;
  solution: string;
  marks: number;
}

/** What was sent for one question, kept with the attempt. */
export interface SheetEntry {
  values: string[];
  review: boolean;
}

/** The answer sheet as read by readForm: only its string values are answers. */
export interface Sheet {
  getAll(name: string): FormDataEntryValue[];
}

export interface Timing {
  startedAt: Date;
  deadlineAt: Date;
  /** When the sheet reached the server, by the database's clock. */
  arrivedAt: Date;
}

export function isLate({ deadlineAt, arrivedAt }: Pick<Timing, "deadlineAt" | "arrivedAt">) {
  return arrivedAt.getTime() - deadlineAt.getTime() > GRACE_SECONDS * 1000;
}

export function markSheet(
  questions: readonly MarkingQuestion[],
  sheet: Sheet,
  timing: Timing,
): { result: AttemptResult; answers: Record<string, SheetEntry> } {
  const late = isLate(timing);
  const answers: Record<string, SheetEntry> = {};
  const marked: ResultQuestion[] = questions.map((question, index) => {
    const values = sheet
      .getAll(answerField(question.id))
      .filter((value): value is string => typeof value === "string");
    const review = sheet.getAll(reviewField(question.id)).some((value) => value === "on");
    if (values.length > 0 || review) answers[question.id] = { values, review };

    const sent = values.some((value) => value.trim().length > 0);
    const read = sent ? readAnswer(question.kind, values, question.options.length) : null;
    const given: Given | null = read?.ok ? read.given : null;
    const key = { kind: question.kind, answer: question.answer } as AnswerKey;
    const mark = markAnswer(key, given, question.marks);
    return {
      id: question.id,
      number: index + 1,
      kind: question.kind,
      topic: question.topic,
      stem: question.stem,
      options: question.options,
      solution: question.solution,
      key,
      given,
      unreadable: read && !read.ok ? read.message : null,
      markedForReview: review,
      status: mark.status,
      awarded: late ? 0 : mark.awarded,
      marks: question.marks,
    };
  });
  const seconds = (from: Date, to: Date) =>
    Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));
  return {
    answers,
    result: {
      version: 1,
      late,
      lateBySeconds: late ? seconds(timing.deadlineAt, timing.arrivedAt) : 0,
      secondsUsed: seconds(timing.startedAt, timing.arrivedAt),
      score: roundMarks(marked.reduce((sum, q) => sum + q.awarded, 0)),
      total: roundMarks(marked.reduce((sum, q) => sum + q.marks, 0)),
      questions: marked,
    },
  };
}
