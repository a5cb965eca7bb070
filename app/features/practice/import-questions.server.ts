// Practice questions in the bulk import and export (/admin/import, /admin/export): one row a
// question, as an operator types a paper up in a spreadsheet. Options are one column each
// (option_a … option_h) and the answer is written as people write it: "B", "A, C", "42", "42 ± 0.5",
// "40 to 44", or accepted texts joined by " | ". A row is checked by the editor's own schema
// (admin-schema.ts), so an import cannot store a question the editor would refuse; each problem
// names its column. A row is matched to what is stored by its course and slug.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { clip, withoutNul } from "~/lib/form-text";
import { DIFFICULTIES, PRACTICE_EXAMS, PRACTICE_STATUSES, QUESTION_KINDS } from "~db/enums";
import { practiceQuestions, subjectAliases, subjects } from "~db/schema";
import { QuestionFormSchema, type QuestionInput, slugFromStem } from "./admin-schema";
import { OPTION_COLUMNS } from "./import-columns";
import type { PlannedPracticeRow } from "./import-row";
import { optionLetter } from "./marking";

/** The answer column as a person writes it, for each kind. */
export function formatAnswer(kind: string, answer: unknown): string {
  if (kind === "single") return optionLetter(answer as number);
  if (kind === "multiple") return (answer as number[]).map(optionLetter).join(", ");
  if (kind === "numeric") {
    const a = answer as { value?: number; tolerance?: number; min?: number; max?: number };
    if (a.value !== undefined) return a.tolerance ? `${a.value} ± ${a.tolerance}` : String(a.value);
    return `${a.min} to ${a.max}`;
  }
  return (answer as string[]).join(" | ");
}

const NUMBER = String.raw`[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)(?:e[-+]?\d+)?`;
const num = (s: string) => Number(s.replace(",", "."));

/** The answer column read into the editor's answer fields, or a sentence saying what is wrong. */
function answerFieldsOf(kind: string, raw: string): Record<string, unknown> | string {
  const text = raw.trim();
  if (kind === "single" || kind === "multiple") {
    const parts = text
      .toUpperCase()
      .split(/[\s,;/&]+|\band\b/i)
      .filter(Boolean);
    if (parts.length === 0 || parts.some((p) => !/^[A-H]$/.test(p))) {
      return `answer "${clip(raw, 30)}" must be the letter${kind === "multiple" ? "s" : ""} of the correct option${kind === "multiple" ? "s, e.g. A, C" : ", e.g. B"}`;
    }
    return { correct: parts.map((p) => p.charCodeAt(0) - 65) };
  }
  if (kind === "numeric") {
    const tolerance = new RegExp(`^(${NUMBER})\\s*(?:±|\\+-|\\+/-)\\s*(${NUMBER})$`, "i").exec(
      text,
    );
    if (tolerance)
      return { numericMode: "value", value: num(tolerance[1]!), tolerance: num(tolerance[2]!) };
    const range = new RegExp(`^(${NUMBER})\\s*(?:to|\\.\\.|–)\\s*(${NUMBER})$`, "i").exec(text);
    if (range) return { numericMode: "range", min: num(range[1]!), max: num(range[2]!) };
    if (new RegExp(`^${NUMBER}$`, "i").test(text))
      return { numericMode: "value", value: num(text) };
    return `answer "${clip(raw, 30)}" must be a number, "42 ± 0.5" or "40 to 44"`;
  }
  return { accepted: text.split(/\s*\|\s*|\r?\n/).join("\n") };
}

/** Which column a problem of the editor's schema belongs to. */
function columnOf(path: PropertyKey[]): string {
  const [head, index] = path;
  if (head === "options" && typeof index === "number") return OPTION_COLUMNS[index] ?? "options";
  if (head === "options") return "option_a";
  if (head === "subjectId") return "course";
  if (
    ["correct", "value", "tolerance", "min", "max", "accepted", "numericMode"].includes(
      String(head),
    )
  )
    return "answer";
  return String(head ?? "");
}

const ENUM_COLUMNS: Record<string, readonly string[]> = {
  kind: QUESTION_KINDS,
  exam: PRACTICE_EXAMS,
  difficulty: DIFFICULTIES,
  status: PRACTICE_STATUSES,
};

/** Any cell as text: JSON numbers and booleans as written, lists and objects as JSON, NUL removed. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : typeof value === "string"
      ? withoutNul(value)
      : typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : JSON.stringify(value);

export interface CourseRef {
  id: string;
  code: string | null;
  level: string;
  slug: string;
}

/** A subject this import adds (its id is known only when it is written). */
export const PENDING_ID = "00000000-0000-4000-8000-000000000000";
function pendingCourse(
  text: string,
  pending: ReadonlySet<string> | undefined,
): CourseRef | undefined {
  const key = text.toLowerCase().replace(/^\/+|\/+$/g, "");
  if (!pending?.has(key)) return undefined;
  const [level, slug] = key.split("/");
  return { id: PENDING_ID, code: null, level: level!, slug: slug! };
}

export interface ImportCourses {
  byCode: Map<string, CourseRef>;
  byPath: Map<string, CourseRef>;
  /** Subjects (level/slug) the same import adds before its questions. */
  pending?: ReadonlySet<string>;
}

/** The course a `course` cell names (code or level/slug), stored or added by this import. */
export function findCourse(courseText: string, courses: ImportCourses): CourseRef | undefined {
  return (
    courses.byCode.get(courseText.toUpperCase()) ??
    courses.byPath.get(courseText.toLowerCase().replace(/^\/+|\/+$/g, "")) ??
    pendingCourse(courseText, courses.pending)
  );
}

/** The `course` column's error when it names no course. */
export function unknownCourse(courseText: string) {
  return {
    column: "course",
    message: courseText
      ? `Unknown course "${clip(courseText, 40)}": give its code (e.g. BSMA1001) or level/slug (e.g. foundation/mathematics)`
      : "course is required",
  };
}

/** Reads one row into a question for `courses`, or its errors by column. */
export function readQuestionRow(
  cells: Record<string, unknown>,
  courses: ImportCourses,
):
  | { ok: true; question: QuestionInput }
  | { ok: false; errors: { column: string; message: string }[] } {
  const cell = (name: string) => cellText(cells[name]).trim();
  const errors: { column: string; message: string }[] = [];
  const courseText = cell("course");
  const course = findCourse(courseText, courses);
  if (!course) errors.push(unknownCourse(courseText));
  const kind = cell("kind").toLowerCase();
  const options = OPTION_COLUMNS.map((c) => cellText(cells[c]));
  while (options.length && !options.at(-1)!.trim()) options.pop();
  const answer = answerFieldsOf(kind, cell("answer"));
  if (typeof answer === "string" && ["single", "multiple", "numeric", "text"].includes(kind))
    errors.push({ column: "answer", message: answer });
  const marksText = cell("marks");
  const marks = marksText ? Number(marksText.replace(",", ".")) : 1;
  const stem = cellText(cells.stem);
  const parsed = QuestionFormSchema.safeParse({
    subjectId: course?.id ?? "00000000-0000-4000-8000-000000000000",
    slug: cell("slug").toLowerCase() || slugFromStem(stem),
    kind: kind || undefined,
    exam: cell("exam").toLowerCase().replace(/\s+/g, "-") || undefined,
    topic: cell("topic") || undefined,
    difficulty: cell("difficulty").toLowerCase() || "medium",
    marks,
    stem: stem.trim() ? stem : undefined,
    options: kind === "single" || kind === "multiple" ? options : undefined,
    ...(typeof answer === "string" ? { correct: [] } : answer),
    solution: cellText(cells.solution).trim() ? cellText(cells.solution) : undefined,
    source: cell("source") || undefined,
    status: cell("status").toLowerCase() || "draft",
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path);
      if (column === "answer" && typeof answer === "string") continue; // said above
      if (errors.some((e) => e.column === column)) continue;
      const choices = ENUM_COLUMNS[column];
      errors.push({
        column,
        message: choices
          ? `${column} "${clip(cell(column), 30)}" is not one of ${choices.join(", ")}`
          : issue.message,
      });
    }
  }
  if (errors.length || !parsed.success) return { ok: false, errors };
  return { ok: true, question: parsed.data };
}

/** The courses an import may name: by code and by level/slug (a former slug finds its course). */
export async function importCourses(db: Database) {
  const columns = {
    id: subjects.id,
    code: subjects.code,
    level: subjects.level,
    slug: subjects.slug,
  };
  const [rows, aliases] = await Promise.all([
    db.select(columns).from(subjects),
    db
      .select({ ...columns, alias: subjectAliases.slug })
      .from(subjectAliases)
      .innerJoin(subjects, eq(subjects.id, subjectAliases.subjectId)),
  ]);
  const byPath = new Map(rows.map((r) => [`${r.level}/${r.slug}`, r]));
  for (const { alias, ...course } of aliases) {
    const path = `${course.level}/${alias}`;
    if (!byPath.has(path)) byPath.set(path, course);
  }
  return {
    byCode: new Map(rows.filter((r) => r.code).map((r) => [r.code!.toUpperCase(), r])),
    byPath,
  };
}

/** Stored questions with the given (course, slug) keys, by `subjectId/slug`. */
export async function storedQuestions(db: Database, keys: { subjectId: string; slug: string }[]) {
  const slugs = [...new Set(keys.map((k) => k.slug))];
  const out = new Map<string, typeof practiceQuestions.$inferSelect>();
  for (let i = 0; i < slugs.length; i += 500) {
    const rows = await db
      .select()
      .from(practiceQuestions)
      .where(inArray(practiceQuestions.slug, slugs.slice(i, i + 500)));
    for (const row of rows) out.set(`${row.subjectId}/${row.slug}`, row);
  }
  return out;
}

/** Column of the file → field of the table, for what an update may change. */
export const QUESTION_IMPORT_FIELDS: Record<string, keyof QuestionInput> = {
  kind: "kind",
  exam: "exam",
  topic: "topic",
  difficulty: "difficulty",
  marks: "marks",
  stem: "stem",
  options: "options",
  answer: "answer",
  solution: "solution",
  source: "source",
  status: "status",
};

const canonical = (value: unknown) => JSON.stringify(value, Object.keys(value ?? {}).sort());

/** The columns whose value differs from the stored question's. */
export function changedQuestionColumns(
  question: QuestionInput,
  stored: typeof practiceQuestions.$inferSelect,
): string[] {
  return Object.entries(QUESTION_IMPORT_FIELDS)
    .filter(([, field]) => {
      const a = question[field];
      const b = stored[field as keyof typeof stored];
      if (typeof a === "object" && a !== null) return canonical(a) !== canonical(b);
      return a !== b;
    })
    .map(([column]) => column);
}

/** The values an import writes for a question (its publication date is set when written). */
export function questionWriteValues(q: QuestionInput) {
  return {
    subjectId: q.subjectId,
    slug: q.slug,
    kind: q.kind,
    exam: q.exam,
    topic: q.topic,
    difficulty: q.difficulty,
    marks: q.marks,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    solution: q.solution,
    source: q.source,
    status: q.status,
  };
}

/** Writes one planned question: added, or updated in place (published first: dated now). */
export async function writeImportedQuestion(
  db: Database,
  write: { targetId: string | null; values: Record<string, unknown> },
) {
  const { subjectKey, ...values } = write.values as ReturnType<typeof questionWriteValues> & {
    subjectKey?: string;
  };
  if (subjectKey) {
    // Its subject was added by this import, just before: found by level and slug.
    const [level, slug] = subjectKey.split("/");
    const [subject] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(sql`${subjects.level} = ${level} and ${subjects.slug} = ${slug}`);
    if (!subject) throw new Error(`its course ${subjectKey} was not added`);
    values.subjectId = subject.id;
  }
  if (write.targetId) {
    await db
      .update(practiceQuestions)
      .set({
        ...values,
        publishedAt: sql`coalesce(${practiceQuestions.publishedAt}, case when ${values.status} = 'published' then now() end)`,
        updatedAt: new Date(),
        demo: false,
      })
      .where(eq(practiceQuestions.id, write.targetId));
  } else {
    await db
      .insert(practiceQuestions)
      .values({ ...values, publishedAt: values.status === "published" ? new Date() : null });
  }
}

/** Every question as the import reads it, by course code (or level/slug), exam and slug. */
export async function exportQuestionRows(db: Database) {
  const rows = await db
    .select({
      q: practiceQuestions,
      code: subjects.code,
      level: subjects.level,
      subjectSlug: subjects.slug,
    })
    .from(practiceQuestions)
    .innerJoin(subjects, eq(subjects.id, practiceQuestions.subjectId))
    .orderBy(
      asc(sql`coalesce(${subjects.code}, ${subjects.level} || '/' || ${subjects.slug})`),
      asc(practiceQuestions.exam),
      asc(practiceQuestions.slug),
    );
  return rows.map(({ q, code, level, subjectSlug }) => {
    const row: Record<string, string | number | null> = {
      course: code ?? `${level}/${subjectSlug}`,
      slug: q.slug,
      kind: q.kind,
      exam: q.exam,
      topic: q.topic,
      difficulty: q.difficulty,
      marks: q.marks,
      stem: q.stem,
    };
    OPTION_COLUMNS.forEach((column, i) => (row[column] = q.options[i] ?? ""));
    row.answer = formatAnswer(q.kind, q.answer);
    row.solution = q.solution;
    row.source = q.source;
    row.status = q.status;
    return row;
  });
}

/**
 * The dry run of a file of questions: each row checked, matched to the stored question of its
 * course and slug (update, or unchanged when identical), a slug given twice in the file skipped.
 */
export async function planQuestionRows(
  db: Database,
  rows: { row: number; cells: Record<string, unknown>; problem?: string }[],
  /** Subjects (level/slug) that exist once this import's subjects are added. */
  known: ReadonlySet<string> = new Set(),
): Promise<PlannedPracticeRow[]> {
  const courses = { ...(await importCourses(db)), pending: known };
  const read = rows.map((raw) => ({
    raw,
    result: raw.problem
      ? ({ ok: false, errors: [{ column: "", message: raw.problem }] } as const)
      : readQuestionRow(raw.cells, courses),
  }));
  const stored = await storedQuestions(
    db,
    read.flatMap(({ result }) => (result.ok ? [result.question] : [])),
  );
  const seen = new Map<string, number>();
  return read.map(({ raw, result }) => {
    const label = clip(cellText(raw.cells.slug) || cellText(raw.cells.stem), 120);
    const row: PlannedPracticeRow = {
      kind: "practice_questions",
      row: raw.row,
      label,
      outcome: "error",
      reasons: [],
      errors: [],
      changes: [],
    };
    if (!result.ok) {
      row.errors = [...result.errors];
      return row;
    }
    const q = result.question;
    const pendingKey =
      q.subjectId === PENDING_ID ? cellText(raw.cells.course).trim().toLowerCase() : undefined;
    const key = `${pendingKey ?? q.subjectId}/${q.slug}`;
    row.label = `${cellText(raw.cells.course).trim()}/${q.slug}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      row.outcome = "skip";
      row.reasons.push(`Duplicate of row ${earlier} in this file (same course and slug)`);
      return row;
    }
    seen.set(key, raw.row);
    const existing = stored.get(key);
    if (!existing) {
      row.outcome = "add";
      const values: Record<string, unknown> = questionWriteValues(q);
      if (pendingKey) {
        values.subjectId = null;
        values.subjectKey = pendingKey;
        row.reasons.push(`Its course ${pendingKey} is added by this import`);
      }
      row.write = { table: "practice_questions", targetId: null, values };
      return row;
    }
    row.changes = changedQuestionColumns(q, existing);
    if (row.changes.length === 0) {
      row.outcome = "unchanged";
      row.reasons.push("Identical to what is stored");
      return row;
    }
    row.outcome = "update";
    row.write = {
      table: "practice_questions",
      targetId: existing.id,
      values: questionWriteValues(q),
    };
    return row;
  });
}
