import { describe, expect, it } from "vitest";
import { cleanedQuery, enteredGrades, gradesQuery } from "./cgpa-query";

const IDS = ["maths-1", "english-1", "ct", "python"];

describe("the CGPA calculator's address", () => {
  it("keeps only the courses with a grade, in the courses' order", () => {
    const sent = new URLSearchParams("python=&english-1=B&ct=&maths-1=S");
    expect(gradesQuery(IDS, sent)).toBe("maths-1=S&english-1=B");
  });

  it("drops unknown courses, unknown grades and everything when nothing was entered", () => {
    expect(gradesQuery(IDS, new URLSearchParams("maths-1=Z&astrology=S&ct=I"))).toBe("ct=I");
    expect(gradesQuery(IDS, new URLSearchParams("maths-1=&english-1="))).toBe("");
    expect(gradesQuery(IDS, new URLSearchParams("cleared=maths-1%3DS"))).toBe("");
  });

  it("reads the grades entered as a map", () => {
    expect([...enteredGrades(IDS, new URLSearchParams("ct=U&maths-1=A"))]).toEqual([
      ["maths-1", "A"],
      ["ct", "U"],
    ]);
  });

  it("says when an address needs cleaning", () => {
    expect(cleanedQuery(IDS, new URLSearchParams("maths-1=S&english-1=B"))).toBeNull();
    expect(cleanedQuery(IDS, new URLSearchParams("maths-1=S&english-1="))).toBe("maths-1=S");
  });
});
