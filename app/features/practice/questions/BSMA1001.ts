// Original practice questions for BSMA1001 Mathematics for Data Science I. The data each question
// uses is exported in `data`, so BSMA1001.test.ts recomputes every answer from the same numbers.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const r = String.raw;
const course = "BSMA1001";
const source = ORIGINAL_SOURCE;

export const data = {
  setA: [2, 4, 6, 8, 10, 12, 14],
  setB: [3, 6, 9, 12, 15],
  slopePoints: { x1: -2, y1: 5, x2: 4, y2: -7 },
  perp: { m: 2, c: 5, px: 3, py: 1 },
  dist: { x1: 1, y1: -2, x2: 9, y2: 4 },
  vertex: { a: 2, b: -12, c: 7 },
  disc: { a: 3, b: -5, c: 4 },
  relationsOn: 3,
  remainder: { coeffs: [1, -4, 2, 9], at: 3 },
  composite: { x: 3 },
  inverse: { y: 4 },
  logEq: { base: 2, shift: 6, rhs: 4 },
  expEq: { base: 3, power: 243 },
  limit: { at: 2 },
  deriv: { at: 2 },
  linApprox: { a: 49, x: 49.4 },
  piecewise: { at: 2 },
  integral: { lo: 0, hi: 3 },
  ftc: { x: 2 },
  // Undirected, unweighted; neighbours are visited in alphabetical order.
  bfsEdges: [
    ["A", "B"],
    ["A", "D"],
    ["B", "C"],
    ["B", "E"],
    ["D", "E"],
    ["C", "F"],
    ["E", "G"],
    ["F", "G"],
  ] as [string, string][],
  // Directed, weighted (Dijkstra).
  dijkstraEdges: [
    ["S", "A", 4],
    ["S", "B", 1],
    ["B", "A", 2],
    ["A", "C", 5],
    ["B", "C", 8],
    ["B", "D", 9],
    ["C", "D", 1],
    ["C", "T", 7],
    ["D", "T", 3],
  ] as [string, string, number][],
  // Undirected, weighted (minimum spanning tree).
  mstEdges: [
    ["P", "Q", 6],
    ["P", "R", 3],
    ["Q", "R", 4],
    ["Q", "S", 2],
    ["R", "S", 7],
    ["R", "U", 5],
    ["S", "U", 8],
    ["S", "V", 9],
    ["U", "V", 1],
  ] as [string, string, number][],
  // Directed acyclic graph for a topological order.
  dagEdges: [
    ["1", "2"],
    ["1", "3"],
    ["2", "4"],
    ["3", "4"],
    ["4", "5"],
    ["3", "6"],
    ["6", "5"],
  ] as [string, string][],
  // Weighted DAG for the longest path.
  longestEdges: [
    ["A", "B", 3],
    ["A", "C", 2],
    ["B", "D", 4],
    ["C", "D", 6],
    ["B", "E", 7],
    ["D", "E", 2],
    ["D", "F", 5],
    ["E", "F", 1],
  ] as [string, string, number][],
  // Directed, weighted, one negative edge and no negative cycle (Bellman–Ford).
  bellmanEdges: [
    ["S", "A", 6],
    ["S", "B", 5],
    ["A", "C", 2],
    ["B", "A", -3],
    ["B", "C", 4],
    ["C", "T", 3],
    ["A", "T", 7],
  ] as [string, string, number][],
  riemann: { lo: 0, hi: 2, n: 4 },
  topoOptions: ["1, 3, 6, 2, 4, 5", "1, 2, 4, 5, 3, 6", "1, 3, 2, 6, 5, 4", "2, 1, 3, 4, 6, 5"],
  bfsOptions: [
    "A, B, D, C, E, F, G",
    "A, B, C, F, G, E, D",
    "A, B, D, E, C, G, F",
    "A, D, B, E, C, G, F",
  ],
};

const d = data;
const list = (xs: number[]) => xs.join(", ");
const edgeRows = (edges: [string, string, number][]) =>
  edges.map(([u, v, w]) => `| ${u} | ${v} | ${w} |`).join("\n");

export const questions: PracticeQuestion[] = [
  // ---------------- Quiz 1: weeks 1–4 ----------------
  {
    slug: "union-of-even-and-multiples-of-three",
    course,
    exam: "quiz-1",
    topic: "Sets and set operations",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Let $A = \{${list(d.setA)}\}$ and $B = \{${list(d.setB)}\}$. How many elements does $A \cup B$ have?`,
    answer: { value: 10, tolerance: 0 },
    solution: r`Use $|A \cup B| = |A| + |B| - |A \cap B|$.

$|A| = 7$, $|B| = 5$, and $A \cap B = \{6, 12\}$ has 2 elements.

$$
|A \cup B| = 7 + 5 - 2 = 10
$$`,
    source,
  },
  {
    slug: "number-of-relations-on-three-elements",
    course,
    exam: "quiz-1",
    topic: "Relations",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`How many different relations can be defined on a set $S$ with $${d.relationsOn}$ elements? (A relation on $S$ is any subset of $S \times S$.)`,
    answer: { value: 512, tolerance: 0 },
    solution: r`$S \times S$ has $3 \times 3 = 9$ ordered pairs.

A relation is any subset of these 9 pairs, and a set of 9 elements has $2^9$ subsets.

$$
2^{9} = 512
$$`,
    source,
  },
  {
    slug: "bijective-linear-map-on-reals",
    course,
    exam: "quiz-1",
    topic: "Functions and their types",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: r`The function $f : \mathbb{R} \to \mathbb{R}$, $f(x) = 5x - 8$, is one-to-one and onto. What is a function with both these properties called? (One word.)`,
    answer: ["bijective", "bijection", "a bijection"],
    solution: r`- One-to-one: $5a - 8 = 5b - 8 \Rightarrow a = b$.
- Onto: for any $y$, $x = \dfrac{y + 8}{5}$ gives $f(x) = y$.

A function that is both injective and surjective is **bijective** (a bijection).`,
    source,
  },
  {
    slug: "which-functions-are-one-to-one",
    course,
    exam: "quiz-1",
    topic: "Functions and their types",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: r`Which of these functions $\mathbb{R} \to \mathbb{R}$ are one-to-one (injective)? Select all that apply.`,
    options: [
      r`$f(x) = x^3$`,
      r`$f(x) = x^2 + 1$`,
      r`$f(x) = 7 - 2x$`,
      r`$f(x) = |x - 3|$`,
      r`$f(x) = e^{x}$`,
    ],
    answer: [0, 2, 4],
    solution: r`- $x^3$ is strictly increasing, so injective.
- $x^2 + 1$: $f(-1) = f(1) = 2$, not injective.
- $7 - 2x$ is strictly decreasing, so injective.
- $|x - 3|$: $f(2) = f(4) = 1$, not injective.
- $e^x$ is strictly increasing, so injective.`,
    source,
  },
  {
    slug: "slope-through-two-points",
    course,
    exam: "quiz-1",
    topic: "Lines: slope",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: r`What is the slope of the line through $(${d.slopePoints.x1}, ${d.slopePoints.y1})$ and $(${d.slopePoints.x2}, ${d.slopePoints.y2})$?`,
    options: ["$-2$", "$2$", r`$-\tfrac{1}{2}$`, "$-3$"],
    answer: 0,
    solution: r`$$
m = \frac{y_2 - y_1}{x_2 - x_1} = \frac{-7 - 5}{4 - (-2)} = \frac{-12}{6} = -2
$$`,
    source,
  },
  {
    slug: "perpendicular-line-y-intercept",
    course,
    exam: "quiz-1",
    topic: "Lines: parallel and perpendicular",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`A line passes through $(${d.perp.px}, ${d.perp.py})$ and is perpendicular to $y = ${d.perp.m}x + ${d.perp.c}$. What is its $y$-intercept? Give your answer correct to one decimal place.`,
    answer: { value: 2.5, tolerance: 0.05 },
    solution: r`Perpendicular slopes multiply to $-1$, so the new slope is $m = -\tfrac{1}{2}$.

Point–slope form through $(3, 1)$:
$$
y - 1 = -\tfrac{1}{2}(x - 3) \quad\Rightarrow\quad y = -\tfrac{1}{2}x + \tfrac{5}{2}
$$

The $y$-intercept is $2.5$.`,
    source,
  },
  {
    slug: "distance-between-two-points",
    course,
    exam: "quiz-1",
    topic: "Coordinate plane: distance",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Find the distance between $P(${d.dist.x1}, ${d.dist.y1})$ and $Q(${d.dist.x2}, ${d.dist.y2})$.`,
    answer: { value: 10, tolerance: 0.001 },
    solution: r`$$
PQ = \sqrt{(9 - 1)^2 + (4 - (-2))^2} = \sqrt{64 + 36} = \sqrt{100} = 10
$$`,
    source,
  },
  {
    slug: "points-on-a-line",
    course,
    exam: "quiz-1",
    topic: "Lines: forms of a line",
    difficulty: "easy",
    marks: 2,
    kind: "multiple",
    stem: r`Which of these points lie on the line $3x - 2y = 6$? Select all that apply.`,
    options: ["$(2, 0)$", "$(0, 3)$", "$(4, 3)$", "$(-2, -6)$", "$(1, 1)$"],
    answer: [0, 2, 3],
    solution: r`Substitute each point into $3x - 2y$:

| Point | $3x - 2y$ | On the line? |
|---|---|---|
| $(2, 0)$ | $6$ | yes |
| $(0, 3)$ | $-6$ | no |
| $(4, 3)$ | $6$ | yes |
| $(-2, -6)$ | $6$ | yes |
| $(1, 1)$ | $1$ | no |`,
    source,
  },
  {
    slug: "minimum-value-of-quadratic",
    course,
    exam: "quiz-1",
    topic: "Quadratic functions: vertex",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find the minimum value of $f(x) = ${d.vertex.a}x^2 - ${-d.vertex.b}x + ${d.vertex.c}$.`,
    answer: { value: -11, tolerance: 0 },
    solution: r`Since $a = 2 > 0$ the parabola opens upward and the minimum is at the vertex.

$$
x_v = -\frac{b}{2a} = \frac{12}{4} = 3
$$

$$
f(3) = 2(9) - 36 + 7 = -11
$$`,
    source,
  },
  {
    slug: "discriminant-number-of-roots",
    course,
    exam: "quiz-1",
    topic: "Quadratic equations: discriminant",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: r`How many real roots does $${d.disc.a}x^2 - ${-d.disc.b}x + ${d.disc.c} = 0$ have?`,
    options: [
      "No real roots",
      "Exactly one real root",
      "Two distinct real roots",
      "Infinitely many",
    ],
    answer: 0,
    solution: r`$$
\Delta = b^2 - 4ac = 25 - 4(3)(4) = 25 - 48 = -23 < 0
$$

A negative discriminant means no real roots (two complex conjugate roots).`,
    source,
  },
  {
    slug: "remainder-on-division-by-linear",
    course,
    exam: "quiz-1",
    topic: "Polynomial division",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Find the remainder when $p(x) = x^3 - 4x^2 + 2x + 9$ is divided by $x - ${d.remainder.at}$.`,
    answer: { value: 6, tolerance: 0 },
    solution: r`By the remainder theorem the remainder is $p(3)$:

$$
p(3) = 27 - 36 + 6 + 9 = 6
$$`,
    source,
  },
  {
    slug: "zero-where-graph-touches-axis",
    course,
    exam: "quiz-1",
    topic: "Polynomial graphs: multiplicity",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`For $p(x) = (x - 1)^2 (x + 2)^3 (x - 4)$, at which zero does the graph **touch** the $x$-axis without crossing it?`,
    options: ["$x = 1$", "$x = -2$", "$x = 4$", "At none of its zeros"],
    answer: 0,
    solution: r`The graph touches without crossing at zeros of **even** multiplicity.

| Zero | Multiplicity | Behaviour |
|---|---|---|
| $1$ | 2 | touches |
| $-2$ | 3 | crosses (flattening) |
| $4$ | 1 | crosses |`,
    source,
  },
  // ---------------- Quiz 2: weeks 5–8 ----------------
  {
    slug: "composite-function-value",
    course,
    exam: "quiz-2",
    topic: "Composite functions",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Let $f(x) = 2x + 3$ and $g(x) = x^2 - 1$. Find $(f \circ g)(${d.composite.x})$.`,
    answer: { value: 19, tolerance: 0 },
    solution: r`First $g(3) = 9 - 1 = 8$, then $f(8) = 16 + 3 = 19$.`,
    source,
  },
  {
    slug: "inverse-function-value",
    course,
    exam: "quiz-2",
    topic: "Inverse functions",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Let $f(x) = \dfrac{3x - 2}{5}$. Find $f^{-1}(${d.inverse.y})$, correct to two decimal places.`,
    answer: { value: 22 / 3, tolerance: 0.005 },
    solution: r`Solve $f(x) = 4$:

$$
\frac{3x - 2}{5} = 4 \;\Rightarrow\; 3x - 2 = 20 \;\Rightarrow\; x = \frac{22}{3} \approx 7.33
$$`,
    source,
  },
  {
    slug: "log-equation-with-product",
    course,
    exam: "quiz-2",
    topic: "Logarithmic equations",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`Solve $\log_${d.logEq.base} x + \log_${d.logEq.base} (x - ${d.logEq.shift}) = ${d.logEq.rhs}$ for real $x$.`,
    answer: { value: 8, tolerance: 0 },
    solution: r`Combine the logs (valid for $x > 6$):

$$
\log_2 \big(x(x - 6)\big) = 4 \;\Rightarrow\; x^2 - 6x = 16 \;\Rightarrow\; (x - 8)(x + 2) = 0
$$

$x = -2$ is outside the domain $x > 6$, so $x = 8$.`,
    source,
  },
  {
    slug: "exponential-equation-same-base",
    course,
    exam: "quiz-2",
    topic: "Exponential equations",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Solve $${d.expEq.base}^{2x - 1} = ${d.expEq.power}$.`,
    answer: { value: 3, tolerance: 0 },
    solution: r`$243 = 3^5$, so $2x - 1 = 5$ and $x = 3$.`,
    source,
  },
  {
    slug: "log-expression-value",
    course,
    exam: "quiz-2",
    topic: "Logarithm properties",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: r`Evaluate $\log_5 125 + \log_2 \tfrac{1}{16} - \log_{10} 0.01$.`,
    options: ["$1$", "$-3$", "$3$", "$5$"],
    answer: 0,
    solution: r`- $\log_5 125 = 3$ since $5^3 = 125$
- $\log_2 \tfrac{1}{16} = -4$ since $2^{-4} = \tfrac{1}{16}$
- $\log_{10} 0.01 = -2$

$$
3 + (-4) - (-2) = 1
$$`,
    source,
  },
  {
    slug: "limit-by-cancelling-factor",
    course,
    exam: "quiz-2",
    topic: "Limits of functions",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find $\displaystyle \lim_{x \to ${d.limit.at}} \frac{x^2 - 4}{x^2 - 3x + 2}$.`,
    answer: { value: 4, tolerance: 0.001 },
    solution: r`Both numerator and denominator are $0$ at $x = 2$. Factor:

$$
\frac{(x - 2)(x + 2)}{(x - 2)(x - 1)} = \frac{x + 2}{x - 1} \quad (x \ne 2)
$$

$$
\lim_{x \to 2} \frac{x + 2}{x - 1} = \frac{4}{1} = 4
$$`,
    source,
  },
  {
    slug: "continuity-of-piecewise-function",
    course,
    exam: "quiz-2",
    topic: "Continuity",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`For which value of $k$ is the function

$$
f(x) = \begin{cases} kx + 1, & x < 2 \\ x^2 - k, & x \ge 2 \end{cases}
$$

continuous at $x = 2$?`,
    answer: { value: 1, tolerance: 0 },
    solution: r`Continuity at $2$ needs the left limit to equal $f(2)$:

$$
2k + 1 = 4 - k \;\Rightarrow\; 3k = 3 \;\Rightarrow\; k = 1
$$`,
    source,
  },
  {
    slug: "derivative-of-cubic-at-point",
    course,
    exam: "quiz-2",
    topic: "Derivatives",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Let $f(x) = x^3 - 5x^2 + 4x$. Find $f'(${d.deriv.at})$.`,
    answer: { value: -4, tolerance: 0 },
    solution: r`$f'(x) = 3x^2 - 10x + 4$, so

$$
f'(2) = 12 - 20 + 4 = -4
$$`,
    source,
  },
  {
    slug: "lhopital-exponential-limit",
    course,
    exam: "quiz-2",
    topic: "L'Hôpital's rule",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`Find $\displaystyle \lim_{x \to 0} \frac{e^{3x} - 1}{\sin(2x)}$.`,
    options: [r`$\tfrac{3}{2}$`, r`$\tfrac{2}{3}$`, "$0$", "$1$"],
    answer: 0,
    solution: r`The form is $\tfrac{0}{0}$, so apply L'Hôpital's rule:

$$
\lim_{x \to 0} \frac{3e^{3x}}{2\cos(2x)} = \frac{3}{2}
$$`,
    source,
  },
  {
    slug: "linear-approximation-of-square-root",
    course,
    exam: "quiz-2",
    topic: "Linear approximation",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Use the linear approximation of $f(x) = \sqrt{x}$ at $x = ${d.linApprox.a}$ to estimate $\sqrt{${d.linApprox.x}}$. Give your answer correct to three decimal places.`,
    answer: { value: 7 + 0.4 / 14, tolerance: 0.0005 },
    solution: r`$f(49) = 7$ and $f'(x) = \dfrac{1}{2\sqrt{x}}$, so $f'(49) = \dfrac{1}{14}$.

$$
\sqrt{49.4} \approx 7 + \frac{1}{14}(0.4) \approx 7.029
$$`,
    source,
  },
  {
    slug: "local-maximum-of-cubic",
    course,
    exam: "quiz-2",
    topic: "Critical points and local extrema",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`Find the local maximum **value** of $f(x) = x^3 - 6x^2 + 9x + 2$.`,
    answer: { value: 6, tolerance: 0 },
    solution: r`$f'(x) = 3x^2 - 12x + 9 = 3(x - 1)(x - 3)$, so the critical points are $x = 1$ and $x = 3$.

$f''(x) = 6x - 12$: $f''(1) = -6 < 0$ (local max), $f''(3) = 6 > 0$ (local min).

$$
f(1) = 1 - 6 + 9 + 2 = 6
$$`,
    source,
  },
  // ---------------- End term: weeks 9–12 ----------------
  {
    slug: "definite-integral-of-polynomial",
    course,
    exam: "end-term",
    topic: "Integrals of one-variable functions",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Evaluate $\displaystyle \int_{${d.integral.lo}}^{${d.integral.hi}} (x^2 + 2x)\, dx$.`,
    answer: { value: 18, tolerance: 0.001 },
    solution: r`An antiderivative is $F(x) = \dfrac{x^3}{3} + x^2$.

$$
F(3) - F(0) = 9 + 9 - 0 = 18
$$`,
    source,
  },
  {
    slug: "area-between-line-and-parabola",
    course,
    exam: "end-term",
    topic: "Areas under curves",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`Find the area of the region enclosed by $y = 2x$ and $y = x^2$. Give your answer correct to two decimal places.`,
    answer: { value: 4 / 3, tolerance: 0.005 },
    solution: r`The curves meet where $x^2 = 2x$, i.e. $x = 0$ and $x = 2$; on $[0, 2]$, $2x \ge x^2$.

$$
\int_0^2 (2x - x^2)\, dx = \Big[x^2 - \tfrac{x^3}{3}\Big]_0^2 = 4 - \tfrac{8}{3} = \tfrac{4}{3} \approx 1.33
$$`,
    source,
  },
  {
    slug: "derivative-of-integral-function",
    course,
    exam: "end-term",
    topic: "Derivative–integral link",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Let $G(x) = \displaystyle \int_1^{x} (t^2 + 1)\, dt$. Find $G'(${d.ftc.x})$.`,
    answer: { value: 5, tolerance: 0 },
    solution: r`By the fundamental theorem of calculus, $G'(x) = x^2 + 1$.

$$
G'(2) = 4 + 1 = 5
$$`,
    source,
  },
  {
    slug: "bfs-visit-order",
    course,
    exam: "end-term",
    topic: "Breadth-first search",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`An undirected graph has the edges

${d.bfsEdges.map(([u, v]) => `${u}–${v}`).join(", ")}.

Breadth-first search starts at A and always takes neighbours in alphabetical order. In which order are the vertices visited?`,
    options: d.bfsOptions,
    answer: 0,
    solution: r`Keep a queue, and mark a vertex when it is first discovered.

| Dequeued | Newly discovered | Queue after |
|---|---|---|
| A | B, D | B, D |
| B | C, E | D, C, E |
| D | — | C, E |
| C | F | E, F |
| E | G | F, G |
| F | — | G |
| G | — | — |

Visit order: A, B, D, C, E, F, G.`,
    source,
  },
  {
    slug: "dijkstra-shortest-distance",
    course,
    exam: "end-term",
    topic: "Shortest paths (Dijkstra)",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`A directed graph has these weighted edges:

| From | To | Weight |
|---|---|---|
${edgeRows(d.dijkstraEdges)}

What is the length of the shortest path from S to T?`,
    answer: { value: 12, tolerance: 0 },
    solution: r`Run Dijkstra from S:

| Settled | Distance | Updates |
|---|---|---|
| S | 0 | A = 4, B = 1 |
| B | 1 | A = 3, C = 9, D = 10 |
| A | 3 | C = 8 |
| C | 8 | D = 9, T = 15 |
| D | 9 | T = 12 |
| T | 12 | — |

Shortest path S → B → A → C → D → T of length $12$.`,
    source,
  },
  {
    slug: "minimum-spanning-tree-weight",
    course,
    exam: "end-term",
    topic: "Minimum spanning trees (Kruskal)",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`An undirected graph has these weighted edges:

| End | End | Weight |
|---|---|---|
${edgeRows(d.mstEdges)}

What is the total weight of a minimum spanning tree?`,
    answer: { value: 15, tolerance: 0 },
    solution: r`Kruskal: take edges in increasing weight, skipping any that closes a cycle.

| Edge | Weight | Taken? |
|---|---|---|
| U–V | 1 | yes |
| Q–S | 2 | yes |
| P–R | 3 | yes |
| Q–R | 4 | yes |
| R–U | 5 | yes (6 vertices, 5 edges: done) |

Total $1 + 2 + 3 + 4 + 5 = 15$.`,
    source,
  },
  {
    slug: "dfs-visit-order",
    course,
    exam: "end-term",
    topic: "Depth-first search",
    difficulty: "medium",
    marks: 2,
    kind: "text",
    stem: r`Take the undirected graph with edges

${d.bfsEdges.map(([u, v]) => `${u}–${v}`).join(", ")}.

Depth-first search starts at A and always goes to the alphabetically first unvisited neighbour. Write the vertices in the order they are first visited, as letters with no spaces or commas (for example ABCD…).`,
    answer: ["ABCFGED"],
    solution: r`Follow the first unvisited neighbour, backtracking when stuck:

- A → B → C → F → G → E (from G, the unvisited neighbour is E)
- From E the unvisited neighbour is D: E → D
- Every vertex is now visited.

Order: **ABCFGED**.`,
    source,
  },
  {
    slug: "longest-path-in-dag",
    course,
    exam: "end-term",
    topic: "Longest path in a DAG",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`A directed acyclic graph has these weighted edges:

| From | To | Weight |
|---|---|---|
${edgeRows(d.longestEdges)}

What is the weight of the longest path from A to F?`,
    answer: { value: 13, tolerance: 0 },
    solution: r`Process vertices in topological order A, B, C, D, E, F, keeping the longest distance $L$ from A:

| Vertex | $L$ | From |
|---|---|---|
| A | 0 | — |
| B | 3 | A |
| C | 2 | A |
| D | $\max(3 + 4, 2 + 6) = 8$ | C |
| E | $\max(3 + 7, 8 + 2) = 10$ | B or D |
| F | $\max(8 + 5, 10 + 1) = 13$ | D |

The longest path is A → C → D → F, of weight $2 + 6 + 5 = 13$.`,
    source,
  },
  {
    slug: "bellman-ford-negative-edge",
    course,
    exam: "end-term",
    topic: "Shortest paths (Bellman–Ford)",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`A directed graph has these weighted edges (one is negative; there is no negative cycle):

| From | To | Weight |
|---|---|---|
${edgeRows(d.bellmanEdges)}

What is the length of the shortest path from S to T?`,
    answer: { value: 7, tolerance: 0 },
    solution: r`Dijkstra is not safe with a negative edge; relax every edge repeatedly (Bellman–Ford).

- $B = 5$ (S→B), then $A = \min(6, 5 - 3) = 2$ (S→B→A).
- $C = \min(A + 2, B + 4) = \min(4, 9) = 4$.
- $T = \min(C + 3, A + 7) = \min(7, 9) = 7$.

A further round changes nothing, so the shortest path S → B → A → C → T has length $7$.`,
    source,
  },
  {
    slug: "left-riemann-sum-of-square",
    course,
    exam: "end-term",
    topic: "Areas under curves: Riemann sums",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Estimate the area under $f(x) = x^2$ on $[${d.riemann.lo}, ${d.riemann.hi}]$ with a **left** Riemann sum using $${d.riemann.n}$ subintervals of equal width. Give your answer correct to two decimal places.`,
    answer: { value: 1.75, tolerance: 0.005 },
    solution: r`Width $\Delta x = \dfrac{2 - 0}{4} = 0.5$; left endpoints $0, 0.5, 1, 1.5$.

$$
0.5\,ig(0^2 + 0.5^2 + 1^2 + 1.5^2ig) = 0.5\,(0 + 0.25 + 1 + 2.25) = 1.75
$$

(The exact area is $	frac{8}{3} pprox 2.67$; a left sum underestimates an increasing function.)`,
    source,
  },
  {
    slug: "valid-topological-order",
    course,
    exam: "end-term",
    topic: "Topological sort",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`A directed acyclic graph has the edges

${d.dagEdges.map(([u, v]) => `${u} → ${v}`).join(", ")}.

Which of these is a valid topological order?`,
    options: d.topoOptions,
    answer: 0,
    solution: r`In a topological order every edge $u \to v$ has $u$ before $v$. Check each option for a broken edge:

| Order | First broken edge |
|---|---|
| 1, 3, 6, 2, 4, 5 | none: valid |
| 1, 2, 4, 5, 3, 6 | $6 \to 5$ (6 comes after 5) |
| 1, 3, 2, 6, 5, 4 | $4 \to 5$ (4 comes after 5) |
| 2, 1, 3, 4, 6, 5 | $1 \to 2$ (1 comes after 2) |`,
    source,
  },
];
