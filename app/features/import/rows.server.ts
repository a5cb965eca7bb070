// One Zod schema per kind turns a raw row (CSV text cells or JSON values) into the values we
// store, or into errors naming their column. A column the file does not have stays undefined:
// an added row gets its default, an updated row keeps what it had.
import { parse as parsePgArray } from "postgres-array";
import { z } from "zod";
import { canonicalSubject, subjectNameFromSlug } from "~/features/resources/subjects";
import { clip, withoutNul } from "~/lib/form-text";
import {
  RESOURCE_CATEGORIES,
  RESOURCE_EXAMS,
  RESOURCE_LEVELS,
  RESOURCE_TYPES,
  SUBJECT_TERMS,
  SUBSCRIPTION_STATUSES,
} from "~db/schema";
import type { ImportKind } from "./kinds";

export interface CellError {
  column: string;
  message: string;
}

/** Any cell as text: JSON numbers and booleans as written, null as empty, NUL removed. */
function asText(value: unknown): unknown {
  if (value === null) return "";
  if (typeof value === "string") return withoutNul(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return value; // objects and lists: refused by z.string() below
}

const cell = (label: string) =>
  z.preprocess(asText, z.string({ error: `${label} must be text` }).trim());

const text = (label: string, max = 2000) =>
  cell(label).pipe(z.string().max(max, `${label} is longer than ${max} characters`));
const required = (label: string, max = 2000) =>
  text(label, max).pipe(z.string().min(1, `${label} is required`));
/** Empty means the default. */
const withDefault = (label: string, fallback: string, max = 200) =>
  text(label, max).transform((s) => s || fallback);

/** Long text kept exactly as written (no trimming), so an export reads back unchanged. */
const longText = (label: string, max: number) =>
  z
    .preprocess(asText, z.string({ error: `${label} must be text` }))
    .pipe(z.string().max(max, `${label} is longer than ${max.toLocaleString("en-IN")} characters`));

/** An empty cell counts as a column the file does not have. */
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (asText(value) === "" ? undefined : value), schema.optional());

const url = (label: string) =>
  cell(label).pipe(
    z.union([
      z.literal("").transform(() => null),
      z
        .url({ protocol: /^https?$/, error: `${label} must be an http(s) URL` })
        .max(2000, `${label} is longer than 2000 characters`),
    ]),
  );

/** One of `values`, any case; `aliases` maps other spellings; empty is `fallback` (or an error). */
function oneOf<T extends string>(
  label: string,
  values: readonly T[],
  { aliases = {}, fallback }: { aliases?: Record<string, T>; fallback?: T | null } = {},
) {
  return cell(label).transform((raw, ctx): T | null => {
    const value = raw.toLowerCase();
    if (!value && fallback !== undefined) return fallback;
    const found = aliases[value] ?? values.find((v) => v === value);
    if (found) return found;
    ctx.addIssue({
      code: "custom",
      message: value
        ? `${label} "${clip(raw, 40)}" is not one of ${values.join(", ")}`
        : `${label} is required`,
    });
    return z.NEVER;
  });
}

/**
 * A timestamp as PostgreSQL, ISO 8601 or a date alone writes it (`2024-05-01 10:20:30.123456+00`,
 * `2024-05-01T10:20:30Z`, `2024-05-01`); without a zone it is UTC. Null when empty.
 */
export function parseTimestamp(value: string): Date | null | undefined {
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(
      value,
    );
  if (!match) return undefined;
  const [, date, hm = "00:00", seconds = "00", fraction = "", zone = "Z"] = match;
  const offset = /^[+-]\d{2}$/.test(zone)
    ? `${zone}:00`
    : /^[+-]\d{4}$/.test(zone)
      ? `${zone.slice(0, 3)}:${zone.slice(3)}`
      : zone.toUpperCase();
  const ms = (fraction + "000").slice(0, 3);
  const parsed = new Date(`${date}T${hm}:${seconds}.${ms}${offset}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const timestamp = (label: string) =>
  cell(label).transform((raw, ctx): Date | null => {
    if (!raw) return null;
    const parsed = parseTimestamp(raw);
    if (parsed) return parsed;
    ctx.addIssue({
      code: "custom",
      message: `${label} "${clip(raw, 40)}" is not a date (use 2024-05-01 or 2024-05-01T10:20:30Z)`,
    });
    return z.NEVER;
  });

const boolean = (label: string, fallback: boolean) =>
  cell(label).transform((raw, ctx): boolean => {
    const value = raw.toLowerCase();
    if (!value) return fallback;
    if (["true", "t", "yes", "y", "1", "published"].includes(value)) return true;
    if (["false", "f", "no", "n", "0", "draft"].includes(value)) return false;
    ctx.addIssue({ code: "custom", message: `${label} must be true or false` });
    return z.NEVER;
  });

const optionalId = cell("id").pipe(
  z.union([z.literal("").transform(() => null), z.uuid({ error: "id must be a UUID" })]),
);

const SUBJECT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const subjectSlug = (label: string) =>
  required(label, 80)
    .transform(canonicalSubject)
    .refine(
      (s) => SUBJECT_SLUG.test(s),
      `${label} must be letters, digits and hyphens (e.g. computational-thinking)`,
    );

/**
 * Tags as a JSON list, a PostgreSQL array literal (`{a,"b c"}`, how the original site's export
 * writes them) or comma-separated text.
 */
const tags = z
  .preprocess(
    (value) => {
      if (Array.isArray(value)) return value.map(asText);
      const raw = asText(value);
      if (typeof raw !== "string") return raw;
      const trimmed = raw.trim();
      if (!trimmed) return [];
      try {
        if (trimmed.startsWith("[")) return JSON.parse(trimmed) as unknown;
        if (trimmed.startsWith("{")) return parsePgArray(trimmed);
      } catch {
        return "not a list";
      }
      return trimmed.split(",");
    },
    z.array(z.preprocess(asText, z.string().trim()), { error: "tags must be a list of words" }),
  )
  .transform((list) => [...new Set(list.filter(Boolean))])
  .refine((list) => list.length <= 30, "At most 30 tags")
  .refine((list) => list.every((t) => t.length <= 60), "A tag is longer than 60 characters");

const resourceShape = {
  id: optionalId,
  title: required("title", 500),
  description: longText("description", 5000).refine(
    (s) => s.trim().length > 0,
    "description is required",
  ),
  // The original notes page stored its rows with the category 'notes' (spec §3): academic here.
  category: oneOf("category", RESOURCE_CATEGORIES, {
    aliases: { notes: "academic" },
    fallback: "academic",
  }),
  level: oneOf("level", RESOURCE_LEVELS),
  subject: subjectSlug("subject"),
  resource_type: oneOf("resource_type", RESOURCE_TYPES, {
    aliases: {
      note: "notes",
      lecture: "lectures",
      pyq: "pyqs",
      assignment: "assignments",
      book: "books",
    },
  }),
  file_url: url("file_url"),
  link_url: url("link_url"),
  resource_tag: withDefault("resource_tag", "general", 80),
  term: withDefault("term", "general", 80),
  exam: oneOf("exam", RESOURCE_EXAMS, { fallback: null }),
  created_at: timestamp("created_at"),
};

export const ROW_SCHEMAS = {
  resources: z.object(resourceShape).partial(),
  notes: z
    .object({ ...resourceShape, resource_tag: withDefault("resource_tag", "study-note", 80) })
    .partial(),
  subjects: z
    .object({
      level: oneOf("level", RESOURCE_LEVELS),
      slug: subjectSlug("slug"),
      name: text("name", 200),
      description: longText("description", 2000),
      term: oneOf("term", SUBJECT_TERMS, {
        aliases: { "term-1": "term1", "term-2": "term2", "1": "term1", "2": "term2" },
        fallback: null,
      }),
      position: cell("position").transform((raw, ctx): number => {
        if (!raw) return 0;
        const n = Number(raw);
        if (Number.isInteger(n) && Math.abs(n) <= 100000) return n;
        ctx.addIssue({ code: "custom", message: "position must be a whole number" });
        return z.NEVER;
      }),
      folder_url: url("folder_url"),
    })
    .partial(),
  blog_posts: z
    .object({
      id: optionalId,
      title: required("title", 500),
      slug: text("slug", 200).refine(
        (s) => !s || /^[\w-]+$/.test(s),
        "slug must be lower-case letters, digits and hyphens",
      ),
      excerpt: longText("excerpt", 2000).refine((s) => s.trim().length > 0, "excerpt is required"),
      content: longText("content", 500_000).refine(
        (s) => s.trim().length > 0,
        "content is required",
      ),
      category: withDefault("category", "General", 100),
      author: withDefault("author", "Admin", 200),
      tags,
      image_url: url("image_url"),
      read_time: withDefault("read_time", "5 min", 40),
      created_at: timestamp("created_at"),
      published: boolean("published", true),
      publish_at: timestamp("publish_at"),
    })
    .partial(),
  subscribers: z
    .object({
      id: optionalId,
      email: required("email", 254)
        .transform((s) => s.toLowerCase())
        .pipe(z.email({ error: "email is not a valid e-mail address" })),
      status: emptyIsAbsent(
        oneOf("status", SUBSCRIPTION_STATUSES, {
          aliases: { subscribed: "confirmed", active: "confirmed" },
        }),
      ),
      consent_source: emptyIsAbsent(text("consent_source", 200)),
      created_at: timestamp("created_at"),
      confirmed_at: timestamp("confirmed_at"),
      unsubscribed_at: timestamp("unsubscribed_at"),
    })
    .partial(),
  // Read whole by the practice planner (features/practice/import-questions.server.ts), which
  // checks each row with the question editor's own schema.
  practice_questions: z.record(z.string(), z.unknown()),
  // Read whole by features/practice/import-papers.server.ts, with the paper editor's schema.
  practice_papers: z.record(z.string(), z.unknown()),
} satisfies Record<ImportKind, z.ZodType>;

export type RowValues<K extends ImportKind> = z.infer<(typeof ROW_SCHEMAS)[K]>;

/** A raw row's values, or its errors (each naming its column). */
export function validateRow<K extends ImportKind>(
  kind: K,
  cells: Record<string, unknown>,
): { ok: true; values: RowValues<K> } | { ok: false; errors: CellError[] } {
  const result = ROW_SCHEMAS[kind].safeParse(cells);
  if (result.success) {
    const values = result.data as RowValues<K>;
    if (kind === "subjects") {
      const subject = values as RowValues<"subjects">;
      if (subject.slug && !subject.name) subject.name = subjectNameFromSlug(subject.slug);
    }
    return { ok: true, values };
  }
  const errors: CellError[] = [];
  for (const issue of result.error.issues) {
    const column = String(issue.path[0] ?? "");
    if (!errors.some((e) => e.column === column)) errors.push({ column, message: issue.message });
  }
  return { ok: false, errors };
}
