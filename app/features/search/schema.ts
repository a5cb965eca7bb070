// What the /search page reads from its URL, and the names of what it finds. Safe for the browser.
import { z } from "zod";
import { MAX_QUERY_LENGTH } from "./query";

/** The kinds of result, in the order the page groups them. */
export const SEARCH_KINDS = [
  "subject",
  "pyqs",
  "question",
  "notes",
  "lectures",
  "assignments",
  "books",
  "study-material",
  "post",
  "course",
  "tool",
  "community",
  "page",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  subject: "Subjects",
  pyqs: "PYQs",
  question: "Practice questions",
  notes: "Notes",
  lectures: "Lectures",
  assignments: "Assignments",
  books: "Books",
  "study-material": "Study materials",
  post: "Blog posts",
  course: "Courses",
  tool: "Tools",
  community: "Community",
  page: "Pages",
};

export const SEARCH_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export type SearchLevel = (typeof SEARCH_LEVELS)[number];
export const SEARCH_LEVEL_LABELS: Record<SearchLevel, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc",
  bs: "BS",
};

export const SEARCH_PAGE_SIZE = 20;
/** Pages past this are not served (nobody reads page 50 of a search; it only costs). */
export const MAX_SEARCH_PAGE = 25;

const oneOf = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((value) =>
      (values as readonly string[]).includes(value ?? "") ? (value as T) : null,
    );

/** The URL's parameters; anything unknown or malformed is ignored rather than refused. */
export const SearchParamsSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH)),
  kind: oneOf(SEARCH_KINDS),
  level: oneOf(SEARCH_LEVELS),
  page: z
    .string()
    .optional()
    .transform((value) => {
      const n = /^\d{1,3}$/.test(value ?? "") ? Number(value) : 1;
      return Math.min(Math.max(n, 1), MAX_SEARCH_PAGE);
    }),
});
export type SearchParams = z.output<typeof SearchParamsSchema>;

export function parseSearchParams(url: URL): SearchParams {
  return SearchParamsSchema.parse({
    q: url.searchParams.get("q") ?? undefined,
    kind: url.searchParams.get("kind") ?? undefined,
    level: url.searchParams.get("level") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
}

/** Marks around the matched words of a snippet (never in the indexed text). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";
