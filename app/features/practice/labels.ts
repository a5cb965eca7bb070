// How the practice pages name exams, difficulties and kinds of question, their URLs and the URL
// form of a topic. Browser-safe.
import type { DIFFICULTIES, PRACTICE_EXAMS } from "~db/enums";
import type { QuestionKind } from "./marking";

export type PracticeExam = (typeof PRACTICE_EXAMS)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

export const EXAM_LABELS: Record<PracticeExam, string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "End Term",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
};

/** What a student does to answer, shown beside each question. */
export const KIND_LABELS: Record<QuestionKind, string> = {
  single: "One correct option",
  multiple: "Select all that apply",
  numeric: "Numeric answer",
  text: "Short text answer",
};

/** "1 mark", "2 marks", "1.5 marks". */
export function marksLabel(marks: number): string {
  return `${Number(marks.toFixed(2))} ${marks === 1 ? "mark" : "marks"}`;
}

/** A topic as the practice area's `?topic=` names it: "Lines: slope" → "lines-slope". */
export function topicSlug(topic: string): string {
  return topic
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** The public URL of a course's practice area, and of one of its questions. */
export function practicePath(course: { level: string; slug: string }, questionSlug?: string) {
  const base = `/resources/${course.level}/${course.slug}/practice`;
  return questionSlug ? `${base}/${questionSlug}` : base;
}
