// Every computable answer key of BSMA1002 is recomputed here from the question's own data
// (DATA in BSMA1002.ts): a wrong key, a wrong option or a second option showing the right
// value fails the suite.
import { describe, expect, it } from "vitest";
import { at, keyChecks } from "~tests/setup/practice-keys";
import { DATA, questions } from "./BSMA1002";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
function median(xs: readonly number[]): number {
  const s = sorted(xs);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? at(s, mid) : (at(s, mid - 1) + at(s, mid)) / 2;
}
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));
const expectation = (values: readonly number[], probs: readonly number[]) =>
  sum(values.map((v, i) => v * at(probs, i)));

const { question, expectNumeric, expectSingle } = keyChecks(questions);

describe("BSMA1002 quiz-1 answers", () => {
  it("descriptive statistics", () => {
    expectNumeric("mean-of-six-quiz-scores", mean(DATA.quizScores));
    expectSingle("median-of-eight-waiting-times", median(DATA.waitMinutes));

    const commute = Object.entries(DATA.commute).sort((a, b) => b[1] - a[1]);
    const [first, second] = commute.map(([, n]) => n);
    expect(first).toBeGreaterThan(second ?? 0);
    const mode = question("mode-of-commute-table");
    expect(mode.kind === "text" && mode.answer).toEqual([at(commute, 0)[0]]);

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
      sum(sib.values.map((v, i) => v * at(sib.freq, i))) / sum(sib.freq),
    );
  });

  it("association", () => {
    const x = DATA.adSpend;
    const y = DATA.visitors;
    const mx = mean(x);
    const my = mean(y);
    const sxy = sum(x.map((xi, i) => (xi - mx) * (at(y, i) - my)));
    const sxx = sum(x.map((xi) => (xi - mx) ** 2));
    const syy = sum(y.map((yi) => (yi - my) ** 2));
    expectNumeric("sample-covariance-ads-visitors", sxy / (x.length - 1));
    expectNumeric("correlation-ads-visitors", sxy / Math.sqrt(sxx * syy));

    const t = DATA.clubTable;
    const sports = t.cols.indexOf("Sports");
    const column = t.counts.map((row) => at(row, sports));
    expectSingle("contingency-conditional-share", (100 * at(column, 0)) / sum(column), 0.05);
  });
});

describe("BSMA1002 quiz-2 answers", () => {
  it("counting", () => {
    const o = DATA.outfit;
    expectNumeric("outfit-multiplication-rule", o.shirts * o.trousers * o.shoes, 0);

    const letters = [..."DATASET"];
    const counts = new Map<string, number>();
    for (const l of letters) counts.set(l, (counts.get(l) ?? 0) + 1);
    let arrangements = factorial(letters.length);
    for (const c of counts.values()) arrangements /= factorial(c);
    expectSingle("arrangements-of-dataset", arrangements);

    const c = DATA.committee;
    expectNumeric(
      "committee-two-of-each",
      choose(c.scientists, c.pick) * choose(c.analysts, c.pick),
      0,
    );

    // Count 4-digit strings with distinct digits by brute force.
    let distinct = 0;
    for (let n = 0; n < DATA.pinDigits.digits ** DATA.pinDigits.length; n++) {
      const s = String(n).padStart(DATA.pinDigits.length, "0");
      if (new Set(s).size === s.length) distinct++;
    }
    expectNumeric("four-digit-pin-no-repeat", distinct, 0);
  });

  it("probability rules", () => {
    const u = DATA.union;
    expectNumeric("probability-of-neither-event", 1 - (u.a + u.b - u.ab), 0.001);

    const sc = DATA.screening;
    const positive = sc.prevalence * sc.sensitivity + (1 - sc.prevalence) * sc.falsePositive;
    expectNumeric("bayes-screening-test", (sc.prevalence * sc.sensitivity) / positive, 0.0015);

    const m = DATA.machines;
    expectSingle(
      "defective-from-three-machines",
      sum(m.share.map((s, i) => s * at(m.defect, i))),
      0.0005,
    );

    const ind = DATA.indep;
    const q = question("check-independence");
    if (q.kind !== "multiple") throw new Error("check-independence is not multiple");
    const truths = [
      Math.abs(ind.a * ind.b - ind.ab) < 1e-12,
      Math.abs(ind.ab) < 1e-12,
      Math.abs(ind.ab / ind.b - 0.4) < 1e-12,
      Math.abs(ind.a + ind.b - ind.ab - 0.9) < 1e-12,
    ];
    expect(truths.length).toBe(q.options.length);
    expect(sorted(q.answer)).toEqual(truths.flatMap((t, i) => (t ? [i] : [])));

    // Pens: enumerate every ordered draw of distinct pens (red = index below DATA.pens.red).
    const pens = DATA.pens;
    const total3 = pens.red + pens.blue;
    let draws = 0;
    let exactly = 0;
    for (let i = 0; i < total3; i++)
      for (let j = 0; j < total3; j++)
        for (let k = 0; k < total3; k++) {
          if (i === j || j === k || i === k) continue;
          draws++;
          if ([i, j, k].filter((p) => p < pens.red).length === pens.redWanted) exactly++;
        }
    expect(pens.draw).toBe(3);
    expectNumeric("two-red-pens-of-three", exactly / draws, 0.001);
    let firstRed = 0;
    let bothRed = 0;
    for (let i = 0; i < total3; i++)
      for (let j = 0; j < total3; j++) {
        if (i === j || i >= pens.red) continue;
        firstRed++;
        if (j < pens.red) bothRed++;
      }
    expectNumeric("second-pen-red-given-first", bothRed / firstRed, 0.00005);

    // Enumerate all 6^4 outcomes.
    let withSix = 0;
    const total = 6 ** DATA.dice.rolls;
    for (let n = 0; n < total; n++) {
      if (n.toString(6).padStart(DATA.dice.rolls, "0").includes("5")) withSix++;
    }
    expectNumeric("at-least-one-six", withSix / total, 0.0015);
  });
});

describe("BSMA1002 end-term answers", () => {
  it("discrete random variables", () => {
    const xs = DATA.pmfK.xs;
    const k = 1 / sum(xs);
    expectNumeric("pmf-constant-and-tail", sum(xs.filter((x) => x >= 3).map((x) => k * x)), 0.001);

    const sp = DATA.stallProfit;
    expect(sum(sp.probs)).toBeCloseTo(1, 12);
    expectNumeric("expected-stall-profit", expectation(sp.values, sp.probs));

    const cv = DATA.coinVar;
    const ex = expectation(cv.values, cv.probs);
    const variance = expectation(
      cv.values.map((v) => (v - ex) ** 2),
      cv.probs,
    );
    expectSingle("variance-of-discrete-rv", variance, 0.005);

    const cdf = DATA.cdf;
    expect(sum(cdf.probs)).toBeCloseTo(1, 12);
    expectNumeric("cdf-from-pmf", sum(cdf.probs.filter((_, i) => at(cdf.values, i) <= 2.5)), 0.001);
  });

  it("named distributions", () => {
    const b = DATA.binom;
    expectNumeric(
      "binomial-exactly-two",
      choose(b.n, b.k) * b.p ** b.k * (1 - b.p) ** (b.n - b.k),
      0.00015,
    );

    const lambda = DATA.poisson.lambda;
    const pois = (x: number) => (Math.exp(-lambda) * lambda ** x) / factorial(x);
    expectNumeric("poisson-at-most-one", pois(0) + pois(1), 0.00015);

    const u = DATA.uniform;
    expectSingle("uniform-interval-probability", (u.hi - u.lo) / (u.b - u.a));

    // Survival of the exponential by integrating its density from 0 to t (Simpson's rule).
    const e = DATA.exponential;
    const steps = 1000;
    const h = e.t / steps;
    let integral = 0;
    for (let i = 0; i <= steps; i++) {
      const w = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2;
      integral += w * e.rate * Math.exp(-e.rate * i * h);
    }
    expectNumeric("exponential-survival", 1 - (integral * h) / 3, 0.0015);

    const bm = DATA.binomMoments;
    expectSingle("binomial-variance", bm.n * bm.p * (1 - bm.p));
  });
});

describe("BSMA1002 text answers that are numbers", () => {
  it("the variance of a Poisson variable, summed from its mass function", () => {
    const q = question("poisson-mean-equals-variance");
    if (q.kind !== "text") throw new Error("not a text question");
    const lambda = Number(/E\[X\] = ([\d.]+)/.exec(q.stem)?.[1]);
    let p = Math.exp(-lambda); // P(X = 0)
    let variance = 0;
    for (let k = 0; k < 200; k++) {
      variance += (k - lambda) ** 2 * p;
      p *= lambda / (k + 1);
    }
    for (const accepted of q.answer) expect(Number(accepted), accepted).toBeCloseTo(variance, 9);
  });
});
