// /admin/export: every kind of content as the columns /admin/import reads, so an export imports
// back with no change. One JSON document with every kind, or one CSV file per kind.
import { asc } from "drizzle-orm";
import {
  exportPaperRows,
  type PaperQuestionRef,
  paperCsvRow,
} from "~/features/practice/import-papers.server";
import { exportQuestionRows } from "~/features/practice/import-questions.server";
import { canonicalSubject } from "~/features/resources/subjects";
import { writeCsv } from "~/lib/csv.server";
import type { Database } from "~/lib/db.server";
import { blogPosts, newsletterSubscriptions, resources, subjects } from "~db/schema";
import { EXPORT_KINDS, type ExportKind, KIND_COLUMNS } from "./kinds";

type Row = Record<string, string | number | boolean | string[] | Date | null | PaperQuestionRef[]>;

export async function exportRows(db: Database, kind: ExportKind): Promise<Row[]> {
  if (kind === "subjects") {
    const rows = await db
      .select()
      .from(subjects)
      .orderBy(asc(subjects.level), asc(subjects.term), asc(subjects.position), asc(subjects.slug));
    return rows.map((s) => ({
      level: s.level,
      slug: s.slug,
      name: s.name,
      description: s.description,
      term: s.term,
      position: s.position,
      folder_url: s.folderUrl,
    }));
  }
  if (kind === "resources") {
    const rows = await db
      .select()
      .from(resources)
      .orderBy(asc(resources.createdAt), asc(resources.id));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      category: r.category,
      level: r.level,
      subject: canonicalSubject(r.subject), // a legacy underscored slug is written hyphenated
      resource_type: r.resourceType,
      file_url: r.fileUrl,
      link_url: r.linkUrl,
      resource_tag: r.resourceTag,
      term: r.term,
      exam: r.exam,
      created_at: r.createdAt,
    }));
  }
  if (kind === "practice_questions") return exportQuestionRows(db);
  if (kind === "practice_papers") return exportPaperRows(db);
  if (kind === "blog_posts") {
    const rows = await db
      .select()
      .from(blogPosts)
      .orderBy(asc(blogPosts.createdAt), asc(blogPosts.id));
    return rows.map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      category: p.category,
      author: p.author,
      tags: p.tags,
      image_url: p.imageUrl,
      read_time: p.readTime,
      created_at: p.createdAt,
      published: p.published,
      publish_at: p.publishAt,
    }));
  }
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
  return rows.map((s) => ({
    id: s.id,
    email: s.email,
    status: s.status,
    consent_source: s.consentSource,
    created_at: s.createdAt,
    confirmed_at: s.confirmedAt,
    unsubscribed_at: s.unsubscribedAt,
  }));
}

/** The JSON export: one document with every kind, under the original site's table names. */
export async function exportDocument(db: Database, now = new Date()) {
  const [subjectRows, resourceRows, postRows, subscriberRows, questionRows, paperRows] =
    await Promise.all(EXPORT_KINDS.map((kind) => exportRows(db, kind)));
  return {
    format: "bs-degree-hub-export",
    version: 1,
    exported_at: now.toISOString(),
    subjects: subjectRows,
    resources: resourceRows,
    blog_posts: postRows,
    newsletter_subscriptions: subscriberRows,
    practice_questions: questionRows,
    practice_papers: paperRows,
  };
}

/** A cell as text; `writeCsv` guards it against formulas and quotes it where needed. */
function csvCell(value: Row[string] | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

export function toCsv(kind: ExportKind, rows: Row[]): string {
  const columns = [...KIND_COLUMNS[kind]];
  // A paper's questions are one cell ("mean-q | range-q:2"), as a spreadsheet user writes them.
  const flat: Record<string, Row[string] | undefined>[] =
    kind === "practice_papers" ? rows.map(paperCsvRow) : rows;
  return writeCsv(
    columns,
    flat.map((row) => columns.map((c) => csvCell(row[c] ?? null))),
  );
}

/** `bs-degree-hub-resources-2026-11-23.csv` */
export function exportFileName(
  kind: ExportKind | "all",
  extension: "csv" | "json",
  now = new Date(),
) {
  const name = kind === "all" ? "content" : kind.replace("_", "-");
  return `bs-degree-hub-${name}-${now.toISOString().slice(0, 10)}.${extension}`;
}
