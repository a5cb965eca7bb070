// A course's page with real Requests on a real database: its catalogue facts, how it is graded
// (built-in and saved rules, and a course without rules), its next dates, and how much each
// section holds, rows stored under a former slug or the legacy underscored spelling included.
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { JAN_2026 } from "~/features/grading/rules";
import { countCourseMaterials } from "~/features/resources/course-page.server";
import { calendarEvents, gradingTerms, practiceQuestions, resources, subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { resourceRow } from "~tests/setup/factories";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { loader } from "./subject";

const NOW = Date.now();
const inDays = (days: number, hours = 0) => new Date(NOW + (days * 24 + hours) * 3_600_000);

describeWithDatabase("course page", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "10.3.3.3" });
  const load = async (level: string, subject: string) =>
    (await loader({
      request: new Request(`http://localhost/resources/${level}/${subject}`),
      params: { level, subject },
      context: context(),
    } as Parameters<typeof loader>[0])) as unknown as {
      data: Awaited<ReturnType<typeof loader>>["data"];
      init: { headers: Record<string, string> };
    };
  const subjectId = async (level: "foundation" | "diploma", slug: string) => {
    const [row] = await getDb()
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.level, level), eq(subjects.slug, slug)));
    return row!.id;
  };
  let n = 0;
  const question = (subject: string, status: "published" | "draft" = "published") => ({
    subjectId: subject,
    slug: `question-${++n}`,
    kind: "numeric" as const,
    exam: "quiz-1" as const,
    topic: "Sets",
    difficulty: "easy" as const,
    stem: "What is 2 + 2?",
    answer: { value: 4 },
    solution: "Four.",
    source: "Original practice question",
    status,
  });
  const event = (values: Partial<typeof calendarEvents.$inferInsert>) => ({
    uid: `course-page-${++n}`,
    kind: "quiz-1" as const,
    title: `Event ${n}`,
    term: "2026-09",
    startsAt: inDays(10),
    endsAt: inDays(10, 3),
    source: "Test grading document",
    ...values,
  });

  beforeEach(() => insertMigrationSubjects(getDb()));

  it("counts a course's lectures, notes, papers and published questions, old slugs included", async () => {
    const db = getDb();
    // DBMS was the spec's database-systems: rows stored under the old slug are still its own.
    const dbms = await subjectId("diploma", "database-management-systems");
    const diploma = { level: "diploma" as const };
    await db.insert(resources).values([
      resourceRow({ ...diploma, subject: "database-management-systems", resourceType: "notes" }),
      resourceRow({ ...diploma, subject: "database_management_systems", resourceType: "notes" }),
      resourceRow({ ...diploma, subject: "database-systems", resourceType: "notes" }),
      resourceRow({ ...diploma, subject: "database_systems", resourceType: "pyqs" }),
      resourceRow({ ...diploma, subject: "database-systems", resourceType: "lectures" }),
      // Not resources of the course: a marker, another type, another level, another course.
      resourceRow({ ...diploma, subject: "database-systems", resourceTag: "introduction" }),
      resourceRow({ ...diploma, subject: "database-systems", resourceType: "books" }),
      resourceRow({ level: "foundation", subject: "database-systems", resourceType: "notes" }),
      resourceRow({ ...diploma, subject: "machine-learning", resourceType: "notes" }),
    ]);
    await db.insert(practiceQuestions).values([question(dbms), question(dbms, "draft")]);
    expect(await countCourseMaterials(db, dbms)).toEqual({
      lectures: 1,
      notes: 3,
      pyqs: 1,
      practice: 1,
    });
    const page = await load("diploma", "database-management-systems");
    expect(page.data.counts).toEqual({ lectures: 1, notes: 3, pyqs: 1, practice: 1 });
  });

  it("a Foundation course: its facts, this term's formula in words and symbols, its next dates", async () => {
    const db = getDb();
    const maths = await subjectId("foundation", "mathematics");
    const stats = await subjectId("foundation", "statistics");
    await db
      .insert(resources)
      .values([
        resourceRow({ subject: "mathematics", resourceType: "pyqs" }),
        resourceRow({ subject: "mathematics", resourceType: "pyqs" }),
      ]);
    await db.insert(calendarEvents).values([
      event({ title: "Maths 1 quiz 1", level: "foundation", subjectId: maths }),
      event({
        title: "Registration closes",
        kind: "deadline",
        level: "foundation",
        allDay: true,
        startsAt: inDays(3),
        endsAt: inDays(4),
      }),
      event({ title: "Stats 1 quiz 1", level: "foundation", subjectId: stats }),
      event({ title: "Diploma deadline", level: "diploma" }),
      event({ title: "Past quiz", level: "foundation", startsAt: inDays(-9), endsAt: inDays(-8) }),
      event({ title: "Cancelled", level: "foundation", subjectId: maths, status: "cancelled" }),
    ]);
    const { data, init } = await load("foundation", "mathematics");
    expect(data.subject).toMatchObject({
      id: "mathematics",
      name: "Mathematics for Data Science I",
    });
    expect(data.course).toMatchObject({
      shortName: "Maths 1",
      code: "BSMA1001",
      credits: 4,
      term: "Term 1",
      track: null,
      source: expect.stringContaining("academics page"),
    });
    expect(data.grading?.term).toBe("2026-01");
    expect(data.grading?.words).toMatch(/^the higher of: \(a\) 60% of the end-term exam/);
    expect(data.grading?.symbols).toBe(
      "max(0.6 × F + 0.3 × max(Qz1, Qz2), 0.45 × F + 0.25 × Qz1 + 0.3 × Qz2)",
    );
    expect(data.grading?.predictorHref).toBe("/tools/grade-predictor?term=2026-01&course=maths-1");
    expect(data.grading?.earlier.map((term) => term.term)).toEqual(["2025-09"]);
    expect(data.counts).toEqual({ lectures: 0, notes: 0, pyqs: 2, practice: 0 });
    // The course's own and its level's dates not yet over, earliest first; no other course's.
    expect(data.dates.map((date) => [date.title, date.audience])).toEqual([
      ["Registration closes", "For every Foundation course"],
      ["Maths 1 quiz 1", null],
    ]);
    expect(data.feed.path).toBe("/calendar/foundation/mathematics.ics");
    expect(data.feed.webcal).toBe("webcal://localhost/calendar/foundation/mathematics.ics");
    // Kept by caches no longer than the first date lasts.
    expect(init.headers.Expires).toBe(inDays(4).toUTCString());
  });

  it("reads a term the admins saved: the newest term with the course wins", async () => {
    await getDb()
      .insert(gradingTerms)
      .values({
        term: "2026-05",
        document: {
          ...JAN_2026,
          term: "2026-05",
          title: "May 2026 term",
          source: { ref: "May 2026 grading document", confidence: "high" },
          courses: JAN_2026.courses.map((c) =>
            c.id === "stats-1" ? { ...c, formula: "0.5*F + 0.5*max(Qz1, Qz2)" } : c,
          ),
        },
      });
    const { data } = await load("foundation", "statistics");
    expect(data.grading).toMatchObject({
      term: "2026-05",
      title: "May 2026 term",
      words: "50% of the end-term exam, plus 50% of the higher of Quiz 1 and Quiz 2",
    });
    expect(data.grading?.sources[0]?.ref).toBe("May 2026 grading document");
  });

  it("a diploma course without rules or content: no formula, every section empty, no dates", async () => {
    const { data, init } = await load("diploma", "modern-application-development-1-project");
    expect(data.course).toMatchObject({
      shortName: "MAD 1 Project",
      code: "BSCS2003P",
      credits: 2,
      track: "Programming",
      term: "Term 2",
    });
    expect(data.grading).toBeNull();
    expect(data.counts).toEqual({ lectures: 0, notes: 0, pyqs: 0, practice: 0 });
    expect(data.dates).toEqual([]);
    expect(init.headers.Expires).toBeUndefined();
    // A course with rules only in the September 2025 document still shows them.
    const mlt = await load("diploma", "machine-learning-techniques");
    expect(mlt.data.grading?.term).toBe("2025-09");
    expect(mlt.data.grading?.words).toMatch(/^10% of GAA, plus 40% of the end-term exam/);
  });

  it("a course an admin added without catalogue facts: no grading rule, no course line", async () => {
    await getDb()
      .insert(subjects)
      .values({ level: "diploma", slug: "linear-algebra", name: "Linear Algebra" });
    const { data } = await load("diploma", "linear-algebra");
    expect(data.course).toEqual({
      shortName: "",
      code: null,
      credits: null,
      term: null,
      track: null,
      source: "",
    });
    expect(data.grading).toBeNull();
  });

  it("answers 404 for an unknown course or level", async () => {
    for (const [level, slug] of [
      ["foundation", "astrology"],
      ["masters", "mathematics"],
      ["degree", "software-engineering"],
    ]) {
      const thrown = await load(level!, slug!).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(thrown, `${level}/${slug}`).toMatchObject({ init: { status: 404 } });
    }
  });
});
