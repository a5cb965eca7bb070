// Every computable answer key of BSMA1004 is recomputed here from the question's own data
// (DATA in BSMA1004.ts): a wrong key, a wrong option or a second option showing the right
// value fails the suite.
import { describe, expect, it } from "vitest";
import { at, keyChecks } from "~tests/setup/practice-keys";
import { DATA, questions } from "./BSMA1004";

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: readonly number[]) => sum(xs) / xs.length;
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const choose = (n: number, k: number) => factorial(n) / (factorial(k) * factorial(n - k));

const { question, expectNumeric, expectSingle } = keyChecks(questions);

/** ∫ f over [a, b] by Simpson's rule with 2000 panels. */
function integrate(f: (x: number) => number, a: number, b: number): number {
  const steps = 2000;
  const h = (b - a) / steps;
  let total = 0;
  for (let i = 0; i <= steps; i++) {
    const w = i === 0 || i === steps ? 1 : i % 2 ? 4 : 2;
    total += w * f(a + i * h);
  }
  return (total * h) / 3;
}
/** The standard normal CDF, from its density. */
const phi = (z: number) =>
  0.5 + integrate((t) => Math.exp((-t * t) / 2) / Math.sqrt(2 * Math.PI), 0, z);
const binomPmf = (n: number, p: number, k: number) => choose(n, k) * p ** k * (1 - p) ** (n - k);

/** Marginals of a joint table t[y][x]. */
const marginalX = (t: readonly (readonly number[])[]) =>
  at(t, 0).map((_, x) => sum(t.map((row) => at(row, x))));
const marginalY = (t: readonly (readonly number[])[]) => t.map((row) => sum(row));

describe("BSMA1004 quiz-1 answers", () => {
  it("joint distributions", () => {
    const t = DATA.joint;
    expect(sum(t.flat())).toBeCloseTo(1, 12);
    const px = marginalX(t);
    const py = marginalY(t);
    expectNumeric("marginal-from-joint-table", at(px, 1), 0.001);
    expectSingle("conditional-from-joint-table", at(at(t, 1), 2) / at(px, 2), 0.005);
    let exy = 0;
    t.forEach((row, y) => row.forEach((p, x) => (exy += x * y * p)));
    const ex = sum(px.map((p, x) => x * p));
    const ey = sum(py.map((p, y) => y * p));
    expectNumeric("covariance-from-joint-table", exy - ex * ey, 0.00005);

    const ti = DATA.jointIndep;
    expect(sum(ti.flat())).toBeCloseTo(1, 12);
    const ix = marginalX(ti);
    const iy = marginalY(ti);
    const independent = ti.every((row, y) =>
      row.every((p, x) => Math.abs(p - at(ix, x) * at(iy, y)) < 1e-12),
    );
    const q = question("independence-from-joint-table");
    if (q.kind !== "single") throw new Error("not single");
    expect(at(q.options, q.answer).startsWith(independent ? "Yes" : "No")).toBe(true);
    expect(q.options.filter((o) => o.startsWith("Yes")).length).toBe(1);
  });

  it("functions of random variables and expectation", () => {
    expectNumeric("expectation-of-x-squared", mean(DATA.square.xs.map((x) => x * x)), 0);

    const v = DATA.sumOfTwo.values;
    const pairs = v.flatMap((x) => v.map((y) => x + y));
    expectNumeric(
      "sum-of-two-uniform-values",
      pairs.filter((z) => z === DATA.sumOfTwo.target).length / pairs.length,
      0.00005,
    );

    const c = DATA.casino;
    let received = 0;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        received += (a + b === c.jackpotSum ? c.jackpot : a + b === 7 ? c.sevenPrize : 0) / 36;
    expectNumeric("casino-two-dice-game", received - c.fee, 0.005);

    const l = DATA.linear;
    expectSingle("variance-of-linear-combination", l.a ** 2 * l.varX + l.b ** 2 * l.varY);

    const r = DATA.corr;
    expectNumeric("correlation-from-covariance", r.cov / Math.sqrt(r.varX * r.varY), 0.001);
    expectNumeric("markov-bound", DATA.markov.mean / DATA.markov.threshold, 0.001);
    const ch = DATA.chebyshev;
    expectNumeric("chebyshev-bound", 1 / (ch.distance / ch.sd) ** 2, 0.0006);
  });

  it("continuous densities", () => {
    const d = DATA.density;
    const c = 1 / integrate((x) => x * x, 0, d.upper);
    expectNumeric(
      "density-constant-and-probability",
      integrate((x) => c * x * x, 0, d.at),
      0.00005,
    );

    const f = (x: number) => 3 * x ** DATA.cubic.power;
    expect(integrate(f, 0, 1)).toBeCloseTo(1, 9);
    const m1 = integrate((x) => x * f(x), 0, 1);
    const m2 = integrate((x) => x * x * f(x), 0, 1);
    expectNumeric("variance-of-continuous-rv", m2 - m1 ** 2, 0.00005);
  });
});

describe("BSMA1004 quiz-2 answers", () => {
  it("averages and limit theorems", () => {
    const nd = DATA.normalDiff;
    const q = question("difference-of-independent-normals");
    if (q.kind !== "single") throw new Error("not single");
    const shown = q.options.map((o) =>
      (/N\((-?[\d.]+), (-?[\d.]+)\)/.exec(o) ?? []).slice(1).map(Number),
    );
    const right = shown.flatMap(([m, v], i) =>
      m === nd.muX - nd.muY && v === nd.varX + nd.varY ? [i] : [],
    );
    expect(right).toEqual([q.answer]);

    const c = DATA.clt;
    const z = (c.cut - c.mu) / (c.sigma / Math.sqrt(c.n));
    expect(phi(z)).toBeCloseTo(c.phi, 4);
    expect(z).toBe(1.5);
    expectNumeric("clt-sample-mean-tail", 1 - phi(z), 0.0001);

    expectNumeric("variance-of-sample-mean", DATA.meanVar.variance / DATA.meanVar.n, 0.001);

    const s = DATA.cltSum;
    const zs = (s.cut - s.n * s.p) / Math.sqrt(s.n * s.p * (1 - s.p));
    expect(zs).toBe(1);
    expect(phi(zs)).toBeCloseTo(s.phi, 4);
    expectNumeric("clt-coin-tosses", phi(zs), 0.0001);
  });

  it("estimation", () => {
    // MLEs found by maximising the log-likelihood over a fine grid, not by the closed form.
    const argmax = (logL: (t: number) => number, lo: number, hi: number) => {
      let best = lo;
      for (let t = lo; t <= hi; t += 1e-5) if (logL(t) > logL(best)) best = t;
      return best;
    };
    const b = DATA.bernoulli;
    const k = sum(b);
    const pHat = argmax((p) => k * Math.log(p) + (b.length - k) * Math.log(1 - p), 0.001, 0.999);
    expectNumeric("mle-bernoulli-clicks", pHat, 0.0001);

    const g = DATA.goals;
    const lHat = argmax((l) => -g.length * l + sum(g) * Math.log(l), 0.01, 10);
    expectNumeric("mle-poisson-goals", lHat, 0.001);

    const t = DATA.lifetimes;
    const rHat = argmax((r) => t.length * Math.log(r) - r * sum(t), 0.01, 3);
    expectNumeric("mle-exponential-lifetimes", rHat, 0.0006);

    expectSingle("moments-estimate-uniform-max", 2 * mean(DATA.uniformSample), 0.001);
    expectNumeric("mse-from-bias-and-variance", DATA.mse.variance + DATA.mse.bias ** 2, 0.001);

    // E[estimator] = (x1 + x2 + mean) μ + shift; unbiased for every μ iff the weights sum to 1 and shift is 0.
    const q = question("unbiased-estimators-of-mean");
    if (q.kind !== "multiple") throw new Error("not multiple");
    const unbiased = DATA.estimators.flatMap((e, i) =>
      Math.abs(e.x1 + e.x2 + e.mean - 1) < 1e-12 && e.shift === 0 ? [i] : [],
    );
    expect(sorted(q.answer)).toEqual(unbiased);
    expect(q.options).toEqual(DATA.estimators.map((e) => e.label));
  });
});

describe("BSMA1004 end-term answers", () => {
  it("Bayesian estimation", () => {
    // Posterior mean of a Beta prior times a binomial likelihood, by numerical integration.
    const bp = DATA.betaPrior;
    const post = (p: number) =>
      p ** (bp.a - 1) *
      (1 - p) ** (bp.b - 1) *
      p ** bp.successes *
      (1 - p) ** (bp.trials - bp.successes);
    expectNumeric(
      "beta-binomial-posterior-mean",
      integrate((p) => p * post(p), 0, 1) / integrate(post, 0, 1),
      0.00005,
    );

    const tc = DATA.twoCoins;
    const biased = tc.prior * tc.biasedP ** tc.heads;
    const fair = (1 - tc.prior) * 0.5 ** tc.heads;
    expectNumeric("fair-or-biased-coin-posterior", biased / (biased + fair), 0.0006);

    // Posterior mean of μ by integrating prior × likelihood of x̄ over a wide range.
    const np = DATA.normalPrior;
    const unnorm = (mu: number) =>
      Math.exp(
        -((mu - np.mu0) ** 2) / (2 * np.var0) - ((np.xbar - mu) ** 2 * np.n) / (2 * np.sigma2),
      );
    expectNumeric(
      "normal-prior-posterior-mean",
      integrate((mu) => mu * unnorm(mu), 0, 130) / integrate(unnorm, 0, 130),
      0.01,
    );
  });

  it("hypothesis tests", () => {
    const z = DATA.zTest;
    const stat = (z.xbar - z.mu0) / (z.sigma / Math.sqrt(z.n));
    expectNumeric("z-statistic-for-mean", stat, 0.001);
    expect(phi(stat)).toBeCloseTo(z.phi, 4);
    expectSingle("two-sided-p-value", 2 * (1 - phi(stat)), 0.0001);

    const bt = DATA.binomTest;
    const rejectProb = (p: number) => {
      let total = 0;
      for (let k = bt.reject; k <= bt.n; k++) total += binomPmf(bt.n, p, k);
      return total;
    };
    expectNumeric("binomial-test-size", rejectProb(bt.p0), 0.00005);
    expectNumeric("binomial-test-power", rejectProb(bt.p1), 0.00005);

    const d = DATA.tTest.data;
    const xbar = mean(d);
    const s = Math.sqrt(sum(d.map((x) => (x - xbar) ** 2)) / (d.length - 1));
    expectNumeric(
      "t-statistic-from-sample",
      (xbar - DATA.tTest.mu0) / (s / Math.sqrt(d.length)),
      0.005,
    );

    const o = DATA.oneSided;
    expectNumeric("one-sided-critical-value", o.mu0 + (o.z * o.sigma) / Math.sqrt(o.n), 0.0005);
  });
});
