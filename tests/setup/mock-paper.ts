// A small published paper for the mock tests: one question of each kind (single, multiple,
// numeric with a tolerance, text), on a course of its own, sat in `minutes`.
import { eq } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import {
  practiceAttempts,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
} from "~db/schema";
import { insertSubject } from "./subject-factory";

let sequence = 0;

export interface MockPaperFixture {
  subject: { id: string; level: "foundation"; slug: string };
  paper: { id: string; slug: string };
  /** By kind, in the paper's order. */
  questions: { single: string; multiple: string; numeric: string; text: string };
  introPath: string;
}

export async function insertMockPaper(
  db: Database,
  {
    minutes = 30,
    status = "published",
    slug,
  }: { minutes?: number; status?: "draft" | "published"; slug?: string } = {},
): Promise<MockPaperFixture> {
  const n = ++sequence;
  const subject = await insertSubject(db, {
    slug: slug ?? `mock-course-${n}-${Math.random().toString(36).slice(2, 7)}`,
    name: `Mock Course ${n}`,
  });
  const common = {
    subjectId: subject.id,
    exam: "quiz-1" as const,
    difficulty: "easy" as const,
    source: "Original practice question",
    status: "published" as const,
    publishedAt: new Date(),
  };
  const rows = await db
    .insert(practiceQuestions)
    .values([
      {
        ...common,
        slug: "pick-one",
        kind: "single",
        topic: "Sets",
        marks: 2,
        stem: "Which of these is $\\{1, 2\\} \\cup \\{2, 3\\}$?",
        options: ["$\\{2\\}$", "$\\{1, 2, 3\\}$", "$\\{1, 3\\}$"],
        answer: 1,
        solution: "The union holds every element of either set: **{1, 2, 3}**.",
      },
      {
        ...common,
        slug: "pick-some",
        kind: "multiple",
        topic: "Sets",
        marks: 1,
        stem: "Which numbers are prime?",
        options: ["2", "4", "5", "9"],
        answer: [0, 2],
        solution: "2 and 5 have no divisors but 1 and themselves.",
      },
      {
        ...common,
        slug: "a-number",
        kind: "numeric",
        topic: "Functions",
        marks: 1,
        stem: "What is $f(2)$ for $f(x) = x^2 + 0.5$?",
        answer: { value: 4.5, tolerance: 0.01 },
        solution: "$f(2) = 4 + 0.5 = 4.5$.",
      },
      {
        ...common,
        slug: "a-word",
        kind: "text",
        topic: "Functions",
        marks: 1,
        stem: "What is the set of inputs of a function called?",
        answer: ["domain", "the domain"],
        solution: "The **domain**.",
      },
    ])
    .returning({ id: practiceQuestions.id, kind: practiceQuestions.kind });
  const [paper] = await db
    .insert(practicePapers)
    .values({
      subjectId: subject.id,
      slug: "test-mock",
      title: "Test mock",
      kind: "mock",
      exam: "quiz-1",
      description: "Four questions, one of each kind.",
      timeLimitMinutes: minutes,
      source: "Original mock paper",
      status,
      publishedAt: status === "published" ? new Date() : null,
    })
    .returning({ id: practicePapers.id, slug: practicePapers.slug });
  await db
    .insert(practicePaperQuestions)
    .values(rows.map((row, position) => ({ paperId: paper!.id, questionId: row.id, position })));
  const byKind = Object.fromEntries(rows.map((row) => [row.kind, row.id]));
  return {
    subject: { id: subject.id, level: "foundation", slug: subject.slug },
    paper: paper!,
    questions: byKind as MockPaperFixture["questions"],
    introPath: `/resources/foundation/${subject.slug}/mocks/${paper!.slug}`,
  };
}

/** Moves an attempt's clock: it started `startedSecondsAgo` ago and its deadline is `deadlineIn` away. */
export async function shiftAttempt(
  db: Database,
  id: string,
  {
    startedSecondsAgo,
    deadlineInSeconds,
  }: { startedSecondsAgo: number; deadlineInSeconds: number },
) {
  const now = Date.now();
  await db
    .update(practiceAttempts)
    .set({
      startedAt: new Date(now - startedSecondsAgo * 1000),
      deadlineAt: new Date(now + deadlineInSeconds * 1000),
    })
    .where(eq(practiceAttempts.id, id));
}
