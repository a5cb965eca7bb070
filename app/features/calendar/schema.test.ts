// The admin form's rules: times read as IST, end after start, a term's dates inside the term,
// and each malformed field answered at that field.
import { describe, expect, it } from "vitest";
import { CalendarEventSchema, termLabel, termOptions, termWindow } from "./schema";
import { formatWhen, istClockValue, istDayValue, parseDay } from "./time";

const valid = {
  term: "2025-09",
  kind: "quiz-1",
  title: "Quiz 1",
  date: "2025-10-26",
  startTime: "14:00",
  endTime: "18:00",
  source: "September 2025 term grading document",
};

function errors(input: Record<string, unknown>) {
  const result = CalendarEventSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe("CalendarEventSchema", () => {
  it("reads the date and times as India time", () => {
    const form = CalendarEventSchema.parse(valid);
    expect(form.startsAt.toISOString()).toBe("2025-10-26T08:30:00.000Z");
    expect(form.endsAt.toISOString()).toBe("2025-10-26T12:30:00.000Z");
    expect(form.allDay).toBe(false);
    expect(istDayValue(form.startsAt)).toBe("2025-10-26");
    expect(istClockValue(form.endsAt)).toBe("18:00");
    expect(formatWhen(form)).toBe("Sun, 26 Oct 2025, 2:00 pm – 6:00 pm IST");
  });

  it("makes an all-day event run from midnight IST to midnight after its last day", () => {
    const form = CalendarEventSchema.parse({
      ...valid,
      allDay: true,
      startTime: undefined,
      endTime: undefined,
      date: "2025-11-08",
      endDate: "2025-11-09",
    });
    expect(form.startsAt.toISOString()).toBe("2025-11-07T18:30:00.000Z");
    expect(form.endsAt.toISOString()).toBe("2025-11-09T18:30:00.000Z");
    expect(formatWhen(form)).toBe("Sat, 8 Nov 2025 – Sun, 9 Nov 2025 (all day)");
  });

  it("requires the end after the start", () => {
    expect(errors({ ...valid, endTime: "13:00" })).toEqual({
      endTime: ["The end must be after the start"],
    });
    expect(errors({ ...valid, endTime: "14:00" })).toEqual({
      endTime: ["The end must be after the start"],
    });
    expect(errors({ ...valid, allDay: true, date: "2025-11-09", endDate: "2025-11-08" })).toEqual({
      endDate: ["The end must be after the start"],
    });
    // Past midnight is fine when the end date says so.
    expect(errors({ ...valid, endDate: "2025-10-27", endTime: "01:00" })).toEqual({});
  });

  it("answers a malformed or impossible date at its field", () => {
    expect(errors({ ...valid, date: "26/10/2025" })).toEqual({
      date: ["Enter a date like 2025-10-26"],
    });
    expect(errors({ ...valid, date: "2025-02-30" })).toEqual({
      date: ["Enter a date like 2025-10-26"],
    });
    expect(errors({ ...valid, date: "" })).toEqual({ date: ["Enter the date"] });
    expect(errors({ ...valid, endDate: "tomorrow" })).toEqual({
      endDate: ["Enter a date like 2025-10-26"],
    });
    expect(errors({ ...valid, startTime: "25:00" })).toEqual({
      startTime: ["Enter a time like 14:00 (IST)"],
    });
  });

  it("asks for times unless the event is all day", () => {
    expect(errors({ ...valid, startTime: undefined, endTime: undefined })).toEqual({
      startTime: ["Enter the start time (IST), or tick All day"],
      endTime: ["Enter the end time (IST), or tick All day"],
    });
  });

  it("requires a title, a kind, a term and a source", () => {
    expect(errors({ ...valid, title: "   " })).toEqual({ title: ["Enter a title"] });
    expect(errors({ ...valid, kind: "party" })).toEqual({
      kind: ["Choose what kind of date this is"],
    });
    expect(errors({ ...valid, term: "2025-10" })).toEqual({ term: ["Choose the term"] });
    expect(Object.keys(errors({ ...valid, source: "" }))).toEqual(["source"]);
    expect(errors({ ...valid, level: "moon" })).toEqual({
      level: ["Choose a level from the list"],
    });
    expect(errors({ ...valid, subjectId: "maths" })).toEqual({
      subjectId: ["Choose a course from the list"],
    });
  });

  it("keeps a term's dates inside the term (a typed year is caught)", () => {
    expect(errors({ ...valid, date: "2052-10-26" })).toEqual({
      date: ["September 2025 term dates fall between 1 Jul 2025 and 28 Feb 2026"],
    });
    expect(errors({ ...valid, date: "2025-06-30" })).toHaveProperty("date");
    expect(errors({ ...valid, date: "2025-07-01" })).toEqual({});
    expect(errors({ ...valid, date: "2026-02-28", startTime: "10:00", endTime: "11:00" })).toEqual(
      {},
    );
  });
});

describe("terms", () => {
  it("names terms and offers last year's to next year's", () => {
    expect(termLabel("2026-01")).toBe("January 2026 term");
    expect(termWindow("2026-01")).toEqual({
      first: { year: 2025, month: 11, day: 1 },
      afterLast: { year: 2026, month: 7, day: 1 },
    });
    const options = termOptions(new Date("2026-11-26T00:00:00Z"), ["2023-05"]).map((o) => o.value);
    expect(options).toEqual([
      "2023-05",
      "2025-01",
      "2025-05",
      "2025-09",
      "2026-01",
      "2026-05",
      "2026-09",
      "2027-01",
      "2027-05",
      "2027-09",
    ]);
  });

  it("parses only real days", () => {
    expect(parseDay("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay("2025-02-29")).toBeUndefined();
    expect(parseDay("2025-1-05")).toBeUndefined();
  });
});
