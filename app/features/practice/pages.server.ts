// Reads of the public practice pages (DESIGN.md D10): a course's published questions grouped and
// filtered, its published papers, one question with its neighbours in the list, and, only once
// an answer has been posted, that question's key. A course is named as its URL names it (level
// and slug), so a page reads its subject and its questions at the same time.
import { and, asc, count, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { stemExcerpt } from "./excerpt";
import { type Difficulty, type PracticeExam, topicSlug } from "./labels";
import { practicePath, publicQuestionColumns } from "./queries.server";

export interface CourseRef {
  level: string;
  slug: string;
}

const q = practiceQuestions;

function courseIds(db: Database, course: CourseRef) {
  return db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.level, course.level as (typeof subjects.level.enumValues)[number]),
        eq(subjects.slug, course.slug),
      ),
    );
}

function publishedOf(db: Database, course: CourseRef): SQL {
  return and(inArray(q.subjectId, courseIds(db, course)), eq(q.status, "published"))!;
}

/**
 * The order of every list of questions (and of previous / next on a question page): exam as the
 * term runs, then topic, easier first, then slug.
 */
const EXAM_ORDER = sql`CASE ${q.exam} WHEN 'quiz-1' THEN 1 WHEN 'quiz-2' THEN 2 ELSE 3 END`;
const DIFFICULTY_ORDER = sql`CASE ${q.difficulty} WHEN 'easy' THEN 1 WHEN 'medium' THEN 2 ELSE 3 END`;
// Byte order, so PGlite and a PostgreSQL server with another locale list topics alike.
const TOPIC_ORDER = sql`lower(${q.topic}) COLLATE "C"`;
const LIST_ORDER = [EXAM_ORDER, TOPIC_ORDER, DIFFICULTY_ORDER, asc(q.slug)];
const WINDOW_ORDER = sql`${EXAM_ORDER}, ${TOPIC_ORDER}, ${DIFFICULTY_ORDER}, ${q.slug}`;

/** How many published questions a course has of each exam, topic and difficulty. */
export async function practiceFacets(db: Database, course: CourseRef) {
  const rows = await db
    .select({ exam: q.exam, topic: q.topic, difficulty: q.difficulty, n: count() })
    .from(q)
    .where(publishedOf(db, course))
    .groupBy(q.exam, q.topic, q.difficulty);
  return rows.map((row) => ({ ...row, topicSlug: topicSlug(row.topic) }));
}

export type PracticeFacet = Awaited<ReturnType<typeof practiceFacets>>[number];

/** The longest part of a stem read for its excerpt. */
const STEM_READ = 1_000;

/**
 * The published questions that pass `filter` (topics by their exact names, from the facets), in
 * list order, each with a plain-text excerpt of its stem; `perExam` keeps the first few of each
 * exam.
 */
export async function listPracticeQuestions(
  db: Database,
  course: CourseRef,
  filter: { exam?: PracticeExam | null; topics?: string[] | null; difficulty?: Difficulty | null },
  options: { perExam?: number } = {},
) {
  const where = and(
    publishedOf(db, course),
    filter.exam ? eq(q.exam, filter.exam) : undefined,
    filter.topics ? inArray(q.topic, filter.topics.length ? filter.topics : [""]) : undefined,
    filter.difficulty ? eq(q.difficulty, filter.difficulty) : undefined,
  );
  const columns = {
    slug: q.slug,
    exam: q.exam,
    topic: q.topic,
    difficulty: q.difficulty,
    kind: q.kind,
    marks: q.marks,
    stem: sql<string>`left(${q.stem}, ${STEM_READ})`.as("stem"),
  };
  let rows;
  if (options.perExam) {
    const ranked = db
      .select({
        ...columns,
        rank: sql<number>`row_number() OVER (PARTITION BY ${q.exam} ORDER BY ${WINDOW_ORDER})`.as(
          "rank",
        ),
        position: sql<number>`row_number() OVER (ORDER BY ${WINDOW_ORDER})`.as("position"),
      })
      .from(q)
      .where(where)
      .as("ranked");
    rows = await db
      .select({
        slug: ranked.slug,
        exam: ranked.exam,
        topic: ranked.topic,
        difficulty: ranked.difficulty,
        kind: ranked.kind,
        marks: ranked.marks,
        stem: ranked.stem,
      })
      .from(ranked)
      .where(sql`${ranked.rank} <= ${options.perExam}`)
      .orderBy(ranked.position);
  } else {
    rows = await db
      .select(columns)
      .from(q)
      .where(where)
      .orderBy(...LIST_ORDER);
  }
  return rows.map(({ stem, marks, ...row }) => ({
    ...row,
    marks: Number(marks),
    excerpt: stemExcerpt(stem),
  }));
}

export type PracticeListItem = Awaited<ReturnType<typeof listPracticeQuestions>>[number];

/** The course's published papers (mocks and past papers), newest first, with their size. */
export async function listPracticePapers(db: Database, course: CourseRef) {
  const p = practicePapers;
  const pq = practicePaperQuestions;
  const rows = await db
    .select({
      slug: p.slug,
      title: p.title,
      kind: p.kind,
      exam: p.exam,
      session: p.session,
      timeLimitMinutes: p.timeLimitMinutes,
      questions: sql<number>`count(${pq.questionId})::int`,
      totalMarks: sql<string>`coalesce(sum(coalesce(${pq.marks}, ${q.marks})), 0)`,
    })
    .from(p)
    .leftJoin(pq, eq(pq.paperId, p.id))
    .leftJoin(q, eq(q.id, pq.questionId))
    .where(and(inArray(p.subjectId, courseIds(db, course)), eq(p.status, "published")))
    .groupBy(p.id)
    .orderBy(sql`${p.publishedAt} DESC NULLS LAST`, asc(p.title));
  return rows.map((row) => ({
    ...row,
    questions: Number(row.questions),
    totalMarks: Number(row.totalMarks),
  }));
}

export type PracticePaperSummary = Awaited<ReturnType<typeof listPracticePapers>>[number];

/**
 * One published question as its page shows it before an answer (no key, no solution), with its
 * place in the course's list and the questions before and after it.
 */
export async function findPracticeQuestion(db: Database, course: CourseRef, slug: string) {
  const w = db
    .select({
      ...publicQuestionColumns,
      position: sql<number>`row_number() OVER (ORDER BY ${WINDOW_ORDER})`.as("position"),
      total: sql<number>`count(*) OVER ()`.as("total"),
      prevSlug: sql<string | null>`lag(${q.slug}) OVER (ORDER BY ${WINDOW_ORDER})`.as("prev_slug"),
      prevTopic: sql<string | null>`lag(${q.topic}) OVER (ORDER BY ${WINDOW_ORDER})`.as(
        "prev_topic",
      ),
      nextSlug: sql<string | null>`lead(${q.slug}) OVER (ORDER BY ${WINDOW_ORDER})`.as("next_slug"),
      nextTopic: sql<string | null>`lead(${q.topic}) OVER (ORDER BY ${WINDOW_ORDER})`.as(
        "next_topic",
      ),
    })
    .from(q)
    .where(publishedOf(db, course))
    .as("w");
  const [row] = await db.select().from(w).where(eq(w.slug, slug)).limit(1);
  if (!row) return null;
  return {
    ...row,
    marks: Number(row.marks),
    position: Number(row.position),
    total: Number(row.total),
  };
}

/** What marking an answer needs: read by the action only, after an answer arrives. */
export async function findPracticeKey(db: Database, course: CourseRef, slug: string) {
  const [row] = await db
    .select({
      kind: q.kind,
      options: q.options,
      answer: q.answer,
      solution: q.solution,
    })
    .from(q)
    .where(and(publishedOf(db, course), eq(q.slug, slug)))
    .limit(1);
  return row ?? null;
}

/**
 * The sitemap's practice pages: each course's practice area (with questions published) and every
 * published question, with when each last changed.
 */
export async function listPracticeSitemap(db: Database, levels: readonly string[]) {
  const levelList = [...levels] as (typeof subjects.level.enumValues)[number][];
  const [questions, papers] = await Promise.all([
    db
      .select({
        level: subjects.level,
        course: subjects.slug,
        slug: q.slug,
        updatedAt: q.updatedAt,
      })
      .from(q)
      .innerJoin(subjects, eq(subjects.id, q.subjectId))
      .where(and(eq(q.status, "published"), inArray(subjects.level, levelList)))
      .orderBy(asc(subjects.level), asc(subjects.slug), ...LIST_ORDER),
    db
      .select({ level: subjects.level, course: subjects.slug, at: max(practicePapers.updatedAt) })
      .from(practicePapers)
      .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
      .where(and(eq(practicePapers.status, "published"), inArray(subjects.level, levelList)))
      .groupBy(subjects.level, subjects.slug),
  ]);
  const paperChanges = new Map(papers.map((p) => [`${p.level}/${p.course}`, p.at]));
  const areas = new Map<string, Date>();
  const pages: { path: string; changed: Date }[] = [];
  for (const row of questions) {
    const course = { level: row.level, slug: row.course };
    const changed = new Date(row.updatedAt);
    const area = practicePath(course);
    const known = areas.get(area);
    if (!known || known < changed) areas.set(area, changed);
    pages.push({ path: practicePath(course, row.slug), changed });
  }
  return {
    areas: [...areas].map(([path, changed]) => {
      const paper = paperChanges.get(path.split("/").slice(2, 4).join("/"));
      const at = paper && new Date(paper) > changed ? new Date(paper) : changed;
      return { path, changed: at };
    }),
    questions: pages,
  };
}
