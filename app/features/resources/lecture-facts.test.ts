import { describe, expect, it } from "vitest";
import { lectureFacts } from "./lecture-facts";

describe("lectureFacts", () => {
  it.each([
    ["Week 3: Limits (42:10)", "Limits", 3, "42:10", "PT42M10S"],
    ["Week 12 - Revision [1:02:05]", "Revision", 12, "1:02:05", "PT1H2M5S"],
    ["Wk 4 | Sets and functions (55 min)", "Sets and functions", 4, "55 min", "PT55M"],
    ["week-7 Probability", "Probability", 7, null, null],
    ["Limits and continuity (Week 5)", "Limits and continuity (Week 5)", 5, null, null],
    ["Lecture 2.3: Slopes (9:05)", "Lecture 2.3: Slopes", null, "9:05", "PT9M5S"],
    ["Intro lecture (90 minutes)", "Intro lecture", null, "90 min", "PT1H30M"],
    ["Lecture 1", "Lecture 1", null, null, null],
  ])("reads %j", (title, heading, week, label, iso) => {
    const facts = lectureFacts(title);
    expect(facts.heading).toBe(heading);
    expect(facts.week).toBe(week);
    expect(facts.length).toEqual(label ? { label, iso } : null);
  });

  it("guesses nothing from numbers that are not a week or a length", () => {
    for (const title of [
      "Week 123 review",
      "Weekly recap 3",
      "Statistics 2 at 9:30 am",
      "Session (1:75)",
      "Mock (0 min)",
      "W3C standards",
    ]) {
      const facts = lectureFacts(title);
      expect(facts, title).toMatchObject({ week: null, length: null, heading: title });
    }
  });

  it("keeps a title that is only a week or only a length as its heading", () => {
    expect(lectureFacts("Week 3")).toEqual({ heading: "Week 3", week: 3, length: null });
    expect(lectureFacts("(42:10)").heading).toBe("(42:10)");
  });
});
