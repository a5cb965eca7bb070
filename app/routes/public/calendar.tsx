import { CalendarPlus, Download } from "lucide-react";
import { data } from "react-router";
import { LinkTabs } from "~/components/link-tabs";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { siteOrigin } from "~/features/blog/feeds";
import { eventAudience } from "~/features/calendar/feed";
import {
  type CalendarEventRow,
  listCalendarEvents,
  listCalendarLevels,
  listCalendarSubjects,
} from "~/features/calendar/queries.server";
import {
  type CalendarLevel,
  KIND_LABELS,
  LEVEL_NAMES,
  termLabel,
} from "~/features/calendar/schema";
import { formatMonth, formatWhen, istMonthValue } from "~/features/calendar/time";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/calendar";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./layout";

const copy = {
  title: "Exam calendar",
  eyebrow: "Mission timeline",
  description:
    "Quiz, end term, OPPE and deadline dates of the programme in India time (IST), each with the document it comes from.",
  metaDescription:
    "Quiz 1, Quiz 2, end term, OPPE and deadline dates of the online BS degree programme, in IST, with their sources, and a calendar feed to subscribe to.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const levels = await listCalendarLevels(context.db);
  const param = url.searchParams.get("level");
  const level = levels.find((l) => l === param);
  const [events, courses] = await Promise.all([
    listCalendarEvents(context.db, { level }),
    level ? listCalendarSubjects(context.db) : Promise.resolve([]),
  ]);
  const now = new Date();
  // An event is past once it has ended; the page changes then, so caches keep it no longer.
  const upcoming = events.filter((e) => e.endsAt > now);
  const past = events.filter((e) => e.endsAt <= now).reverse();
  const nextChange = upcoming.reduce<Date | null>(
    (soonest, e) => (!soonest || e.endsAt < soonest ? e.endsAt : soonest),
    null,
  );
  const latestTerm = events.reduce<string | null>(
    (latest, e) => (!latest || e.term > latest ? e.term : latest),
    null,
  );
  // What the page shows of an event (not its UID, sequence or timestamps).
  const show = (e: CalendarEventRow) => ({
    id: e.id,
    kind: e.kind,
    title: e.title,
    level: e.level,
    subjectName: e.subjectName,
    term: e.term,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    allDay: e.allDay,
    location: e.location,
    notes: e.notes,
    source: e.source,
    status: e.status,
  });
  return data(
    {
      levels,
      level: level ?? null,
      upcoming: upcoming.map(show),
      past: past.map(show),
      latestTerm,
      origin: siteOrigin(request, context.env.SITE_URL),
      courses: courses
        .filter((c) => c.level === level)
        .map((c) => ({ slug: c.slug, name: c.name })),
    },
    { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, nextChange) },
  );
}

export const headers = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: copy.title,
    description: copy.metaDescription,
    canonicalPath: "/calendar",
  });

type ShownEvent = Route.ComponentProps["loaderData"]["upcoming"][number];

/** Events by the month (in India) they start in, in the order given. */
function byMonth(events: ShownEvent[]): [string, ShownEvent[]][] {
  const months = new Map<string, ShownEvent[]>();
  for (const event of events) {
    const month = istMonthValue(event.startsAt);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months];
}

export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { levels, level, upcoming, past, latestTerm, origin, courses } = loaderData;
  const empty = upcoming.length === 0 && past.length === 0;
  const scopeName = level ? LEVEL_NAMES[level] : null;
  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
        {/* On phones the subscribe box comes after the list: its main link is also here. */}
        <p className="mt-6 flex flex-wrap gap-3 lg:hidden">
          <a href={feedUrls(origin, level).webcal} className={buttonVariants()}>
            <CalendarPlus aria-hidden="true" />
            Subscribe
          </a>
          <a href="#subscribe-heading" className={buttonVariants({ variant: "outline" })}>
            Other ways to add them
          </a>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        {levels.length > 0 ? (
          <LinkTabs
            label="Show the dates of"
            activeId={level ?? "all"}
            tabs={[
              { id: "all", label: "All levels", to: "/calendar" },
              ...levels.map((l) => ({ id: l, label: LEVEL_NAMES[l], to: `?level=${l}` })),
            ]}
          />
        ) : null}
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="min-w-0 space-y-10">
            {empty ? (
              <section
                aria-labelledby="empty-heading"
                className="rounded-2xl border border-dashed border-border p-6 sm:p-8"
              >
                <h2 id="empty-heading" className="text-xl font-semibold">
                  No dates yet{scopeName ? ` for the ${scopeName} level` : ""}
                </h2>
                <p className="mt-2 max-w-2xl text-muted">
                  The team adds each term&apos;s quiz, end term, OPPE and deadline dates here once
                  the programme publishes them. Subscribe below and they will reach your calendar
                  when they do.
                </p>
              </section>
            ) : null}
            {!empty && upcoming.length === 0 ? (
              <p
                role="note"
                className="rounded-2xl border border-accent/40 bg-accent-soft p-5 sm:p-6"
              >
                <strong className="font-semibold">No upcoming dates yet.</strong>{" "}
                {latestTerm
                  ? `The dates below are from the ${termLabel(latestTerm)} and have passed. `
                  : "The dates below have passed. "}
                The current term&apos;s dates will appear here when the team adds them from the
                programme&apos;s published documents.
              </p>
            ) : null}
            {upcoming.length > 0 ? (
              <section aria-labelledby="upcoming-heading">
                <h2 id="upcoming-heading" className="text-2xl font-semibold">
                  Upcoming
                </h2>
                <MonthList events={upcoming} past={false} />
              </section>
            ) : null}
            {past.length > 0 ? (
              <section aria-labelledby="past-heading">
                <h2 id="past-heading" className="text-2xl font-semibold">
                  Past dates
                </h2>
                <p className="mt-1 text-sm text-muted">Most recent first.</p>
                <MonthList events={past} past />
              </section>
            ) : null}
            <p className="text-sm text-muted">
              Student-run and unofficial: dates are copied from the programme&apos;s published
              documents, named under each date. The programme&apos;s own announcements always come
              first.
            </p>
          </div>
          <Subscribe origin={origin} level={level} courses={courses} />
        </div>
      </div>
    </main>
  );
}

function MonthList({ events, past }: { events: ShownEvent[]; past: boolean }) {
  return (
    <div className="mt-4 space-y-8">
      {byMonth(events).map(([month, monthEvents]) => (
        <section key={month} aria-labelledby={`month-${past ? "past" : "next"}-${month}`}>
          <h3
            id={`month-${past ? "past" : "next"}-${month}`}
            className="text-sm font-semibold tracking-widest text-muted uppercase"
          >
            {formatMonth(month)}
          </h3>
          <ol className="mt-3 space-y-3">
            {monthEvents.map((event) => (
              <EventItem key={event.id} event={event} past={past} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function Tag({
  children,
  tone,
}: {
  children: React.ReactNode;
  tone: "accent" | "plain" | "danger";
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        tone === "accent" && "border-accent/40 bg-accent-soft text-foreground",
        tone === "plain" && "border-border text-muted",
        tone === "danger" && "border-danger/60 text-danger",
      )}
    >
      {children}
    </span>
  );
}

function EventItem({ event, past }: { event: ShownEvent; past: boolean }) {
  const cancelled = event.status === "cancelled";
  return (
    <li
      className={cn(
        "rounded-xl border p-4 sm:p-5",
        past ? "border-dashed border-border text-muted" : "border-border bg-card",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {past ? <Tag tone="plain">Past</Tag> : null}
        {cancelled ? <Tag tone="danger">Cancelled</Tag> : null}
        <Tag tone={past ? "plain" : "accent"}>{KIND_LABELS[event.kind]}</Tag>
        <span className="text-sm">{eventAudience(event)}</span>
      </div>
      <h4
        className={cn(
          "mt-2 text-lg font-semibold",
          past ? "text-muted" : "text-foreground",
          cancelled && "line-through",
        )}
      >
        {event.title}
      </h4>
      <p className={cn("mt-1 font-medium", past ? "text-muted" : "text-foreground")}>
        <time dateTime={new Date(event.startsAt).toISOString()}>{formatWhen(event)}</time>
      </p>
      {event.location ? <p className="mt-1 text-sm">{event.location}</p> : null}
      {event.notes ? <p className="mt-2 text-sm whitespace-pre-line">{event.notes}</p> : null}
      <p className="mt-2 text-xs text-muted">
        Source: {event.source} · {termLabel(event.term)}
      </p>
    </li>
  );
}

/** A scope's feed: its path, its address, and the webcal:// link calendar apps subscribe to. */
function feedUrls(origin: string, level: CalendarLevel | null) {
  const path = level ? `/calendar/${level}.ics` : "/calendar.ics";
  const https = `${origin}${path}`;
  return { path, https, webcal: https.replace(/^https?:/, "webcal:") };
}

function Subscribe({
  origin,
  level,
  courses,
}: {
  origin: string;
  level: CalendarLevel | null;
  courses: { slug: string; name: string }[];
}) {
  const { path, https, webcal } = feedUrls(origin, level);
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="rounded-2xl border border-border bg-card p-5 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="subscribe-heading" className="text-xl font-semibold">
        Add {level ? `the ${LEVEL_NAMES[level]} dates` : "these dates"} to your calendar
      </h2>
      <p className="mt-2 text-sm text-muted">
        Subscribe once: your calendar app fetches this list again by itself, so new, moved and
        cancelled dates reach it. Apps refresh subscriptions on their own schedule, which can take
        some hours.
      </p>
      <a href={webcal} className={cn(buttonVariants(), "mt-4 w-full justify-center")}>
        <CalendarPlus aria-hidden="true" />
        Subscribe in your calendar app
      </a>
      <p className="mt-4 text-sm font-medium">Calendar address</p>
      <p className="mt-1 rounded-lg border border-border bg-background px-3 py-2 font-mono text-xs break-all">
        {https}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-muted">
        <li>
          <strong className="text-foreground">Apple Calendar</strong> (iPhone, iPad, Mac): the
          button above opens the subscription.
        </li>
        <li>
          <strong className="text-foreground">Google Calendar</strong>: on a computer, Other
          calendars → + → From URL, and paste the address.
        </li>
        <li>
          <strong className="text-foreground">Outlook</strong>: Add calendar → Subscribe from web,
          and paste the address.
        </li>
      </ul>
      <a
        href={path}
        download
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-4")}
      >
        <Download aria-hidden="true" />
        Download the .ics file
      </a>
      {courses.length > 0 ? (
        <details className="mt-5 border-t border-border pt-4">
          <summary className="cursor-pointer text-sm font-medium">
            One course&apos;s dates only
          </summary>
          <p className="mt-2 text-sm text-muted">
            Each course&apos;s address has its own dates and the ones for its whole level: copy its
            link into your calendar app as above.
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {courses.map((course) => (
              <li key={course.slug}>
                <a
                  href={`${origin}/calendar/${level}/${course.slug}.ics`}
                  className="inline-block py-1 underline-offset-4 hover:text-accent hover:underline"
                >
                  {course.name}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
