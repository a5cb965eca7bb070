// The submissions screen's loader and action with real Requests: the resource form filled in from
// a submission, corrected and published; bad input kept with a 400.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { resources, subjects, submissions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { action, loader } from "./submissions";

interface ActionData {
  data: {
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    toast: { description: string } | null;
  };
  init: ResponseInit;
}

describeWithDatabase("admin submissions: review with judgement", (getDb) => {
  const context = () => testContext({ db: getDb() });

  async function setup() {
    const db = getDb();
    const { admin, cookie } = await signedInAdmin(db);
    await db.insert(subjects).values([
      {
        level: "foundation",
        slug: "statistics",
        name: "Statistics for Data Science I",
        term: "term1",
      },
      { level: "foundation", slug: "english", name: "English I", term: "term1" },
      {
        level: "diploma",
        slug: "machine-learning-foundations",
        name: "Machine Learning Foundations",
        term: "term1",
      },
    ]);
    const [submission] = await db
      .insert(submissions)
      .values({
        title: "stats notes!!",
        resourceType: "notes",
        subject: "statistics",
        level: "foundation",
        term: "term1",
        description: "Week 1 to 4.",
        authorName: "Asha",
        email: "asha@example.com",
        consentAt: new Date(),
        linkUrl: "https://example.com/notes",
        fileKey: "0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf",
        fileName: "stats.pdf",
        fileType: "application/pdf",
        fileSize: 2048,
      })
      .returning();
    return { db, admin, cookie, submission: submission! };
  }

  const load = (cookie: string, url: string) =>
    loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never);

  const post = async (cookie: string, fields: Record<string, string>, url = "/admin/submissions") =>
    (await action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response | ActionData;

  it("the list and the details show labels, not raw values", async () => {
    const { cookie, submission } = await setup();
    const list = await load(cookie, `/admin/submissions?view=${submission.id}`);
    expect(list.rows[0]?.labels).toEqual({
      type: "Notes",
      subject: "Statistics for Data Science I",
      level: "Foundation",
      term: "Term 1",
    });
    expect(list.viewing).toMatchObject({ id: submission.id, subjectMatched: true });
    expect(list.viewing?.labels.subject).toBe("Statistics for Data Science I");
    expect(list.reviewing).toBeNull();
  });

  it("?review= opens the resource form filled in from the submission, with the level's subjects", async () => {
    const { cookie, submission } = await setup();
    const page = await load(cookie, `/admin/submissions?status=pending&review=${submission.id}`);
    expect(page.viewing).toBeNull();
    expect(page.reviewing?.suggestion).toEqual({
      id: submission.id,
      title: "stats notes!!",
      description: "Week 1 to 4.",
      category: "academic",
      level: "foundation",
      subject: "statistics",
      resourceType: "notes",
      term: "term-1",
      exam: "",
      linkUrl: "https://example.com/notes",
    });
    expect(page.reviewing?.file).toEqual({
      submissionId: submission.id,
      name: "stats.pdf",
      size: 2048,
    });
    expect(page.subjects.map((s) => `${s.level}/${s.slug}/${s.name}`)).toEqual(
      expect.arrayContaining([
        "foundation/statistics/Statistics for Data Science I",
        "diploma/machine-learning-foundations/Machine Learning Foundations",
      ]),
    );
    expect((await load(cookie, "/admin/submissions?review=not-an-id")).reviewing).toBeNull();
  });

  it("publishing the corrected form creates the resource with the file and approves the submission", async () => {
    const { db, admin, cookie, submission } = await setup();
    const response = (await post(
      cookie,
      {
        intent: "publish",
        id: submission.id,
        title: "Statistics notes, weeks 1–4",
        description: "Week 1 to 4.",
        category: "academic",
        level: "foundation",
        subject: "english",
        resourceType: "notes",
        term: "term-1",
        exam: "quiz-1",
        linkUrl: "",
      },
      `/admin/submissions?status=pending&review=${submission.id}`,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/submissions?status=pending");
    const [resource] = await db.select().from(resources);
    expect(resource).toMatchObject({
      title: "Statistics notes, weeks 1–4",
      subject: "english",
      exam: "quiz-1",
      linkUrl: null,
      fileKey: submission.fileKey,
      fileName: "stats.pdf",
    });
    const [decided] = await db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(decided).toMatchObject({
      status: "approved",
      reviewedBy: admin.id,
      resourceId: resource!.id,
    });
  });

  it("bad input: 400 with each field's message and what was typed kept; nothing published", async () => {
    const { db, cookie, submission } = await setup();
    const typed = {
      intent: "publish",
      id: submission.id,
      title: "   ",
      description: "Kept description",
      category: "academic",
      level: "diploma",
      subject: "statistics", // a foundation subject
      resourceType: "notes",
      term: "term-9",
      linkUrl: "javascript:alert(1)",
    };
    const result = (await post(cookie, typed)) as ActionData;
    expect(result.init.status).toBe(400);
    expect(result.data.result?.error).toMatchObject({
      title: ["Title is required"],
      subject: ["Choose a subject of the Diploma level"],
      term: ["Term is required"],
      linkUrl: ["Link URL must be a valid URL"],
    });
    expect(result.data.result?.initialValue).toMatchObject({
      description: "Kept description",
      subject: "statistics",
    });
    expect(await db.select().from(resources)).toHaveLength(0);
    expect((await db.select().from(submissions))[0]?.status).toBe("pending");

    const unknown = (await post(cookie, { intent: "approve", id: submission.id })) as ActionData;
    expect(unknown.init.status).toBe(400);
    const badReject = (await post(cookie, { intent: "reject", id: "x" })) as ActionData;
    expect(badReject.init.status).toBe(400);
    expect((await db.select().from(submissions))[0]?.status).toBe("pending");
  });
});
