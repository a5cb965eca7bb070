// From what a student typed to the full-text queries PostgreSQL runs (ADR 032): words are
// normalised, the programme's shorthand is expanded through the synonym list and a course's
// spellings through the course catalogue, misspelt words get the nearest known word as an
// alternative, and each alternative becomes a tsquery term. Only letters and digits reach the
// tsquery text, so nothing typed can change its syntax.
import type { SynonymGroup } from "~/features/settings/synonyms";
import { normalizedWords } from "~/lib/words";
import {
  courseAlternatives,
  courseAt,
  type CourseIndex,
  NO_COURSES,
  type SearchCourse,
} from "./courses";

/** The longest query looked at; longer input is cut (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;

/** Lower-case words of letters and digits, accents removed. */
export const queryWords = normalizedWords;

/** Edit distance counting a swap of two neighbours as one edit ("pyhton" is one from "python"). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  }
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const prev = rows[i - 1]!;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}

/** The known word nearest to a word not known, if near enough to be a slip of the keys. */
export function correctWord(word: string, vocabulary: ReadonlySet<string>): string | null {
  if (word.length < 4 || /\d/.test(word) || vocabulary.has(word)) return null;
  const allowed = word.length >= 7 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > allowed || known.length < 4) continue;
    const distance = editDistance(word, known);
    if (distance <= allowed && (!best || distance < best.distance))
      best = { word: known, distance };
  }
  return best?.word ?? null;
}

/** One place in the query: its spellings, each a list of words (a phrase). */
export type QueryPart = {
  typed: string;
  /** The words it stands for, a slip of the keys corrected ("ntoes" → notes). */
  words: string[];
  alternatives: string[][];
  /** The course or courses of the catalogue these words name, if they name one. */
  courses?: readonly SearchCourse[];
};

export interface ParsedQuery {
  /** The query as looked at: its words, lower-case, by single spaces (for trigram similarity). */
  text: string;
  parts: QueryPart[];
  /** Every part must match (the precise query), or null when the query has no word. */
  all: string | null;
  /** The course the query names must match, and any other part (see `parseQuery`), or null. */
  courseAndAny: string | null;
  /** Any part may match (the forgiving query, for ranking and as the fallback). */
  any: string | null;
  /** Corrections made, for "Showing results for …". */
  corrected: { from: string; to: string }[];
}

/**
 * Splits the query into parts, expands shorthand and corrects slips; builds both tsqueries. A run
 * of words that spells a course of the catalogue ("maths2", "CT", "Maths II", "pyhton" once
 * corrected) becomes one part whose spellings are the course's; otherwise the longest phrase of a
 * synonym group, or the word itself.
 */
export function parseQuery(
  input: string,
  synonyms: readonly SynonymGroup[],
  vocabulary: ReadonlySet<string>,
  courses: CourseIndex = NO_COURSES,
): ParsedQuery {
  const words = queryWords(input.slice(0, MAX_QUERY_LENGTH)).slice(0, 12);
  const text = words.join(" ");
  const groups = synonyms
    .map((group) => group.map(queryWords).filter((phrase) => phrase.length > 0))
    .filter((group) => group.length > 0);
  const findGroup = (at: number): { group: string[][]; length: number } | null => {
    let found: { group: string[][]; length: number } | null = null;
    for (const group of groups) {
      for (const phrase of group) {
        if (phrase.length <= (found?.length ?? 0)) continue;
        if (phrase.every((word, k) => words[at + k] === word))
          found = { group, length: phrase.length };
      }
    }
    return found;
  };
  const fixes = words.map((word) => correctWord(word, vocabulary));
  const fixed = words.map((word, i) => fixes[i] ?? word);
  // A course as typed, or else as corrected ("statistcs 2" is Stats 2).
  const findCourse = (at: number) => {
    const typed = courseAt(words, at, courses);
    if (typed) return { ...typed, words: words.slice(at, at + typed.length) };
    const corrected = courseAt(fixed, at, courses);
    return corrected ? { ...corrected, words: fixed.slice(at, at + corrected.length) } : null;
  };
  const parts: QueryPart[] = [];
  const corrected: { from: string; to: string }[] = [];
  for (let i = 0; i < words.length;) {
    const course = findCourse(i);
    const found = findGroup(i);
    if (course && course.length >= (found?.length ?? 0)) {
      for (let k = i; k < i + course.length; k++) {
        if (course.words[k - i] !== words[k]) corrected.push({ from: words[k]!, to: fixed[k]! });
      }
      parts.push({
        typed: words.slice(i, i + course.length).join(" "),
        words: course.words,
        alternatives: courseAlternatives(course.courses),
        courses: course.courses,
      });
      i += course.length;
      continue;
    }
    if (found) {
      const typed = words.slice(i, i + found.length);
      parts.push({ typed: typed.join(" "), words: typed, alternatives: found.group });
      i += found.length;
      continue;
    }
    const word = words[i]!;
    const alternatives: string[][] = [[word]];
    const fix = fixes[i];
    if (fix) {
      corrected.push({ from: word, to: fix });
      const group = groups.find((g) =>
        g.some((phrase) => phrase.length === 1 && phrase[0] === fix),
      );
      alternatives.push(...(group ?? [[fix]]));
    }
    parts.push({ typed: word, words: [fix ?? word], alternatives });
    i += 1;
  }
  const termOf = (part: QueryPart) => {
    const spellings = part.alternatives.map((phrase) => {
      if (phrase.length > 1) return `(${phrase.map((word) => `'${word}'`).join(" <-> ")})`;
      const word = phrase[0]!;
      // The word as typed may be the start of a longer one ("prog"); a synonym or correction is
      // a whole word (a prefix of "stat" would match every "state" and "status").
      const typed = word === part.typed && word.length >= 3 && !/^\d+$/.test(word);
      return typed ? `'${word}':*` : `'${word}'`;
    });
    return spellings.length === 1 ? spellings[0]! : `(${spellings.join(" | ")})`;
  };
  const terms = parts.map(termOf);
  // A query naming one course and more: the course's documents with any of the rest, before any
  // document with any word ("maths 2 quiz 1 pyq" without a Maths 2 quiz paper: Maths 2's papers
  // and quiz notes, not every paper of every course).
  const course = parts.findIndex((part) => part.courses);
  const others = terms.filter((_, i) => i !== course);
  const courseAndAny =
    course >= 0 && others.length > 1 && parts.filter((part) => part.courses).length === 1
      ? `${terms[course]} & (${others.join(" | ")})`
      : null;
  return {
    text,
    parts,
    all: terms.length ? terms.join(" & ") : null,
    courseAndAny,
    any: terms.length ? terms.join(" | ") : null,
    corrected,
  };
}
