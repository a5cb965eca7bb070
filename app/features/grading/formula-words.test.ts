import { describe, expect, it } from "vitest";
import { FormulaError } from "./formula";
import { formulaInSymbols, formulaInWords, formulaLegend, inputInWords } from "./formula-words";
import { SEP_2025 } from "./rules";

const course = (id: string) => SEP_2025.courses.find((c) => c.id === id)!;
const input = (name: string, label: string) => ({ name, label });

describe("a grading formula in words", () => {
  it("says the Foundation formula with percentages and lettered choices", () => {
    const maths = course("maths-1");
    expect(formulaInWords(maths.formula, maths.inputs)).toBe(
      "10% of GAA, plus the higher of: (a) 60% of the end-term exam plus 20% of the higher of " +
        "Quiz 1 and Quiz 2; or (b) 40% of the end-term exam plus 20% of Quiz 1 plus 30% of Quiz 2",
    );
  });

  it("says a capped mark and a plain mark (Business Analytics)", () => {
    const ba = course("ba");
    expect(formulaInWords(ba.formula, ba.inputs)).toBe(
      "70% of the higher of Quiz 1 and Quiz 2, plus 30% of the lower of Quiz 1 and Quiz 2, " +
        "plus A, plus the end-term exam, counted up to 40",
    );
  });

  it("names inputs by their abbreviation, a numbered name, or a common noun with 'the'", () => {
    expect(inputInWords(input("GAA", "GAA: average of the first 10 weekly assignments"))).toBe(
      "GAA",
    );
    expect(inputInWords(input("Qz1", "Quiz 1 (0 if not attempted)"))).toBe("Quiz 1");
    expect(inputInWords(input("PE2", "OPPE 2 (0 if not attempted)"))).toBe("OPPE 2");
    expect(inputInWords(input("F", "End-term exam"))).toBe("the end-term exam");
    expect(inputInWords(input("OP", "Online proctored exam (OPE)"))).toBe(
      "the online proctored exam",
    );
  });

  it("says every operation and function of the language", () => {
    const inputs = [input("X", "Mark 1 (out of 10)"), input("Y", "Timed test"), input("Z", "Z")];
    const say = (source: string) => formulaInWords(source, inputs);
    expect(say("avg(X, Y, Z)")).toBe("the average of Mark 1, the timed test and Z");
    expect(say("max(X, Y, Z)")).toBe("the highest of Mark 1, the timed test and Z");
    expect(say("clamp(X, 0, 50)")).toBe("Mark 1, kept between 0 and 50");
    expect(say("max(X, 20)")).toBe("Mark 1, at least 20");
    expect(say("X - Y")).toBe("Mark 1, minus the timed test");
    expect(say("-X + Y / 2")).toBe("minus Mark 1, plus the timed test divided by 2");
    expect(say("1.5 * (X + Y)")).toBe("1.5 times (Mark 1 plus the timed test)");
    expect(say("0.5*(X+Y)")).toBe("50% of (Mark 1 plus the timed test)");
    expect(say("X * Y")).toBe("Mark 1 times the timed test");
  });

  it("refuses a formula that does not parse, or names an unknown input", () => {
    expect(() => formulaInWords("0.1 * ", [input("X", "X")])).toThrow(FormulaError);
    expect(() => formulaInWords("0.1 * W", [input("X", "X")])).toThrow(FormulaError);
  });
});

describe("a grading formula in symbols", () => {
  it("spaces it one way however it was typed, with × for times", () => {
    const inputs = [input("GAA", "GAA"), input("F", "F"), input("Qz1", "Q")];
    expect(formulaInSymbols("0.1*GAA+max(0.6*F,0.4*F+0.2*Qz1)", inputs)).toBe(
      "0.1 × GAA + max(0.6 × F, 0.4 × F + 0.2 × Qz1)",
    );
  });

  it("keeps the brackets the meaning needs, and only those", () => {
    const inputs = ["A", "B", "C"].map((name) => input(name, name));
    expect(formulaInSymbols("A - (B + C)", inputs)).toBe("A − (B + C)");
    expect(formulaInSymbols("(A + B) * C", inputs)).toBe("(A + B) × C");
    expect(formulaInSymbols("A / (B * C)", inputs)).toBe("A ÷ (B × C)");
    expect(formulaInSymbols("(A * B) + C", inputs)).toBe("A × B + C");
    expect(formulaInSymbols("-(A + B)", inputs)).toBe("−(A + B)");
  });
});

it("lists the symbols a formula uses, in order, with what each stands for", () => {
  const python = course("python");
  expect(formulaLegend(python.formula, python.inputs)).toEqual([
    { name: "GAA1", meaning: "objective assignments, first 10 weeks" },
    { name: "GAA2", meaning: "programming assignments, first 10 weeks" },
    { name: "Qz1", meaning: "Quiz 1 (0 if not attempted)" },
    { name: "F", meaning: "End-term exam" },
    { name: "PE1", meaning: "OPPE 1 (0 if not attempted)" },
    { name: "PE2", meaning: "OPPE 2 (0 if not attempted)" },
  ]);
});

it("says every built-in course's formula without failing", () => {
  for (const rule of SEP_2025.courses) {
    const words = formulaInWords(rule.formula, rule.inputs);
    expect(words, rule.id).not.toMatch(/undefined|NaN/);
    // Every input the formula uses is named in the words.
    expect(words.length, rule.id).toBeGreaterThan(10);
  }
});
