// BSCS1002 Programming in Python: original practice questions. Every question's key is checked
// by running its Python with python3 (BSCS1002.test.ts); the code lives in PY so the stem and the
// test share it.
import { ORIGINAL_SOURCE, type PracticeQuestion } from "../question-schema";

/** How the test checks a question by running Python. */
export type PythonCheck =
  /** Run `code`; its stdout (trailing newline removed) is the key. */
  | { type: "output"; code: string }
  /** Put each option (without backticks) in place of `___` in `template`; only the key's option prints `target`. */
  | { type: "fill"; template: string; target: string }
  /** Run each option alone; exactly the keyed options raise an exception. */
  | { type: "raises" };

const py = (code: string) => "```python\n" + code + "\n```";

export const PY: Record<string, PythonCheck> = {
  "int-division-and-remainder": {
    type: "output",
    code: `a = 47
b = 6
print(a // b, a % b, a / b > 7)`,
  },
  "grade-from-nested-conditions": {
    type: "output",
    code: `marks = 72
attendance = 64
if marks >= 80:
    grade = "A"
elif marks >= 60:
    if attendance >= 75:
        grade = "B"
    else:
        grade = "C"
else:
    grade = "D"
print(grade)`,
  },
  "string-slices": {
    type: "output",
    code: `s = "COMPUTATION"
print(s[2:7], s[::-3])`,
  },
  "collatz-steps": {
    type: "output",
    code: `n = 100
steps = 0
while n > 1:
    if n % 2 == 0:
        n = n // 2
    else:
        n = 3 * n + 1
    steps += 1
print(steps)`,
  },
  "sum-of-a-stepped-range": {
    type: "output",
    code: `print(sum(range(3, 30, 4)))`,
  },
  "truthiness-of-or-and": {
    type: "output",
    code: `print(0 or "" or [] or "go", 7 and 0, not "")`,
  },
  "elif-stops-at-first-match": {
    type: "output",
    code: `x = 45
if x % 3 == 0:
    print("three")
elif x % 5 == 0:
    print("five")
elif x % 15 == 0:
    print("fifteen")
else:
    print("none")`,
  },
  "for-else-with-break": {
    type: "output",
    code: `for n in [9, 15, 21, 23, 27]:
    if n % 3 != 0:
        print("found", n)
        break
else:
    print("all multiples of 3")`,
  },
  "pairs-in-nested-loops": {
    type: "output",
    code: `count = 0
for i in range(1, 10):
    for j in range(i + 1, 10):
        if (i + j) % 4 == 0:
            count += 1
print(count)`,
  },
  "chained-string-methods": {
    type: "output",
    code: `title = "  Data Science Basics "
print(title.strip().lower().replace(" ", "_"))`,
  },
  "list-alias-versus-copy": {
    type: "output",
    code: `a = [1, 2, 3]
b = a
c = a[:]
b.append(4)
c.append(5)
print(len(a), len(b), len(c))`,
  },
  "comprehension-with-filter": {
    type: "output",
    code: `squares = [x * x for x in range(12) if x % 3 == 1]
print(sum(squares))`,
  },
  "most-frequent-word": {
    type: "output",
    code: `text = "to be or not to be that is to see"
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
best = max(counts, key=counts.get)
print(best, counts[best])`,
  },
  "symmetric-difference": {
    type: "output",
    code: `a = {2, 4, 6, 8, 10}
b = {3, 6, 9, 12}
print(sorted(a ^ b))`,
  },
  "assigning-into-a-tuple": {
    type: "output",
    code: `t = (4, 5, 6)
try:
    t[0] = 9
    print("no error")
except Exception as e:
    print(type(e).__name__)`,
  },
  "dict-get-with-default": {
    type: "output",
    code: `stock = {"pen": 12, "ink": 3, "pad": 7}
order = ["pen", "pad", "clip", "ink", "clip"]
total = 0
for item in order:
    total += stock.get(item, -1)
print(total)`,
  },
  "choose-the-line-reverse": {
    type: "fill",
    template: `nums = [3, 8, 1, 6]
rev = []
for x in nums:
    ___
print(rev)`,
    target: "[6, 1, 8, 3]",
  },
  "stable-sort-by-length": {
    type: "output",
    code: `words = ["kiwi", "fig", "apple", "date", "pear", "banana"]
print(sorted(words, key=len))`,
  },
  "range-with-negative-step": {
    type: "output",
    code: `print(list(range(20, 2, -6)))`,
  },
  "repeated-inner-list": {
    type: "output",
    code: `grid = [[0] * 3] * 2
grid[0][1] = 5
print(grid)`,
  },
  "count-lines-in-a-file-object": {
    type: "output",
    code: `import io
log = io.StringIO("ok start\\nerror disk\\nok read\\nERROR net\\nerror disk again\\n")
n = 0
for line in log:
    if line.lower().startswith("error"):
        n += 1
print(n)`,
  },
  "readline-then-read": {
    type: "output",
    code: `import io
f = io.StringIO("alpha\\nbeta\\ngamma\\n")
first = f.readline()
rest = f.read().split()
print(first.strip(), len(rest))`,
  },
  "write-seek-read": {
    type: "output",
    code: `import io
f = io.StringIO()
f.write("10,20\\n")
f.write("30\\n")
f.seek(0)
values = [int(v) for line in f for v in line.strip().split(",")]
print(sum(values))`,
  },
  "math-floor-ceil-round": {
    type: "output",
    code: `import math
print(math.floor(-2.5), math.ceil(-2.5), round(2.5), round(3.5))`,
  },
  "recursive-digit-root": {
    type: "output",
    code: `def root(n):
    if n < 10:
        return n
    return root(sum(int(d) for d in str(n)))

print(root(98765))`,
  },
  "csv-reader-totals": {
    type: "output",
    code: `import csv, io
f = io.StringIO("item,qty\\npen,3\\npad,5\\npen,4\\nink,2\\n")
rows = csv.reader(f)
next(rows)
totals = {}
for item, qty in rows:
    totals[item] = totals.get(item, 0) + int(qty)
print(totals)`,
  },
  "counter-most-common": {
    type: "output",
    code: `from collections import Counter
print(Counter("mississippi").most_common(2))`,
  },
  "statistics-median-and-mean": {
    type: "output",
    code: `import statistics
print(statistics.median([4, 8, 15, 16, 23, 42]), statistics.mean([2, 4, 9]))`,
  },
  "local-and-global-names": {
    type: "output",
    code: `x = 5

def f():
    x = 10
    return x * 2

def g():
    global x
    x = x + 1
    return x

print(f(), g(), x)`,
  },
  "which-expressions-raise": { type: "raises" },
};

function code(slug: string): string {
  const check = PY[slug];
  if (check?.type === "output") return py(check.code);
  if (check?.type === "fill") return py(check.template);
  throw new Error(`No code for ${slug}`);
}

const base = { course: "BSCS1002", source: ORIGINAL_SOURCE } as const;

export const questions: PracticeQuestion[] = [
  // Quiz 1: weeks 1–4 (algorithms, conditionals, iterations)
  {
    ...base,
    slug: "int-division-and-remainder",
    exam: "quiz-1",
    topic: "Arithmetic operators",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `What does this code print?\n\n${code("int-division-and-remainder")}`,
    options: ["`7 5 True`", "`7 5 False`", "`7.83 5 True`", "`8 -1 True`"],
    answer: 0,
    solution: [
      "- `47 // 6` is floor division: $6 \\times 7 = 42 \\le 47 < 48$, so it is `7`.",
      "- `47 % 6` is the remainder $47 - 42 = 5$.",
      "- `47 / 6` is true division, $7.83\\ldots$, which is greater than 7, so `True`.",
      "",
      "Output: `7 5 True`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "grade-from-nested-conditions",
    exam: "quiz-1",
    topic: "Conditionals",
    difficulty: "easy",
    marks: 2,
    kind: "text",
    stem: `What does this code print? (Type the output exactly.)\n\n${code("grade-from-nested-conditions")}`,
    answer: ["C"],
    solution: [
      "1. `marks >= 80` is false (72), so the first branch is skipped.",
      "2. `marks >= 60` is true, so we enter the nested `if`.",
      '3. `attendance >= 75` is false (64), so the inner `else` runs: `grade = "C"`.',
      "",
      "Output: `C`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "string-slices",
    exam: "quiz-1",
    topic: "String slicing",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("string-slices")}`,
    options: ["`MPUTA NTUO`", "`MPUTAT NTUO`", "`OMPUT NOTC`", "`MPUTA NOITATUPMOC`"],
    answer: 0,
    solution: [
      "Indices of `COMPUTATION`: C0 O1 M2 P3 U4 T5 A6 T7 I8 O9 N10.",
      "",
      "- `s[2:7]` takes indices 2 to 6: `MPUTA` (index 7 is excluded).",
      "- `s[::-3]` starts at the last index 10 and steps by $-3$: indices 10, 7, 4, 1 → `N`, `T`, `U`, `O` = `NTUO`.",
      "",
      "Output: `MPUTA NTUO`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "collatz-steps",
    exam: "quiz-1",
    topic: "While loops",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: `What number does this code print?\n\n${code("collatz-steps")}`,
    answer: { value: 25, tolerance: 0 },
    solution: [
      "Trace $n$, counting one step per change:",
      "",
      "100 → 50 → 25 → 76 → 38 → 19 → 58 → 29 → 88 → 44 → 22 → 11 → 34 → 17 → 52 → 26 → 13 → 40 → 20 → 10 → 5 → 16 → 8 → 4 → 2 → 1.",
      "",
      "There are 26 values in the chain, so 25 arrows (steps). The loop stops when $n = 1$, and the code prints `25`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "sum-of-a-stepped-range",
    exam: "quiz-1",
    topic: "Ranges",
    difficulty: "easy",
    marks: 1,
    kind: "numeric",
    stem: `What does this code print?\n\n${code("sum-of-a-stepped-range")}`,
    answer: { value: 105, tolerance: 0 },
    solution: [
      "`range(3, 30, 4)` gives 3, 7, 11, 15, 19, 23, 27 (31 would pass the stop value 30).",
      "",
      "These are 7 terms of an arithmetic progression, so",
      "$$3 + 7 + \\cdots + 27 = \\frac{7\\,(3 + 27)}{2} = 105.$$",
    ].join("\n"),
  },
  {
    ...base,
    slug: "truthiness-of-or-and",
    exam: "quiz-1",
    topic: "Boolean operators",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("truthiness-of-or-and")}`,
    options: ["`go 0 True`", "`True False True`", "`go 7 False`", "`[] 0 True`"],
    answer: 0,
    solution: [
      '- `or` returns the first truthy operand: `0`, `""` and `[]` are falsy, so the result is `"go"`.',
      "- `and` returns the first falsy operand, or the last one: `7` is truthy, so the result is `0`.",
      '- The empty string is falsy, so `not ""` is `True`.',
      "",
      "Output: `go 0 True`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "elif-stops-at-first-match",
    exam: "quiz-1",
    topic: "Conditionals",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `What does this code print?\n\n${code("elif-stops-at-first-match")}`,
    options: ["`three`", "`five`", "`fifteen`", "`none`"],
    answer: 0,
    solution: [
      "An `if`/`elif` chain runs only the first branch whose condition is true.",
      "",
      "$45 = 3 \\times 15$, so `x % 3 == 0` is already true and `three` is printed; the later conditions (also true for 45) are never tested.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "for-else-with-break",
    exam: "quiz-1",
    topic: "Loops: break and else",
    difficulty: "medium",
    marks: 2,
    kind: "text",
    stem: `What does this code print? (Type the output exactly.)\n\n${code("for-else-with-break")}`,
    answer: ["found 23"],
    solution: [
      "The loop checks each number for `n % 3 != 0`:",
      "",
      "- 9, 15, 21 are multiples of 3, so nothing happens.",
      "- 23 is not ($23 = 3 \\times 7 + 2$): it prints `found 23` and `break`s.",
      "",
      "The `else` of a `for` runs only if the loop ended without `break`, so it is skipped. Output: `found 23`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "pairs-in-nested-loops",
    exam: "quiz-1",
    topic: "Nested loops",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: `What number does this code print?\n\n${code("pairs-in-nested-loops")}`,
    answer: { value: 8, tolerance: 0 },
    solution: [
      "The loops visit each pair $1 \\le i < j \\le 9$ once. Count pairs whose sum is 4, 8, 12 or 16:",
      "",
      "- sum 4: (1,3)",
      "- sum 8: (1,7), (2,6), (3,5)",
      "- sum 12: (3,9), (4,8), (5,7)",
      "- sum 16: (7,9)",
      "",
      "Total $1 + 3 + 3 + 1 = 8$.",
    ].join("\n"),
  },
  // Quiz 2: weeks 5–8 (ranges, basic collections)
  {
    ...base,
    slug: "chained-string-methods",
    exam: "quiz-2",
    topic: "String methods",
    difficulty: "easy",
    marks: 1,
    kind: "text",
    stem: `What does this code print? (Type the output exactly.)\n\n${code("chained-string-methods")}`,
    answer: ["data_science_basics"],
    solution: [
      "The methods apply left to right, each to the string returned by the previous one:",
      "",
      '1. `strip()` removes the outer spaces: `"Data Science Basics"`.',
      '2. `lower()`: `"data science basics"`.',
      '3. `replace(" ", "_")`: `"data_science_basics"`.',
    ].join("\n"),
  },
  {
    ...base,
    slug: "list-alias-versus-copy",
    exam: "quiz-2",
    topic: "Lists: aliasing and copying",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("list-alias-versus-copy")}`,
    options: ["`4 4 4`", "`3 4 4`", "`4 4 5`", "`5 5 4`"],
    answer: 0,
    solution: [
      "- `b = a` makes `b` a second name for the same list, so `b.append(4)` changes `a` too: `a` and `b` are `[1, 2, 3, 4]`.",
      "- `c = a[:]` is a new list (a copy of `[1, 2, 3]`), so `c.append(5)` gives `[1, 2, 3, 5]` and does not touch `a`.",
      "",
      "Lengths: 4, 4, 4. Output: `4 4 4`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "comprehension-with-filter",
    exam: "quiz-2",
    topic: "List comprehensions",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: `What number does this code print?\n\n${code("comprehension-with-filter")}`,
    answer: { value: 166, tolerance: 0 },
    solution: [
      "The values of `x` in `range(12)` with `x % 3 == 1` are 1, 4, 7, 10.",
      "",
      "Their squares are 1, 16, 49, 100, and",
      "$$1 + 16 + 49 + 100 = 166.$$",
    ].join("\n"),
  },
  {
    ...base,
    slug: "most-frequent-word",
    exam: "quiz-2",
    topic: "Dictionaries",
    difficulty: "medium",
    marks: 2,
    kind: "text",
    stem: `What does this code print? (Type the output exactly.)\n\n${code("most-frequent-word")}`,
    answer: ["to 3"],
    solution: [
      "The loop counts each word: `to` 3, `be` 2, and `or`, `not`, `that`, `is`, `see` 1 each.",
      "",
      "`max(counts, key=counts.get)` returns the key with the largest count; `to` (3) is the unique maximum.",
      "",
      "Output: `to 3`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "symmetric-difference",
    exam: "quiz-2",
    topic: "Sets",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("symmetric-difference")}`,
    options: [
      "`[2, 3, 4, 8, 9, 10, 12]`",
      "`[6]`",
      "`[2, 3, 4, 6, 8, 9, 10, 12]`",
      "`[2, 4, 8, 10]`",
    ],
    answer: 0,
    solution: [
      "`a ^ b` is the symmetric difference: elements in exactly one of the two sets.",
      "",
      "Only 6 is in both, so it is dropped; everything else stays: $\\{2, 4, 8, 10\\} \\cup \\{3, 9, 12\\}$.",
      "",
      "`sorted` returns a list in increasing order: `[2, 3, 4, 8, 9, 10, 12]`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "assigning-into-a-tuple",
    exam: "quiz-2",
    topic: "Tuples and errors",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `What does this code print?\n\n${code("assigning-into-a-tuple")}`,
    options: ["`TypeError`", "`ValueError`", "`IndexError`", "`no error`"],
    answer: 0,
    solution: [
      "Tuples are immutable: they do not support item assignment.",
      "",
      "`t[0] = 9` raises `TypeError` ('tuple' object does not support item assignment) before `print(\"no error\")` runs; the `except` prints the exception's class name, `TypeError`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "dict-get-with-default",
    exam: "quiz-2",
    topic: "Dictionaries",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: `What number does this code print?\n\n${code("dict-get-with-default")}`,
    answer: { value: 20, tolerance: 0 },
    solution: [
      "`stock.get(item, -1)` gives the stock, or $-1$ when the key is missing.",
      "",
      "| item | value added |",
      "|---|---|",
      "| pen | 12 |",
      "| pad | 7 |",
      "| clip | −1 |",
      "| ink | 3 |",
      "| clip | −1 |",
      "",
      "Total $12 + 7 - 1 + 3 - 1 = 20$.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "choose-the-line-reverse",
    exam: "quiz-2",
    topic: "List methods",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `Which line, put in place of \`___\`, makes this code print \`[6, 1, 8, 3]\`?\n\n${code("choose-the-line-reverse")}`,
    options: [
      "`rev.insert(0, x)`",
      "`rev.append(x)`",
      "`rev = [x] + rev[1:]`",
      "`rev.insert(-1, x)`",
    ],
    answer: 0,
    solution: [
      "We want each new element to go in front of those already seen.",
      "",
      "- `rev.insert(0, x)` puts `x` at the front: `[3]`, `[8, 3]`, `[1, 8, 3]`, `[6, 1, 8, 3]`. ✓",
      "- `rev.append(x)` keeps the original order `[3, 8, 1, 6]`.",
      "- `rev = [x] + rev[1:]` drops the old first element each time, ending with `[6, 1, 3]`.",
      "- `rev.insert(-1, x)` inserts before the last element, giving `[8, 1, 6, 3]`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "stable-sort-by-length",
    exam: "quiz-2",
    topic: "Sorting with a key",
    difficulty: "hard",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("stable-sort-by-length")}`,
    options: [
      "`['fig', 'kiwi', 'date', 'pear', 'apple', 'banana']`",
      "`['fig', 'date', 'kiwi', 'pear', 'apple', 'banana']`",
      "`['apple', 'banana', 'date', 'fig', 'kiwi', 'pear']`",
      "`['banana', 'apple', 'kiwi', 'date', 'pear', 'fig']`",
    ],
    answer: 0,
    solution: [
      "`key=len` sorts by length only: fig (3); kiwi, date, pear (4); apple (5); banana (6).",
      "",
      "Python's sort is *stable*: words with equal keys keep their original order, so the three 4-letter words stay as kiwi, date, pear (not alphabetical).",
      "",
      "Output: `['fig', 'kiwi', 'date', 'pear', 'apple', 'banana']`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "range-with-negative-step",
    exam: "quiz-2",
    topic: "Ranges",
    difficulty: "easy",
    marks: 1,
    kind: "single",
    stem: `What does this code print?\n\n${code("range-with-negative-step")}`,
    options: ["`[20, 14, 8]`", "`[20, 14, 8, 2]`", "`[]`", "`[2, 8, 14, 20]`"],
    answer: 0,
    solution: [
      "With a negative step the range counts down from 20 while the value is still *greater than* the stop 2.",
      "",
      "20, 14, 8 qualify; the next value 2 is not greater than 2, so it is excluded.",
      "",
      "Output: `[20, 14, 8]`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "repeated-inner-list",
    exam: "quiz-2",
    topic: "Nested lists",
    difficulty: "hard",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("repeated-inner-list")}`,
    options: [
      "`[[0, 5, 0], [0, 5, 0]]`",
      "`[[0, 5, 0], [0, 0, 0]]`",
      "`[[5, 0, 0], [0, 0, 0]]`",
      "`[[0, 5, 0, 0, 5, 0]]`",
    ],
    answer: 0,
    solution: [
      "`[0] * 3` builds one list `[0, 0, 0]`. Multiplying the outer list by 2 repeats the *reference* to that same inner list, so both rows are one object.",
      "",
      "Changing `grid[0][1]` changes that shared list, and it shows in both rows.",
      "",
      "Output: `[[0, 5, 0], [0, 5, 0]]`. (Use `[[0] * 3 for _ in range(2)]` for independent rows.)",
    ].join("\n"),
  },
  // End term: weeks 9–12 (file operations, modules) and the whole course
  {
    ...base,
    slug: "count-lines-in-a-file-object",
    exam: "end-term",
    topic: "File operations: reading lines",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: `\`io.StringIO\` gives an in-memory text object that behaves like a file opened for reading. What number does this code print?\n\n${code("count-lines-in-a-file-object")}`,
    answer: { value: 3, tolerance: 0 },
    solution: [
      "Iterating over a file gives one line at a time (each with its `\\n`). The lines are:",
      "",
      "1. `ok start` — no",
      "2. `error disk` — yes",
      "3. `ok read` — no",
      "4. `ERROR net` — `lower()` makes it `error net`, yes",
      "5. `error disk again` — yes",
      "",
      "So `n` is 3.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "readline-then-read",
    exam: "end-term",
    topic: "File operations: readline and read",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `\`io.StringIO\` behaves like a file opened for reading. What does this code print?\n\n${code("readline-then-read")}`,
    options: ["`alpha 2`", "`alpha 3`", "`alpha\\n 2`", "`alpha beta gamma 0`"],
    answer: 0,
    solution: [
      'A file keeps a position. `readline()` reads `"alpha\\n"` and moves the position to the start of `beta`.',
      "",
      "`read()` then returns the rest, `\"beta\\ngamma\\n\"`; `split()` gives `['beta', 'gamma']`, of length 2.",
      "",
      "`first.strip()` removes the newline, so the output is `alpha 2`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "write-seek-read",
    exam: "end-term",
    topic: "File operations: write and seek",
    difficulty: "hard",
    marks: 3,
    kind: "numeric",
    stem: `\`io.StringIO()\` gives an in-memory text object that can be written and read like a file. What number does this code print?\n\n${code("write-seek-read")}`,
    answer: { value: 60, tolerance: 0 },
    solution: [
      'After the two writes the content is `"10,20\\n30\\n"` and the position is at the end.',
      "",
      "`seek(0)` moves back to the start, so iterating reads the lines `10,20` and `30`.",
      "",
      "The comprehension splits each stripped line at commas: 10, 20, 30, and their sum is 60. (Without `seek(0)` nothing would be read and the sum would be 0.)",
    ].join("\n"),
  },
  {
    ...base,
    slug: "math-floor-ceil-round",
    exam: "end-term",
    topic: "Modules: math",
    difficulty: "hard",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("math-floor-ceil-round")}`,
    options: ["`-3 -2 2 4`", "`-2 -3 3 4`", "`-3 -2 3 4`", "`-2 -2 2 3`"],
    answer: 0,
    solution: [
      "- `math.floor(-2.5)` is the largest integer $\\le -2.5$: $-3$.",
      "- `math.ceil(-2.5)` is the smallest integer $\\ge -2.5$: $-2$.",
      "- The built-in `round` rounds halves to the nearest *even* integer: `round(2.5)` is 2 and `round(3.5)` is 4.",
      "",
      "Output: `-3 -2 2 4`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "recursive-digit-root",
    exam: "end-term",
    topic: "Functions and recursion",
    difficulty: "medium",
    marks: 2,
    kind: "numeric",
    stem: `What number does this code print?\n\n${code("recursive-digit-root")}`,
    answer: { value: 8, tolerance: 0 },
    solution: [
      "Each call replaces $n$ by the sum of its digits until a single digit remains:",
      "",
      "- `root(98765)`: $9 + 8 + 7 + 6 + 5 = 35$",
      "- `root(35)`: $3 + 5 = 8$",
      "- `root(8)`: $8 < 10$, return 8.",
      "",
      "Output: `8`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "which-expressions-raise",
    exam: "end-term",
    topic: "Errors and exceptions",
    difficulty: "medium",
    marks: 3,
    kind: "multiple",
    stem: "Each line below is run on its own. Which of them raise an exception? Choose all that apply.",
    options: [
      '`int("3.5")`',
      '`float("3.5")`',
      '`"abc"[5]`',
      '`"abc"[1:9]`',
      '`{"a": 1}["b"]`',
      "`[4, 5].index(6)`",
    ],
    answer: [0, 2, 4, 5],
    solution: [
      '- `int("3.5")` raises `ValueError`: `int` does not parse a decimal point.',
      '- `float("3.5")` is fine: `3.5`.',
      '- `"abc"[5]` raises `IndexError`: indexing past the end is an error.',
      '- `"abc"[1:9]` is fine: slices are clipped to the string, giving `"bc"`.',
      '- `{"a": 1}["b"]` raises `KeyError`: the key is missing.',
      "- `[4, 5].index(6)` raises `ValueError`: 6 is not in the list.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "csv-reader-totals",
    exam: "end-term",
    topic: "File operations: CSV",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `\`io.StringIO\` behaves like a text file opened for reading. What does this code print?\n\n${code("csv-reader-totals")}`,
    options: [
      "`{'pen': 7, 'pad': 5, 'ink': 2}`",
      "`{'item': 'qty', 'pen': 7, 'pad': 5, 'ink': 2}`",
      "`{'pen': 4, 'pad': 5, 'ink': 2}`",
      "`{'pen': '34', 'pad': '5', 'ink': '2'}`",
    ],
    answer: 0,
    solution: [
      "`csv.reader` yields each line as a list of strings. `next(rows)` consumes the header `['item', 'qty']`, so it is never added.",
      "",
      "The loop then adds `int(qty)` per item: pen $3 + 4 = 7$, pad 5, ink 2. Because of `int`, the values are numbers, not concatenated strings.",
      "",
      "Dictionaries keep insertion order: `{'pen': 7, 'pad': 5, 'ink': 2}`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "counter-most-common",
    exam: "end-term",
    topic: "Modules: collections",
    difficulty: "hard",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("counter-most-common")}`,
    options: [
      "`[('i', 4), ('s', 4)]`",
      "`[('s', 4), ('i', 4)]`",
      "`[('i', 4), ('s', 4), ('p', 2)]`",
      "`{'i': 4, 's': 4}`",
    ],
    answer: 0,
    solution: [
      "`Counter` counts letters in order of first appearance: m 1, i 4, s 4, p 2.",
      "",
      "`most_common(2)` returns a *list* of the two (element, count) pairs with the largest counts. `i` and `s` tie at 4; ties keep first-appearance order, and `i` appears before `s`.",
      "",
      "Output: `[('i', 4), ('s', 4)]`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "statistics-median-and-mean",
    exam: "end-term",
    topic: "Modules: statistics",
    difficulty: "medium",
    marks: 2,
    kind: "single",
    stem: `What does this code print?\n\n${code("statistics-median-and-mean")}`,
    options: ["`15.5 5`", "`15 5`", "`16 5.0`", "`18.0 5`"],
    answer: 0,
    solution: [
      "- The list has an even number (6) of values, so the median is the mean of the middle two: $(15 + 16)/2 = 15.5$.",
      "- The mean of $2, 4, 9$ is $15/3 = 5$; for integer data that divides exactly, `statistics.mean` gives the integer `5`.",
      "",
      "Output: `15.5 5`.",
    ].join("\n"),
  },
  {
    ...base,
    slug: "local-and-global-names",
    exam: "end-term",
    topic: "Functions: scope",
    difficulty: "hard",
    marks: 3,
    kind: "text",
    stem: `What does this code print? (Type the output exactly.)\n\n${code("local-and-global-names")}`,
    answer: ["20 6 6"],
    solution: [
      "- In `f`, `x = 10` creates a *local* `x`; it returns 20 and the global `x` stays 5.",
      "- In `g`, `global x` makes the assignment change the global: `x` becomes 6 and 6 is returned.",
      "- The arguments of `print` are evaluated left to right, so when the last `x` is read, `g()` has already run: 6.",
      "",
      "Output: `20 6 6`.",
    ].join("\n"),
  },
];
