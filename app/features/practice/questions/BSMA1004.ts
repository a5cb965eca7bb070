// Practice questions for BSMA1004 Statistics for Data Science II, written for this project.
// The data of each computable question is exported as a constant so that BSMA1004.test.ts
// computes every answer independently from the same numbers the stem shows.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const tex = String.raw;
const list = (xs: readonly number[]) => xs.join(", ");

export const DATA = {
  /** joint[y][x] for x = 0, 1, 2 and y = 0, 1. */
  joint: [
    [0.1, 0.2, 0.15],
    [0.15, 0.25, 0.15],
  ],
  /** A second table, built as a product of marginals. */
  jointIndep: [
    [0.08, 0.2, 0.12],
    [0.12, 0.3, 0.18],
  ],
  square: { xs: [-2, -1, 0, 1, 2] },
  sumOfTwo: { values: [1, 2, 3], target: 4 },
  casino: { fee: 20, jackpotSum: 12, jackpot: 200, sevenPrize: 50 },
  linear: { varX: 4, varY: 9, a: 2, b: -3 },
  corr: { cov: 6, varX: 9, varY: 16 },
  markov: { mean: 5, threshold: 20 },
  chebyshev: { mean: 50, sd: 5, distance: 15 },
  density: { upper: 3, at: 2 },
  cubic: { power: 2 },
  normalDiff: { muX: 10, varX: 4, muY: 5, varY: 9 },
  clt: { n: 36, mu: 50, sigma: 12, cut: 53, phi: 0.9332 },
  meanVar: { n: 25, variance: 16 },
  cltSum: { n: 100, p: 0.5, cut: 55, phi: 0.8413 },
  bernoulli: [1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 1, 0, 1, 0, 1, 1],
  goals: [2, 0, 3, 1, 1, 4, 2, 0, 2, 1],
  lifetimes: [4.2, 1.8, 3.0, 6.5, 2.5],
  uniformSample: [3.1, 7.4, 5.2, 1.9, 6.4],
  mse: { bias: 0.3, variance: 0.5 },
  /** Estimators of the mean: coefficients on X1 and X2 (and on the sample mean), and a constant. */
  estimators: [
    { label: "$\\frac{X_1 + X_2}{2}$", x1: 0.5, x2: 0.5, mean: 0, shift: 0 },
    { label: "$X_1$", x1: 1, x2: 0, mean: 0, shift: 0 },
    { label: "$\\frac{X_1 + X_2}{3}$", x1: 1 / 3, x2: 1 / 3, mean: 0, shift: 0 },
    { label: "$2\\bar{X} - X_1$", x1: -1, x2: 0, mean: 2, shift: 0 },
    { label: "$\\bar{X} + 1$", x1: 0, x2: 0, mean: 1, shift: 1 },
  ],
  betaPrior: { a: 2, b: 2, successes: 7, trials: 10 },
  twoCoins: { biasedP: 0.8, prior: 0.5, heads: 3 },
  normalPrior: { mu0: 60, var0: 16, sigma2: 36, n: 9, xbar: 66 },
  zTest: { mu0: 100, sigma: 15, n: 25, xbar: 106, phi: 0.9772 },
  binomTest: { n: 5, p0: 0.5, p1: 0.8, reject: 4 },
  tTest: { data: [52, 48, 55, 51, 49, 57, 53, 47], mu0: 50 },
  oneSided: { mu0: 20, sigma: 4, n: 16, z: 1.645 },
} as const;

const jointTable = (t: readonly (readonly number[])[]) => tex`| | $X = 0$ | $X = 1$ | $X = 2$ |
| --- | --- | --- | --- |
| $Y = 0$ | ${(t[0] ?? []).join(" | ")} |
| $Y = 1$ | ${(t[1] ?? []).join(" | ")} |`;

export const questions: PracticeQuestion[] = [
  // ----- Quiz 1: weeks 1–4 -----
  {
    slug: "marginal-from-joint-table",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Joint and marginal distributions",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`The joint PMF of $X$ and $Y$ is

${jointTable(DATA.joint)}

Find $P(X = 1)$.`,
    solution: tex`A marginal probability adds the joint PMF over the other variable:

$$P(X = 1) = P(X = 1, Y = 0) + P(X = 1, Y = 1) = 0.20 + 0.25 = 0.45$$`,
    answer: { value: 0.45, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "conditional-from-joint-table",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Conditional distributions",
    difficulty: "easy",
    marks: 2,
    kind: "single",
    stem: tex`With the same joint PMF

${jointTable(DATA.joint)}

what is $P(Y = 1 \mid X = 2)$?`,
    options: ["$0.15$", "$0.27$", "$0.50$", "$0.30$"],
    answer: 2,
    solution: tex`First the marginal: $P(X = 2) = 0.15 + 0.15 = 0.30$.

$$P(Y = 1 \mid X = 2) = \frac{P(X = 2, Y = 1)}{P(X = 2)} = \frac{0.15}{0.30} = 0.50$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "covariance-from-joint-table",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Covariance",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: tex`With the same joint PMF

${jointTable(DATA.joint)}

find $\operatorname{Cov}(X, Y)$, correct to four decimal places.`,
    solution: tex`Marginals: $P(X = 0, 1, 2) = 0.25, 0.45, 0.30$ and $P(Y = 1) = 0.55$.

- $E[X] = 0(0.25) + 1(0.45) + 2(0.30) = 1.05$
- $E[Y] = 0.55$
- $E[XY] = 1 \cdot 1 \cdot 0.25 + 2 \cdot 1 \cdot 0.15 = 0.55$ (only terms with $x, y \ne 0$)

$$\operatorname{Cov}(X, Y) = E[XY] - E[X]E[Y] = 0.55 - 1.05 \times 0.55 = 0.55 - 0.5775 = -0.0275$$`,
    answer: { value: -0.0275, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "independence-from-joint-table",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Independence",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`Another pair $(X, Y)$ has joint PMF

${jointTable(DATA.jointIndep)}

Are $X$ and $Y$ independent?`,
    options: [
      "Yes: every joint probability equals the product of its marginals.",
      "No: the joint probabilities in a row are not all equal.",
      "No: $P(X = 1, Y = 1) \\neq P(X = 1)$.",
      "It cannot be decided without $E[XY]$.",
    ],
    answer: 0,
    solution: tex`Marginals: $P(X = 0, 1, 2) = 0.20, 0.50, 0.30$ and $P(Y = 0, 1) = 0.40, 0.60$.

Check every cell: $0.20 \times 0.40 = 0.08$, $0.50 \times 0.40 = 0.20$, $0.30 \times 0.40 = 0.12$, $0.20 \times 0.60 = 0.12$, $0.50 \times 0.60 = 0.30$, $0.30 \times 0.60 = 0.18$.

All six match the table, so $X$ and $Y$ **are independent**.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "expectation-of-x-squared",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Functions of random variables",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`$X$ is uniform on $\{${list(DATA.square.xs)}\}$ and $Y = X^2$. Find $E[Y]$.`,
    solution: tex`$Y$ takes the value $x^2$ with the probability of $x$, each $\frac{1}{5}$:

$$E[Y] = \frac{4 + 1 + 0 + 1 + 4}{5} = \frac{10}{5} = 2$$`,
    answer: { value: 2, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "sum-of-two-uniform-values",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Functions of random variables",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`$X$ and $Y$ are independent, each uniform on $\{1, 2, 3\}$. Let $Z = X + Y$. Find $P(Z = ${DATA.sumOfTwo.target})$, correct to four decimal places.`,
    solution: tex`There are $3 \times 3 = 9$ equally likely pairs. The pairs with sum 4 are $(1, 3), (2, 2), (3, 1)$:

$$P(Z = 4) = \frac{3}{9} \approx 0.3333$$`,
    answer: { value: 0.3333, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "casino-two-dice-game",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Expectation",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: tex`A stall charges ₹${DATA.casino.fee} to play. You roll two fair dice. If the sum is ${DATA.casino.jackpotSum} you receive ₹${DATA.casino.jackpot}; if the sum is 7 you receive ₹${DATA.casino.sevenPrize}; otherwise you receive nothing. Find your expected **net** gain per game in ₹ (negative if you lose on average), correct to two decimal places.`,
    solution: tex`$P(\text{sum} = 12) = \frac{1}{36}$ and $P(\text{sum} = 7) = \frac{6}{36}$.

Expected amount received:

$$200 \cdot \frac{1}{36} + 50 \cdot \frac{6}{36} = \frac{200 + 300}{36} = \frac{500}{36} \approx 13.89$$

Net gain $= 13.89 - 20 \approx -6.11$: on average you lose about ₹6.11 per game.`,
    answer: { value: -6.11, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "variance-of-linear-combination",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Variance",
    difficulty: "easy",
    marks: 2,
    kind: "single",
    stem: tex`$X$ and $Y$ are independent with $\operatorname{Var}(X) = ${DATA.linear.varX}$ and $\operatorname{Var}(Y) = ${DATA.linear.varY}$. What is $\operatorname{Var}(2X - 3Y)$?`,
    options: ["$-65$", "$5$", "$97$", "$13$"],
    answer: 2,
    solution: tex`For independent variables, $\operatorname{Var}(aX + bY) = a^2\operatorname{Var}(X) + b^2\operatorname{Var}(Y)$; the sign of $b$ disappears when squared.

$$\operatorname{Var}(2X - 3Y) = 4(4) + 9(9) = 16 + 81 = 97$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "correlation-from-covariance",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Correlation",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`$\operatorname{Cov}(X, Y) = ${DATA.corr.cov}$, $\operatorname{Var}(X) = ${DATA.corr.varX}$ and $\operatorname{Var}(Y) = ${DATA.corr.varY}$. Find the correlation coefficient $\rho(X, Y)$.`,
    solution: tex`$$\rho = \frac{\operatorname{Cov}(X, Y)}{\sigma_X \sigma_Y} = \frac{6}{\sqrt{9}\sqrt{16}} = \frac{6}{3 \times 4} = 0.5$$`,
    answer: { value: 0.5, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "markov-bound",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Markov's inequality",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`The number of daily sign-ups $X$ on a site is non-negative with $E[X] = ${DATA.markov.mean}$. Using Markov's inequality, what is the best upper bound it gives for $P(X \ge ${DATA.markov.threshold})$?`,
    solution: tex`Markov's inequality: for $X \ge 0$ and $a > 0$, $P(X \ge a) \le \frac{E[X]}{a}$.

$$P(X \ge 20) \le \frac{5}{20} = 0.25$$`,
    answer: { value: 0.25, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "chebyshev-bound",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Chebyshev's inequality",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A machine fills bags with mean weight $${DATA.chebyshev.mean}$ g and standard deviation $${DATA.chebyshev.sd}$ g (distribution unknown). Using Chebyshev's inequality, give the upper bound on $P(|X - 50| \ge ${DATA.chebyshev.distance})$, correct to three decimal places.`,
    solution: tex`Chebyshev: $P(|X - \mu| \ge k\sigma) \le \frac{1}{k^2}$.

Here $15 = k \times 5$, so $k = 3$:

$$P(|X - 50| \ge 15) \le \frac{1}{9} \approx 0.111$$`,
    answer: { value: 0.111, tolerance: 0.0006 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "density-constant-and-probability",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Continuous densities",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: tex`$X$ has density $f(x) = c\,x^2$ for $0 \le x \le ${DATA.density.upper}$ and $0$ elsewhere. Find $P(X \le ${DATA.density.at})$, correct to four decimal places.`,
    solution: tex`The density integrates to 1:

$$\int_0^3 c\,x^2\,dx = c \cdot \frac{27}{3} = 9c = 1 \implies c = \frac{1}{9}$$

$$P(X \le 2) = \int_0^2 \frac{x^2}{9}\,dx = \frac{8}{27} \approx 0.2963$$`,
    answer: { value: 0.2963, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "variance-of-continuous-rv",
    course: "BSMA1004",
    exam: "quiz-1",
    topic: "Expectations of continuous RVs",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: tex`$X$ has density $f(x) = 3x^2$ on $[0, 1]$. Find $\operatorname{Var}(X)$, correct to four decimal places.`,
    solution: tex`$$E[X] = \int_0^1 x \cdot 3x^2\,dx = \frac{3}{4}, \qquad E[X^2] = \int_0^1 x^2 \cdot 3x^2\,dx = \frac{3}{5}$$

$$\operatorname{Var}(X) = \frac{3}{5} - \left(\frac{3}{4}\right)^2 = 0.6 - 0.5625 = 0.0375$$`,
    answer: { value: 0.0375, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  // ----- Quiz 2: weeks 5–8 -----
  {
    slug: "difference-of-independent-normals",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Sums of Gaussian variables",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`$X \sim N(${DATA.normalDiff.muX}, ${DATA.normalDiff.varX})$ and $Y \sim N(${DATA.normalDiff.muY}, ${DATA.normalDiff.varY})$ are independent, where the second parameter is the **variance**. What is the distribution of $X - Y$?`,
    options: ["$N(5, 13)$", "$N(5, 5)$", "$N(15, 13)$", "$N(5, -5)$"],
    answer: 0,
    solution: tex`A linear combination of independent normals is normal.

- Mean: $E[X - Y] = 10 - 5 = 5$
- Variance: $\operatorname{Var}(X - Y) = \operatorname{Var}(X) + \operatorname{Var}(Y) = 4 + 9 = 13$

So $X - Y \sim N(5, 13)$.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "clt-sample-mean-tail",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Central limit theorem",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: tex`Delivery times have mean $${DATA.clt.mu}$ minutes and standard deviation $${DATA.clt.sigma}$ minutes. Using the CLT, approximate the probability that the mean of ${DATA.clt.n} independent deliveries exceeds $${DATA.clt.cut}$ minutes. Use $\Phi(1.5) = ${DATA.clt.phi}$ and give the answer to four decimal places.`,
    solution: tex`By the CLT, $\bar{X} \approx N\!\left(50, \frac{12^2}{36}\right)$, so the standard error is $\frac{12}{\sqrt{36}} = 2$.

$$z = \frac{53 - 50}{2} = 1.5$$

$$P(\bar{X} > 53) \approx 1 - \Phi(1.5) = 1 - 0.9332 = 0.0668$$`,
    answer: { value: 0.0668, tolerance: 0.0001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "variance-of-sample-mean",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Averages of i.i.d. samples",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`$X_1, \dots, X_{${DATA.meanVar.n}}$ are i.i.d. with variance $${DATA.meanVar.variance}$. Find $\operatorname{Var}(\bar{X})$.`,
    solution: tex`For i.i.d. samples, $\operatorname{Var}(\bar{X}) = \frac{\sigma^2}{n}$:

$$\operatorname{Var}(\bar{X}) = \frac{16}{25} = 0.64$$`,
    answer: { value: 0.64, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "clt-coin-tosses",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Central limit theorem",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A fair coin is tossed ${DATA.cltSum.n} times. Using the normal approximation **without** continuity correction, approximate the probability of at most ${DATA.cltSum.cut} heads. Use $\Phi(1) = ${DATA.cltSum.phi}$.`,
    solution: tex`The number of heads $S$ has mean $np = 50$ and variance $np(1 - p) = 25$, so SD $5$.

$$P(S \le 55) \approx \Phi\!\left(\frac{55 - 50}{5}\right) = \Phi(1) = 0.8413$$`,
    answer: { value: 0.8413, tolerance: 0.0001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mle-bernoulli-clicks",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Maximum likelihood",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: tex`An advert was shown ${DATA.bernoulli.length} times; $1$ means the user clicked, $0$ not:

$$${list(DATA.bernoulli)}$$

Assuming i.i.d. Bernoulli($p$) outcomes, find the maximum likelihood estimate of $p$, correct to four decimal places.`,
    solution: tex`The likelihood is $L(p) = p^{k}(1 - p)^{n - k}$ with $k$ clicks in $n$ trials. Setting the derivative of $\log L$ to zero gives $\hat{p} = \frac{k}{n}$.

Counting the ones: $k = 11$ out of $n = 16$.

$$\hat{p} = \frac{11}{16} = 0.6875$$`,
    answer: { value: 0.6875, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mle-poisson-goals",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Maximum likelihood",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: tex`A team's goals in ${DATA.goals.length} matches were

$$${list(DATA.goals)}$$

Modelling them as i.i.d. Poisson($\lambda$), find the maximum likelihood estimate $\hat{\lambda}$.`,
    solution: tex`$\log L(\lambda) = -n\lambda + \left(\sum x_i\right)\log\lambda - \sum \log x_i!$. Setting the derivative $-n + \frac{\sum x_i}{\lambda}$ to zero gives $\hat{\lambda} = \bar{x}$.

$$\hat{\lambda} = \frac{2 + 0 + 3 + 1 + 1 + 4 + 2 + 0 + 2 + 1}{10} = \frac{16}{10} = 1.6$$`,
    answer: { value: 1.6, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mle-exponential-lifetimes",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Maximum likelihood",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`Five bulbs lasted (in thousands of hours)

$$${list(DATA.lifetimes)}$$

Assuming i.i.d. exponential lifetimes with rate $\lambda$ (density $\lambda e^{-\lambda x}$), find the maximum likelihood estimate $\hat{\lambda}$, correct to three decimal places.`,
    solution: tex`$\log L(\lambda) = n\log\lambda - \lambda\sum x_i$; its derivative $\frac{n}{\lambda} - \sum x_i = 0$ gives $\hat{\lambda} = \frac{1}{\bar{x}}$.

$$\bar{x} = \frac{4.2 + 1.8 + 3.0 + 6.5 + 2.5}{5} = \frac{18}{5} = 3.6, \qquad \hat{\lambda} = \frac{1}{3.6} \approx 0.278$$`,
    answer: { value: 0.278, tolerance: 0.0006 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "moments-estimate-uniform-max",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Method of moments",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`A sample from Uniform$(0, \theta)$ is

$$${list(DATA.uniformSample)}$$

What is the **method of moments** estimate of $\theta$?`,
    options: ["$7.4$", "$4.8$", "$9.6$", "$19.2$"],
    answer: 2,
    solution: tex`For Uniform$(0, \theta)$, $E[X] = \frac{\theta}{2}$. Equate it to the sample mean:

$$\bar{x} = \frac{3.1 + 7.4 + 5.2 + 1.9 + 6.4}{5} = \frac{24}{5} = 4.8, \qquad \hat{\theta} = 2\bar{x} = 9.6$$

(The maximum $7.4$ is the maximum likelihood estimate, not the moments estimate.)`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mse-from-bias-and-variance",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Estimator error",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`An estimator $\hat{\theta}$ has bias $${DATA.mse.bias}$ and variance $${DATA.mse.variance}$. Find its mean squared error.`,
    solution: tex`$$\operatorname{MSE}(\hat{\theta}) = \operatorname{Var}(\hat{\theta}) + \operatorname{bias}^2 = 0.5 + 0.3^2 = 0.5 + 0.09 = 0.59$$`,
    answer: { value: 0.59, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "unbiased-estimators-of-mean",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Unbiased estimators",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: tex`$X_1, \dots, X_n$ (with $n \ge 2$) are i.i.d. with unknown mean $\mu$, and $\bar{X}$ is their sample mean. Which of these are **unbiased** estimators of $\mu$? Select all that apply.`,
    options: DATA.estimators.map((e) => e.label),
    answer: [0, 1, 3],
    solution: tex`Use linearity of expectation, with $E[X_i] = E[\bar{X}] = \mu$:

- $E\left[\frac{X_1 + X_2}{2}\right] = \mu$: unbiased.
- $E[X_1] = \mu$: unbiased (though with a large variance).
- $E\left[\frac{X_1 + X_2}{3}\right] = \frac{2\mu}{3}$: biased.
- $E[2\bar{X} - X_1] = 2\mu - \mu = \mu$: unbiased.
- $E[\bar{X} + 1] = \mu + 1$: biased.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "uncorrelated-jointly-gaussian",
    course: "BSMA1004",
    exam: "quiz-2",
    topic: "Jointly Gaussian variables",
    difficulty: "medium",
    marks: 1,
    kind: "single",
    stem: tex`$X$ and $Y$ are **jointly Gaussian** with $\operatorname{Cov}(X, Y) = 0$. Which statement is correct?`,
    options: [
      "$X$ and $Y$ are independent.",
      "$X$ and $Y$ may still be dependent; zero covariance never implies independence.",
      "$X + Y$ need not be Gaussian.",
      "$\\operatorname{Var}(X + Y) = \\operatorname{Var}(X) + \\operatorname{Var}(Y) + 2$.",
    ],
    answer: 0,
    solution: tex`For jointly Gaussian variables the joint density depends on the covariance only through $\rho$; with $\rho = 0$ it factors into the product of the two marginal densities, so $X$ and $Y$ **are independent**.

(For general random variables zero covariance does not imply independence; joint Gaussianity is what makes it work here. Any linear combination such as $X + Y$ is Gaussian, and $\operatorname{Var}(X + Y) = \operatorname{Var}(X) + \operatorname{Var}(Y)$ since the covariance is $0$.)`,
    source: ORIGINAL_SOURCE,
  },
  // ----- End term: weeks 9–12 -----
  {
    slug: "beta-binomial-posterior-mean",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Bayesian estimation",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: tex`The success probability $p$ of a new feature has prior Beta$(${DATA.betaPrior.a}, ${DATA.betaPrior.b})$. In ${DATA.betaPrior.trials} independent trials it succeeds ${DATA.betaPrior.successes} times. Find the posterior mean of $p$, correct to four decimal places.`,
    solution: tex`The Beta prior is conjugate to the binomial likelihood: the posterior is Beta$(a + k, b + n - k)$.

$$\text{Beta}(2 + 7, 2 + 3) = \text{Beta}(9, 5)$$

$$E[p \mid \text{data}] = \frac{9}{9 + 5} = \frac{9}{14} \approx 0.6429$$`,
    answer: { value: 0.6429, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "fair-or-biased-coin-posterior",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Bayesian estimation",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: tex`A bag holds a fair coin and a biased coin with $P(\text{heads}) = ${DATA.twoCoins.biasedP}$. One coin is picked at random (prior $${DATA.twoCoins.prior}$ each) and tossed ${DATA.twoCoins.heads} times, giving ${DATA.twoCoins.heads} heads. What is the posterior probability that it is the biased coin? Give your answer correct to three decimal places.`,
    solution: tex`Likelihoods of three heads: biased $0.8^3 = 0.512$; fair $0.5^3 = 0.125$.

$$P(\text{biased} \mid HHH) = \frac{0.5 \times 0.512}{0.5 \times 0.512 + 0.5 \times 0.125} = \frac{0.512}{0.637} \approx 0.804$$`,
    answer: { value: 0.804, tolerance: 0.0006 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "normal-prior-posterior-mean",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Bayesian estimation",
    difficulty: "hard",
    marks: 4,
    kind: "numeric",
    stem: tex`A mean $\mu$ has prior $N(${DATA.normalPrior.mu0}, ${DATA.normalPrior.var0})$ (second parameter the variance). Given $\mu$, observations are i.i.d. $N(\mu, ${DATA.normalPrior.sigma2})$. A sample of $n = ${DATA.normalPrior.n}$ has mean $\bar{x} = ${DATA.normalPrior.xbar}$. Find the posterior mean of $\mu$.`,
    solution: tex`For a normal prior and normal data with known variance, the posterior mean is the precision-weighted average of the prior mean and the sample mean.

- Prior precision: $\frac{1}{16} = 0.0625$
- Data precision: $\frac{n}{\sigma^2} = \frac{9}{36} = 0.25$

$$\mu_{\text{post}} = \frac{0.0625 \times 60 + 0.25 \times 66}{0.0625 + 0.25} = \frac{3.75 + 16.5}{0.3125} = 64.8$$`,
    answer: { value: 64.8, tolerance: 0.01 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "z-statistic-for-mean",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Hypothesis testing: z-test",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: tex`To test $H_0: \mu = ${DATA.zTest.mu0}$ with known $\sigma = ${DATA.zTest.sigma}$, a sample of $n = ${DATA.zTest.n}$ gives $\bar{x} = ${DATA.zTest.xbar}$. Compute the test statistic $z = \frac{\bar{x} - \mu_0}{\sigma / \sqrt{n}}$.`,
    solution: tex`$$z = \frac{106 - 100}{15 / \sqrt{25}} = \frac{6}{3} = 2$$`,
    answer: { value: 2, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "two-sided-p-value",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Hypothesis testing: p-values",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`For the same test ($H_0: \mu = ${DATA.zTest.mu0}$ against $H_1: \mu \neq ${DATA.zTest.mu0}$, $\sigma = ${DATA.zTest.sigma}$, $n = ${DATA.zTest.n}$, $\bar{x} = ${DATA.zTest.xbar}$), what is the two-sided p-value? Use $\Phi(2) = ${DATA.zTest.phi}$.`,
    options: ["$0.0228$", "$0.0456$", "$0.9772$", "$0.0500$"],
    answer: 1,
    solution: tex`The statistic is $z = 2$. A two-sided p-value counts both tails:

$$p = 2\,(1 - \Phi(2)) = 2\,(1 - 0.9772) = 0.0456$$

Since $0.0456 < 0.05$, $H_0$ is rejected at the $5\%$ level.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "binomial-test-size",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Type I error",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`To test $H_0: p = ${DATA.binomTest.p0}$ against $H_1: p > ${DATA.binomTest.p0}$ for a coin, it is tossed ${DATA.binomTest.n} times and $H_0$ is rejected if at least ${DATA.binomTest.reject} heads appear. Find the probability of a Type I error, correct to four decimal places.`,
    solution: tex`A Type I error is rejecting $H_0$ when it is true, so compute $P(X \ge 4)$ for $X \sim \text{Bin}(5, 0.5)$:

$$P(X = 4) + P(X = 5) = \binom{5}{4}\frac{1}{32} + \binom{5}{5}\frac{1}{32} = \frac{5 + 1}{32} = 0.1875$$`,
    answer: { value: 0.1875, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "binomial-test-power",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Power of a test",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: tex`For the same test (reject $H_0: p = ${DATA.binomTest.p0}$ if at least ${DATA.binomTest.reject} heads in ${DATA.binomTest.n} tosses), find its power when in fact $p = ${DATA.binomTest.p1}$, correct to four decimal places.`,
    solution: tex`Power is the probability of rejecting when $p = 0.8$:

$$P(X \ge 4) = \binom{5}{4}(0.8)^4(0.2) + (0.8)^5 = 5(0.4096)(0.2) + 0.32768 = 0.4096 + 0.32768 = 0.73728$$

To four decimal places, $0.7373$.`,
    answer: { value: 0.7373, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "t-statistic-from-sample",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Hypothesis testing: t-test",
    difficulty: "hard",
    marks: 4,
    kind: "numeric",
    stem: tex`A sample of ${DATA.tTest.data.length} packet weights (g) is

$$${list(DATA.tTest.data)}$$

Compute the $t$ statistic for $H_0: \mu = ${DATA.tTest.mu0}$, using the sample standard deviation (divisor $n - 1$), correct to two decimal places.`,
    solution: tex`$\bar{x} = \frac{412}{8} = 51.5$.

Deviations: $0.5, -3.5, 3.5, -0.5, -2.5, 5.5, 1.5, -4.5$; squares sum to $84$, so $s^2 = \frac{84}{7} = 12$ and $s \approx 3.4641$.

$$t = \frac{\bar{x} - \mu_0}{s / \sqrt{n}} = \frac{1.5}{3.4641 / \sqrt{8}} = \frac{1.5}{1.2247} \approx 1.22$$`,
    answer: { value: 1.22, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "one-sided-critical-value",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Critical regions",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`To test $H_0: \mu = ${DATA.oneSided.mu0}$ against $H_1: \mu > ${DATA.oneSided.mu0}$ at the $5\%$ level with known $\sigma = ${DATA.oneSided.sigma}$ and $n = ${DATA.oneSided.n}$, the test rejects when $\bar{x} > c$. Using $z_{0.05} = ${DATA.oneSided.z}$, find $c$ correct to three decimal places.`,
    solution: tex`Reject when $\frac{\bar{x} - 20}{\sigma/\sqrt{n}} > 1.645$, with $\frac{\sigma}{\sqrt{n}} = \frac{4}{4} = 1$:

$$c = 20 + 1.645 \times 1 = 21.645$$`,
    answer: { value: 21.645, tolerance: 0.0005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "name-of-type-one-error-rate",
    course: "BSMA1004",
    exam: "end-term",
    topic: "Hypothesis testing: terms",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: tex`The largest probability of rejecting $H_0$ when $H_0$ is true, usually written $\alpha$, is called the ______ of the test.`,
    answer: ["significance level", "level of significance", "size"],
    solution: tex`Rejecting a true null hypothesis is a **Type I error**; the test is designed so that its probability is at most $\alpha$, the **significance level** (also called the size of the test).`,
    source: ORIGINAL_SOURCE,
  },
];
