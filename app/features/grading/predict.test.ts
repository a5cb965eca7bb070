/*
 * The Sep 2025 document gives formulas and the I / I_OP / I_BOTH table but no
 * numeric worked examples, so each case below is worked by hand from the
 * document's formula; the numbers are in the test names.
 */
import { describe, expect, it } from "vitest";
import { computeTotal, eligibility, gradeFor, outcome, requiredEndTerm } from "./predict";
import { JAN_2026, SEP_2025 } from "./rules";

const quizInputs = { GAA: 80, Qz1: 60, Qz2: 70, F: 75 };
const python = { GAA1: 90, GAA2: 80, Qz1: 70, PE1: 60, PE2: 80, F: 70 };

describe("computeTotal, Sep 2025 foundation formula", () => {
  for (const id of ["maths-1", "maths-2", "stats-1", "stats-2", "ct", "english-1", "english-2"]) {
    it(`${id}: GAA 80, Qz1 60, Qz2 70, F 75 → 8 + max(59, 63) = 71 (B)`, () => {
      const { total } = computeTotal(SEP_2025, id, quizInputs);
      expect(total).toBeCloseTo(71);
      expect(gradeFor(SEP_2025, total).grade).toBe("B");
    });
  }

  it("the first branch wins when Qz2 is weak: GAA 50, Qz1 90, Qz2 0, F 80 → 5 + max(66, 50) = 71", () => {
    expect(
      computeTotal(SEP_2025, "maths-1", { GAA: 50, Qz1: 90, Qz2: 0, F: 80 }).total,
    ).toBeCloseTo(71);
  });
});

describe("bonus", () => {
  it("Maths 2 multiplies: base 71 with B 6 → 71 × 1.06 = 75.26", () => {
    const r = computeTotal(SEP_2025, "maths-2", quizInputs, 6);
    expect(r.base).toBeCloseTo(71);
    expect(r.total).toBeCloseTo(75.26);
    expect(r.bonusApplied).toBe(true);
  });

  it("Maths 2: B above 6 counts as 6, and the total is capped at 100 (100 × 1.06 → 100)", () => {
    expect(computeTotal(SEP_2025, "maths-2", quizInputs, 10).total).toBeCloseTo(75.26);
    const perfect = { GAA: 100, Qz1: 100, Qz2: 100, F: 100 };
    expect(computeTotal(SEP_2025, "maths-2", perfect, 6).total).toBe(100);
  });

  it("Maths 2: no bonus when not already passing (GAA 50, Qz1 30, Qz2 30, F 40 → 36, B 6 → still 36, U)", () => {
    const r = computeTotal(SEP_2025, "maths-2", { GAA: 50, Qz1: 30, Qz2: 30, F: 40 }, 6);
    expect(r.total).toBeCloseTo(36);
    expect(r.bonusApplied).toBe(false);
    expect(gradeFor(SEP_2025, r.total).grade).toBe("U");
  });

  it("Stats 1 additive bonus only when passing: 36 + 5 stays 36 (U); 71 + 5 = 76 (B)", () => {
    const failing = computeTotal(SEP_2025, "stats-1", { GAA: 50, Qz1: 30, Qz2: 30, F: 40 }, 5);
    expect(failing.total).toBeCloseTo(36);
    expect(computeTotal(SEP_2025, "stats-1", quizInputs, 5).total).toBeCloseTo(76);
    // Extra activity is capped at 5.
    expect(computeTotal(SEP_2025, "stats-2", quizInputs, 9).total).toBeCloseTo(76);
  });
});

describe("computeTotal, other Sep 2025 formulas", () => {
  it("Python: GAA1 90, GAA2 80, Qz1 70, PE1 60, PE2 80, F 70 → 9+8+7+28+20+9 = 81 (A)", () => {
    const { total } = computeTotal(SEP_2025, "python", python);
    expect(total).toBeCloseTo(81);
    expect(gradeFor(SEP_2025, total)).toEqual({ grade: "A", points: 9 });
  });

  it("Python is capped at 100 (all 100 → 0.1+0.1+0.1+0.4+0.25+0.15 = 110% → 100)", () => {
    const all = { GAA1: 100, GAA2: 100, Qz1: 100, PE1: 100, PE2: 100, F: 100 };
    expect(computeTotal(SEP_2025, "python", all).total).toBe(100);
  });

  it("MLF uses the foundation formula: GAA 80, Qz1 60, Qz2 70, F 75 → 71", () => {
    expect(computeTotal(SEP_2025, "mlf", quizInputs).total).toBeCloseTo(71);
  });

  it("MLT: GAA 80, Qz1 60, Qz2 70, F 75 → 8 + 30 + max(32.5, 28) = 70.5", () => {
    expect(computeTotal(SEP_2025, "mlt", quizInputs).total).toBeCloseTo(70.5);
  });

  it("PDSA: GAA 80, Qz1 60, Qz2 70, OP 50, F 75 → 8 + 30 + 10 + max(14, 19.5) = 67.5 (C)", () => {
    const { total } = computeTotal(SEP_2025, "pdsa", { ...quizInputs, OP: 50 });
    expect(total).toBeCloseTo(67.5);
    expect(gradeFor(SEP_2025, total).grade).toBe("C");
  });

  it("rejects missing and out-of-range inputs and unknown courses", () => {
    expect(() => computeTotal(SEP_2025, "maths-1", { GAA: 80, Qz1: 60, Qz2: 70 })).toThrow(/F/);
    expect(() => computeTotal(SEP_2025, "maths-1", { ...quizInputs, F: 101 })).toThrow(RangeError);
    expect(() => computeTotal(SEP_2025, "nope", quizInputs)).toThrow(/Unknown course/);
  });
});

describe("computeTotal, Jan 2026 (student calculators)", () => {
  it("foundation without GAA: Qz1 60, Qz2 70, F 75 → max(66, 69.75) = 69.75 (C)", () => {
    const { total } = computeTotal(JAN_2026, "maths-1", { Qz1: 60, Qz2: 70, F: 75 });
    expect(total).toBeCloseTo(69.75);
    expect(gradeFor(JAN_2026, total).grade).toBe("C");
  });

  it("Python: Qz1 70, PE1 60, PE2 80, F 70 → 10.5 + 28 + 20 + 12 = 70.5", () => {
    expect(
      computeTotal(JAN_2026, "python", { Qz1: 70, PE1: 60, PE2: 80, F: 70 }).total,
    ).toBeCloseTo(70.5);
  });
});

describe("gradeFor", () => {
  it("maps cut-offs S 90, A 80, B 70, C 60, D 50, E 40, else U", () => {
    const grades = [100, 90, 89.99, 80, 70, 60, 50, 40, 39.99, 0].map((t) => gradeFor(SEP_2025, t));
    expect(grades.map((g) => g.grade).join("")).toBe("SSAABCDEUU");
    expect(grades.map((g) => g.points)).toEqual([10, 10, 9, 9, 8, 7, 6, 4, 0, 0]);
  });
});

describe("eligibility", () => {
  it("foundation end term: best 5 of 7 ≥ 40 and at least one quiz", () => {
    expect(
      eligibility(SEP_2025, "maths-1", { AW5of7: 40, QuizzesAttended: 1 }).endTerm.eligible,
    ).toBe(true);
    const no = eligibility(SEP_2025, "maths-1", { AW5of7: 39.5, QuizzesAttended: 2 });
    expect(no.endTerm.eligible).toBe(false);
    expect(no.endTerm.conditions.map((c) => c.met)).toEqual([false, true]);
    expect(
      eligibility(SEP_2025, "maths-1", { AW5of7: 90, QuizzesAttended: 0 }).endTerm.eligible,
    ).toBe(false);
  });

  it("Python: OPPE 1 needs SCT and weeks 1–4 ≥ 40; OPPE 2 also weeks 5–8 and end-term eligibility", () => {
    const e = eligibility(SEP_2025, "python", { AW5of7: 60, A1to4: 50, A5to8: 30, SCT: 1 });
    expect(e.endTerm.eligible).toBe(true);
    expect(e.oppe?.conditions.map((c) => c.met)).toEqual([true, false]);
    const noSct = eligibility(SEP_2025, "python", { AW5of7: 60, A1to4: 50, A5to8: 50, SCT: 0 });
    expect(noSct.endTerm.eligible).toBe(false);
    expect(noSct.oppe?.conditions.map((c) => c.met)).toEqual([false, false]);
  });
});

describe("outcomes I / I_OP / I_BOTH (Sep 2025 Python table)", () => {
  const base = { GAA1: 90, GAA2: 80, Qz1: 70 };

  it("row 1: OPPE absent and end term absent → U", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 0, PE2: 0, F: 0 },
      {
        endTermAttended: false,
        oppeAbsent: true,
      },
    );
    expect(r).toMatchObject({ kind: "grade", grade: "U" });
  });

  it("row 2: OPPE absent, end term written, T ≥ 35 → I_OP (9+8+7+0.4·30 = 36)", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 0, PE2: 0, F: 30 },
      {
        endTermAttended: true,
        oppeAbsent: true,
      },
    );
    expect(r.kind).toBe("I_OP");
  });

  it("row 3: OPPE absent, T < 35 → U (9+8+7+0.4·20 = 32)", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 0, PE2: 0, F: 20 },
      {
        endTermAttended: true,
        oppeAbsent: true,
      },
    );
    expect(r).toMatchObject({ kind: "grade", grade: "U" });
  });

  it("row 4: OPPE 30/20 (< 40), T ≥ 40 → I_OP (24 + 7.5 + 3 + 0.4·20 = 42.5)", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 30, PE2: 20, F: 20 },
      {
        endTermAttended: true,
      },
    );
    expect(r).toEqual({ kind: "I_OP", total: expect.closeTo(42.5) as number });
  });

  it("row 5: OPPE 30/20, T < 40 → U (34.5 + 0.4·5 = 36.5)", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 30, PE2: 20, F: 5 },
      { endTermAttended: true },
    );
    expect(r).toMatchObject({ kind: "grade", grade: "U" });
  });

  it("row 6: OPPE failed and end term absent → I_BOTH", () => {
    const r = outcome(
      SEP_2025,
      "python",
      { ...base, PE1: 30, PE2: 20, F: 0 },
      { endTermAttended: false },
    );
    expect(r).toEqual({ kind: "I_BOTH" });
  });

  it("row 7: OPPE passed (80) and end term absent → I", () => {
    const r = outcome(SEP_2025, "python", { ...python, F: 0 }, { endTermAttended: false });
    expect(r).toEqual({ kind: "I" });
  });

  it("row 8: both written and passed → grade by T (81 → A)", () => {
    const r = outcome(SEP_2025, "python", python, { endTermAttended: true });
    expect(r).toMatchObject({ kind: "grade", grade: "A", points: 9 });
  });

  it("a course without OPPE: end term absent → I; written → grade with bonus (71 × 1.06 → B)", () => {
    expect(outcome(SEP_2025, "maths-2", quizInputs, { endTermAttended: false })).toEqual({
      kind: "I",
    });
    expect(
      outcome(SEP_2025, "maths-2", quizInputs, { endTermAttended: true, bonus: 6 }),
    ).toMatchObject({
      kind: "grade",
      grade: "B",
      total: expect.closeTo(75.26) as number,
    });
  });
});

describe("requiredEndTerm", () => {
  const needs = (r: ReturnType<typeof requiredEndTerm>) =>
    Object.fromEntries(r.map((x) => [x.grade, x.endTerm]));

  it("perfect GAA and quizzes: T = 10 + max(0.6F + 20, 0.4F + 50) → S at F 75, E at F 0", () => {
    const r = needs(requiredEndTerm(SEP_2025, "maths-1", { GAA: 100, Qz1: 100, Qz2: 100 }));
    expect(r).toEqual({ S: 75, A: 50, B: 25, C: 0, D: 0, E: 0 });
  });

  it("all zeros: T = 0.6F → S, A, B not reachable; C at 100, D at 84, E at 67", () => {
    const r = needs(requiredEndTerm(SEP_2025, "maths-1", {}));
    expect(r).toEqual({ S: null, A: null, B: null, C: 100, D: 84, E: 67 });
  });

  it("Maths 2 bonus B 6 helps C (95 instead of 100: 57 × 1.06 = 60.42) but never the pass mark (67); D at 79 (47.4 × 1.06 = 50.24)", () => {
    const r = needs(requiredEndTerm(SEP_2025, "maths-2", {}, 6));
    expect(r).toEqual({ S: null, A: null, B: null, C: 95, D: 79, E: 67 });
  });

  it("Python with GAA1 90, GAA2 80, Qz1 70, PE1 60, PE2 80: T = 53 + 0.4F → S at 93 (92.5), A 68, B 43, C 18, D and E at 0", () => {
    const r = needs(
      requiredEndTerm(SEP_2025, "python", { GAA1: 90, GAA2: 80, Qz1: 70, PE1: 60, PE2: 80 }),
    );
    expect(r).toEqual({ S: 93, A: 68, B: 43, C: 18, D: 0, E: 0 });
  });
});
