// The demo's exam calendar: the September 2025 term's dates exactly as the programme's grading
// document for that term states them (../shared/research/grading-doc-sep-2025.txt), nothing
// guessed. Deadlines give a day but no time in the document, so they are all-day events; OPPE
// days are all-day too (the document allots each student a slot later) with the day's sessions
// from its OPPE schedule in the notes. Seeded once: a calendar that has events is left alone.
import { createHash } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { calendarEvents, subjects } from "~db/schema";
import type { CalendarKind, CalendarLevel } from "./schema";
import { istInstant, nextDay, parseClock, parseDay } from "./time";

export const SEP_2025_SOURCE = "IIT Madras BS, September 2025 term grading document";
const TERM = "2025-09";
const IN_CENTRES = "In person at exam centres";
const REMOTE = "Remote proctored online";

interface DemoEvent {
  key: string;
  kind: CalendarKind;
  title: string;
  level: CalendarLevel | null;
  /** A course by its code (subjects.code); skipped when the subjects table lacks it. */
  course?: string;
  date: string;
  /** "14:00-18:00"; none: all day. */
  time?: string;
  /** The last day of an all-day event spanning days. */
  until?: string;
  location?: string;
  notes?: string;
}

const OPPE_NOTE =
  "The document allots each student a slot closer to the date; sessions listed in its OPPE schedule (IST):";

/** A deadline of the weekly assignment table, for Foundation and for Diploma and Degree. */
function deadline(
  week: number,
  what: string,
  foundation: string,
  diplomaAndDegree: string,
  notes?: string,
): DemoEvent[] {
  const base = {
    kind: "deadline" as const,
    title: `Week ${week} assignment deadline: ${what}`,
    notes,
  };
  return [
    { ...base, key: `week-${week}-foundation`, level: "foundation", date: foundation },
    { ...base, key: `week-${week}-diploma`, level: "diploma", date: diplomaAndDegree },
    { ...base, key: `week-${week}-degree`, level: "degree", date: diplomaAndDegree },
  ];
}

export const SEP_2025_EVENTS: DemoEvent[] = [
  {
    key: "week-1-content",
    kind: "other",
    title: "Week 1 content released",
    level: null,
    date: "2025-09-19",
  },
  {
    key: "oppe-sct",
    kind: "other",
    title: "OPPE System Compatibility Test (SCT) opens",
    level: null,
    date: "2025-09-26",
    notes:
      "Courses with an OPPE: the SCT must be completed to be scheduled for OPPE 1. Tools in Data Science needs no SCT.",
  },
  ...deadline(
    4,
    "OPPE 1 eligibility closes",
    "2025-10-22",
    "2025-10-19",
    "Diwali weekend: the document says no alternate dates will be given for assignment submission.",
  ),
  {
    key: "quiz-1",
    kind: "quiz-1",
    title: "Quiz 1",
    level: null,
    date: "2025-10-26",
    time: "14:00-18:00",
    location: IN_CENTRES,
    notes:
      "If required, a morning session will also be held. Each course's grading rules say whether it has a Quiz 1.",
  },
  {
    key: "oppe-1-day-1",
    kind: "oppe",
    title: "OPPE 1, day 1",
    level: null,
    date: "2025-11-08",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n6:00–8:00 pm: Python (slot 1A), Machine Learning Practice (1A), Programming in C (1A).`,
  },
  {
    key: "oppe-1-day-2",
    kind: "oppe",
    title: "OPPE 1, day 2",
    level: null,
    date: "2025-11-09",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n9:30–11:30 am: Python (1B), Java (1A), Introduction to Big Data (1A).\n1:00–3:00 pm: Python (1C).\n1:00–1:45 pm: Tools in Data Science remote online exam (ROE; not proctored, open internet).\n4:30–6:30 pm: Python (1D).\n4:30–7:30 pm: MLOps (1A).`,
  },
  ...deadline(
    7,
    "end term eligibility closes",
    "2025-11-12",
    "2025-11-12",
    "For most courses, eligibility for the end term exam depends on the average of the best 5 of the first 7 weeks' assignment scores.",
  ),
  ...deadline(8, "OPPE 2 eligibility closes", "2025-11-19", "2025-11-16"),
  {
    key: "quiz-2",
    kind: "quiz-2",
    title: "Quiz 2",
    level: null,
    date: "2025-11-23",
    time: "14:00-18:00",
    location: IN_CENTRES,
    notes:
      "If required, a morning session will also be held. Intro to Python Programming has no Quiz 2 this term.",
  },
  ...deadline(
    10,
    "GAA calculation closes",
    "2025-12-03",
    "2025-12-07",
    "The week 10 graded assignment average (GAA) is the one taken for the final grade.",
  ),
  {
    key: "oppe-2-day-1",
    kind: "oppe",
    title: "OPPE 2, day 1",
    level: null,
    date: "2025-12-06",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n6:00–8:00 pm: System Commands (2A).`,
  },
  {
    key: "oppe-2-day-2",
    kind: "oppe",
    title: "OPPE 2, day 2",
    level: null,
    date: "2025-12-07",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n9:30–11:30 am: DBMS (2A), PDSA (2A).\n1:00–3:00 pm: PDSA (2B), Java (2A).\n4:30–6:30 pm: Machine Learning Practice (2A), Programming in C (2A).`,
  },
  {
    key: "oppe-2-day-3",
    kind: "oppe",
    title: "OPPE 2, day 3",
    level: null,
    date: "2025-12-13",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n6:00–8:00 pm: System Commands (2B).`,
  },
  {
    key: "oppe-2-day-4",
    kind: "oppe",
    title: "OPPE 2, day 4",
    level: null,
    date: "2025-12-14",
    location: REMOTE,
    notes: `${OPPE_NOTE}\n9:00 am–1:00 pm: Introduction to Big Data (2A).\n9:30–11:30 am: Python (2A), DBMS (2B).\n1:00–3:00 pm: Python (2B), PDSA (2C), Java (2B).\n4:30–6:30 pm: Python (2C).\n4:30–7:30 pm: MLOps (2A).\nThe document's Introduction to Big Data section gives Saturday 13 Dec for its OPPE 2: check that course's announcements.`,
  },
  {
    key: "python-oppe-1",
    kind: "oppe",
    title: "Python OPPE 1",
    level: "foundation",
    course: "BSCS1002",
    date: "2025-11-08",
    until: "2025-11-09",
    location: REMOTE,
    notes:
      "8 Nov for standalone students, 9 Nov for standalone and other students; the team allots each student one slot. Completing the SCT is required.",
  },
  {
    key: "python-oppe-2",
    kind: "oppe",
    title: "Python OPPE 2",
    level: "foundation",
    course: "BSCS1002",
    date: "2025-12-14",
    location: REMOTE,
    notes:
      "Possible additional dates (7:00–9:00 pm): Saturday 13 Dec and Thursday 18 Dec. The team allots each student one slot.",
  },
  {
    key: "end-term-morning",
    kind: "end-term",
    title: "End term exam (morning session)",
    level: null,
    date: "2025-12-21",
    time: "09:00-12:00",
    location: IN_CENTRES,
  },
  {
    key: "end-term-afternoon",
    kind: "end-term",
    title: "End term exam (afternoon session)",
    level: null,
    date: "2025-12-21",
    time: "14:00-17:00",
    location: IN_CENTRES,
  },
];

/** A UID that is the same on every seed (a UUID made from the event's key), so re-seeding a
 * database does not give subscribers a second copy of each event. */
export function demoUid(key: string): string {
  const hex = createHash("sha256").update(`calendar/${TERM}/${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function instants(event: DemoEvent): { startsAt: Date; endsAt: Date; allDay: boolean } {
  const day = parseDay(event.date)!;
  if (!event.time) {
    const last = event.until ? parseDay(event.until)! : day;
    return { startsAt: istInstant(day), endsAt: istInstant(nextDay(last)), allDay: true };
  }
  const [from, to] = event.time.split("-").map((t) => parseClock(t)!) as [number, number];
  return { startsAt: istInstant(day, from), endsAt: istInstant(day, to), allDay: false };
}

export async function seedDemoCalendar(db: Database): Promise<{ events: number }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(calendarEvents);
    if ((existing?.n ?? 0) > 0) return { events: 0 };
    const courses = new Map<string, { id: string; level: CalendarLevel }>();
    for (const code of new Set(SEP_2025_EVENTS.flatMap((e) => (e.course ? [e.course] : [])))) {
      const [row] = await tx
        .select({ id: subjects.id, level: subjects.level })
        .from(subjects)
        .where(eq(subjects.code, code));
      if (row) courses.set(code, row);
    }
    const rows = SEP_2025_EVENTS.filter((e) => !e.course || courses.has(e.course)).map((e) => ({
      uid: demoUid(e.key),
      kind: e.kind,
      title: e.title,
      level: e.course ? courses.get(e.course)!.level : e.level,
      subjectId: e.course ? courses.get(e.course)!.id : null,
      term: TERM,
      ...instants(e),
      location: e.location ?? "",
      notes: e.notes ?? "",
      source: SEP_2025_SOURCE,
      demo: true,
    }));
    await tx.insert(calendarEvents).values(rows);
    return { events: rows.length };
  });
}
