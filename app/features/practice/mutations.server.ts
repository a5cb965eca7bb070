// Admin writes to practice questions and papers (ADR 037): each change and its audit row in one
// transaction. A question on a paper cannot be deleted (the foreign key restricts it): the answer
// names the papers to take it off first. A paper is published only with questions, all published.
import { eq, sql } from "drizzle-orm";
import { recordAudit, type Transaction } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { practicePaperQuestions, practicePapers, practiceQuestions } from "~db/schema";
import { papersOfQuestion, questionsByIds, subjectById } from "./admin-queries.server";
import type { PaperInput, QuestionInput } from "./admin-schema";

export type QuestionWriteResult =
  | { ok: true; id: string; created: boolean }
  | { ok: false; reason: "duplicate-slug" | "not-found" | "no-course" };

const questionValues = (q: QuestionInput) => ({
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
});

/**
 * Adds a question (no id) or edits one. Published for the first time: `published_at` is now; it
 * keeps that date when edited or taken back to draft and published again.
 */
export async function saveQuestion(
  db: Database,
  { adminId, question }: { adminId: string; question: QuestionInput },
): Promise<QuestionWriteResult> {
  if (!(await subjectById(db, question.subjectId))) return { ok: false, reason: "no-course" };
  try {
    return await db.transaction(async (tx) => {
      const publishedAt = sql`coalesce(${practiceQuestions.publishedAt}, case when ${question.status} = 'published' then now() end)`;
      let id: string;
      if (question.id) {
        const [row] = await tx
          .update(practiceQuestions)
          .set({ ...questionValues(question), publishedAt, updatedAt: new Date(), demo: false })
          .where(eq(practiceQuestions.id, question.id))
          .returning({ id: practiceQuestions.id });
        if (!row) return { ok: false as const, reason: "not-found" as const };
        id = row.id;
      } else {
        const [row] = await tx
          .insert(practiceQuestions)
          .values({
            ...questionValues(question),
            publishedAt: question.status === "published" ? new Date() : null,
          })
          .returning({ id: practiceQuestions.id });
        id = row!.id;
      }
      await recordAudit(tx, {
        adminId,
        action: question.id ? "practice_question.update" : "practice_question.create",
        entity: "practice_question",
        entityId: id,
        details: { slug: question.slug, subjectId: question.subjectId, status: question.status },
      });
      return { ok: true as const, id, created: !question.id };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
}

export type DeleteQuestionResult =
  | { ok: true; slug: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "on-paper"; papers: string[] };

/** Deletes a question unless a paper holds it (then the papers' titles say which). */
export async function deleteQuestion(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
): Promise<DeleteQuestionResult> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(practiceQuestions)
        .where(eq(practiceQuestions.id, id))
        .returning({ slug: practiceQuestions.slug, subjectId: practiceQuestions.subjectId });
      if (!row) return { ok: false as const, reason: "not-found" as const };
      await recordAudit(tx, {
        adminId,
        action: "practice_question.delete",
        entity: "practice_question",
        entityId: id,
        details: row,
      });
      return { ok: true as const, slug: row.slug };
    });
  } catch (error) {
    // The foreign key of practice_paper_questions restricts the delete: 23001 (RESTRICT, as
    // PostgreSQL 15 and later report it) or 23503 (a plain foreign key violation).
    const code = pgErrorCode(error);
    if (code !== "23001" && code !== "23503") throw error;
    const papers = await papersOfQuestion(db, id);
    return { ok: false, reason: "on-paper", papers: papers.map((p) => p.title) };
  }
}

// ---- Papers ----------------------------------------------------------------------------------

export type PaperWriteResult =
  | { ok: true; id: string; created: boolean }
  | {
      ok: false;
      reason: "duplicate-slug" | "not-found" | "no-course" | "bad-questions" | "cannot-publish";
      message?: string;
    };

async function setPaperQuestions(tx: Transaction, paperId: string, paper: PaperInput) {
  await tx.delete(practicePaperQuestions).where(eq(practicePaperQuestions.paperId, paperId));
  if (paper.questions.length === 0) return;
  await tx.insert(practicePaperQuestions).values(
    paper.questions.map((q, position) => ({
      paperId,
      questionId: q.questionId,
      position,
      marks: q.marks,
    })),
  );
}

/**
 * Why a paper with these questions (in order) cannot be published, or null when it can: it needs
 * at least one question, and every one of them published. The import checks papers with it too.
 */
export function publishProblem(questions: { slug: string; status: string }[]): string | null {
  if (questions.length === 0)
    return "A paper needs at least one question before it can be published.";
  const drafts = questions.filter((q) => q.status !== "published");
  if (drafts.length === 0) return null;
  return `Publish its questions first: ${drafts.map((q) => q.slug).join(", ")} ${drafts.length === 1 ? "is a draft" : "are drafts"}.`;
}

/**
 * Adds or edits a paper with its questions in order. Every question must be of the paper's course;
 * a published paper needs at least one question and every one of them published.
 */
export async function savePaper(
  db: Database,
  { adminId, paper }: { adminId: string; paper: PaperInput },
): Promise<PaperWriteResult> {
  if (!(await subjectById(db, paper.subjectId))) return { ok: false, reason: "no-course" };
  const ids = paper.questions.map((q) => q.questionId);
  const found = await questionsByIds(db, ids);
  const byId = new Map(found.map((q) => [q.id, q]));
  if (ids.some((id) => byId.get(id)?.subjectId !== paper.subjectId)) {
    return {
      ok: false,
      reason: "bad-questions",
      message: "Some of these questions are not questions of this course (or were deleted).",
    };
  }
  if (paper.status === "published") {
    const problem = publishProblem(ids.map((id) => byId.get(id)!));
    if (problem) return { ok: false, reason: "cannot-publish", message: problem };
  }
  const values = {
    subjectId: paper.subjectId,
    slug: paper.slug,
    title: paper.title,
    kind: paper.kind,
    exam: paper.exam,
    session: paper.session,
    description: paper.description,
    timeLimitMinutes: paper.timeLimitMinutes,
    source: paper.source,
    status: paper.status,
  };
  try {
    return await db.transaction(async (tx) => {
      let id: string;
      if (paper.id) {
        const [row] = await tx
          .update(practicePapers)
          .set({
            ...values,
            publishedAt: sql`coalesce(${practicePapers.publishedAt}, case when ${paper.status} = 'published' then now() end)`,
            updatedAt: new Date(),
            demo: false,
          })
          .where(eq(practicePapers.id, paper.id))
          .returning({ id: practicePapers.id });
        if (!row) return { ok: false as const, reason: "not-found" as const };
        id = row.id;
      } else {
        const [row] = await tx
          .insert(practicePapers)
          .values({ ...values, publishedAt: paper.status === "published" ? new Date() : null })
          .returning({ id: practicePapers.id });
        id = row!.id;
      }
      await setPaperQuestions(tx, id, paper);
      await recordAudit(tx, {
        adminId,
        action: paper.id ? "practice_paper.update" : "practice_paper.create",
        entity: "practice_paper",
        entityId: id,
        details: {
          slug: paper.slug,
          subjectId: paper.subjectId,
          status: paper.status,
          questions: paper.questions.length,
        },
      });
      return { ok: true as const, id, created: !paper.id };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
}

/** Deletes a paper; its question list and any attempts at it go with it (cascade). */
export async function deletePaper(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
): Promise<{ ok: true; title: string } | { ok: false }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(practicePapers)
      .where(eq(practicePapers.id, id))
      .returning({ title: practicePapers.title, slug: practicePapers.slug });
    if (!row) return { ok: false as const };
    await recordAudit(tx, {
      adminId,
      action: "practice_paper.delete",
      entity: "practice_paper",
      entityId: id,
      details: row,
    });
    return { ok: true as const, title: row.title };
  });
}
