import { CalendarDays, CalendarPlus, Download } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { type CalendarKind, KIND_LABELS, termLabel } from "../schema";
import { formatWhen } from "../time";

export interface UpcomingDate {
  id: string;
  kind: CalendarKind;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  allDay: boolean;
  location: string;
  source: string;
  term: string;
  /** Who else the date is for ("All Foundation courses"); null when it is this course's own. */
  audience: string | null;
}

/**
 * A course's next dates from the exam calendar, with its feed to subscribe to and the way to the
 * whole calendar; without dates, a sentence saying none is known yet.
 */
export function UpcomingDates({
  dates,
  feed,
}: {
  dates: UpcomingDate[];
  feed: { path: string; webcal: string };
}) {
  return (
    <section
      aria-labelledby="dates-heading"
      className="min-w-0 rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id="dates-heading" className="text-2xl font-semibold">
        Next exam dates
      </h2>
      {dates.length === 0 ? (
        <p className="mt-2 text-sm text-muted" data-testid="no-dates">
          No upcoming dates yet. The team adds each term&apos;s quiz, end term and OPPE dates once
          the programme publishes them; subscribe below and they reach your calendar when they do.
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {dates.map((date) => (
            <li key={date.id} className="rounded-xl border border-border p-4">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="inline-flex items-center rounded-full border border-accent/40 bg-accent-soft px-2.5 py-0.5 text-xs font-semibold">
                  {KIND_LABELS[date.kind]}
                </span>
                {date.audience ? <span className="text-muted">{date.audience}</span> : null}
              </p>
              <h3 className="mt-2 font-semibold">{date.title}</h3>
              <p className="mt-1 text-sm font-medium">
                <time dateTime={new Date(date.startsAt).toISOString()}>{formatWhen(date)}</time>
              </p>
              {date.location ? <p className="mt-1 text-sm">{date.location}</p> : null}
              <p className="mt-2 text-xs text-muted">
                Source: {date.source} · {termLabel(date.term)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={feed.webcal} className={buttonVariants({ size: "sm" })}>
          <CalendarPlus aria-hidden="true" />
          Subscribe to these dates
        </a>
        <a href={feed.path} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          Calendar file (.ics)
        </a>
      </div>
      <Link
        to="/calendar"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        The whole exam calendar
      </Link>
    </section>
  );
}
