import { AlarmClock, ListChecks, PlayCircle } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { FormMessage } from "~/components/forms";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { mockStartLimit, startAttempt } from "~/features/practice/attempts.server";
import {
  DEFAULT_ATTEMPT_RETENTION_DAYS,
  EXAM_LABELS,
  formatMarks,
  formatTimeLimit,
  GRACE_SECONDS,
  PAPER_KIND_LABELS,
} from "~/features/practice/mock";
import { findPublishedPaper } from "~/features/practice/papers.server";
import { findPracticeCourse } from "~/features/practice/queries.server";
import { movedSubjectRedirect, subjectParams } from "~/features/resources/subject-page.server";
import { LEVEL_LABELS, type PublicLevel } from "~/features/resources/subjects";
import { getSiteSettings } from "~/features/settings/queries.server";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { readForm } from "~/lib/form-body.server";
import { notFound } from "~/lib/not-found";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/mock-intro";
import { mockCrumbs } from "./mock-crumbs";

/**
 * The published paper a URL names, with its course; a 301 to the course's current address when
 * the URL names it by a former slug, a 404 for anything else.
 */
async function requirePaper(
  context: Route.LoaderArgs["context"],
  params: Route.LoaderArgs["params"],
  request: Request,
) {
  const named = subjectParams(params);
  if (!named || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(params.paper)) throw notFound();
  const course = await findPracticeCourse(context.db, named.level, named.slug);
  if (!course) throw notFound();
  const moved = movedSubjectRedirect(request, named, course.slug);
  if (moved) throw moved;
  const paper = await findPublishedPaper(context.db, course.id, params.paper);
  if (!paper || paper.questionCount === 0) throw notFound();
  return { course: { ...course, level: course.level as PublicLevel }, paper };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { course, paper } = await requirePaper(context, params, request);
  const settings = await getSiteSettings(context.db);
  return {
    course: { level: course.level, slug: course.slug, name: course.name },
    paper: {
      title: paper.title,
      kind: paper.kind,
      exam: paper.exam,
      session: paper.session,
      description: paper.description,
      timeLimitMinutes: paper.timeLimitMinutes,
      source: paper.source,
      questionCount: paper.questionCount,
      totalMarks: paper.totalMarks,
    },
    retentionDays: settings.practice?.attemptRetentionDays ?? DEFAULT_ATTEMPT_RETENTION_DAYS,
  };
}

export const RATE_LIMITED_START =
  "You have started many mocks from this network in the last hour. Please wait a while, then start again.";

/** Starts an attempt (the server's clock from now on) and opens it. */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The button sends no field; whatever comes is held to the public bounds before anything else.
  await readForm(request);
  const { paper } = await requirePaper(context, params, request);
  const limit = mockStartLimit(context.env?.MOCK_STARTS_PER_HOUR ?? 20);
  if (!(await takeRateLimit(context.db, limit, context.clientIp ?? null))) {
    return data({ error: RATE_LIMITED_START }, { status: 429 });
  }
  const attempt = await startAttempt(context.db, paper);
  return redirect(`/mocks/${attempt.id}`, 303);
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Mock not found", description: "No such mock." });
  const { course, paper } = args.data;
  return [
    ...pageMeta(args, {
      title: paper.title,
      description: `A timed ${EXAM_LABELS[paper.exam].toLowerCase()} mock for ${course.name}: ${paper.questionCount} questions in ${formatTimeLimit(paper.timeLimitMinutes)}, marked at once with worked solutions.`,
    }),
    ...breadcrumbMeta(args, mockCrumbs(course, paper.title)),
  ];
};

export default function MockIntroPage({ loaderData, actionData }: Route.ComponentProps) {
  const { course, paper, retentionDays } = loaderData;
  const starting = useNavigation().state === "submitting";
  const kind =
    paper.kind === "previous" && paper.session
      ? `${PAPER_KIND_LABELS.previous}, ${paper.session}`
      : PAPER_KIND_LABELS[paper.kind];
  const facts: [string, string][] = [
    ["Kind", kind],
    ["Exam", EXAM_LABELS[paper.exam]],
    ["Questions", String(paper.questionCount)],
    ["Total marks", formatMarks(paper.totalMarks)],
    ["Time limit", formatTimeLimit(paper.timeLimitMinutes)],
    ["Source", paper.source],
  ];
  return (
    <main id="main">
      <PageHeader
        back={<Breadcrumbs crumbs={mockCrumbs(course, paper.title)} />}
        eyebrow={`${LEVEL_LABELS[course.level]} · ${course.name}`}
        title={paper.title}
        description={paper.description || undefined}
      />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-6">
          <Card>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <ListChecks aria-hidden="true" className="size-5 text-accent" />
              About this paper
            </h2>
            <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="mt-0.5 font-semibold break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <AlarmClock aria-hidden="true" className="size-5 text-accent" />
              How it works
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-muted marker:text-accent">
              <li>
                The clock starts when you press <strong>Start the mock</strong>, and our server
                keeps it: you have {formatTimeLimit(paper.timeLimitMinutes)} from then, whatever
                your device&apos;s clock says.
              </li>
              <li>
                Every question is on one page. Answer in any order; tick{" "}
                <strong>Mark for review</strong> to come back to a question. The question palette
                shows which are answered and which are marked.
              </li>
              <li>
                A countdown shows the time left, and your answers are sent by themselves when it
                runs out. Without JavaScript the page shows the time to submit by instead.
              </li>
              <li>
                Answers that reach us more than {GRACE_SECONDS} seconds after the time limit are not
                counted. Each question earns its full marks or none: there is no negative marking.
              </li>
              <li>
                No account and nothing personal is kept. Your attempt has its own private link:
                bookmark it to see your result again. It is deleted after {retentionDays}{" "}
                {retentionDays === 1 ? "day" : "days"}.
              </li>
            </ul>
          </Card>
        </div>
        <Card className="lg:sticky lg:top-24">
          <p className="text-sm text-muted">When you are ready</p>
          <p className="mt-1 text-lg font-semibold">
            {paper.questionCount} questions · {formatTimeLimit(paper.timeLimitMinutes)}
          </p>
          {actionData?.error ? (
            <div className="mt-4">
              <FormMessage tone="error">{actionData.error}</FormMessage>
            </div>
          ) : null}
          <Form method="post" className="mt-5">
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={starting}
              data-pending="Starting..."
            >
              <PlayCircle aria-hidden="true" />
              {starting ? "Starting..." : "Start the mock"}
            </Button>
          </Form>
          <p className="mt-3 text-sm text-muted">
            Find a quiet place first: the time runs even if you close the page.
          </p>
        </Card>
      </div>
    </main>
  );
}
