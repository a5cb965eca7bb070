import { describe, expect, it } from "vitest";
import {
  ANSWER_MESSAGES,
  describeGiven,
  describeKey,
  isCorrect,
  markAnswer,
  normaliseText,
  parseNumber,
  readAnswer,
} from "./marking";

describe("reading an answer", () => {
  it("reads numbers as students type them and refuses the rest", () => {
    expect(parseNumber("12.5")).toBe(12.5);
    expect(parseNumber(" -3 ")).toBe(-3);
    expect(parseNumber(".5")).toBe(0.5);
    expect(parseNumber("3/4")).toBe(0.75);
    expect(parseNumber("-1/8")).toBe(-0.125);
    expect(parseNumber("1,234.5")).toBe(1234.5);
    expect(parseNumber("1e-3")).toBe(0.001);
    for (const bad of [
      "",
      "abc",
      "1/0",
      "1e999",
      "12..5",
      "0x10",
      "Infinity",
      "NaN",
      "1".repeat(41),
    ])
      expect(parseNumber(bad), bad).toBeNull();
  });

  it("gives the field's sentence for every malformed answer", () => {
    expect(readAnswer("single", [], 4)).toEqual({ ok: false, message: ANSWER_MESSAGES.chooseOne });
    expect(readAnswer("single", ["1", "2"], 4)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.chooseOne,
    });
    expect(readAnswer("single", ["4"], 4)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.noSuchOption,
    });
    expect(readAnswer("single", ["-1"], 4)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.noSuchOption,
    });
    expect(readAnswer("multiple", [], 4)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.chooseSome,
    });
    expect(readAnswer("multiple", ["0", "x"], 4)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.noSuchOption,
    });
    expect(readAnswer("numeric", ["twelve"], 0)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.number,
    });
    expect(readAnswer("text", ["  "], 0)).toEqual({ ok: false, message: ANSWER_MESSAGES.text });
    expect(readAnswer("text", ["a".repeat(201)], 0)).toEqual({
      ok: false,
      message: ANSWER_MESSAGES.textTooLong,
    });
  });

  it("reads good answers", () => {
    expect(readAnswer("single", ["2"], 4)).toEqual({
      ok: true,
      given: { kind: "single", option: 2 },
    });
    expect(readAnswer("multiple", ["3", "0", "3"], 4)).toEqual({
      ok: true,
      given: { kind: "multiple", options: [0, 3] },
    });
    expect(readAnswer("numeric", ["3/4"], 0)).toEqual({
      ok: true,
      given: { kind: "numeric", value: 0.75, text: "3/4" },
    });
  });
});

describe("marking", () => {
  it("marks one option", () => {
    const key = { kind: "single", answer: 1 } as const;
    expect(isCorrect(key, { kind: "single", option: 1 })).toBe(true);
    expect(isCorrect(key, { kind: "single", option: 0 })).toBe(false);
  });

  it("marks several options all or nothing", () => {
    const key = { kind: "multiple", answer: [2, 0] } as const;
    expect(isCorrect(key, { kind: "multiple", options: [0, 2] })).toBe(true);
    expect(isCorrect(key, { kind: "multiple", options: [0] })).toBe(false);
    expect(isCorrect(key, { kind: "multiple", options: [0, 1, 2] })).toBe(false);
  });

  it("marks numbers within the tolerance or the range, edges included", () => {
    const tol = { kind: "numeric", answer: { value: 66.67, tolerance: 0.01 } } as const;
    expect(isCorrect(tol, { kind: "numeric", value: 200 / 3, text: "" })).toBe(true);
    expect(isCorrect(tol, { kind: "numeric", value: 66.68, text: "" })).toBe(true);
    expect(isCorrect(tol, { kind: "numeric", value: 66.69, text: "" })).toBe(false);
    const exact = { kind: "numeric", answer: { value: 0.3 } } as const;
    expect(isCorrect(exact, { kind: "numeric", value: 0.1 + 0.2, text: "" })).toBe(true);
    const range = { kind: "numeric", answer: { min: 2, max: 3 } } as const;
    expect(isCorrect(range, { kind: "numeric", value: 2, text: "" })).toBe(true);
    expect(isCorrect(range, { kind: "numeric", value: 3, text: "" })).toBe(true);
    expect(isCorrect(range, { kind: "numeric", value: 3.01, text: "" })).toBe(false);
  });

  it("marks text without case, spacing or a final full stop", () => {
    expect(normaliseText("  The   Cat. ")).toBe("the cat");
    const key = { kind: "text", answer: ["isn't it", "is not it"] } as const;
    expect(isCorrect(key, { kind: "text", text: "Isn\u2019t  it?" })).toBe(false);
    expect(isCorrect(key, { kind: "text", text: "ISN\u2019T IT." })).toBe(true);
    expect(isCorrect(key, { kind: "text", text: "is not it" })).toBe(true);
  });

  it("awards the marks, none for a wrong or missing answer, and never less than none", () => {
    const key = { kind: "single", answer: 0 } as const;
    expect(markAnswer(key, { kind: "single", option: 0 }, 3)).toEqual({
      status: "correct",
      awarded: 3,
      marks: 3,
    });
    expect(markAnswer(key, { kind: "single", option: 1 }, 3)).toEqual({
      status: "wrong",
      awarded: 0,
      marks: 3,
    });
    expect(markAnswer(key, null, 3)).toEqual({ status: "unanswered", awarded: 0, marks: 3 });
    expect(markAnswer(key, { kind: "text", text: "0" }, 3).status).toBe("wrong");
  });

  it("describes keys and answers in words", () => {
    expect(describeKey({ kind: "single", answer: 1 })).toBe("B");
    expect(describeKey({ kind: "multiple", answer: [3, 0] })).toBe("A, D");
    expect(describeKey({ kind: "numeric", answer: { value: 12.5, tolerance: 0.05 } })).toBe(
      "12.5 (± 0.05)",
    );
    expect(describeKey({ kind: "numeric", answer: { min: 1, max: 2 } })).toBe(
      "Any number from 1 to 2",
    );
    expect(describeKey({ kind: "text", answer: ["whom"] })).toBe("whom");
    expect(describeGiven(null)).toBe("Not answered");
    expect(describeGiven({ kind: "multiple", options: [0, 2] })).toBe("A, C");
  });
});
