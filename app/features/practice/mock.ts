// Timed mocks (DESIGN.md D10): what an attempt's frozen result holds, the rules the server keeps
// (grace, size, attempt ids) and the words and figures the pages derive from them. Browser-safe.
import type { PAPER_KINDS, PRACTICE_EXAMS } from "~db/enums";
import type { AnswerKey, Given, Marked, QuestionKind } from "./marking";

/** The network's allowance: an answer sheet arriving this long after the deadline still counts. */
export const GRACE_SECONDS = 10;
/** Questions a mock shows at most (the answer sheet's bounds, MOCK_FORM, are sized for it). */
export const MAX_MOCK_QUESTIONS = 100;
/** Attempts kept this long unless an admin sets another period (Site Settings › Practice). */
export const DEFAULT_ATTEMPT_RETENTION_DAYS = 180;

/** An attempt's id: 16 random bytes in base64url, so it is its own unguessable address. */
export const ATTEMPT_ID = /^[A-Za-z0-9_-]{22}$/;

export function isAttemptId(value: string | undefined): value is string {
  return typeof value === "string" && ATTEMPT_ID.test(value);
}

/** The answer sheet's field names: flat, one per question (several values for ticked boxes). */
export const answerField = (questionId: string) => `q-${questionId}`;
export const reviewField = (questionId: string) => `r-${questionId}`;

export type PracticeExam = (typeof PRACTICE_EXAMS)[number];
export type PaperKind = (typeof PAPER_KINDS)[number];

export const EXAM_LABELS: Record<PracticeExam, string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "End Term",
};

export const PAPER_KIND_LABELS: Record<PaperKind, string> = {
  mock: "Mock test",
  previous: "Previous paper",
};

/** One question of a submitted attempt, as it was when marked. */
export interface ResultQuestion {
  id: string;
  /** 1-based, as the paper numbers it. */
  number: number;
  kind: QuestionKind;
  topic: string;
  /** Markdown, rendered when the result is shown (the sanitiser of the day applies). */
  stem: string;
  options: string[];
  solution: string;
  key: AnswerKey;
  given: Given | null;
  /** Why an answer that was sent could not be read (it then counts as not answered). */
  unreadable: string | null;
  markedForReview: boolean;
  status: Marked["status"];
  awarded: number;
  marks: number;
}

/** What `practice_attempts.result` freezes at submission. */
export interface AttemptResult {
  version: 1;
  /** The answer sheet arrived after the deadline and its grace: nothing in it was counted. */
  late: boolean;
  /** Seconds after the deadline it arrived (0 when in time). */
  lateBySeconds: number;
  /** Seconds from the start to the sheet's arrival. */
  secondsUsed: number;
  score: number;
  total: number;
  questions: ResultQuestion[];
}

export interface TopicRow {
  topic: string;
  questions: number;
  correct: number;
  awarded: number;
  marks: number;
}

/** Marks per topic, in the order topics first appear on the paper. */
export function marksByTopic(questions: readonly ResultQuestion[]): TopicRow[] {
  const rows = new Map<string, TopicRow>();
  for (const q of questions) {
    const row = rows.get(q.topic) ?? {
      topic: q.topic,
      questions: 0,
      correct: 0,
      awarded: 0,
      marks: 0,
    };
    row.questions += 1;
    if (q.status === "correct") row.correct += 1;
    row.awarded = roundMarks(row.awarded + q.awarded);
    row.marks = roundMarks(row.marks + q.marks);
    rows.set(q.topic, row);
  }
  return [...rows.values()];
}

/** Marks are stored with two decimals (numeric(5, 2)): sums stay there. */
export function roundMarks(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "7.5", "12": a mark as the pages print it. */
export function formatMarks(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, "");
}

export function percentOf(score: number, total: number): number {
  return total > 0 ? Math.round((score / total) * 1000) / 10 : 0;
}

/** "1 h 5 min", "12 min 30 s", "45 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/** "30 minutes", "1 hour 30 minutes". */
export function formatTimeLimit(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  if (h === 0) return part(m, "minute");
  return m === 0 ? part(h, "hour") : `${part(h, "hour")} ${part(m, "minute")}`;
}

/** A clock time in a zone, 24-hour: "14:35". */
export function clockTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(at);
}

/**
 * The deadline as a page without scripts shows it: India's time (the programme's) and UTC, so a
 * student anywhere can read it. The page's script replaces it with the reader's own clock time.
 */
export function deadlineLabel(at: Date): string {
  return `${clockTime(at, "Asia/Kolkata")} IST (${clockTime(at, "UTC")} UTC)`;
}
