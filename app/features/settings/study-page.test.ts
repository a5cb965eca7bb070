import { describe, expect, it } from "vitest";
import { specStudySections } from "~/content/study-materials";
import type { StudySection } from "./schema";
import { type StudyPageCourse, studyMaterialsView } from "./study-page";

const course = (values: Partial<StudyPageCourse> & Pick<StudyPageCourse, "slug">) =>
  ({
    level: "foundation",
    name: values.slug,
    shortName: "",
    shorthand: [],
    description: "",
    term: null,
    track: null,
    folderUrl: null,
    ...values,
  }) satisfies StudyPageCourse;

const MATHS = course({
  slug: "mathematics",
  name: "Mathematics for Data Science I",
  shortName: "Maths 1",
  shorthand: ["maths 1", "mathematics 1", "m1"],
  description: "Sets, functions and graphs.",
  term: "term1",
});
const ENGLISH = course({
  slug: "english",
  name: "English I",
  shortName: "English 1",
  term: "term1",
});
const PYTHON = course({
  slug: "programming",
  name: "Programming in Python",
  shortName: "Python",
  term: "term2",
});
const DBMS = course({
  level: "diploma",
  slug: "database-management-systems",
  name: "Database Management Systems",
  shortName: "DBMS",
  term: "term1",
  track: "programming",
});
const MLF = course({
  level: "diploma",
  slug: "machine-learning-foundations",
  name: "Machine Learning Foundations",
  shortName: "MLF",
  term: "term1",
  track: "data-science",
});
const CATALOGUE = [MATHS, ENGLISH, PYTHON, DBMS, MLF];

const titles = (view: ReturnType<typeof studyMaterialsView>) =>
  view.map((level) => [level.id, level.groups.map((g) => [g.title, g.cards.map((c) => c.title)])]);

describe("the study-materials page", () => {
  it("lists every course on a fresh database, each opening its own page here", () => {
    const view = studyMaterialsView(undefined, CATALOGUE);
    expect(titles(view)).toEqual([
      [
        "foundation",
        [
          ["Term 1", ["Maths 1", "English 1"]],
          ["Term 2", ["Python"]],
          ["Subject-wise folders", ["Maths 1", "English 1", "Python"]],
        ],
      ],
      [
        "diploma",
        [
          ["Programming", ["DBMS"]],
          ["Data Science", ["MLF"]],
        ],
      ],
    ]);
    const maths = view[0]!.groups[0]!.cards[0]!;
    expect(maths).toEqual({
      title: "Maths 1",
      subtitle: "Mathematics for Data Science I",
      description: "Sets, functions and graphs.",
      url: "/resources/foundation/mathematics",
      external: false,
      opens: "Course page: notes, papers, grading and dates",
      family: "maths",
    });
    expect(view[0]!.groups.map((g) => g.id)).toEqual([
      "foundation-term-1",
      "foundation-term-2",
      "foundation-subject-wise-folders",
    ]);
  });

  it("is empty only when there is no course and no folder", () => {
    expect(studyMaterialsView(undefined, [])).toEqual([]);
    // The spec's extra cards without addresses show nothing either.
    expect(studyMaterialsView(specStudySections, [])).toEqual([]);
  });

  it("opens a course's folder when it has one, in a new tab", () => {
    const view = studyMaterialsView(undefined, [
      { ...MATHS, folderUrl: "https://drive.example/maths-1" },
    ]);
    for (const group of view[0]!.groups) {
      expect(group.cards[0]).toMatchObject({
        url: "https://drive.example/maths-1",
        external: true,
        opens: "Shared folder",
      });
    }
  });

  it("keeps the setting's extra cards in place; a saved card named after a course is its folder while it has none", () => {
    const saved: StudySection[] = [
      {
        level: "foundation",
        title: "Term 1",
        description: "Saved description.",
        display: "cards",
        cards: [
          { title: "Quiz 1 PYQs", url: "https://drive.example/quiz-1" },
          { title: "Mathematics 1", url: "https://drive.example/old-maths" },
          { title: "English 1", url: "https://drive.example/old-english" },
          { title: "Formula sheets", url: "https://drive.example/formulas" },
          { title: "Waiting for its address" },
        ],
      },
      {
        level: "diploma",
        title: "Placement help",
        display: "folders",
        cards: [{ title: "Interview notes", url: "https://drive.example/interviews" }],
      },
    ];
    const view = studyMaterialsView(saved, [
      { ...ENGLISH, folderUrl: "https://drive.example/english-1" },
      MATHS,
      DBMS,
    ]);
    const term1 = view[0]!.groups[0]!;
    expect(term1.description).toBe("Saved description.");
    expect(term1.cards.map((c) => [c.title, c.url])).toEqual([
      ["Quiz 1 PYQs", "https://drive.example/quiz-1"],
      // The course's own folder wins over the one saved under its name.
      ["English 1", "https://drive.example/english-1"],
      ["Maths 1", "https://drive.example/old-maths"],
      ["Formula sheets", "https://drive.example/formulas"],
    ]);
    expect(term1.cards[0]!.opens).toBeUndefined();
    // The saved folder serves the course in the other sections too.
    const subjectWise = view[0]!.groups.find((g) => g.title === "Subject-wise folders")!;
    expect(subjectWise.cards.find((c) => c.title === "Maths 1")?.url).toBe(
      "https://drive.example/old-maths",
    );
    // A section the admins added keeps its cards as saved.
    expect(titles(view)[1]).toEqual([
      "diploma",
      [
        ["Programming", ["DBMS"]],
        ["Placement help", ["Interview notes"]],
      ],
    ]);
  });

  it("gives a course no section lists a section of its own", () => {
    const view = studyMaterialsView(undefined, [
      DBMS,
      course({ level: "diploma", slug: "linear-algebra", name: "Linear Algebra" }),
    ]);
    expect(titles(view)).toEqual([
      [
        "diploma",
        [
          ["Programming", ["DBMS"]],
          ["More courses", ["Linear Algebra"]],
        ],
      ],
    ]);
    expect(view[0]!.groups[1]!.cards[0]).toMatchObject({
      subtitle: undefined,
      url: "/resources/diploma/linear-algebra",
    });
  });
});
