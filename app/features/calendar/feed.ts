// An exam calendar feed: the events of a scope as an iCalendar object (ics.ts), named after the
// scope, each event saying what it is for, where its date comes from, and that times are IST.
import { site } from "~/content/site";
import { buildCalendar, type IcsEvent } from "./ics";
import {
  type CalendarKind,
  type CalendarLevel,
  KIND_LABELS,
  LEVEL_NAMES,
  termLabel,
} from "./schema";

export interface FeedEvent {
  uid: string;
  kind: CalendarKind;
  title: string;
  level: CalendarLevel | null;
  subjectName: string | null;
  term: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  location: string;
  notes: string;
  source: string;
  status: "confirmed" | "cancelled";
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
}

/** "Foundation · Mathematics for Data Science I", "Diploma", or "All levels". */
export function eventAudience(event: { level: CalendarLevel | null; subjectName: string | null }) {
  if (!event.level) return "All levels";
  return event.subjectName
    ? `${LEVEL_NAMES[event.level]} · ${event.subjectName}`
    : LEVEL_NAMES[event.level];
}

export function feedTitle(scope: { level?: CalendarLevel; subjectName?: string }): string {
  if (scope.subjectName) return `${scope.subjectName} exam dates (${site.name})`;
  if (scope.level) return `${LEVEL_NAMES[scope.level]} exam dates (${site.name})`;
  return `Exam dates (${site.name})`;
}

function description(event: FeedEvent): string {
  return [
    `${KIND_LABELS[event.kind]} · ${eventAudience(event)} · ${termLabel(event.term)}`,
    ...(event.status === "cancelled" ? ["Cancelled."] : []),
    ...(event.notes ? [event.notes] : []),
    `Source: ${event.source}`,
    event.allDay ? "" : "Times are India Standard Time (IST, UTC+05:30).",
    `Unofficial, kept by ${site.name}: check the programme's own announcements.`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function calendarFeed(
  scope: { level?: CalendarLevel; subjectName?: string },
  events: FeedEvent[],
  origin: string,
): string {
  return buildCalendar({
    productId: `-//${site.name}//Exam calendar//EN`,
    name: feedTitle(scope),
    description: `Quiz, exam, OPPE and deadline dates of the programme, kept by ${site.name} (student-run, unofficial).`,
    events: events.map((event): IcsEvent => ({
      uid: event.uid,
      title: event.status === "cancelled" ? `Cancelled: ${event.title}` : event.title,
      description: description(event),
      location: event.location,
      url: `${origin}/calendar`,
      categories: [KIND_LABELS[event.kind]],
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      allDay: event.allDay,
      status: event.status,
      sequence: event.sequence,
      createdAt: event.createdAt,
      updatedAt: event.updatedAt,
    })),
  });
}
