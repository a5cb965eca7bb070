import { describe, expect, it } from "vitest";
import { confidenceText, predictorView, readField, termChoice } from "./predictor-view";
import { termRules } from "./rules";

const SEP_2025 = termRules("2025-09")!;
const view = (query: string) => predictorView(SEP_2025, new URLSearchParams(query));

describe("readField", () => {
  const input = { name: "Qz1", label: "Quiz 1", min: 0, max: 100 };
  it("is empty, a value, or an error that keeps what was typed", () => {
    expect(readField(new URLSearchParams(""), input)).toMatchObject({ value: undefined, raw: "" });
    expect(readField(new URLSearchParams("Qz1=72.5"), input)).toMatchObject({ value: 72.5 });
    expect(readField(new URLSearchParams("Qz1=150"), input)).toMatchObject({
      value: undefined,
      raw: "150",
      error: "Enter a number from 0 to 100.",
    });
    expect(readField(new URLSearchParams("Qz1=abc"), input).error).toBeDefined();
  });
});

describe("predictorView", () => {
  it("gives no verdict before a score is entered", () => {
    expect(view("course=maths-1").result).toEqual({ kind: "empty" });
    // Eligibility scores alone do not make a result either.
    expect(view("course=maths-1&AW5of7=50").result).toEqual({ kind: "empty" });
  });

  it("computes the marks needed once a score is entered", () => {
    const { result } = view("course=maths-1&GAA=100&Qz1=100&Qz2=100");
    expect(result.kind).toBe("ready");
    if (result.kind !== "ready") return;
    expect(result.requirements.find((r) => r.grade === "S")?.endTerm).toBe(75);
  });

  it("shows no result while a score is out of range, naming the field", () => {
    const { result } = view("course=maths-1&GAA=100&Qz1=150");
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(result.fields.map((f) => f.name)).toEqual(["Qz1"]);
    // An out-of-range bonus counts too.
    expect(view("course=maths-1&GAA=100&bonus=9").result.kind).toBe("invalid");
  });

  it("checks each eligibility rule as soon as its scores are known", () => {
    const partial = view("course=maths-1&AW5of7=30");
    expect(partial.checks.map((c) => c.met)).toEqual([false, null]);
    expect(partial.unmet.map((c) => c.label)).toEqual([
      "Best 5 of the first 7 weekly assignments average ≥ 40",
    ]);
    const met = view("course=maths-1&AW5of7=40&QuizzesAttended=1");
    expect(met.checks.every((c) => c.met)).toBe(true);
    expect(met.unmet).toEqual([]);
  });

  it("uses the quiz scores for Business Analytics' eligibility and asks for them once", () => {
    const ba = view("course=ba&Qz1=5&Qz2=5&A12Submitted=1");
    expect(ba.eligibilityFields.map((f) => f.name)).toEqual(["A12Submitted"]);
    expect(ba.unmet.map((c) => c.group)).toEqual(["end-term"]);
    expect(view("course=ba&Qz1=10&Qz2=5&A12Submitted=1").unmet).toEqual([]);
  });

  it("reports the OPPE and grade conditions in their own groups", () => {
    const python = view("course=python&AW5of7=50&A1to4=30&A5to8=50&SCT=1");
    expect(python.unmet.map((c) => c.group)).toEqual(["oppe"]);
    const bdm = SEP_2025.courses.find((c) => c.gradeEligibility)!;
    const grade = view(`course=${bdm.id}&GA12Submitted=1&GABest2of3=50&GABest3of4=10`);
    expect(grade.unmet.map((c) => c.group)).toEqual(["grade"]);
  });
});

describe("confidenceText", () => {
  it("puts every confidence level in words", () => {
    for (const level of ["high", "medium-high", "medium", "low"] as const) {
      expect(confidenceText(level)).not.toContain(level === "high" ? "confidence" : level);
    }
  });
});

describe("termChoice", () => {
  it("names a term without its brackets, and says what they held beside it", () => {
    expect(termChoice(termRules("2026-01")!.title)).toEqual({
      name: "January 2026 term",
      detail: "Foundation only; weights from student calculators",
    });
    expect(termChoice("September 2025 term")).toEqual({
      name: "September 2025 term",
      detail: null,
    });
    // Brackets inside the name, not at its end, stay in it.
    expect(termChoice("May (summer) 2026 term")).toEqual({
      name: "May (summer) 2026 term",
      detail: null,
    });
  });
});
