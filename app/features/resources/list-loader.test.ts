import { inArray } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { FINAL_TERM_PAPER_COUNTS } from "~/features/admin/demo-seed.server";
import { logger } from "~/lib/logger.server";
import { resources } from "~db/schema";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { loadSubjectList } from "./list-loader.server";
import { SUBJECT_PAGE_SIZE } from "./queries.server";
import { examTab, NOTE_EXAM_TABS, PYQ_EXAM_TABS } from "./subjects";

const note = (overrides: Partial<typeof resources.$inferInsert> = {}) => ({
  title: "A note",
  description: "About it",
  category: "academic" as const,
  level: "foundation" as const,
  subject: "computational-thinking",
  resourceType: "notes" as const,
  ...overrides,
});

async function expectStatus(promise: Promise<unknown>, status: number) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toMatchObject({ init: { status } });
}

describeWithDatabase("subject resource lists", (getDb) => {
  const load = (
    params: { level?: string; subject?: string },
    type: "notes" | "pyqs" | "lectures",
    search = "",
  ) =>
    loadSubjectList(
      { db: getDb(), logger },
      new Request(`http://localhost/resources/${params.level}/${params.subject}/${type}${search}`),
      params,
      type,
    );
  const ct = { level: "foundation", subject: "computational-thinking" };
  beforeEach(() => insertMigrationSubjects(getDb()));

  it("lists notes newest first, legacy underscored rows included, subject markers excluded", async () => {
    const db = getDb();
    await db.insert(resources).values([
      note({ title: "Older", createdAt: new Date("2026-01-01") }),
      note({
        title: "Legacy",
        subject: "computational_thinking",
        createdAt: new Date("2026-02-01"),
      }),
      note({ title: "Marker", resourceTag: "introduction" }),
      note({ title: "Other subject", subject: "english" }),
      note({ title: "A PYQ", resourceType: "pyqs" }),
    ]);
    const result = await load({ level: "foundation", subject: "computational-thinking" }, "notes");
    expect(result.data.rows.map((r) => r.title)).toEqual(["Legacy", "Older"]);
    expect(result.data.subject.name).toBe("Computational Thinking");
  });

  it("answers 404 for an unknown level, a malformed subject or a subject not in the table", async () => {
    await expectStatus(load({ level: "masters", subject: "mathematics" }, "notes"), 404);
    await expectStatus(load({ level: "foundation", subject: "../etc" }, "notes"), 404);
    await expectStatus(load({ level: "foundation", subject: "astrology" }, "notes"), 404);
    // Another level's subject, and resources whose subject has no row: not a page either.
    await expectStatus(load({ level: "diploma", subject: "mathematics" }, "notes"), 404);
    await getDb()
      .insert(resources)
      .values(note({ subject: "astrology", title: "Stray" }));
    await expectStatus(load({ level: "foundation", subject: "astrology" }, "notes"), 404);
  });

  it("shows a subject an admin added, by its name, description and folder; a legacy URL leads to it", async () => {
    await insertSubject(getDb(), {
      slug: "data-structures",
      name: "Data Structures and Algorithms",
      description: "Lists, trees and graphs.",
      folderUrl: "https://drive.google.com/drive/folders/abc",
    });
    await getDb()
      .insert(resources)
      .values(note({ subject: "data_structures", title: "Trees" }));
    // The legacy URL answers 301 to the subject's address, query string kept; that page lists
    // the row stored under the legacy spelling.
    await expect(
      load({ level: "foundation", subject: "data_structures" }, "notes", "?tab=quiz-1"),
    ).rejects.toSatisfy(
      (r: Response) =>
        r.status === 301 &&
        r.headers.get("Location") === "/resources/foundation/data-structures/notes?tab=quiz-1",
    );
    const result = await load({ level: "foundation", subject: "data-structures" }, "notes");
    expect(result.data.subject).toEqual({
      level: "foundation",
      id: "data-structures",
      name: "Data Structures and Algorithms",
      description: "Lists, trees and graphs.",
      folderUrl: "https://drive.google.com/drive/folders/abc",
    });
    expect(result.data.rows.map((r) => r.title)).toEqual(["Trees"]);
    // A catalogue subject has no folder until an admin sets one.
    const catalogue = await load(ct, "notes");
    expect(catalogue.data.subject.folderUrl).toBeNull();
  });

  it("gives the seeded final-term paper counts of spec §2 for every subject", async () => {
    await seedDemoContent(getDb());
    for (const [subject, count] of Object.entries(FINAL_TERM_PAPER_COUNTS)) {
      const { data } = await load({ level: "foundation", subject }, "pyqs");
      expect(data.tab).toBe("end-term");
      expect(data.total, subject).toBe(count);
      expect(data.tabCounts["end-term"], subject).toBe(count);
      expect(data.rows.map((p) => p.title)).toContain(`Paper ${count}`);
    }
  });

  it("counts every tab with the fallback rule, and each tab lists exactly what it counts", async () => {
    const db = getDb();
    const exams = [null, "quiz-1", "quiz-2", "end-term", "important", "video"] as const;
    // 2 notes and 1 PYQ per exam value, the PYQs stored under the legacy spelling.
    await db.insert(resources).values([
      ...exams.flatMap((exam) => [
        note({ title: `Note ${exam} a`, exam }),
        note({ title: `Note ${exam} b`, exam }),
      ]),
      ...exams.map((exam) =>
        note({
          title: `PYQ ${exam}`,
          exam,
          resourceType: "pyqs",
          subject: "computational_thinking",
        }),
      ),
      note({ title: "Marker", exam: "quiz-2", resourceTag: "introduction" }),
    ]);

    const notes = await load(ct, "notes");
    // Notes have no Important Q or Videos tab: those rows, and rows without an exam, are Quiz 1's.
    expect(notes.data.tabCounts).toEqual({ "quiz-1": 8, "quiz-2": 2, "end-term": 2 });
    const pyqs = await load(ct, "pyqs");
    expect(pyqs.data.tabCounts).toEqual({
      "quiz-1": 1,
      "quiz-2": 1,
      "end-term": 2, // its own and the one without an exam
      important: 1,
      video: 1,
    });

    for (const [type, tabs] of [
      ["notes", NOTE_EXAM_TABS],
      ["pyqs", PYQ_EXAM_TABS],
    ] as const) {
      for (const { id } of tabs.tabs) {
        const { data } = await load(ct, type, `?tab=${id}`);
        expect(data.tab).toBe(id);
        expect(data.rows, `${type} ${id}`).toHaveLength(data.tabCounts[id]!);
        expect(data.total).toBe(data.tabCounts[id]);
        const stored = await db
          .select({ exam: resources.exam })
          .from(resources)
          .where(
            inArray(
              resources.id,
              data.rows.map((r) => r.id),
            ),
          );
        for (const row of stored) expect(examTab(row.exam, tabs).id, `${type} ${id}`).toBe(id);
      }
    }
    // An unknown tab is the default one.
    expect((await load(ct, "pyqs", "?tab=homework")).data.tab).toBe("end-term");
  });

  it("pages through a tab newest first, without gaps or repeats when timestamps tie", async () => {
    const db = getDb();
    const sameTime = new Date("2026-03-01T10:00:00Z");
    await db.insert(resources).values([
      // 50 Quiz 2 notes: 30 at one instant (ordered by id among themselves), 20 older ones.
      ...Array.from({ length: 30 }, (_, i) =>
        note({ title: `Tie ${i}`, exam: "quiz-2", createdAt: sameTime }),
      ),
      ...Array.from({ length: 20 }, (_, i) =>
        note({ title: `Old ${i}`, exam: "quiz-2", createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }),
      ),
      note({ title: "Quiz 1 note", exam: "quiz-1" }),
    ]);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const { data } = await load(ct, "notes", `?tab=quiz-2&page=${page}`);
      expect(data).toMatchObject({ tab: "quiz-2", page, pageCount: 3, total: 50 });
      pages.push(data.rows);
    }
    expect(pages.map((rows) => rows.length)).toEqual([SUBJECT_PAGE_SIZE, SUBJECT_PAGE_SIZE, 2]);
    const titles = pages.flat().map((r) => r.title);
    expect(new Set(titles).size).toBe(50);
    expect(titles.slice(0, 30).every((t) => t.startsWith("Tie "))).toBe(true);
    expect(titles.slice(30)).toEqual(Array.from({ length: 20 }, (_, i) => `Old ${19 - i}`));
    // Rows that tie on created_at come in descending id order, across the page boundary too.
    const tieIds = pages
      .flat()
      .slice(0, 30)
      .map((r) => r.id);
    expect(tieIds).toEqual([...tieIds].sort().reverse());
    // The counts of the other tabs come along on every page.
    expect((await load(ct, "notes", "?tab=quiz-2&page=2")).data.tabCounts).toEqual({
      "quiz-1": 1,
      "quiz-2": 50,
      "end-term": 0,
    });
  });

  it("reads a nonsense page number as page 1 and one past the end as the last page", async () => {
    await getDb()
      .insert(resources)
      .values(
        Array.from({ length: 30 }, (_, i) =>
          note({
            title: `Lecture ${i}`,
            resourceType: "lectures",
            createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
          }),
        ),
      );
    const first = await load(ct, "lectures");
    expect(first.data).toMatchObject({ tab: null, page: 1, pageCount: 2, total: 30 });
    expect(first.data.rows[0]?.title).toBe("Lecture 29");
    for (const search of ["?page=0", "?page=-2", "?page=abc", "?page=1.5", "?page="]) {
      const { data } = await load(ct, "lectures", search);
      expect(data.page, search).toBe(1);
      expect(
        data.rows.map((r) => r.id),
        search,
      ).toEqual(first.data.rows.map((r) => r.id));
    }
    for (const search of ["?page=2", "?page=3", "?page=99999"]) {
      const { data } = await load(ct, "lectures", search);
      expect(data, search).toMatchObject({ page: 2, pageCount: 2, total: 30 });
      expect(
        data.rows.map((r) => r.title),
        search,
      ).toEqual(["Lecture 5", "Lecture 4", "Lecture 3", "Lecture 2", "Lecture 1", "Lecture 0"]);
    }
    // A tab with no rows is one empty page, whatever page is asked for.
    const empty = await load(ct, "notes", "?tab=end-term&page=4");
    expect(empty.data).toMatchObject({ page: 1, pageCount: 1, total: 0, rows: [] });
  });

  it("returns an empty lecture list for a subject with none", async () => {
    const result = await load(
      { level: "diploma", subject: "deep-learning-and-generative-ai" },
      "lectures",
    );
    expect(result.data).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
    expect(result.data.loadError).toBe(false);
  });
});

it("reports a database failure as a load error with status 503, not a crash", async () => {
  const handle = await createTestDatabase("pglite");
  await handle.close();
  const result = await loadSubjectList(
    { db: handle.db, logger },
    new Request("http://localhost/resources/foundation/mathematics/notes?tab=quiz-2&page=3"),
    { level: "foundation", subject: "mathematics" },
    "notes",
  );
  expect(result.init?.status).toBe(503);
  expect(result.data).toMatchObject({
    loadError: true,
    rows: [],
    tab: "quiz-2",
    total: 0,
    page: 1,
    pageCount: 1,
    toast: {
      title: "Error",
      variant: "destructive",
      description: "Failed to load resources. Please try again.",
    },
  });
});
