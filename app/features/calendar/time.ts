// Dates and times of the exam calendar, always in India Standard Time (Asia/Kolkata, UTC+05:30
// all year, no daylight saving): admins type a local date and time, students read them, and the
// database keeps the instant. Browser-safe.

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export interface CalendarDay {
  year: number;
  month: number; // 1–12
  day: number;
}

/** "2025-10-26" (an <input type="date"> value), or undefined when not a real date. */
export function parseDay(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  // 31 February rolls over: refused rather than guessed.
  if (year < 2000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** "14:00" (an <input type="time"> value, seconds allowed), as minutes after midnight. */
export function parseClock(value: string): number | undefined {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return hours * 60 + minutes;
}

/** The instant of a day's wall-clock time in India (midnight when no time is given). */
export function istInstant(day: CalendarDay, minutes = 0): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day) + minutes * 60_000 - IST_OFFSET_MS);
}

/** The next day. */
export function nextDay(day: CalendarDay): CalendarDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day) + DAY_MS);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

const shifted = (date: Date | string) => new Date(new Date(date).getTime() + IST_OFFSET_MS);

/** An instant as its date in India: "2025-10-26". */
export function istDayValue(date: Date | string): string {
  return shifted(date).toISOString().slice(0, 10);
}

/** An instant as its time in India: "14:00". */
export function istClockValue(date: Date | string): string {
  return shifted(date).toISOString().slice(11, 16);
}

/** "2025-10" of an instant, in India: the month a date is listed under. */
export function istMonthValue(date: Date | string): string {
  return istDayValue(date).slice(0, 7);
}

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const clockFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  hour: "numeric",
  minute: "2-digit",
});
const monthFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  month: "long",
  year: "numeric",
});

/** "Sun, 26 Oct 2025" (ICU's en-IN adds a comma after the month; this does not). */
export function formatDay(date: Date | string): string {
  const parts = Object.fromEntries(
    dayFormat.formatToParts(new Date(date)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** "2:00 pm" */
export function formatClock(date: Date | string): string {
  return clockFormat.format(new Date(date));
}

/** "October 2025" for "2025-10". */
export function formatMonth(month: string): string {
  return monthFormat.format(new Date(`${month}-15T00:00:00Z`));
}

/**
 * When an event happens, as a reader says it: "Sun, 26 Oct 2025, 2:00 pm – 6:00 pm IST",
 * "Sat, 8 Nov 2025 (all day)", "Sat, 8 Nov 2025 – Sun, 9 Nov 2025 (all day)".
 */
export function formatWhen(event: {
  startsAt: Date | string;
  endsAt: Date | string;
  allDay: boolean;
}): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  if (event.allDay) {
    const last = new Date(end.getTime() - DAY_MS);
    return istDayValue(last) === istDayValue(start)
      ? `${formatDay(start)} (all day)`
      : `${formatDay(start)} – ${formatDay(last)} (all day)`;
  }
  if (istDayValue(start) === istDayValue(end)) {
    return `${formatDay(start)}, ${formatClock(start)} – ${formatClock(end)} IST`;
  }
  return `${formatDay(start)}, ${formatClock(start)} – ${formatDay(end)}, ${formatClock(end)} IST`;
}
