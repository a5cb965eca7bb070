// A course's former slugs (subject_aliases, ADR 046) through the whole app: every page under an
// old slug answers 301 to the same page under the course's slug, query string kept; an unknown
// slug stays a 404; a resource written under an old slug is filed, listed, counted and searched as
// the course's.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { resources, subjectAliases, subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { insertMockPaper, type MockPaperFixture } from "~tests/setup/mock-paper";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";
import { selectRows } from "~tests/setup/rows";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { updateSubject } from "./subject-mutations.server";
import { currentSubjectSlug, listAdminSubjects } from "./subject-queries.server";

describeWithDatabase("former course slugs", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());
  beforeEach(() => insertMigrationSubjects(getDb()));

  const status = async (path: string) => {
    const response = await app.fetch(path, { redirect: "manual" });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get("Location") };
  };

  /** A course with practice questions and a published mock, renamed in the admin. */
  async function renamedMockCourse(): Promise<MockPaperFixture & { old: string }> {
    const mock = await insertMockPaper(getDb());
    const { admin } = await signedInAdmin(getDb());
    const renamed = await updateSubject(getDb(), admin.id, {
      id: mock.subject.id,
      name: "Renamed Course",
      slug: "renamed-course",
      level: "foundation",
      shorthand: [],
    });
    expect(renamed).toMatchObject({ ok: true });
    return { ...mock, old: mock.subject.slug };
  }

  it("answers 301 for every page under a former slug, to the course's slug, query string kept", async () => {
    const mock = await renamedMockCourse();
    const mlt = "/resources/diploma/machine-learning-techniques";
    const renamed = "/resources/foundation/renamed-course";
    const moved: [string, string][] = [
      // migration 0017's aliases: the spec's diploma subjects
      ["/resources/diploma/big-data", mlt],
      ["/resources/diploma/big-data/lectures", `${mlt}/lectures`],
      ["/resources/diploma/big-data/notes?tab=quiz-2&page=2", `${mlt}/notes?tab=quiz-2&page=2`],
      ["/resources/diploma/big-data/pyqs?tab=important", `${mlt}/pyqs?tab=important`],
      ["/resources/diploma/capstone", "/resources/diploma/machine-learning-practice-project"],
      // the legacy underscored spelling of an old slug, and of a current one
      ["/resources/diploma/big_data/notes", `${mlt}/notes`],
      [
        "/resources/foundation/computational_thinking",
        "/resources/foundation/computational-thinking",
      ],
      // a rename in the admin: the practice area, a question, a mock
      [`/resources/foundation/${mock.old}`, renamed],
      [`/resources/foundation/${mock.old}/practice?exam=quiz-1`, `${renamed}/practice?exam=quiz-1`],
      [`/resources/foundation/${mock.old}/practice/pick-one`, `${renamed}/practice/pick-one`],
      [`/resources/foundation/${mock.old}/mocks/test-mock`, `${renamed}/mocks/test-mock`],
      // the course's exam calendar feed
      ["/calendar/diploma/big-data.ics", "/calendar/diploma/machine-learning-techniques.ics"],
      [`/calendar/foundation/${mock.old}.ics?v=2`, "/calendar/foundation/renamed-course.ics?v=2"],
    ];
    for (const [from, to] of moved) {
      expect(await status(from), from).toEqual({ status: 301, location: to });
      expect((await status(to)).status, to).toBe(200);
    }
  });

  it("a client navigation to a former slug is sent to the course's page", async () => {
    const response = await app.fetch("/resources/diploma/big-data/notes.data?tab=quiz-1", {
      redirect: "manual",
    });
    const body = await response.text();
    // React Router's single fetch: a 202 whose payload names the redirect and its status.
    expect(response.status).toBe(202);
    expect(body).toContain("redirect");
    expect(body).toContain("301");
    expect(body).toContain("/resources/diploma/machine-learning-techniques/notes?tab=quiz-1");
  });

  it("an unknown slug, or a former slug of another level, stays a 404", async () => {
    for (const path of [
      "/resources/diploma/no-such-course",
      "/resources/diploma/no-such-course/notes",
      "/resources/diploma/no-such-course/practice",
      "/resources/diploma/no-such-course/mocks/test-mock",
      "/resources/foundation/big-data",
      "/resources/foundation/big-data/pyqs",
      "/calendar/diploma/no-such-course.ics",
      "/calendar/foundation/big-data.ics",
    ]) {
      expect((await status(path)).status, path).toBe(404);
    }
  });

  it("finds the course a former slug or a legacy spelling names, by its current slug", async () => {
    const db = getDb();
    expect(await currentSubjectSlug(db, "diploma", "big-data")).toBe("machine-learning-techniques");
    expect(await currentSubjectSlug(db, "diploma", "big_data")).toBe("machine-learning-techniques");
    expect(await currentSubjectSlug(db, "diploma", "Data_Science_1")).toBe("tools-in-data-science");
    expect(await currentSubjectSlug(db, "diploma", "machine-learning-techniques")).toBe(
      "machine-learning-techniques",
    );
    expect(await currentSubjectSlug(db, "foundation", "statistics_2")).toBe("statistics-2");
    expect(await currentSubjectSlug(db, "foundation", "big-data")).toBeUndefined();
    expect(await currentSubjectSlug(db, "diploma", "no-such-course")).toBeUndefined();
    // A course's own slug wins over another course's former slug.
    await insertSubject(db, { level: "diploma", slug: "capstone", name: "Capstone" });
    expect(await currentSubjectSlug(db, "diploma", "capstone")).toBe("capstone");
    expect((await status("/resources/diploma/capstone")).status).toBe(200);
  });

  it("a resource written under a former slug is filed under the course: listed, counted, searched", async () => {
    const db = getDb();
    const row = {
      description: "From an old upload",
      category: "academic" as const,
      level: "diploma" as const,
      resourceType: "notes" as const,
      exam: "quiz-1" as const,
      linkUrl: "https://example.com/old.pdf",
    };
    await db.insert(resources).values([
      { ...row, title: "Old big data notes", subject: "big-data" },
      { ...row, title: "Older big data notes", subject: "big_data" },
    ]);
    const stored = await db.select({ subject: resources.subject }).from(resources);
    expect(stored.map((r) => r.subject)).toEqual([
      "machine-learning-techniques",
      "machine-learning-techniques",
    ]);
    // Listed on the course's notes page.
    const page = await app.fetch("/resources/diploma/machine-learning-techniques/notes");
    const html = await page.text();
    expect(html).toContain("Old big data notes");
    expect(html).toContain("Older big data notes");
    // Counted on the admin subjects screen.
    const admin = await listAdminSubjects(db, { level: "diploma", q: "MLT" });
    expect(admin.rows).toEqual([
      expect.objectContaining({ slug: "machine-learning-techniques", resources: 2 }),
    ]);
    // In the site search under the course's name and address.
    const documents = await selectRows(
      db,
      sql`select subject, subject_name, url from search_documents where source = 'resource'`,
    );
    expect(documents).toEqual([
      {
        subject: "machine-learning-techniques",
        subject_name: "Machine Learning Techniques",
        url: "https://example.com/old.pdf",
      },
      {
        subject: "machine-learning-techniques",
        subject_name: "Machine Learning Techniques",
        url: "https://example.com/old.pdf",
      },
    ]);
    // An update naming the old slug is filed the same way.
    await db.update(resources).set({ subject: "data-science-1" });
    expect(
      (await db.select({ subject: resources.subject }).from(resources)).map((r) => r.subject),
    ).toEqual(["tools-in-data-science", "tools-in-data-science"]);
  });

  it("an alias added any way takes the rows already stored under its slug to the course", async () => {
    const db = getDb();
    const english = (
      await db
        .select()
        .from(subjects)
        .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "english")))
    )[0]!;
    await db.insert(resources).values(
      ["english-one", "english_one", "english-2"].map((subject) => ({
        title: subject,
        description: "d",
        category: "academic" as const,
        level: "foundation" as const,
        subject,
        resourceType: "notes" as const,
      })),
    );
    await db.insert(subjectAliases).values({
      level: "foundation",
      slug: "english-one",
      subjectId: english.id,
    });
    const rows = await db
      .select({ title: resources.title, subject: resources.subject })
      .from(resources);
    expect(Object.fromEntries(rows.map((r) => [r.title, r.subject]))).toEqual({
      "english-one": "english",
      english_one: "english",
      "english-2": "english-2",
    });
  });
});
