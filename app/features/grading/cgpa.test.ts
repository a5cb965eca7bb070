import { describe, expect, it } from "vitest";
import { cgpaByLevel, type CourseResult, milestoneProgress, summarize } from "./cgpa";

const f = (grade: CourseResult["grade"]): CourseResult => ({
  level: "foundation",
  credits: 4,
  grade,
});

describe("CGPA", () => {
  it("is Σ(credits × points) ÷ Σ credits: S, A, B, E at 4 credits → (40+36+32+16)/16 = 7.75", () => {
    const s = summarize([f("S"), f("A"), f("B"), f("E")]);
    expect(s).toEqual({ credits: 16, points: 124, cgpa: 7.75 });
  });

  it("leaves out U and every I outcome (passed courses only)", () => {
    const s = summarize([f("S"), f("U"), f("I"), f("I_OP"), f("I_BOTH"), f("WA"), f("WQ")]);
    expect(s).toEqual({ credits: 4, points: 40, cgpa: 10 });
    expect(summarize([f("U")]).cgpa).toBeNull();
  });

  it("weights by credits and splits by level: diploma 4 × A + 3 × S → 66/7", () => {
    const results: CourseResult[] = [
      f("B"),
      { level: "diploma-programming", credits: 4, grade: "A" },
      { level: "diploma-programming", credits: 3, grade: "S" },
      { level: "degree", credits: 4, grade: "C" },
    ];
    const by = cgpaByLevel(results);
    expect(by.foundation.cgpa).toBe(8);
    expect(by["diploma-programming"].cgpa).toBeCloseTo(66 / 7);
    expect(by["diploma-ds"].cgpa).toBeNull();
    expect(by.degree.cgpa).toBe(7);
    expect(by.overall).toEqual({ credits: 15, points: 32 + 36 + 30 + 28, cgpa: 126 / 15 });
  });
});

describe("milestones", () => {
  it("counts passed credits toward 32 / 59 / 86 / 114 / 142", () => {
    const eight = Array.from({ length: 8 }, () => f("A"));
    const progress = milestoneProgress([
      ...eight,
      f("U"),
      { level: "diploma-ds", credits: 3, grade: "B" },
    ]);
    expect(progress.map((p) => [p.credits, p.done, p.reached])).toEqual([
      [32, 32, true],
      [59, 35, false],
      [86, 35, false],
      [114, 35, false],
      [142, 35, false],
    ]);
  });
});
