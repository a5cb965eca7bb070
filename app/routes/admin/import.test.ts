// The import and export screens with real Requests (multipart uploads, form posts) against a real
// database: dry run, apply, re-apply, limits with kept choices, audit, downloads' headers, and a
// blog post imported with an XSS payload rendered safely; practice papers out and back in, and
// hostile uploads of them refused with a sentence.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "~/features/import/kinds";
import { NOT_TEXT } from "~/features/import/upload.server";
import { MESSAGES } from "~/lib/request-bounds";
import {
  auditLog,
  practicePaperQuestions,
  practicePapers,
  practiceQuestions,
  resources,
  subjects,
} from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { loader as exportFileLoader } from "./export-file";
import { action, loader } from "./import";

const GOOD_AND_BAD = [
  "title,description,category,level,subject,resource_type,link_url",
  "Week 1 notes,Basics,academic,foundation,english,notes,https://drive.google.com/a",
  ",Missing title,academic,foundation,english,notes,",
  "Week 2 notes,More,academic,foundation,english,notes,",
].join("\n");

describeWithDatabase("admin import and export screens", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });

  async function signedIn() {
    const { admin, cookie } = await signedInAdmin(getDb());
    await getDb()
      .insert(subjects)
      .values({ level: "foundation", slug: "english", name: "English" });
    return { admin, cookie };
  }

  function upload(cookie: string, file: { name: string; text: string } | null, fields = {}) {
    const form = new FormData();
    form.set("intent", "preview");
    for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
    if (file) form.set("file", new File([file.text], file.name, { type: "text/csv" }));
    return call(cookie, form);
  }

  async function call(cookie: string, body: FormData | URLSearchParams) {
    return (await action({
      request: new Request("http://localhost/admin/import", {
        method: "POST",
        body,
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as unknown;
  }

  const load = async (cookie: string, url: string) =>
    (await loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never)) as unknown;

  /** A loader's value, whether returned plainly or wrapped by data(). */
  const valueOf = (result: unknown) =>
    (result && typeof result === "object" && "data" in result && "init" in result
      ? (result as { data: unknown }).data
      : result) as Record<string, unknown>;

  it("upload → dry run page → apply → result; re-apply changes nothing; audited", async () => {
    const { admin, cookie } = await signedIn();
    const response = (await upload(cookie, { name: "mixed.csv", text: GOOD_AND_BAD })) as Response;
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/import\?draft=[0-9a-f-]{36}$/);

    const dry = valueOf(await load(cookie, location));
    expect(dry.view).toBe("dry-run");
    const sections = dry.sections as {
      rows: { row: number; outcome: string; details: string }[];
    }[];
    expect(sections[0]!.rows).toEqual([
      { row: 2, label: "Week 1 notes", outcome: "add", details: "" },
      { row: 3, label: "", outcome: "error", details: "title: title is required" },
      { row: 4, label: "Week 2 notes", outcome: "add", details: "" },
    ]);
    expect(await getDb().select().from(resources)).toEqual([]);

    const draft = location.split("=")[1]!;
    const applied = (await call(
      cookie,
      new URLSearchParams({ intent: "apply", draft, fingerprint: dry.fingerprint as string }),
    )) as Response;
    expect(applied.status).toBe(303);
    expect(applied.headers.get("Location")).toBe(location);
    expect(applied.headers.get("Set-Cookie")).toMatch(/^flash-toast=/);
    expect((await getDb().select().from(resources)).map((r) => r.title).sort()).toEqual([
      "Week 1 notes",
      "Week 2 notes",
    ]);
    const result = valueOf(await load(cookie, location));
    expect(result).toMatchObject({
      view: "result",
      result: {
        counts: { add: 2, error: 1 },
        notApplied: [{ row: 3, outcome: "error", reason: "title: title is required" }],
      },
    });
    // Applying the same dry run twice does not apply it twice.
    const twice = (await call(
      cookie,
      new URLSearchParams({ intent: "apply", draft, fingerprint: dry.fingerprint as string }),
    )) as Response;
    expect(twice.status).toBe(303);
    expect(await getDb().select().from(resources)).toHaveLength(2);

    // Dry run this file again: all unchanged but the bad row; applying it adds nothing.
    const recheck = (await call(
      cookie,
      new URLSearchParams({ intent: "recheck", draft }),
    )) as Response;
    const second = recheck.headers.get("Location")!;
    expect(second).not.toBe(location);
    const dry2 = valueOf(await load(cookie, second));
    expect(dry2.counts).toEqual({ add: 0, update: 0, unchanged: 2, skip: 0, error: 1 });
    await call(
      cookie,
      new URLSearchParams({
        intent: "apply",
        draft: second.split("=")[1]!,
        fingerprint: dry2.fingerprint as string,
      }),
    );
    expect(await getDb().select().from(resources)).toHaveLength(2);
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "import.apply"));
    expect(audits.map((a) => [a.adminId, (a.details as { counts: object }).counts])).toEqual([
      [admin.id, { add: 2, update: 0, unchanged: 0, skip: 0, error: 1 }],
      [admin.id, { add: 0, update: 0, unchanged: 2, skip: 0, error: 1 }],
    ]);
  });

  it("refusals are 4xx with a clear message, and the admin's choices are kept", async () => {
    const { cookie } = await signedIn();
    const kept = { kind: "notes", createSubjects: "on" };
    const none = (await upload(cookie, null, kept)) as { data: unknown; init: ResponseInit };
    expect(none.init.status).toBe(400);
    expect(none.data).toEqual({
      formError: "Choose a CSV or JSON file to import.",
      values: { kind: "notes", createSubjects: true },
    });
    const big = (await upload(
      cookie,
      { name: "big.csv", text: `email\n${"a".repeat(MAX_IMPORT_BYTES)}\n` },
      kept,
    )) as { data: { formError: string }; init: ResponseInit };
    expect(big.init.status).toBe(413);
    expect(big.data.formError).toBe("The file is larger than 5 MB. Split it into smaller files.");
    const unknown = (await upload(cookie, { name: "x.csv", text: "foo,bar\n1,2\n" })) as {
      data: { formError: string };
      init: ResponseInit;
    };
    expect(unknown.init.status).toBe(400);
    expect(unknown.data.formError).toMatch(/^Could not tell what this file holds/);
    const binary = new FormData();
    binary.set("intent", "preview");
    binary.set("file", new File([new Uint8Array([0xff, 0xfe, 0x00, 0xc3])], "x.csv"));
    const notText = (await call(cookie, binary)) as {
      data: { formError: string };
      init: ResponseInit;
    };
    expect(notText.init.status).toBe(415);
    const stale = (await call(
      cookie,
      new URLSearchParams({
        intent: "apply",
        draft: crypto.randomUUID(),
        fingerprint: "0".repeat(64),
      }),
    )) as { init: ResponseInit };
    expect(stale.init.status).toBe(404);
    const bad = (await call(cookie, new URLSearchParams({ intent: "apply", draft: "x" }))) as {
      init: ResponseInit;
    };
    expect(bad.init.status).toBe(400);
    const missing = valueOf(await load(cookie, `/admin/import?draft=${crypto.randomUUID()}`));
    expect(missing.view).toBe("missing");
  });

  it("exports are admin-only downloads: private, no-store, named by kind and date", async () => {
    const { cookie } = await signedIn();
    const get = (file: string, headers: Record<string, string> = { Cookie: cookie }) =>
      exportFileLoader({
        request: new Request(`http://localhost/admin/export/${file}`, { headers }),
        params: { file },
        context: context(),
      } as never);
    const json = (await get("all.json")) as Response;
    expect(json.headers.get("Cache-Control")).toBe("private, no-store");
    expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(json.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="bs-degree-hub-content-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(((await json.json()) as { subjects: unknown[] }).subjects).toHaveLength(1);
    const csv = (await get("blog-posts.csv")) as Response;
    expect(csv.headers.get("Content-Disposition")).toMatch(/bs-degree-hub-blog-posts-.*\.csv"$/);
    // With a byte-order mark, so a spreadsheet reads it as UTF-8.
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toMatch(/^id,title,slug,excerpt,content/);
    expect(((await get("nope.csv")) as Response).status).toBe(404);
    await expect(get("all.json", {})).rejects.toMatchObject({ status: 302 });
  });
  it("practice papers: exported as CSV, a file with a bad row dry-run and applied through the screen; hostile uploads are 4xx with a sentence", async () => {
    const { cookie } = await signedIn();
    const [english] = await getDb().select().from(subjects);
    const [question] = await getDb()
      .insert(practiceQuestions)
      .values({
        subjectId: english!.id,
        slug: "which-article",
        kind: "single",
        exam: "quiz-1",
        topic: "Articles",
        difficulty: "easy",
        marks: 1,
        stem: "Which article goes before *hour*?",
        options: ["a", "an"],
        answer: 1,
        solution: "An hour.",
        source: "Original practice question",
        status: "published",
      })
      .returning({ id: practiceQuestions.id });
    const [stored] = await getDb()
      .insert(practicePapers)
      .values({
        subjectId: english!.id,
        slug: "articles-mock",
        title: "Articles mock",
        exam: "quiz-1",
        timeLimitMinutes: 10,
        source: "Original mock paper",
      })
      .returning({ id: practicePapers.id });
    await getDb()
      .insert(practicePaperQuestions)
      .values({ paperId: stored!.id, questionId: question!.id, position: 0, marks: 3 });

    const exported = (await exportFileLoader({
      request: new Request("http://localhost/admin/export/practice-papers.csv", {
        headers: { Cookie: cookie },
      }),
      params: { file: "practice-papers.csv" },
      context: context(),
    } as never)) as Response;
    expect(exported.headers.get("Cache-Control")).toBe("private, no-store");
    expect(exported.headers.get("Content-Disposition")).toMatch(
      /filename="bs-degree-hub-practice-papers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = (await exported.text()).replace(/^\uFEFF/, "");
    expect(csv.split("\r\n").slice(0, 2)).toEqual([
      "course,slug,title,kind,exam,session,description,time_limit_minutes,questions,total_marks,source,status",
      "foundation/english,articles-mock,Articles mock,mock,quiz-1,,,10,which-article:3,3,Original mock paper,draft",
    ]);

    // The export with a second paper whose questions are not in the course.
    const file = `${csv.trimEnd()}\r\nfoundation/english,tenses-mock,Tenses mock,mock,quiz-1,,,10,which-article | tense-1,,,draft\r\n`;
    const uploaded = (await upload(cookie, { name: "papers.csv", text: file })) as Response;
    expect(uploaded.status).toBe(303);
    const location = uploaded.headers.get("Location")!;
    const dry = valueOf(await load(cookie, location));
    expect(dry.sections).toEqual([
      {
        kind: "practice_papers",
        ignored: [],
        rows: [
          {
            row: 2,
            label: "foundation/english/articles-mock",
            outcome: "unchanged",
            details: "Identical to what is stored",
          },
          {
            row: 3,
            label: "tenses-mock",
            outcome: "error",
            details:
              "questions: No question tense-1 in foundation/english: each must be a question of the paper's course, stored or in this import",
          },
        ],
      },
    ]);
    const applied = (await call(
      cookie,
      new URLSearchParams({
        intent: "apply",
        draft: location.split("=")[1]!,
        fingerprint: dry.fingerprint as string,
      }),
    )) as Response;
    expect(applied.status).toBe(303);
    expect(valueOf(await load(cookie, location))).toMatchObject({
      view: "result",
      result: { counts: { unchanged: 1, error: 1 } },
    });
    expect(await getDb().select().from(practicePapers)).toHaveLength(1);

    // Hostile uploads: each a 4xx with a sentence, nothing stored.
    const refusalOf = (result: unknown) =>
      result as { data: { formError: string }; init: ResponseInit };
    const header = "course,title,exam,time_limit_minutes,questions\n";
    const huge = refusalOf(
      await upload(cookie, {
        name: "papers.csv",
        text: `${header}${`foundation/english,Big,quiz-1,10,${"a".repeat(1000)}\n`.repeat(MAX_IMPORT_BYTES / 1000)}`,
      }),
    );
    expect(huge.init.status).toBe(413);
    expect(huge.data.formError).toBe("The file is larger than 5 MB. Split it into smaller files.");
    const many = refusalOf(
      await upload(cookie, {
        name: "papers.csv",
        text: `${header}${"foundation/english,Many,quiz-1,10,which-article\n".repeat(5001)}`,
      }),
    );
    expect(many.init.status).toBe(400);
    expect(many.data.formError).toMatch(/^The file has 5,001 rows; at most 5,000 are imported/);
    const png = new FormData();
    png.set("intent", "preview");
    png.set(
      "file",
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0xff])],
        "papers.csv",
        {
          type: "text/csv",
        },
      ),
    );
    const notText = refusalOf(await call(cookie, png));
    expect(notText.init.status).toBe(415);
    expect(notText.data.formError).toBe(NOT_TEXT);
    // Not a form at all: the papers posted as a JSON body.
    const json = refusalOf(
      await action({
        request: new Request("http://localhost/admin/import", {
          method: "POST",
          body: JSON.stringify({ practice_papers: [] }),
          headers: { Cookie: cookie, "Content-Type": "application/json" },
        }),
        params: {},
        context: context(),
      } as never),
    );
    expect(json.init.status).toBe(415);
    expect(json.data.formError).toBe(MESSAGES.wrongType);
    expect(await getDb().select().from(practicePapers)).toHaveLength(1);
  });
});
