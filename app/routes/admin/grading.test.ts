// The admin grading-rules screen's loader and action with real Requests against a real database,
// and what the public tools see afterwards.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { JAN_2026 } from "~/features/grading/rules";
import type { TermRules } from "~/features/grading/schema";
import { formatTermDocument } from "~/features/grading/term-document";
import { loader as apiLoader } from "~/routes/api/grading-rules.json";
import { loader as cgpaLoader } from "~/routes/public/tools/cgpa-calculator";
import { loader as predictorLoader } from "~/routes/public/tools/grade-predictor";
import { auditLog, gradingTerms } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { action, loader } from "./grading";

const may2026: TermRules = {
  ...JAN_2026,
  term: "2026-05",
  title: "May 2026 term",
  courses: [
    ...JAN_2026.courses,
    { ...JAN_2026.courses[0]!, id: "deep-learning", name: "Deep Learning", level: "degree" },
  ],
};

interface ActionData {
  data: {
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    toast: { description: string } | null;
  };
  init: ResponseInit;
}

describeWithDatabase("admin grading rules", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });

  async function signedIn() {
    const { admin, cookie } = await signedInAdmin(getDb());
    return { admin, cookie };
  }

  const post = async (
    cookie: string,
    fields: Record<string, string>,
    url = "/admin/grading?new=1",
  ) =>
    (await action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response | ActionData;

  const load = async (cookie: string, url = "/admin/grading") =>
    loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never);

  const publicLoad = async <T>(fn: (args: never) => Promise<T>, url: string) =>
    fn({ request: new Request(`http://localhost${url}`), params: {}, context: context() } as never);

  it("adds a term: audited, flashed, and then offered by the predictor, the API and the CGPA list", async () => {
    const { admin, cookie } = await signedIn();
    const response = (await post(cookie, {
      intent: "save",
      document: formatTermDocument(may2026),
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/grading");
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash-toast=/);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "grading_term.create"));
    expect(audit).toMatchObject({ adminId: admin.id, entityId: "2026-05" });

    const list = await load(cookie);
    expect(list.rows.map((r) => [r.term, r.origin])).toEqual([
      ["2026-05", "saved"],
      ["2026-01", "built-in"],
      ["2025-09", "built-in"],
    ]);

    const predictor = await publicLoad(predictorLoader, "/tools/grade-predictor");
    expect(predictor.terms.map((t) => t.term)).toEqual(["2025-09", "2026-01", "2026-05"]);
    expect(predictor.rules.term).toBe("2026-05");
    const older = await publicLoad(predictorLoader, "/tools/grade-predictor?term=2025-09");
    expect(older.rules.term).toBe("2025-09");

    const api = (await (await publicLoad(apiLoader, "/api/grading-rules.json")).json()) as {
      terms: { term: string }[];
    };
    expect(api.terms.map((t) => t.term)).toContain("2026-05");

    const { courses } = await publicLoad(cgpaLoader, "/tools/cgpa-calculator");
    expect(courses.filter((c) => c.id === "deep-learning")).toEqual([
      { id: "deep-learning", name: "Deep Learning", shortName: "", level: "degree", credits: 4 },
    ]);
  });

  it("invalid JSON: 400 with the parser's message, and the typed text kept", async () => {
    const { cookie } = await signedIn();
    const typed = '{ "term": "2026-05", "title": "May 2026" ';
    const result = (await post(cookie, { intent: "save", document: typed })) as ActionData;
    expect(result.init.status).toBe(400);
    expect(result.data.result?.error?.document).toEqual([
      expect.stringMatching(/^Not valid JSON: .+/),
    ]);
    expect(result.data.result?.initialValue?.document).toBe(typed);
    expect(await getDb().select().from(gradingTerms)).toEqual([]);
  });

  it("schema errors: 400 listing each issue with its path; a bad formula is refused at save time", async () => {
    const { cookie } = await signedIn();
    const doc = JSON.parse(formatTermDocument(may2026)) as Record<string, unknown> & TermRules;
    doc.passMark = "forty" as unknown as number;
    doc.courses[1]!.formula = "0.4*F + 0.3*Qz3";
    const typed = JSON.stringify(doc, null, 2);
    const result = (await post(cookie, { intent: "save", document: typed })) as ActionData;
    expect(result.init.status).toBe(400);
    expect(result.data.result?.error?.document).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^passMark: /),
        'courses[1] (english-1).formula: Unknown name "Qz3"',
      ]),
    );
    expect(result.data.result?.initialValue?.document).toBe(typed);

    const division = formatTermDocument({
      ...may2026,
      courses: [{ ...may2026.courses[0]!, formula: "F / Qz1" }],
    });
    const refused = (await post(cookie, { intent: "save", document: division })) as ActionData;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result?.error?.document).toEqual([
      "courses[0] (maths-1).formula: Division by zero when every input is at its minimum",
    ]);
    expect(await getDb().select().from(gradingTerms)).toEqual([]);
  });

  it("a term saved twice is a 409 that keeps the text; a built-in id replaces the built-in rules", async () => {
    const { cookie } = await signedIn();
    await post(cookie, { intent: "save", document: formatTermDocument(may2026) });
    const again = (await post(cookie, {
      intent: "save",
      document: formatTermDocument(may2026),
    })) as ActionData;
    expect(again.init.status).toBe(409);
    expect(again.data.result?.error?.document).toEqual([
      "Rules for 2026-05 are already saved: edit them instead",
    ]);
    expect(again.data.result?.initialValue?.document).toBe(formatTermDocument(may2026));

    const corrected = { ...JAN_2026, title: "January 2026 term (official)" };
    const override = (await post(cookie, {
      intent: "save",
      document: formatTermDocument(corrected),
    })) as Response;
    expect(override.status).toBe(303);
    const predictor = await publicLoad(predictorLoader, "/tools/grade-predictor?term=2026-01");
    expect(predictor.rules.title).toBe("January 2026 term (official)");
    expect(predictor.terms.filter((t) => t.term === "2026-01")).toHaveLength(1);
    const list = await load(cookie, "/admin/grading?q=2026-01");
    expect(list.rows.map((r) => [r.origin, r.overridden])).toEqual([
      ["built-in", true],
      ["saved-override", false],
    ]);
  });

  it("opens the edit, copy and delete dialogs from the URL; built-in terms cannot be edited", async () => {
    const { cookie } = await signedIn();
    await post(cookie, { intent: "save", document: formatTermDocument(may2026) });
    const editing = await load(cookie, "/admin/grading?edit=2026-05");
    expect(editing.editing?.term).toBe("2026-05");
    expect(JSON.parse(editing.editing!.text)).toEqual(JSON.parse(JSON.stringify(may2026)));
    expect((await load(cookie, "/admin/grading?edit=2025-09")).editing).toBeNull();
    expect((await load(cookie, "/admin/grading?edit=nonsense")).editing).toBeNull();

    const copying = await load(cookie, "/admin/grading?new=1&from=2025-09");
    expect(copying.creating).toBe(true);
    expect(copying.template?.term).toBe("2025-09");
    expect(JSON.parse(copying.template!.text)).toMatchObject({ term: "2025-09" });

    expect((await load(cookie, "/admin/grading?delete=2026-05")).deleting).toEqual({
      term: "2026-05",
      overridesBuiltIn: false,
    });
    expect((await load(cookie, "/admin/grading?delete=2025-09")).deleting).toBeNull();
  });

  it("updates a saved term, deletes it after confirmation, and refuses to delete a built-in one", async () => {
    const { cookie } = await signedIn();
    await post(cookie, { intent: "save", document: formatTermDocument(may2026) });
    const updated = (await post(
      cookie,
      {
        intent: "save",
        original: "2026-05",
        document: formatTermDocument({ ...may2026, title: "May 2026 term, revised" }),
      },
      "/admin/grading?edit=2026-05&q=may",
    )) as Response;
    expect(updated.status).toBe(303);
    expect(updated.headers.get("Location")).toBe("/admin/grading?q=may");
    expect((await load(cookie)).rows[0]!.title).toBe("May 2026 term, revised");

    const builtIn = (await post(cookie, { intent: "delete", id: "2025-09" })) as ActionData;
    expect(builtIn.init.status).toBe(404);
    expect(builtIn.data.toast?.description).toBe("Failed to delete grading term");
    // A malformed term id is refused by the form's schema, never looked up.
    const malformed = (await post(cookie, {
      intent: "delete",
      id: "2026-5' or 1=1",
    })) as ActionData;
    expect(malformed.init.status).toBe(404);

    const deleted = (await post(
      cookie,
      { intent: "delete", id: "2026-05" },
      "/admin/grading?delete=2026-05",
    )) as Response;
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/admin/grading");
    expect(await getDb().select().from(gradingTerms)).toEqual([]);
    const actions = (await getDb().select({ action: auditLog.action }).from(auditLog)).map(
      (a) => a.action,
    );
    expect(actions).toEqual(["grading_term.create", "grading_term.update", "grading_term.delete"]);
  });
});
