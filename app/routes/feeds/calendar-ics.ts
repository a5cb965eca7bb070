import { siteOrigin } from "~/features/blog/feeds";
import { calendarFeed } from "~/features/calendar/feed";
import { findCalendarSubject, listCalendarEvents } from "~/features/calendar/queries.server";
import { CALENDAR_LEVELS, type CalendarLevel } from "~/features/calendar/schema";
import { movedSubjectRedirect } from "~/features/resources/subject-page.server";
import { notFoundText } from "~/lib/not-found";
import type { Route } from "./+types/calendar-ics";

const isLevel = (value: string | undefined): value is CalendarLevel =>
  CALENDAR_LEVELS.includes(value as CalendarLevel);

/**
 * The exam calendar as iCalendar feeds (RFC 5545) that calendar apps subscribe to: every event
 * (/calendar.ics), a level's (/calendar/diploma.ics) and a course's (/calendar/foundation/
 * statistics.ics). One module for the three routes, as for the policy pages; an unknown level or
 * course is a 404, a course's former slug a 301 to its feed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { level: levelParam, feed } = params as { level?: string; feed?: string };
  let scope: { level?: CalendarLevel; subjectId?: string; subjectName?: string } = {};
  let filename = "calendar";
  if (feed !== undefined) {
    const name = feed.endsWith(".ics") ? feed.slice(0, -4) : undefined;
    if (levelParam === undefined) {
      if (!isLevel(name)) return notFoundText("No such level");
      scope = { level: name };
      filename = `calendar-${name}`;
    } else {
      if (!isLevel(levelParam) || !name || !/^[a-z0-9][a-z0-9_-]{0,79}$/.test(name)) {
        return notFoundText("No such course");
      }
      const subject = await findCalendarSubject(context.db, levelParam, name);
      if (!subject) return notFoundText("No such course");
      // A former slug of the course (or its legacy spelling): the feed's current address.
      const moved = movedSubjectRedirect(request, { level: levelParam, named: name }, subject.slug);
      if (moved) return moved;
      scope = { level: subject.level, subjectId: subject.id, subjectName: subject.name };
      filename = `calendar-${subject.level}-${subject.slug}`;
    }
  }
  const events = await listCalendarEvents(context.db, scope);
  const body = calendarFeed(scope, events, siteOrigin(request, context.env.SITE_URL));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `inline; filename="${filename}.ics"`,
      // As the blog's feed: calendar apps poll; the page cache is refreshed on every change.
      "Cache-Control": "public, max-age=300",
    },
  });
}
