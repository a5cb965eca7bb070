// What a lecture's card says besides its title. The resources table has no week or length, so
// both are read from the title the admin wrote, and only when it states them plainly:
// "Week 3: Limits (42:10)" is Week 3, 42:10 long, headed "Limits". Nothing is guessed.

export interface LectureFacts {
  /** The title without a leading "Week N:" or a trailing "(length)" (those are shown apart). */
  heading: string;
  week: number | null;
  /** As written ("42:10", "1:02:15", "42 min"), and as an ISO 8601 duration for <time>. */
  length: { label: string; iso: string } | null;
}

/** "Week 3", "Wk 3", "Week-3", "week #3" anywhere in the title. */
const WEEK = /\bw(?:ee)?k\.?\s*[-#]?\s*(\d{1,2})\b/i;
/** The same at the start, followed by a separator: taken off the heading. */
const WEEK_PREFIX = /^\s*w(?:ee)?k\.?\s*[-#]?\s*\d{1,2}\s*(?:[:|·.–—-]\s*|\s+)/i;
/** "(42:10)", "[1:02:15]" or "(42 min)" at the end. */
const CLOCK_LENGTH = /\s*[([]\s*(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)\s*[)\]]\s*$/;
const MINUTES_LENGTH = /\s*[([]\s*(\d{1,3})\s*(?:min|mins|minutes)\.?\s*[)\]]\s*$/i;

function isoDuration(hours: number, minutes: number, seconds: number): string {
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || (!hours && !minutes) ? `${seconds}S` : ""}`;
}

export function lectureFacts(title: string): LectureFacts {
  let heading = title.trim();
  let length: LectureFacts["length"] = null;

  const clock = CLOCK_LENGTH.exec(heading);
  const minutes = clock ? null : MINUTES_LENGTH.exec(heading);
  if (clock) {
    const [, h, m = "0", s = "0"] = clock;
    length = {
      label: `${h ? `${Number(h)}:${m.padStart(2, "0")}` : Number(m)}:${s}`,
      iso: isoDuration(Number(h ?? 0), Number(m), Number(s)),
    };
    heading = heading.slice(0, clock.index).trim();
  } else if (minutes) {
    const total = Number(minutes[1]);
    if (total > 0) {
      length = {
        label: `${total} min`,
        iso: isoDuration(Math.floor(total / 60), total % 60, 0),
      };
      heading = heading.slice(0, minutes.index).trim();
    }
  }

  const weekMatch = WEEK.exec(heading);
  const week = weekMatch ? Number(weekMatch[1]) : null;
  if (week !== null && WEEK_PREFIX.test(heading)) {
    const rest = heading.replace(WEEK_PREFIX, "").trim();
    if (rest) heading = rest;
  }
  // A title that was only a length keeps its text as the heading.
  return { heading: heading || title.trim(), week: week || null, length };
}
