import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { loader } from "~/routes/public/resources/index";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { subjectCrumbs } from "./breadcrumbs";
import { groupSubjectMatches, type LevelSubject, subjectMatches } from "./subject-search";

const subject = (overrides: Partial<LevelSubject>): LevelSubject => ({
  level: "foundation",
  slug: "x",
  name: "X",
  description: "",
  term: "term1",
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
  it("knows the short forms students type", () => {
    expect(subjectMatches("maths", subject({ name: "Mathematics for Data Science" }))).toBe(true);
    expect(subjectMatches("stats 2", subject({ name: "Statistics and Probability 2" }))).toBe(true);
    expect(subjectMatches("dbms", subject({ name: "Database Systems" }))).toBe(true);
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
      context: { db: getDb(), logger } as unknown as AppLoadContext,
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
      // The diploma's PDSA is "… using Python".
      expect.objectContaining({
        level: "diploma",
        term: "term1",
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

  it("without a query lists the tab's own subjects; a query matching nothing gives no groups", async () => {
    const plain = await load("/resources/diploma", "diploma");
    expect(plain.matches).toEqual([]);
    expect(plain.subjects).toHaveLength(18);
    const none = await load("/resources?q=%00quantum%27--");
    expect(none).toMatchObject({ query: "quantum'--", matches: [], loadError: false });
  });
});
