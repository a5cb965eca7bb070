import { describe, expect, it } from "vitest";
import {
  evaluateFormula,
  FormulaError,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
  parseFormula,
} from "./formula";

describe("formula evaluator", () => {
  it("respects precedence: * and / bind tighter than + and -", () => {
    expect(evaluateFormula("1 + 2 * 3", {})).toBe(7);
    expect(evaluateFormula("10 - 4 / 2", {})).toBe(8);
    expect(evaluateFormula("10 - 3 - 2", {})).toBe(5);
    expect(evaluateFormula("24 / 4 / 2", {})).toBe(3);
  });

  it("handles parentheses and unary minus", () => {
    expect(evaluateFormula("(1 + 2) * 3", {})).toBe(9);
    expect(evaluateFormula("-3 + 5", {})).toBe(2);
    expect(evaluateFormula("-(2 + 3) * 2", {})).toBe(-10);
    expect(evaluateFormula("--4", {})).toBe(4);
    expect(evaluateFormula("2 * -x", { x: 3 })).toBe(-6);
  });

  it("supports decimals and named variables", () => {
    expect(evaluateFormula("0.1*GAA + .5*F", { GAA: 80, F: 60 })).toBeCloseTo(38);
  });

  it("supports max, min, avg and clamp", () => {
    expect(evaluateFormula("max(1, 5, 3)", {})).toBe(5);
    expect(evaluateFormula("min(4, 2)", {})).toBe(2);
    expect(evaluateFormula("avg(2, 4, 9)", {})).toBe(5);
    expect(evaluateFormula("clamp(120, 0, 100)", {})).toBe(100);
    expect(evaluateFormula("clamp(-5, 0, 100)", {})).toBe(0);
    expect(evaluateFormula("max(0.6*F + 0.2*max(a, b), 1)", { F: 50, a: 10, b: 20 })).toBeCloseTo(
      34,
    );
  });

  it("parses once and evaluates many times", () => {
    const f = parseFormula("a * 2 + b", ["a", "b", "c"]);
    expect(f.variables).toEqual(["a", "b"]);
    expect(f.evaluate({ a: 1, b: 1 })).toBe(3);
    expect(f.evaluate({ a: 10, b: 0 })).toBe(20);
  });

  it("rejects unknown names and functions at parse time", () => {
    expect(() => parseFormula("a + z", ["a"])).toThrow(/Unknown name "z"/);
    expect(() => parseFormula("pow(a, 2)", ["a"])).toThrow(/Unknown function "pow"/);
  });

  it("gives no access to globals or prototypes", () => {
    for (const src of ["constructor", "process", "globalThis", "__proto__", "toString"]) {
      expect(() => parseFormula(src, ["a"])).toThrow(FormulaError);
    }
    expect(() => parseFormula("constructor(1)", [])).toThrow(/Unknown function/);
    expect(() => parseFormula("hasOwnProperty(1)", [])).toThrow(/Unknown function/);
    // A declared name is read from the values' own properties only.
    const f = parseFormula("toString + 1", ["toString"]);
    expect(() => f.evaluate({})).toThrow(/Missing value/);
  });

  it("rejects syntax errors", () => {
    for (const src of [
      "",
      "1 +",
      "(1 + 2",
      "1 2",
      "max(1,",
      "a; b",
      "1 ** 2",
      "max()",
      "clamp(1, 2)",
    ]) {
      expect(() => parseFormula(src, ["a", "b"]), src).toThrow(FormulaError);
    }
  });

  it("reports missing values and division by zero at evaluation", () => {
    const f = parseFormula("a / b", ["a", "b"]);
    expect(() => f.evaluate({ a: 1 })).toThrow(/Missing value for "b"/);
    expect(() => f.evaluate({ a: 1, b: 0 })).toThrow(/Division by zero/);
  });
});

describe("formula bounds", () => {
  it("refuses nesting deeper than the limit with a message, not a stack overflow", () => {
    const deep = (n: number) => "(".repeat(n) + "x" + ")".repeat(n);
    expect(() => parseFormula(deep(5_000), ["x"])).toThrow(FormulaError);
    expect(() => parseFormula(deep(MAX_FORMULA_DEPTH + 1), ["x"])).toThrow(
      `The formula nests more than ${MAX_FORMULA_DEPTH} levels deep`,
    );
    expect(() => parseFormula("-".repeat(1_000) + "x", ["x"])).toThrow(FormulaError);
    expect(() => parseFormula("max(".repeat(1_000) + "x" + ")".repeat(1_000), ["x"])).toThrow(
      FormulaError,
    );
    expect(parseFormula(deep(MAX_FORMULA_DEPTH), ["x"]).evaluate({ x: 7 })).toBe(7);
  });

  it("refuses a formula longer than the limit before reading it", () => {
    const long = Array.from({ length: MAX_FORMULA_LENGTH }, () => "x").join("+");
    expect(() => parseFormula(long, ["x"])).toThrow(
      `The formula is longer than ${MAX_FORMULA_LENGTH} characters`,
    );
  });
});
