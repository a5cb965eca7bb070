// What /admin/import accepts and /admin/export writes: the kinds of rows and their columns.
// The column names are the original site's (spec §3, §7) plus ours; the export writes exactly
// these, so an export imports back unchanged. Safe for the browser.
import {
  PRACTICE_PAPER_COLUMNS,
  PRACTICE_PAPER_HELP,
  PRACTICE_PAPER_REQUIRED,
  PRACTICE_QUESTION_COLUMNS,
  PRACTICE_QUESTION_HELP,
  PRACTICE_QUESTION_REQUIRED,
} from "~/features/practice/import-columns";

export const IMPORT_KINDS = [
  "resources",
  "notes",
  "subjects",
  "blog_posts",
  "subscribers",
  "practice_questions",
  "practice_papers",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds the export writes (notes are resources there). */
export const EXPORT_KINDS = [
  "subjects",
  "resources",
  "blog_posts",
  "subscribers",
  "practice_questions",
  "practice_papers",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

const RESOURCE_COLUMNS = [
  "id",
  "title",
  "description",
  "category",
  "level",
  "subject",
  "resource_type",
  "file_url",
  "link_url",
  "resource_tag",
  "term",
  "exam",
  "created_at",
] as const;

export const KIND_COLUMNS: Record<ImportKind, readonly string[]> = {
  resources: RESOURCE_COLUMNS,
  notes: RESOURCE_COLUMNS,
  subjects: ["level", "slug", "name", "description", "term", "position", "folder_url"],
  blog_posts: [
    "id",
    "title",
    "slug",
    "excerpt",
    "content",
    "category",
    "author",
    "tags",
    "image_url",
    "read_time",
    "created_at",
    "published",
    "publish_at",
  ],
  subscribers: [
    "id",
    "email",
    "status",
    "consent_source",
    "created_at",
    "confirmed_at",
    "unsubscribed_at",
  ],
  practice_questions: PRACTICE_QUESTION_COLUMNS,
  practice_papers: PRACTICE_PAPER_COLUMNS,
};

/** Columns a file of the kind must have (the rest are optional). */
export const REQUIRED_COLUMNS: Record<ImportKind, readonly string[]> = {
  resources: ["title", "description", "level", "subject", "resource_type"],
  notes: ["title", "description", "level", "subject"],
  subjects: ["level", "slug"],
  blog_posts: ["title", "excerpt", "content"],
  subscribers: ["email"],
  practice_questions: PRACTICE_QUESTION_REQUIRED,
  practice_papers: PRACTICE_PAPER_REQUIRED,
};

/** Other names a column goes by in files we accept. */
export const COLUMN_ALIASES: Partial<Record<ImportKind, Record<string, string>>> = {
  subjects: { subject: "slug" },
  subscribers: { subscribed_at: "created_at" },
};

export const KIND_LABELS: Record<ImportKind, string> = {
  resources: "Resources",
  notes: "Study notes (the original site's notes table)",
  subjects: "Subjects",
  blog_posts: "Blog posts",
  subscribers: "Newsletter subscribers",
  practice_questions: "Practice questions",
  practice_papers: "Practice papers (mocks and previous papers)",
};

/** How a kind's columns are written, where the names alone do not say. */
export const KIND_HELP: Partial<Record<ImportKind, string>> = {
  practice_questions: PRACTICE_QUESTION_HELP,
  practice_papers: PRACTICE_PAPER_HELP,
};

/** Short names for headings and counts. */
export const KIND_NOUNS: Record<ImportKind, string> = {
  resources: "Resources",
  notes: "Study notes",
  subjects: "Subjects",
  blog_posts: "Blog posts",
  subscribers: "Subscribers",
  practice_questions: "Practice questions",
  practice_papers: "Practice papers",
};

/** Section names of a JSON document holding several kinds (our export and the original tables). */
export const JSON_SECTIONS: Record<string, ImportKind> = {
  subjects: "subjects",
  resources: "resources",
  notes: "notes",
  blog_posts: "blog_posts",
  newsletter_subscriptions: "subscribers",
  subscribers: "subscribers",
  practice_questions: "practice_questions",
  practice_papers: "practice_papers",
};

/**
 * The order kinds are applied in: subjects before the resources and questions that use them,
 * questions before the papers that hold them.
 */
export const APPLY_ORDER: readonly ImportKind[] = [
  "subjects",
  "resources",
  "notes",
  "blog_posts",
  "subscribers",
  "practice_questions",
  "practice_papers",
];

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export const IMPORT_OUTCOMES = ["add", "update", "unchanged", "skip", "error"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  add: "Add",
  update: "Update",
  unchanged: "Unchanged",
  skip: "Skip",
  error: "Error",
};

/** A one-line account of a plan's counts, e.g. "3 to add, 1 to update, 2 unchanged, 1 error". */
export function describeCounts(counts: Record<ImportOutcome, number>, done = false): string {
  const parts = [
    [counts.add, done ? "added" : "to add"],
    [counts.update, done ? "updated" : "to update"],
    [counts.unchanged, "unchanged"],
    [counts.skip, "skipped"],
    [counts.error, counts.error === 1 ? "error" : "errors"],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, label]) => `${n.toLocaleString("en-IN")} ${label}`)
    .join(", ");
}
