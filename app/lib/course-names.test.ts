import { describe, expect, it } from "vitest";
import { courseKeys, courseSpellings, courseWords, namesCourse, spellingKey } from "./course-names";

const maths2 = {
  name: "Mathematics for Data Science II",
  shortName: "Maths 2",
  shorthand: ["maths 2", "math 2", "maths2", "m2", "mathematics 2", "maths ii"],
  code: "BSMA1003",
};
const ba = {
  name: "Business Analytics (Option 1)",
  shortName: "BA",
  shorthand: ["ba", "business analytics"],
  code: "BSMS2002",
};

describe("course names", () => {
  it("reads a roman numeral after a word as its number, and ignores case, accents and punctuation", () => {
    expect(courseWords("Maths II")).toEqual(["maths", "2"]);
    expect(courseWords("English I")).toEqual(["english", "1"]);
    expect(courseWords("MAD-1 Project")).toEqual(["mad", "1", "project"]);
    // Only after a word: a name starting with "I" keeps it.
    expect(courseWords("I, Robot")).toEqual(["i", "robot"]);
    expect(spellingKey(courseWords("Maths II"))).toBe(spellingKey(courseWords("maths2")));
  });

  it("lists each spelling once: name without bracketed notes, short name, shorthand, code", () => {
    expect(courseSpellings(maths2).map((w) => w.join(" "))).toEqual([
      "mathematics for data science 2",
      "maths 2",
      "math 2",
      "maths2",
      "m2",
      "mathematics 2",
      "bsma1003",
    ]);
    expect(courseSpellings(ba)[0]).toEqual(["business", "analytics"]);
    expect(courseKeys(ba).has("option1")).toBe(false);
  });

  it("knows a whole text that names the course, however it is spaced or numbered", () => {
    for (const text of [
      "maths 2",
      "Maths2",
      "MATHS II",
      "math2",
      "m 2",
      "Mathematics-2",
      "bsma1003",
    ]) {
      expect(namesCourse(text, maths2), text).toBe(true);
    }
    for (const text of ["maths", "maths 1", "maths 2 notes", "mathematics", "", "  "]) {
      expect(namesCourse(text, maths2), text).toBe(false);
    }
  });
});
