import { FolderOpen } from "lucide-react";
import { data } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { siteOrigin } from "~/features/blog/feeds";
import { UpcomingDates } from "~/features/calendar/components/upcoming-dates";
import { findUpcomingEvents } from "~/features/calendar/queries.server";
import { LEVEL_NAMES } from "~/features/calendar/schema";
import { CourseGradingSummary } from "~/features/grading/components/course-grading-summary";
import { courseGrading } from "~/features/grading/course-grading";
import { loadGradingTerms } from "~/features/grading/terms.server";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { CourseMaterials } from "~/features/resources/components/course-materials";
import { countCourseMaterials, getCourseFacts } from "~/features/resources/course-page.server";
import { requireSubject, subjectParams } from "~/features/resources/subject-page.server";
import { LEVEL_LABELS, TERM_LABELS } from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { notFound } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../layout";
import type { Route } from "./+types/subject";

/** How many of the course's next dates the page lists (the calendar has the rest). */
const UPCOMING_DATES = 5;

const TRACK_LABELS = { programming: "Programming", "data-science": "Data Science" } as const;

/**
 * A course's page: its catalogue facts, how it is graded this term (the latest grading rules
 * that have it), its next dates, and its sections with how much each holds.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = context;
  const wanted = subjectParams(params);
  // The facts are read by the URL's slug alongside the subject; a subject found under another
  // slug has its facts read again under its own.
  const [subject, guessed, terms] = await Promise.all([
    requireSubject(db, params, request),
    wanted ? getCourseFacts(db, wanted.level, wanted.slug) : undefined,
    loadGradingTerms(db),
  ]);
  const facts =
    guessed?.slug === subject.id ? guessed : await getCourseFacts(db, subject.level, subject.id);
  if (!facts) throw notFound();
  const [counts, events] = await Promise.all([
    countCourseMaterials(db, facts.id),
    findUpcomingEvents(db, {
      level: subject.level,
      subjectId: facts.id,
      limit: UPCOMING_DATES,
    }),
  ]);
  const feedPath = `/calendar/${subject.level}/${subject.id}.ics`;
  const origin = siteOrigin(request, context.env.SITE_URL);
  // The page lists dates not yet over: caches keep it no longer than the first one lasts.
  const nextChange = events.reduce<Date | null>(
    (soonest, e) => (!soonest || e.endsAt < soonest ? e.endsAt : soonest),
    null,
  );
  return data(
    {
      subject,
      course: {
        shortName: facts.shortName,
        code: facts.code,
        credits: facts.credits,
        term: facts.term ? TERM_LABELS[facts.term] : null,
        track: facts.track ? TRACK_LABELS[facts.track] : null,
        source: facts.source,
      },
      counts,
      grading: courseGrading(terms, facts.gradingId),
      dates: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        title: event.title,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        allDay: event.allDay,
        location: event.location,
        source: event.source,
        term: event.term,
        audience: event.subjectId
          ? null
          : event.level
            ? `For every ${LEVEL_NAMES[event.level]} course`
            : "For every level",
      })),
      feed: { path: feedPath, webcal: `${origin}${feedPath}`.replace(/^https?:/, "webcal:") },
    },
    { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, nextChange) },
  );
}

export const headers = loaderCacheHeaders;

type LoaderData = Route.ComponentProps["loaderData"];

/** "Maths 1 · BSMA1001 · 4 credits": what students call the course, its code and credits. */
function courseLine({ course, subject }: Pick<LoaderData, "course" | "subject">): string {
  return [
    course.shortName && course.shortName !== subject.name ? course.shortName : null,
    course.code,
    course.credits ? `${course.credits} ${course.credits === 1 ? "credit" : "credits"}` : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) {
    return pageMeta(args, {
      title: "Subject not found",
      description: "This subject does not exist.",
    });
  }
  const { subject, course, grading } = args.data;
  const named =
    course.shortName && course.shortName !== subject.name
      ? `${subject.name} (${course.shortName})`
      : subject.name;
  return [
    ...pageMeta(args, {
      title: named,
      description: `${named}: ${grading ? "how it is graded, " : ""}exam dates, lectures, notes, previous-year question papers and practice. ${subject.description}`,
    }),
    ...breadcrumbMeta(args, subjectCrumbs(subject)),
  ];
};

export default function SubjectPage({ loaderData }: Route.ComponentProps) {
  const { subject, course, counts, grading, dates, feed } = loaderData;
  const base = `/resources/${subject.level}/${subject.id}`;
  const line = courseLine(loaderData);
  const eyebrow = [LEVEL_LABELS[subject.level], course.track, course.term]
    .filter(Boolean)
    .join(" · ");
  return (
    <main id="main">
      <PageHeader
        back={<Breadcrumbs crumbs={subjectCrumbs(subject)} />}
        eyebrow={eyebrow}
        title={subject.name}
      >
        {line ? (
          <p className="mt-3 text-lg font-semibold text-accent" data-testid="course-line">
            {line}
          </p>
        ) : null}
        <p className="mt-4 max-w-3xl text-lg text-muted">{subject.description}</p>
        {subject.folderUrl ? (
          <ExternalLink
            href={subject.folderUrl}
            className={cn(buttonVariants({ variant: "outline" }), "mt-6")}
          >
            <FolderOpen aria-hidden="true" />
            Open the shared folder
          </ExternalLink>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-24 sm:px-6">
        <section aria-labelledby="materials-heading">
          <h2 id="materials-heading" className="sr-only">
            Course materials
          </h2>
          <CourseMaterials base={base} counts={counts} />
        </section>
        {/* The next dates first: on a phone they are what a student looks for most often. */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <UpcomingDates dates={dates} feed={feed} />
          <CourseGradingSummary grading={grading} courseName={course.shortName || subject.name} />
        </div>
        {course.source ? (
          <p className="text-sm text-muted" data-testid="course-source">
            Name, code and credits from: {course.source}. Student-run and unofficial: the
            programme&apos;s own pages always come first.
          </p>
        ) : null}
      </div>
    </main>
  );
}
