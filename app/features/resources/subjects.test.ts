import { describe, expect, it } from "vitest";
import { matchesQuery } from "~/components/search-box";
import {
  canonicalSubject,
  courseLabel,
  examTab,
  listPageHref,
  NOTE_EXAM_TABS,
  PYQ_EXAM_TABS,
  slugFromName,
  subjectNameFromSlug,
  subjectSpellings,
} from "./subjects";

describe("subject slugs", () => {
  it("canonicalises legacy and mixed spellings to the hyphenated slug", () => {
    expect(canonicalSubject("computational_thinking")).toBe("computational-thinking");
    expect(canonicalSubject(" Computational-Thinking ")).toBe("computational-thinking");
  });

  it("looks a subject up under both its canonical and legacy spelling", () => {
    expect(subjectSpellings("computational-thinking")).toEqual([
      "computational-thinking",
      "computational_thinking",
    ]);
    expect(subjectSpellings("english")).toEqual(["english"]);
  });

  it("names a database-only subject from its slug", () => {
    expect(subjectNameFromSlug("data_structures-2")).toBe("Data Structures 2");
  });
});

describe("slugs made from names", () => {
  it("lower-cases, joins words with single hyphens and drops accents and symbols", () => {
    expect(slugFromName("Statistics & Probability 2")).toBe("statistics-and-probability-2");
    expect(slugFromName("  Théorie   des Graphes! ")).toBe("theorie-des-graphes");
    expect(slugFromName("C++ / Java")).toBe("c-java");
    expect(slugFromName("!!!")).toBe("");
    expect(slugFromName("x".repeat(100))).toHaveLength(80);
  });
});

describe("examTab", () => {
  it("names the row's exam tab, else the page's default tab", () => {
    const id = (value: string | null, tabs: typeof NOTE_EXAM_TABS) => examTab(value, tabs).id;
    expect(id("quiz-2", NOTE_EXAM_TABS)).toBe("quiz-2");
    expect(id(null, NOTE_EXAM_TABS)).toBe("quiz-1");
    expect(id("video", NOTE_EXAM_TABS)).toBe("quiz-1"); // not a notes tab
    expect(id("video", PYQ_EXAM_TABS)).toBe("video");
    expect(id(null, PYQ_EXAM_TABS)).toBe("end-term");
    expect(id("nonsense", PYQ_EXAM_TABS)).toBe("end-term");
    expect(examTab("important", PYQ_EXAM_TABS).label).toBe("Important Q");
  });
});

describe("listPageHref", () => {
  it("leaves the default tab and page 1 out of the URL", () => {
    const tab = (id: string) => ({ id, defaultTab: "end-term" });
    expect(listPageHref(1)).toBe("?");
    expect(listPageHref(3)).toBe("?page=3");
    expect(listPageHref(1, tab("end-term"))).toBe("?");
    expect(listPageHref(2, tab("end-term"))).toBe("?page=2");
    expect(listPageHref(1, tab("quiz-1"))).toBe("?tab=quiz-1");
    expect(listPageHref(4, tab("quiz-1"))).toBe("?tab=quiz-1&page=4");
  });
});

describe("matchesQuery", () => {
  it("matches every word, case-insensitively, across the texts", () => {
    expect(matchesQuery("", "anything")).toBe(true);
    expect(matchesQuery("STAT prob", "Statistics and Probability")).toBe(true);
    expect(matchesQuery("stat python", "Statistics", "Describing data")).toBe(false);
    expect(matchesQuery("charts", "Data Visualization", "Reading charts")).toBe(true);
  });
});

describe("courseLabel", () => {
  it("names a course by its short name, then its official name", () => {
    expect(courseLabel({ name: "Mathematics for Data Science I", shortName: "Maths 1" })).toBe(
      "Maths 1 — Mathematics for Data Science I",
    );
  });

  it("uses the official name alone without a short name, or when they are the same", () => {
    expect(courseLabel({ name: "Software Engineering", shortName: "" })).toBe(
      "Software Engineering",
    );
    expect(courseLabel({ name: "Software Engineering" })).toBe("Software Engineering");
    expect(courseLabel({ name: "System Commands", shortName: " system commands " })).toBe(
      "System Commands",
    );
  });
});
