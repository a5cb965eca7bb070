// Original practice questions for BSMA1003 Mathematics for Data Science II. The data each question
// uses is exported in `data`, so BSMA1003.test.ts recomputes every answer from the same numbers.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const r = String.raw;
const course = "BSMA1003";
const source = ORIGINAL_SOURCE;

export const data = {
  u: [2, -1, 3],
  v: [4, 0, -2],
  prodA: [
    [1, -2, 0],
    [3, 1, 2],
  ],
  prodB: [
    [2, 1],
    [0, 4],
    [-1, 5],
  ],
  det3: [
    [2, 1, 3],
    [0, -1, 4],
    [1, 2, 0],
  ],
  detScale: { n: 3, detA: 5, k: 2 },
  cramer: [
    [2, 3, 13],
    [1, -1, -1],
  ],
  inconsistent: [
    [1, 2, 3],
    [2, 4, 7],
  ],
  rank: [
    [1, 2, 3],
    [2, 4, 6],
    [1, 0, 1],
  ],
  dependentSets: [
    [
      [1, 2],
      [2, 4],
    ],
    [
      [1, 0, 1],
      [0, 1, 1],
      [1, 1, 0],
    ],
    [
      [1, 1, 0],
      [0, 1, 1],
      [1, 2, 1],
    ],
    [
      [1, 2, 3],
      [4, 5, 6],
    ],
    [
      [1, 0],
      [0, 1],
      [3, -2],
    ],
  ],
  span: [
    [1, 2, 0],
    [2, 4, 0],
    [0, 1, 1],
    [1, 3, 1],
  ],
  nullity: [
    [1, 2, 0, 1, 3],
    [2, 4, 1, 3, 7],
    [3, 6, 1, 4, 10],
  ],
  kernelMap: [
    [1, 1, -1],
    [2, 2, -2],
  ],
  norm: [3, -4, 12],
  angle: { a: [1, 1, 0], b: [1, 0, 1] },
  projection: { v: [4, 1, 2], onto: [1, 2, 2] },
  gram: { v1: [1, 1, 0], v2: [1, 0, 1] },
  similarA: [
    [3, 1],
    [2, 4],
  ],
  orthogonalOptions: [
    [
      [0.6, -0.8],
      [0.8, 0.6],
    ],
    [
      [1, 1],
      [-1, 1],
    ],
    [
      [0.6, 0.8],
      [0.6, -0.8],
    ],
    [
      [2, 0],
      [0, 0.5],
    ],
  ],
  partialAt: [1, 2],
  gradientAt: [1, 2],
  directional: { at: [1, 3], dir: [3, 4] },
  tangentAt: [1, 2],
  mixedAt: [1, 1],
  descentAt: [1, 1],
  descentOptions: [
    [-1, -3],
    [1, 3],
    [-3, -1],
    [3, -1],
  ],
};

const d = data;
const vec = (xs: number[]) => `(${xs.join(", ")})`;
const matrix = (rows: number[][]) =>
  r`\begin{pmatrix} ${rows.map((row) => row.join(" & ")).join(" \\\\ ")} \end{pmatrix}`;

export const questions: PracticeQuestion[] = [
  // ---------------- Quiz 1: weeks 1–4 ----------------
  {
    slug: "dot-product-of-two-vectors",
    course,
    exam: "quiz-1",
    topic: "Vectors",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Let $u = ${vec(d.u)}$ and $v = ${vec(d.v)}$ in $\mathbb{R}^3$. Find $u \cdot v$.`,
    answer: { value: 2, tolerance: 0 },
    solution: r`Multiply matching components and add:

$$
u \cdot v = 2(4) + (-1)(0) + 3(-2) = 8 + 0 - 6 = 2
$$`,
    source,
  },
  {
    slug: "entry-of-matrix-product",
    course,
    exam: "quiz-1",
    topic: "Matrices: multiplication",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Let

$$
A = ${matrix(d.prodA)}, \qquad B = ${matrix(d.prodB)}.
$$

Find the entry in row 2, column 2 of $AB$.`,
    answer: { value: 17, tolerance: 0 },
    solution: r`$(AB)_{22}$ is row 2 of $A$ times column 2 of $B$:

$$
(3)(1) + (1)(4) + (2)(5) = 3 + 4 + 10 = 17
$$`,
    source,
  },
  {
    slug: "determinant-of-three-by-three",
    course,
    exam: "quiz-1",
    topic: "Determinants",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find $\det A$ for

$$
A = ${matrix(d.det3)}.
$$`,
    answer: { value: -9, tolerance: 0 },
    solution: r`Expand along the first row:

$$
\det A = 2\begin{vmatrix} -1 & 4 \\ 2 & 0 \end{vmatrix} - 1\begin{vmatrix} 0 & 4 \\ 1 & 0 \end{vmatrix} + 3\begin{vmatrix} 0 & -1 \\ 1 & 2 \end{vmatrix}
$$

$$
= 2(0 - 8) - 1(0 - 4) + 3(0 + 1) = -16 + 4 + 3 = -9
$$`,
    source,
  },
  {
    slug: "determinant-of-scaled-transpose",
    course,
    exam: "quiz-1",
    topic: "Determinants: properties",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`$A$ is a $${d.detScale.n} \times ${d.detScale.n}$ matrix with $\det A = ${d.detScale.detA}$. What is $\det\big(${d.detScale.k}A^{T}\big)$?`,
    options: ["$40$", "$10$", "$30$", "$80$"],
    answer: 0,
    solution: r`- $\det(A^T) = \det A = 5$.
- Scaling an $n \times n$ matrix by $k$ multiplies the determinant by $k^n$.

$$
\det(2A^T) = 2^3 \cdot 5 = 40
$$`,
    source,
  },
  {
    slug: "cramers-rule-two-equations",
    course,
    exam: "quiz-1",
    topic: "Cramer's rule",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Use Cramer's rule to find $y$ in the system

$$
\begin{aligned} 2x + 3y &= 13 \\ x - y &= -1 \end{aligned}
$$`,
    answer: { value: 3, tolerance: 0 },
    solution: r`$$
D = \begin{vmatrix} 2 & 3 \\ 1 & -1 \end{vmatrix} = -2 - 3 = -5, \qquad
D_y = \begin{vmatrix} 2 & 13 \\ 1 & -1 \end{vmatrix} = -2 - 13 = -15
$$

$$
y = \frac{D_y}{D} = \frac{-15}{-5} = 3
$$

(Check: $x = y - 1 = 2$ and $2(2) + 3(3) = 13$.)`,
    source,
  },
  {
    slug: "solutions-of-parallel-equations",
    course,
    exam: "quiz-1",
    topic: "Linear systems",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: r`How many solutions does this system have?

$$
\begin{aligned} x + 2y &= 3 \\ 2x + 4y &= 7 \end{aligned}
$$`,
    options: [
      "No solution",
      "Exactly one solution",
      "Infinitely many solutions",
      "Exactly two solutions",
    ],
    answer: 0,
    solution: r`Subtract twice the first equation from the second: $0x + 0y = 7 - 6 = 1$, which no $(x, y)$ satisfies.

In rank terms: the coefficient matrix has rank 1 but the augmented matrix has rank 2, so the system is inconsistent: **no solution**.`,
    source,
  },
  {
    slug: "rank-by-row-reduction",
    course,
    exam: "quiz-1",
    topic: "Rank via Gaussian elimination",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find the rank of

$$
M = ${matrix(d.rank)}.
$$`,
    answer: { value: 2, tolerance: 0 },
    solution: r`Row reduce: $R_2 \to R_2 - 2R_1$, $R_3 \to R_3 - R_1$:

$$
\begin{pmatrix} 1 & 2 & 3 \\ 0 & 0 & 0 \\ 0 & -2 & -2 \end{pmatrix}
$$

Two non-zero rows remain after swapping $R_2$ and $R_3$, so $\operatorname{rank} M = 2$.`,
    source,
  },
  {
    slug: "which-sets-are-dependent",
    course,
    exam: "quiz-1",
    topic: "Linear dependence and independence",
    difficulty: "medium",
    marks: 3,
    kind: "multiple",
    stem: r`Which of these sets of vectors are linearly **dependent**? Select all that apply.`,
    options: d.dependentSets.map((set) => `$\\{${set.map(vec).join(", ")}\\}$`),
    answer: [0, 2, 4],
    solution: r`A set is dependent when some non-trivial combination gives $0$ (rank less than the number of vectors).

- $(2, 4) = 2(1, 2)$: dependent.
- $\{(1,0,1), (0,1,1), (1,1,0)\}$: determinant $-2 \ne 0$, independent.
- $(1,2,1) = (1,1,0) + (0,1,1)$: dependent.
- Two non-parallel vectors: independent.
- Three vectors in $\mathbb{R}^2$ are always dependent.`,
    source,
  },
  {
    slug: "value-making-vectors-dependent",
    course,
    exam: "quiz-1",
    topic: "Linear dependence and determinants",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`For which value of $k$ are the vectors $(1, 2, k)$, $(0, 1, 1)$ and $(2, 3, 1)$ linearly dependent?`,
    answer: { value: 1, tolerance: 0 },
    solution: r`Three vectors in $\mathbb{R}^3$ are dependent exactly when the determinant of the matrix with them as rows is $0$:

$$
\begin{vmatrix} 1 & 2 & k \\ 0 & 1 & 1 \\ 2 & 3 & 1 \end{vmatrix} = 1(1 - 3) - 2(0 - 2) + k(0 - 2) = 2 - 2k
$$

$2 - 2k = 0$ gives $k = 1$.`,
    source,
  },
  {
    slug: "dimension-of-a-span",
    course,
    exam: "quiz-1",
    topic: "Basis and dimension",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find the dimension of the subspace of $\mathbb{R}^3$ spanned by ${d.span.map((x) => `$${vec(x)}$`).join(", ")}.`,
    answer: { value: 2, tolerance: 0 },
    solution: r`The dimension of the span is the rank of the matrix with these vectors as rows.

- $(2, 4, 0) = 2(1, 2, 0)$
- $(1, 3, 1) = (1, 2, 0) + (0, 1, 1)$
- $(1, 2, 0)$ and $(0, 1, 1)$ are not parallel, so they are independent.

A basis is $\{(1, 2, 0), (0, 1, 1)\}$, so the dimension is $2$.`,
    source,
  },
  {
    slug: "name-of-zero-determinant-matrix",
    course,
    exam: "quiz-1",
    topic: "Invertible systems",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: r`A square matrix whose determinant is $0$ has no inverse. What is such a matrix called? (One word.)`,
    answer: ["singular", "non-invertible", "noninvertible"],
    solution: r`$A^{-1}$ exists exactly when $\det A \ne 0$. A square matrix with $\det A = 0$ is called **singular** (non-invertible); its rows are linearly dependent.`,
    source,
  },
  // ---------------- Quiz 2: weeks 5–8 ----------------
  {
    slug: "nullity-of-three-by-five",
    course,
    exam: "quiz-2",
    topic: "Null space and nullity",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find the nullity of

$$
A = ${matrix(d.nullity)}.
$$`,
    answer: { value: 3, tolerance: 0 },
    solution: r`Row reduce: $R_2 \to R_2 - 2R_1$ gives $(0, 0, 1, 1, 1)$; $R_3 \to R_3 - 3R_1$ gives $(0, 0, 1, 1, 1)$, equal to the new $R_2$, so it becomes zero.

Two pivots, so $\operatorname{rank} A = 2$. By rank–nullity with 5 columns:

$$
\operatorname{nullity} A = 5 - 2 = 3
$$`,
    source,
  },
  {
    slug: "which-maps-are-linear",
    course,
    exam: "quiz-2",
    topic: "Linear transformations",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: r`Which of these maps $T : \mathbb{R}^2 \to \mathbb{R}^2$ are linear? Select all that apply.`,
    options: [
      r`$T(x, y) = (x + y,\ 2x)$`,
      r`$T(x, y) = (x + 1,\ y)$`,
      r`$T(x, y) = (xy,\ x)$`,
      r`$T(x, y) = (3y,\ 0)$`,
      r`$T(x, y) = (x^2,\ y)$`,
    ],
    answer: [0, 3],
    solution: r`A linear map satisfies $T(au + bv) = aT(u) + bT(v)$; in particular $T(0) = 0$.

- $(x + y, 2x)$ and $(3y, 0)$ are given by matrices, so linear.
- $(x + 1, y)$: $T(0, 0) = (1, 0) \ne 0$, not linear.
- $(xy, x)$: $T(2, 2) = (4, 2) \ne 2\,T(1, 1) = (2, 2)$, not linear.
- $(x^2, y)$: $T(-1, 0) = (1, 0) \ne -T(1, 0)$, not linear.`,
    source,
  },
  {
    slug: "kernel-dimension-of-map",
    course,
    exam: "quiz-2",
    topic: "Kernel and image",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Let $T : \mathbb{R}^3 \to \mathbb{R}^2$, $T(x, y, z) = (x + y - z,\ 2x + 2y - 2z)$. What is the dimension of $\ker T$?`,
    answer: { value: 2, tolerance: 0 },
    solution: r`The matrix of $T$ is $\begin{pmatrix} 1 & 1 & -1 \\ 2 & 2 & -2 \end{pmatrix}$; the second row is twice the first, so the rank is 1.

$$
\dim \ker T = 3 - \operatorname{rank} = 3 - 1 = 2
$$

(The kernel is the plane $x + y - z = 0$.)`,
    source,
  },
  {
    slug: "length-of-a-vector",
    course,
    exam: "quiz-2",
    topic: "Norms",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`Find the Euclidean norm of $w = ${vec(d.norm)}$.`,
    answer: { value: 13, tolerance: 0 },
    solution: r`$$
\lVert w \rVert = \sqrt{9 + 16 + 144} = \sqrt{169} = 13
$$`,
    source,
  },
  {
    slug: "angle-between-vectors-degrees",
    course,
    exam: "quiz-2",
    topic: "Lengths and angles",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Find the angle, in degrees, between $a = ${vec(d.angle.a)}$ and $b = ${vec(d.angle.b)}$.`,
    answer: { value: 60, tolerance: 0.01 },
    solution: r`$$
\cos\theta = \frac{a \cdot b}{\lVert a \rVert \lVert b \rVert} = \frac{1}{\sqrt{2}\,\sqrt{2}} = \frac{1}{2}
$$

So $\theta = 60^\circ$.`,
    source,
  },
  {
    slug: "length-of-projection",
    course,
    exam: "quiz-2",
    topic: "Projections",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Find the length of the orthogonal projection of $v = ${vec(d.projection.v)}$ onto the line spanned by $u = ${vec(d.projection.onto)}$. Give your answer correct to two decimal places.`,
    answer: { value: 10 / 3, tolerance: 0.005 },
    solution: r`$$
\operatorname{proj}_u v = \frac{v \cdot u}{u \cdot u}\, u = \frac{4 + 2 + 4}{9}\, u = \frac{10}{9}\, u
$$

Its length is $\dfrac{10}{9}\lVert u \rVert = \dfrac{10}{9} \cdot 3 = \dfrac{10}{3} \approx 3.33$.`,
    source,
  },
  {
    slug: "value-making-vectors-orthogonal",
    course,
    exam: "quiz-2",
    topic: "Orthogonality",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: r`For which value of $k$ are $(1, k, 2)$ and $(3, -1, k)$ orthogonal?`,
    answer: { value: -3, tolerance: 0 },
    solution: r`Orthogonal means the dot product is $0$:

$$
3 - k + 2k = 3 + k = 0 \;\Rightarrow\; k = -3
$$`,
    source,
  },
  {
    slug: "gram-schmidt-second-vector",
    course,
    exam: "quiz-2",
    topic: "Gram–Schmidt",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`Apply Gram–Schmidt (without normalising) to $v_1 = ${vec(d.gram.v1)}$, $v_2 = ${vec(d.gram.v2)}$ to get $w_1 = v_1$ and $w_2$. Find $\lVert w_2 \rVert^2$, correct to one decimal place.`,
    answer: { value: 1.5, tolerance: 0.05 },
    solution: r`$$
w_2 = v_2 - \frac{v_2 \cdot w_1}{w_1 \cdot w_1} w_1 = (1, 0, 1) - \frac{1}{2}(1, 1, 0) = \left(\tfrac{1}{2}, -\tfrac{1}{2}, 1\right)
$$

Check: $w_2 \cdot w_1 = \tfrac12 - \tfrac12 = 0$.

$$
\lVert w_2 \rVert^2 = \tfrac14 + \tfrac14 + 1 = 1.5
$$`,
    source,
  },
  {
    slug: "determinant-of-similar-matrix",
    course,
    exam: "quiz-2",
    topic: "Similar matrices",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Let $A = ${matrix(d.similarA)}$ and let $P$ be any invertible $2 \times 2$ matrix. Find $\det(P^{-1}AP)$.`,
    answer: { value: 10, tolerance: 0 },
    solution: r`Similar matrices have the same determinant:

$$
\det(P^{-1}AP) = \det(P^{-1})\det A \det P = \det A = 3 \cdot 4 - 1 \cdot 2 = 10
$$`,
    source,
  },
  {
    slug: "which-matrix-is-orthogonal",
    course,
    exam: "quiz-2",
    topic: "Orthogonal maps and rotations",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`Which of these matrices is orthogonal (satisfies $Q^{T}Q = I$)?`,
    options: d.orthogonalOptions.map((m) => `$${matrix(m)}$`),
    answer: 0,
    solution: r`$Q$ is orthogonal when its columns are unit vectors and perpendicular.

- First: columns $(0.6, 0.8)$ and $(-0.8, 0.6)$ have length 1 and dot product $0$: orthogonal (a rotation).
- Second: columns have length $\sqrt{2}$.
- Third: columns $(0.6, 0.6)$ and $(0.8, -0.8)$ are not unit vectors.
- Fourth: columns have lengths 2 and 0.5.`,
    source,
  },
  // ---------------- End term: weeks 9–11 ----------------
  {
    slug: "partial-derivative-at-point",
    course,
    exam: "end-term",
    topic: "Partial derivatives",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: r`Let $f(x, y) = x^2 y + 3xy^3$. Find $\dfrac{\partial f}{\partial x}$ at $${vec(d.partialAt)}$.`,
    answer: { value: 28, tolerance: 0 },
    solution: r`Treat $y$ as a constant:

$$
f_x = 2xy + 3y^3, \qquad f_x(1, 2) = 4 + 24 = 28
$$`,
    source,
  },
  {
    slug: "magnitude-of-gradient",
    course,
    exam: "end-term",
    topic: "Gradient",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: r`Let $f(x, y) = x^2 + xy + y^2$. Find $\lVert \nabla f \rVert$ at $${vec(d.gradientAt)}$, correct to two decimal places.`,
    answer: { value: Math.sqrt(41), tolerance: 0.005 },
    solution: r`$$
\nabla f = (2x + y,\ x + 2y), \qquad \nabla f(1, 2) = (4, 5)
$$

$$
\lVert \nabla f \rVert = \sqrt{16 + 25} = \sqrt{41} \approx 6.40
$$`,
    source,
  },
  {
    slug: "directional-derivative-unit-direction",
    course,
    exam: "end-term",
    topic: "Directional derivatives",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`Let $f(x, y) = x^2 y$. Find the directional derivative of $f$ at $${vec(d.directional.at)}$ in the direction of $${vec(d.directional.dir)}$. Give your answer correct to one decimal place.`,
    answer: { value: 4.4, tolerance: 0.05 },
    solution: r`$\nabla f = (2xy,\ x^2)$, so $\nabla f(1, 3) = (6, 1)$.

The unit vector in direction $(3, 4)$ is $\left(\tfrac35, \tfrac45\right)$.

$$
D_{\hat u} f = 6 \cdot \tfrac35 + 1 \cdot \tfrac45 = \tfrac{22}{5} = 4.4
$$`,
    source,
  },
  {
    slug: "tangent-plane-intercept",
    course,
    exam: "end-term",
    topic: "Tangent planes",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`The tangent plane to $z = x^2 + y^2$ at the point where $(x, y) = ${vec(d.tangentAt)}$ is $z = ax + by + c$. Find $c$.`,
    answer: { value: -5, tolerance: 0 },
    solution: r`$f(1, 2) = 5$, $f_x = 2x = 2$, $f_y = 2y = 4$ at $(1, 2)$.

$$
z = 5 + 2(x - 1) + 4(y - 2) = 2x + 4y - 5
$$

So $c = -5$.`,
    source,
  },
  {
    slug: "steepest-descent-direction",
    course,
    exam: "end-term",
    topic: "Steepest ascent and descent",
    difficulty: "easy",
    marks: 2,
    kind: "single",
    stem: r`Let $f(x, y) = x^2 + 3y^2$. At $${vec(d.descentAt)}$, in which direction does $f$ decrease fastest?`,
    options: d.descentOptions.map((o) => `$${vec(o)}$`),
    answer: 0,
    solution: r`$f$ decreases fastest along $-\nabla f$.

$$
\nabla f = (2x, 6y), \qquad -\nabla f(1, 1) = (-2, -6) = 2(-1, -3)
$$

So the direction is $(-1, -3)$.`,
    source,
  },
  {
    slug: "mixed-partial-derivative",
    course,
    exam: "end-term",
    topic: "Higher-order partial derivatives",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: r`Let $f(x, y) = e^{xy} + x^3 y^2$. Find $\dfrac{\partial^2 f}{\partial y\, \partial x}$ at $${vec(d.mixedAt)}$, correct to two decimal places.`,
    answer: { value: 2 * Math.E + 6, tolerance: 0.005 },
    solution: r`$$
f_x = y e^{xy} + 3x^2 y^2
$$

$$
f_{xy} = e^{xy} + xy\, e^{xy} + 6x^2 y
$$

At $(1, 1)$: $e + e + 6 = 2e + 6 \approx 11.44$.`,
    source,
  },
  {
    slug: "classify-critical-point",
    course,
    exam: "end-term",
    topic: "Hessian and local extrema",
    difficulty: "hard",
    marks: 3,
    kind: "single",
    stem: r`Let $f(x, y) = x^3 - 3x + y^2$. What kind of critical point is $(-1, 0)$?`,
    options: ["A local minimum", "A local maximum", "A saddle point", "Not a critical point"],
    answer: 2,
    solution: r`$\nabla f = (3x^2 - 3,\ 2y) = (0, 0)$ at $(-1, 0)$, so it is critical.

$$
H = \begin{pmatrix} 6x & 0 \\ 0 & 2 \end{pmatrix}, \qquad H(-1, 0) = \begin{pmatrix} -6 & 0 \\ 0 & 2 \end{pmatrix}
$$

$\det H = -12 < 0$, so $(-1, 0)$ is a **saddle point**.`,
    source,
  },
  {
    slug: "minimum-of-two-variable-quadratic",
    course,
    exam: "end-term",
    topic: "Critical points",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: r`Find the minimum value of $f(x, y) = x^2 + y^2 - 4x + 6y + 5$.`,
    answer: { value: -8, tolerance: 0 },
    solution: r`Set the gradient to zero:

$$
f_x = 2x - 4 = 0, \quad f_y = 2y + 6 = 0 \;\Rightarrow\; (x, y) = (2, -3)
$$

The Hessian is $\begin{pmatrix} 2 & 0 \\ 0 & 2 \end{pmatrix}$ (positive definite), so this is a minimum:

$$
f(2, -3) = 4 + 9 - 8 - 18 + 5 = -8
$$`,
    source,
  },
  {
    slug: "limit-along-lines-differs",
    course,
    exam: "end-term",
    topic: "Limits of multivariable functions",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: r`Let $f(x, y) = \dfrac{xy}{x^2 + y^2}$ for $(x, y) \ne (0, 0)$. What is $\displaystyle\lim_{(x, y) \to (0, 0)} f(x, y)$?`,
    options: ["It does not exist", "$0$", r`$\tfrac{1}{2}$`, "$1$"],
    answer: 0,
    solution: r`Approach along the line $y = mx$:

$$
f(x, mx) = \frac{m x^2}{x^2 + m^2 x^2} = \frac{m}{1 + m^2}
$$

Along $y = 0$ the value is $0$; along $y = x$ it is $\tfrac12$. Different paths give different limits, so the limit **does not exist**.`,
    source,
  },
];
