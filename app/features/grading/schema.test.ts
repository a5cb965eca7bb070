import { describe, expect, it } from "vitest";
import { GRADING_TERMS, JAN_2026, SEP_2025, termRules } from "./rules";
import { termRulesSchema } from "./schema";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("termRulesSchema", () => {
  it("accepts every shipped term, also after a JSON round trip", () => {
    for (const term of GRADING_TERMS) {
      expect(termRulesSchema.safeParse(term).success, term.term).toBe(true);
      expect(termRulesSchema.parse(clone(term))).toEqual(term);
    }
  });

  it("ships every Sep 2025 foundation course", () => {
    const ids = SEP_2025.courses.filter((c) => c.level === "foundation").map((c) => c.id);
    expect(ids.sort()).toEqual(
      ["ct", "english-1", "english-2", "maths-1", "maths-2", "python", "stats-1", "stats-2"].sort(),
    );
    expect(JAN_2026.courses).toHaveLength(8);
    expect(termRules("2026-01")).toBe(JAN_2026);
    expect(termRules("1999-01")).toBeUndefined();
  });

  it("rejects a formula that uses an undeclared name", () => {
    const doc = clone(SEP_2025);
    doc.courses[0]!.formula = "0.1*GAA + process";
    const result = termRulesSchema.safeParse(doc);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Unknown name "process"/);
    expect(result.error?.issues[0]?.path).toEqual(["courses", 0, "formula"]);
  });

  it("rejects malformed documents", () => {
    const badTerm = { ...clone(SEP_2025), term: "Sep 2025" };
    const noCourses = { ...clone(SEP_2025), courses: [] };
    const dup = clone(SEP_2025);
    dup.courses[1]!.id = dup.courses[0]!.id;
    const badEligibility = clone(SEP_2025);
    badEligibility.courses[0]!.endTermEligibility[0]!.expr = "eval(1)";
    const badEndTerm = clone(SEP_2025);
    badEndTerm.courses[0]!.endTermInput = "ET";
    const { credits: _credits, ...noCredits } = clone(SEP_2025).courses[0]!;
    const missingCredits = { ...clone(SEP_2025), courses: [noCredits] };
    for (const doc of [
      badTerm,
      noCourses,
      dup,
      badEligibility,
      badEndTerm,
      missingCredits,
      {},
      null,
    ]) {
      expect(termRulesSchema.safeParse(doc).success).toBe(false);
    }
  });
});
