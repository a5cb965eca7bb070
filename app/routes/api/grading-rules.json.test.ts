import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { withCatalogue } from "~/features/grading/courses";
import { saveGradingTerm } from "~/features/grading/mutations.server";
import { GRADING_TERMS, JAN_2026 } from "~/features/grading/rules";
import { termRulesSchema } from "~/features/grading/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { loader } from "./grading-rules.json";

describeWithDatabase("/api/grading-rules.json", (getDb) => {
  const get = (url: string) =>
    loader({
      request: new Request(url),
      params: {},
      context: testContext({ db: getDb() }),
    } as never);

  it("returns every built-in term's rules, publicly cacheable", async () => {
    const response = await get("http://x/api/grading-rules.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const body = (await response.json()) as { terms: unknown[] };
    // No course in the catalogue: each named as its rules name it.
    expect(body.terms).toEqual(JSON.parse(JSON.stringify(withCatalogue(GRADING_TERMS, []))));
    for (const term of body.terms) expect(termRulesSchema.safeParse(term).success).toBe(true);
  });

  it("names each course as the catalogue does, still in the rules document's format", async () => {
    await insertMigrationSubjects(getDb());
    const body = (await (await get("http://x/api/grading-rules.json?term=2025-09")).json()) as {
      terms: { courses: { id: string; name: string; shortName: string; credits: number }[] }[];
    };
    const courses = body.terms[0]!.courses;
    expect(courses.find((c) => c.id === "maths-1")).toMatchObject({
      name: "Mathematics for Data Science I",
      shortName: "Maths 1",
    });
    expect(courses.find((c) => c.id === "pdsa")).toMatchObject({
      name: "Programming, Data Structures and Algorithms using Python",
      shortName: "PDSA",
      credits: 4,
    });
    expect(termRulesSchema.safeParse(body.terms[0]).success).toBe(true);
  });

  it("filters by ?term= and answers 404 for an unknown term", async () => {
    const one = (await (await get("http://x/api/grading-rules.json?term=2025-09")).json()) as {
      terms: { term: string }[];
    };
    expect(one.terms.map((t) => t.term)).toEqual(["2025-09"]);
    const missing = await get("http://x/api/grading-rules.json?term=1999-01");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });

  it("includes a term an admin saved, in term order", async () => {
    const admin = await upsertAdmin(getDb(), "admin@example.com", "a long password 1");
    const may = { ...JAN_2026, term: "2026-05", title: "May 2026 term" };
    await saveGradingTerm(getDb(), admin.id, { rules: may });
    const body = (await (await get("http://x/api/grading-rules.json")).json()) as {
      terms: { term: string; title: string }[];
    };
    expect(body.terms.map((t) => t.term)).toEqual(["2025-09", "2026-01", "2026-05"]);
    const one = (await (await get("http://x/api/grading-rules.json?term=2026-05")).json()) as {
      terms: unknown[];
    };
    expect(one.terms).toEqual(JSON.parse(JSON.stringify(withCatalogue([may], []))));
  });
});
