// What the practice questions' key tests share (app/features/practice/questions/*.test.ts): a
// question by slug and of the kind a check expects, and the two checks most keys need: a numeric
// key accepts the computed value, and exactly one option of a single choice shows it.
import { expect } from "vitest";
import type { PracticeQuestion } from "~/features/practice/question-schema";

type Kind = PracticeQuestion["kind"];
type OfKind<K extends Kind> = Extract<PracticeQuestion, { kind: K }>;

/** Text compared as the site compares text answers: trimmed, lower-cased, spaces collapsed. */
export const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");

/** xs[i], or a thrown error when there is none (the project checks indexed access). */
export function at<T>(xs: readonly T[], i: number): T {
  const value = xs[i];
  if (value === undefined) throw new Error(`no element ${i}`);
  return value;
}

/** A dictionary entry that must exist (a missing word is a failing test, not undefined). */
export function entry<T>(table: Record<string, T>, key: string): T {
  const value = table[key];
  if (value === undefined) throw new Error(`no entry for "${key}"`);
  return value;
}

/** The first number shown in an option ("$7.5$ minutes" → 7.5, "$58.3\%$" → 58.3). */
export function optionNumber(option: string): number {
  const match = /-?\d+(?:\.\d+)?/.exec(option.replace(/,(?=\d{3})/g, ""));
  if (!match) throw new Error(`no number in option ${option}`);
  return Number(match[0]);
}

/** The checks, bound to one course's questions. */
export function keyChecks(questions: readonly PracticeQuestion[]) {
  function question(slug: string): PracticeQuestion {
    const found = questions.find((q) => q.slug === slug);
    if (!found) throw new Error(`no question ${slug}`);
    return found;
  }
  function ofKind<K extends Kind>(slug: string, kind: K): OfKind<K> {
    const found = question(slug);
    if (found.kind !== kind) throw new Error(`${slug} is not ${kind}`);
    return found as OfKind<K>;
  }

  return {
    question,
    single: (slug: string) => ofKind(slug, "single"),
    multiple: (slug: string) => ofKind(slug, "multiple"),
    /** A numeric key's value (a key given as a range has none). */
    numericValue(slug: string): number {
      const { answer } = ofKind(slug, "numeric");
      if (!("value" in answer)) throw new Error(`${slug} is not a value`);
      return answer.value;
    },
    textAnswers: (slug: string) => ofKind(slug, "text").answer.map(norm),

    /** The numeric key accepts `computed`, and its tolerance is no looser than `maxTolerance`. */
    expectNumeric(slug: string, computed: number, maxTolerance = 0.01) {
      const key = ofKind(slug, "numeric").answer;
      if ("value" in key) {
        const tolerance = key.tolerance ?? 0;
        expect(tolerance, slug).toBeLessThanOrEqual(maxTolerance);
        expect(Math.abs(key.value - computed), slug).toBeLessThanOrEqual(tolerance + 1e-9);
      } else {
        expect(computed, slug).toBeGreaterThanOrEqual(key.min);
        expect(computed, slug).toBeLessThanOrEqual(key.max);
      }
    },

    /** Exactly one option shows the computed value (within `tolerance`), and it is the key. */
    expectSingle(slug: string, computed: number, tolerance = 1e-9) {
      const q = ofKind(slug, "single");
      const matching = q.options
        .map((option, i) => ({ i, x: optionNumber(option) }))
        .filter(({ x }) => Math.abs(x - computed) <= tolerance)
        .map(({ i }) => i);
      expect(matching, slug).toEqual([q.answer]);
    },
  };
}
