/**
 * The CGPA calculator's page address: one `course=grade` pair per course a grade was picked for,
 * nothing for the courses left "Not taken", so a shared link carries only what was entered.
 * Browser-safe.
 */
import type { CourseGrade } from "./cgpa";

/** The grades the calculator offers, best first (U and I add no credits). */
export const CGPA_GRADES = [
  "S",
  "A",
  "B",
  "C",
  "D",
  "E",
  "U",
  "I",
] as const satisfies readonly CourseGrade[];
export type CgpaGrade = (typeof CGPA_GRADES)[number];

const isGrade = (value: string | null): value is CgpaGrade =>
  value !== null && (CGPA_GRADES as readonly string[]).includes(value);

/** Course id → grade for every known course with a valid grade in `params`. */
export function enteredGrades(
  courseIds: readonly string[],
  params: URLSearchParams,
): Map<string, CgpaGrade> {
  const grades = new Map<string, CgpaGrade>();
  for (const id of courseIds) {
    const grade = params.get(id);
    if (isGrade(grade)) grades.set(id, grade);
  }
  return grades;
}

/** The address's query (without "?") for these grades, in the courses' order; "" for none. */
export function gradesQuery(courseIds: readonly string[], params: URLSearchParams): string {
  return new URLSearchParams([...enteredGrades(courseIds, params)]).toString();
}

/**
 * The query a submitted form should become when it differs from the one given (empty selects,
 * unknown names or grades, a finished undo): null when it is already clean.
 */
export function cleanedQuery(courseIds: readonly string[], params: URLSearchParams): string | null {
  const clean = gradesQuery(courseIds, params);
  return clean === params.toString() ? null : clean;
}
