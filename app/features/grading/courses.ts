/**
 * The calculators' courses: the grading rules (formulas per term, keyed by course id) named from
 * the course catalogue, the subjects table (ADR 046). A course's name, short name, level and
 * credits are the catalogue row's whose `grading_id` is the rule's id; a rule no row claims keeps
 * its own, so a term an admin saved is never broken. Pure and browser-safe: loaders read the
 * catalogue (`catalogue.server.ts`) and pass it in.
 */
import { courseLabel, TRACK_TITLES } from "~/features/resources/subjects";
import type { CourseRule, TermRules } from "./schema";

export type GradingLevel = CourseRule["level"];

/** A catalogue course with an id in the grading rules: a subjects row whose grading id is set. */
export interface CatalogueCourse {
  gradingId: string;
  name: string;
  shortName: string;
  /** The subjects table's level; BSc and BS courses count as degree level. */
  level: "foundation" | "diploma" | "degree" | "bsc" | "bs";
  /** A diploma course's diploma; null elsewhere (or not set yet). */
  track: "programming" | "data-science" | null;
  /** Null when the catalogue does not know them. */
  credits: number | null;
}

/** A rule as the calculators show it: the catalogue's facts, plus the short name. */
export type NamedCourseRule = CourseRule & { shortName: string };
export type NamedTermRules = Omit<TermRules, "courses"> & { courses: NamedCourseRule[] };

/** One course of the CGPA calculator. */
export interface CgpaCourse {
  id: string;
  name: string;
  shortName: string;
  level: GradingLevel;
  credits: number;
}

/** The calculators' levels, in the order they list them. */
export const GRADING_LEVEL_TITLES: Record<GradingLevel, string> = {
  foundation: "Foundation",
  "diploma-programming": TRACK_TITLES.programming,
  "diploma-ds": TRACK_TITLES["data-science"],
  degree: "Degree",
};
const LEVEL_ORDER = Object.keys(GRADING_LEVEL_TITLES) as GradingLevel[];

/**
 * The calculators' level of a catalogue course: a diploma course's by its track; without a track,
 * the rule's (`fallback`), else none (its credits would count for a diploma we cannot tell).
 */
export function gradingLevel(
  course: Pick<CatalogueCourse, "level" | "track">,
  fallback?: GradingLevel,
): GradingLevel | undefined {
  switch (course.level) {
    case "foundation":
      return "foundation";
    case "diploma":
      if (course.track === "programming") return "diploma-programming";
      if (course.track === "data-science") return "diploma-ds";
      return fallback;
    default:
      return "degree";
  }
}

function byGradingId(catalogue: readonly CatalogueCourse[]) {
  return new Map(catalogue.map((course) => [course.gradingId, course]));
}

function named(rule: CourseRule, entry: CatalogueCourse | undefined): NamedCourseRule {
  if (!entry) return { ...rule, shortName: "" };
  return {
    ...rule,
    name: entry.name,
    shortName: entry.shortName,
    level: gradingLevel(entry, rule.level) ?? rule.level,
    credits: entry.credits ?? rule.credits,
  };
}

/** Every term's rules with each course named, placed and credited by the catalogue. */
export function withCatalogue(
  terms: readonly TermRules[],
  catalogue: readonly CatalogueCourse[],
): NamedTermRules[] {
  const entries = byGradingId(catalogue);
  return terms.map((term) => ({
    ...term,
    courses: term.courses.map((rule) => named(rule, entries.get(rule.id))),
  }));
}

/** Rule ids no catalogue course claims (the calculators name them as the rules do). */
export function uncataloguedIds(
  ids: readonly string[],
  catalogue: readonly Pick<CatalogueCourse, "gradingId">[],
): string[] {
  const known = new Set(catalogue.map((course) => course.gradingId));
  return [...new Set(ids)].filter((id) => !known.has(id));
}

/**
 * The CGPA calculator's courses, once each: the catalogue's, in its order (a course without rules
 * too, such as a project or a degree-level course), then the rules' courses no catalogue row
 * claims, the latest term's first. A catalogue course whose level or credits are known neither to
 * the catalogue nor to any rule is left out: the calculator could not count it.
 */
export function cgpaCourses(
  terms: readonly TermRules[],
  catalogue: readonly CatalogueCourse[],
): CgpaCourse[] {
  const rules = new Map<string, CourseRule>();
  const newestFirst = [...terms].sort((a, b) => b.term.localeCompare(a.term));
  for (const rule of newestFirst.flatMap((t) => t.courses)) {
    if (!rules.has(rule.id)) rules.set(rule.id, rule);
  }
  const courses: CgpaCourse[] = [];
  const seen = new Set<string>();
  for (const entry of catalogue) {
    if (seen.has(entry.gradingId)) continue;
    seen.add(entry.gradingId);
    const rule = rules.get(entry.gradingId);
    const level = gradingLevel(entry, rule?.level);
    const credits = entry.credits ?? rule?.credits;
    if (!level || !credits) continue;
    courses.push({
      id: entry.gradingId,
      name: entry.name,
      shortName: entry.shortName,
      level,
      credits,
    });
  }
  for (const rule of rules.values()) {
    if (seen.has(rule.id)) continue;
    seen.add(rule.id);
    courses.push({
      id: rule.id,
      name: rule.name,
      shortName: "",
      level: rule.level,
      credits: rule.credits,
    });
  }
  return courses;
}

/** The predictor's course choice: a term's courses by level, each group in catalogue order. */
export function courseChoices(
  term: NamedTermRules,
  catalogue: readonly Pick<CatalogueCourse, "gradingId">[],
): { level: GradingLevel; title: string; courses: { id: string; label: string }[] }[] {
  const order = new Map(catalogue.map((course, index) => [course.gradingId, index]));
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return LEVEL_ORDER.flatMap((level) => {
    const courses = term.courses
      .map((course, index) => ({ course, index }))
      .filter(({ course }) => course.level === level)
      // Catalogue order first; courses no row claims keep the document's order, after them.
      .sort((a, b) => rank(a.course.id) - rank(b.course.id) || a.index - b.index)
      .map(({ course }) => ({ id: course.id, label: courseLabel(course) }));
    return courses.length > 0 ? [{ level, title: GRADING_LEVEL_TITLES[level], courses }] : [];
  });
}

/**
 * The grade predictor with a course chosen, for links from a course's page: `course` is the
 * catalogue row's grading id. Without `term` the predictor opens the latest term that has the
 * course's rules.
 */
export function gradePredictorHref(gradingId: string, term?: string): string {
  const params = new URLSearchParams();
  if (term) params.set("term", term);
  params.set("course", gradingId);
  return `/tools/grade-predictor?${params.toString()}`;
}

/**
 * The term the predictor opens: the one the address names, else the latest with the course the
 * address names, else the latest. `terms` is oldest first.
 */
export function predictorTerm<T extends Pick<TermRules, "term" | "courses">>(
  terms: readonly T[],
  params: URLSearchParams,
): T {
  const named = terms.find((t) => t.term === params.get("term"));
  if (named) return named;
  const course = params.get("course");
  const withCourse = course
    ? terms.findLast((t) => t.courses.some((c) => c.id === course))
    : undefined;
  return withCourse ?? terms[terms.length - 1]!;
}
