// Practice questions for BSMA1002 Statistics for Data Science I, written for this project.
// The data of each computable question is exported as a constant so that BSMA1002.test.ts
// computes every answer independently from the same numbers the stem shows.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const md = String.raw;
const list = (xs: readonly number[]) => xs.join(", ");

export const DATA = {
  quizScores: [12, 15, 9, 20, 14, 18],
  waitMinutes: [7, 3, 11, 5, 9, 13, 2, 8],
  commute: { Walk: 14, Bicycle: 9, Bus: 23, Metro: 19, Car: 11 },
  plantHeights: [4, 8, 6, 2, 10],
  deliveryDays: [3, 7, 7, 9, 14],
  stallSales: [31, 34, 28, 40, 37, 25, 33, 45, 30, 36, 29],
  zScore: { mean: 62, sd: 8, score: 74 },
  adSpend: [2, 4, 5, 7, 9, 12],
  visitors: [30, 38, 36, 47, 45, 60],
  siblings: { values: [0, 1, 2, 3, 4], freq: [6, 15, 11, 5, 3] },
  clubTable: {
    rows: ["First year", "Second year"],
    cols: ["Chess", "Music", "Sports"],
    counts: [
      [18, 27, 35],
      [22, 13, 25],
    ],
  },
  outfit: { shirts: 5, trousers: 4, shoes: 3 },
  committee: { scientists: 7, analysts: 5, pick: 2 },
  union: { a: 0.45, b: 0.35, ab: 0.15 },
  screening: { prevalence: 0.02, sensitivity: 0.95, falsePositive: 0.04 },
  machines: { share: [0.5, 0.3, 0.2], defect: [0.02, 0.03, 0.05] },
  indep: { a: 0.4, b: 0.5, ab: 0.2 },
  dice: { rolls: 4 },
  pinDigits: { length: 4, digits: 10 },
  pmfK: { xs: [1, 2, 3, 4] },
  stallProfit: { values: [-200, 0, 300, 800], probs: [0.1, 0.3, 0.4, 0.2] },
  coinVar: { values: [1, 2, 3], probs: [0.2, 0.5, 0.3] },
  binom: { n: 8, p: 0.3, k: 2 },
  poisson: { lambda: 3 },
  uniform: { a: 2, b: 10, lo: 3, hi: 7 },
  exponential: { rate: 0.2, t: 5 },
  binomMoments: { n: 20, p: 0.25 },
  cdf: { values: [0, 1, 2, 3], probs: [0.15, 0.35, 0.3, 0.2] },
} as const;

const commuteRows = Object.entries(DATA.commute)
  .map(([mode, n]) => `| ${mode} | ${n} |`)
  .join("\n");
const club = DATA.clubTable;
const clubRows = club.rows
  .map((row, i) => `| ${row} | ${club.counts[i].join(" | ")} |`)
  .join("\n");
const sib = DATA.siblings;

export const questions: PracticeQuestion[] = [
  // ----- Quiz 1: weeks 1–4 -----
  {
    slug: "mean-of-six-quiz-scores",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Mean",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: md`Six students scored the following marks (out of 25) in a short quiz:

$$${list(DATA.quizScores)}$$

Find the mean score, correct to two decimal places.`,
    solution: md`Add the scores and divide by how many there are.

$$\sum x_i = 12 + 15 + 9 + 20 + 14 + 18 = 88$$

$$\bar{x} = \frac{88}{6} \approx 14.67$$`,
    answer: { value: 14.67, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "median-of-eight-waiting-times",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Median",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: md`The waiting times (in minutes) of eight customers at a bank counter were

$$${list(DATA.waitMinutes)}$$

What is the median waiting time?`,
    options: ["$7$ minutes", "$7.5$ minutes", "$8$ minutes", "$7.25$ minutes"],
    answer: 1,
    solution: md`Sort the data: $2, 3, 5, 7, 8, 9, 11, 13$.

With $n = 8$ (even), the median is the mean of the 4th and 5th values:

$$\text{median} = \frac{7 + 8}{2} = 7.5 \text{ minutes}$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mode-of-commute-table",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Categorical data: mode",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: md`A survey asked students how they usually travel to their exam centre:

| Mode | Students |
| --- | --- |
${commuteRows}

Which category is the mode? Type its name exactly as in the table.`,
    answer: ["Bus"],
    solution: md`The mode of categorical data is the category with the highest frequency.

The largest count in the table is $23$, for **Bus**, so the mode is Bus.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "population-variance-plant-heights",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Variance",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: md`The heights (in cm) of all five seedlings in a tray are

$$${list(DATA.plantHeights)}$$

Treating these as the whole **population**, find the population variance (in cm²).`,
    solution: md`Mean: $\mu = \frac{4 + 8 + 6 + 2 + 10}{5} = 6$.

Squared deviations: $(4-6)^2 = 4$, $(8-6)^2 = 4$, $0$, $(2-6)^2 = 16$, $(10-6)^2 = 16$; total $40$.

$$\sigma^2 = \frac{40}{5} = 8 \text{ cm}^2$$`,
    answer: { value: 8, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "sample-sd-delivery-days",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Standard deviation",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: md`A shop recorded the delivery time (in days) of a **sample** of five orders:

$$${list(DATA.deliveryDays)}$$

What is the sample standard deviation $s$ (divisor $n - 1$)?`,
    options: ["$3.58$ days", "$4$ days", "$16$ days", "$12.8$ days"],
    answer: 1,
    solution: md`Mean: $\bar{x} = \frac{3 + 7 + 7 + 9 + 14}{5} = 8$.

Squared deviations: $25, 1, 1, 1, 36$, with sum $64$.

$$s^2 = \frac{64}{5 - 1} = 16, \qquad s = \sqrt{16} = 4 \text{ days}$$

(Dividing by $n = 5$ instead would give the population SD $\sqrt{12.8} \approx 3.58$.)`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "iqr-of-stall-sales",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Quartiles and IQR",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: md`A tea stall sold the following numbers of cups on 11 days:

$$${list(DATA.stallSales)}$$

Use this convention: $Q_2$ is the median; $Q_1$ is the median of the values **below** $Q_2$ and $Q_3$ the median of the values **above** $Q_2$ (the median itself is excluded from both halves). Find the interquartile range.`,
    solution: md`Sorted: $25, 28, 29, 30, 31, \mathbf{33}, 34, 36, 37, 40, 45$.

The median (6th value) is $Q_2 = 33$.

Lower half $25, 28, 29, 30, 31$ gives $Q_1 = 29$; upper half $34, 36, 37, 40, 45$ gives $Q_3 = 37$.

$$\text{IQR} = Q_3 - Q_1 = 37 - 29 = 8$$`,
    answer: { value: 8, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "z-score-of-test-mark",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "z-scores",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: md`In an entrance test the marks have mean $${DATA.zScore.mean}$ and standard deviation $${DATA.zScore.sd}$. Riya scored $${DATA.zScore.score}$. What is her $z$-score?`,
    solution: md`$$z = \frac{x - \mu}{\sigma} = \frac{74 - 62}{8} = \frac{12}{8} = 1.5$$

Riya scored 1.5 standard deviations above the mean.`,
    answer: { value: 1.5, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "ordinal-variables",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Measurement scales",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: md`Which of the following variables are measured on an **ordinal** scale? Select all that apply.`,
    options: [
      "Customer satisfaction rated as Poor / Fair / Good / Excellent",
      "Blood group (A, B, AB, O)",
      "Temperature in degrees Celsius",
      "Clothing size (S, M, L, XL)",
      "Number of children in a household",
    ],
    answer: [0, 3],
    solution: md`An ordinal variable has categories with a natural order, but differences between categories are not meaningful numbers.

- Satisfaction ratings and clothing sizes are ordered categories: **ordinal**.
- Blood group has no order: nominal.
- Celsius temperature has meaningful differences but no true zero: interval.
- Number of children is a count with a true zero: ratio (numerical, discrete).`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "pin-code-data-type",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Types of data",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: md`A dataset records the six-digit postal PIN code of each student's home. How should this variable be classified?`,
    options: [
      "Numerical, continuous",
      "Numerical, discrete",
      "Categorical, nominal",
      "Categorical, ordinal",
    ],
    answer: 2,
    solution: md`Although a PIN code is written with digits, arithmetic on it is meaningless (the "average PIN code" says nothing) and its values have no meaningful order.

It is a label identifying a region, so it is **categorical, nominal**.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "sample-covariance-ads-visitors",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Covariance",
    difficulty: "medium",
    marks: 3,
    kind: "numeric",
    stem: md`A small website recorded its weekly advertising spend $x$ (in ₹ thousand) and weekly visitors $y$ (in hundreds):

| $x$ | ${DATA.adSpend.join(" | ")} |
| --- | ${DATA.adSpend.map(() => "---").join(" | ")} |
| $y$ | ${DATA.visitors.join(" | ")} |

Find the **sample** covariance of $x$ and $y$ (divisor $n - 1$), correct to two decimal places.`,
    solution: md`Means: $\bar{x} = \frac{39}{6} = 6.5$ and $\bar{y} = \frac{256}{6} \approx 42.667$.

Using $\sum x_i y_i = 60 + 152 + 180 + 329 + 405 + 720 = 1846$:

$$\sum (x_i - \bar{x})(y_i - \bar{y}) = \sum x_i y_i - n\bar{x}\bar{y} = 1846 - 6 \times 6.5 \times \tfrac{256}{6} = 1846 - 1664 = 182$$

$$s_{xy} = \frac{182}{6 - 1} = 36.40$$`,
    answer: { value: 36.4, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "correlation-ads-visitors",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Pearson correlation",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: md`For the same website data

| $x$ | ${DATA.adSpend.join(" | ")} |
| --- | ${DATA.adSpend.map(() => "---").join(" | ")} |
| $y$ | ${DATA.visitors.join(" | ")} |

find Pearson's correlation coefficient $r$, correct to two decimal places.`,
    solution: md`With $\bar{x} = 6.5$ and $\bar{y} = \frac{128}{3}$:

- $S_{xy} = \sum x_i y_i - n\bar{x}\bar{y} = 1846 - 1664 = 182$
- $S_{xx} = \sum x_i^2 - n\bar{x}^2 = 319 - 253.5 = 65.5$
- $S_{yy} = \sum y_i^2 - n\bar{y}^2 = 11474 - \frac{65536}{6} \approx 551.33$

$$r = \frac{S_{xy}}{\sqrt{S_{xx} S_{yy}}} = \frac{182}{\sqrt{65.5 \times 551.33}} \approx \frac{182}{190.03} \approx 0.96$$

A strong positive linear association.`,
    answer: { value: 0.96, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "mean-from-frequency-table",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Frequency tables",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: md`The number of siblings of ${sib.freq.reduce((a, b) => a + b, 0)} students is summarised below.

| Siblings | ${sib.values.join(" | ")} |
| --- | ${sib.values.map(() => "---").join(" | ")} |
| Students | ${sib.freq.join(" | ")} |

Find the mean number of siblings, correct to two decimal places.`,
    solution: md`$$\bar{x} = \frac{\sum f_i x_i}{\sum f_i} = \frac{0(6) + 1(15) + 2(11) + 3(5) + 4(3)}{40} = \frac{0 + 15 + 22 + 15 + 12}{40} = \frac{64}{40} = 1.60$$`,
    answer: { value: 1.6, tolerance: 0.005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "contingency-conditional-share",
    course: "BSMA1002",
    exam: "quiz-1",
    topic: "Contingency tables",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: md`Students of two years chose one club each:

| Year | ${club.cols.join(" | ")} |
| --- | --- | --- | --- |
${clubRows}

Among the students who chose **Sports**, what percentage are first-year students (to one decimal place)?`,
    options: ["$43.8\\%$", "$58.3\\%$", "$41.7\\%$", "$25.0\\%$"],
    answer: 1,
    solution: md`Condition on the Sports column: it has $35 + 25 = 60$ students, of whom $35$ are first-years.

$$\frac{35}{60} \times 100\% \approx 58.3\%$$

($43.8\%$ is the share of first-years who chose Sports, $35/80$: the other conditional.)`,
    source: ORIGINAL_SOURCE,
  },
];
