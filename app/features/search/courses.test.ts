import { describe, expect, it } from "vitest";
import { DEFAULT_SYNONYMS } from "~/features/settings/synonyms";
import { courseQuestion, kindOfWords, kindPhrases, namedCourse } from "./course-answer";
import { courseAlternatives, courseAt, indexCourses, type SearchCourse } from "./courses";
import { parseQuery, queryWords } from "./query";

const course = (
  over: Partial<SearchCourse> & Pick<SearchCourse, "slug" | "name">,
): SearchCourse => ({
  id: over.slug,
  level: "foundation",
  term: "term1",
  shortName: "",
  shorthand: [],
  code: null,
  ...over,
});

const COURSES = [
  course({
    slug: "english",
    name: "English I",
    shortName: "English 1",
    shorthand: ["english 1", "eng 1", "english1", "english i"],
  }),
  course({
    slug: "english-2",
    name: "English II",
    shortName: "English 2",
    shorthand: ["english 2", "eng 2", "english2", "english ii"],
  }),
  course({
    slug: "mathematics-2",
    name: "Mathematics for Data Science II",
    shortName: "Maths 2",
    shorthand: ["maths 2", "math 2", "maths2", "m2", "mathematics 2", "maths ii"],
    code: "BSMA1003",
  }),
  course({
    slug: "modern-application-development-1",
    level: "diploma",
    name: "Modern Application Development I",
    shortName: "MAD 1",
    shorthand: ["mad 1", "mad1", "mad i"],
  }),
  course({
    slug: "modern-application-development-1-project",
    level: "diploma",
    name: "Modern Application Development I - Project",
    shortName: "MAD 1 Project",
    shorthand: ["mad 1 project", "mad1 project"],
  }),
  course({
    slug: "computational-thinking",
    name: "Computational Thinking",
    shortName: "CT",
    shorthand: ["ct"],
  }),
];
const index = indexCourses(COURSES);
const vocabulary = new Set(["python", "statistics", "notes", "english", "mathematics", "maths"]);
const parse = (q: string) => parseQuery(q, DEFAULT_SYNONYMS, vocabulary, index);
const phrases = kindPhrases(DEFAULT_SYNONYMS);

describe("courses in a query", () => {
  it("finds the longest run of words that spells a course", () => {
    const at = (q: string, i = 0) => {
      const found = courseAt(queryWords(q), i, index);
      return found && [found.courses.map((c) => c.slug), found.length];
    };
    expect(at("maths 2 notes")).toEqual([["mathematics-2"], 2]);
    expect(at("maths2 notes")).toEqual([["mathematics-2"], 1]);
    expect(at("m 2")).toEqual([["mathematics-2"], 2]);
    expect(at("mad 1 project notes")).toEqual([["modern-application-development-1-project"], 3]);
    expect(at("mad 1 notes")).toEqual([["modern-application-development-1"], 2]);
    expect(at("notes of ct", 2)).toEqual([["computational-thinking"], 1]);
    expect(at("english notes")).toBeNull();
    expect(at("maths notes")).toBeNull();
  });

  it("makes a course one part whose spellings are the course's, digits for roman numerals", () => {
    const parsed = parse("Maths II pyqs");
    expect(parsed.parts.map((p) => p.typed)).toEqual(["maths ii", "pyqs"]);
    expect(parsed.parts[0]!.courses?.map((c) => c.slug)).toEqual(["mathematics-2"]);
    expect(parsed.all).toContain("('maths' <-> '2')");
    expect(parsed.all).toContain("'m2'");
    expect(parsed.all).toContain("'bsma1003'");
    // "english i" would lose its stop word in PostgreSQL and match English 2: never sent.
    const english = courseAlternatives([COURSES[0]!]).map((w) => w.join(" "));
    expect(english).toContain("english 1");
    expect(english).not.toContain("english i");
    expect(parse("english i notes").all).not.toMatch(/'english' <-> 'i'/);
  });

  it("names the one course, and the kind of page asked for", () => {
    const ask = (q: string) => {
      const question = courseQuestion(parse(q), phrases);
      return question && [question.course.slug, question.kind];
    };
    expect(ask("maths 2 pyqs")).toEqual(["mathematics-2", "pyqs"]);
    expect(ask("notes for ct")).toEqual(["computational-thinking", "notes"]);
    expect(ask("the mad1")).toEqual(["modern-application-development-1", "course"]);
    expect(ask("english 2 exam dates")).toEqual(["english-2", "dates"]);
    expect(ask("maths 2 past paper")).toEqual(["mathematics-2", "pyqs"]);
    expect(ask("maths 2 mock tests")).toEqual(["mathematics-2", "practice"]);
    expect(ask("maths 2 ntoes")).toEqual(["mathematics-2", "notes"]); // a slip, corrected
    expect(ask("maths 2 quiz 1 pyq")).toBeNull();
    expect(ask("maths 2 notes pyqs")).toBeNull();
    expect(ask("maths 2 ct")).toBeNull();
    expect(ask("english")).toBeNull();
    expect(ask("pyqs")).toBeNull();
    expect(namedCourse(parse("maths 2 quiz 1 pyq"))?.slug).toBe("mathematics-2");
  });

  it("reads a kind from the built-in words and from the synonym groups that hold one", () => {
    expect(kindOfWords(["past", "paper"], phrases)).toBe("pyqs");
    expect(kindOfWords(["pyq", "papers"], phrases)).toBe("pyqs");
    expect(kindOfWords(["videos"], phrases)).toBe("lectures");
    expect(kindOfWords(["all", "the", "notes"], phrases)).toBe("notes");
    expect(kindOfWords([], phrases)).toBe("none");
    expect(kindOfWords(["for"], phrases)).toBe("none");
    expect(kindOfWords(["notes", "lectures"], phrases)).toBeNull();
    expect(kindOfWords(["week", "3", "notes"], phrases)).toBeNull();
    const own = kindPhrases([["walkthrough", "lectures"]]);
    expect(kindOfWords(["walkthrough"], own)).toBe("lectures");
  });
});
