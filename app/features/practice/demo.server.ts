// The practice part of the demo content (DESIGN.md D10): every original question the project
// ships, published under its course, and one timed mock per course made from them. Courses are
// found by their code; a course the subjects table does not have is skipped.
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { ORIGINAL_PAPER_SOURCE, PracticeQuestionSchema } from "./question-schema";
import { QUESTIONS_BY_COURSE } from "./questions";

/** How many questions a demo mock takes from each exam's list, and its time. */
const MOCK_PER_EXAM = 4;
const MOCK_MINUTES = 30;
const PUBLISHED_AT = new Date(Date.UTC(2026, 10, 20, 9));

type Db = Pick<Database, "select" | "insert">;

/** Inserts the demo questions and mocks; returns how many of each it wrote. */
export async function seedDemoPractice(
  db: Database,
): Promise<{ questions: number; papers: number }> {
  const courses = await db
    .select({ id: subjects.id, code: subjects.code, name: subjects.name })
    .from(subjects)
    .where(and(isNotNull(subjects.code), inArray(subjects.code, Object.keys(QUESTIONS_BY_COURSE))));
  let questionCount = 0;
  let paperCount = 0;
  await db.transaction(async (tx) => {
    for (const course of courses) {
      const list = QUESTIONS_BY_COURSE[course.code!] ?? [];
      const [existing] = await tx
        .select({ n: count() })
        .from(practiceQuestions)
        .where(eq(practiceQuestions.subjectId, course.id));
      if ((existing?.n ?? 0) > 0) continue; // an operator's questions are never doubled
      const rows = list.map((raw) => {
        const q = PracticeQuestionSchema.parse(raw);
        return {
          subjectId: course.id,
          slug: q.slug,
          kind: q.kind,
          exam: q.exam,
          topic: q.topic,
          difficulty: q.difficulty,
          marks: q.marks,
          stem: q.stem,
          options: "options" in q ? q.options : [],
          answer: q.answer,
          solution: q.solution,
          source: q.source,
          status: "published" as const,
          publishedAt: PUBLISHED_AT,
          demo: true,
        };
      });
      if (rows.length === 0) continue;
      const inserted = await tx
        .insert(practiceQuestions)
        .values(rows)
        .returning({ id: practiceQuestions.id, exam: practiceQuestions.exam });
      questionCount += inserted.length;
      paperCount += await insertDemoMock(tx, course, inserted);
    }
  });
  return { questions: questionCount, papers: paperCount };
}

async function insertDemoMock(
  tx: Db,
  course: { id: string; name: string },
  questions: { id: string; exam: string }[],
): Promise<number> {
  const picked = (["quiz-1", "quiz-2", "end-term"] as const).flatMap((exam) =>
    questions.filter((q) => q.exam === exam).slice(0, MOCK_PER_EXAM),
  );
  if (picked.length === 0) return 0;
  const [paper] = await tx
    .insert(practicePapers)
    .values({
      subjectId: course.id,
      slug: "practice-mock-1",
      title: `${course.name}: practice mock 1`,
      kind: "mock",
      exam: "end-term",
      description: `${picked.length} original questions from Quiz 1, Quiz 2 and End Term topics, in ${MOCK_MINUTES} minutes.`,
      timeLimitMinutes: MOCK_MINUTES,
      source: ORIGINAL_PAPER_SOURCE,
      status: "published",
      publishedAt: PUBLISHED_AT,
      demo: true,
    })
    .returning({ id: practicePapers.id });
  await tx
    .insert(practicePaperQuestions)
    .values(picked.map((q, position) => ({ paperId: paper!.id, questionId: q.id, position })));
  return 1;
}
