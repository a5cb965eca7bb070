// Every BSCS1001 key is recomputed here: each procedure is reimplemented on the same dataset the
// stem prints, and the key must match (for choices: the key's option shows the value, no other does).
import { describe, expect, it } from "vitest";
import type { PracticeQuestion } from "../question-schema";
import {
  ACCOUNT_OPS,
  ADJACENCY,
  BUFFER_CAPACITY,
  BUFFER_EVENTS,
  NEIGHBOURS_K,
  NEW_STUDENT_MATHS,
  BIRTH_MONTHS,
  DFS_GRAPH,
  INSERTION_LIST,
  LINKS,
  NODES,
  PARENT,
  questions,
  RECORD_LIST,
  ROADS,
  STUDENT_TABLE,
  STUDENTS,
  SUBSET_ITEMS,
  SUBSET_TARGET,
  TRACE_START,
} from "./BSCS1001";

type Expected = { numeric: number } | { option: string } | { options: string[] } | { text: string };

const total = (s: (typeof STUDENTS)[number]) => s.maths + s.physics + s.chemistry;

function insertionSort(list: number[], passes = list.length - 1) {
  const a = [...list];
  let comparisons = 0;
  for (let k = 1; k <= passes; k++) {
    const key = a[k]!;
    let j = k - 1;
    while (j >= 0) {
      comparisons++;
      if (a[j]! > key) {
        a[j + 1] = a[j]!;
        j--;
      } else break;
    }
    a[j + 1] = key;
  }
  return { list: a, comparisons };
}

const neighboursByMatrix = (i: number) => NODES.filter((_, j) => ADJACENCY[i]![j] === 1);

const expected: Record<string, () => Expected> = {
  "chennai-maths-above-60": () => ({
    numeric: STUDENTS.filter((s) => s.city === "Chennai" && s.maths > 60).length,
  }),
  "highest-physics-mark": () => {
    let max = 0;
    let name = "";
    for (const s of STUDENTS)
      if (s.physics > max) {
        max = s.physics;
        name = s.name;
      }
    return { option: name };
  },
  "chemistry-sum-with-or": () => ({
    numeric: STUDENTS.filter((s) => s.maths >= 80 || s.physics >= 80).reduce(
      (sum, s) => sum + s.chemistry,
      0,
    ),
  }),
  "average-total-of-girls": () => {
    const girls = STUDENTS.filter((s) => s.gender === "F");
    return { numeric: girls.reduce((sum, s) => sum + total(s), 0) / girls.length };
  },
  "trace-two-variable-update": () => {
    let { A, B } = TRACE_START;
    for (let i = 0; i < TRACE_START.rounds; i++) {
      const C = A + 2 * B;
      A = B;
      B = C;
    }
    return { numeric: B };
  },
  "third-prize-by-total": () => {
    const ranked = [...STUDENTS].sort((a, b) => total(b) - total(a));
    expect(total(ranked[2]!)).toBeGreaterThan(total(ranked[3]!));
    return { option: ranked[2]!.name };
  },
  "same-city-close-maths-pairs": () => {
    let n = 0;
    for (let i = 0; i < STUDENTS.length; i++)
      for (let j = i + 1; j < STUDENTS.length; j++) {
        const [a, b] = [STUDENTS[i]!, STUDENTS[j]!];
        if (a.city === b.city && Math.abs(a.maths - b.maths) <= 10) n++;
      }
    return { numeric: n };
  },
  "busiest-maths-bin": () => {
    const bins = new Map<number, number>();
    for (const s of STUDENTS) {
      const low = Math.floor(s.maths / 10) * 10;
      bins.set(low, (bins.get(low) ?? 0) + 1);
    }
    const best = Math.max(...bins.values());
    const winners = [...bins].filter(([, n]) => n === best);
    expect(winners).toHaveLength(1);
    const low = winners[0]![0];
    return { option: `${low}–${low + 9}` };
  },
  "shared-birth-month-pairs": () => {
    let n = 0;
    for (let i = 0; i < BIRTH_MONTHS.length; i++)
      for (let j = i + 1; j < BIRTH_MONTHS.length; j++)
        if (BIRTH_MONTHS[i] === BIRTH_MONTHS[j]) n++;
    return { numeric: n };
  },
  "procedure-with-parameters": () => {
    const countAbove = (field: "maths" | "chemistry", limit: number) =>
      STUDENTS.filter((s) => s[field] > limit).length;
    return { numeric: countAbove("maths", 75) * countAbove("chemistry", 70) };
  },
  "insertion-sort-after-three-passes": () => ({
    option: `[${insertionSort(INSERTION_LIST, 3).list.join(", ")}]`,
  }),
  "insertion-sort-comparisons": () => ({ numeric: insertionSort(INSERTION_LIST).comparisons }),
  "count-running-records": () => {
    let best = -Infinity;
    let n = 0;
    for (const x of RECORD_LIST)
      if (x > best) {
        best = x;
        n++;
      }
    return { numeric: n };
  },
  "city-with-best-average-maths": () => {
    const totals: Record<string, number> = {};
    const counts: Record<string, number> = {};
    for (const s of STUDENTS) {
      totals[s.city] = (totals[s.city] ?? 0) + s.maths;
      counts[s.city] = (counts[s.city] ?? 0) + 1;
    }
    const averages = Object.keys(totals).map((c) => [c, totals[c]! / counts[c]!] as const);
    averages.sort((a, b) => b[1] - a[1]);
    expect(averages[0]![1]).toBeGreaterThan(averages[1]![1]);
    return { text: averages[0]![0] };
  },
  "sum-of-city-chemistry-maxima": () => {
    const D: Record<string, number> = {};
    for (const s of STUDENTS)
      if (!(s.city in D) || s.chemistry > D[s.city]!) D[s.city] = s.chemistry;
    return { numeric: Object.values(D).reduce((a, b) => a + b, 0) };
  },
  "edges-from-adjacency-matrix": () => {
    let sum = 0;
    for (const row of ADJACENCY) for (const v of row) sum += v;
    return { numeric: sum / 2 };
  },
  "nodes-of-maximum-degree": () => {
    const degrees = NODES.map((_, i) => neighboursByMatrix(i).length);
    const max = Math.max(...degrees);
    return { options: NODES.filter((_, i) => degrees[i] === max) };
  },
  "walks-of-length-two": () => {
    const [a, d] = [NODES.indexOf("A"), NODES.indexOf("D")];
    let walks = 0;
    for (let k = 0; k < NODES.length; k++) walks += ADJACENCY[a]![k]! * ADJACENCY[k]![d]!;
    return { numeric: walks };
  },
  "shortest-road-distance": () => {
    // Floyd–Warshall over the towns.
    const towns = [...new Set(ROADS.flatMap(([a, b]) => [a, b]))];
    const dist = new Map<string, number>();
    const key = (a: string, b: string) => `${a}${b}`;
    for (const a of towns) for (const b of towns) dist.set(key(a, b), a === b ? 0 : Infinity);
    for (const [a, b, d] of ROADS) {
      dist.set(key(a, b), Math.min(dist.get(key(a, b))!, d));
      dist.set(key(b, a), Math.min(dist.get(key(b, a))!, d));
    }
    for (const k of towns)
      for (const i of towns)
        for (const j of towns) {
          const via = dist.get(key(i, k))! + dist.get(key(k, j))!;
          if (via < dist.get(key(i, j))!) dist.set(key(i, j), via);
        }
    return { numeric: dist.get(key("P", "T"))! };
  },
  "reachable-within-two-links": () => {
    let frontier = new Set(["A"]);
    const seen = new Set<string>();
    for (let step = 0; step < 2; step++) {
      const next = new Set<string>();
      for (const [from, to] of LINKS) if (frontier.has(from)) next.add(to);
      for (const n of next) seen.add(n);
      frontier = next;
    }
    seen.delete("A");
    return { options: [...seen] };
  },
  "recursive-trace-f-of-6": () => {
    const f = (n: number): number => (n <= 1 ? n : f(n - 1) + 2 * f(n - 2));
    return { numeric: f(6) };
  },
  "gcd-recursive-calls": () => {
    let calls = 0;
    const g = (a: number, b: number): number => {
      calls++;
      return b === 0 ? a : g(b, a % b);
    };
    expect(g(252, 105)).toBe(21);
    return { numeric: calls };
  },
  "dfs-visit-order": () => {
    const order: string[] = [];
    const visit = (n: string) => {
      order.push(n);
      for (const m of [...DFS_GRAPH[n]!].sort()) if (!order.includes(m)) visit(m);
    };
    visit("A");
    return { text: order.join("") };
  },
  "tree-height-from-parents": () => {
    const depth = (n: string): number => (PARENT[n] ? depth(PARENT[n]) + 1 : 0);
    return { numeric: Math.max(...Object.keys(PARENT).map(depth)) };
  },
  "backtracking-subset-sums": () => {
    let ways = 0;
    const go = (i: number, sum: number) => {
      if (sum > SUBSET_TARGET) return;
      if (i === SUBSET_ITEMS.length) {
        if (sum === SUBSET_TARGET) ways++;
        return;
      }
      go(i + 1, sum + SUBSET_ITEMS[i]!);
      go(i + 1, sum);
    };
    go(0, 0);
    return { numeric: ways };
  },
  "decision-tree-maybe-count": () => {
    const label = (s: (typeof STUDENTS)[number]) =>
      s.physics >= 70 ? (s.maths >= 75 ? "Yes" : "Maybe") : s.chemistry >= 70 ? "Maybe" : "No";
    return { numeric: STUDENTS.filter((s) => label(s) === "Maybe").length };
  },
  "race-condition-outcomes": () => {
    // Every interleaving of two 2-step threads that keeps each thread's order.
    type State = { x: number; t1: number; t2: number };
    const steps1 = [(s: State) => ({ ...s, t1: s.x }), (s: State) => ({ ...s, x: s.t1 + 3 })];
    const steps2 = [(s: State) => ({ ...s, t2: s.x }), (s: State) => ({ ...s, x: s.t2 * 2 })];
    const finals = new Set<number>();
    const run = (s: State, i: number, j: number) => {
      if (i === 2 && j === 2) finals.add(s.x);
      if (i < 2) run(steps1[i]!(s), i + 1, j);
      if (j < 2) run(steps2[j]!(s), i, j + 1);
    };
    run({ x: 5, t1: 0, t2: 0 }, 0, 0);
    return { options: [...finals].map(String) };
  },
  "nearest-neighbour-prediction": () => {
    const byDistance = [...STUDENTS].sort(
      (a, b) => Math.abs(a.maths - NEW_STUDENT_MATHS) - Math.abs(b.maths - NEW_STUDENT_MATHS),
    );
    const d = (i: number) => Math.abs(byDistance[i]!.maths - NEW_STUDENT_MATHS);
    expect(d(NEIGHBOURS_K - 1)).toBeLessThan(d(NEIGHBOURS_K));
    const nearest = byDistance.slice(0, NEIGHBOURS_K);
    return { numeric: nearest.reduce((sum, s) => sum + s.physics, 0) / NEIGHBOURS_K };
  },
  "encapsulated-account-balance": () => {
    class Account {
      #balance: number;
      constructor(opening: number) {
        this.#balance = opening;
      }
      deposit(x: number) {
        if (x > 0) this.#balance += x;
      }
      withdraw(x: number) {
        if (x <= this.#balance) this.#balance -= x;
      }
      getBalance() {
        return this.#balance;
      }
    }
    const account = new Account(100);
    for (const [op, x] of ACCOUNT_OPS) account[op](x);
    return { numeric: account.getBalance() };
  },
  "bounded-buffer-waits": () => {
    let items = 0;
    let waits = 0;
    for (const e of BUFFER_EVENTS) {
      if (e === "P") {
        if (items === BUFFER_CAPACITY) waits++;
        else items++;
      } else if (items === 0) waits++;
      else items--;
    }
    return { numeric: waits };
  },
};

function check(question: PracticeQuestion, want: Expected) {
  if ("numeric" in want) {
    expect(question.kind).toBe("numeric");
    if (question.kind !== "numeric") return;
    if ("value" in question.answer)
      expect(Math.abs(want.numeric - question.answer.value)).toBeLessThanOrEqual(
        question.answer.tolerance ?? 0,
      );
    else {
      expect(want.numeric).toBeGreaterThanOrEqual(question.answer.min);
      expect(want.numeric).toBeLessThanOrEqual(question.answer.max);
    }
  } else if ("option" in want) {
    expect(question.kind).toBe("single");
    if (question.kind !== "single") return;
    const showing = question.options.flatMap((o, i) => (o === want.option ? [i] : []));
    expect(showing).toEqual([question.answer]);
  } else if ("options" in want) {
    expect(question.kind).toBe("multiple");
    if (question.kind !== "multiple") return;
    for (const o of want.options) expect(question.options).toContain(o);
    const correct = question.options.flatMap((o, i) => (want.options.includes(o) ? [i] : []));
    expect([...question.answer].sort((a, b) => a - b)).toEqual(correct);
  } else {
    expect(question.kind).toBe("text");
    if (question.kind !== "text") return;
    expect(question.answer[0]?.toLowerCase()).toBe(want.text.toLowerCase());
  }
}

describe("BSCS1001 keys, recomputed", () => {
  it("every question has a computation and every computation a question", () => {
    expect(questions.map((q) => q.slug).sort()).toEqual(Object.keys(expected).sort());
  });

  it("the stems that use the Scores dataset print it", () => {
    const users = questions.filter((q) => q.stem.includes("**Scores** dataset"));
    expect(users.length).toBeGreaterThan(5);
    for (const q of users) expect(q.stem).toContain(STUDENT_TABLE);
  });

  for (const question of questions)
    it(question.slug, () => {
      const compute = expected[question.slug];
      expect(compute).toBeDefined();
      if (compute) check(question, compute());
    });
});
