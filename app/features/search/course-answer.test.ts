// "Search answers with the page" (ADR 032) on the migrations' course catalogue: which queries are
// answered with a course's page, by which of the catalogue's spellings, and how the results
// after it rank. The catalogue is read from the subjects table on each search.
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { practiceQuestions, resources, subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import { insertResource } from "~tests/setup/factories";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { searchSite } from "./queries.server";
import { parseSearchParams } from "./schema";

const search = (db: Database, query: string, now?: Date) =>
  searchSite(db, parseSearchParams(new URL(`http://localhost/search?${query}`)), now);
const ask = (db: Database, q: string) => search(db, new URLSearchParams({ q }).toString());

const F = "/resources/foundation";
const D = "/resources/diploma";
const PDSA = `${D}/programming-data-structures-and-algorithms-using-python`;

async function subjectId(db: Database, level: "foundation" | "diploma", slug: string) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.level, level), eq(subjects.slug, slug)));
  return row!.id;
}

async function insertQuestion(db: Database, subject: string, slug: string, topic = "Sorting") {
  await db.insert(practiceQuestions).values({
    subjectId: subject,
    slug,
    kind: "single",
    exam: "quiz-1",
    topic,
    difficulty: "easy",
    stem: "Which sort is stable?",
    options: ["Merge sort", "Heap sort"],
    answer: 0,
    solution: "Merge sort keeps equal keys in order.",
    source: "Written for the tests",
    status: "published",
    publishedAt: new Date(),
  });
}

describeWithDatabase("search answers with the course's page", (getDb) => {
  it("answers a course and a kind with the course's page for it", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    await insertQuestion(db, await subjectId(db, "diploma", PDSA.split("/").at(-1)!), "stable");
    for (const [q, kind, url] of [
      ["maths 2 pyqs", "pyqs", `${F}/mathematics-2/pyqs`],
      ["CT notes", "notes", `${F}/computational-thinking/notes`],
      ["stats 1 calendar", "dates", `${F}/statistics#dates-heading`],
      ["pdsa practice", "practice", `${PDSA}/practice`],
      ["python lectures", "lectures", `${F}/programming/lectures`],
      ["mad1 notes", "notes", `${D}/modern-application-development-1/notes`],
    ] as const) {
      const { answer } = await ask(db, q);
      expect(answer, q).toMatchObject({ kind, url });
    }
  });

  it("understands the catalogue's shorthand: case, spacing, m2, math 2, roman numerals, word order", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    for (const q of [
      "Maths 2 PYQs",
      "MATHS2 pyq",
      "maths-2 pyqs",
      "m2 pyqs",
      "M 2 pyqs",
      "math 2 pyqs",
      "maths ii pyqs",
      "Maths II PYQ",
      "mathematics 2 pyqs",
      "Mathematics for Data Science II pyqs",
      "BSMA1003 pyqs",
      "pyqs maths 2",
      "past papers of maths 2",
      "maths 2 previous year question paper",
      "maths 2 question papers",
    ]) {
      const { answer } = await ask(db, q);
      expect(answer?.url, q).toBe(`${F}/mathematics-2/pyqs`);
      expect(answer?.title, q).toBe("Mathematics for Data Science II PYQs");
    }
    expect((await ask(db, "maths 2 exam dates")).answer?.kind).toBe("dates");
    expect((await ask(db, "dates of stats 2")).answer?.url).toBe(`${F}/statistics-2#dates-heading`);
    expect((await ask(db, "maths 2 videos")).answer?.url).toBe(`${F}/mathematics-2/lectures`);
    expect((await ask(db, "eng 2 notes")).answer?.url).toBe(`${F}/english-2/notes`);
    expect((await ask(db, "english i pyqs")).answer?.url).toBe(`${F}/english/pyqs`);
  });

  it("answers a query that names only a course with the course's page, first and once", async () => {
    const db = getDb();
    await seedDemoContent(db);
    for (const [q, url] of [
      ["pdsa", PDSA],
      ["PDSA", PDSA],
      ["mad 1", `${D}/modern-application-development-1`],
      ["m2", `${F}/mathematics-2`],
      ["Stats II", `${F}/statistics-2`],
    ] as const) {
      const result = await ask(db, q);
      expect(result.answer, q).toMatchObject({ kind: "course", url });
      expect(
        result.hits.map((hit) => hit.url),
        q,
      ).not.toContain(url);
    }
  });

  it("leaves a query alone that names no course, a kind alone, or more than a course and a kind", async () => {
    const db = getDb();
    await seedDemoContent(db);
    for (const q of [
      "pyqs",
      "notes",
      "statistics",
      "english",
      "maths",
      "maths notes",
      "statistics notes",
      "maths 2 quiz 1 pyq",
      "maths 2 python",
      "maths 2 pyqs and notes",
      "qwertyuiop",
    ]) {
      expect((await ask(db, q)).answer, q).toBeNull();
    }
    // A kind alone behaves as before: its files, every course's.
    const pyqs = await ask(db, "pyqs");
    expect(pyqs.hits[0]?.kind).toBe("pyqs");
    expect(new Set(pyqs.hits.map((hit) => hit.subject)).size).toBeGreaterThan(1);
    // "english" is both English courses; "english 2" is one of them.
    const english = await ask(db, "english");
    expect(english.hits.filter((h) => h.kind === "subject").map((h) => h.url)).toEqual(
      expect.arrayContaining([`${F}/english`, `${F}/english-2`]),
    );
    expect((await ask(db, "english 2")).answer?.url).toBe(`${F}/english-2`);
    expect((await ask(db, "english 2 pyqs")).answer?.url).toBe(`${F}/english-2/pyqs`);
    // "statistics" names two courses (Stats 1 and Stats 2): their pages, as before.
    const statistics = await ask(db, "statistics");
    expect(statistics.hits[0]?.kind).toBe("subject");
  });

  it("forgives typos as the search does, in the course and in the kind", async () => {
    const db = getDb();
    await seedDemoContent(db);
    const python = await ask(db, "pyhton lectures");
    expect(python.answer?.url).toBe(`${F}/programming/lectures`);
    expect(python.query?.corrected).toEqual([{ from: "pyhton", to: "python" }]);
    expect((await ask(db, "maths 2 ntoes")).answer?.url).toBe(`${F}/mathematics-2/notes`);
    expect((await ask(db, "statistcs 2 pyqs")).answer?.url).toBe(`${F}/statistics-2/pyqs`);
    // A typo of a word that names no course alone is corrected as before, with no answer.
    const statistcs = await ask(db, "statistcs");
    expect(statistcs.answer).toBeNull();
    expect(statistcs.hits[0]).toMatchObject({ kind: "subject" });
    expect(statistcs.hits[0]!.title).toMatch(/^Statistics for Data Science I{1,2}$/);
  });

  it("ranks the course's files right after its page: maths 2 pyqs, CT notes, python lectures", async () => {
    const db = getDb();
    await seedDemoContent(db);
    const maths = await ask(db, "maths 2 pyqs");
    expect(maths.answer?.url).toBe(`${F}/mathematics-2/pyqs`);
    // Every Maths 2 paper of the demo (7 end term, 2 quizzes) before anything else.
    expect(maths.hits.slice(0, 9).map((h) => [h.kind, h.subject])).toEqual(
      Array.from({ length: 9 }, () => ["pyqs", "mathematics-2"]),
    );

    const ct = await ask(db, "CT notes");
    expect(ct.answer?.url).toBe(`${F}/computational-thinking/notes`);
    expect(ct.hits.slice(0, 4).map((h) => [h.kind, h.subject])).toEqual(
      Array.from({ length: 4 }, () => ["notes", "computational-thinking"]),
    );

    // PDSA's name says Python too: Python's lectures still come first.
    await db.insert(resources).values([
      { ...lecture("Python week 1: variables"), subject: "programming" },
      {
        ...lecture("Python week 1: sorting in python"),
        level: "diploma",
        subject: PDSA.split("/").at(-1)!,
      },
    ]);
    const python = await ask(db, "python lectures");
    expect(python.answer?.url).toBe(`${F}/programming/lectures`);
    expect(python.hits[0]).toMatchObject({ kind: "lectures", subject: "programming" });
    expect(python.hits.map((h) => h.subject)).toContain(PDSA.split("/").at(-1));
  });

  it("falls back to the course's documents with any other word, then to any word, on every page", async () => {
    const db = getDb();
    await seedDemoContent(db);
    // No Maths 2 lecture of Quiz 1: Maths 2's Quiz 1 documents, not every course's.
    const course = await ask(db, "maths 2 quiz 1 lecture");
    expect(course.loose).toBe(true);
    expect(course.total).toBeGreaterThan(0);
    expect(new Set(course.hits.map((hit) => hit.subject))).toEqual(new Set(["mathematics-2"]));
    // Nothing of the course matches the rest: any word, as before.
    const any = await ask(db, "maths 2 zzzqqq");
    expect(any.loose).toBe(true);
    expect(any.hits[0]?.subject).toBe("mathematics-2");
    // The forgiving pass pages like the precise one.
    const first = await search(db, "q=notes+zzzqqq");
    expect(first.loose).toBe(true);
    expect(first.total).toBeGreaterThan(20);
    const second = await search(db, "q=notes+zzzqqq&page=2");
    expect(second.hits.length).toBeGreaterThan(0);
    expect(second.hits[0]!.key).not.toBe(first.hits[0]!.key);
  });

  it("shows the answer on the first page, with its own kind, at its own level", async () => {
    const db = getDb();
    await seedDemoContent(db);
    const url = `${F}/mathematics-2/pyqs`;
    const with_ = async (query: string) =>
      (await search(db, `q=maths+2+pyqs${query}`)).answer?.url ?? null;
    expect(await with_("")).toBe(url);
    expect(await with_("&kind=pyqs")).toBe(url);
    expect(await with_("&level=foundation")).toBe(url);
    expect(await with_("&kind=notes")).toBeNull();
    expect(await with_("&level=diploma")).toBeNull();
    expect(await with_("&page=2")).toBeNull();
  });

  it("sends practice to the course's page while the course has no published question", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    const empty = await ask(db, "pdsa practice");
    expect(empty.answer).toMatchObject({ kind: "practice", url: PDSA });
    expect(empty.answer?.description).toMatch(/no practice questions yet/);
    await insertQuestion(db, await subjectId(db, "diploma", PDSA.split("/").at(-1)!), "one");
    expect((await ask(db, "pdsa practice")).answer?.url).toBe(`${PDSA}/practice`);
  });

  it("gives a course's dates as its page's next exam dates, and lists the page no more", async () => {
    const db = getDb();
    await seedDemoContent(db);
    const result = await ask(db, "stats 1 calendar");
    expect(result.answer).toMatchObject({
      kind: "dates",
      url: `${F}/statistics#dates-heading`,
      title: "Statistics for Data Science I: next exam dates",
    });
    expect(result.hits.map((hit) => hit.url)).not.toContain(`${F}/statistics`);
  });

  it("reads the catalogue on each search: an edit to a course's shorthand counts at once", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    expect((await ask(db, "krakatoa notes")).answer).toBeNull();
    await db
      .update(subjects)
      .set({ shorthand: sql`array_append(${subjects.shorthand}, 'krakatoa')` })
      .where(eq(subjects.slug, "tools-in-data-science"));
    expect((await ask(db, "krakatoa notes")).answer?.url).toBe(`${D}/tools-in-data-science/notes`);
    await db
      .update(subjects)
      .set({ shortName: "Maths Two" })
      .where(eq(subjects.slug, "mathematics-2"));
    expect((await ask(db, "maths two pyqs")).answer?.url).toBe(`${F}/mathematics-2/pyqs`);
    // The course documents carry the new spelling too (migration 0021's triggers).
    await insertResource(db, {
      subject: "tools-in-data-science",
      level: "diploma",
      title: "Scraping",
      linkUrl: "https://example.org/scraping",
    });
    const found = await ask(db, "krakatoa notes");
    expect(found.hits[0]).toMatchObject({ title: "Scraping", subject: "tools-in-data-science" });
  });

  it("answers only with courses of the public levels", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    // Degree-level courses have no public page (ADR 046).
    expect((await ask(db, "Software Testing notes")).answer).toBeNull();
  });
});

function lecture(title: string) {
  return {
    title,
    description: "Recorded lecture",
    category: "academic" as const,
    level: "foundation" as const,
    subject: "programming",
    resourceType: "lectures" as const,
    linkUrl: "https://example.org/video",
  };
}
