// The practice question and paper screens with real Requests against a real database: signed-out
// requests refused (loader and action), a save with field errors (4xx, never a 500), a duplicate
// slug at its field, a delete blocked by a paper answered with the paper's name, the preview
// rendered and sanitised on the server, and an image upload checked by its bytes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createLocalStorage } from "~/lib/storage.server";
import { practicePaperQuestions, practicePapers, practiceQuestions, subjects } from "~db/schema";
import { findScriptableMarkup } from "~tests/security/support/html-safety";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { testImage } from "~tests/setup/images";
import { action as paperAction, loader as paperLoader } from "./papers";
import { action, loader } from "./questions";

type Handler = (args: never) => Promise<unknown>;

describeWithDatabase("admin practice screens", (getDb) => {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "practice-admin-"));
  const storage = createLocalStorage(storageDir);
  const context = () => testContext({ db: getDb(), storage, clientIp: "127.0.0.1" });

  const call = async (handler: Handler, url: string, init: RequestInit = {}) => {
    try {
      return (await handler({
        request: new Request(`http://localhost${url}`, init),
        params: {},
        context: context(),
      } as never)) as unknown;
    } catch (thrown) {
      return thrown;
    }
  };
  const statusOf = (result: unknown) =>
    result instanceof Response
      ? result.status
      : ((result as { init?: { status?: number } | null }).init?.status ?? 200);
  const dataOf = (result: unknown) =>
    (result && typeof result === "object" && "data" in result
      ? (result as { data: unknown }).data
      : result) as Record<string, unknown>;
  const post = (cookie: string, body: URLSearchParams | FormData) => ({
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : undefined,
  });

  async function setup() {
    const { cookie } = await signedInAdmin(getDb());
    const [course] = await getDb()
      .insert(subjects)
      .values({ level: "foundation", slug: "statistics", name: "Statistics 1", code: "BSMA1002" })
      .returning({ id: subjects.id });
    return { cookie, courseId: course!.id };
  }

  const form = (courseId: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      intent: "save",
      subjectId: courseId,
      kind: "single",
      exam: "quiz-1",
      topic: "Mean",
      difficulty: "easy",
      marks: "1",
      stem: "Mean of 1 and 3?",
      "options[0]": "2",
      "options[1]": "4",
      correct: "0",
      solution: "(1+3)/2 = 2",
      status: "published",
      ...extra,
    });

  it("refuses signed-out requests to every loader and action", async () => {
    await setup();
    for (const [load, act, url] of [
      [loader, action, "/admin/questions"],
      [paperLoader, paperAction, "/admin/papers"],
    ] as const) {
      const got = await call(load as Handler, url);
      expect(statusOf(got)).toBe(302);
      expect((got as Response).headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
      const posted = await call(
        act as Handler,
        url,
        post("", new URLSearchParams({ intent: "delete" })),
      );
      expect(statusOf(posted)).toBe(401);
    }
    expect(await getDb().select().from(practiceQuestions)).toEqual([]);
  });

  it("saves, refuses a bad field and a duplicate slug with 4xx at the field, and blocks deleting a question on a paper", async () => {
    const { cookie, courseId } = await setup();
    const saved = await call(
      action as Handler,
      "/admin/questions?new=1",
      post(cookie, form(courseId)),
    );
    expect(statusOf(saved)).toBe(303);
    expect((saved as Response).headers.get("Location")).toBe("/admin/questions");
    expect((saved as Response).headers.get("Set-Cookie")).toMatch(/^flash-toast=/);
    const [question] = await getDb().select().from(practiceQuestions);
    expect(question).toMatchObject({ slug: "mean-of-1-and-3", status: "published" });

    const bad = await call(
      action as Handler,
      "/admin/questions?new=1",
      post(cookie, form(courseId, { marks: "x", correct: "7" })),
    );
    expect(statusOf(bad)).toBe(400);
    expect((dataOf(bad).result as { error: Record<string, string[]> }).error).toMatchObject({
      marks: ["Marks must be a number"],
    });

    const duplicate = await call(
      action as Handler,
      "/admin/questions?new=1",
      post(cookie, form(courseId)),
    );
    expect(statusOf(duplicate)).toBe(409);
    expect((dataOf(duplicate).result as { error: Record<string, string[]> }).error.slug).toEqual([
      "This course already has a question with this slug: choose another",
    ]);

    // No intent: refused, nothing saved.
    const unknown = await call(
      action as Handler,
      "/admin/questions",
      post(cookie, new URLSearchParams({ id: question!.id })),
    );
    expect(statusOf(unknown)).toBe(400);

    // On a paper: the delete answers 409 naming the paper; the dialog says so before.
    const [paper] = await getDb()
      .insert(practicePapers)
      .values({
        subjectId: courseId,
        slug: "mock",
        title: "Mock A",
        exam: "quiz-1",
        timeLimitMinutes: 10,
        source: "x",
      })
      .returning({ id: practicePapers.id });
    await getDb()
      .insert(practicePaperQuestions)
      .values({ paperId: paper!.id, questionId: question!.id, position: 0 });
    const dialog = dataOf(
      await call(loader as Handler, `/admin/questions?delete=${question!.id}`, {
        headers: { Cookie: cookie },
      }),
    );
    expect(dialog.deleting).toMatchObject({ papers: ["Mock A"] });
    const blocked = await call(
      action as Handler,
      "/admin/questions",
      post(cookie, new URLSearchParams({ intent: "delete", id: question!.id })),
    );
    expect(statusOf(blocked)).toBe(409);
    expect((dataOf(blocked).toast as { description: string }).description).toMatch(
      /on the paper “Mock A”\. Take it off that paper first/,
    );
    expect(await getDb().select().from(practiceQuestions)).toHaveLength(1);

    // Publishing the paper without questions: the status field says why.
    await getDb().delete(practicePaperQuestions);
    const paperSave = await call(
      paperAction as Handler,
      `/admin/papers?edit=${paper!.id}`,
      post(
        cookie,
        new URLSearchParams({
          intent: "save",
          id: paper!.id,
          subjectId: courseId,
          title: "Mock A",
          slug: "mock",
          kind: "mock",
          exam: "quiz-1",
          timeLimitMinutes: "10",
          status: "published",
        }),
      ),
    );
    expect(statusOf(paperSave)).toBe(400);
    expect((dataOf(paperSave).result as { error: Record<string, string[]> }).error.status).toEqual([
      "A paper needs at least one question before it can be published.",
    ]);
    const deleted = await call(
      action as Handler,
      "/admin/questions",
      post(cookie, new URLSearchParams({ intent: "delete", id: question!.id })),
    );
    expect(statusOf(deleted)).toBe(303);
    expect(
      await getDb().select().from(practiceQuestions).where(eq(practiceQuestions.id, question!.id)),
    ).toEqual([]);
  });

  it("without JavaScript: Preview and the option buttons post the whole form, which comes back as typed", async () => {
    const { cookie, courseId } = await setup();
    const whole = form(courseId, { intent: "preview", stem: "$$x^2$$" });
    const previewed = dataOf(
      await call(action as Handler, "/admin/questions?new=1", post(cookie, whole)),
    );
    expect((previewed.preview as { stem: string }).stem).toContain("<math");
    expect(
      (previewed.result as { initialValue: Record<string, unknown> }).initialValue,
    ).toMatchObject({
      topic: "Mean",
      stem: "$$x^2$$",
    });
    // "Add an option": Conform's list intent, answered with the list one longer; nothing saved.
    const insert = form(courseId);
    insert.delete("intent");
    insert.set(
      "__intent__",
      JSON.stringify({ type: "insert", payload: { name: "options", defaultValue: "" } }),
    );
    const inserted = await call(action as Handler, "/admin/questions?new=1", post(cookie, insert));
    expect(statusOf(inserted)).toBe(200);
    const options = (dataOf(inserted).result as { initialValue: { options: string[] } })
      .initialValue.options;
    expect(options).toHaveLength(3);
    expect(options.slice(0, 2)).toEqual(["2", "4"]);
    expect(await getDb().select().from(practiceQuestions)).toEqual([]);
  });

  it("previews hostile Markdown sanitised, with MathML for display maths", async () => {
    const { cookie } = await setup();
    const preview = dataOf(
      await call(
        action as Handler,
        "/admin/questions",
        post(
          cookie,
          new URLSearchParams({
            intent: "preview",
            stem: "$$\\frac{a}{b}$$\n\n<img src=x onerror=alert(1)><script>alert(1)</script>[x](javascript:alert(1))",
            "options[0]": '<a href="javascript:alert(1)">A</a>',
            solution:
              '<iframe src="https://evil.example"></iframe>$\\href{javascript:alert(1)}{x}$',
          }),
        ),
      ),
    ).preview as { stem: string; options: string[]; solution: string };
    expect(preview.stem).toContain("<math");
    const all = [preview.stem, ...preview.options, preview.solution].join("\n");
    expect(findScriptableMarkup(`<html><body>${all}</body></html>`, "n")).toEqual([]);
    expect(all).not.toMatch(/<iframe/);
  });

  it("uploads a JPG as a practice image and refuses a file that is not one", async () => {
    const { cookie } = await setup();
    const upload = (file: File) => {
      const body = new FormData();
      body.set("intent", "upload-image");
      body.set("alt", "A [triangle]");
      body.set("image", file);
      return call(action as Handler, "/admin/questions", post(cookie, body));
    };
    const ok = dataOf(
      await upload(new File([await testImage(40, 30, "jpeg")], "t.jpg", { type: "image/jpeg" })),
    );
    const markdown = (ok.uploaded as { markdown: string }).markdown;
    expect(markdown).toMatch(/^!\[A triangle\]\(\/practice-images\/practice-[0-9a-f-]{36}\.jpg\)$/);
    const key = /practice-[0-9a-f-]{36}\.jpg/.exec(markdown)![0];
    expect(await storage.exists(key)).toBe(true);
    expect(fs.readdirSync(storageDir)).toEqual([key]); // the upload's first key is gone

    const fake = await upload(new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }));
    expect(statusOf(fake)).toBe(415);
    expect(dataOf(fake).uploadError).toBe("The image must be a JPG or PNG file.");
    expect(fs.readdirSync(storageDir)).toEqual([key]);
  });
});
