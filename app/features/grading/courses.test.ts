import { describe, expect, it } from "vitest";
import { COURSE_CATALOGUE, cgpaCourses } from "./courses";
import { GRADING_TERMS, JAN_2026, SEP_2025 } from "./rules";
import type { TermRules } from "./schema";

const credits = (ids: string[]) => {
  const courses = cgpaCourses(GRADING_TERMS);
  return ids.reduce((sum, id) => {
    const course = courses.find((c) => c.id === id);
    if (!course) throw new Error(`no course ${id}`);
    return sum + course.credits;
  }, 0);
};

describe("cgpaCourses", () => {
  it("lists each course once, the latest term's version first", () => {
    const courses = cgpaCourses(GRADING_TERMS);
    const ids = courses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, JAN_2026.courses.length)).toEqual(JAN_2026.courses.map((c) => c.id));
    for (const course of SEP_2025.courses) expect(ids).toContain(course.id);
  });

  it("adds up to the programme's credits: 32 foundation, 27 for each diploma", () => {
    expect(
      credits([
        "maths-1",
        "english-1",
        "ct",
        "stats-1",
        "maths-2",
        "english-2",
        "python",
        "stats-2",
      ]),
    ).toBe(32);
    expect(credits(["mlf", "mlt", "mlp", "bdm", "ba", "tds", "mlp-project", "bdm-project"])).toBe(
      27,
    );
    expect(
      credits([
        "pdsa",
        "dbms",
        "appdev-1",
        "java",
        "system-commands",
        "appdev-2",
        "appdev-1-project",
        "appdev-2-project",
      ]),
    ).toBe(27);
  });

  it("has the degree-level courses of the Sep 2025 course table, 4 credits each, sourced", () => {
    const degree = cgpaCourses(GRADING_TERMS).filter((c) => c.level === "degree");
    expect(degree).toHaveLength(35);
    expect(degree.every((c) => c.credits === 4)).toBe(true);
    expect(degree.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        "Software Engineering",
        "Software Testing",
        "AI: Search Methods for Problem Solving",
        "Deep Learning",
        "Strategies for Professional Growth",
      ]),
    );
    for (const course of COURSE_CATALOGUE) {
      expect(course.source.ref, course.id).toMatch(/Sep 2025 Grading document/);
      expect(course.id).toMatch(/^[a-z0-9-]+$/);
    }
    const codes = COURSE_CATALOGUE.flatMap((c) => (c.code ? [c.code] : []));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("a term with rules for a catalogue course takes its place", () => {
    const may: TermRules = {
      ...JAN_2026,
      term: "2026-05",
      courses: [
        {
          ...JAN_2026.courses[0]!,
          id: "deep-learning",
          name: "Deep Learning (rules)",
          level: "degree",
        },
      ],
    };
    const courses = cgpaCourses([...GRADING_TERMS, may]);
    expect(courses.filter((c) => c.id === "deep-learning")).toEqual([
      { id: "deep-learning", name: "Deep Learning (rules)", level: "degree", credits: 4 },
    ]);
    expect(courses[0]!.id).toBe("deep-learning");
  });
});
