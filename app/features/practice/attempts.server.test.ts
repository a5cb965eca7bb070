// Mock attempts on the database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the
// server's clock, marking every kind, late sheets, a second submission, a frozen result, and the
// retention sweep with the admin's setting.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { practiceAttempts, practiceQuestions } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMockPaper, type MockPaperFixture, shiftAttempt } from "~tests/setup/mock-paper";
import { startAttemptSweeper } from "./attempt-sweeper.server";
import { deleteExpiredAttempts, findAttempt, startAttempt, submitAttempt } from "./attempts.server";
import { ATTEMPT_ID, answerField, reviewField } from "./mock";
import { listPublishedPapers, mockPath } from "./papers.server";

function sheet(
  fixture: MockPaperFixture,
  answers: Partial<Record<keyof MockPaperFixture["questions"], string | string[]>>,
  review: (keyof MockPaperFixture["questions"])[] = [],
) {
  const form = new FormData();
  for (const [kind, value] of Object.entries(answers)) {
    const id = fixture.questions[kind as keyof MockPaperFixture["questions"]];
    for (const v of Array.isArray(value) ? value : [value]) form.append(answerField(id), v);
  }
  for (const kind of review) form.append(reviewField(fixture.questions[kind]), "on");
  return form;
}

const RIGHT = { single: "1", multiple: ["0", "2"], numeric: "4.5", text: "  The Domain. " };

describeWithDatabase("mock attempts", (getDb) => {
  async function started(minutes = 30) {
    const db = getDb();
    const fixture = await insertMockPaper(db, { minutes });
    const attempt = await startAttempt(db, { id: fixture.paper.id, timeLimitMinutes: minutes });
    return { db, fixture, attempt };
  }

  it("starts with an unguessable id and a deadline of start + the time limit, by the server's clock", async () => {
    const { db, attempt } = await started(45);
    expect(attempt.id).toMatch(ATTEMPT_ID);
    expect(attempt.deadlineAt.getTime() - attempt.startedAt.getTime()).toBe(45 * 60_000);
    expect(Math.abs(attempt.startedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const found = await findAttempt(db, attempt.id);
    expect(found).toMatchObject({ submittedAt: null, result: null, paper: { title: "Test mock" } });
    expect(await findAttempt(db, "A".repeat(22))).toBeNull();
  });

  it("marks every kind: all right, with review flags kept", async () => {
    const { db, fixture, attempt } = await started();
    const outcome = await submitAttempt(db, attempt.id, sheet(fixture, RIGHT, ["numeric"]));
    expect(outcome.outcome).toBe("submitted");
    const { result } = (await findAttempt(db, attempt.id))!;
    expect(result).toMatchObject({ late: false, score: 5, total: 5 });
    expect(result!.questions.map((q) => [q.kind, q.status, q.awarded])).toEqual([
      ["single", "correct", 2],
      ["multiple", "correct", 1],
      ["numeric", "correct", 1],
      ["text", "correct", 1],
    ]);
    expect(result!.questions.map((q) => q.markedForReview)).toEqual([false, false, true, false]);
    const [row] = await db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attempt.id));
    expect(row).toMatchObject({ score: 5, total: 5, late: false });
    expect(row!.submittedAt).toBeInstanceOf(Date);
    expect(row!.answers).toMatchObject({
      [fixture.questions.numeric]: { values: ["4.5"], review: true },
    });
  });

  it("marks wrong answers, the numeric tolerance, unanswered and unreadable answers", async () => {
    const { db, fixture } = await started();
    const mark = async (answers: Parameters<typeof sheet>[1]) => {
      const attempt = await startAttempt(db, { id: fixture.paper.id, timeLimitMinutes: 30 });
      await submitAttempt(db, attempt.id, sheet(fixture, answers));
      return (await findAttempt(db, attempt.id))!.result!;
    };
    const wrong = await mark({ single: "0", multiple: ["0"], numeric: "4.52", text: "range" });
    expect(wrong.questions.map((q) => q.status)).toEqual(["wrong", "wrong", "wrong", "wrong"]);
    expect(wrong.score).toBe(0);

    // Within ± 0.01 of 4.5, and a fraction.
    expect((await mark({ numeric: "4.509" })).questions[2]!.status).toBe("correct");
    expect((await mark({ numeric: "9/2" })).questions[2]!.status).toBe("correct");
    expect((await mark({ numeric: "4.511" })).questions[2]!.status).toBe("wrong");

    const none = await mark({});
    expect(none.questions.map((q) => q.status)).toEqual(Array(4).fill("unanswered"));
    expect(none.questions.every((q) => q.unreadable === null && q.given === null)).toBe(true);

    // Not a number, an option the question does not have, a blank text: not answered, and said why.
    const bad = await mark({ single: "7", multiple: ["1", "x"], numeric: "four", text: "   " });
    expect(bad.questions.map((q) => q.status)).toEqual(Array(4).fill("unanswered"));
    expect(bad.questions.map((q) => q.unreadable)).toEqual([
      "That option is not one of this question's options.",
      "That option is not one of this question's options.",
      "Enter a number, such as 12.5, -3 or 3/4.",
      null,
    ]);
  });

  it("a sheet arriving after the deadline and its grace counts for nothing, and says by how much", async () => {
    const { db, fixture, attempt } = await started();
    await shiftAttempt(db, attempt.id, { startedSecondsAgo: 31 * 60, deadlineInSeconds: -60 });
    await submitAttempt(db, attempt.id, sheet(fixture, RIGHT));
    const { result } = (await findAttempt(db, attempt.id))!;
    expect(result).toMatchObject({ late: true, score: 0, total: 5 });
    expect(result!.lateBySeconds).toBeGreaterThanOrEqual(59);
    expect(result!.lateBySeconds).toBeLessThan(120);
    // What was sent is still marked, to show beside the key, but awarded nothing.
    expect(result!.questions.map((q) => [q.status, q.awarded])).toEqual(
      Array(4).fill(["correct", 0]),
    );
    const [row] = await db
      .select()
      .from(practiceAttempts)
      .where(eq(practiceAttempts.id, attempt.id));
    expect(row).toMatchObject({ late: true, score: 0 });
  });

  it("a sheet within the grace after the deadline counts in full", async () => {
    const { db, fixture, attempt } = await started();
    await shiftAttempt(db, attempt.id, { startedSecondsAgo: 30 * 60 + 4, deadlineInSeconds: -4 });
    await submitAttempt(db, attempt.id, sheet(fixture, RIGHT));
    const { result } = (await findAttempt(db, attempt.id))!;
    expect(result).toMatchObject({ late: false, lateBySeconds: 0, score: 5 });
    expect(result!.secondsUsed).toBeGreaterThanOrEqual(30 * 60);
  });

  it("two sheets sent at once: exactly one is kept, the other is told it came second", async () => {
    const { db, fixture, attempt } = await started();
    const outcomes = await Promise.all([
      submitAttempt(db, attempt.id, sheet(fixture, RIGHT)),
      submitAttempt(db, attempt.id, sheet(fixture, { single: "0" })),
    ]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already-submitted", "submitted"]);
    const winner = outcomes.find((o) => o.outcome === "submitted") as { result: { score: number } };
    const { result } = (await findAttempt(db, attempt.id))!;
    expect(result!.score).toBe(winner.result.score);
    expect((await submitAttempt(db, attempt.id, sheet(fixture, {}))).outcome).toBe(
      "already-submitted",
    );
    expect((await findAttempt(db, attempt.id))!.result!.score).toBe(winner.result.score);
    expect((await submitAttempt(db, "B".repeat(22), sheet(fixture, {}))).outcome).toBe("not-found");
  });

  it("the result is frozen: a later edit of a question changes neither its score nor its text", async () => {
    const { db, fixture, attempt } = await started();
    await submitAttempt(db, attempt.id, sheet(fixture, RIGHT));
    const before = (await findAttempt(db, attempt.id))!.result;
    await db
      .update(practiceQuestions)
      .set({ answer: 0, stem: "Edited stem", solution: "Edited solution", marks: 9 })
      .where(eq(practiceQuestions.id, fixture.questions.single));
    const after = (await findAttempt(db, attempt.id))!.result;
    expect(after).toEqual(before);
    expect(after!.questions[0]).toMatchObject({ status: "correct", awarded: 2 });
    expect(after!.questions[0]!.stem).toContain("\\cup");
  });

  it("the sweep deletes attempts older than the retention period, in batches, and keeps the rest", async () => {
    const db = getDb();
    const fixture = await insertMockPaper(db);
    const day = 86_400_000;
    const now = new Date();
    const ages = [400, 200, 181, 179, 10, 0];
    const ids: string[] = [];
    for (const age of ages) {
      const attempt = await startAttempt(db, { id: fixture.paper.id, timeLimitMinutes: 30 });
      await db
        .update(practiceAttempts)
        .set({
          startedAt: new Date(now.getTime() - age * day),
          deadlineAt: new Date(now.getTime() - age * day + 1_800_000),
        })
        .where(eq(practiceAttempts.id, attempt.id));
      ids.push(attempt.id);
    }
    expect(await deleteExpiredAttempts(db, { retentionDays: 180, now, batchSize: 2 })).toBe(3);
    const left = await db.select({ id: practiceAttempts.id }).from(practiceAttempts);
    expect(left.map((r) => r.id).sort()).toEqual(ids.slice(3).sort());
    // Idempotent: nothing more to do.
    expect(await deleteExpiredAttempts(db, { retentionDays: 180, now })).toBe(0);
    // A shorter period set later takes more.
    expect(await deleteExpiredAttempts(db, { retentionDays: 5, now })).toBe(2);
    // At most maxBatches × batchSize per call: a backlog is worked off over several sweeps.
    expect(
      await deleteExpiredAttempts(db, {
        retentionDays: 0,
        now: new Date(now.getTime() + 1000),
        batchSize: 1,
        maxBatches: 1,
      }),
    ).toBe(1);
  });

  it("the sweeper reads the period saved in the admin settings (180 days until one is saved)", async () => {
    const db = getDb();
    const fixture = await insertMockPaper(db);
    const now = new Date();
    const aged = async (days: number) => {
      const attempt = await startAttempt(db, { id: fixture.paper.id, timeLimitMinutes: 30 });
      await db
        .update(practiceAttempts)
        .set({ startedAt: new Date(now.getTime() - days * 86_400_000) })
        .where(eq(practiceAttempts.id, attempt.id));
      return attempt.id;
    };
    await aged(200);
    const forty = await aged(40);
    const recent = await aged(1);
    const logger = { warn: vi.fn(), info: vi.fn() };
    const sweeper = startAttemptSweeper({
      db,
      logger,
      now: () => now,
      retentionDays: async () => (await getSiteSettings(db)).practice?.attemptRetentionDays,
    });
    try {
      expect(await sweeper.sweep()).toBe(1);
      expect(
        await saveSiteSetting(db, null, "practice", { attemptRetentionDays: 30 }),
      ).toMatchObject({ ok: true });
      expect(await sweeper.sweep()).toBe(1);
      const left = await db.select({ id: practiceAttempts.id }).from(practiceAttempts);
      expect(left.map((r) => r.id)).toEqual([recent]);
      expect(left.map((r) => r.id)).not.toContain(forty);
      expect(logger.warn).not.toHaveBeenCalled();
    } finally {
      await sweeper.stop();
    }
  });

  it("lists a course's published papers with their question counts, for its practice area", async () => {
    const db = getDb();
    const fixture = await insertMockPaper(db, { minutes: 25 });
    expect(await listPublishedPapers(db, fixture.subject.id)).toEqual([
      {
        slug: "test-mock",
        title: "Test mock",
        kind: "mock",
        exam: "quiz-1",
        session: "",
        timeLimitMinutes: 25,
        questionCount: 4,
      },
    ]);
    expect(mockPath(fixture.subject, "test-mock")).toBe(fixture.introPath);
    const draft = await insertMockPaper(db, { status: "draft" });
    expect(await listPublishedPapers(db, draft.subject.id)).toEqual([]);
  });
});
