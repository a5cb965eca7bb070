// The resource admin screens' loader and action, called with real Requests against a real database.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
// One route module serves every resource screen; the request's path names the screen.
import { action, loader } from "~/routes/admin/resources";
import { auditLog, resources } from "~db/schema";
import * as tables from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { listSubjectResources } from "./queries.server";
import { RESOURCE_CATEGORIES, RESOURCE_EXAMS, RESOURCE_TYPES } from "./schema";

it("the form enumerations match the table's", () => {
  expect(RESOURCE_CATEGORIES).toEqual(tables.RESOURCE_CATEGORIES);
  expect(RESOURCE_TYPES).toEqual(tables.RESOURCE_TYPES);
  expect(RESOURCE_EXAMS).toEqual(tables.RESOURCE_EXAMS);
});

describeWithDatabase("resource admin screens", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });
  beforeEach(() => insertMigrationSubjects(getDb()));

  async function signedIn() {
    const { admin, cookie } = await signedInAdmin(getDb());
    return { admin, cookie };
  }

  type Handler = (args: never) => Promise<unknown>;
  const post = async (
    handler: Handler,
    url: string,
    cookie: string,
    fields: Record<string, string>,
  ) =>
    (await handler({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as
      | Response
      | {
          data: { result?: { error?: Record<string, string[]> }; toast: unknown };
          init: ResponseInit;
        };
  const get = async (handler: Handler, url: string, cookie: string) =>
    (await handler({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never)) as Record<string, unknown>;

  const note = {
    intent: "save",
    title: "Week 3 summary",
    subject: "Computational Thinking",
    level: "foundation",
    description: "Loops and iteration",
    linkUrl: "https://example.com/week-3.pdf",
    exam: "quiz-2",
  };

  it("adds a note with a canonical subject, its tag, an audit row and a toast; the public page lists it", async () => {
    const { admin, cookie } = await signedIn();
    const response = (await post(
      action as Handler,
      "/admin/notes?new=1&level=foundation",
      cookie,
      note,
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/notes?level=foundation");
    expect(response.headers.get("Set-Cookie")).toContain("flash-toast=");
    const [row] = await getDb().select().from(resources);
    expect(row).toMatchObject({
      subject: "computational-thinking",
      resourceType: "notes",
      resourceTag: "study-note",
      term: "general",
      category: "academic",
      exam: "quiz-2",
    });
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.action, "note.create"));
    expect(audit).toEqual([expect.objectContaining({ adminId: admin.id, entityId: row!.id })]);
    const publicRows = await listSubjectResources(getDb(), {
      level: "foundation",
      subject: "computational-thinking",
      type: "notes",
    });
    expect(publicRows.map((r) => r.title)).toEqual(["Week 3 summary"]);
  });

  it("rejects invalid input with field errors and writes nothing", async () => {
    const { cookie } = await signedIn();
    const result = await post(action as Handler, "/admin/notes?new=1", cookie, {
      ...note,
      title: " ",
      subject: "Maths & stats!",
      linkUrl: "javascript:alert(1)",
    });
    expect(result).toMatchObject({ init: { status: 400 } });
    const errors = (result as { data: { result: { error: Record<string, string[]> } } }).data.result
      .error;
    expect(Object.keys(errors).sort()).toEqual(["linkUrl", "subject", "title"]);
    expect(await getDb().select().from(resources)).toHaveLength(0);
  });

  it("rejects a subject that is not one of the level's, keeping what was typed", async () => {
    const { cookie } = await signedIn();
    for (const [level, subject] of [
      ["foundation", "astrology"], // no such subject
      ["diploma", "english"], // a foundation subject
      ["degree", "computational-thinking"],
    ]) {
      const result = await post(action as Handler, "/admin/resources?new=1", cookie, {
        intent: "save",
        title: "Typed title",
        category: "academic",
        level: level!,
        subject: subject!,
        resourceType: "books",
        description: "Typed description",
      });
      expect(result, `${level}/${subject}`).toMatchObject({
        init: { status: 400 },
        data: {
          result: {
            status: "error",
            initialValue: { title: "Typed title", description: "Typed description", subject },
            error: { subject: [expect.stringMatching(/^Choose one of the \w+ level's subjects$/)] },
          },
        },
      });
    }
    expect(await getDb().select().from(resources)).toHaveLength(0);
  });

  it("offers the subjects by name, level by level; editing a legacy row selects its subject", async () => {
    const { cookie } = await signedIn();
    await insertSubject(getDb(), { level: "degree", slug: "data-science", name: "Data Science" });
    const [legacy] = await getDb()
      .insert(resources)
      .values({
        title: "Old notes",
        description: "d",
        category: "academic",
        level: "foundation",
        subject: "computational_thinking",
        resourceType: "notes",
      })
      .returning();
    const closed = await get(loader as Handler, "/admin/notes", cookie);
    // The form's subjects are only read when a form is open.
    expect(closed.subjectChoices).toEqual([]);
    // The filter shows the name of the subject its rows use (either spelling).
    expect(closed.subjects).toEqual([
      { value: "computational-thinking", label: "Computational Thinking" },
    ]);
    const filtered = await get(
      loader as Handler,
      "/admin/notes?subject=computational-thinking",
      cookie,
    );
    expect(filtered).toMatchObject({ total: 1 });

    const editing = await get(loader as Handler, `/admin/notes?edit=${legacy!.id}`, cookie);
    const choices = editing.subjectChoices as { level: string; slug: string; name: string }[];
    // The catalogue's 8 + 18 + 35 courses, and the one added here.
    expect(choices).toHaveLength(62);
    expect(choices.filter((c) => c.level === "degree")).toContainEqual({
      level: "degree",
      slug: "data-science",
      name: "Data Science",
    });
    expect(choices.filter((c) => c.level === "foundation").map((c) => c.name)).toContain(
      "Statistics for Data Science I",
    );
    // Saving the legacy row unchanged stores its hyphenated subject.
    await post(action as Handler, `/admin/notes?edit=${legacy!.id}`, cookie, {
      intent: "save",
      id: legacy!.id,
      title: "Old notes",
      subject: "computational_thinking",
      level: "foundation",
      description: "d",
    });
    const [after] = await getDb().select().from(resources);
    expect(after!.subject).toBe("computational-thinking");
  });

  it("lists name each row's subject at its own level; a subject without a row reads from its slug", async () => {
    const { cookie } = await signedIn();
    // The same slug at two levels, with two names: each row shows its own level's.
    await insertSubject(getDb(), { level: "diploma", slug: "statistics", name: "Diploma Stats" });
    const row = {
      description: "d",
      category: "academic" as const,
      resourceType: "notes" as const,
    };
    await getDb()
      .insert(resources)
      .values([
        { ...row, title: "A", level: "foundation", subject: "statistics" },
        { ...row, title: "B", level: "diploma", subject: "statistics" },
        { ...row, title: "C", level: "foundation", subject: "computational_thinking" },
        { ...row, title: "D", level: "foundation", subject: "quantum-basket-weaving" },
      ]);
    const list = await get(loader as Handler, "/admin/notes", cookie);
    const names = Object.fromEntries(
      (list.rows as { title: string; subjectName: string }[]).map((r) => [r.title, r.subjectName]),
    );
    expect(names).toEqual({
      A: "Statistics for Data Science I",
      B: "Diploma Stats",
      C: "Computational Thinking",
      D: "Quantum Basket Weaving",
    });
  });

  it("subjects typed with underscores or spaces are stored hyphenated", async () => {
    const { cookie } = await signedIn();
    await post(action as Handler, "/admin/pyqs", cookie, {
      ...note,
      subject: "computational_thinking",
      term: "term-3",
    });
    const [row] = await getDb().select().from(resources);
    expect(row).toMatchObject({
      subject: "computational-thinking",
      term: "term-3",
      resourceTag: "pyq",
      resourceType: "pyqs",
    });
  });

  it("updates and deletes a resource by id, auditing both", async () => {
    const { cookie } = await signedIn();
    const fields = {
      intent: "save",
      title: "Stats book",
      category: "academic",
      level: "diploma",
      subject: "Big Data",
      resourceType: "books",
      description: "A book",
    };
    await post(action as Handler, "/admin/resources", cookie, fields);
    const [row] = await getDb().select().from(resources);
    // "Big Data" is a former slug of Machine Learning Techniques: filed under the course's slug.
    expect(row).toMatchObject({
      subject: "machine-learning-techniques",
      resourceTag: "general",
      term: "general",
      fileUrl: null,
    });
    const updated = (await post(action as Handler, `/admin/resources?edit=${row!.id}`, cookie, {
      ...fields,
      id: row!.id,
      title: "Stats book, 2nd edition",
    })) as Response;
    expect(updated.headers.get("Location")).toBe("/admin/resources");
    const [after] = await getDb().select().from(resources);
    expect(after!.title).toBe("Stats book, 2nd edition");

    // A note screen cannot delete a row of another type.
    const wrongType = await post(action as Handler, "/admin/notes", cookie, {
      intent: "delete",
      id: row!.id,
    });
    expect(wrongType).toMatchObject({
      init: { status: 404 },
      data: { toast: { description: "Failed to delete study note" } },
    });
    const deleted = (await post(action as Handler, `/admin/resources?delete=${row!.id}`, cookie, {
      intent: "delete",
      id: row!.id,
    })) as Response;
    expect(deleted.status).toBe(303);
    expect(await getDb().select().from(resources)).toHaveLength(0);
    const actions = (await getDb().select().from(auditLog)).map((a) => a.action).sort();
    expect(actions).toEqual(["resource.create", "resource.delete", "resource.update"]);
  });

  it("one module, four screens: the path names the kind; other paths and intents are refused", async () => {
    const { cookie } = await signedIn();
    await getDb()
      .insert(resources)
      .values(
        (["notes", "lectures", "pyqs", "books"] as const).map((resourceType) => ({
          title: `A ${resourceType} row`,
          description: "d",
          category: "academic" as const,
          level: "foundation" as const,
          subject: "english",
          resourceType,
        })),
      );
    const titles = async (path: string) =>
      ((await get(loader as Handler, path, cookie)).rows as { title: string }[]).map(
        (r) => r.title,
      );
    expect(await titles("/admin/notes")).toEqual(["A notes row"]);
    expect(await titles("/admin/lectures")).toEqual(["A lectures row"]);
    expect(await titles("/admin/pyqs")).toEqual(["A pyqs row"]);
    expect(await titles("/admin/resources")).toHaveLength(4);
    expect((await get(loader as Handler, "/admin/pyqs", cookie)).kind).toBe("pyq");

    // Not one of the four paths: 404, never another screen's data.
    await expect(get(loader as Handler, "/admin/books", cookie)).rejects.toMatchObject({
      init: { status: 404 },
    });
    // An intent the forms never send: 400 and nothing written.
    expect(
      await post(action as Handler, "/admin/notes", cookie, { intent: "publish" }),
    ).toMatchObject({
      init: { status: 400 },
      data: { toast: { description: "Unknown action" } },
    });
    // A delete without an id finds nothing to delete.
    expect(
      await post(action as Handler, "/admin/notes", cookie, { intent: "delete" }),
    ).toMatchObject({
      init: { status: 404 },
    });
    expect(await getDb().select().from(resources)).toHaveLength(4);
    expect(await getDb().select().from(auditLog)).toHaveLength(0);
  });

  it("lists newest first, filters, searches and paginates 50 a page", async () => {
    const { cookie } = await signedIn();
    const base = Date.UTC(2026, 0, 1);
    await getDb()
      .insert(resources)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          title: `Item ${i}`,
          description: "d",
          category: i % 2 ? ("career" as const) : ("academic" as const),
          level: "foundation" as const,
          subject: i < 10 ? "english" : "mathematics",
          resourceType: "notes" as const,
          createdAt: new Date(base + i * 1000),
        })),
      );
    const first = await get(loader as Handler, "/admin/resources", cookie);
    expect(first).toMatchObject({ total: 120, page: 1 });
    expect((first.rows as { title: string }[])[0]!.title).toBe("Item 119");
    expect(first.rows).toHaveLength(50);
    const third = await get(loader as Handler, "/admin/resources?page=3", cookie);
    expect(third.rows).toHaveLength(20);
    const filtered = await get(
      loader as Handler,
      "/admin/resources?category=career&q=engl",
      cookie,
    );
    expect(filtered).toMatchObject({ total: 5 });
    const bySubject = await get(loader as Handler, "/admin/notes?subject=english", cookie);
    expect(bySubject).toMatchObject({
      total: 10,
      subjects: [
        { value: "english", label: "English I" },
        { value: "mathematics", label: "Mathematics for Data Science I" },
      ],
    });
    const wildcard = await get(loader as Handler, "/admin/resources?q=%25", cookie);
    expect(wildcard).toMatchObject({ total: 0 });
  });
});
