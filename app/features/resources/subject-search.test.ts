import { beforeEach, describe, expect, it } from "vitest";
import { loader } from "~/routes/public/resources/index";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { subjectCrumbs } from "./breadcrumbs";
import { type CatalogueSubject, groupSubjectMatches, subjectMatches } from "./subject-search";

const subject = (overrides: Partial<CatalogueSubject>): CatalogueSubject => ({
  level: "foundation",
  slug: "x",
  name: "X",
  description: "",
  term: "term1",
  shortName: "",
  shorthand: [],
  code: null,
  ...overrides,
});

describe("subjectMatches", () => {
  const python = subject({
    slug: "programming",
    name: "Programming in Python",
    description: "Python from the first print statement to files, classes and exceptions.",
    term: "term2",
  });
  it("matches every word at the start of a word of the name, description or slug", () => {
    expect(subjectMatches("python", python)).toBe(true);
    expect(subjectMatches("PYTHON classes", python)).toBe(true);
    expect(subjectMatches("prog", python)).toBe(true);
    expect(subjectMatches("thon", python)).toBe(false);
    expect(subjectMatches("python java", python)).toBe(false);
  });
  it("knows the catalogue's short name, shorthand and code, however they are spaced or numbered", () => {
    const maths2 = subject({
      slug: "mathematics-2",
      name: "Mathematics for Data Science II",
      shortName: "Maths 2",
      shorthand: ["maths 2", "math 2", "maths2", "m2", "mathematics 2", "maths ii"],
      code: "BSMA1003",
    });
    for (const query of [
      "maths",
      "Maths 2",
      "maths2",
      "MATH2",
      "m2",
      "m 2",
      "maths ii",
      "bsma1003",
    ]) {
      expect(subjectMatches(query, maths2), query).toBe(true);
    }
    expect(subjectMatches("maths 1", maths2)).toBe(false);
    expect(subjectMatches("dbms", subject({ name: "Database Management Systems" }))).toBe(false);
    expect(
      subjectMatches("dbms", subject({ name: "Database Management Systems", shortName: "DBMS" })),
    ).toBe(true);
  });
  it("an empty query or one of only punctuation matches nothing", () => {
    expect(subjectMatches("", python)).toBe(false);
    expect(subjectMatches(" -- ", python)).toBe(false);
  });
});

describe("groupSubjectMatches", () => {
  it("groups matches by level, then Term 1, Term 2 and the level's every-term subjects", () => {
    const all = [
      subject({ level: "diploma", slug: "d1", name: "Data Science 1", term: "term1" }),
      subject({ level: "foundation", slug: "f2", name: "Data Tools", term: "term2" }),
      subject({ level: "foundation", slug: "f1", name: "Data Basics", term: "term1" }),
      subject({ level: "bsc", slug: "b", name: "Data Ethics", term: null }),
      subject({ level: "foundation", slug: "e", name: "English", term: "term1" }),
    ];
    const groups = groupSubjectMatches("data", all);
    expect(groups.map((g) => [g.label, g.subjects.map((s) => s.slug)])).toEqual([
      ["Foundation level · Term 1", ["f1"]],
      ["Foundation level · Term 2", ["f2"]],
      ["Diploma level · Term 1", ["d1"]],
      ["BSc level", ["b"]],
    ]);
    expect(groupSubjectMatches("quantum", all)).toEqual([]);
  });
});

describe("subjectCrumbs", () => {
  it("leads from Resources through the level and subject to the section", () => {
    const s = { level: "diploma" as const, id: "big-data", name: "Big Data" };
    expect(subjectCrumbs(s)).toEqual([
      { name: "Resources", path: "/resources" },
      { name: "Diploma", path: "/resources/diploma" },
      { name: "Big Data", path: "/resources/diploma/big-data" },
    ]);
    expect(subjectCrumbs(s, "PYQs").at(-1)).toEqual({
      name: "PYQs",
      path: "/resources/diploma/big-data/pyqs",
    });
  });
});

describeWithDatabase("the /resources loader's search", (getDb) => {
  beforeEach(() => insertMigrationSubjects(getDb()));
  const load = async (path: string, level?: string) =>
    (await loader({
      request: new Request(`http://localhost${path}`),
      params: { level },
      context: testContext({ db: getDb() }),
    } as never)) as Awaited<ReturnType<typeof loader>>;

  it("finds Programming in Python in Term 2 from the foundation tab's first term", async () => {
    const data = await load("/resources?q=python");
    expect(data.subjects).toEqual([]);
    expect(data.matches).toEqual([
      expect.objectContaining({
        level: "foundation",
        term: "term2",
        label: "Foundation level · Term 2",
        subjects: [expect.objectContaining({ slug: "programming", name: "Programming in Python" })],
      }),
      // PDSA's name says Python too.
      expect.objectContaining({
        level: "diploma",
        subjects: [
          expect.objectContaining({
            slug: "programming-data-structures-and-algorithms-using-python",
          }),
        ],
      }),
    ]);
  });

  it("searches every level from any tab, the tools tab and an empty level included", async () => {
    await insertSubject(getDb(), { level: "bsc", slug: "neural-art", name: "Neural Art" });
    for (const level of ["diploma", "tools", "bs"]) {
      const data = await load(`/resources/${level}?q=neural`, level);
      expect(data.matches.map((g) => g.label)).toEqual(["Diploma level · Term 2", "BSc level"]);
      expect(data.tools).toEqual([]);
    }
  });

  it("finds a course by the catalogue's names, and sends the page no more than its cards", async () => {
    const slugs = async (q: string) =>
      (await load(`/resources?q=${encodeURIComponent(q)}`)).matches.flatMap((g) =>
        g.subjects.map((s) => s.slug),
      );
    for (const q of ["maths 2", "Maths2", "m2", "math 2", "maths ii", "MATHS II"]) {
      expect(await slugs(q), q).toEqual(["mathematics-2"]);
    }
    expect(await slugs("pdsa")).toEqual([
      "programming-data-structures-and-algorithms-using-python",
    ]);
    expect(await slugs("mad1")).toEqual([
      "modern-application-development-1",
      "modern-application-development-1-project",
    ]);
    expect(await slugs("CT")).toEqual(["computational-thinking"]);
    expect(await slugs("english 2")).toEqual(["english-2"]);
    expect((await slugs("english")).sort()).toEqual(["english", "english-2"]);
    const data = await load("/resources?q=m2");
    expect(Object.keys(data.matches[0]!.subjects[0]!).sort()).toEqual([
      "description",
      "family",
      "level",
      "name",
      "shortName",
      "slug",
      "term",
    ]);
    // The family, not the code and diploma it is read from (course-family.ts).
    expect(data.matches[0]!.subjects[0]!.family).toBe("maths");
  });

  it("without a query lists the tab's own subjects; a query matching nothing gives no groups", async () => {
    const plain = await load("/resources/diploma", "diploma");
    expect(plain.matches).toEqual([]);
    expect(plain.subjects).toHaveLength(18);
    const none = await load("/resources?q=%00quantum%27--");
    expect(none).toMatchObject({ query: "quantum'--", matches: [], loadError: false });
  });
});
