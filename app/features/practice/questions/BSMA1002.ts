// Practice questions for BSMA1002 Statistics for Data Science I, written for this project.
// The data of each computable question is exported as a constant so that BSMA1002.test.ts
// computes every answer independently from the same numbers the stem shows.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

const tex = String.raw;
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
  pens: { red: 6, blue: 4, draw: 3, redWanted: 2 },
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
  .map((row, i) => `| ${row} | ${(club.counts[i] ?? []).join(" | ")} |`)
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
    stem: tex`Six students scored the following marks (out of 25) in a short quiz:

$$${list(DATA.quizScores)}$$

Find the mean score, correct to two decimal places.`,
    solution: tex`Add the scores and divide by how many there are.

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
    stem: tex`The waiting times (in minutes) of eight customers at a bank counter were

$$${list(DATA.waitMinutes)}$$

What is the median waiting time?`,
    options: ["$7$ minutes", "$7.5$ minutes", "$8$ minutes", "$7.25$ minutes"],
    answer: 1,
    solution: tex`Sort the data: $2, 3, 5, 7, 8, 9, 11, 13$.

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
    stem: tex`A survey asked students how they usually travel to their exam centre:

| Mode | Students |
| --- | --- |
${commuteRows}

Which category is the mode? Type its name exactly as in the table.`,
    answer: ["Bus"],
    solution: tex`The mode of categorical data is the category with the highest frequency.

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
    stem: tex`The heights (in cm) of all five seedlings in a tray are

$$${list(DATA.plantHeights)}$$

Treating these as the whole **population**, find the population variance (in cm²).`,
    solution: tex`Mean: $\mu = \frac{4 + 8 + 6 + 2 + 10}{5} = 6$.

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
    stem: tex`A shop recorded the delivery time (in days) of a **sample** of five orders:

$$${list(DATA.deliveryDays)}$$

What is the sample standard deviation $s$ (divisor $n - 1$)?`,
    options: ["$3.58$ days", "$4$ days", "$16$ days", "$12.8$ days"],
    answer: 1,
    solution: tex`Mean: $\bar{x} = \frac{3 + 7 + 7 + 9 + 14}{5} = 8$.

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
    stem: tex`A tea stall sold the following numbers of cups on 11 days:

$$${list(DATA.stallSales)}$$

Use this convention: $Q_2$ is the median; $Q_1$ is the median of the values **below** $Q_2$ and $Q_3$ the median of the values **above** $Q_2$ (the median itself is excluded from both halves). Find the interquartile range.`,
    solution: tex`Sorted: $25, 28, 29, 30, 31, \mathbf{33}, 34, 36, 37, 40, 45$.

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
    stem: tex`In an entrance test the marks have mean $${DATA.zScore.mean}$ and standard deviation $${DATA.zScore.sd}$. Riya scored $${DATA.zScore.score}$. What is her $z$-score?`,
    solution: tex`$$z = \frac{x - \mu}{\sigma} = \frac{74 - 62}{8} = \frac{12}{8} = 1.5$$

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
    stem: tex`Which of the following variables are measured on an **ordinal** scale? Select all that apply.`,
    options: [
      "Customer satisfaction rated as Poor / Fair / Good / Excellent",
      "Blood group (A, B, AB, O)",
      "Temperature in degrees Celsius",
      "Clothing size (S, M, L, XL)",
      "Number of children in a household",
    ],
    answer: [0, 3],
    solution: tex`An ordinal variable has categories with a natural order, but differences between categories are not meaningful numbers.

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
    stem: tex`A dataset records the six-digit postal PIN code of each student's home. How should this variable be classified?`,
    options: [
      "Numerical, continuous",
      "Numerical, discrete",
      "Categorical, nominal",
      "Categorical, ordinal",
    ],
    answer: 2,
    solution: tex`Although a PIN code is written with digits, arithmetic on it is meaningless (the "average PIN code" says nothing) and its values have no meaningful order.

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
    stem: tex`A small website recorded its weekly advertising spend $x$ (in ₹ thousand) and weekly visitors $y$ (in hundreds):

| $x$ | ${DATA.adSpend.join(" | ")} |
| --- | ${DATA.adSpend.map(() => "---").join(" | ")} |
| $y$ | ${DATA.visitors.join(" | ")} |

Find the **sample** covariance of $x$ and $y$ (divisor $n - 1$), correct to two decimal places.`,
    solution: tex`Means: $\bar{x} = \frac{39}{6} = 6.5$ and $\bar{y} = \frac{256}{6} \approx 42.667$.

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
    stem: tex`For the same website data

| $x$ | ${DATA.adSpend.join(" | ")} |
| --- | ${DATA.adSpend.map(() => "---").join(" | ")} |
| $y$ | ${DATA.visitors.join(" | ")} |

find Pearson's correlation coefficient $r$, correct to two decimal places.`,
    solution: tex`With $\bar{x} = 6.5$ and $\bar{y} = \frac{128}{3}$:

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
    stem: tex`The number of siblings of ${sib.freq.reduce((a, b) => a + b, 0)} students is summarised below.

| Siblings | ${sib.values.join(" | ")} |
| --- | ${sib.values.map(() => "---").join(" | ")} |
| Students | ${sib.freq.join(" | ")} |

Find the mean number of siblings, correct to two decimal places.`,
    solution: tex`$$\bar{x} = \frac{\sum f_i x_i}{\sum f_i} = \frac{0(6) + 1(15) + 2(11) + 3(5) + 4(3)}{40} = \frac{0 + 15 + 22 + 15 + 12}{40} = \frac{64}{40} = 1.60$$`,
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
    stem: tex`Students of two years chose one club each:

| Year | ${club.cols.join(" | ")} |
| --- | --- | --- | --- |
${clubRows}

Among the students who chose **Sports**, what percentage are first-year students (to one decimal place)?`,
    options: ["$43.8\\%$", "$58.3\\%$", "$41.7\\%$", "$25.0\\%$"],
    answer: 1,
    solution: tex`Condition on the Sports column: it has $35 + 25 = 60$ students, of whom $35$ are first-years.

$$\frac{35}{60} \times 100\% \approx 58.3\%$$

($43.8\%$ is the share of first-years who chose Sports, $35/80$: the other conditional.)`,
    source: ORIGINAL_SOURCE,
  },
  // ----- Quiz 2: weeks 5–8 -----
  {
    slug: "outfit-multiplication-rule",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Multiplication rule",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`Arjun packs ${DATA.outfit.shirts} shirts, ${DATA.outfit.trousers} pairs of trousers and ${DATA.outfit.shoes} pairs of shoes for a trip. An outfit is one shirt, one pair of trousers and one pair of shoes. How many different outfits can he wear?`,
    solution: tex`Each outfit is a sequence of three independent choices, so by the multiplication rule

$$5 \times 4 \times 3 = 60 \text{ outfits}.$$`,
    answer: { value: 60, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "arrangements-of-dataset",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Permutations with repetition",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`In how many distinct ways can the seven letters of the word **DATASET** be arranged in a row?`,
    options: ["$5040$", "$2520$", "$1260$", "$630$"],
    answer: 2,
    solution: tex`DATASET has 7 letters: D, A, T, A, S, E, T. The letter A appears twice and T appears twice.

Swapping the two A's (or the two T's) gives the same word, so divide $7!$ by $2!\,2!$:

$$\frac{7!}{2!\,2!} = \frac{5040}{4} = 1260$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "committee-two-of-each",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Combinations",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A team has ${DATA.committee.scientists} data scientists and ${DATA.committee.analysts} analysts. A review panel of four is formed with exactly ${DATA.committee.pick} data scientists and ${DATA.committee.pick} analysts. How many different panels are possible?`,
    solution: tex`The order of selection does not matter, so use combinations for each group and multiply:

$$\binom{7}{2} \times \binom{5}{2} = 21 \times 10 = 210$$`,
    answer: { value: 210, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "four-digit-pin-no-repeat",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Permutations",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`A locker uses a ${DATA.pinDigits.length}-digit PIN made from the digits $0$–$9$. How many PINs have **all digits different**?`,
    solution: tex`Order matters and no digit repeats, so count permutations of 4 out of 10:

$$^{10}P_4 = 10 \times 9 \times 8 \times 7 = 5040$$`,
    answer: { value: 5040, tolerance: 0 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "probability-of-neither-event",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Addition rule",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: tex`In a college, a randomly chosen student plays cricket (event $A$) with probability $${DATA.union.a}$, plays football (event $B$) with probability $${DATA.union.b}$, and plays both with probability $${DATA.union.ab}$. What is the probability that the student plays **neither** game?`,
    solution: tex`By the addition rule,

$$P(A \cup B) = P(A) + P(B) - P(A \cap B) = 0.45 + 0.35 - 0.15 = 0.65$$

"Neither" is the complement of $A \cup B$:

$$P(A^c \cap B^c) = 1 - 0.65 = 0.35$$`,
    answer: { value: 0.35, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "bayes-screening-test",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Bayes' theorem",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: tex`A condition affects $2\%$ of a population. A screening test detects it in $95\%$ of people who have it, but also gives a positive result for $4\%$ of people who do not have it. A randomly chosen person tests positive. What is the probability that they have the condition? Give your answer correct to three decimal places.`,
    solution: tex`Let $D$ = has the condition, $+$ = tests positive.

Total probability: $P(+) = P(+ \mid D)P(D) + P(+ \mid D^c)P(D^c) = 0.95(0.02) + 0.04(0.98) = 0.019 + 0.0392 = 0.0582$.

Bayes' theorem:

$$P(D \mid +) = \frac{0.019}{0.0582} \approx 0.326$$

Even after a positive test, the condition is more likely absent, because it is rare.`,
    answer: { value: 0.326, tolerance: 0.0015 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "defective-from-three-machines",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Law of total probability",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: tex`A factory makes bolts on three machines. Machines $M_1$, $M_2$, $M_3$ produce $50\%$, $30\%$ and $20\%$ of the bolts, and $2\%$, $3\%$ and $5\%$ of their bolts respectively are defective. What is the probability that a randomly chosen bolt is defective?`,
    options: ["$0.029$", "$0.033$", "$0.100$", "$0.010$"],
    answer: 0,
    solution: tex`Condition on the machine (the machines partition the sample space):

$$P(D) = \sum_i P(M_i)\,P(D \mid M_i) = 0.5(0.02) + 0.3(0.03) + 0.2(0.05) = 0.010 + 0.009 + 0.010 = 0.029$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "check-independence",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Independence",
    difficulty: "medium",
    marks: 2,
    kind: "multiple",
    stem: tex`Events $A$ and $B$ satisfy $P(A) = ${DATA.indep.a}$, $P(B) = ${DATA.indep.b}$ and $P(A \cap B) = ${DATA.indep.ab}$. Which statements are true? Select all that apply.`,
    options: [
      "$A$ and $B$ are independent.",
      "$A$ and $B$ are mutually exclusive.",
      "$P(A \\mid B) = 0.4$",
      "$P(A \\cup B) = 0.9$",
    ],
    answer: [0, 2],
    solution: tex`- $P(A)P(B) = 0.4 \times 0.5 = 0.2 = P(A \cap B)$, so $A$ and $B$ **are independent**.
- $P(A \cap B) = 0.2 \neq 0$, so they are **not** mutually exclusive.
- $P(A \mid B) = \frac{0.2}{0.5} = 0.4$, equal to $P(A)$ as independence requires: **true**.
- $P(A \cup B) = 0.4 + 0.5 - 0.2 = 0.7$, not $0.9$.`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "at-least-one-six",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Complement rule",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A fair die is rolled ${DATA.dice.rolls} times. What is the probability of getting **at least one** six? Give your answer correct to three decimal places.`,
    solution: tex`The rolls are independent. The complement of "at least one six" is "no six in any roll":

$$P(\text{no six}) = \left(\frac{5}{6}\right)^4 = \frac{625}{1296} \approx 0.4823$$

$$P(\text{at least one six}) = 1 - 0.4823 \approx 0.518$$`,
    answer: { value: 0.518, tolerance: 0.0015 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "two-red-pens-of-three",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Probability with combinations",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A box has ${DATA.pens.red} red and ${DATA.pens.blue} blue pens. ${DATA.pens.draw} pens are drawn at random without replacement. What is the probability that exactly ${DATA.pens.redWanted} of them are red?`,
    solution: tex`All $\binom{10}{3} = 120$ selections are equally likely. Favourable selections choose 2 of the 6 red and 1 of the 4 blue:

$$P = \frac{\binom{6}{2}\binom{4}{1}}{\binom{10}{3}} = \frac{15 \times 4}{120} = 0.5$$`,
    answer: { value: 0.5, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "second-pen-red-given-first",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Conditional probability",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`From the same box (${DATA.pens.red} red, ${DATA.pens.blue} blue pens), two pens are drawn one after the other without replacement. Given that the first pen is red, what is the probability that the second is also red? Give your answer correct to four decimal places.`,
    solution: tex`After one red pen is removed, the box holds $5$ red and $4$ blue pens, $9$ in all:

$$P(R_2 \mid R_1) = \frac{5}{9} \approx 0.5556$$

Equivalently, $P(R_1 \cap R_2) / P(R_1) = \frac{6}{10}\cdot\frac{5}{9} \big/ \frac{6}{10} = \frac{5}{9}$.`,
    answer: { value: 0.5556, tolerance: 0.00005 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "name-for-disjoint-events",
    course: "BSMA1002",
    exam: "quiz-2",
    topic: "Events",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: tex`Two events $A$ and $B$ with $A \cap B = \emptyset$ (they cannot both happen) are called ______ events. (Two words, or one.)`,
    answer: ["mutually exclusive", "disjoint"],
    solution: tex`Events that share no outcome are **mutually exclusive** (also called **disjoint**). For them $P(A \cap B) = 0$, so the addition rule becomes $P(A \cup B) = P(A) + P(B)$.`,
    source: ORIGINAL_SOURCE,
  },
  // ----- End term: weeks 9–12 -----
  {
    slug: "pmf-constant-and-tail",
    course: "BSMA1002",
    exam: "end-term",
    topic: "PMF",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`A random variable $X$ takes the values $1, 2, 3, 4$ with $P(X = x) = kx$. Find $P(X \ge 3)$.`,
    solution: tex`The probabilities must add to 1:

$$k(1 + 2 + 3 + 4) = 10k = 1 \implies k = \frac{1}{10}$$

$$P(X \ge 3) = P(X = 3) + P(X = 4) = \frac{3}{10} + \frac{4}{10} = 0.7$$`,
    answer: { value: 0.7, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "expected-stall-profit",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Expectation",
    difficulty: "easy",
    marks: 2,
    kind: "numeric",
    stem: tex`The daily profit $X$ (in ₹) of a food stall has this distribution:

| $x$ | ${DATA.stallProfit.values.join(" | ")} |
| --- | --- | --- | --- | --- |
| $P(X = x)$ | ${DATA.stallProfit.probs.join(" | ")} |

Find the expected daily profit $E[X]$ in ₹.`,
    solution: tex`$$E[X] = \sum x\,P(X = x) = (-200)(0.1) + 0(0.3) + 300(0.4) + 800(0.2)$$

$$= -20 + 0 + 120 + 160 = 260$$

The expected daily profit is ₹260.`,
    answer: { value: 260, tolerance: 0.01 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "variance-of-discrete-rv",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Variance of a random variable",
    difficulty: "medium",
    marks: 3,
    kind: "single",
    stem: tex`$X$ takes the values $1, 2, 3$ with probabilities $${DATA.coinVar.probs.join(", ")}$ respectively. What is $\operatorname{Var}(X)$?`,
    options: ["$0.49$", "$4.70$", "$0.70$", "$2.10$"],
    answer: 0,
    solution: tex`$$E[X] = 1(0.2) + 2(0.5) + 3(0.3) = 2.1$$

$$E[X^2] = 1(0.2) + 4(0.5) + 9(0.3) = 4.9$$

$$\operatorname{Var}(X) = E[X^2] - (E[X])^2 = 4.9 - 4.41 = 0.49$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "binomial-exactly-two",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Binomial distribution",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`Each of ${DATA.binom.n} independent online orders is returned with probability $${DATA.binom.p}$. What is the probability that exactly ${DATA.binom.k} of the orders are returned? Give your answer correct to four decimal places.`,
    solution: tex`The number returned is $X \sim \text{Binomial}(n = 8, p = 0.3)$.

$$P(X = 2) = \binom{8}{2}(0.3)^2(0.7)^6 = 28 \times 0.09 \times 0.117649 \approx 0.2965$$`,
    answer: { value: 0.2965, tolerance: 0.00015 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "poisson-at-most-one",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Poisson distribution",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`The number of support tickets arriving in an hour follows a Poisson distribution with mean $\lambda = ${DATA.poisson.lambda}$. What is the probability that **at most one** ticket arrives in a given hour? Give your answer correct to four decimal places.`,
    solution: tex`$$P(X \le 1) = P(X = 0) + P(X = 1) = e^{-3}\frac{3^0}{0!} + e^{-3}\frac{3^1}{1!} = 4e^{-3}$$

$$4e^{-3} \approx 4 \times 0.049787 \approx 0.1991$$`,
    answer: { value: 0.1991, tolerance: 0.00015 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "uniform-interval-probability",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Uniform distribution",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: tex`$X \sim \text{Uniform}(${DATA.uniform.a}, ${DATA.uniform.b})$. What is $P(${DATA.uniform.lo} < X < ${DATA.uniform.hi})$?`,
    options: ["$0.4$", "$0.5$", "$0.7$", "$0.625$"],
    answer: 1,
    solution: tex`The density is $f(x) = \frac{1}{10 - 2} = \frac{1}{8}$ on $[2, 10]$, so a probability is the interval's length over $8$:

$$P(3 < X < 7) = \frac{7 - 3}{8} = 0.5$$`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "exponential-survival",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Exponential distribution",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: tex`The time (in years) until a hard disk fails is exponentially distributed with rate $\lambda = ${DATA.exponential.rate}$ per year. What is the probability that a disk lasts **more than** ${DATA.exponential.t} years? Give your answer correct to three decimal places.`,
    solution: tex`For $X \sim \text{Exp}(\lambda)$, $P(X > t) = 1 - F(t) = e^{-\lambda t}$.

$$P(X > 5) = e^{-0.2 \times 5} = e^{-1} \approx 0.368$$`,
    answer: { value: 0.368, tolerance: 0.0015 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "binomial-variance",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Binomial mean and variance",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: tex`A multiple-choice test has ${DATA.binomMoments.n} questions, each with 4 options. A student guesses every answer at random. Let $X$ be the number of correct answers. What is $\operatorname{Var}(X)$?`,
    options: ["$5$", "$3.75$", "$1.94$", "$15$"],
    answer: 1,
    solution: tex`$X \sim \text{Binomial}(n = 20, p = 0.25)$.

$$\operatorname{Var}(X) = np(1 - p) = 20 \times 0.25 \times 0.75 = 3.75$$

($5$ is the mean $np$, and $1.94$ the standard deviation.)`,
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "cdf-from-pmf",
    course: "BSMA1002",
    exam: "end-term",
    topic: "CDF",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: tex`The number of goals $X$ a team scores in a match has PMF

| $x$ | ${DATA.cdf.values.join(" | ")} |
| --- | --- | --- | --- | --- |
| $P(X = x)$ | ${DATA.cdf.probs.join(" | ")} |

Find the value of the CDF at $2.5$, that is $F(2.5) = P(X \le 2.5)$.`,
    solution: tex`The CDF adds the PMF over all values up to $2.5$, that is $x = 0, 1, 2$:

$$F(2.5) = 0.15 + 0.35 + 0.30 = 0.80$$`,
    answer: { value: 0.8, tolerance: 0.001 },
    source: ORIGINAL_SOURCE,
  },
  {
    slug: "poisson-mean-equals-variance",
    course: "BSMA1002",
    exam: "end-term",
    topic: "Poisson distribution",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: tex`For a Poisson random variable $X$ with $E[X] = 4.2$, what is $\operatorname{Var}(X)$? Write the number.`,
    answer: ["4.2", "4.20"],
    solution: tex`For a Poisson distribution with parameter $\lambda$, both the mean and the variance equal $\lambda$.

Since $E[X] = \lambda = 4.2$, $\operatorname{Var}(X) = 4.2$.`,
    source: ORIGINAL_SOURCE,
  },
];
