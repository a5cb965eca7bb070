// How students name a course, compared with the catalogue's spellings (ADR 032): case, accents,
// punctuation and spaces do not count ("Maths2", "maths 2" and "MATHS-2" are one spelling), and a
// roman numeral after a word is its number ("Maths II" is "maths 2"). The spellings themselves
// are data: the subjects table's name, short name, shorthand and code. Safe for the browser.
import { normalizedWords } from "./words";

/** What the catalogue says a course is called. */
export interface CourseNaming {
  name: string;
  shortName: string;
  shorthand: readonly string[];
  code: string | null;
}

const ROMAN: Readonly<Record<string, string>> = { i: "1", ii: "2", iii: "3", iv: "4" };

/** The words of a name, a roman numeral after the first word as its digits ("Maths II" → maths 2). */
export function courseWords(text: string): string[] {
  return normalizedWords(text).map((word, i) => (i > 0 ? (ROMAN[word] ?? word) : word));
}

/** A spelling as one key, without its spaces: "maths 2" and "maths2" are both "maths2". */
export function spellingKey(words: readonly string[]): string {
  return words.join("");
}

/**
 * A course's spellings as the catalogue holds them: its name (without bracketed notes such as
 * "(Option 1)"), short name, shorthand and code.
 */
export function courseSpellingTexts(course: CourseNaming): string[] {
  return [
    course.name.replace(/\([^)]*\)/g, " "),
    course.shortName,
    ...course.shorthand,
    course.code ?? "",
  ];
}

/** Every spelling of a course as words (see `courseWords`), each once. */
export function courseSpellings(course: CourseNaming): string[][] {
  const seen = new Set<string>();
  const spellings: string[][] = [];
  for (const text of courseSpellingTexts(course)) {
    const words = courseWords(text);
    const key = words.join(" ");
    if (words.length === 0 || seen.has(key)) continue;
    seen.add(key);
    spellings.push(words);
  }
  return spellings;
}

/** The keys of a course's spellings (see `spellingKey`). */
export function courseKeys(course: CourseNaming): Set<string> {
  return new Set(courseSpellings(course).map(spellingKey));
}

/** Whether the whole text is one of the course's spellings ("math2" is Maths 2). */
export function namesCourse(text: string, course: CourseNaming): boolean {
  const words = courseWords(text);
  return words.length > 0 && courseKeys(course).has(spellingKey(words));
}
