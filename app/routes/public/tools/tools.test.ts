// The grade predictor's and the CGPA calculator's loaders against a real database: courses named
// from the catalogue (the subjects table), a course chosen by its grading id.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { saveGradingTerm } from "~/features/grading/mutations.server";
import { JAN_2026 } from "~/features/grading/rules";
import { subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { loader as cgpaLoader } from "./cgpa-calculator";
import { loader as predictorLoader } from "./grade-predictor";

describeWithDatabase("the calculators read the course catalogue", (getDb) => {
  const load = async <T>(fn: (args: never) => Promise<T>, url: string) =>
    fn({
      request: new Request(`http://localhost${url}`),
      params: {},
      context: testContext({ db: getDb() }),
    } as never);
  const predictor = (query: string) => load(predictorLoader, `/tools/grade-predictor${query}`);
  const labels = (data: Awaited<ReturnType<typeof predictor>>) =>
    data.courses.flatMap((group) => group.courses.map((c) => c.label));

  it("the predictor lists the term's courses by level, named as the catalogue names them", async () => {
    await insertMigrationSubjects(getDb());
    const data = await predictor("?term=2025-09&course=maths-1");
    expect(data.rules.term).toBe("2025-09");
    expect(data.courses.map((g) => g.title)).toEqual([
      "Foundation",
      "Diploma in Programming",
      "Diploma in Data Science",
    ]);
    expect(labels(data)).toEqual(
      expect.arrayContaining([
        "Maths 1 — Mathematics for Data Science I",
        "Python — Programming in Python",
        "PDSA — Programming, Data Structures and Algorithms using Python",
        "TDS — Tools in Data Science",
        "System Commands",
      ]),
    );
    expect(data.rules.courses.find((c) => c.id === "maths-1")).toMatchObject({
      name: "Mathematics for Data Science I",
      shortName: "Maths 1",
    });
  });

  it("a course page's link (?course=<grading id>) opens the latest term with that course", async () => {
    await insertMigrationSubjects(getDb());
    // The latest built-in term has the foundation's rules only.
    expect((await predictor("?course=maths-1")).rules.term).toBe("2026-01");
    expect((await predictor("?course=tds")).rules.term).toBe("2025-09");
    expect((await predictor("?course=no-such-course")).rules.term).toBe("2026-01");
  });

  it("follows an admin's rename, and a saved course no subject claims keeps its own name", async () => {
    await insertMigrationSubjects(getDb());
    await getDb()
      .update(subjects)
      .set({ name: "Python Programming", shortName: "Py 1" })
      .where(eq(subjects.gradingId, "python"));
    const admin = await upsertAdmin(getDb(), "admin@example.com", "a long password 1");
    await saveGradingTerm(getDb(), admin.id, {
      rules: {
        ...JAN_2026,
        term: "2026-05",
        title: "May 2026 term",
        courses: [
          ...JAN_2026.courses,
          { ...JAN_2026.courses[0]!, id: "maths-3", name: "Maths 3 (rules)" },
        ],
      },
    });
    const may = await predictor("?term=2026-05");
    expect(labels(may)).toContain("Py 1 — Python Programming");
    expect(labels(may).at(-1)).toBe("Maths 3 (rules)");

    const { courses } = await load(cgpaLoader, "/tools/cgpa-calculator");
    expect(courses.find((c) => c.id === "python")).toMatchObject({
      name: "Python Programming",
      shortName: "Py 1",
    });
    expect(courses.find((c) => c.id === "maths-3")).toEqual({
      id: "maths-3",
      name: "Maths 3 (rules)",
      shortName: "",
      level: "foundation",
      credits: 4,
    });
    // The catalogue's courses without rules: projects and the degree level.
    expect(courses.find((c) => c.id === "mlp-project")).toEqual({
      id: "mlp-project",
      name: "Machine Learning Practice - Project",
      shortName: "MLP Project",
      level: "diploma-ds",
      credits: 2,
    });
    expect(courses.filter((c) => c.level === "degree")).toHaveLength(35);
  });
});
