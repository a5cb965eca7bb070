/* One hand-worked case per Sep 2025 diploma formula (numbers in the names). */
import { describe, expect, it } from "vitest";
import { computeTotal, eligibility, gradeFor, outcome, requiredEndTerm } from "./predict";
import { SEP_2025 } from "./rules";

const dbms = { GAA1: 80, GAA2: 90, GAA3: 100, Qz1: 60, Qz2: 70, OP: 80, PyDB: 1, F: 75 };
const java = { GAA: 90, Qz1: 60, Qz2: 70, PE1: 50, PE2: 80, F: 75 };
const total = (id: string, inputs: Record<string, number>) =>
  computeTotal(SEP_2025, id, inputs).total;

describe("Sep 2025 diploma formulas", () => {
  it("MLP: GAA 80, OPPE1 60, OPPE2 70, KA 90, F 75 → 8 + 22.5 + 12 + 14 + 18 = 74.5", () => {
    expect(total("mlp", { GAA: 80, OPPE1: 60, OPPE2: 70, KA: 90, F: 75 })).toBeCloseTo(74.5);
  });

  it("BDM: GA 90, Qz2 60, TA 80, F 70 → 27 + 12 + 16 + 21 = 76", () => {
    expect(total("bdm", { GA: 90, Qz2: 60, TA: 80, F: 70 })).toBeCloseTo(76);
  });

  it("BA (marks): Qz1 15, Qz2 10, A 30, F 42 → 13.5 + 30 + 40 (F capped) = 83.5 (A)", () => {
    const t = total("ba", { Qz1: 15, Qz2: 10, A: 30, F: 42 });
    expect(t).toBeCloseTo(83.5);
    expect(gradeFor(SEP_2025, t).grade).toBe("A");
  });

  it("TDS: GAA 80, ROE 70, P1 90, P2 60, F 50 → 16 + 14 + 18 + 12 + 10 = 70", () => {
    expect(total("tds", { GAA: 80, ROE: 70, P1: 90, P2: 60, F: 50 })).toBeCloseTo(70);
  });

  it("DBMS: GAA1 80, GAA2 90, GAA3 100, Qz1 60, Qz2 70, OP 80, F 75 → 24.9 + max(44.25, 50) = 74.9", () => {
    expect(total("dbms", dbms)).toBeCloseTo(74.9);
  });

  it("AppDev 1: GLA 90, GA 80, Qz1 60, Qz2 70, F 75 → 13.5 + 4 + max(55.75, 51) = 73.25", () => {
    expect(total("appdev-1", { GLA: 90, GA: 80, Qz1: 60, Qz2: 70, F: 75 })).toBeCloseTo(73.25);
  });

  it("Java: GAA 90, Qz1 60, Qz2 70, PE1 50, PE2 80, F 75 → 9 + 22.5 + 16 + 5 + max(17.5, 26.5) = 79", () => {
    expect(total("java", java)).toBeCloseTo(79);
  });

  it("System Commands: GAA 90, Qz1 60, OPE 70, BPTA 80, F 75 → 9 + 12 + 21 + 22.5 + 8 = 72.5", () => {
    expect(total("system-commands", { GAA: 90, Qz1: 60, OPE: 70, BPTA: 80, F: 75 })).toBeCloseTo(
      72.5,
    );
  });

  it("AppDev 2: GAA1 80, GAA2 100, Qz1 60, Qz2 70, F 75 → 4 + 5 + max(62.25, 58.5) = 71.25", () => {
    expect(total("appdev-2", { GAA1: 80, GAA2: 100, Qz1: 60, Qz2: 70, F: 75 })).toBeCloseTo(71.25);
  });

  it("DL & GenAI: GAA 80, Qz1 60, Qz2 70, F 75, NPPE1 90, NPPE2 100 → 16 + 9 + 10.5 + 15 + 13.5 + 15 = 79", () => {
    expect(
      total("dl-genai", { GAA: 80, Qz1: 60, Qz2: 70, F: 75, NPPE1: 90, NPPE2: 100 }),
    ).toBeCloseTo(79);
  });
});

describe("Sep 2025 diploma special rules", () => {
  it("DBMS: OPE 80 but Python–DB question wrong → OPPE failed → I_OP at T 74.9", () => {
    expect(outcome(SEP_2025, "dbms", dbms, { endTermAttended: true })).toMatchObject({
      kind: "grade",
      grade: "B",
    });
    expect(
      outcome(SEP_2025, "dbms", { ...dbms, PyDB: 0 }, { endTermAttended: true }),
    ).toMatchObject({
      kind: "I_OP",
    });
    // OPE 34 is below 35.
    expect(outcome(SEP_2025, "dbms", { ...dbms, OP: 34 }, { endTermAttended: true }).kind).toBe(
      "I_OP",
    );
  });

  it("Java: the OPPE pass mark is 30 — PE 35/20 passes, PE 25/20 fails (T 65 → I_OP)", () => {
    const pass = outcome(
      SEP_2025,
      "java",
      { ...java, PE1: 35, PE2: 20 },
      { endTermAttended: true },
    );
    expect(pass.kind).toBe("grade");
    const fail = outcome(
      SEP_2025,
      "java",
      { ...java, PE1: 25, PE2: 20 },
      { endTermAttended: true },
    );
    expect(fail).toEqual({ kind: "I_OP", total: expect.closeTo(65) as number });
  });

  it("BDM: a grade also needs the best 3 of 4 GAs ≥ 30", () => {
    const e = eligibility(SEP_2025, "bdm", { GA12Submitted: 1, GABest2of3: 50, GABest3of4: 25 });
    expect(e.endTerm.eligible).toBe(true);
    expect(e.grade?.conditions.map((c) => c.met)).toEqual([false]);
  });

  it("BA: a grade needs F ≥ 10; with Qz 20/20 and A 40 (60 before F) every grade needs at least 10", () => {
    const r = requiredEndTerm(SEP_2025, "ba", { Qz1: 20, Qz2: 20, A: 40 });
    expect(Object.fromEntries(r.map((x) => [x.grade, x.endTerm]))).toEqual({
      S: 30,
      A: 20,
      B: 10,
      C: 10,
      D: 10,
      E: 10,
    });
    expect(
      outcome(SEP_2025, "ba", { Qz1: 20, Qz2: 20, A: 40, F: 5 }, { endTermAttended: true }),
    ).toMatchObject({
      kind: "grade",
      grade: "U",
    });
    const e = eligibility(SEP_2025, "ba", { A12Submitted: 1, Qz1: 5, Qz2: 10 });
    // 0.7·10 + 0.3·5 = 8.5 ≥ 7
    expect(e.endTerm.eligible).toBe(true);
  });
});
