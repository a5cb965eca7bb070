// The course catalogue as the search reads a query (ADR 032): which words of the query name a
// course, by any of its spellings in the subjects table (name, short name, shorthand, code), and
// what those words become in the full-text query. Safe for the browser.
import {
  type CourseNaming,
  courseSpellingTexts,
  courseWords,
  spellingKey,
} from "~/lib/course-names";
import { normalizedWords } from "~/lib/words";

/** A course of a public level, as the search needs it. */
export interface SearchCourse extends CourseNaming {
  id: string;
  level: string;
  slug: string;
  term: string | null;
}

export interface CourseIndex {
  /** Spelling keys ("maths2") to the courses spelt so (two when the catalogue repeats one). */
  byKey: ReadonlyMap<string, readonly SearchCourse[]>;
  /** The most query words a spelling can take ("m 2" is two words for the one-word "m2"). */
  longest: number;
}

export function indexCourses(courses: readonly SearchCourse[]): CourseIndex {
  const byKey = new Map<string, SearchCourse[]>();
  let longest = 0;
  for (const course of courses) {
    for (const text of courseSpellingTexts(course)) {
      const words = courseWords(text);
      if (words.length === 0) continue;
      longest = Math.max(longest, words.length + 1);
      const key = spellingKey(words);
      const list = byKey.get(key) ?? [];
      if (!list.includes(course)) list.push(course);
      byKey.set(key, list);
    }
  }
  return { byKey, longest };
}

export const NO_COURSES: CourseIndex = { byKey: new Map(), longest: 0 };

/**
 * The longest run of words starting at `at` that spells a course, however it is spaced or
 * numbered ("maths2", "maths 2", "Maths II", "m 2"), with the course or courses it names.
 */
export function courseAt(
  words: readonly string[],
  at: number,
  index: CourseIndex,
): { courses: readonly SearchCourse[]; length: number } | null {
  for (let length = Math.min(index.longest, words.length - at); length > 0; length--) {
    const span = courseWords(words.slice(at, at + length).join(" "));
    const courses = index.byKey.get(spellingKey(span));
    if (courses) return { courses, length };
  }
  return null;
}

/**
 * What a course's words become in the full-text query: each spelling as a phrase, numbers as
 * digits ("maths 2", which every document of the course carries through its short name). The
 * spelling as stored is kept too when it differs, unless it holds a lone "i": PostgreSQL drops
 * that stop word, and "english i" would become "english", which English 2 matches as well.
 */
export function courseAlternatives(courses: readonly SearchCourse[]): string[][] {
  const seen = new Set<string>();
  const alternatives: string[][] = [];
  const add = (words: string[]) => {
    const key = words.join(" ");
    if (words.length === 0 || seen.has(key)) return;
    seen.add(key);
    alternatives.push(words);
  };
  for (const course of courses) {
    for (const text of courseSpellingTexts(course)) {
      add(courseWords(text));
      const stored = normalizedWords(text);
      if (!stored.slice(1).includes("i")) add(stored);
    }
  }
  return alternatives;
}

/** Every word of the catalogue's spellings (known words: never "corrected" into another). */
export function courseVocabulary(courses: readonly SearchCourse[]): string[] {
  return courses.flatMap((course) => courseSpellingTexts(course).flatMap(normalizedWords));
}
