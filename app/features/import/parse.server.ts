// Reads an uploaded CSV or JSON file into sections of raw rows, one section per kind, with the
// kind told by the columns unless the admin chose one. Nothing here looks at the database.
import { parse as parseCsv } from "csv-parse/sync";
import { undoFormulaGuard } from "~/lib/csv.server";
import {
  COLUMN_ALIASES,
  IMPORT_KINDS,
  type ImportKind,
  JSON_SECTIONS,
  KIND_COLUMNS,
  KIND_NOUNS,
  MAX_IMPORT_ROWS,
  REQUIRED_COLUMNS,
} from "./kinds";

export interface RawRow {
  /** Where the row is in the file: the spreadsheet row (header = 1) or the JSON item (from 1). */
  row: number;
  cells: Record<string, unknown>;
  /** A fault of the row as a whole (a wrong number of cells, not an object). */
  problem?: string;
}

export interface ParsedSection {
  kind: ImportKind;
  /** The known columns the file has, in our order. */
  columns: string[];
  /** Columns the file has that this kind does not use. */
  ignored: string[];
  rows: RawRow[];
}

export type ParseResult =
  { ok: true; format: "csv" | "json"; sections: ParsedSection[] } | { ok: false; message: string };

export type KindChoice = ImportKind | "auto";

/** `Created At`, `created-at` and `created_at` are one column. */
export function normaliseColumn(name: string): string {
  return name
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** The kind a set of columns most likely holds, or null when they fit none. */
export function detectKind(columns: ReadonlySet<string>): ImportKind | null {
  const has = (name: string) => columns.has(name);
  if (has("stem") && has("solution")) return "practice_questions";
  if (has("time_limit_minutes") && has("questions")) return "practice_papers";
  if (has("email") && !has("title")) return "subscribers";
  if (has("content") || has("excerpt")) return "blog_posts";
  if (has("resource_type")) return "resources";
  if (has("title") && has("subject") && has("level")) return "notes";
  if ((has("slug") || has("subject")) && has("level")) return "subjects";
  return null;
}

const list = (names: readonly string[]) =>
  names.length <= 1
    ? (names[0] ?? "")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/** Checks a section's columns against its kind; a message when a required one is missing. */
function sectionOf(kind: ImportKind, found: string[], rows: RawRow[]): ParsedSection | string {
  const aliases = COLUMN_ALIASES[kind] ?? {};
  const known = new Set(KIND_COLUMNS[kind]);
  const renamed = rows.map((r) => {
    const cells: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(r.cells)) {
      const name = aliases[key] && !(aliases[key] in r.cells) ? aliases[key] : key;
      if (known.has(name)) cells[name] = value;
    }
    return { ...r, cells };
  });
  const present = new Set(
    found.map((c) => (aliases[c] && !found.includes(aliases[c]) ? aliases[c] : c)),
  );
  const missing = REQUIRED_COLUMNS[kind].filter((c) => !present.has(c));
  if (missing.length > 0) {
    return `A file of ${KIND_NOUNS[kind].toLowerCase()} needs the column${REQUIRED_COLUMNS[kind].length > 1 ? "s" : ""} ${list(REQUIRED_COLUMNS[kind])}: ${list(missing)} ${missing.length > 1 ? "are" : "is"} missing.`;
  }
  return {
    kind,
    columns: KIND_COLUMNS[kind].filter((c) => present.has(c)),
    ignored: found.filter((c) => !known.has(c) && !(c in aliases)),
    rows: renamed,
  };
}

function kindFor(columns: string[], choice: KindChoice): { kind: ImportKind } | string {
  if (choice !== "auto") return { kind: choice };
  const kind = detectKind(new Set(columns));
  if (kind) return { kind };
  const shown = columns.slice(0, 12).join(", ") || "none";
  return `Could not tell what this file holds from its columns (${shown}). Choose what it holds under "File holds".`;
}

function tooMany(count: number): string {
  return `The file has ${count.toLocaleString("en-IN")} rows; at most ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} are imported at once. Split it into smaller files.`;
}

/** A header line's delimiter: a comma, or a semicolon or tab when the header has no comma. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(",")) return ",";
  if (header.includes(";")) return ";";
  if (header.includes("\t")) return "\t";
  return ",";
}

function parseCsvText(text: string, choice: KindChoice): ParseResult {
  let records: string[][];
  try {
    records = parseCsv(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
    }) as string[][];
  } catch (error) {
    return { ok: false, message: `The CSV file could not be read: ${(error as Error).message}.` };
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) {
    return {
      ok: false,
      message: "The file has no rows to import (a header line, then one row a line).",
    };
  }
  if (body.length > MAX_IMPORT_ROWS) return { ok: false, message: tooMany(body.length) };
  const columns = header.map(normaliseColumn);
  const duplicate = columns.find((c, i) => c && columns.indexOf(c) !== i);
  if (duplicate)
    return { ok: false, message: `The column ${duplicate} appears twice in the header.` };
  const kind = kindFor(columns, choice);
  if (typeof kind === "string") return { ok: false, message: kind };
  const rows: RawRow[] = body.map((record, index) => {
    const cells: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      // The apostrophe our export puts before a would-be formula comes off, and only that one.
      if (column && record[i] !== undefined) cells[column] = undoFormulaGuard(record[i]!);
    });
    const problem =
      record.length !== columns.length
        ? `This row has ${record.length} cells; the header has ${columns.length}.`
        : undefined;
    return { row: index + 2, cells, problem };
  });
  const section = sectionOf(kind.kind, columns.filter(Boolean), rows);
  if (typeof section === "string") return { ok: false, message: section };
  return { ok: true, format: "csv", sections: [section] };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function jsonSection(items: unknown[], kind: ImportKind | null, choice: KindChoice) {
  const rows: RawRow[] = items.map((item, index) => {
    if (!isObject(item))
      return { row: index + 1, cells: {}, problem: "This item is not an object." };
    const cells: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) cells[normaliseColumn(key)] = value;
    return { row: index + 1, cells };
  });
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r.cells)))];
  const chosen = kind ? { kind } : kindFor(columns, choice);
  if (typeof chosen === "string") return chosen;
  return sectionOf(chosen.kind, columns, rows);
}

function parseJsonText(text: string, choice: KindChoice): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { ok: false, message: `The JSON file could not be read: ${(error as Error).message}.` };
  }
  const sections: ParsedSection[] = [];
  if (Array.isArray(document)) {
    const section = jsonSection(document, null, choice);
    if (typeof section === "string") return { ok: false, message: section };
    sections.push(section);
  } else if (isObject(document)) {
    for (const [key, value] of Object.entries(document)) {
      const kind = JSON_SECTIONS[normaliseColumn(key)];
      // An empty list has nothing to import (an export of a site without subscribers, say).
      if (!kind || !Array.isArray(value) || value.length === 0) continue;
      if (choice !== "auto" && kind !== choice && !(choice === "notes" && kind === "resources"))
        continue;
      const section = jsonSection(value, choice === "notes" ? "notes" : kind, choice);
      if (typeof section === "string") return { ok: false, message: `${key}: ${section}` };
      sections.push(section);
    }
    if (sections.length === 0) {
      const names = Object.keys(JSON_SECTIONS).join(", ");
      return {
        ok: false,
        message: `The JSON document has no list of rows to import: give a list of objects, or an object with one or more of ${names}.`,
      };
    }
  } else {
    return {
      ok: false,
      message: "The JSON file must hold a list of objects, or an object of lists.",
    };
  }
  const count = sections.reduce((n, s) => n + s.rows.length, 0);
  if (count === 0) return { ok: false, message: "The file has no rows to import." };
  if (count > MAX_IMPORT_ROWS) return { ok: false, message: tooMany(count) };
  return { ok: true, format: "json", sections };
}

/** CSV or JSON, told by the file's name and, failing that, by its first character. */
export function parseImportFile(
  fileName: string,
  text: string,
  choice: KindChoice = "auto",
): ParseResult {
  if (!IMPORT_KINDS.includes(choice as ImportKind) && choice !== "auto") {
    return { ok: false, message: "Choose what the file holds." };
  }
  const extension = fileName.toLowerCase().split(".").pop();
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  const json = extension === "json" || (extension !== "csv" && (first === "[" || first === "{"));
  if (!text.trim()) return { ok: false, message: "The file is empty." };
  return json ? parseJsonText(text, choice) : parseCsvText(text, choice);
}
