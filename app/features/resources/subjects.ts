// Subject slugs and levels of the public resource pages. Safe for the browser.
import { z } from "zod";
import {
  PUBLIC_LEVELS,
  type PublicLevel,
  subjectCatalogue,
  type SubjectCard,
  TERMS,
  type Term,
} from "~/content/subjects";

export const LevelParamSchema = z.enum(PUBLIC_LEVELS);
export const ResourcesTabSchema = z.enum([...PUBLIC_LEVELS, "tools"]);
export type ResourcesTab = z.infer<typeof ResourcesTabSchema>;
export const TermSchema = z.enum(TERMS);
/** Lower-case letters, digits, hyphens or underscores: anything else is not a subject. */
export const SubjectParamSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/);

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

/** "data-structures-2" → "Data Structures 2", for subjects that only exist in the database. */
export function subjectNameFromSlug(slug: string): string {
  return canonicalSubject(slug)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function catalogueSubjects(level: PublicLevel, term?: Term): SubjectCard[] {
  if (level !== "foundation" && level !== "diploma") return [];
  const terms = term ? [term] : TERMS;
  return terms.flatMap((t) => subjectCatalogue[level][t]);
}

export function findCatalogueSubject(level: PublicLevel, subject: string): SubjectCard | undefined {
  const canonical = canonicalSubject(subject);
  return catalogueSubjects(level).find((s) => s.id === canonical);
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

export const PYQ_TABS = [
  { id: "quiz-1", label: "Quiz 1" },
  { id: "quiz-2", label: "Quiz 2" },
  { id: "end-term", label: "Final Term" },
  { id: "important", label: "Important Q" },
  { id: "video", label: "Videos" },
] as const;

export const NO_FINAL_TERM_PAPERS =
  "No final term papers available for this subject yet. Please check back later.";

/**
 * Groups rows by the tab their `exam` names; rows without one go to the page's first tab, so
 * nothing an admin adds is hidden.
 */
export function groupByExam<T extends { exam: string | null }>(
  rows: T[],
  tabs: readonly { id: string }[],
  fallback: string,
): Record<string, T[]> {
  const groups: Record<string, T[]> = Object.fromEntries(tabs.map((t) => [t.id, []]));
  for (const row of rows) {
    const key = row.exam && row.exam in groups ? row.exam : fallback;
    groups[key]?.push(row);
  }
  return groups;
}
