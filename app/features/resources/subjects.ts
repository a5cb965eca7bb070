// Subject slugs and levels of the public resource pages. Safe for the browser.
import type { CourseFamily } from "~/lib/course-family";
import type { RESOURCE_EXAMS, SUBJECT_TRACKS } from "~db/enums";

type Exam = (typeof RESOURCE_EXAMS)[number];

/** The levels of the public resources page (the admin's `degree` has no public page). */
export const PUBLIC_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export type PublicLevel = (typeof PUBLIC_LEVELS)[number];
/** The term pills of a level's page; a subject without a term is listed under both. */
export const TERMS = ["term1", "term2"] as const;
export type Term = (typeof TERMS)[number];
export const TERM_LABELS: Record<Term, string> = { term1: "Term 1", term2: "Term 2" };

/** A subject card of the public pages (a row of the subjects table). */
export interface SubjectCard {
  /** Canonical hyphenated slug, used in URLs and in resources.subject. */
  slug: string;
  name: string;
  /** What students call the course ("Maths 1"); empty when it has none. */
  shortName?: string;
  description: string;
  term: Term | null;
  /** Its glyph and colour (course-family.ts); null or unset: the site's accent and a book. */
  family?: CourseFamily | null;
}

// Plain lists and guards, not Zod: these pages' JavaScript would otherwise carry all of Zod.
export const RESOURCES_TABS = [...PUBLIC_LEVELS, "tools"] as const;
export type ResourcesTab = (typeof RESOURCES_TABS)[number];

/**
 * A course as every page, form and calculator names it (the catalogue, ADR 046): the short name
 * students use, then the official name, "Maths 1 — Mathematics for Data Science I". The official
 * name alone when the course has no short name or the short name is the name ("System Commands").
 */
export function courseLabel({ name, shortName }: { name: string; shortName?: string | null }) {
  const short = shortName?.trim() ?? "";
  return short && short.toLowerCase() !== name.trim().toLowerCase() ? `${short} — ${name}` : name;
}

type Track = (typeof SUBJECT_TRACKS)[number];

/** A diploma course's diploma, as the calculators and the submission form title it. */
export const TRACK_TITLES: Record<Track, string> = {
  programming: "Diploma in Programming",
  "data-science": "Diploma in Data Science",
};

/** Whether `value` is one of `values` (narrowing it to their type). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.includes(value as T);
}
/** Lower-case letters, digits, hyphens or underscores: anything else is not a subject. */
export const SUBJECT_PARAM = /^[a-z0-9][a-z0-9_-]{0,79}$/;

/** `computational_thinking` and `Computational-Thinking` both become `computational-thinking`. */
export function canonicalSubject(subject: string): string {
  return subject
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** The spellings a subject may be stored under: canonical, and the legacy underscored one. */
export function subjectSpellings(subject: string): string[] {
  const canonical = canonicalSubject(subject);
  const legacy = canonical.replace(/-/g, "_");
  return legacy === canonical ? [canonical] : [canonical, legacy];
}

/** "data-structures-2" → "Data Structures 2": a readable stand-in when only the slug is known. */
export function subjectNameFromSlug(slug: string): string {
  return canonicalSubject(slug)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A stored subject slug: lower-case words of letters and digits joined by single hyphens. */
export const SUBJECT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "Statistics & Probability 2" → "statistics-and-probability-2": the slug a new name suggests. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const LEVEL_LABELS: Record<PublicLevel, string> = {
  foundation: "Foundation level",
  diploma: "Diploma level",
  bsc: "BSc level",
  bs: "BS level",
};

export const NOTE_TABS = [
  { id: "quiz-1", label: "Quiz 1" },
  { id: "quiz-2", label: "Quiz 2" },
  { id: "end-term", label: "Final Term" },
] as const;

/** The tab labels are the spec's; `heading` names what a tab lists, in a sentence's words. */
export const PYQ_TABS = [
  { id: "quiz-1", label: "Quiz 1", heading: "Quiz 1 papers" },
  { id: "quiz-2", label: "Quiz 2", heading: "Quiz 2 papers" },
  { id: "end-term", label: "Final Term", heading: "Final Term papers" },
  { id: "important", label: "Important Q", heading: "Important questions" },
  { id: "video", label: "Videos", heading: "Videos" },
] as const;

export const NO_FINAL_TERM_PAPERS =
  "No final term papers available for this subject yet. Please check back later.";

/** The exam tabs of a notes or PYQ page, and the one shown when the URL names none. */
export interface ExamTabs {
  tabs: readonly { id: Exam; label: string; heading?: string }[];
  defaultTab: Exam;
}

export const NOTE_EXAM_TABS: ExamTabs = { tabs: NOTE_TABS, defaultTab: "quiz-1" };
export const PYQ_EXAM_TABS: ExamTabs = { tabs: PYQ_TABS, defaultTab: "end-term" };

/**
 * The tab a value names (a row's `exam`, or the URL's `?tab=`), else the page's default tab. So a
 * row without an exam, or with one this page has no tab for, is listed under the default tab and
 * nothing an admin adds is hidden; the SQL filter of `listSubjectResources` follows the same rule.
 */
export function examTab(
  value: string | null,
  { tabs, defaultTab }: ExamTabs,
): ExamTabs["tabs"][number] {
  return tabs.find((t) => t.id === value) ?? tabs.find((t) => t.id === defaultTab)!;
}

/**
 * The link to one page of a list (`?tab=…&page=…`), leaving out the default tab and page 1 so the
 * first page keeps its plain URL; "?" for that plain URL.
 */
export function listPageHref(page: number, tab?: { id: string; defaultTab: string }): string {
  const params = new URLSearchParams();
  if (tab && tab.id !== tab.defaultTab) params.set("tab", tab.id);
  if (page > 1) params.set("page", String(page));
  return `?${params.toString()}`;
}
