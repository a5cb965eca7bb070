// The iCalendar writer on its own: escaping, folding by octets, CRLF, the VTIMEZONE, and a real
// parser (ical.js) reading back what it wrote.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  buildCalendar,
  escapeText,
  foldLine,
  type IcsEvent,
  istDate,
  istDateTime,
  utcDateTime,
} from "./ics";

const octets = (text: string) => new TextEncoder().encode(text).length;

function event(overrides: Partial<IcsEvent> = {}): IcsEvent {
  return {
    uid: "2d4c9a51-1111-4222-8333-444455556666",
    title: "Quiz 1",
    description: "Source: grading document",
    location: "In person at exam centres",
    startsAt: new Date("2025-10-26T08:30:00Z"), // 2:00 pm IST
    endsAt: new Date("2025-10-26T12:30:00Z"), // 6:00 pm IST
    allDay: false,
    status: "confirmed",
    sequence: 0,
    createdAt: new Date("2025-09-01T10:00:00Z"),
    updatedAt: new Date("2025-09-02T11:12:13Z"),
    ...overrides,
  };
}

const build = (events: IcsEvent[]) =>
  buildCalendar({ productId: "-//Test//Calendar//EN", name: "Test", description: "d", events });

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar;
}

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
  });
  it("drops the controls TEXT forbids and writes NEL, U+2028 and U+2029 as line breaks", () => {
    expect(escapeText("a\u000bb\u000cc\u001bd\u007fe\u0080f\u009fg\u0000h\ti")).toBe("abcdefgh\ti");
    expect(escapeText("one\u0085two\u2028three\u2029four")).toBe("one\\ntwo\\nthree\\nfour");
    const calendar = parse(
      build([event({ title: "Quiz\u000b 1\u2028late", location: "Hall\u001b B" })]),
    );
    const vevent = calendar.getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("summary")).toBe("Quiz 1\nlate");
    expect(vevent.getFirstPropertyValue("location")).toBe("Hall B");
  });
  it("leaves colons and quotes alone (TEXT allows them)", () => {
    expect(escapeText('Time: 2 pm "IST"')).toBe('Time: 2 pm "IST"');
  });
});

describe("foldLine", () => {
  it("keeps a line of exactly 75 octets whole and folds one of 76", () => {
    const line = `DESCRIPTION:${"x".repeat(75 - 12)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
    const longer = `${line}y`;
    expect(foldLine(longer)).toBe(`${line}\r\n y`);
  });

  it("never puts more than 75 octets on a line, counting the leading space", () => {
    const folded = foldLine(`SUMMARY:${"abcdefghij".repeat(40)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join("")).toBe(
      `SUMMARY:${"abcdefghij".repeat(40)}`,
    );
  });

  it("never splits a multibyte character: Devanagari, accents and emoji survive", () => {
    // 3-octet Devanagari letters after an odd-length prefix put character ends off the 75 mark.
    const text = `DESCRIPTION:${"परीक्षा ".repeat(20)}é😀${"ü".repeat(50)}`;
    const folded = foldLine(text);
    const lines = folded.split("\r\n");
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // Each line decodes on its own: no half of a character at either end.
      const bytes = new TextEncoder().encode(line);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(line);
    }
    expect(lines.map((line, i) => (i ? line.slice(1) : line)).join("")).toBe(text);
  });
});

describe("date-times", () => {
  it("writes UTC with Z, and India wall-clock time without it", () => {
    const instant = new Date("2025-12-21T03:30:00Z");
    expect(utcDateTime(instant)).toBe("20251221T033000Z");
    expect(istDateTime(instant)).toBe("20251221T090000");
    // 8:00 pm UTC is already the next day in India.
    expect(istDate(new Date("2025-11-07T20:00:00Z"))).toBe("20251108");
  });
});

describe("buildCalendar", () => {
  it("is a VCALENDAR with CRLF line ends, the required properties and a Kolkata VTIMEZONE", () => {
    const text = build([event()]);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    expect(lines.slice(0, 4)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//Calendar//EN",
      "CALSCALE:GREGORIAN",
    ]);
    expect(lines).toContain("X-WR-CALNAME:Test");
    const zone = lines.slice(lines.indexOf("BEGIN:VTIMEZONE"), lines.indexOf("END:VTIMEZONE") + 1);
    expect(zone).toEqual([
      "BEGIN:VTIMEZONE",
      "TZID:Asia/Kolkata",
      "X-LIC-LOCATION:Asia/Kolkata",
      "BEGIN:STANDARD",
      "TZOFFSETFROM:+0530",
      "TZOFFSETTO:+0530",
      "TZNAME:IST",
      "DTSTART:19700101T000000",
      "END:STANDARD",
      "END:VTIMEZONE",
    ]);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("gives each event UID, DTSTAMP in UTC, Kolkata times, SEQUENCE, STATUS and LAST-MODIFIED", () => {
    const text = build([event({ sequence: 3 })]);
    expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20251026T140000\r\n");
    expect(text).toContain("DTEND;TZID=Asia/Kolkata:20251026T180000\r\n");
    expect(text).toContain("DTSTAMP:20250902T111213Z\r\n");
    expect(text).toContain("LAST-MODIFIED:20250902T111213Z\r\n");
    expect(text).toContain("SEQUENCE:3\r\n");
    expect(text).toContain("STATUS:CONFIRMED\r\n");

    const vevent = parse(text).getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe("2d4c9a51-1111-4222-8333-444455556666");
    expect(parsed.summary).toBe("Quiz 1");
    expect(parsed.location).toBe("In person at exam centres");
    expect(parsed.sequence).toBe(3);
    expect(parsed.startDate.zone?.tzid).toBe("Asia/Kolkata");
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2025-10-26T08:30:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2025-10-26T12:30:00.000Z");
    const stamp = vevent.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.zone?.tzid).toBe("UTC");
  });

  it("writes all-day events as DATE values with an exclusive end", () => {
    const text = build([
      event({
        allDay: true,
        startsAt: new Date("2025-11-07T18:30:00Z"), // midnight IST, 8 Nov
        endsAt: new Date("2025-11-09T18:30:00Z"), // midnight IST, 10 Nov
      }),
    ]);
    expect(text).toContain("DTSTART;VALUE=DATE:20251108\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20251110\r\n");
    const parsed = new ICAL.Event(parse(text).getFirstSubcomponent("vevent")!);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe("2025-11-08");
    expect(parsed.endDate.toString()).toBe("2025-11-10");
  });

  it("keeps a cancelled event as STATUS:CANCELLED", () => {
    const text = build([event({ status: "cancelled", sequence: 1 })]);
    const vevent = parse(text).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("round-trips a long UTF-8 description with every escaped character", () => {
    const description = [
      "Sessions (IST); slots allotted later, per course:",
      "9:30–11:30 am: Python (1B), Java (1A) \\ Introduction to Big Data (1A).",
      "परीक्षा केंद्र पर समय से पहुँचें। 😀 Bonne chance, élèves!",
      "x".repeat(200),
    ].join("\n");
    const text = build([event({ description, title: "OPPE 1, day 2; remote" })]);
    const lines = text.split("\r\n");
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const parsed = new ICAL.Event(parse(text).getFirstSubcomponent("vevent")!);
    expect(parsed.description).toBe(description);
    expect(parsed.summary).toBe("OPPE 1, day 2; remote");
  });
});
