import { describe, expect, it } from "vitest";
import { matchesQuery } from "~/components/search-box";
import {
  canonicalSubject,
  catalogueSubjects,
  findCatalogueSubject,
  groupByExam,
  NOTE_TABS,
  PYQ_TABS,
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

describe("subject catalogue (spec §2)", () => {
  it("has the four subjects per level and term, in the spec's order", () => {
    const ids = (level: "foundation" | "diploma", term: "term1" | "term2") =>
      catalogueSubjects(level, term).map((s) => s.id);
    expect(ids("foundation", "term1")).toEqual([
      "computational-thinking",
      "mathematics",
      "english",
      "statistics",
    ]);
    expect(ids("foundation", "term2")).toEqual([
      "mathematics-2",
      "programming",
      "english-2",
      "statistics-2",
    ]);
    expect(ids("diploma", "term1")).toEqual([
      "data-science-1",
      "machine-learning",
      "database-systems",
      "data-visualization",
    ]);
    expect(ids("diploma", "term2")).toEqual([
      "data-science-2",
      "deep-learning",
      "big-data",
      "capstone",
    ]);
    expect(catalogueSubjects("bsc")).toEqual([]);
  });

  it("names the spec's subject slugs", () => {
    expect(findCatalogueSubject("foundation", "computational-thinking")?.name).toBe(
      "Computational Thinking",
    );
    expect(findCatalogueSubject("foundation", "mathematics")?.name).toBe(
      "Mathematics for Data Science",
    );
    expect(findCatalogueSubject("foundation", "programming")?.name).toBe("Programming in Python");
    expect(findCatalogueSubject("foundation", "statistics")?.name).toBe(
      "Statistics and Probability",
    );
    expect(findCatalogueSubject("foundation", "computational_thinking")?.id).toBe(
      "computational-thinking",
    );
  });
});

describe("groupByExam", () => {
  it("puts rows in their exam's tab and rows without one in the fallback tab", () => {
    const rows = [
      { id: 1, exam: "quiz-2" },
      { id: 2, exam: null },
      { id: 3, exam: "end-term" },
      { id: 4, exam: "video" }, // not a notes tab
    ];
    const groups = groupByExam(rows, NOTE_TABS, "quiz-1");
    expect(groups["quiz-1"]?.map((r) => r.id)).toEqual([2, 4]);
    expect(groups["quiz-2"]?.map((r) => r.id)).toEqual([1]);
    expect(groups["end-term"]?.map((r) => r.id)).toEqual([3]);
    expect(groupByExam(rows, PYQ_TABS, "end-term")["video"]?.map((r) => r.id)).toEqual([4]);
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
