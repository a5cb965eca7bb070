// The exam calendar's shared vocabulary and its admin form (one Zod schema for the form and the
// action). Browser-safe: no database code.
import { z } from "zod";
import { formText, oneLine, withoutControls } from "~/lib/form-text";
import { CALENDAR_EVENT_KINDS, type CALENDAR_EVENT_STATUSES, RESOURCE_LEVELS } from "~db/enums";
import { type CalendarDay, istInstant, nextDay, parseClock, parseDay } from "./time";

export type CalendarKind = (typeof CALENDAR_EVENT_KINDS)[number];
export type CalendarStatus = (typeof CALENDAR_EVENT_STATUSES)[number];
export type CalendarLevel = (typeof RESOURCE_LEVELS)[number];
export { CALENDAR_EVENT_KINDS, RESOURCE_LEVELS as CALENDAR_LEVELS };

export const KIND_LABELS: Record<CalendarKind, string> = {
  "quiz-1": "Quiz 1",
  "quiz-2": "Quiz 2",
  "end-term": "End term exam",
  oppe: "OPPE",
  registration: "Registration",
  deadline: "Deadline",
  other: "Other",
};

export const LEVEL_NAMES: Record<CalendarLevel, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  degree: "Degree",
  bsc: "BSc",
  bs: "BS",
};

/** The programme's terms start in January, May and September; a term is named by its month. */
export const TERM_MONTHS = ["01", "05", "09"] as const;
const TERM = /^(\d{4})-(01|05|09)$/;
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function isTerm(value: string): boolean {
  return TERM.test(value);
}

/** The term a date falls in (January, May or September term), e.g. "2026-09". */
export function termOf(date: Date): string {
  const month = date.getUTCMonth() + 1;
  const start = month >= 9 ? 9 : month >= 5 ? 5 : 1;
  return `${date.getUTCFullYear()}-${String(start).padStart(2, "0")}`;
}

/** "2025-09" → "September 2025 term" */
export function termLabel(term: string): string {
  const match = TERM.exec(term);
  if (!match) return term;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]} term`;
}

/**
 * The days a term's dates may fall on: from two months before its first month (registration)
 * to the end of its sixth month (end-term exams, re-exams and results come after the teaching
 * weeks). A date outside is a typo in the year or the term, not a date of that term.
 */
export function termWindow(term: string): { first: CalendarDay; afterLast: CalendarDay } {
  const [year, month] = term.split("-").map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1 - 2, 1));
  const to = new Date(Date.UTC(year, month - 1 + 6, 1));
  const day = (d: Date) => ({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
  });
  return { first: day(from), afterLast: day(to) };
}

const compareDays = (a: CalendarDay, b: CalendarDay) =>
  a.year - b.year || a.month - b.month || a.day - b.day;

const shortDay = (d: CalendarDay) => `${d.day} ${MONTH_NAMES[d.month - 1]!.slice(0, 3)} ${d.year}`;

function previousDay(day: CalendarDay): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day) - 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The term choices of the form: last year's to next year's, and any term already used. */
export function termOptions(today: Date, used: readonly string[] = []) {
  const year = today.getUTCFullYear();
  const terms = new Set(used.filter(isTerm));
  for (let y = year - 1; y <= year + 1; y++) for (const m of TERM_MONTHS) terms.add(`${y}-${m}`);
  return [...terms].sort().map((value) => ({ value, label: termLabel(value) }));
}

// Control characters (which iCalendar forbids) are dropped as an event is saved; the feed's
// writer drops them too, for events saved before (ics.ts).
const text = (label: string, max: number, lines = false) =>
  formText()
    .overwrite(lines ? withoutControls : oneLine)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? "");

const required = (label: string, max: number, message: string) =>
  formText({ error: message })
    .overwrite(oneLine)
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

const DATE_FORMAT = "Enter a date like 2025-10-26";
const TIME_FORMAT = "Enter a time like 14:00 (IST)";

/** The fields alone (also what the form's browser constraints come from). */
export const CalendarEventFields = z.object({
  id: z.uuid().optional(),
  term: z.string({ error: "Choose the term" }).trim().refine(isTerm, "Choose the term"),
  kind: z.enum(CALENDAR_EVENT_KINDS, { error: "Choose what kind of date this is" }),
  title: required("Title", 200, "Enter a title"),
  level: z.enum(RESOURCE_LEVELS, { error: "Choose a level from the list" }).optional(),
  subjectId: z.uuid({ error: "Choose a course from the list" }).optional(),
  date: z
    .string({ error: "Enter the date" })
    .trim()
    .min(1, "Enter the date")
    .refine((value) => !value || parseDay(value) !== undefined, DATE_FORMAT),
  allDay: z.boolean().default(false),
  startTime: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || parseClock(value) !== undefined, TIME_FORMAT),
  endDate: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || parseDay(value) !== undefined, DATE_FORMAT),
  endTime: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || parseClock(value) !== undefined, TIME_FORMAT),
  location: text("Location", 300),
  notes: text("Notes", 2000, true),
  source: required(
    "Source",
    300,
    "Say where this date comes from (e.g. the term's grading document)",
  ),
});

export const CalendarEventSchema = CalendarEventFields.superRefine((form, ctx) => {
  const start = parseDay(form.date);
  const end = form.endDate ? parseDay(form.endDate) : start;
  if (!start || !end) return; // the field's own message says what is wrong
  if (!form.allDay) {
    if (!form.startTime) {
      ctx.addIssue({
        code: "custom",
        path: ["startTime"],
        message: "Enter the start time (IST), or tick All day",
      });
    }
    if (!form.endTime) {
      ctx.addIssue({
        code: "custom",
        path: ["endTime"],
        message: "Enter the end time (IST), or tick All day",
      });
    }
  }
  if (isTerm(form.term)) {
    const { first, afterLast } = termWindow(form.term);
    const outside = (day: CalendarDay) =>
      compareDays(day, first) < 0 || compareDays(day, afterLast) >= 0;
    const message = `${termLabel(form.term)} dates fall between ${shortDay(first)} and ${shortDay(previousDay(afterLast))}`;
    if (outside(start)) ctx.addIssue({ code: "custom", path: ["date"], message });
    else if (outside(end)) ctx.addIssue({ code: "custom", path: ["endDate"], message });
  }
  const times = eventTimes(form);
  if (times && times.endsAt <= times.startsAt) {
    ctx.addIssue({
      code: "custom",
      path: [form.allDay || form.endDate ? "endDate" : "endTime"],
      message: "The end must be after the start",
    });
  }
}).transform(({ date, endDate, startTime, endTime, ...form }) => ({
  ...form,
  ...eventTimes({ date, endDate, startTime, endTime, allDay: form.allDay })!,
}));

export type CalendarEventForm = z.infer<typeof CalendarEventSchema>;

/**
 * The instants of a form's dates: a timed event from its start to its end time (on the end date
 * when given), an all-day event from midnight of its first day to midnight after its last.
 */
function eventTimes(form: {
  date: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  allDay: boolean;
}): { startsAt: Date; endsAt: Date } | undefined {
  const start = parseDay(form.date);
  const end = form.endDate ? parseDay(form.endDate) : start;
  if (!start || !end) return undefined;
  if (form.allDay) return { startsAt: istInstant(start), endsAt: istInstant(nextDay(end)) };
  const from = parseClock(form.startTime ?? "");
  const to = parseClock(form.endTime ?? "");
  if (from === undefined || to === undefined) return undefined;
  return { startsAt: istInstant(start, from), endsAt: istInstant(end, to) };
}

/** Cancel, restore and delete name the event by id. */
export const CalendarEventIdSchema = z.object({ id: z.uuid() });
