// Reads shared by the practice pages and the mocks (DESIGN.md D10). Only published rows reach
// the public; the key (`answer`, `solution`) is read only where an answer has been submitted.
import { currentSlugFirst, subjectNamedBy } from "~/features/resources/subject-queries.server";
import type { Database } from "~/lib/db.server";
import { practiceQuestions, subjects } from "~db/schema";
import type { AnswerKey } from "./marking";

/**
 * A course with a practice area: the subject (level, slug) names; `slug` may be a former slug of
 * the course (its row's `slug` is the current one).
 */
export async function findPracticeCourse(db: Database, level: string, slug: string) {
  const [course] = await db
    .select({
      id: subjects.id,
      level: subjects.level,
      slug: subjects.slug,
      name: subjects.name,
      code: subjects.code,
      term: subjects.term,
    })
    .from(subjects)
    .where(subjectNamedBy(level as (typeof subjects.level.enumValues)[number], slug))
    .orderBy(currentSlugFirst(slug))
    .limit(1);
  return course ?? null;
}

export type PracticeCourse = NonNullable<Awaited<ReturnType<typeof findPracticeCourse>>>;

/** A stored question's key in the shape marking.ts reads. */
export function answerKeyOf(row: { kind: string; answer: unknown }): AnswerKey {
  return { kind: row.kind, answer: row.answer } as AnswerKey;
}

// Pages link to questions too, so the URL lives in a module the browser may load.
export { practicePath } from "./labels";

/** Columns a question page may show before an answer: everything but the key and solution. */
export const publicQuestionColumns = {
  id: practiceQuestions.id,
  slug: practiceQuestions.slug,
  kind: practiceQuestions.kind,
  exam: practiceQuestions.exam,
  topic: practiceQuestions.topic,
  difficulty: practiceQuestions.difficulty,
  marks: practiceQuestions.marks,
  stem: practiceQuestions.stem,
  options: practiceQuestions.options,
  source: practiceQuestions.source,
  publishedAt: practiceQuestions.publishedAt,
};
