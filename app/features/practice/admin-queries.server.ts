// Reads of the admin practice screens (/admin/questions, /admin/papers): lists searched, filtered
// and paged in SQL; one question or paper with what its dialog shows. Drafts included: the admin
// sees everything.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, offsetOf } from "~/features/resources/admin-queries.server";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import type { DIFFICULTIES, PRACTICE_EXAMS, PRACTICE_STATUSES, QUESTION_KINDS } from "~db/enums";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { stemExcerpt } from "./excerpt";

export { ADMIN_PAGE_SIZE };

const isUuid = (id: string | null | undefined): id is string =>
  typeof id === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Courses a question or paper can belong to: subjects with a course code first, then the rest. */
export function listCourseOptions(db: Database) {
  return db
    .select({
      id: subjects.id,
      name: subjects.name,
      code: subjects.code,
      level: subjects.level,
      slug: subjects.slug,
    })
    .from(subjects)
    .orderBy(sql`${subjects.code} is null`, asc(subjects.code), asc(subjects.name));
}
export type CourseOption = Awaited<ReturnType<typeof listCourseOptions>>[number];

export interface QuestionFilters {
  q?: string;
  subjectId?: string;
  exam?: (typeof PRACTICE_EXAMS)[number];
  kind?: (typeof QUESTION_KINDS)[number];
  status?: (typeof PRACTICE_STATUSES)[number];
  difficulty?: (typeof DIFFICULTIES)[number];
  page?: number;
}

function questionWhere(f: QuestionFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (isUuid(f.subjectId)) where.push(eq(practiceQuestions.subjectId, f.subjectId));
  if (f.exam) where.push(eq(practiceQuestions.exam, f.exam));
  if (f.kind) where.push(eq(practiceQuestions.kind, f.kind));
  if (f.status) where.push(eq(practiceQuestions.status, f.status));
  if (f.difficulty) where.push(eq(practiceQuestions.difficulty, f.difficulty));
  if (f.q?.trim()) {
    const pattern = likePattern(f.q);
    where.push(
      or(
        ilike(practiceQuestions.stem, pattern),
        ilike(practiceQuestions.topic, pattern),
        ilike(practiceQuestions.slug, likePattern(f.q.trim().replace(/\s+/g, "-"))),
      ),
    );
  }
  return and(...where);
}

/** One page of questions, newest edit first, with their course and how many papers use each. */
export async function listAdminQuestions(db: Database, filters: QuestionFilters) {
  const where = questionWhere(filters);
  const papers = sql<number>`(select count(*)::int from ${practicePaperQuestions} pq
    where pq.question_id = "practice_questions"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: practiceQuestions.id,
        slug: practiceQuestions.slug,
        kind: practiceQuestions.kind,
        exam: practiceQuestions.exam,
        topic: practiceQuestions.topic,
        difficulty: practiceQuestions.difficulty,
        marks: practiceQuestions.marks,
        stem: sql<string>`left(${practiceQuestions.stem}, 400)`,
        status: practiceQuestions.status,
        updatedAt: practiceQuestions.updatedAt,
        courseName: subjects.name,
        courseCode: subjects.code,
        papers,
      })
      .from(practiceQuestions)
      .innerJoin(subjects, eq(subjects.id, practiceQuestions.subjectId))
      .where(where)
      .orderBy(desc(practiceQuestions.updatedAt), asc(practiceQuestions.slug))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(filters.page)),
    db.select({ n: count() }).from(practiceQuestions).where(where),
  ]);
  return { rows: withExcerpts(rows), total: total?.n ?? 0 };
}

/**
 * Lists show a stem as its plain text (maths as text, no Markdown marks), cut at a word: the
 * query takes the stem's first 400 characters, enough for the 160 shown.
 */
function withExcerpts<T extends { stem: string }>(rows: T[]): T[] {
  return rows.map((row) => ({ ...row, stem: stemExcerpt(row.stem, 160) }));
}

/** One question with every field its edit dialog shows, or undefined. */
export async function getAdminQuestion(db: Database, id: string | null | undefined) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: practiceQuestions.id,
      subjectId: practiceQuestions.subjectId,
      slug: practiceQuestions.slug,
      kind: practiceQuestions.kind,
      exam: practiceQuestions.exam,
      topic: practiceQuestions.topic,
      difficulty: practiceQuestions.difficulty,
      marks: practiceQuestions.marks,
      stem: practiceQuestions.stem,
      options: practiceQuestions.options,
      answer: practiceQuestions.answer,
      solution: practiceQuestions.solution,
      source: practiceQuestions.source,
      status: practiceQuestions.status,
      publishedAt: practiceQuestions.publishedAt,
    })
    .from(practiceQuestions)
    .where(eq(practiceQuestions.id, id));
  return row;
}

/** The papers a question is on (titles), for the delete dialog. */
export function papersOfQuestion(db: Database, questionId: string) {
  return db
    .select({ id: practicePapers.id, title: practicePapers.title })
    .from(practicePaperQuestions)
    .innerJoin(practicePapers, eq(practicePapers.id, practicePaperQuestions.paperId))
    .where(eq(practicePaperQuestions.questionId, questionId))
    .orderBy(asc(practicePapers.title));
}

// ---- Papers ----------------------------------------------------------------------------------

export interface PaperFilters {
  q?: string;
  subjectId?: string;
  exam?: (typeof PRACTICE_EXAMS)[number];
  status?: (typeof PRACTICE_STATUSES)[number];
  page?: number;
}

/** One page of papers with their course, question count and total marks. */
export async function listAdminPapers(db: Database, f: PaperFilters) {
  const where = and(
    isUuid(f.subjectId) ? eq(practicePapers.subjectId, f.subjectId) : undefined,
    f.exam ? eq(practicePapers.exam, f.exam) : undefined,
    f.status ? eq(practicePapers.status, f.status) : undefined,
    f.q?.trim()
      ? or(
          ilike(practicePapers.title, likePattern(f.q)),
          ilike(practicePapers.session, likePattern(f.q)),
          ilike(practicePapers.slug, likePattern(f.q.trim().replace(/\s+/g, "-"))),
        )
      : undefined,
  );
  const totals = sql<string>`(select json_build_object('n', count(*)::int, 'marks',
      coalesce(sum(coalesce(pq.marks, q.marks)), 0)::float8)::text
    from ${practicePaperQuestions} pq join ${practiceQuestions} q on q.id = pq.question_id
    where pq.paper_id = "practice_papers"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: practicePapers.id,
        slug: practicePapers.slug,
        title: practicePapers.title,
        kind: practicePapers.kind,
        exam: practicePapers.exam,
        session: practicePapers.session,
        timeLimitMinutes: practicePapers.timeLimitMinutes,
        status: practicePapers.status,
        courseName: subjects.name,
        courseCode: subjects.code,
        totals,
      })
      .from(practicePapers)
      .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
      .where(where)
      .orderBy(desc(practicePapers.updatedAt), asc(practicePapers.slug))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(f.page)),
    db.select({ n: count() }).from(practicePapers).where(where),
  ]);
  return {
    rows: rows.map(({ totals: t, ...row }) => {
      const parsed = JSON.parse(t) as { n: number; marks: number };
      return { ...row, questionCount: parsed.n, totalMarks: parsed.marks };
    }),
    total: total?.n ?? 0,
  };
}

/** One paper with its questions in order (each with its own and its paper's marks). */
export async function getAdminPaper(db: Database, id: string | null | undefined) {
  if (!isUuid(id)) return undefined;
  const [paper] = await db
    .select({
      id: practicePapers.id,
      subjectId: practicePapers.subjectId,
      slug: practicePapers.slug,
      title: practicePapers.title,
      kind: practicePapers.kind,
      exam: practicePapers.exam,
      session: practicePapers.session,
      description: practicePapers.description,
      timeLimitMinutes: practicePapers.timeLimitMinutes,
      source: practicePapers.source,
      status: practicePapers.status,
      publishedAt: practicePapers.publishedAt,
    })
    .from(practicePapers)
    .where(eq(practicePapers.id, id));
  if (!paper) return undefined;
  const questions = await db
    .select({
      questionId: practiceQuestions.id,
      slug: practiceQuestions.slug,
      topic: practiceQuestions.topic,
      exam: practiceQuestions.exam,
      status: practiceQuestions.status,
      stem: sql<string>`left(${practiceQuestions.stem}, 400)`,
      ownMarks: practiceQuestions.marks,
      marks: practicePaperQuestions.marks,
      position: practicePaperQuestions.position,
    })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(eq(practicePaperQuestions.paperId, id))
    .orderBy(asc(practicePaperQuestions.position), asc(practiceQuestions.slug));
  return { ...paper, questions: withExcerpts(questions) };
}

/** A course's questions a paper can take (drafts too: a paper is published only when they are). */
export async function listCourseQuestions(db: Database, subjectId: string) {
  if (!isUuid(subjectId)) return [];
  const rows = await db
    .select({
      id: practiceQuestions.id,
      slug: practiceQuestions.slug,
      topic: practiceQuestions.topic,
      exam: practiceQuestions.exam,
      status: practiceQuestions.status,
      marks: practiceQuestions.marks,
      stem: sql<string>`left(${practiceQuestions.stem}, 400)`,
    })
    .from(practiceQuestions)
    .where(eq(practiceQuestions.subjectId, subjectId))
    .orderBy(
      asc(practiceQuestions.exam),
      asc(practiceQuestions.topic),
      asc(practiceQuestions.slug),
    );
  return withExcerpts(rows);
}

/** Questions of `ids` with their course and status, for a paper's checks. */
export function questionsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: practiceQuestions.id,
      slug: practiceQuestions.slug,
      subjectId: practiceQuestions.subjectId,
      status: practiceQuestions.status,
      marks: practiceQuestions.marks,
    })
    .from(practiceQuestions)
    .where(inArray(practiceQuestions.id, ids));
}

/** Whether a subject exists (any level). */
export async function subjectById(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: subjects.id,
      name: subjects.name,
      code: subjects.code,
      level: subjects.level,
      slug: subjects.slug,
    })
    .from(subjects)
    .where(eq(subjects.id, id));
  return row;
}

export { isUuid };
