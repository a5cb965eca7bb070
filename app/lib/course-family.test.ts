import fs from "node:fs";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/lib/db.server";
import { subjects } from "~db/schema";
import { makePgliteSnapshot } from "~tests/setup/pglite-snapshot";
import { COURSE_FAMILIES, courseFamily, type CourseFamily } from "./course-family";

describe("a course's family", () => {
  it("reads statistics from the name before the maths code both share", () => {
    expect(
      courseFamily({ slug: "statistics", name: "Statistics for Data Science I", code: "BSMA1002" }),
    ).toBe("statistics");
    expect(
      courseFamily({
        slug: "mathematics",
        name: "Mathematics for Data Science I",
        code: "BSMA1001",
      }),
    ).toBe("maths");
  });

  it("puts a diploma course in its diploma's family", () => {
    const mlf = { slug: "machine-learning-foundations", name: "Machine Learning Foundations" };
    expect(courseFamily({ ...mlf, code: "BSCS2004", track: "data-science" })).toBe("data-science");
    expect(
      courseFamily({ slug: "system-commands", name: "System Commands", track: "programming" }),
    ).toBe("computing");
  });

  it("reads the code's prefix when the name and diploma say nothing", () => {
    expect(
      courseFamily({ slug: "market-research", name: "Market Research", code: "BSMS3002" }),
    ).toBe("data-science");
    expect(courseFamily({ slug: "english-2", name: "English II", code: "BSHS1002" })).toBe(
      "english",
    );
    expect(
      courseFamily({ slug: "x", name: "Strategies for Professional Growth", code: "bsgn3001" }),
    ).toBe("english");
  });

  it("falls back on the words of a course an admin adds without a code", () => {
    expect(courseFamily({ slug: "linear-algebra-maths", name: "Maths 3" })).toBe("maths");
    expect(courseFamily({ slug: "web-apps", name: "Web Applications" })).toBe("computing");
    expect(courseFamily({ slug: "big-data", name: "Big Data" })).toBe("data-science");
    expect(courseFamily({ slug: "stats-3", name: "Stats 3" })).toBe("statistics");
  });

  it("says nothing rather than guess", () => {
    expect(courseFamily({ slug: "capstone", name: "Capstone" })).toBeNull();
    expect(courseFamily({ slug: "x", name: "Y", code: "ZZZZ1000" })).toBeNull();
    // A word inside another word is not the word: "mathematician", "status", "brainstorm".
    expect(courseFamily({ slug: "status", name: "Mathematician Brainstorm" })).toBeNull();
  });
});

/**
 * Every course of the catalogue the migrations make (ADR 046: no list of courses in code) has a
 * family, and the public pages' courses the one a student would name.
 */
describe("the course catalogue", () => {
  let handle: DatabaseHandle;
  let catalogue: {
    level: string;
    slug: string;
    name: string;
    shortName: string;
    code: string | null;
    track: string | null;
  }[];

  beforeAll(async () => {
    const snapshot = await makePgliteSnapshot();
    handle = await openDatabase({
      dataDir: "memory://",
      loadDataDir: new Blob([fs.readFileSync(snapshot)]),
    });
    catalogue = await handle.db
      .select({
        level: subjects.level,
        slug: subjects.slug,
        name: subjects.name,
        shortName: subjects.shortName,
        code: subjects.code,
        track: subjects.track,
      })
      .from(subjects)
      .orderBy(asc(subjects.level), asc(subjects.slug));
  });
  afterAll(() => handle?.close());

  it("maps every course to one of the five families", () => {
    expect(catalogue.length).toBeGreaterThan(50);
    const unmapped = catalogue.filter((course) => courseFamily(course) === null);
    expect(unmapped.map((c) => `${c.level}/${c.slug}`)).toEqual([]);
    const used = new Set(catalogue.map((course) => courseFamily(course)));
    expect([...used].sort()).toEqual([...COURSE_FAMILIES].sort());
  });

  it("gives the Foundation courses the family a student would name", () => {
    const family = (slug: string) =>
      courseFamily(catalogue.find((c) => c.level === "foundation" && c.slug === slug)!);
    const expected: Record<string, CourseFamily> = {
      mathematics: "maths",
      "mathematics-2": "maths",
      statistics: "statistics",
      "statistics-2": "statistics",
      "computational-thinking": "computing",
      programming: "computing",
      english: "english",
      "english-2": "english",
    };
    for (const [slug, want] of Object.entries(expected)) expect(family(slug), slug).toBe(want);
  });

  it("gives a diploma course its diploma's family", () => {
    for (const course of catalogue.filter((c) => c.level === "diploma")) {
      expect(courseFamily(course), course.slug).toBe(
        course.track === "programming" ? "computing" : "data-science",
      );
    }
  });
});
