// The programme's shorthand (PYQ, OPPE, Qz1, ET …) as groups of words that mean the same: an
// operator edits them in Site Settings (key `search`), and the search expands a query with them
// before any SQL runs (ADR 032). A course's names ("MLF", "CT", "Maths 2", "m2") are not here:
// the search reads them from the course catalogue, the subjects table. A setting's format, so
// the settings feature owns it and the search imports it. Safe for the browser.

/** A group of spellings that mean the same thing; each may be several words ("quiz 1"). */
export type SynonymGroup = string[];

/** What the search uses while the operators have not saved their own list. */
export const DEFAULT_SYNONYMS: SynonymGroup[] = [
  ["PYQ", "PYQs", "previous year question paper", "past paper", "question paper"],
  ["OPPE", "online proctored programming exam", "programming exam"],
  ["OPE", "online programming exam"],
  ["ML", "machine learning"],
  ["Maths", "Math", "mathematics"],
  ["Stats", "Stat", "statistics"],
  ["DS", "data science"],
  ["Viz", "visualization", "visualisation"],
  ["Qz1", "Quiz 1", "Q1", "quiz-1", "quiz one"],
  ["Qz2", "Quiz 2", "Q2", "quiz-2", "quiz two"],
  ["ET", "End Term", "final term", "end sem", "finals", "end-term"],
  ["CGPA", "GPA", "grade point average"],
  ["notes", "study notes", "handwritten notes"],
  ["lecture", "lectures", "video", "videos"],
  ["sem", "term"],
  ["WhatsApp", "chat group", "community", "group"],
  ["1", "I", "one"],
  ["2", "II", "two"],
];

/** The longest list and entry the settings accept (a small, hand-kept list). */
export const MAX_SYNONYM_GROUPS = 200;
export const MAX_SYNONYM_LENGTH = 60;

/** The settings form's textarea: one group a line, its spellings separated by commas. */
export function synonymsToText(groups: SynonymGroup[]): string {
  return groups.map((group) => group.join(", ")).join("\n");
}

export function synonymsFromText(text: string): SynonymGroup[] {
  return text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(/[,=]/)
        .map((term) => term.replace(/\s+/g, " ").trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}
