// Search of the /resources page: every subject of every public level and term, grouped by where
// it is, so "python" from the Foundation tab finds Programming in Python in Term 2 and says so.
// A course is found by the names the catalogue gives it too (short name, shorthand, code).
import { type CourseNaming, namesCourse } from "~/lib/course-names";
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

/** A subject with the course catalogue's names (ADR 046), which the search compares. */
export interface CatalogueSubject extends LevelSubject, CourseNaming {
  shortName: string;
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

const words = normalizedWords;

/**
 * Whether the subject is what the query asks for: the query is one of the course's spellings
 * ("math2", "Maths II", "m 2"), or every word of it starts a word of the subject's name, short
 * name, shorthand, code, description or slug ("prog" finds Programming, "thon" not).
 */
export function subjectMatches(query: string, subject: CatalogueSubject): boolean {
  const text = query.slice(0, MAX_SUBJECT_QUERY);
  const terms = words(text);
  if (terms.length === 0) return false;
  if (namesCourse(text, subject)) return true;
  const haystack = ` ${words(
    [
      subject.name,
      subject.shortName,
      ...subject.shorthand,
      subject.code ?? "",
      subject.description,
      subject.slug,
    ].join(" "),
  ).join(" ")}`;
  return terms.every((term) => haystack.includes(` ${term}`));
}

/**
 * The subjects matching the query, grouped by level (public order) and term (Term 1, Term 2,
 * then the level's subjects of every term); a subject keeps its place within its group.
 */
export function groupSubjectMatches(
  query: string,
  subjects: CatalogueSubject[],
): SubjectMatchGroup[] {
  // The cards show the names and description only: the catalogue's other spellings stay here.
  const matches = subjects
    .filter((s) => subjectMatches(query, s))
    .map(({ level, slug, name, shortName, description, term, family }) => ({
      level,
      slug,
      name,
      shortName,
      description,
      term,
      family: family ?? null,
    }));
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
