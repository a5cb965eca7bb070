import { describe, expect, it } from "vitest";
import { courseGrading } from "./course-grading";
import { GRADING_TERMS, JAN_2026, SEP_2025 } from "./rules";
import type { TermRules } from "./schema";

describe("how a course page says a course is graded", () => {
  it("takes the latest term that has the course, and keeps an earlier, different formula", () => {
    const grading = courseGrading(GRADING_TERMS, "maths-1")!;
    expect(grading.term).toBe("2026-01");
    expect(grading.title).toBe(JAN_2026.title);
    expect(grading.words).toBe(
      "the higher of: (a) 60% of the end-term exam plus 30% of the higher of Quiz 1 and Quiz 2; " +
        "or (b) 45% of the end-term exam plus 25% of Quiz 1 plus 30% of Quiz 2",
    );
    expect(grading.symbols).toBe(
      "max(0.6 × F + 0.3 × max(Qz1, Qz2), 0.45 × F + 0.25 × Qz1 + 0.3 × Qz2)",
    );
    expect(grading.legend.map((entry) => entry.name)).toEqual(["F", "Qz1", "Qz2"]);
    expect(grading.predictorHref).toBe("/tools/grade-predictor?term=2026-01&course=maths-1");
    expect(grading.earlier).toEqual([
      {
        term: "2025-09",
        title: SEP_2025.title,
        words: expect.stringMatching(/^10% of GAA, plus the higher of/),
        symbols: expect.stringMatching(/^0\.1 × GAA \+ max\(/),
      },
    ]);
    expect(grading.bonus).toMatch(/^Bonus \(Annexure I/);
    expect(grading.cap).toBe(100);
    expect(grading.passMark).toBe(40);
    expect(grading.cutoffs[0]).toEqual({ grade: "S", min: 90 });
  });

  it("says the eligibility conditions in words, grouped; and where the rules come from", () => {
    const grading = courseGrading(GRADING_TERMS, "python")!;
    expect(grading.eligibility.map((group) => [group.title, group.conditions])).toEqual([
      [
        "To write the end-term exam",
        [
          "Best 5 of the first 7 weekly assessments average ≥ 40",
          "Eligible for at least one OPPE (SCT done and weeks 1–4 or weeks 5–8 all ≥ 40)",
        ],
      ],
      [
        "To write an OPPE",
        [
          "OPPE 1: SCT done and weeks 1–4 GrPA each ≥ 40",
          "OPPE 2: SCT done, weeks 5–8 GrPA each ≥ 40, and end-term eligible",
        ],
      ],
      ["For a course grade", ["OPPE: the higher of OPPE 1 and OPPE 2 at least 40"]],
    ]);
    // The term's source, then the course's own where it differs.
    expect(grading.sources.map((source) => source.ref)).toEqual([
      JAN_2026.source.ref,
      "student calculators",
    ]);
    expect(grading.sources[1]!.confidence).toBe(
      "our best reading: check it against the official document",
    );
  });

  it("a diploma course: its only term, no earlier formula; grade conditions of its own", () => {
    const ba = courseGrading(GRADING_TERMS, "ba")!;
    expect(ba.term).toBe("2025-09");
    expect(ba.earlier).toEqual([]);
    expect(ba.eligibility.find((group) => group.id === "grade")?.conditions).toEqual([
      "The end-term exam at least 10",
    ]);
    const dbms = courseGrading(GRADING_TERMS, "dbms")!;
    // A pass mark over a score with a multiplier is given in symbols.
    expect(dbms.eligibility.find((group) => group.id === "grade")?.conditions).toEqual([
      "OPPE: min(OP, 100 × PyDB) at least 35, where OP is Online proctored exam (OPE); " +
        "PyDB is OPE Python–database question correct (1 = yes)",
    ]);
    // The term's document is the course's: named once, with the course's note.
    expect(dbms.sources).toEqual([
      {
        ref: SEP_2025.source.ref,
        confidence: "taken from the document itself",
        note: "A grade needs OPE ≥ 35 and the Python–DB connectivity question correct.",
        url: null,
      },
    ]);
  });

  it("a term saved by the admins replaces the built-in rules and becomes the latest", () => {
    const saved: TermRules = {
      ...JAN_2026,
      term: "2026-05",
      title: "May 2026 term",
      source: {
        ref: "May 2026 grading document",
        confidence: "high",
        url: "https://example.org/g",
      },
      courses: JAN_2026.courses.map((course) =>
        course.id === "maths-1" ? { ...course, formula: "0.5*F + 0.5*max(Qz1, Qz2)" } : course,
      ),
    };
    const grading = courseGrading([...GRADING_TERMS, saved], "maths-1")!;
    expect(grading.term).toBe("2026-05");
    expect(grading.words).toBe(
      "50% of the end-term exam, plus 50% of the higher of Quiz 1 and Quiz 2",
    );
    expect(grading.sources[0]).toMatchObject({
      ref: "May 2026 grading document",
      url: "https://example.org/g",
    });
    expect(grading.earlier.map((term) => term.term)).toEqual(["2026-01", "2025-09"]);
    // A course whose formula did not change between terms lists no earlier formula.
    const english = courseGrading([...GRADING_TERMS, saved], "english-1")!;
    expect(english.earlier.map((term) => term.term)).toEqual(["2025-09"]);
  });

  it("is null for a course without a grading id, or one no term has rules for", () => {
    expect(courseGrading(GRADING_TERMS, null)).toBeNull();
    expect(courseGrading(GRADING_TERMS, "appdev-1-project")).toBeNull();
    expect(courseGrading([], "maths-1")).toBeNull();
  });
});
