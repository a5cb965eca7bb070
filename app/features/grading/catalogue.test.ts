// The calculators read the course catalogue the migrations put in the subjects table.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { loadGradingCatalogue } from "./catalogue.server";
import { cgpaCourses, withCatalogue } from "./courses";
import { GRADING_TERMS } from "./rules";

describeWithDatabase("the grading catalogue", (getDb) => {
  async function catalogue() {
    await insertMigrationSubjects(getDb());
    return loadGradingCatalogue(getDb());
  }

  it("has a course for every built-in rule, so the calculators name them all from it", async () => {
    const rows = await catalogue();
    const ids = new Set(rows.map((row) => row.gradingId));
    for (const term of GRADING_TERMS) {
      for (const rule of term.courses) expect(ids, rule.id).toContain(rule.id);
    }
    const [sep] = withCatalogue(GRADING_TERMS.slice(0, 1), rows);
    expect(sep!.courses.find((c) => c.id === "maths-1")).toMatchObject({
      name: "Mathematics for Data Science I",
      shortName: "Maths 1",
    });
    expect(sep!.courses.find((c) => c.id === "pdsa")).toMatchObject({
      name: "Programming, Data Structures and Algorithms using Python",
      shortName: "PDSA",
      level: "diploma-programming",
    });
  });

  it("lists the courses by level, then term and position, as the resources pages do", async () => {
    const rows = await catalogue();
    const levels = rows.map((row) => row.level);
    expect(levels.indexOf("diploma")).toBeGreaterThan(levels.lastIndexOf("foundation"));
    expect(levels.indexOf("degree")).toBeGreaterThan(levels.lastIndexOf("diploma"));
    expect(rows.slice(0, 4).map((row) => row.shortName)).toEqual([
      "CT",
      "Maths 1",
      "English 1",
      "Stats 1",
    ]);
  });

  it("leaves out a subject without a grading id, and follows an admin's change", async () => {
    await insertMigrationSubjects(getDb());
    await insertSubject(getDb(), { level: "bsc", slug: "no-grading-id" });
    await getDb()
      .update(subjects)
      .set({ name: "Python Programming", shortName: "Py", credits: 5 })
      .where(eq(subjects.gradingId, "python"));
    const rows = await loadGradingCatalogue(getDb());
    expect(rows.map((row) => row.gradingId)).not.toContain(null);
    expect(rows.some((row) => row.name === "No Grading Id")).toBe(false);
    const python = cgpaCourses(GRADING_TERMS, rows).find((c) => c.id === "python");
    expect(python).toEqual({
      id: "python",
      name: "Python Programming",
      shortName: "Py",
      level: "foundation",
      credits: 5,
    });
  });

  it("adds up to the programme's credits: 32 foundation, 27 for each diploma", async () => {
    const courses = cgpaCourses(GRADING_TERMS, await catalogue());
    const credits = (level: string) =>
      courses.filter((c) => c.level === level).reduce((sum, c) => sum + c.credits, 0);
    expect(credits("foundation")).toBe(32);
    // Each diploma's 27 credits, with the data science diploma's two options (BA and BDM project,
    // or DL GenAI and its project: 6 credits each) counted once.
    expect(credits("diploma-programming")).toBe(27);
    expect(credits("diploma-ds")).toBe(27 + 6);
    const degree = courses.filter((c) => c.level === "degree");
    expect(degree).toHaveLength(35);
    expect(degree.every((c) => c.credits === 4)).toBe(true);
    expect(degree.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Software Engineering", "AI: Search Methods for Problem Solving"]),
    );
  });
});
