// Every computable answer key of BSMA1002 is recomputed here from the question's own data
// (DATA in BSMA1002.ts): a wrong key, a wrong option or a second option showing the right
// value fails the suite.
import { describe, expect, it } from "vitest";
import type { PracticeQuestion } from "../question-schema";
import { DATA, questions } from "./BSMA1002";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
function median(xs: readonly number[]): number {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));
const expectation = (values: readonly number[], probs: readonly number[]) =>
  sum(values.map((v, i) => v * probs[i]));

function question(slug: string): PracticeQuestion {
  const found = questions.find((q) => q.slug === slug);
  if (!found) throw new Error(`no question ${slug}`);
  return found;
}

/** The numeric key accepts the computed value, and its tolerance is no looser than `maxTolerance`. */
function expectNumeric(slug: string, computed: number, maxTolerance = 0.01) {
  const q = question(slug);
  if (q.kind !== "numeric") throw new Error(`${slug} is not numeric`);
  const key = q.answer;
  if ("value" in key) {
    const tolerance = key.tolerance ?? 0;
    expect(tolerance, slug).toBeLessThanOrEqual(maxTolerance);
    expect(Math.abs(key.value - computed), slug).toBeLessThanOrEqual(tolerance + 1e-9);
  } else {
    expect(computed, slug).toBeGreaterThanOrEqual(key.min);
    expect(computed, slug).toBeLessThanOrEqual(key.max);
  }
}

/** The first number shown in an option ("$7.5$ minutes" → 7.5, "$58.3\%$" → 58.3). */
function optionNumber(option: string): number {
  const match = /-?\d+(?:\.\d+)?/.exec(option.replace(/,(?=\d{3})/g, ""));
  if (!match) throw new Error(`no number in option ${option}`);
  return Number(match[0]);
}

/** Exactly one option shows the computed value (within `tolerance`), and it is the key. */
function expectSingle(slug: string, computed: number, tolerance = 1e-9) {
  const q = question(slug);
  if (q.kind !== "single") throw new Error(`${slug} is not single`);
  const matching = q.options
    .map((option, i) => ({ i, x: optionNumber(option) }))
    .filter(({ x }) => Math.abs(x - computed) <= tolerance)
    .map(({ i }) => i);
  expect(matching, slug).toEqual([q.answer]);
}

describe("BSMA1002 quiz-1 answers", () => {
  it("descriptive statistics", () => {
    expectNumeric("mean-of-six-quiz-scores", mean(DATA.quizScores));
    expectSingle("median-of-eight-waiting-times", median(DATA.waitMinutes));

    const commute = Object.entries(DATA.commute).sort((a, b) => b[1] - a[1]);
    expect(commute[0][1]).toBeGreaterThan(commute[1][1]);
    const mode = question("mode-of-commute-table");
    expect(mode.kind === "text" && mode.answer).toEqual([commute[0][0]]);

    const mu = mean(DATA.plantHeights);
    expectNumeric(
      "population-variance-plant-heights",
      mean(DATA.plantHeights.map((x) => (x - mu) ** 2)),
      0,
    );

    const xbar = mean(DATA.deliveryDays);
    const ss = sum(DATA.deliveryDays.map((x) => (x - xbar) ** 2));
    expectSingle("sample-sd-delivery-days", Math.sqrt(ss / (DATA.deliveryDays.length - 1)), 0.005);

    const s = sorted(DATA.stallSales);
    const half = Math.floor(s.length / 2);
    const lower = s.slice(0, half);
    const upper = s.slice(s.length % 2 ? half + 1 : half);
    expectNumeric("iqr-of-stall-sales", median(upper) - median(lower), 0);

    const z = DATA.zScore;
    expectNumeric("z-score-of-test-mark", (z.score - z.mean) / z.sd, 0);

    const sib = DATA.siblings;
    expectNumeric(
      "mean-from-frequency-table",
      sum(sib.values.map((v, i) => v * sib.freq[i])) / sum(sib.freq),
    );
  });

  it("association", () => {
    const x = DATA.adSpend;
    const y = DATA.visitors;
    const mx = mean(x);
    const my = mean(y);
    const sxy = sum(x.map((xi, i) => (xi - mx) * (y[i] - my)));
    const sxx = sum(x.map((xi) => (xi - mx) ** 2));
    const syy = sum(y.map((yi) => (yi - my) ** 2));
    expectNumeric("sample-covariance-ads-visitors", sxy / (x.length - 1));
    expectNumeric("correlation-ads-visitors", sxy / Math.sqrt(sxx * syy));

    const t = DATA.clubTable;
    const sports = t.cols.indexOf("Sports");
    const column = t.counts.map((row) => row[sports]);
    expectSingle("contingency-conditional-share", (100 * column[0]) / sum(column), 0.05);
  });
});
