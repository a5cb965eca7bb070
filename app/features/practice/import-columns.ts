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
