import { describe, expect, it } from "vitest";
import { practicePlainText, stemExcerpt, texToText } from "./excerpt";
import { QUESTIONS_BY_COURSE } from "./questions";

describe("plain-text excerpts of practice Markdown", () => {
  it("reads LaTeX as a person would type it", () => {
    expect(texToText(String.raw`\frac{-12}{6}`)).toBe("(-12)/6");
    expect(texToText(String.raw`x^2 + y^{10} - e^{3x}`)).toBe("x² + y¹⁰ - e^(3x)");
    expect(texToText(String.raw`\log_2 x + \sqrt{x + 1}`)).toBe("log₂ x + √(x + 1)");
    expect(texToText(String.raw`f : \mathbb{R} \to \mathbb{R}`)).toBe("f : ℝ → ℝ");
    expect(texToText(String.raw`P(A \cap B) \le \left( \dfrac{1}{2} \right)`)).toBe(
      "P(A ∩ B) ≤ ( 1/2 )",
    );
    expect(texToText(String.raw`\bar{x} = \text{mean}`)).toBe("x̄ = mean");
  });

  it("drops Markdown marks but keeps code, blanks and dollars", () => {
    expect(
      practicePlainText(
        "What does **this** print?\n\n```python\nprint(2 * 3)\n```\n\nIt costs \\$5 and `x_y`.",
      ),
    ).toBe("What does this print? print(2 * 3) It costs $5 and x_y.");
    expect(practicePlainText("> It's a lovely morning, ____?")).toBe(
      "It's a lovely morning, ____?",
    );
    expect(practicePlainText("| a | b |\n|---|---|\n| 1 | 2 |")).toBe("a b 1 2");
  });

  it("cuts long stems at a word with an ellipsis", () => {
    const long = "word ".repeat(100);
    const excerpt = stemExcerpt(long, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith("word…")).toBe(true);
  });

  it("leaves no TeX command or dollar sign in any shipped question's excerpt", () => {
    for (const question of Object.values(QUESTIONS_BY_COURSE).flat()) {
      const excerpt = stemExcerpt(question.stem);
      expect(excerpt, question.slug).not.toMatch(/\uE000/);
      // Code is quoted as written ("\n" in a Python string is the code's own).
      if (question.stem.includes("```")) continue;
      expect(excerpt, question.slug).not.toMatch(/\\[A-Za-z]|\$/);
      expect(excerpt.length, question.slug).toBeGreaterThan(10);
    }
  });
});
