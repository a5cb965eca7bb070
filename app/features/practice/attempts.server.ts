// Mock attempts (DESIGN.md D10): started with the server's clock, submitted once, swept after the
// retention period. No account and no personal data: the id is 16 random bytes, and it is the
// attempt's address.
import crypto from "node:crypto";
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import type { RateLimit } from "~/lib/rate-limit.server";
import { practiceAttempts, practicePapers, subjects } from "~db/schema";
import { markSheet, type Sheet } from "./mark-sheet";
import type { AttemptResult } from "./mock";
import { paperQuestionsForMarking } from "./papers.server";

/** Mocks started per client address an hour (MOCK_STARTS_PER_HOUR, 20 unless set). */
export const mockStartLimit = (perHour: number): RateLimit => ({
  bucket: "mock-start",
  limit: perHour,
  windowMs: 60 * 60 * 1000,
});

export function newAttemptId(): string {
  return crypto.randomBytes(16).toString("base64url");
}

/** Starts an attempt now, by the database's clock (every app server agrees on it). */
export async function startAttempt(
  db: Database,
  paper: { id: string; timeLimitMinutes: number },
): Promise<{ id: string; startedAt: Date; deadlineAt: Date }> {
  const [row] = await db
    .insert(practiceAttempts)
    .values({
      id: newAttemptId(),
      paperId: paper.id,
      startedAt: sql`now()`,
      deadlineAt: sql`now() + make_interval(mins => ${paper.timeLimitMinutes})`,
    })
    .returning({
      id: practiceAttempts.id,
      startedAt: practiceAttempts.startedAt,
      deadlineAt: practiceAttempts.deadlineAt,
    });
  return row!;
}

const dbNow = sql`now()`.mapWith(practiceAttempts.startedAt);

/** An attempt with its paper and course, and the database's time now; null when unknown. */
export async function findAttempt(db: Database, id: string) {
  const [row] = await db
    .select({
      id: practiceAttempts.id,
      startedAt: practiceAttempts.startedAt,
      deadlineAt: practiceAttempts.deadlineAt,
      submittedAt: practiceAttempts.submittedAt,
      result: practiceAttempts.result,
      now: dbNow,
      paper: {
        id: practicePapers.id,
        slug: practicePapers.slug,
        title: practicePapers.title,
        kind: practicePapers.kind,
        exam: practicePapers.exam,
        session: practicePapers.session,
        timeLimitMinutes: practicePapers.timeLimitMinutes,
        source: practicePapers.source,
      },
      course: { level: subjects.level, slug: subjects.slug, name: subjects.name },
    })
    .from(practiceAttempts)
    .innerJoin(practicePapers, eq(practicePapers.id, practiceAttempts.paperId))
    .innerJoin(subjects, eq(subjects.id, practicePapers.subjectId))
    .where(eq(practiceAttempts.id, id));
  if (!row) return null;
  return { ...row, result: (row.result as AttemptResult | null) ?? null };
}

export type FoundAttempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export type SubmitOutcome =
  | { outcome: "submitted"; result: AttemptResult }
  | { outcome: "already-submitted" }
  | { outcome: "not-found" };

/** The stored columns hold at most 999.99 (numeric(5, 2)); the result keeps the exact figures. */
const storable = (value: number) => Math.min(value, 999.99);

/**
 * Marks the sheet and stores it with its frozen result, once: the update applies only to an
 * attempt not yet submitted (one atomic statement), so of two sheets sent at once exactly one is
 * kept. No transaction is held while marking: the embedded database runs one at a time, and the
 * conditional update is all the guard needed.
 */
export async function submitAttempt(
  db: Database,
  id: string,
  sheet: Sheet,
): Promise<SubmitOutcome> {
  const [attempt] = await db
    .select({
      paperId: practiceAttempts.paperId,
      startedAt: practiceAttempts.startedAt,
      deadlineAt: practiceAttempts.deadlineAt,
      submittedAt: practiceAttempts.submittedAt,
      now: dbNow,
    })
    .from(practiceAttempts)
    .where(eq(practiceAttempts.id, id));
  if (!attempt) return { outcome: "not-found" };
  if (attempt.submittedAt) return { outcome: "already-submitted" };
  const questions = await paperQuestionsForMarking(db, attempt.paperId);
  const { result, answers } = markSheet(
    questions.map((q) => ({ ...q, options: q.options ?? [] })),
    sheet,
    { startedAt: attempt.startedAt, deadlineAt: attempt.deadlineAt, arrivedAt: attempt.now },
  );
  const updated = await db
    .update(practiceAttempts)
    .set({
      submittedAt: attempt.now,
      late: result.late,
      answers,
      result,
      score: storable(result.score),
      total: storable(result.total),
    })
    .where(and(eq(practiceAttempts.id, id), isNull(practiceAttempts.submittedAt)))
    .returning({ id: practiceAttempts.id });
  if (updated.length === 0) return { outcome: "already-submitted" };
  return { outcome: "submitted", result };
}

/**
 * Deletes attempts started more than `retentionDays` ago, `batchSize` at a time (each batch a
 * short statement, rows another server is deleting skipped), at most `maxBatches` per call so a
 * large backlog is worked off over several sweeps. Safe to run on every app server at once.
 * Returns how many it deleted.
 */
export async function deleteExpiredAttempts(
  db: Database,
  {
    retentionDays,
    now = new Date(),
    batchSize = 500,
    maxBatches = 20,
  }: { retentionDays: number; now?: Date; batchSize?: number; maxBatches?: number },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = db
      .select({ id: practiceAttempts.id })
      .from(practiceAttempts)
      .where(lt(practiceAttempts.startedAt, cutoff))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const rows = await db
      .delete(practiceAttempts)
      .where(inArray(practiceAttempts.id, expired))
      .returning({ id: practiceAttempts.id });
    deleted += rows.length;
    if (rows.length < batchSize) break;
  }
  return deleted;
}
