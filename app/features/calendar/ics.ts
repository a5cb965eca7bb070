// A small iCalendar (RFC 5545) writer for the exam calendar's feeds: text escaping (§3.3.11),
// content lines folded at 75 octets without splitting a UTF-8 character (§3.1), CRLF line ends,
// times in Asia/Kolkata with its VTIMEZONE (India has kept +05:30 without daylight saving since
// 1945, so one STANDARD rule describes every date a feed holds), DTSTAMP and LAST-MODIFIED in UTC.
// Browser-safe and free of database code, so it is tested on its own (ics.test.ts).

import { withoutControls } from "~/lib/form-text";

export const ICS_TIME_ZONE = "Asia/Kolkata";
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MAX_LINE_OCTETS = 75;

/**
 * TEXT value escaping: backslash, semicolon, comma, and any line break (NEL, U+2028 and U+2029
 * included) as `\n`; the control characters TEXT forbids (all but tab) are dropped.
 */
export function escapeText(value: string): string {
  return withoutControls(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * One content line folded into lines of at most 75 octets: each continuation starts with a space
 * (which counts), and a cut never falls inside a character (iterating by code point keeps
 * surrogate pairs whole, and their UTF-8 bytes with them). Joined with CRLF, no CRLF at the end.
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = octets(char);
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (size + width > limit) {
      lines.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.map((part, index) => (index === 0 ? part : ` ${part}`)).join("\r\n");
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** 20251026T083000Z */
export function utcDateTime(date: Date): string {
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

/** The wall-clock time in India, as a floating DATE-TIME: 20251026T140000. */
export function istDateTime(date: Date): string {
  return utcDateTime(new Date(date.getTime() + IST_OFFSET_MS)).slice(0, -1);
}

/** The date in India: 20251026. */
export function istDate(date: Date): string {
  return istDateTime(date).slice(0, 8);
}

/** The VTIMEZONE block that TZID=Asia/Kolkata refers to. */
export const KOLKATA_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICS_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICS_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "DTSTART:19700101T000000",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export interface IcsEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url?: string;
  categories?: string[];
  startsAt: Date;
  /** Exclusive: for an all-day event, midnight after its last day. */
  endsAt: Date;
  allDay: boolean;
  status: "confirmed" | "cancelled";
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface IcsCalendar {
  /** PRODID: who made the feed, e.g. "-//BS Degree Hub//Exam calendar//EN". */
  productId: string;
  name: string;
  description: string;
  events: IcsEvent[];
}

function eventLines(event: IcsEvent): string[] {
  const when = event.allDay
    ? [`DTSTART;VALUE=DATE:${istDate(event.startsAt)}`, `DTEND;VALUE=DATE:${istDate(event.endsAt)}`]
    : [
        `DTSTART;TZID=${ICS_TIME_ZONE}:${istDateTime(event.startsAt)}`,
        `DTEND;TZID=${ICS_TIME_ZONE}:${istDateTime(event.endsAt)}`,
      ];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    // Without METHOD, DTSTAMP is when the event was last revised (RFC 5545 §3.8.7.2), which also
    // keeps an unchanged feed byte for byte the same (its ETag with it).
    `DTSTAMP:${utcDateTime(event.updatedAt)}`,
    ...when,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.categories?.length
      ? [`CATEGORIES:${event.categories.map(escapeText).join(",")}`]
      : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    `SEQUENCE:${event.sequence}`,
    // A day-long date (a deadline, an OPPE day whose slot is allotted later) does not make the
    // whole day busy; a timed exam does (OPAQUE, the default).
    ...(event.allDay ? ["TRANSP:TRANSPARENT"] : []),
    `CREATED:${utcDateTime(event.createdAt)}`,
    `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
    "END:VEVENT",
  ];
}

/** The whole VCALENDAR object, CRLF line ends, folded lines, ending in CRLF. */
export function buildCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.productId}`,
    "CALSCALE:GREGORIAN",
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `DESCRIPTION:${escapeText(calendar.description)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `X-WR-TIMEZONE:${ICS_TIME_ZONE}`,
    // How often subscribers should fetch it again (RFC 7986; the X- form is Outlook's).
    "REFRESH-INTERVAL;VALUE=DURATION:PT12H",
    "X-PUBLISHED-TTL:PT12H",
    ...KOLKATA_VTIMEZONE,
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
