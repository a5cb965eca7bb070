// Practice papers in the bulk import and export (/admin/import, /admin/export): one row a paper,
// its questions in one column as their slugs in order, each followed by ":marks" when it carries
// other marks on this paper ("mean-of-three | range-q:2"; in JSON also a list of {slug, marks}).
// A row is checked by the paper editor's own schema (admin-schema.ts), so an import cannot store
// a paper the editor would refuse; its questions must be questions of its course, stored or added
// by the same import, and a published paper needs every one of them published (as the editor
// says). A row is matched to what is stored by its course and slug.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { clip } from "~/lib/form-text";
import { PAPER_KINDS, PRACTICE_EXAMS, PRACTICE_STATUSES } from "~db/enums";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { MAX_PAPER_QUESTIONS, type PaperInput, PaperFormSchema } from "./admin-schema";
import {
  cellText,
  type CourseRef,
  findCourse,
  type ImportCourses,
  importCourses,
  PENDING_ID,
  unknownCourse,
} from "./import-questions.server";
import type { PlannedPracticeRow } from "./import-row";
import { publishProblem } from "./mutations.server";

/** One question of a paper in a file: its slug, and its marks on this paper (null: its own). */
export interface PaperQuestionRef {
  slug: string;
  marks: number | null;
}

interface CellError {
  column: string;
  message: string;
}

/** The questions column as the CSV writes it: "mean-of-three | range-q:2". */
export function formatPaperQuestions(refs: readonly PaperQuestionRef[]): string {
  return refs.map((r) => (r.marks === null ? r.slug : `${r.slug}:${r.marks}`)).join(" | ");
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const QUESTIONS_HINT =
  'give the question slugs in order joined by " | ", each with ":marks" when it carries other marks on this paper, e.g. "mean-q | range-q:2"';

/** The questions cell as slugs, each with its marks as written; or what is wrong with it. */
function questionsCell(value: unknown): { slug: string; marks: string }[] | string {
  const item = (entry: unknown) => {
    if (typeof entry === "string") {
      const at = entry.indexOf(":");
      return at < 0
        ? { slug: entry.trim(), marks: "" }
        : { slug: entry.slice(0, at).trim(), marks: entry.slice(at + 1).trim() };
    }
    if (typeof entry === "object" && entry !== null && !Array.isArray(entry)) {
      const { slug, marks } = entry as Record<string, unknown>;
      return { slug: cellText(slug).trim(), marks: cellText(marks).trim() };
    }
    return null;
  };
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    const items = value.map(item);
    if (items.some((i) => i === null))
      return `questions must be a list of question slugs or of {"slug", "marks"}: ${QUESTIONS_HINT}`;
    return items as { slug: string; marks: string }[];
  }
  if (typeof value !== "string") return `questions must be text: ${QUESTIONS_HINT}`;
  return value
    .split(/\s*[|\n]\s*/)
    .filter((part) => part.trim())
    .map((part) => item(part)!);
}

/** Which column a problem of the paper editor's schema belongs to. */
function columnOf(path: PropertyKey[]): string {
  const [head] = path;
  if (head === "subjectId") return "course";
  if (head === "timeLimitMinutes") return "time_limit_minutes";
  if (head === "items" || head === "add") return "questions";
  return String(head ?? "");
}

const ENUM_COLUMNS: Record<string, readonly string[]> = {
  kind: PAPER_KINDS,
  exam: PRACTICE_EXAMS,
  status: PRACTICE_STATUSES,
};

/** The n-th question's stand-in id: the editor's schema checks ids, the import has slugs. */
const itemId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`;

export interface ReadPaper {
  /** The course the row names, when it names one. */
  course?: CourseRef;
  /** Its questions in order, when the questions cell could be read. */
  questions?: PaperQuestionRef[];
  /** The paper, when every column passed the editor's schema (its question ids are stand-ins). */
  paper?: PaperInput;
  errors: CellError[];
}

/** Reads one row into a paper for `courses`; its errors by column. */
export function readPaperRow(cells: Record<string, unknown>, courses: ImportCourses): ReadPaper {
  const cell = (name: string) => cellText(cells[name]).trim();
  const errors: CellError[] = [];
  const courseText = cell("course");
  const course = findCourse(courseText, courses);
  if (!course) errors.push(unknownCourse(courseText));

  let refs: { slug: string; marks: string }[] | undefined;
  const read = questionsCell(cells.questions);
  if (typeof read === "string") errors.push({ column: "questions", message: read });
  else {
    refs = read.map((r) => ({ ...r, slug: r.slug.toLowerCase() }));
    const bad = refs.find((r) => !SLUG.test(r.slug));
    const slugs = refs.map((r) => r.slug);
    const twice = slugs.find((s, i) => slugs.indexOf(s) !== i);
    const problem = bad
      ? bad.slug
        ? `"${clip(bad.slug, 40)}" is not a question slug: ${QUESTIONS_HINT}`
        : `A question has no slug: ${QUESTIONS_HINT}`
      : twice
        ? `${twice} is listed twice: a question is on a paper once`
        : refs.length > MAX_PAPER_QUESTIONS
          ? `A paper holds at most ${MAX_PAPER_QUESTIONS} questions; this one lists ${refs.length}`
          : null;
    if (problem) {
      errors.push({ column: "questions", message: problem });
      refs = undefined;
    }
  }

  const minutes = cell("time_limit_minutes");
  const parsed = PaperFormSchema.safeParse({
    subjectId: course?.id ?? PENDING_ID,
    title: cellText(cells.title).trim() ? cellText(cells.title) : undefined,
    slug: cell("slug").toLowerCase() || undefined,
    kind: cell("kind").toLowerCase() || "mock",
    exam: cell("exam").toLowerCase().replace(/\s+/g, "-") || undefined,
    session: cell("session") || undefined,
    description: cellText(cells.description).trim() ? cellText(cells.description) : undefined,
    timeLimitMinutes: minutes ? Number(minutes) : undefined,
    source: cell("source") || undefined,
    status: cell("status").toLowerCase() || "draft",
    items: (refs ?? []).map((r, i) => ({
      questionId: itemId(i),
      position: i + 1,
      marks: r.marks ? Number(r.marks.replace(",", ".")) : undefined,
    })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = columnOf(issue.path);
      if (errors.some((e) => e.column === column)) continue;
      const choices = ENUM_COLUMNS[column];
      const [, index] = issue.path;
      const ref = typeof index === "number" ? refs?.[index] : undefined;
      errors.push({
        column,
        message: choices
          ? `${column} "${clip(cell(column), 30)}" is not one of ${choices.join(", ")}`
          : ref
            ? `${ref.slug}: ${issue.message}`
            : issue.message,
      });
    }
  }
  if (!parsed.success || !refs) return { course, errors };
  const bySlug = new Map(refs.map((r, i) => [itemId(i), r.slug]));
  const questions = parsed.data.questions.map((q) => ({
    slug: bySlug.get(q.questionId)!,
    marks: q.marks,
  }));
  return { course, questions, paper: parsed.data, errors };
}

const CHUNK = 500;
async function inChunks<T>(values: string[], read: (chunk: string[]) => Promise<T[]>) {
  const unique = [...new Set(values)];
  const out: T[] = [];
  for (let i = 0; i < unique.length; i += CHUNK)
    out.push(...(await read(unique.slice(i, i + CHUNK))));
  return out;
}

/** A course's key in this plan: its id, or level/slug when this import adds it. */
const courseKey = (course: CourseRef) =>
  course.id === PENDING_ID ? `${course.level}/${course.slug}` : course.id;

type StoredPaper = typeof practicePapers.$inferSelect & { questions: PaperQuestionRef[] };

/** Stored papers of these courses with these slugs, with their questions, by `subjectId/slug`. */
async function storedPapers(db: Database, subjectIds: string[], slugs: string[]) {
  const out = new Map<string, StoredPaper>();
  if (subjectIds.length === 0 || slugs.length === 0) return out;
  const papers = await inChunks(slugs, (chunk) =>
    db
      .select()
      .from(practicePapers)
      .where(
        and(inArray(practicePapers.subjectId, subjectIds), inArray(practicePapers.slug, chunk)),
      ),
  );
  const byId = new Map<string, StoredPaper>();
  for (const paper of papers) {
    const stored = { ...paper, questions: [] };
    byId.set(paper.id, stored);
    out.set(`${paper.subjectId}/${paper.slug}`, stored);
  }
  const items = await inChunks([...byId.keys()], (chunk) =>
    db
      .select({
        paperId: practicePaperQuestions.paperId,
        slug: practiceQuestions.slug,
        marks: practicePaperQuestions.marks,
      })
      .from(practicePaperQuestions)
      .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
      .where(inArray(practicePaperQuestions.paperId, chunk))
      .orderBy(asc(practicePaperQuestions.position)),
  );
  for (const item of items) byId.get(item.paperId)!.questions.push(item);
  return out;
}

/** Column of the file → field of the table, for what an update may change (and questions). */
const PAPER_FIELDS = {
  title: "title",
  kind: "kind",
  exam: "exam",
  session: "session",
  description: "description",
  time_limit_minutes: "timeLimitMinutes",
  source: "source",
  status: "status",
} as const satisfies Record<string, keyof PaperInput>;

function changedPaperColumns(
  paper: PaperInput,
  questions: PaperQuestionRef[],
  stored: StoredPaper,
): string[] {
  const changed = Object.entries(PAPER_FIELDS)
    .filter(([, field]) => paper[field] !== stored[field])
    .map(([column]) => column);
  if (formatPaperQuestions(questions) !== formatPaperQuestions(stored.questions))
    changed.push("questions");
  return changed;
}

/** What Apply writes for a paper: its columns, and its questions by slug (resolved then). */
function paperWriteValues(paper: PaperInput, questions: PaperQuestionRef[]) {
  return {
    subjectId: paper.subjectId as string | null,
    slug: paper.slug,
    title: paper.title,
    kind: paper.kind,
    exam: paper.exam,
    session: paper.session,
    description: paper.description,
    timeLimitMinutes: paper.timeLimitMinutes,
    source: paper.source,
    status: paper.status,
    questions,
  };
}
type PaperWriteValues = ReturnType<typeof paperWriteValues> & { subjectKey?: string };

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * The dry run of a file of papers: each row checked, its questions found in its course (stored,
 * or written by this import's question rows, which are planned first), matched to the stored
 * paper of its course and slug (update, or unchanged when identical); a slug given twice in the
 * file is skipped.
 */
export async function planPaperRows(
  db: Database,
  rows: { row: number; cells: Record<string, unknown>; problem?: string }[],
  context: {
    /** Subjects (level/slug) that exist once this import's subjects are added. */
    known?: ReadonlySet<string>;
    /** This import's planned question rows. */
    questions?: readonly { write?: { values: Record<string, unknown> } }[];
  } = {},
): Promise<PlannedPracticeRow[]> {
  const courses = { ...(await importCourses(db)), pending: context.known ?? new Set<string>() };
  const read = rows.map((raw) => ({
    raw,
    result: raw.problem
      ? ({ errors: [{ column: "", message: raw.problem }] } as ReadPaper)
      : readPaperRow(raw.cells, courses),
  }));
  const subjectIds = [
    ...new Set(
      read.flatMap(({ result }) =>
        result.course && result.course.id !== PENDING_ID ? [result.course.id] : [],
      ),
    ),
  ];

  // The questions of these courses once this import's question rows are written.
  const bank = new Map<string, { status: string; marks: number }>();
  if (subjectIds.length > 0) {
    const stored = await db
      .select({
        subjectId: practiceQuestions.subjectId,
        slug: practiceQuestions.slug,
        status: practiceQuestions.status,
        marks: practiceQuestions.marks,
      })
      .from(practiceQuestions)
      .where(inArray(practiceQuestions.subjectId, subjectIds));
    for (const q of stored) bank.set(`${q.subjectId}/${q.slug}`, q);
  }
  for (const planned of context.questions ?? []) {
    if (!planned.write) continue;
    const v = planned.write.values as {
      subjectId: string | null;
      subjectKey?: string;
      slug: string;
      status: string;
      marks: number;
    };
    const course = v.subjectKey?.replace(/^\/+|\/+$/g, "") ?? v.subjectId;
    bank.set(`${course}/${v.slug}`, { status: v.status, marks: v.marks });
  }

  const stored = await storedPapers(
    db,
    subjectIds,
    read.flatMap(({ result }) => (result.paper ? [result.paper.slug] : [])),
  );
  const seen = new Map<string, number>();
  return read.map(({ raw, result }) => {
    const courseText = cellText(raw.cells.course).trim();
    const row: PlannedPracticeRow = {
      kind: "practice_papers",
      row: raw.row,
      label: clip(cellText(raw.cells.slug) || cellText(raw.cells.title), 120),
      outcome: "error",
      reasons: [],
      errors: [...result.errors],
      changes: [],
    };
    const { course, questions, paper } = result;
    if (course && questions) {
      const key = courseKey(course);
      const missing = questions.filter((q) => !bank.has(`${key}/${q.slug}`)).map((q) => q.slug);
      if (missing.length > 0) {
        row.errors.push({
          column: "questions",
          message: `${missing.length === 1 ? "No question" : "No questions"} ${list(missing)} in ${courseText}: each must be a question of the paper's course, stored or in this import`,
        });
      } else if (paper) {
        const problem =
          paper.status === "published"
            ? publishProblem(
                questions.map((q) => ({ slug: q.slug, ...bank.get(`${key}/${q.slug}`)! })),
              )
            : null;
        if (problem) row.errors.push({ column: "status", message: problem });
        const totalText = cellText(raw.cells.total_marks).trim();
        if (totalText) {
          const given = Number(totalText.replace(",", "."));
          const total = questions.reduce(
            (sum, q) => sum + (q.marks ?? bank.get(`${key}/${q.slug}`)!.marks),
            0,
          );
          if (!Number.isFinite(given))
            row.errors.push({ column: "total_marks", message: "total_marks must be a number" });
          else if (Math.abs(given - total) > 0.005)
            row.errors.push({
              column: "total_marks",
              message: `total_marks is ${given}, but its questions' marks add up to ${Number(total.toFixed(2))}`,
            });
        }
      }
    }
    if (row.errors.length > 0 || !paper || !course || !questions) return row;

    const key = `${courseKey(course)}/${paper.slug}`;
    row.label = `${courseText}/${paper.slug}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      row.outcome = "skip";
      row.reasons.push(`Duplicate of row ${earlier} in this file (same course and slug)`);
      return row;
    }
    seen.set(key, raw.row);
    const values: PaperWriteValues = paperWriteValues(paper, questions);
    const existing = stored.get(key);
    if (!existing) {
      row.outcome = "add";
      if (course.id === PENDING_ID) {
        values.subjectId = null;
        values.subjectKey = courseKey(course);
        row.reasons.push(`Its course ${values.subjectKey} is added by this import`);
      }
      row.write = { table: "practice_papers", targetId: null, values };
      return row;
    }
    row.changes = changedPaperColumns(paper, questions, existing);
    if (row.changes.length === 0) {
      row.outcome = "unchanged";
      row.reasons.push("Identical to what is stored");
      return row;
    }
    row.outcome = "update";
    row.write = { table: "practice_papers", targetId: existing.id, values };
    return row;
  });
}

/**
 * Writes one planned paper: added, or updated in place (published first: dated now), with its
 * questions found by slug in its course now, so questions this import has just added are found.
 */
export async function writeImportedPaper(
  db: Database,
  write: { targetId: string | null; values: Record<string, unknown> },
) {
  const { subjectKey, questions, ...values } = write.values as PaperWriteValues;
  if (subjectKey) {
    const [level, slug] = subjectKey.split("/");
    const [subject] = await db
      .select({ id: subjects.id })
      .from(subjects)
      .where(sql`${subjects.level} = ${level} and ${subjects.slug} = ${slug}`);
    if (!subject) throw new Error(`its course ${subjectKey} was not added`);
    values.subjectId = subject.id;
  }
  const subjectId = values.subjectId!;
  const found =
    questions.length === 0
      ? []
      : await db
          .select({
            id: practiceQuestions.id,
            slug: practiceQuestions.slug,
            status: practiceQuestions.status,
          })
          .from(practiceQuestions)
          .where(
            and(
              eq(practiceQuestions.subjectId, subjectId),
              inArray(
                practiceQuestions.slug,
                questions.map((q) => q.slug),
              ),
            ),
          );
  const bySlug = new Map(found.map((q) => [q.slug, q]));
  const missing = questions.filter((q) => !bySlug.has(q.slug)).map((q) => q.slug);
  if (missing.length > 0) throw new Error(`its questions ${list(missing)} were not saved`);
  if (values.status === "published") {
    const problem = publishProblem(questions.map((q) => bySlug.get(q.slug)!));
    if (problem) throw new Error(problem);
  }
  const columns = { ...values, subjectId };
  let paperId: string;
  if (write.targetId) {
    await db
      .update(practicePapers)
      .set({
        ...columns,
        publishedAt: sql`coalesce(${practicePapers.publishedAt}, case when ${values.status} = 'published' then now() end)`,
        updatedAt: new Date(),
      })
      .where(eq(practicePapers.id, write.targetId));
    paperId = write.targetId;
    await db.delete(practicePaperQuestions).where(eq(practicePaperQuestions.paperId, paperId));
  } else {
    const [row] = await db
      .insert(practicePapers)
      .values({ ...columns, publishedAt: values.status === "published" ? new Date() : null })
      .returning({ id: practicePapers.id });
    paperId = row!.id;
  }
  if (questions.length > 0) {
    await db.insert(practicePaperQuestions).values(
      questions.map((q, position) => ({
        paperId,
        questionId: bySlug.get(q.slug)!.id,
        position,
        marks: q.marks,
      })),
    );
  }
}

/** Every paper as the import reads it: its course, its columns, its questions in order. */
export async function exportPaperRows(db: Database) {
  const papers = await db
    .select({
      p: practicePapers,
      code: subjects.code,
      level: subjects.level,
      subjectSlug: subjects.slug,
    })
    .from(practicePapers)
    .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
    .orderBy(
      asc(sql`coalesce(${subjects.code}, ${subjects.level} || '/' || ${subjects.slug})`),
      asc(practicePapers.exam),
      asc(practicePapers.slug),
    );
  const items = await db
    .select({
      paperId: practicePaperQuestions.paperId,
      slug: practiceQuestions.slug,
      marks: practicePaperQuestions.marks,
      own: practiceQuestions.marks,
    })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .orderBy(asc(practicePaperQuestions.paperId), asc(practicePaperQuestions.position));
  const byPaper = new Map<string, typeof items>();
  for (const item of items) {
    const list = byPaper.get(item.paperId) ?? [];
    list.push(item);
    byPaper.set(item.paperId, list);
  }
  return papers.map(({ p, code, level, subjectSlug }) => {
    const questions = byPaper.get(p.id) ?? [];
    const total = questions.reduce((sum, q) => sum + (q.marks ?? q.own), 0);
    return {
      course: code ?? `${level}/${subjectSlug}`,
      slug: p.slug,
      title: p.title,
      kind: p.kind,
      exam: p.exam,
      session: p.session,
      description: p.description,
      time_limit_minutes: p.timeLimitMinutes,
      questions: questions.map((q): PaperQuestionRef => ({ slug: q.slug, marks: q.marks })),
      total_marks: Number(total.toFixed(2)),
      source: p.source,
      status: p.status,
    };
  });
}

/** A paper row of the export as a CSV row: its questions in one cell. */
export function paperCsvRow<T extends { questions?: unknown }>(row: T) {
  return { ...row, questions: formatPaperQuestions((row.questions ?? []) as PaperQuestionRef[]) };
}
