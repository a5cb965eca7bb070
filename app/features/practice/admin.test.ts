// The admin side of practice on a real database: questions written, validated field by field,
// published (dated once), kept unique per course, refused deletion while on a paper; papers
// composed, ordered and totalled, published only with published questions; audit rows; and the
// bulk import (dry run, one bad row, re-import) and export round trip.
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { applyDraft, createDraft, planDraft } from "~/features/import/apply.server";
import { exportRows, toCsv } from "~/features/import/export.server";
import type { Database } from "~/lib/db.server";
import {
  auditLog,
  practicePaperQuestions,
  practiceQuestions,
  searchDocuments,
  subjects,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { getAdminPaper, listAdminPapers, listAdminQuestions } from "./admin-queries.server";
import { PaperFormSchema, type QuestionInput, QuestionFormSchema } from "./admin-schema";
import { deletePaper, deleteQuestion, savePaper, saveQuestion } from "./mutations.server";

/** A question form as the browser posts it. */
function questionForm(subjectId: string, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  const values: Record<string, string | string[]> = {
    subjectId,
    kind: "single",
    exam: "quiz-1",
    topic: "Mean and median",
    difficulty: "easy",
    marks: "2",
    stem: "What is the mean of 2, 4 and 9?",
    "options[0]": "4",
    "options[1]": "5",
    "options[2]": "6",
    correct: "1",
    solution: "$(2+4+9)/3 = 5$",
    status: "draft",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return form;
}

const parse = (form: FormData) => parseWithZod(form, { schema: QuestionFormSchema });
const errorsOf = (form: FormData) => {
  const submission = parse(form);
  return (submission.status === "error" ? submission.error : {}) as Record<string, string[]>;
};
const valueOf = (form: FormData): QuestionInput => {
  const submission = parse(form);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value;
};

describeWithDatabase("practice admin", (getDb) => {
  async function setup() {
    const db = getDb();
    const { admin } = await signedInAdmin(db);
    const [maths, stats] = await db
      .insert(subjects)
      .values([
        { level: "foundation", slug: "mathematics", name: "Mathematics 1", code: "BSMA1001" },
        { level: "foundation", slug: "statistics", name: "Statistics 1", code: "BSMA1002" },
      ])
      .returning({ id: subjects.id });
    return { db, adminId: admin.id, maths: maths!.id, stats: stats!.id };
  }

  const audits = (db: Database, action: string) =>
    db.select().from(auditLog).where(eq(auditLog.action, action));

  it("the form's fields each get their own message, and a wrong key names its field", () => {
    const id = "00000000-0000-4000-8000-000000000001";
    expect(errorsOf(questionForm(id, { topic: "" }))).toHaveProperty("topic");
    expect(errorsOf(questionForm(id, { marks: "lots" })).marks).toEqual(["Marks must be a number"]);
    expect(errorsOf(questionForm(id, { marks: "0" })).marks).toEqual(["Marks must be more than 0"]);
    expect(errorsOf(questionForm(id, { slug: "Not A Slug" }))).toHaveProperty("slug");
    expect(errorsOf(questionForm(id, { kind: "essay" })).kind).toEqual([
      "Choose the kind of question",
    ]);
    expect(errorsOf(questionForm(id, { stem: "" }))).toHaveProperty("stem");
    // The answer names no option: at the correct-option field.
    expect(errorsOf(questionForm(id, { correct: "5" })).correct).toEqual([
      "The answer names no option",
    ]);
    expect(errorsOf(questionForm(id, { correct: [] })).correct).toEqual([
      "Choose the one correct option",
    ]);
    // An empty option: at that option.
    expect(errorsOf(questionForm(id, { "options[1]": "" }))).toHaveProperty(["options[1]"]);
    // One option only.
    const one = questionForm(id);
    one.delete("options[1]");
    one.delete("options[2]");
    one.set("correct", "0");
    expect(errorsOf(one).options).toEqual(["Give between 2 and 8 options"]);
    // Numeric: a value, or a range that is not empty.
    const numeric = { kind: "numeric", "options[0]": "", correct: [] as string[] };
    expect(errorsOf(questionForm(id, { ...numeric })).value).toEqual([
      "Give the answer as a number",
    ]);
    expect(
      errorsOf(questionForm(id, { ...numeric, numericMode: "range", min: "5", max: "4" })).min,
    ).toEqual(["The range is empty"]);
    expect(valueOf(questionForm(id, { ...numeric, value: "5", tolerance: "0.1" }))).toMatchObject({
      answer: { value: 5, tolerance: 0.1 },
      options: [],
    });
    // Text: accepted answers one a line.
    expect(errorsOf(questionForm(id, { kind: "text", correct: [] })).accepted).toEqual([
      "Give at least one accepted answer",
    ]);
    expect(
      valueOf(questionForm(id, { kind: "text", correct: [], accepted: "five\n\n 5 \n" })).answer,
    ).toEqual(["five", "5"]);
    // Multiple: every ticked option, sorted.
    expect(valueOf(questionForm(id, { kind: "multiple", correct: ["2", "0"] })).answer).toEqual([
      0, 2,
    ]);
    // The slug comes from the stem; the source defaults.
    expect(valueOf(questionForm(id))).toMatchObject({
      slug: "what-is-the-mean-of-2",
      source: "Original practice question",
    });
  });

  it("create, edit, publish once, unique slug per course, delete; each with its audit row", async () => {
    const { db, adminId, maths, stats } = await setup();
    const created = await saveQuestion(db, { adminId, question: valueOf(questionForm(maths)) });
    expect(created).toMatchObject({ ok: true, created: true });
    const id = (created as { id: string }).id;
    let [row] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id));
    expect(row).toMatchObject({ status: "draft", publishedAt: null, marks: 2, answer: 1 });

    const publish = valueOf(questionForm(maths, { id, status: "published", correct: "1" }));
    expect(await saveQuestion(db, { adminId, question: publish })).toMatchObject({ ok: true });
    [row] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id));
    const firstPublished = row!.publishedAt;
    // Published: in the site search, with its public address; a draft is not.
    const indexed = () =>
      db
        .select({ url: searchDocuments.url })
        .from(searchDocuments)
        .where(eq(searchDocuments.key, `question:${id}`));
    expect(await indexed()).toEqual([
      { url: "/resources/foundation/mathematics/practice/what-is-the-mean-of-2" },
    ]);
    expect(firstPublished).toBeInstanceOf(Date);
    // Back to draft (out of the search) and published again: the first date stays.
    await saveQuestion(db, { adminId, question: { ...publish, status: "draft" } });
    expect(await indexed()).toEqual([]);
    await saveQuestion(db, { adminId, question: publish });
    [row] = await db.select().from(practiceQuestions).where(eq(practiceQuestions.id, id));
    expect(row!.publishedAt).toEqual(firstPublished);

    // The same slug in the same course: refused; in another course: fine.
    const again = valueOf(questionForm(maths));
    expect(await saveQuestion(db, { adminId, question: again })).toEqual({
      ok: false,
      reason: "duplicate-slug",
    });
    expect(
      await saveQuestion(db, { adminId, question: valueOf(questionForm(stats)) }),
    ).toMatchObject({ ok: true });
    // A course that does not exist.
    expect(
      await saveQuestion(db, {
        adminId,
        question: valueOf(questionForm("00000000-0000-4000-8000-000000000009")),
      }),
    ).toEqual({ ok: false, reason: "no-course" });

    expect(await audits(db, "practice_question.create")).toHaveLength(2);
    expect(await audits(db, "practice_question.update")).toHaveLength(3);

    // The list: search by stem, topic and slug; filters.
    const byStem = await listAdminQuestions(db, { q: "mean of 2" });
    expect(byStem.total).toBe(2);
    expect((await listAdminQuestions(db, { q: "median", subjectId: stats })).total).toBe(1);
    expect((await listAdminQuestions(db, { status: "published" })).total).toBe(1);
    expect((await listAdminQuestions(db, { q: "what is the mean" })).total).toBe(2);
    expect((await listAdminQuestions(db, { kind: "numeric" })).total).toBe(0);

    // The list shows a stem as plain text: no Markdown marks, maths as text, cut at a word.
    const marked = await saveQuestion(db, {
      adminId,
      question: valueOf(
        questionForm(maths, {
          slug: "marked",
          stem: `Is **$x^2$** even when \`x\` is odd? ${"More words here. ".repeat(20)}`,
        }),
      ),
    });
    expect(marked.ok).toBe(true);
    const [shown] = (await listAdminQuestions(db, { q: "marked" })).rows;
    expect(shown?.stem).toMatch(/^Is x² even when x is odd\? More words here\./);
    expect(shown?.stem).toMatch(/…$/);
    expect(shown?.stem.length).toBeLessThanOrEqual(160);

    expect(await deleteQuestion(db, { id, adminId })).toMatchObject({ ok: true });
    expect(await deleteQuestion(db, { id, adminId })).toEqual({ ok: false, reason: "not-found" });
    expect(await audits(db, "practice_question.delete")).toHaveLength(1);
  });

  it("papers: composition in order with marks overrides and totals; publishing needs published questions; a question on a paper cannot be deleted", async () => {
    const { db, adminId, maths, stats } = await setup();
    const ids: string[] = [];
    for (const [i, marks] of ["1", "2", "3"].entries()) {
      const saved = await saveQuestion(db, {
        adminId,
        question: valueOf(questionForm(maths, { slug: `q-${i}`, marks })),
      });
      ids.push((saved as { id: string }).id);
    }
    const foreign = await saveQuestion(db, {
      adminId,
      question: valueOf(questionForm(stats, { slug: "other" })),
    });

    const paperForm = (fields: Record<string, string | string[]>) => {
      const form = new FormData();
      const values = {
        subjectId: maths,
        title: "Mock one",
        kind: "mock",
        exam: "quiz-1",
        timeLimitMinutes: "30",
        status: "draft",
        ...fields,
      };
      for (const [name, value] of Object.entries(values))
        for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
      const submission = parseWithZod(form, { schema: PaperFormSchema });
      return { ...submission, error: "error" in submission ? submission.error : undefined };
    };
    // Validation: a previous paper needs its session; the time limit is bounded.
    expect(paperForm({ kind: "previous" }).error).toHaveProperty("session");
    expect(paperForm({ timeLimitMinutes: "601" }).error).toHaveProperty("timeLimitMinutes");
    expect(paperForm({ timeLimitMinutes: "0" }).error).toHaveProperty("timeLimitMinutes");

    // Items by position (the second typed first), then the added ones at the end.
    const composed = paperForm({
      "items[0].questionId": ids[0]!,
      "items[0].position": "2",
      "items[1].questionId": ids[1]!,
      "items[1].position": "1",
      "items[1].marks": "5",
      add: [ids[2]!, ids[0]!],
    });
    expect(composed.status).toBe("success");
    const paper = (composed as { value: Parameters<typeof savePaper>[1]["paper"] }).value;
    expect(paper.questions).toEqual([
      { questionId: ids[1], marks: 5 },
      { questionId: ids[0], marks: null },
      { questionId: ids[2], marks: null },
    ]);
    expect(paper).toMatchObject({ slug: "mock-one", source: "Original mock paper" });

    // Published with draft questions, or with none: refused with a sentence.
    const refused = await savePaper(db, { adminId, paper: { ...paper, status: "published" } });
    expect(refused).toMatchObject({ ok: false, reason: "cannot-publish" });
    expect((refused as { message: string }).message).toBe(
      "Publish its questions first: q-1, q-0, q-2 are drafts.",
    );
    expect(
      await savePaper(db, { adminId, paper: { ...paper, questions: [], status: "published" } }),
    ).toMatchObject({ ok: false, reason: "cannot-publish" });
    // A question of another course.
    expect(
      await savePaper(db, {
        adminId,
        paper: {
          ...paper,
          questions: [{ questionId: (foreign as { id: string }).id, marks: null }],
        },
      }),
    ).toMatchObject({ ok: false, reason: "bad-questions" });

    const saved = await savePaper(db, { adminId, paper });
    expect(saved).toMatchObject({ ok: true, created: true });
    const paperId = (saved as { id: string }).id;
    const stored = await getAdminPaper(db, paperId);
    expect(stored!.questions.map((q) => [q.slug, q.position, q.marks])).toEqual([
      ["q-1", 0, 5],
      ["q-0", 1, null],
      ["q-2", 2, null],
    ]);
    const [listed] = (await listAdminPapers(db, {})).rows;
    expect(listed).toMatchObject({ questionCount: 3, totalMarks: 5 + 1 + 3 });

    // The same slug again in this course: refused.
    expect(await savePaper(db, { adminId, paper })).toEqual({
      ok: false,
      reason: "duplicate-slug",
    });

    // Once its questions are published, the paper can be.
    await db.update(practiceQuestions).set({ status: "published" });
    expect(
      await savePaper(db, { adminId, paper: { ...paper, id: paperId, status: "published" } }),
    ).toMatchObject({ ok: true, created: false });

    // A question on the paper: not deleted, and the answer names the paper.
    const blocked = await deleteQuestion(db, { id: ids[0]!, adminId });
    expect(blocked).toEqual({ ok: false, reason: "on-paper", papers: ["Mock one"] });
    expect(await db.select().from(practiceQuestions)).toHaveLength(4);

    // Reordered and one taken off.
    await savePaper(db, {
      adminId,
      paper: {
        ...paper,
        id: paperId,
        questions: [
          { questionId: ids[2]!, marks: null },
          { questionId: ids[1]!, marks: null },
        ],
      },
    });
    const rows = await db
      .select()
      .from(practicePaperQuestions)
      .orderBy(asc(practicePaperQuestions.position));
    expect(rows.map((r) => r.questionId)).toEqual([ids[2], ids[1]]);
    expect(await deleteQuestion(db, { id: ids[0]!, adminId })).toMatchObject({ ok: true });

    expect(await deletePaper(db, { id: paperId, adminId })).toMatchObject({ ok: true });
    expect(await db.select().from(practicePaperQuestions)).toEqual([]);
    expect(await audits(db, "practice_paper.create")).toHaveLength(1);
    expect(await audits(db, "practice_paper.update")).toHaveLength(2);
    expect(await audits(db, "practice_paper.delete")).toHaveLength(1);
  });

  const CSV = [
    "course,slug,kind,exam,topic,difficulty,marks,stem,option_a,option_b,option_c,answer,solution,source,status",
    'BSMA1001,mean-three,single,quiz-1,Mean,easy,1,"Mean of 2, 4 and 9?",4,5,6,B,"$(2+4+9)/3=5$",,published',
    'foundation/statistics,range-q,numeric,quiz-2,Spread,medium,2,Range of 1 and 7?,,,,6 ± 0.5,7 - 1 = 6,"End Term, January 2024 FN",draft',
    "BSMA1001,bad-key,single,quiz-1,Mean,easy,1,Which?,a,b,,D,Because.,,draft",
    "BSXX9999,nowhere,text,end-term,Words,hard,1,Say hi,,,,hi | hello,Say it.,,draft",
    'BSMA1001,,multiple,end-term,Sets,hard,3,Which are even numbers?,2,3,4,"A, C",2 and 4.,,draft',
  ].join("\n");

  it("imports a CSV: good rows added, each bad row says which column and why; the dry run writes nothing; a re-import updates by slug", async () => {
    const { db, adminId } = await setup();
    const options = { kind: "auto" as const, createSubjects: false };
    const dry = await planDraft(db, { fileName: "questions.csv", content: CSV, options });
    if (!dry.ok) throw new Error(dry.message);
    const rows = dry.plan.sections[0]!.rows;
    expect(dry.plan.sections[0]!.kind).toBe("practice_questions");
    expect(rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, "add"],
      [3, "add"],
      [4, "error"],
      [5, "error"],
      [6, "add"],
    ]);
    expect(rows[2]!.errors).toEqual([{ column: "answer", message: "The answer names no option" }]);
    expect(rows[3]!.errors[0]).toMatchObject({ column: "course" });
    expect(rows[3]!.errors[0]!.message).toMatch(/Unknown course "BSXX9999"/);
    // The dry run wrote nothing.
    expect(await db.select().from(practiceQuestions)).toEqual([]);

    const draft = await createDraft(db, adminId, {
      fileName: "questions.csv",
      content: CSV,
      options,
    });
    const applied = await applyDraft(db, {
      draftId: draft,
      adminId,
      fingerprint: dry.plan.fingerprint,
    });
    expect(applied).toMatchObject({ status: "applied", result: { counts: { add: 3, error: 2 } } });
    const stored = await db.select().from(practiceQuestions).orderBy(asc(practiceQuestions.slug));
    expect(stored.map((q) => [q.slug, q.kind, q.answer, q.status, q.source])).toEqual([
      ["mean-three", "single", 1, "published", "Original practice question"],
      ["range-q", "numeric", { value: 6, tolerance: 0.5 }, "draft", "End Term, January 2024 FN"],
      ["which-are-even-numbers", "multiple", [0, 2], "draft", "Original practice question"],
    ]);
    expect(stored[0]!.publishedAt).toBeInstanceOf(Date);
    expect(await audits(db, "import.apply")).toHaveLength(1);

    // The same file again: unchanged; one edited row: an update of that question.
    const edited = CSV.replace("Mean of 2, 4 and 9?", "The mean of 2, 4 and 9?");
    const again = await planDraft(db, { fileName: "q.csv", content: edited, options });
    if (!again.ok) throw new Error(again.message);
    expect(again.plan.sections[0]!.rows.map((r) => r.outcome)).toEqual([
      "update",
      "unchanged",
      "error",
      "error",
      "unchanged",
    ]);
    expect(again.plan.sections[0]!.rows[0]!.changes).toEqual(["stem"]);
  });

  it("export → import gives the same questions (CSV and JSON)", async () => {
    const { db, adminId, maths } = await setup();
    const kinds = [
      questionForm(maths, { slug: "one", stem: "=1+1 is a formula?\n\n$$x^2$$" }),
      questionForm(maths, {
        slug: "two",
        kind: "numeric",
        numericMode: "range",
        min: "-1.5",
        max: "2",
        correct: [],
      }),
      questionForm(maths, { slug: "three", kind: "text", accepted: "yes\nYes, sir", correct: [] }),
      questionForm(maths, { slug: "four", kind: "multiple", correct: ["0", "2"] }),
    ];
    for (const form of kinds) await saveQuestion(db, { adminId, question: valueOf(form) });
    const before = await db.select().from(practiceQuestions).orderBy(asc(practiceQuestions.slug));
    const rows = await exportRows(db, "practice_questions");
    const csv = toCsv("practice_questions", rows);
    const json = JSON.stringify({ practice_questions: rows });
    const options = { kind: "auto" as const, createSubjects: false };
    for (const [fileName, content] of [
      ["q.csv", csv],
      ["q.json", json],
    ] as const) {
      const plan = await planDraft(db, { fileName, content, options });
      if (!plan.ok) throw new Error(plan.message);
      expect(plan.plan.sections[0]!.rows.map((r) => [r.outcome, r.errors])).toEqual(
        before.map(() => ["unchanged", []]),
      );
    }
    // Into an empty bank: the same questions come back.
    await db.delete(practiceQuestions);
    const plan = await planDraft(db, { fileName: "q.csv", content: csv, options });
    if (!plan.ok) throw new Error(plan.message);
    const draft = await createDraft(db, adminId, { fileName: "q.csv", content: csv, options });
    await applyDraft(db, { draftId: draft, adminId, fingerprint: plan.plan.fingerprint });
    const after = await db.select().from(practiceQuestions).orderBy(asc(practiceQuestions.slug));
    const strip = (q: typeof practiceQuestions.$inferSelect) => ({
      ...q,
      id: undefined,
      createdAt: undefined,
      updatedAt: undefined,
      publishedAt: undefined,
    });
    expect(after.map(strip)).toEqual(before.map(strip));
  });
});
