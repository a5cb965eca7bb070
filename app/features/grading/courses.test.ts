import { describe, expect, it } from "vitest";
import {
  type CatalogueCourse,
  cgpaCourses,
  courseChoices,
  gradePredictorHref,
  gradingLevel,
  predictorTerm,
  uncataloguedIds,
  withCatalogue,
} from "./courses";
import { GRADING_TERMS, JAN_2026, SEP_2025 } from "./rules";
import type { TermRules } from "./schema";

const course = (
  values: Partial<CatalogueCourse> & Pick<CatalogueCourse, "gradingId" | "name">,
): CatalogueCourse => ({
  shortName: "",
  level: "foundation",
  track: null,
  credits: 4,
  ...values,
});

/** A few catalogue rows, in the catalogue's order (CT before Maths 1, as the resources list). */
const CATALOGUE: CatalogueCourse[] = [
  course({ gradingId: "ct", name: "Computational Thinking", shortName: "CT" }),
  course({ gradingId: "maths-1", name: "Mathematics for Data Science I", shortName: "Maths 1" }),
  course({
    gradingId: "tds",
    name: "Tools in Data Science",
    shortName: "TDS",
    level: "diploma",
    track: "data-science",
    credits: 3,
  }),
  course({
    gradingId: "mlp-project",
    name: "Machine Learning Practice - Project",
    shortName: "MLP Project",
    level: "diploma",
    track: "data-science",
    credits: 2,
  }),
  course({ gradingId: "software-engineering", name: "Software Engineering", level: "degree" }),
];

describe("withCatalogue", () => {
  it("names, places and credits each rule by its catalogue course; a rule without one keeps its own", () => {
    const [sep] = withCatalogue([SEP_2025], CATALOGUE);
    const byId = (id: string) => sep!.courses.find((c) => c.id === id)!;
    expect(byId("maths-1")).toMatchObject({
      name: "Mathematics for Data Science I",
      shortName: "Maths 1",
      level: "foundation",
      credits: 4,
      // The formulas stay the rules'.
      formula: SEP_2025.courses.find((c) => c.id === "maths-1")!.formula,
    });
    expect(byId("tds")).toMatchObject({ name: "Tools in Data Science", credits: 3 });
    const english = SEP_2025.courses.find((c) => c.id === "english-1")!;
    expect(byId("english-1")).toEqual({ ...english, shortName: "" });
    expect(sep!.courses.map((c) => c.id)).toEqual(SEP_2025.courses.map((c) => c.id));
  });

  it("keeps the rule's credits when the catalogue does not know them", () => {
    const [sep] = withCatalogue(
      [SEP_2025],
      [course({ gradingId: "maths-1", name: "Maths", credits: null })],
    );
    expect(sep!.courses.find((c) => c.id === "maths-1")?.credits).toBe(4);
  });
});

describe("gradingLevel", () => {
  it("places a diploma course by its track, and degree-level courses together", () => {
    expect(gradingLevel({ level: "foundation", track: null })).toBe("foundation");
    expect(gradingLevel({ level: "diploma", track: "programming" })).toBe("diploma-programming");
    expect(gradingLevel({ level: "diploma", track: "data-science" })).toBe("diploma-ds");
    for (const level of ["degree", "bsc", "bs"] as const) {
      expect(gradingLevel({ level, track: null })).toBe("degree");
    }
    // No track: the rule's level if there is a rule, else none.
    expect(gradingLevel({ level: "diploma", track: null }, "diploma-ds")).toBe("diploma-ds");
    expect(gradingLevel({ level: "diploma", track: null })).toBeUndefined();
  });
});

describe("cgpaCourses", () => {
  it("lists the catalogue's courses in its order, then the rules' other courses, each once", () => {
    const courses = cgpaCourses(GRADING_TERMS, CATALOGUE);
    const ids = courses.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, CATALOGUE.length)).toEqual(CATALOGUE.map((c) => c.gradingId));
    for (const rule of [...SEP_2025.courses, ...JAN_2026.courses]) expect(ids).toContain(rule.id);
    expect(courses[0]).toEqual({
      id: "ct",
      name: "Computational Thinking",
      shortName: "CT",
      level: "foundation",
      credits: 4,
    });
    // Courses without rules come from the catalogue alone.
    expect(courses.find((c) => c.id === "mlp-project")).toEqual({
      id: "mlp-project",
      name: "Machine Learning Practice - Project",
      shortName: "MLP Project",
      level: "diploma-ds",
      credits: 2,
    });
  });

  it("names a course no catalogue row claims by its latest term's rules", () => {
    const may: TermRules = {
      ...JAN_2026,
      term: "2026-05",
      courses: [{ ...JAN_2026.courses[0]!, id: "english-1", name: "English One (May rules)" }],
    };
    const courses = cgpaCourses([...GRADING_TERMS, may], CATALOGUE);
    expect(courses.filter((c) => c.id === "english-1")).toEqual([
      {
        id: "english-1",
        name: "English One (May rules)",
        shortName: "",
        level: "foundation",
        credits: 4,
      },
    ]);
    // Without a catalogue at all (the database unreadable), the rules alone.
    expect(cgpaCourses(GRADING_TERMS, []).map((c) => c.id)).toEqual(
      [...JAN_2026.courses, ...SEP_2025.courses]
        .map((c) => c.id)
        .filter((id, i, all) => all.indexOf(id) === i),
    );
  });

  it("leaves out a catalogue course it could not count: no credits, or no diploma, and no rules", () => {
    const courses = cgpaCourses(GRADING_TERMS, [
      course({ gradingId: "new-course", name: "New", credits: null }),
      course({ gradingId: "no-track", name: "No track", level: "diploma" }),
      course({ gradingId: "tds", name: "Tools in Data Science", level: "diploma", credits: null }),
    ]);
    const ids = courses.map((c) => c.id);
    expect(ids).not.toContain("new-course");
    expect(ids).not.toContain("no-track");
    // The rules know TDS's level and credits.
    expect(courses.find((c) => c.id === "tds")).toMatchObject({ level: "diploma-ds", credits: 3 });
  });
});

describe("courseChoices", () => {
  it("groups a term's courses by level, catalogue order first, labelled as the catalogue names them", () => {
    const [sep] = withCatalogue([SEP_2025], CATALOGUE);
    const groups = courseChoices(sep!, CATALOGUE);
    expect(groups.map((g) => g.title)).toEqual([
      "Foundation",
      "Diploma in Programming",
      "Diploma in Data Science",
    ]);
    const foundation = groups[0]!.courses;
    expect(foundation.slice(0, 2)).toEqual([
      { id: "ct", label: "CT — Computational Thinking" },
      { id: "maths-1", label: "Maths 1 — Mathematics for Data Science I" },
    ]);
    // The rest keep the document's order, named by the rules.
    expect(foundation.slice(2).map((c) => c.id)).toEqual(
      SEP_2025.courses
        .filter((c) => c.level === "foundation" && !["ct", "maths-1"].includes(c.id))
        .map((c) => c.id),
    );
    expect(groups[2]!.courses).toContainEqual({ id: "tds", label: "TDS — Tools in Data Science" });
    expect(groups.flatMap((g) => g.courses)).toHaveLength(SEP_2025.courses.length);
  });
});

describe("the predictor's address", () => {
  it("a course page links with the course's grading id; the term is optional", () => {
    expect(gradePredictorHref("maths-1")).toBe("/tools/grade-predictor?course=maths-1");
    expect(gradePredictorHref("tds", "2025-09")).toBe(
      "/tools/grade-predictor?term=2025-09&course=tds",
    );
  });

  it("opens the term named, else the latest with the course, else the latest", () => {
    const term = (query: string) => predictorTerm(GRADING_TERMS, new URLSearchParams(query)).term;
    expect(term("term=2025-09&course=maths-1")).toBe("2025-09");
    expect(term("course=maths-1")).toBe("2026-01");
    // The latest term has only the foundation's rules.
    expect(term("course=tds")).toBe("2025-09");
    expect(term("term=1999-01&course=tds")).toBe("2025-09");
    expect(term("course=no-such-course")).toBe("2026-01");
    expect(term("")).toBe("2026-01");
  });
});

describe("uncataloguedIds", () => {
  it("lists each id no catalogue course claims, once", () => {
    expect(uncataloguedIds(["maths-1", "new", "new", "ct", "other"], CATALOGUE)).toEqual([
      "new",
      "other",
    ]);
  });
});
