// Recomputes every computable answer key in BSMA1003.ts from the shared data: a wrong key fails.
import { describe, expect, it } from "vitest";
import { data as d, questions } from "./BSMA1003";

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
    expect(Math.abs(computed - key.value), slug).toBeLessThanOrEqual((key.tolerance ?? 0) + 1e-6);
  } else {
    expect(computed, slug).toBeGreaterThanOrEqual(key.min);
    expect(computed, slug).toBeLessThanOrEqual(key.max);
  }
};

/** The key of a single-choice question is exactly the options `pick` accepts. */
const expectSingleBy = (slug: string, pick: (index: number) => boolean) => {
  const question = q(slug);
  if (question.kind !== "single") throw new Error(`${slug} is not single`);
  const matching = question.options.map((_, i) => (pick(i) ? i : -1)).filter((i) => i >= 0);
  expect(matching, slug).toEqual([question.answer]);
};

const expectMultipleBy = (slug: string, pick: (index: number) => boolean) => {
  const question = q(slug);
  if (question.kind !== "multiple") throw new Error(`${slug} is not multiple`);
  const matching = question.options.map((_, i) => (pick(i) ? i : -1)).filter((i) => i >= 0);
  expect([...question.answer].sort(), slug).toEqual(matching);
};

type Matrix = number[][];
const dot = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const norm = (a: number[]) => Math.sqrt(dot(a, a));
const multiply = (a: Matrix, b: Matrix) =>
  a.map((row) => b[0]!.map((_, j) => row.reduce((s, x, k) => s + x * b[k]![j]!, 0)));
const transpose = (a: Matrix) => a[0]!.map((_, j) => a.map((row) => row[j]!));
const det = (a: Matrix): number =>
  a.length === 1
    ? a[0]![0]!
    : a[0]!.reduce(
        (s, x, j) =>
          s + (j % 2 ? -1 : 1) * x * det(a.slice(1).map((row) => row.filter((_, c) => c !== j))),
        0,
      );
/** Rank by Gaussian elimination with partial pivoting. */
const rank = (input: Matrix) => {
  const a = input.map((row) => [...row]);
  let r = 0;
  for (let c = 0; c < a[0]!.length && r < a.length; c++) {
    let p = r;
    for (let i = r + 1; i < a.length; i++) if (Math.abs(a[i]![c]!) > Math.abs(a[p]![c]!)) p = i;
    if (Math.abs(a[p]![c]!) < 1e-9) continue;
    [a[r], a[p]] = [a[p]!, a[r]!];
    for (let i = r + 1; i < a.length; i++) {
      const f = a[i]![c]! / a[r]![c]!;
      for (let k = c; k < a[0]!.length; k++) a[i]![k]! -= f * a[r]![k]!;
    }
    r++;
  }
  return r;
};
const partial = (f: (p: number[]) => number, p: number[], i: number, h = 1e-5) => {
  const up = [...p];
  const down = [...p];
  up[i]! += h;
  down[i]! -= h;
  return (f(up) - f(down)) / (2 * h);
};
const gradient = (f: (p: number[]) => number, p: number[]) => p.map((_, i) => partial(f, p, i));

describe("BSMA1003 answer keys", () => {
  it("vectors, matrices and determinants", () => {
    expectNumeric("dot-product-of-two-vectors", dot(d.u, d.v));
    expectNumeric("entry-of-matrix-product", multiply(d.prodA, d.prodB)[1]![1]!);
    expectNumeric("determinant-of-three-by-three", det(d.det3));
    // Build a concrete matrix with det 5 and check the rule det(kA^T) numerically.
    const { n, detA, k } = d.detScale;
    const A = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? (i === 0 ? detA : 1) : i < j ? 7 : 0)),
    );
    expect(det(A)).toBeCloseTo(detA, 9);
    const value = det(transpose(A).map((row) => row.map((x) => k * x)));
    expectSingleBy(
      "determinant-of-scaled-transpose",
      (i) =>
        Number(
          (q("determinant-of-scaled-transpose") as { options: string[] }).options[i]!.replace(
            /\$/g,
            "",
          ),
        ) === value,
    );
  });

  it("linear systems, rank and dependence", () => {
    const [[a1, b1, c1], [a2, b2, c2]] = d.cramer as [number[], number[]];
    const D = det([
      [a1!, b1!],
      [a2!, b2!],
    ]);
    const Dy = det([
      [a1!, c1!],
      [a2!, c2!],
    ]);
    const y = Dy / D;
    const x = (c1! - b1! * y) / a1!;
    expect(a2! * x + b2! * y).toBeCloseTo(c2!, 9);
    expectNumeric("cramers-rule-two-equations", y);

    const coefficient = d.inconsistent.map((row) => row.slice(0, 2));
    const rc = rank(coefficient);
    const ra = rank(d.inconsistent);
    const label =
      rc < ra ? "No solution" : rc === 2 ? "Exactly one solution" : "Infinitely many solutions";
    expectSingleBy(
      "solutions-of-parallel-equations",
      (i) => (q("solutions-of-parallel-equations") as { options: string[] }).options[i] === label,
    );

    expectNumeric("rank-by-row-reduction", rank(d.rank));
    expectNumeric("dimension-of-a-span", rank(d.span));
    expectMultipleBy("which-sets-are-dependent", (i) => {
      const set = d.dependentSets[i]!;
      return rank(set) < set.length;
    });
    const ks = Array.from({ length: 201 }, (_, i) => -10 + i * 0.1).filter(
      (k) =>
        Math.abs(
          det([
            [1, 2, k],
            [0, 1, 1],
            [2, 3, 1],
          ]),
        ) < 1e-9,
    );
    expect(ks).toHaveLength(1);
    expectNumeric("value-making-vectors-dependent", ks[0]!);
  });

  it("null space, linear maps and kernels", () => {
    expectNumeric("nullity-of-three-by-five", d.nullity[0]!.length - rank(d.nullity));
    const maps = [
      ([x, y]: number[]) => [x! + y!, 2 * x!],
      ([x, y]: number[]) => [x! + 1, y!],
      ([x, y]: number[]) => [x! * y!, x!],
      ([, y]: number[]) => [3 * y!, 0],
      ([x, y]: number[]) => [x! ** 2, y!],
    ];
    const samples = [
      [1, 2],
      [-3, 0.5],
      [2, -7],
    ];
    const linear = (T: (p: number[]) => number[]) =>
      samples.every((u) =>
        samples.every((v) => {
          const [a, b] = [2, 3]; // a + b != 1, so affine maps fail too
          const lhs = T(u.map((x, i) => a * x + b * v[i]!));
          const rhs = T(u).map((x, i) => a * x + b * T(v)[i]!);
          return lhs.every((x, i) => Math.abs(x - rhs[i]!) < 1e-9);
        }),
      );
    expectMultipleBy("which-maps-are-linear", (i) => linear(maps[i]!));
    expectNumeric("kernel-dimension-of-map", d.kernelMap[0]!.length - rank(d.kernelMap));
  });

  it("inner products, orthogonality and similar matrices", () => {
    expectNumeric("length-of-a-vector", norm(d.norm));
    const { a, b } = d.angle;
    expectNumeric(
      "angle-between-vectors-degrees",
      (Math.acos(dot(a, b) / (norm(a) * norm(b))) * 180) / Math.PI,
    );
    const { v, onto } = d.projection;
    const coefficient = dot(v, onto) / dot(onto, onto);
    expectNumeric("length-of-projection", norm(onto.map((x) => coefficient * x)));
    const ks = Array.from({ length: 201 }, (_, i) => -10 + i * 0.1).filter(
      (k) => Math.abs(dot([1, k, 2], [3, -1, k])) < 1e-9,
    );
    expect(ks).toHaveLength(1);
    expectNumeric("value-making-vectors-orthogonal", ks[0]!);
    const { v1, v2 } = d.gram;
    const w2 = v2.map((x, i) => x - (dot(v2, v1) / dot(v1, v1)) * v1[i]!);
    expect(dot(w2, v1)).toBeCloseTo(0, 12);
    expectNumeric("gram-schmidt-second-vector", dot(w2, w2));
    // det(P^-1 A P) for a concrete invertible P and its inverse.
    const P = [
      [2, 1],
      [1, 1],
    ];
    const Pinv = [
      [1, -1],
      [-1, 2],
    ];
    expect(multiply(P, Pinv)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expectNumeric("determinant-of-similar-matrix", det(multiply(multiply(Pinv, d.similarA), P)));
    const orthogonal = (m: Matrix) =>
      multiply(transpose(m), m).every((row, i) =>
        row.every((x, j) => Math.abs(x - (i === j ? 1 : 0)) < 1e-9),
      );
    expectSingleBy("which-matrix-is-orthogonal", (i) => orthogonal(d.orthogonalOptions[i]!));
  });

  it("multivariable calculus", () => {
    expectNumeric(
      "partial-derivative-at-point",
      partial(([x, y]) => x! ** 2 * y! + 3 * x! * y! ** 3, d.partialAt, 0),
    );
    expectNumeric(
      "magnitude-of-gradient",
      norm(gradient(([x, y]) => x! ** 2 + x! * y! + y! ** 2, d.gradientAt)),
    );
    const { at, dir } = d.directional;
    const g = gradient(([x, y]) => x! ** 2 * y!, at);
    expectNumeric("directional-derivative-unit-direction", dot(g, dir) / norm(dir));
    const paraboloid = ([x, y]: number[]) => x! ** 2 + y! ** 2;
    const [fx, fy] = gradient(paraboloid, d.tangentAt);
    const [x0, y0] = d.tangentAt;
    expectNumeric("tangent-plane-intercept", paraboloid(d.tangentAt) - fx! * x0! - fy! * y0!);
    const descent = gradient(([x, y]) => x! ** 2 + 3 * y! ** 2, d.descentAt).map((x) => -x);
    expectSingleBy("steepest-descent-direction", (i) => {
      const o = d.descentOptions[i]!;
      return Math.abs(dot(o, descent) - norm(o) * norm(descent)) < 1e-6;
    });
    const f = ([x, y]: number[]) => Math.exp(x! * y!) + x! ** 3 * y! ** 2;
    const fxy = partial((p) => partial(f, p, 0, 1e-4), d.mixedAt, 1, 1e-4);
    expectNumeric("mixed-partial-derivative", fxy);

    // Minimum of a quadratic: one Newton step from any point lands on the critical point.
    const quad = ([x, y]: number[]) => x! ** 2 + y! ** 2 - 4 * x! + 6 * y! + 5;
    const start = [10, 10];
    const gq = gradient(quad, start);
    const Hq = [0, 1].map((i) =>
      [0, 1].map((j) => partial((s) => partial(quad, s, i, 1e-3), start, j, 1e-3)),
    );
    expect(det(Hq)).toBeGreaterThan(0);
    expect(Hq[0]![0]!).toBeGreaterThan(0);
    const detHq = det(Hq);
    const step = [
      (Hq[1]![1]! * gq[0]! - Hq[0]![1]! * gq[1]!) / detHq,
      (Hq[0]![0]! * gq[1]! - Hq[1]![0]! * gq[0]!) / detHq,
    ];
    const critical = start.map((x, i) => x - step[i]!);
    expect(norm(gradient(quad, critical))).toBeLessThan(1e-4);
    expectNumeric("minimum-of-two-variable-quadratic", quad(critical));

    // Classify (-1, 0) for x^3 - 3x + y^2 by its gradient and Hessian.
    const h = ([x, y]: number[]) => x! ** 3 - 3 * x! + y! ** 2;
    const p = [-1, 0];
    const grad = gradient(h, p);
    const H = [0, 1].map((i) =>
      [0, 1].map((j) => partial((s) => partial(h, s, i, 1e-4), p, j, 1e-4)),
    );
    const detH = det(H);
    const kind = grad.some((x) => Math.abs(x) > 1e-6)
      ? "Not a critical point"
      : detH < 0
        ? "A saddle point"
        : H[0]![0]! > 0
          ? "A local minimum"
          : "A local maximum";
    expectSingleBy(
      "classify-critical-point",
      (i) => (q("classify-critical-point") as { options: string[] }).options[i] === kind,
    );

    // Limit of xy/(x^2+y^2) along y = mx for several m: values differ, so no limit.
    const along = [0, 1, -2].map((m) => {
      const t = 1e-8;
      return (t * m * t) / (t * t + m * m * t * t);
    });
    const exists = along.every((x) => Math.abs(x - along[0]!) < 1e-9);
    expect(exists).toBe(false);
    expectSingleBy(
      "limit-along-lines-differs",
      (i) =>
        (q("limit-along-lines-differs") as { options: string[] }).options[i] ===
        "It does not exist",
    );
  });

  it("every computable question is checked above", () => {
    const unchecked = questions
      .filter((x) => x.kind !== "text" && !checked.has(x.slug))
      .map((x) => x.slug);
    expect(unchecked).toEqual([]);
  });
});
