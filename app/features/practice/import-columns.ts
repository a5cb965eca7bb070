// The columns of practice questions in the bulk import and export (import-questions.server.ts).
// Browser-safe: the import screen lists them.

export const OPTION_COLUMNS = ["a", "b", "c", "d", "e", "f", "g", "h"].map((l) => `option_${l}`);

export const PRACTICE_QUESTION_COLUMNS = [
  "course",
  "slug",
  "kind",
  "exam",
  "topic",
  "difficulty",
  "marks",
  "stem",
  ...OPTION_COLUMNS,
  "answer",
  "solution",
  "source",
  "status",
] as const;

export const PRACTICE_QUESTION_REQUIRED = [
  "course",
  "kind",
  "exam",
  "topic",
  "stem",
  "answer",
  "solution",
] as const;

/** How the import screen explains the columns a spreadsheet needs. */
export const PRACTICE_QUESTION_HELP =
  "One question a row. course: the code (BSMA1001) or level/slug (foundation/mathematics). " +
  "kind: single, multiple, numeric or text; exam: quiz-1, quiz-2 or end-term; difficulty: easy, " +
  "medium or hard (medium when empty); marks: 1 when empty. stem and solution: Markdown with " +
  "LaTeX ($x^2$, $$…$$). option_a to option_h: one option a column, for single and multiple. " +
  'answer: the letter ("B"), the letters ("A, C"), a number ("42", "42 ± 0.5", "40 to 44") or ' +
  'the accepted texts joined by " | ". slug: made from the stem when empty; a row with the slug ' +
  "of a stored question of its course updates it. status: draft (when empty) or published.";

// Practice papers (import-papers.server.ts): one row a paper, its questions in one column.

export const PRACTICE_PAPER_COLUMNS = [
  "course",
  "slug",
  "title",
  "kind",
  "exam",
  "session",
  "description",
  "time_limit_minutes",
  "questions",
  "total_marks",
  "source",
  "status",
] as const;

export const PRACTICE_PAPER_REQUIRED = [
  "course",
  "title",
  "exam",
  "time_limit_minutes",
  "questions",
] as const;

export const PRACTICE_PAPER_HELP =
  "One paper a row. course: as for questions. kind: mock (when empty) or previous; a previous " +
  'paper needs its session ("January 2024 FN"). time_limit_minutes: 1 to 600. questions: the ' +
  'slugs of its course\'s questions in order, joined by " | ", each followed by ":marks" when ' +
  'it carries other marks on this paper ("mean-of-three | range-q:2"); in JSON also a list of ' +
  '{"slug", "marks"}. The questions must be in the course already or in the same import. ' +
  "total_marks: checked against the questions' marks when given. slug: made from the title when " +
  "empty; a row with the slug of a stored paper of its course updates it. status: draft (when " +
  "empty) or published, which needs every question published.";
