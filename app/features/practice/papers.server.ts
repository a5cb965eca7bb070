// Reads of published papers for the timed mocks (DESIGN.md D10): a paper's intro, the questions
// a student sees while sitting it (public columns only), and the key the server marks with.
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { MAX_MOCK_QUESTIONS, roundMarks } from "./mock";

/** A paper's intro page: /resources/{level}/{subject}/mocks/{paper}. */
export function mockPath(course: { level: string; slug: string }, paperSlug: string): string {
  return `/resources/${course.level}/${course.slug}/mocks/${paperSlug}`;
}

/** Reads run on the database or inside a transaction. */
type Reader = Pick<Database, "select">;

const paperColumns = {
  id: practicePapers.id,
  slug: practicePapers.slug,
  title: practicePapers.title,
  kind: practicePapers.kind,
  exam: practicePapers.exam,
  session: practicePapers.session,
  description: practicePapers.description,
  timeLimitMinutes: practicePapers.timeLimitMinutes,
  source: practicePapers.source,
  publishedAt: practicePapers.publishedAt,
};

/** A paper's questions that a student may see: published ones, in the paper's order. */
const onPaper = (paperId: string) =>
  and(eq(practicePaperQuestions.paperId, paperId), eq(practiceQuestions.status, "published"));

/** The marks a question carries on a paper: the paper's own when set, else the question's. */
const paperMarks = sql<number>`coalesce(${practicePaperQuestions.marks}, ${practiceQuestions.marks})`;

/**
 * A published paper of a course, by slug, with how many questions it has and its total marks;
 * null for an unknown or draft paper.
 */
export async function findPublishedPaper(db: Reader, subjectId: string, slug: string) {
  const [paper] = await db
    .select(paperColumns)
    .from(practicePapers)
    .where(
      and(
        eq(practicePapers.subjectId, subjectId),
        eq(practicePapers.slug, slug),
        eq(practicePapers.status, "published"),
      ),
    );
  if (!paper) return null;
  const marks = await db
    .select({ marks: paperMarks.mapWith(Number) })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(onPaper(paper.id))
    .orderBy(asc(practicePaperQuestions.position))
    .limit(MAX_MOCK_QUESTIONS);
  return {
    ...paper,
    questionCount: marks.length,
    totalMarks: roundMarks(marks.reduce((sum, row) => sum + row.marks, 0)),
  };
}

/**
 * A course's published papers (for its practice area's list of mocks), newest first, with how
 * many published questions each has; papers without any are left out. Link each with mockPath.
 */
export async function listPublishedPapers(db: Reader, subjectId: string) {
  const rows = await db
    .select({
      slug: practicePapers.slug,
      title: practicePapers.title,
      kind: practicePapers.kind,
      exam: practicePapers.exam,
      session: practicePapers.session,
      timeLimitMinutes: practicePapers.timeLimitMinutes,
      questionCount: count(practiceQuestions.id),
    })
    .from(practicePapers)
    .innerJoin(practicePaperQuestions, eq(practicePaperQuestions.paperId, practicePapers.id))
    .innerJoin(
      practiceQuestions,
      and(
        eq(practiceQuestions.id, practicePaperQuestions.questionId),
        eq(practiceQuestions.status, "published"),
      ),
    )
    .where(and(eq(practicePapers.subjectId, subjectId), eq(practicePapers.status, "published")))
    .groupBy(practicePapers.id)
    .orderBy(desc(practicePapers.publishedAt), asc(practicePapers.title));
  return rows.map((row) => ({
    ...row,
    questionCount: Math.min(row.questionCount, MAX_MOCK_QUESTIONS),
  }));
}

export type PublishedPaper = NonNullable<Awaited<ReturnType<typeof findPublishedPaper>>>;

/** The questions of a paper as the answer sheet shows them: no key, no solution. */
export async function paperQuestionsForSitting(db: Reader, paperId: string) {
  return db
    .select({
      id: practiceQuestions.id,
      kind: practiceQuestions.kind,
      topic: practiceQuestions.topic,
      stem: practiceQuestions.stem,
      options: practiceQuestions.options,
      marks: paperMarks.mapWith(Number),
    })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(onPaper(paperId))
    .orderBy(asc(practicePaperQuestions.position))
    .limit(MAX_MOCK_QUESTIONS);
}

/** The same with the key and the worked solution: only for marking a submitted sheet. */
export async function paperQuestionsForMarking(db: Reader, paperId: string) {
  return db
    .select({
      id: practiceQuestions.id,
      kind: practiceQuestions.kind,
      topic: practiceQuestions.topic,
      stem: practiceQuestions.stem,
      options: practiceQuestions.options,
      answer: practiceQuestions.answer,
      solution: practiceQuestions.solution,
      marks: paperMarks.mapWith(Number),
    })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(onPaper(paperId))
    .orderBy(asc(practicePaperQuestions.position))
    .limit(MAX_MOCK_QUESTIONS);
}

/**
 * Papers published after `since` (newest first) with their course, for the newsletter digest;
 * a paper with no published question is left out.
 */
export async function listPapersPublishedSince(db: Reader, since: Date, limit = 20) {
  const papers = await db
    .select({
      id: practicePapers.id,
      slug: practicePapers.slug,
      title: practicePapers.title,
      kind: practicePapers.kind,
      exam: practicePapers.exam,
      session: practicePapers.session,
      timeLimitMinutes: practicePapers.timeLimitMinutes,
      publishedAt: practicePapers.publishedAt,
      level: subjects.level,
      subjectSlug: subjects.slug,
      subjectName: subjects.name,
    })
    .from(practicePapers)
    .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
    .where(and(eq(practicePapers.status, "published"), gt(practicePapers.publishedAt, since)))
    .orderBy(desc(practicePapers.publishedAt))
    .limit(limit);
  if (papers.length === 0) return [];
  const counts = await db
    .select({ paperId: practicePaperQuestions.paperId, n: count() })
    .from(practicePaperQuestions)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practicePaperQuestions.questionId))
    .where(
      and(
        inArray(
          practicePaperQuestions.paperId,
          papers.map((p) => p.id),
        ),
        eq(practiceQuestions.status, "published"),
      ),
    )
    .groupBy(practicePaperQuestions.paperId);
  const questionCount = new Map(counts.map((row) => [row.paperId, row.n]));
  return papers
    .map((paper) => ({
      ...paper,
      questionCount: Math.min(questionCount.get(paper.id) ?? 0, MAX_MOCK_QUESTIONS),
    }))
    .filter((paper) => paper.questionCount > 0);
}
