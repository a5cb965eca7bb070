// Practice papers in the bulk import and export on a real database: the export read back into a
// fresh database gives the same papers (JSON with their questions and courses, and CSV); each kind
// of bad row says which column and why (unknown question slug, bad time limit, unknown course, a
// paper given twice, wrong total, drafts on a published paper); a stored paper is updated in place.
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { applyDraft, createDraft, planDraft } from "~/features/import/apply.server";
import { exportDocument, exportRows, toCsv } from "~/features/import/export.server";
import type { DatabaseHandle, Database } from "~/lib/db.server";
import {
  auditLog,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  subjects,
} from "~db/schema";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import type { PaperInput } from "./admin-schema";
import { formatPaperQuestions } from "./import-papers.server";
import { savePaper } from "./mutations.server";

const OPTIONS = { kind: "auto" as const, createSubjects: false };

/** A dry run, then Apply of exactly what it showed. */
async function importFile(db: Database, adminId: string, fileName: string, content: string) {
  const dry = await planDraft(db, { fileName, content, options: OPTIONS });
  if (!dry.ok) throw new Error(dry.message);
  const draftId = await createDraft(db, adminId, { fileName, content, options: OPTIONS });
  const applied = await applyDraft(db, { draftId, adminId, fingerprint: dry.plan.fingerprint });
  if (applied.status !== "applied") throw new Error(applied.status);
  return { plan: dry.plan, result: applied.result };
}

async function dryRun(db: Database, fileName: string, content: string) {
  const dry = await planDraft(db, { fileName, content, options: OPTIONS });
  if (!dry.ok) throw new Error(dry.message);
  return dry.plan;
}

const question = (
  subjectId: string,
  slug: string,
  fields: Partial<typeof practiceQuestions.$inferInsert> = {},
) => ({
  subjectId,
  slug,
  kind: "single" as const,
  exam: "quiz-1" as const,
  topic: "Sets",
  difficulty: "easy" as const,
  marks: 1,
  stem: `Which is ${slug}?`,
  options: ["a", "b"],
  answer: 0,
  solution: "The first.",
  source: "Original practice question",
  status: "published" as const,
  ...fields,
});

describeWithDatabase("practice papers import and export", (getDb) => {
  async function setup() {
    const db = getDb();
    const { admin } = await signedInAdmin(db);
    const [maths, stats, ml] = await db
      .insert(subjects)
      .values([
        { level: "foundation", slug: "mathematics", name: "Mathematics 1", code: "BSMA1001" },
        { level: "foundation", slug: "statistics", name: "Statistics 1", code: "BSMA1002" },
        // No course code: named level/slug in files.
        { level: "diploma", slug: "machine-learning-lab", name: "ML Lab" },
      ])
      .returning({ id: subjects.id });
    const rows = await db
      .insert(practiceQuestions)
      .values([
        question(maths!.id, "q-0"),
        question(maths!.id, "q-1", { marks: 2 }),
        question(maths!.id, "q-2", {
          marks: 1.5,
          kind: "numeric",
          options: [],
          answer: { value: 3, tolerance: 0 },
        }),
        question(maths!.id, "q-draft", { status: "draft" }),
        question(stats!.id, "s-0"),
        question(ml!.id, "lab-0", { marks: 4 }),
      ])
      .returning({ id: practiceQuestions.id, slug: practiceQuestions.slug });
    const ids = Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<string, string>;
    return { db, adminId: admin.id, maths: maths!.id, stats: stats!.id, ml: ml!.id, ids };
  }

  const paper = (subjectId: string, fields: Partial<PaperInput>): PaperInput => ({
    subjectId,
    title: "Mock one",
    slug: "mock-one",
    kind: "mock",
    exam: "quiz-1",
    session: "",
    description: "",
    timeLimitMinutes: 30,
    source: "Original mock paper",
    status: "draft",
    questions: [],
    ...fields,
  });

  it("export → import into a fresh database gives the same papers (JSON with everything, and CSV)", async () => {
    const { db, adminId, maths, ml, ids } = await setup();
    const saved = [
      paper(maths, {
        title: "Quiz 1 mock: sets",
        slug: "quiz-1-mock",
        description: 'Twenty minutes,\n"quoted" | piped',
        status: "published",
        questions: [
          { questionId: ids["q-2"]!, marks: null },
          { questionId: ids["q-0"]!, marks: 2.5 },
          { questionId: ids["q-1"]!, marks: null },
        ],
      }),
      paper(maths, {
        title: "End term, January 2024 FN",
        slug: "end-term-jan-2024",
        kind: "previous",
        exam: "end-term",
        session: "January 2024 FN",
        timeLimitMinutes: 180,
        source: "End Term, January 2024 FN",
        questions: [
          { questionId: ids["q-draft"]!, marks: 10 },
          { questionId: ids["q-0"]!, marks: null },
        ],
      }),
      paper(maths, { title: "An empty draft", slug: "empty-draft" }),
      paper(ml, {
        title: "Lab mock",
        slug: "lab-mock",
        exam: "quiz-2",
        timeLimitMinutes: 600,
        status: "published",
        questions: [{ questionId: ids["lab-0"]!, marks: null }],
      }),
    ];
    for (const p of saved)
      expect(await savePaper(db, { adminId, paper: p })).toMatchObject({ ok: true });

    const before = await exportRows(db, "practice_papers");
    // By course, exam and slug.
    expect(before.map((r) => [r.course, r.slug, r.total_marks])).toEqual([
      ["BSMA1001", "end-term-jan-2024", 11],
      ["BSMA1001", "empty-draft", 0],
      ["BSMA1001", "quiz-1-mock", 1.5 + 2.5 + 2],
      ["diploma/machine-learning-lab", "lab-mock", 4],
    ]);
    expect(before[2]!.questions).toEqual([
      { slug: "q-2", marks: null },
      { slug: "q-0", marks: 2.5 },
      { slug: "q-1", marks: null },
    ]);
    const csv = toCsv("practice_papers", before);
    expect(csv).toContain("q-2 | q-0:2.5 | q-1");
    const json = JSON.stringify(await exportDocument(db));

    // Read back into the same database: every paper unchanged.
    for (const [name, content] of [
      ["papers.csv", csv],
      ["all.json", json],
    ] as const) {
      const plan = await dryRun(db, name, content);
      const papers = plan.sections.find((s) => s.kind === "practice_papers")!;
      expect(
        papers.rows.map((r) => [r.outcome, r.errors]),
        name,
      ).toEqual(before.map(() => ["unchanged", []]));
    }

    // Into a fresh database (migrated: the Foundation courses, no questions, no papers).
    let fresh: DatabaseHandle | undefined;
    try {
      fresh = await createTestDatabase("pglite");
      const { admin } = await signedInAdmin(fresh.db);
      const restored = await importFile(fresh.db, admin.id, "all.json", json);
      expect(restored.result.notApplied).toEqual([]);
      expect(await exportRows(fresh.db, "practice_papers")).toEqual(before);
      const stored = await fresh.db.select().from(practicePapers).orderBy(asc(practicePapers.slug));
      expect(stored.map((p) => [p.slug, p.status, p.publishedAt !== null])).toEqual([
        ["empty-draft", "draft", false],
        ["end-term-jan-2024", "draft", false],
        ["lab-mock", "published", true],
        ["quiz-1-mock", "published", true],
      ]);

      // The CSV alone, once the questions are there: the same papers again.
      await fresh.db.delete(practicePaperQuestions);
      await fresh.db.delete(practicePapers);
      const fromCsv = await importFile(fresh.db, admin.id, "papers.csv", csv);
      expect(fromCsv.result.counts).toMatchObject({ add: 4, error: 0, skip: 0 });
      expect(await exportRows(fresh.db, "practice_papers")).toEqual(before);
    } finally {
      await fresh?.close();
    }
  });

  const HEADER =
    "course,slug,title,kind,exam,session,time_limit_minutes,questions,total_marks,status";
  const BAD_ROWS = [
    HEADER,
    "BSMA1001,good,Good mock,mock,quiz-1,,30,q-0 | q-1:5,6,published", // 2: add
    "BSMA1001,unknown-q,Unknown questions,mock,quiz-1,,30,q-0 | nope | nada,,draft", // 3
    "BSMA1001,no-time,No time,mock,quiz-1,,0,q-0,,draft", // 4
    "BSMA1001,words-time,Words for time,mock,quiz-1,,ninety,q-0,,draft", // 5
    "BSXX9999,nowhere,Nowhere mock,mock,quiz-1,,30,q-0,,draft", // 6
    "BSMA1001,good,Good mock again,mock,quiz-1,,45,q-0,,draft", // 7: duplicate of 2
    "BSMA1001,wrong-total,Wrong total,mock,quiz-1,,30,q-0 | q-1,99,draft", // 8
    "BSMA1001,has-drafts,Has drafts,mock,quiz-1,,30,q-0 | q-draft,,published", // 9
    "BSMA1001,prev,Previous paper,previous,end-term,,60,q-0,,draft", // 10
    "BSMA1001,twice,Twice,mock,quiz-1,,30,q-0 | q-0,,draft", // 11
    "BSMA1001,zero-marks,Zero marks,mock,quiz-1,,30,q-0:0,,draft", // 12
    "foundation/statistics,other,Other course,mock,quiz-1,,30,q-0,,draft", // 13
    ",,,mock,quiz-9,,30,,,draft", // 14
  ].join("\n");

  it("each bad row says which column and why; the dry run writes nothing; Apply adds the rest in one go, audited", async () => {
    const { db, adminId, ids } = await setup();
    const plan = await dryRun(db, "papers.csv", BAD_ROWS);
    expect(plan.sections.map((s) => s.kind)).toEqual(["practice_papers"]);
    const rows = plan.sections[0]!.rows;
    const byRow = Object.fromEntries(rows.map((r) => [r.row, r]));
    expect(rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, "add"],
      [3, "error"],
      [4, "error"],
      [5, "error"],
      [6, "error"],
      [7, "skip"],
      [8, "error"],
      [9, "error"],
      [10, "error"],
      [11, "error"],
      [12, "error"],
      [13, "error"],
      [14, "error"],
    ]);
    expect(byRow[3]!.errors).toEqual([
      {
        column: "questions",
        message:
          "No questions nope and nada in BSMA1001: each must be a question of the paper's course, stored or in this import",
      },
    ]);
    expect(byRow[4]!.errors).toEqual([
      { column: "time_limit_minutes", message: "At least 1 minute" },
    ]);
    expect(byRow[5]!.errors).toEqual([
      { column: "time_limit_minutes", message: "The time limit must be a number of minutes" },
    ]);
    expect(byRow[6]!.errors).toEqual([
      {
        column: "course",
        message:
          'Unknown course "BSXX9999": give its code (e.g. BSMA1001) or level/slug (e.g. foundation/mathematics)',
      },
    ]);
    expect(byRow[7]!.reasons).toEqual(["Duplicate of row 2 in this file (same course and slug)"]);
    expect(byRow[8]!.errors).toEqual([
      { column: "total_marks", message: "total_marks is 99, but its questions' marks add up to 3" },
    ]);
    expect(byRow[9]!.errors).toEqual([
      { column: "status", message: "Publish its questions first: q-draft is a draft." },
    ]);
    expect(byRow[10]!.errors).toEqual([
      { column: "session", message: 'A previous paper needs its session, e.g. "January 2024 FN"' },
    ]);
    expect(byRow[11]!.errors).toEqual([
      { column: "questions", message: "q-0 is listed twice: a question is on a paper once" },
    ]);
    expect(byRow[12]!.errors).toEqual([
      { column: "questions", message: "q-0: Marks must be more than 0" },
    ]);
    expect(byRow[13]!.errors[0]!.message).toMatch(/^No question q-0 in foundation\/statistics:/);
    expect(byRow[14]!.errors.map((e) => e.column)).toEqual(["course", "title", "exam"]);
    expect(byRow[14]!.errors[2]!.message).toBe(
      'exam "quiz-9" is not one of quiz-1, quiz-2, end-term',
    );
    // The dry run wrote nothing.
    expect(await db.select().from(practicePapers)).toEqual([]);

    const applied = await importFile(db, adminId, "papers.csv", BAD_ROWS);
    expect(applied.result.counts).toMatchObject({ add: 1, skip: 1, error: 11 });
    expect(applied.result.notApplied.find((r) => r.row === 3)!.reason).toBe(
      "questions: No questions nope and nada in BSMA1001: each must be a question of the paper's course, stored or in this import",
    );
    const [stored] = await db.select().from(practicePapers);
    expect(stored).toMatchObject({ slug: "good", title: "Good mock", status: "published" });
    expect(stored!.publishedAt).toBeInstanceOf(Date);
    const items = await db
      .select()
      .from(practicePaperQuestions)
      .orderBy(asc(practicePaperQuestions.position));
    expect(items.map((i) => [i.questionId, i.position, i.marks])).toEqual([
      [ids["q-0"], 0, null],
      [ids["q-1"], 1, 5],
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "import.apply"));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      kinds: ["practice_papers"],
      counts: { add: 1, skip: 1, error: 11 },
    });
  });

  it("a stored paper's slug updates it in place: its questions replaced, first published date kept", async () => {
    const { db, adminId, maths, ids } = await setup();
    const saved = await savePaper(db, {
      adminId,
      paper: paper(maths, {
        status: "published",
        questions: [{ questionId: ids["q-0"]!, marks: null }],
      }),
    });
    const id = (saved as { id: string }).id;
    const [{ publishedAt }] = (await db
      .select({ publishedAt: practicePapers.publishedAt })
      .from(practicePapers)) as [{ publishedAt: Date }];
    const file = (questions: string, minutes = 30) =>
      [
        HEADER,
        `foundation/mathematics,mock-one,Mock one,mock,quiz-1,,${minutes},${questions},,published`,
      ].join("\n");
    // As stored: unchanged.
    const same = await dryRun(db, "p.csv", file("q-0"));
    expect(same.sections[0]!.rows.map((r) => r.outcome)).toEqual(["unchanged"]);
    const changed = await dryRun(db, "p.csv", file("q-1 | q-0:3", 45));
    expect(changed.sections[0]!.rows[0]).toMatchObject({
      outcome: "update",
      changes: ["time_limit_minutes", "questions"],
    });
    await importFile(db, adminId, "p.csv", file("q-1 | q-0:3", 45));
    const [after] = await db.select().from(practicePapers);
    expect(after).toMatchObject({ id, timeLimitMinutes: 45, publishedAt });
    const [row] = await exportRows(db, "practice_papers");
    expect(formatPaperQuestions(row!.questions as never)).toBe("q-1 | q-0:3");
    expect(row!.total_marks).toBe(5);
  });

  it("a JSON file of questions and papers: a paper finds the questions the same file adds, and names those it cannot", async () => {
    const { db, adminId } = await setup();
    const newQuestion = (slug: string, answer: string) => ({
      course: "BSMA1001",
      slug,
      kind: "single",
      exam: "quiz-2",
      topic: "Sets",
      stem: `New ${slug}?`,
      option_a: "Yes",
      option_b: "No",
      answer,
      solution: "Because.",
      status: "published",
    });
    const document = {
      practice_papers: [
        {
          course: "BSMA1001",
          title: "Uses new questions",
          exam: "quiz-2",
          time_limit_minutes: 20,
          questions: [{ slug: "new-1", marks: 2 }, "q-0", { slug: "new-2" }],
          total_marks: 4,
          status: "published",
        },
        {
          course: "BSMA1001",
          title: "Uses a bad one",
          exam: "quiz-2",
          time_limit_minutes: 20,
          questions: ["new-1", "new-bad"],
        },
        {
          course: "BSMA1001",
          title: "Not a list",
          exam: "quiz-2",
          time_limit_minutes: 20,
          questions: 7,
        },
      ],
      practice_questions: [
        newQuestion("new-1", "A"),
        newQuestion("new-2", "B"),
        newQuestion("new-bad", "Z"),
      ],
    };
    const plan = await dryRun(db, "both.json", JSON.stringify(document));
    expect(plan.sections.map((s) => s.kind)).toEqual(["practice_questions", "practice_papers"]);
    const papers = plan.sections[1]!.rows;
    expect(papers.map((r) => [r.label, r.outcome])).toEqual([
      ["BSMA1001/uses-new-questions", "add"],
      ["Uses a bad one", "error"],
      ["Not a list", "error"],
    ]);
    expect(papers[1]!.errors[0]!.message).toMatch(/^No question new-bad in BSMA1001/);
    expect(papers[2]!.errors[0]).toMatchObject({
      column: "questions",
      message: expect.stringMatching(/^questions must be text/),
    });
    const applied = await importFile(db, adminId, "both.json", JSON.stringify(document));
    expect(applied.result.counts).toMatchObject({ add: 3, error: 3 });
    const [row] = await exportRows(db, "practice_papers");
    expect(row).toMatchObject({
      slug: "uses-new-questions",
      questions: [
        { slug: "new-1", marks: 2 },
        { slug: "q-0", marks: null },
        { slug: "new-2", marks: null },
      ],
      total_marks: 4,
      status: "published",
    });
  });
});
