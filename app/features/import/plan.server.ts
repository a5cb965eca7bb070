// The dry run: every row of a parsed file against what is stored, with what Apply will do to it
// (add, update, leave unchanged, skip) and why, or its errors. Apply recomputes this plan and
// refuses when its fingerprint differs from the one the admin saw.
import crypto from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { postReadTime } from "~/features/blog/mutations.server";
import { slugify } from "~/features/blog/schema";
import { planPaperRows } from "~/features/practice/import-papers.server";
import { planQuestionRows } from "~/features/practice/import-questions.server";
import { canonicalSubject, subjectNameFromSlug } from "~/features/resources/subjects";
import type { Database } from "~/lib/db.server";
import { clip } from "~/lib/form-text";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import {
  blogPosts,
  newsletterSubscriptions,
  resources,
  subjectAliases,
  subjects,
} from "~db/schema";
import { APPLY_ORDER, type ImportKind, type ImportOutcome } from "./kinds";
import type { ParsedSection } from "./parse.server";
import { type CellError, type RowValues, validateRow } from "./rows.server";

export interface ImportOptions {
  /** Create a subject a resource names when it is not in the subjects table. */
  createSubjects: boolean;
  /** The uploaded file's name: the consent source of imported subscribers without one. */
  fileName: string;
  /** When a subscriber without a date subscribed: the draft's upload time (keeps plans stable). */
  now: Date;
}

/** A row's write, for Apply: the table's values, and the row it updates. */
export type RowWrite =
  | { table: "resources"; targetId: string | null; values: Record<string, unknown> }
  | { table: "subjects"; targetId: string | null; values: Record<string, unknown> }
  | { table: "blog_posts"; targetId: string | null; values: Record<string, unknown> }
  | { table: "subscribers"; targetId: string | null; values: Record<string, unknown> }
  | { table: "practice_questions"; targetId: string | null; values: Record<string, unknown> }
  | { table: "practice_papers"; targetId: string | null; values: Record<string, unknown> };

export interface PlannedRow {
  kind: ImportKind;
  row: number;
  /** What names the row for a person: its title, slug or e-mail. */
  label: string;
  outcome: ImportOutcome;
  /** Why it is skipped or unchanged, or notes on an add or update. */
  reasons: string[];
  errors: CellError[];
  /** Columns an update changes. */
  changes: string[];
  /** For an added resource whose subject will be created: that subject's key. */
  needsSubject?: string;
  write?: RowWrite;
}

export interface SubjectToCreate {
  level: string;
  slug: string;
  name: string;
}

export interface ImportPlan {
  sections: { kind: ImportKind; columns: string[]; ignored: string[]; rows: PlannedRow[] }[];
  subjectsToCreate: SubjectToCreate[];
  counts: Record<ImportOutcome, number>;
  fingerprint: string;
}

const CHUNK = 500;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Rows whose `column` is one of `values`, read in chunks (bounded statement size). */
async function readWhereIn<T>(
  values: string[],
  read: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const unique = [...new Set(values)];
  const out: T[] = [];
  for (const chunk of chunks(unique)) out.push(...(await read(chunk)));
  return out;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    const ta =
      a instanceof Date ? a.getTime() : a === null ? null : new Date(a as string).getTime();
    const tb =
      b instanceof Date ? b.getTime() : b === null ? null : new Date(b as string).getTime();
    return ta === tb;
  }
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  return (a ?? null) === (b ?? null);
}

/** The columns (present in the file) whose value differs from the stored row's. */
function changedColumns(
  values: Record<string, unknown>,
  stored: Record<string, unknown>,
  columns: Record<string, string>,
): string[] {
  return Object.entries(columns)
    .filter(
      ([column, field]) => values[column] !== undefined && !same(values[column], stored[field]),
    )
    .map(([column]) => column);
}

/** Only the defined values, keyed by the table's field names. */
function fieldsOf(values: Record<string, unknown>, columns: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [column, field] of Object.entries(columns)) {
    if (values[column] !== undefined) out[field] = values[column];
  }
  return out;
}

// Column → field of the columns an update may change (ids and created_at are kept as stored).
const RESOURCE_FIELDS = {
  title: "title",
  description: "description",
  category: "category",
  level: "level",
  subject: "subject",
  resource_type: "resourceType",
  file_url: "fileUrl",
  link_url: "linkUrl",
  resource_tag: "resourceTag",
  term: "term",
  exam: "exam",
};
const SUBJECT_FIELDS = {
  name: "name",
  description: "description",
  term: "term",
  position: "position",
  folder_url: "folderUrl",
};
const POST_FIELDS = {
  title: "title",
  excerpt: "excerpt",
  content: "content",
  category: "category",
  author: "author",
  tags: "tags",
  image_url: "imageUrl",
  read_time: "readTime",
  published: "published",
  publish_at: "publishAt",
};
const SUBSCRIBER_FIELDS = {
  status: "status",
  consent_source: "consentSource",
  created_at: "createdAt",
  confirmed_at: "confirmedAt",
  unsubscribed_at: "unsubscribedAt",
};

const subjectKey = (level: string, slug: string) => `${level}/${slug}`;

function blank(kind: ImportKind, row: number, label: string): PlannedRow {
  return { kind, row, label, outcome: "error", reasons: [], errors: [], changes: [] };
}

/** Validates every row and settles, per kind, what Apply would do with it. */
export async function planImport(
  db: Database,
  parsed: ParsedSection[],
  options: ImportOptions,
): Promise<ImportPlan> {
  const sections = [...parsed].sort(
    (a, b) => APPLY_ORDER.indexOf(a.kind) - APPLY_ORDER.indexOf(b.kind),
  );
  const storedSubjects = await db
    .select({
      id: subjects.id,
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      description: subjects.description,
      term: subjects.term,
      position: subjects.position,
      folderUrl: subjects.folderUrl,
    })
    .from(subjects);
  const subjectByKey = new Map(storedSubjects.map((s) => [subjectKey(s.level, s.slug), s]));
  /** A course's former slugs (ADR 046), `level/old` → its current slug: rows are filed there. */
  const currentSlugOf = new Map(
    (
      await db
        .select({ level: subjectAliases.level, slug: subjectAliases.slug, current: subjects.slug })
        .from(subjectAliases)
        .innerJoin(subjects, eq(subjects.id, subjectAliases.subjectId))
    )
      .filter((a) => !subjectByKey.has(subjectKey(a.level, a.slug)))
      .map((a) => [subjectKey(a.level, a.slug), a.current]),
  );
  /** The slug a row naming (level, slug) is filed under, and the reason when it is not `slug`. */
  const filedUnder = (level: string, slug: string) => {
    const current = currentSlugOf.get(subjectKey(level, slug));
    return current
      ? {
          slug: current,
          reason: `Filed under ${subjectKey(level, current)}: "${slug}" is a former slug of that course`,
        }
      : { slug, reason: null };
  };
  /** Subjects that exist once this import is applied (stored, or added by its subjects rows). */
  const knownSubjects = new Set(subjectByKey.keys());
  const subjectsToCreate = new Map<string, SubjectToCreate>();

  const out: ImportPlan["sections"] = [];
  /** This file's question rows, planned before its papers (which may hold them). */
  let plannedQuestions: PlannedRow[] = [];
  for (const section of sections) {
    const rows = section.rows.map((raw) => {
      const result = raw.problem
        ? { ok: false as const, errors: [{ column: "", message: raw.problem }] as CellError[] }
        : validateRow(section.kind, raw.cells);
      return { raw, result };
    });
    const label = (cells: Record<string, unknown>, keys: string[]) =>
      clip(
        String(keys.map((k) => cells[k]).find((v) => typeof v === "string" && v.trim()) ?? ""),
        120,
      );
    const planned: PlannedRow[] = [];

    if (section.kind === "practice_questions") {
      plannedQuestions = await planQuestionRows(db, section.rows, knownSubjects);
      planned.push(...plannedQuestions);
    }

    if (section.kind === "practice_papers") {
      planned.push(
        ...(await planPaperRows(db, section.rows, {
          known: knownSubjects,
          questions: plannedQuestions,
        })),
      );
    }

    if (section.kind === "subjects") {
      const seen = new Map<string, number>();
      for (const { raw, result } of rows) {
        const row = blank("subjects", raw.row, label(raw.cells, ["slug", "subject", "name"]));
        planned.push(row);
        if (!result.ok) {
          row.errors = result.errors;
          continue;
        }
        const values = { ...(result.values as RowValues<"subjects">) };
        const filed = filedUnder(values.level!, values.slug!);
        if (filed.reason) row.reasons.push(filed.reason);
        values.slug = filed.slug;
        const key = subjectKey(values.level!, values.slug);
        row.label = key;
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          row.outcome = "skip";
          row.reasons.push(`Duplicate of row ${earlier} in this file (same level and slug)`);
          continue;
        }
        seen.set(key, raw.row);
        knownSubjects.add(key);
        const stored = subjectByKey.get(key);
        if (!stored) {
          row.outcome = "add";
          row.write = {
            table: "subjects",
            targetId: null,
            values: {
              level: values.level,
              slug: values.slug,
              name: values.name || subjectNameFromSlug(values.slug!),
              ...fieldsOf(values, SUBJECT_FIELDS),
            },
          };
          continue;
        }
        row.changes = changedColumns(values, stored, SUBJECT_FIELDS);
        row.outcome = row.changes.length ? "update" : "unchanged";
        if (row.changes.length)
          row.write = {
            table: "subjects",
            targetId: stored.id,
            values: fieldsOf(values, SUBJECT_FIELDS),
          };
        else row.reasons.push("Identical to what is stored");
      }
    }

    if (section.kind === "resources" || section.kind === "notes") {
      const valid = rows.flatMap(({ result }) =>
        result.ok ? [result.values as RowValues<"resources">] : [],
      );
      const ids = valid.flatMap((v) => (v.id ? [v.id] : []));
      const titles = valid.flatMap((v) => (v.id ? [] : [v.title!.toLowerCase()]));
      const columns = {
        id: resources.id,
        title: resources.title,
        description: resources.description,
        category: resources.category,
        level: resources.level,
        subject: resources.subject,
        resourceType: resources.resourceType,
        fileUrl: resources.fileUrl,
        linkUrl: resources.linkUrl,
        resourceTag: resources.resourceTag,
        term: resources.term,
        exam: resources.exam,
      };
      // A legacy underscored subject is the same subject: compared in its canonical form.
      const canonical = <T extends { subject: string }>(r: T): T => ({
        ...r,
        subject: canonicalSubject(r.subject),
      });
      const byId = new Map(
        (
          await readWhereIn(ids, (chunk) =>
            db.select(columns).from(resources).where(inArray(resources.id, chunk)),
          )
        ).map((r) => [r.id, canonical(r)]),
      );
      const naturalKey = (r: {
        level: string;
        subject: string;
        resourceType: string;
        title: string;
      }) =>
        [r.level, canonicalSubject(r.subject), r.resourceType, r.title.trim().toLowerCase()].join(
          "\u0000",
        );
      const byNaturalKey = new Map<string, NonNullable<ReturnType<typeof byId.get>>>();
      for (const r of await readWhereIn(titles, (chunk) =>
        db
          .select(columns)
          .from(resources)
          .where(inArray(sql`lower(${resources.title})`, chunk))
          .orderBy(resources.createdAt, resources.id),
      )) {
        const key = naturalKey(r);
        // Two stored rows with one key: the first found is the one matched.
        if (!byNaturalKey.has(key)) byNaturalKey.set(key, canonical(r));
      }

      const seen = new Map<string, number>();
      for (const { raw, result } of rows) {
        const row = blank(section.kind, raw.row, label(raw.cells, ["title", "id"]));
        planned.push(row);
        if (!result.ok) {
          row.errors = result.errors;
          continue;
        }
        const values = { ...(result.values as RowValues<"resources">) };
        if (section.kind === "notes") values.resource_type = "notes";
        const filed = filedUnder(values.level!, values.subject!);
        if (filed.reason) row.reasons.push(filed.reason);
        values.subject = filed.slug;
        const subjectId = subjectKey(values.level!, values.subject!);
        if (!knownSubjects.has(subjectId)) {
          if (!options.createSubjects) {
            row.errors.push({
              column: "subject",
              message: `Unknown subject "${values.subject}" at ${values.level} level: add it on the Subjects screen, or tick "Create missing subjects"`,
            });
            continue;
          }
        }
        const key = values.id
          ? `id:${values.id}`
          : naturalKey({
              level: values.level!,
              subject: values.subject!,
              resourceType: values.resource_type!,
              title: values.title!,
            });
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          row.outcome = "skip";
          row.reasons.push(
            `Duplicate of row ${earlier} in this file (${values.id ? "same id" : "same level, subject, type and title"})`,
          );
          continue;
        }
        seen.set(key, raw.row);
        const stored = values.id ? byId.get(values.id) : byNaturalKey.get(key);
        const changes = stored ? changedColumns(values, stored, RESOURCE_FIELDS) : [];
        if (!knownSubjects.has(subjectId) && (!stored || changes.length > 0)) {
          row.needsSubject = subjectId;
          if (!subjectsToCreate.has(subjectId))
            subjectsToCreate.set(subjectId, {
              level: values.level!,
              slug: values.subject!,
              name: subjectNameFromSlug(values.subject!),
            });
          row.reasons.push(`Creates the subject ${subjectId}`);
        }
        if (!stored) {
          row.outcome = "add";
          row.write = {
            table: "resources",
            targetId: null,
            values: {
              ...(values.id ? { id: values.id } : {}),
              title: values.title,
              description: values.description ?? "",
              category: values.category ?? "academic",
              level: values.level,
              subject: values.subject,
              resourceType: values.resource_type,
              fileUrl: values.file_url ?? null,
              linkUrl: values.link_url ?? null,
              resourceTag:
                values.resource_tag ?? (section.kind === "notes" ? "study-note" : "general"),
              term: values.term ?? "general",
              exam: values.exam ?? null,
              ...(values.created_at ? { createdAt: values.created_at } : {}),
            },
          };
          continue;
        }
        row.changes = changes;
        if (row.changes.length === 0) {
          row.outcome = "unchanged";
          row.reasons.push("Identical to what is stored");
          continue;
        }
        row.outcome = "update";
        row.write = {
          table: "resources",
          targetId: stored.id,
          values: fieldsOf(values, RESOURCE_FIELDS),
        };
      }
    }

    if (section.kind === "blog_posts") {
      const valid = rows.flatMap(({ result }) =>
        result.ok ? [result.values as RowValues<"blog_posts">] : [],
      );
      const slugOf = (v: RowValues<"blog_posts">) => slugify(v.slug || v.title || "");
      const postColumns = {
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        category: blogPosts.category,
        author: blogPosts.author,
        tags: blogPosts.tags,
        imageUrl: blogPosts.imageUrl,
        readTime: blogPosts.readTime,
        readTimeManual: blogPosts.readTimeManual,
        published: blogPosts.published,
        publishAt: blogPosts.publishAt,
      };
      const bySlug = new Map(
        (
          await readWhereIn(valid.map(slugOf), (chunk) =>
            db.select(postColumns).from(blogPosts).where(inArray(blogPosts.slug, chunk)),
          )
        ).map((p) => [p.slug, p]),
      );
      const takenIds = new Set(
        (
          await readWhereIn(
            valid.flatMap((v) => (v.id ? [v.id] : [])),
            (chunk) =>
              db.select({ id: blogPosts.id }).from(blogPosts).where(inArray(blogPosts.id, chunk)),
          )
        ).map((p) => p.id),
      );
      const seen = new Map<string, number>();
      for (const { raw, result } of rows) {
        const row = blank("blog_posts", raw.row, label(raw.cells, ["slug", "title"]));
        planned.push(row);
        if (!result.ok) {
          row.errors = result.errors;
          continue;
        }
        const values = { ...(result.values as RowValues<"blog_posts">) };
        const slug = slugOf(values);
        if (!slug) {
          row.errors.push({
            column: "slug",
            message: "slug is required (the title has no letters or digits)",
          });
          continue;
        }
        row.label = slug;
        values.content = sanitizePostHtml(values.content!);
        const earlier = seen.get(slug);
        if (earlier !== undefined) {
          row.outcome = "skip";
          row.reasons.push(`Duplicate of row ${earlier} in this file (same slug)`);
          continue;
        }
        seen.set(slug, raw.row);
        const stored = bySlug.get(slug);
        if (!stored) {
          row.outcome = "add";
          const id = values.id && !takenIds.has(values.id) ? values.id : undefined;
          takenIds.add(id ?? "");
          row.write = {
            table: "blog_posts",
            targetId: null,
            values: {
              ...(id ? { id } : {}),
              slug,
              title: values.title,
              excerpt: values.excerpt ?? "",
              content: values.content,
              category: values.category ?? "General",
              author: values.author ?? "Admin",
              tags: values.tags ?? [],
              imageUrl: values.image_url ?? null,
              // No read time in the file: computed from the text, as an admin's save does.
              ...(values.read_time !== undefined
                ? { readTime: values.read_time, readTimeManual: true }
                : { readTime: postReadTime(values.content, undefined) }),
              published: values.published ?? true,
              publishAt: values.publish_at ?? null,
              ...(values.created_at ? { createdAt: values.created_at } : {}),
            },
          };
          continue;
        }
        row.changes = changedColumns(values, stored, POST_FIELDS);
        if (row.changes.length === 0) {
          row.outcome = "unchanged";
          row.reasons.push("Identical to what is stored");
          continue;
        }
        row.outcome = "update";
        const update = fieldsOf(values, POST_FIELDS);
        // The post is now this HTML: a Markdown source it had would no longer match it.
        if (row.changes.includes("content")) {
          update.markdown = null;
          row.reasons.push("The post's content is replaced by the file's HTML");
        }
        if (values.read_time !== undefined) update.readTimeManual = true;
        // New text without a read time in the file: recomputed, as an admin's save does, unless
        // an admin set the post's read time by hand.
        else if (row.changes.includes("content") && !stored.readTimeManual) {
          update.readTime = postReadTime(values.content, undefined);
        }
        row.write = { table: "blog_posts", targetId: stored.id, values: update };
      }
    }

    if (section.kind === "subscribers") {
      const valid = rows.flatMap(({ result }) =>
        result.ok ? [result.values as RowValues<"subscribers">] : [],
      );
      const subscriberColumns = {
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        status: newsletterSubscriptions.status,
        consentSource: newsletterSubscriptions.consentSource,
        createdAt: newsletterSubscriptions.createdAt,
        confirmedAt: newsletterSubscriptions.confirmedAt,
        unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      };
      const byEmail = new Map(
        (
          await readWhereIn(
            valid.map((v) => v.email!),
            (chunk) =>
              db
                .select(subscriberColumns)
                .from(newsletterSubscriptions)
                .where(inArray(newsletterSubscriptions.email, chunk)),
          )
        ).map((s) => [s.email, s]),
      );
      const takenIds = new Set(
        (
          await readWhereIn(
            valid.flatMap((v) => (v.id ? [v.id] : [])),
            (chunk) =>
              db
                .select({ id: newsletterSubscriptions.id })
                .from(newsletterSubscriptions)
                .where(inArray(newsletterSubscriptions.id, chunk)),
          )
        ).map((s) => s.id),
      );
      const seen = new Map<string, number>();
      for (const { raw, result } of rows) {
        const row = blank("subscribers", raw.row, label(raw.cells, ["email"]));
        planned.push(row);
        if (!result.ok) {
          row.errors = result.errors;
          continue;
        }
        const values = result.values as RowValues<"subscribers">;
        const email = values.email!;
        row.label = email;
        const earlier = seen.get(email);
        if (earlier !== undefined) {
          row.outcome = "skip";
          row.reasons.push(`Duplicate of row ${earlier} in this file (same e-mail)`);
          continue;
        }
        seen.set(email, raw.row);
        const stored = byEmail.get(email);
        if (stored) {
          const changes = changedColumns(values, stored, SUBSCRIBER_FIELDS);
          if (changes.length === 0) {
            row.outcome = "unchanged";
            row.reasons.push("Identical to what is stored");
          } else {
            // Consent is the subscriber's, not the file's: an import never changes it.
            row.outcome = "skip";
            row.reasons.push(
              `Already in the list (${stored.status}): an import never changes an existing subscription`,
            );
          }
          continue;
        }
        const status = values.status ?? "confirmed";
        const id = values.id && !takenIds.has(values.id) ? values.id : undefined;
        takenIds.add(id ?? "");
        row.outcome = "add";
        row.write = {
          table: "subscribers",
          targetId: null,
          values: {
            ...(id ? { id } : {}),
            email,
            status,
            consentSource: values.consent_source || clip(`import:${options.fileName}`, 200),
            ...(values.created_at ? { createdAt: values.created_at } : {}),
            // Single opt-in on the original site: confirmed when they subscribed.
            confirmedAt:
              values.confirmed_at ??
              (status === "confirmed" ? (values.created_at ?? options.now) : null),
            unsubscribedAt:
              values.unsubscribed_at ??
              (status === "unsubscribed" ? (values.created_at ?? null) : null),
          },
        };
      }
    }
    out.push({
      kind: section.kind,
      columns: section.columns,
      ignored: section.ignored,
      rows: planned,
    });
  }

  for (const section of out)
    for (const row of section.rows) if (row.errors.length) row.outcome = "error";

  const counts: Record<ImportOutcome, number> = {
    add: 0,
    update: 0,
    unchanged: 0,
    skip: 0,
    error: 0,
  };
  for (const section of out) for (const row of section.rows) counts[row.outcome] += 1;
  const toCreate = [...subjectsToCreate.values()];
  const fingerprint = crypto
    .createHash("sha256")
    .update(
      JSON.stringify([
        out.map((s) => [s.kind, s.rows.map((r) => [r.row, r.outcome, r.write ?? null, r.errors])]),
        toCreate,
      ]),
    )
    .digest("hex");
  return { sections: out, subjectsToCreate: toCreate, counts, fingerprint };
}
