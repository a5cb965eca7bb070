/**
 * CGPA and credit progress. Pure and browser-safe.
 *
 * Choice for fails and incompletes: CGPA = Σ(credits × grade points) ÷ Σ credits
 * over PASSED courses only (S–E). U, WA, WQ, I, I_OP and I_BOTH add neither
 * credits nor points: such a course is repeated or completed later, and only
 * the passing attempt counts. Tools differ here; this is the research file's
 * rule ("over passed courses").
 */
import type { CourseRule } from "./schema";

export const GRADE_POINTS = { S: 10, A: 9, B: 8, C: 7, D: 6, E: 4 } as const;
export type PassGrade = keyof typeof GRADE_POINTS;
export type CourseGrade = PassGrade | "U" | "WA" | "WQ" | "I" | "I_OP" | "I_BOTH";
export type Level = CourseRule["level"];

export interface CourseResult {
  level: Level;
  credits: number;
  grade: CourseGrade;
}

/** Cumulative credits: foundation, one diploma, both diplomas, BSc, BS. */
export const MILESTONES = [
  { credits: 32, label: "Foundation" },
  { credits: 59, label: "One diploma" },
  { credits: 86, label: "Both diplomas" },
  { credits: 114, label: "BSc degree" },
  { credits: 142, label: "BS degree" },
] as const;

export function isPass(grade: CourseGrade): grade is PassGrade {
  return Object.prototype.hasOwnProperty.call(GRADE_POINTS, grade);
}

export interface Summary {
  credits: number;
  points: number;
  /** null when no course has been passed yet. */
  cgpa: number | null;
}

export function summarize(results: readonly CourseResult[]): Summary {
  let credits = 0;
  let points = 0;
  for (const r of results) {
    if (!isPass(r.grade) || !(r.credits > 0)) continue;
    credits += r.credits;
    points += r.credits * GRADE_POINTS[r.grade];
  }
  return { credits, points, cgpa: credits === 0 ? null : points / credits };
}

export function cgpaByLevel(results: readonly CourseResult[]): Record<Level | "overall", Summary> {
  const of = (level: Level) => summarize(results.filter((r) => r.level === level));
  return {
    foundation: of("foundation"),
    "diploma-ds": of("diploma-ds"),
    "diploma-programming": of("diploma-programming"),
    degree: of("degree"),
    overall: summarize(results),
  };
}

export interface MilestoneProgress {
  credits: number;
  label: string;
  done: number;
  reached: boolean;
}

/** Credits passed so far toward each cumulative milestone. */
export function milestoneProgress(results: readonly CourseResult[]): MilestoneProgress[] {
  const { credits } = summarize(results);
  return MILESTONES.map((m) => ({
    credits: m.credits,
    label: m.label,
    done: Math.min(credits, m.credits),
    reached: credits >= m.credits,
  }));
}
