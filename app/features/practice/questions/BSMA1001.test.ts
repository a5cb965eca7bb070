// Recomputes every computable answer key in BSMA1001.ts from the shared data: a wrong key fails.
import { describe, expect, it } from "vitest";
import type { PracticeQuestion } from "../question-schema";
import { data as d, questions } from "./BSMA1001";

const checked = new Set<string>();
const q = (slug: string) => {
  checked.add(slug);
  const found = questions.find((x) => x.slug === slug);
  if (!found) throw new Error(`no question ${slug}`);
  return found;
};

const expectNumeric = (slug: string, computed: number) => {
  const question = q(slug);
  if (question.kind !== "numeric") throw new Error(`${slug} is not numeric`);
  const key = question.answer;
  if ("value" in key) {
    const tolerance = key.tolerance ?? 0;
    expect(Math.abs(computed - key.value), slug).toBeLessThanOrEqual(tolerance + 1e-9);
  } else {
    expect(computed, slug).toBeGreaterThanOrEqual(key.min);
    expect(computed, slug).toBeLessThanOrEqual(key.max);
  }
};

/** Reads "$-2$", "$\tfrac{3}{2}$", "$-\tfrac{1}{2}$" as numbers. */
const parseOption = (option: string): number => {
  const body = option.replace(/\$/g, "").trim();
  const frac = /^(-?)\\[dt]?frac\{(-?\d+)\}\{(\d+)\}$/.exec(body);
  if (frac) return (frac[1] ? -1 : 1) * (Number(frac[2]) / Number(frac[3]));
  return Number(body);
};

/** Exactly one option shows `value`, and it is the key. */
const expectSingleNumber = (slug: string, value: number) => {
  const question = q(slug);
  if (question.kind !== "single") throw new Error(`${slug} is not single`);
  const matching = question.options
    .map((o, i) => [parseOption(o), i] as const)
    .filter(([v]) => Math.abs(v - value) < 1e-9)
    .map(([, i]) => i);
  expect(matching, slug).toEqual([question.answer]);
};

/** The key of a single-choice question is exactly the options `pick` accepts. */
const expectSingleBy = (slug: string, pick: (option: string, index: number) => boolean) => {
  const question = q(slug);
  if (question.kind !== "single") throw new Error(`${slug} is not single`);
  const matching = question.options.map((o, i) => (pick(o, i) ? i : -1)).filter((i) => i >= 0);
  expect(matching, slug).toEqual([question.answer]);
};

const expectMultipleBy = (slug: string, pick: (index: number) => boolean) => {
  const question: PracticeQuestion = q(slug);
  if (question.kind !== "multiple") throw new Error(`${slug} is not multiple`);
  const matching = question.options.map((_, i) => (pick(i) ? i : -1)).filter((i) => i >= 0);
  expect([...question.answer].sort(), slug).toEqual(matching);
};

const derivative = (f: (x: number) => number, x: number, h = 1e-5) =>
  (f(x + h) - f(x - h)) / (2 * h);
const simpson = (f: (x: number) => number, a: number, b: number, n = 1000) => {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let i = 1; i < n; i++) sum += f(a + i * h) * (i % 2 ? 4 : 2);
  return (sum * h) / 3;
};
const poly = (coeffs: number[], x: number) => coeffs.reduce((acc, c) => acc * x + c, 0);

describe("BSMA1001 answer keys", () => {
  it("sets, relations and functions", () => {
    expectNumeric("union-of-even-and-multiples-of-three", new Set([...d.setA, ...d.setB]).size);
    expectNumeric("number-of-relations-on-three-elements", 2 ** (d.relationsOn * d.relationsOn));
    const fns = [
      (x: number) => x ** 3,
      (x: number) => x ** 2 + 1,
      (x: number) => 7 - 2 * x,
      (x: number) => Math.abs(x - 3),
      (x: number) => Math.exp(x),
    ];
    const grid = Array.from({ length: 41 }, (_, i) => -10 + i * 0.5);
    const injectiveOnGrid = (f: (x: number) => number) =>
      new Set(grid.map((x) => f(x).toPrecision(12))).size === grid.length;
    expectMultipleBy("which-functions-are-one-to-one", (i) => injectiveOnGrid(fns[i]!));
  });

  it("lines and the coordinate plane", () => {
    const s = d.slopePoints;
    expectSingleNumber("slope-through-two-points", (s.y2 - s.y1) / (s.x2 - s.x1));
    const m = -1 / d.perp.m;
    expectNumeric("perpendicular-line-y-intercept", d.perp.py - m * d.perp.px);
    expectNumeric(
      "distance-between-two-points",
      Math.hypot(d.dist.x2 - d.dist.x1, d.dist.y2 - d.dist.y1),
    );
    const question = q("points-on-a-line");
    if (question.kind !== "multiple") throw new Error("points-on-a-line");
    const points = question.options.map((o) => o.replace(/[$()]/g, "").split(",").map(Number));
    expectMultipleBy("points-on-a-line", (i) => 3 * points[i]![0]! - 2 * points[i]![1]! === 6);
  });

  it("quadratics and polynomials", () => {
    const { a, b, c } = d.vertex;
    const xv = -b / (2 * a);
    expectNumeric("minimum-value-of-quadratic", a * xv * xv + b * xv + c);
    const disc = d.disc.b ** 2 - 4 * d.disc.a * d.disc.c;
    const roots = disc < 0 ? 0 : disc === 0 ? 1 : 2;
    const labels = ["No real roots", "Exactly one real root", "Two distinct real roots"];
    expectSingleBy("discriminant-number-of-roots", (o) => o === labels[roots]);
    expectNumeric("remainder-on-division-by-linear", poly(d.remainder.coeffs, d.remainder.at));
    // p(x) = (x - 1)^2 (x + 2)^3 (x - 4): touches at zeros where the sign does not change.
    const p = (x: number) => (x - 1) ** 2 * (x + 2) ** 3 * (x - 4);
    const touches = [1, -2, 4].filter((z) => Math.sign(p(z - 1e-3)) === Math.sign(p(z + 1e-3)));
    expectSingleBy("zero-where-graph-touches-axis", (o) => {
      const match = /x = (-?\d+)/.exec(o);
      return match ? touches.includes(Number(match[1])) : touches.length === 0;
    });
  });

  it("functions, logarithms and exponentials", () => {
    const f = (x: number) => 2 * x + 3;
    const g = (x: number) => x * x - 1;
    expectNumeric("composite-function-value", f(g(d.composite.x)));
    // Invert f(x) = (3x - 2)/5 by bisection (f is increasing).
    let lo = -100;
    let hi = 100;
    for (let i = 0; i < 200; i++) {
      const mid = (lo + hi) / 2;
      if ((3 * mid - 2) / 5 < d.inverse.y) lo = mid;
      else hi = mid;
    }
    expectNumeric("inverse-function-value", lo);
    const { base, shift, rhs } = d.logEq;
    // x(x - shift) = base^rhs, x > shift
    const x = (shift + Math.sqrt(shift * shift + 4 * base ** rhs)) / 2;
    expect(Math.log(x) / Math.log(base) + Math.log(x - shift) / Math.log(base)).toBeCloseTo(rhs, 9);
    expectNumeric("log-equation-with-product", x);
    expectNumeric(
      "exponential-equation-same-base",
      (Math.log(d.expEq.power) / Math.log(d.expEq.base) + 1) / 2,
    );
    expectSingleNumber(
      "log-expression-value",
      Math.log(125) / Math.log(5) + Math.log2(1 / 16) - Math.log10(0.01),
    );
  });

  it("limits, continuity and derivatives", () => {
    const h = (x: number) => (x * x - 4) / (x * x - 3 * x + 2);
    const at = d.limit.at;
    expectNumeric("limit-by-cancelling-factor", (h(at - 1e-7) + h(at + 1e-7)) / 2);
    // Continuity: k*2 + 1 = 4 - k, solved by scanning k.
    const ks = Array.from({ length: 201 }, (_, i) => -10 + i * 0.1).filter(
      (k) => Math.abs(k * d.piecewise.at + 1 - (d.piecewise.at ** 2 - k)) < 1e-9,
    );
    expect(ks).toHaveLength(1);
    expectNumeric("continuity-of-piecewise-function", ks[0]!);
    const cubic = (x: number) => x ** 3 - 5 * x ** 2 + 4 * x;
    expectNumeric(
      "derivative-of-cubic-at-point",
      Math.round(derivative(cubic, d.deriv.at) * 1e6) / 1e6,
    );
    const small = 1e-6;
    expectSingleNumber(
      "lhopital-exponential-limit",
      Math.round(((Math.exp(3 * small) - 1) / Math.sin(2 * small)) * 1e4) / 1e4,
    );
    const { a, x } = d.linApprox;
    expectNumeric(
      "linear-approximation-of-square-root",
      Math.sqrt(a) + (x - a) / (2 * Math.sqrt(a)),
    );
    // Local maximum of x^3 - 6x^2 + 9x + 2: scan for a point higher than its neighbours.
    const f = (t: number) => t ** 3 - 6 * t ** 2 + 9 * t + 2;
    const maxima = Array.from({ length: 1001 }, (_, i) => -5 + i * 0.01).filter(
      (t) => f(t) > f(t - 0.01) && f(t) > f(t + 0.01),
    );
    expect(maxima).toHaveLength(1);
    expectNumeric("local-maximum-of-cubic", f(maxima[0]!));
  });

  it("integrals", () => {
    expectNumeric(
      "definite-integral-of-polynomial",
      simpson((x) => x * x + 2 * x, d.integral.lo, d.integral.hi),
    );
    expectNumeric(
      "area-between-line-and-parabola",
      simpson((x) => Math.abs(2 * x - x * x), 0, 2),
    );
    const { lo, hi, n } = d.riemann;
    const width = (hi - lo) / n;
    let left = 0;
    for (let i = 0; i < n; i++) left += (lo + i * width) ** 2 * width;
    expectNumeric("left-riemann-sum-of-square", left);
    const G = (x: number) => simpson((t) => t * t + 1, 1, x);
    expectNumeric(
      "derivative-of-integral-function",
      Math.round(derivative(G, d.ftc.x, 1e-3) * 1e6) / 1e6,
    );
  });

  it("graph algorithms", () => {
    // BFS with alphabetical neighbours.
    const adj = new Map<string, string[]>();
    for (const [u, v] of d.bfsEdges) {
      adj.set(u, [...(adj.get(u) ?? []), v]);
      adj.set(v, [...(adj.get(v) ?? []), u]);
    }
    const order: string[] = ["A"];
    const queue = ["A"];
    while (queue.length) {
      const u = queue.shift()!;
      for (const v of [...(adj.get(u) ?? [])].sort())
        if (!order.includes(v)) {
          order.push(v);
          queue.push(v);
        }
    }
    expectSingleBy("bfs-visit-order", (o) => o === order.join(", "));

    // Dijkstra from S.
    const dist = new Map<string, number>([["S", 0]]);
    const done = new Set<string>();
    for (;;) {
      const next = [...dist].filter(([v]) => !done.has(v)).sort((a, b) => a[1] - b[1])[0];
      if (!next) break;
      const [u, du] = next;
      done.add(u);
      for (const [a, b, w] of d.dijkstraEdges)
        if (a === u && du + w < (dist.get(b) ?? Infinity)) dist.set(b, du + w);
    }
    expectNumeric("dijkstra-shortest-distance", dist.get("T")!);

    // Kruskal with union–find.
    const parent = new Map<string, string>();
    const find = (v: string): string => {
      const p = parent.get(v) ?? v;
      return p === v ? v : find(p);
    };
    let weight = 0;
    for (const [u, v, w] of [...d.mstEdges].sort((a, b) => a[2] - b[2])) {
      const [ru, rv] = [find(u), find(v)];
      if (ru !== rv) {
        parent.set(ru, rv);
        weight += w;
      }
    }
    expectNumeric("minimum-spanning-tree-weight", weight);

    // Topological order: every edge goes forward, every vertex appears once.
    const valid = (option: string) => {
      const seq = option.split(", ");
      const vertices = new Set(d.dagEdges.flat());
      return (
        seq.length === vertices.size &&
        new Set(seq).size === seq.length &&
        d.dagEdges.every(([u, v]) => seq.indexOf(u) < seq.indexOf(v))
      );
    };
    expectSingleBy("valid-topological-order", valid);

    // DFS with alphabetical neighbours (same graph as the BFS question); the text key must match.
    const seen: string[] = [];
    const dfs = (u: string) => {
      seen.push(u);
      for (const v of [...(adj.get(u) ?? [])].sort()) if (!seen.includes(v)) dfs(v);
    };
    dfs("A");
    const dfsQuestion = q("dfs-visit-order");
    if (dfsQuestion.kind !== "text") throw new Error("dfs-visit-order");
    expect(dfsQuestion.answer).toContain(seen.join(""));

    // Longest path from A in the DAG: relax in a topological order (Kahn).
    const indegree = new Map<string, number>();
    for (const [u, v] of d.longestEdges) {
      indegree.set(u, indegree.get(u) ?? 0);
      indegree.set(v, (indegree.get(v) ?? 0) + 1);
    }
    const ready = [...indegree].filter(([, n]) => n === 0).map(([v]) => v);
    const longest = new Map<string, number>([["A", 0]]);
    while (ready.length) {
      const u = ready.shift()!;
      for (const [a, b, w] of d.longestEdges)
        if (a === u) {
          if (longest.has(u))
            longest.set(b, Math.max(longest.get(b) ?? -Infinity, longest.get(u)! + w));
          indegree.set(b, indegree.get(b)! - 1);
          if (indegree.get(b) === 0) ready.push(b);
        }
    }
    expectNumeric("longest-path-in-dag", longest.get("F")!);

    // Bellman–Ford from S.
    const bf = new Map<string, number>([["S", 0]]);
    const vertices = new Set(d.bellmanEdges.flatMap(([u, v]) => [u, v]));
    for (let round = 1; round < vertices.size; round++)
      for (const [u, v, w] of d.bellmanEdges)
        if (bf.has(u) && bf.get(u)! + w < (bf.get(v) ?? Infinity)) bf.set(v, bf.get(u)! + w);
    expect(d.bellmanEdges.every(([u, v, w]) => !bf.has(u) || bf.get(u)! + w >= bf.get(v)!)).toBe(
      true,
    );
    expectNumeric("bellman-ford-negative-edge", bf.get("T")!);
  });

  it("every computable question is checked above", () => {
    const unchecked = questions
      .filter((x) => x.kind !== "text" && !checked.has(x.slug))
      .map((x) => x.slug);
    expect(unchecked).toEqual([]);
  });
});
