// Search of the /resources page: every subject of every public level and term, grouped by where
// it is, so "python" from the Foundation tab finds Programming in Python in Term 2 and says so.
import { normalizedWords } from "~/lib/words";
import {
  LEVEL_LABELS,
  PUBLIC_LEVELS,
  type PublicLevel,
  type SubjectCard,
  type Term,
  TERM_LABELS,
  TERMS,
} from "./subjects";

export interface LevelSubject extends SubjectCard {
  level: PublicLevel;
}

export interface SubjectMatchGroup {
  level: PublicLevel;
  /** Null: subjects of the level that belong to every term. */
  term: Term | null;
  /** "Foundation level · Term 2" */
  label: string;
  subjects: LevelSubject[];
}

/** The longest query looked at; longer input is cut (a search box, not a document). */
export const MAX_SUBJECT_QUERY = 100;

/** Short forms students type, and the word the subjects' names use. */
const ALIASES: Record<string, string> = {
  maths: "mathematics",
  math: "mathematics",
  stats: "statistics",
  stat: "statistics",
  ct: "computational",
  py: "python",
  dbms: "database",
  db: "database",
  ml: "machine learning",
  dl: "deep learning",
  ds: "data science",
  viz: "visualization",
};

const words = normalizedWords;

/** The query's words, each a list of spellings any of which may match (its alias included). */
function queryTerms(query: string): string[][] {
  return words(query.slice(0, MAX_SUBJECT_QUERY)).map((word) => {
    const alias = ALIASES[word];
    return alias ? [word, alias] : [word];
  });
}

/** Whether every word of the query is found in the subject's name, description or slug. */
export function subjectMatches(query: string, subject: SubjectCard): boolean {
  const terms = queryTerms(query);
  if (terms.length === 0) return false;
  const haystack = ` ${words(`${subject.name} ${subject.description} ${subject.slug}`).join(" ")}`;
  // A word matches at the start of a word of the subject ("prog" finds Programming, "thon" not).
  return terms.every((spellings) => spellings.some((s) => haystack.includes(` ${s}`)));
}

/**
 * The subjects matching the query, grouped by level (public order) and term (Term 1, Term 2,
 * then the level's subjects of every term); a subject keeps its place within its group.
 */
export function groupSubjectMatches(query: string, subjects: LevelSubject[]): SubjectMatchGroup[] {
  const matches = subjects.filter((s) => subjectMatches(query, s));
  const groups: SubjectMatchGroup[] = [];
  for (const level of PUBLIC_LEVELS) {
    for (const term of [...TERMS, null]) {
      const inGroup = matches.filter((s) => s.level === level && s.term === term);
      if (inGroup.length === 0) continue;
      groups.push({
        level,
        term,
        label: term ? `${LEVEL_LABELS[level]} · ${TERM_LABELS[term]}` : LEVEL_LABELS[level],
        subjects: inGroup,
      });
    }
  }
  return groups;
}
