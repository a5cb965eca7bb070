// /resources/:level/:subject/practice: a course's practice area (DESIGN.md D10). Its published
// questions grouped by exam and topic, filtered by links (`?exam=&topic=&difficulty=`), and its
// published papers to sit as mocks. A reading page: finished HTML, no JavaScript.
import { ArrowLeft, ChevronDown, FilterX } from "lucide-react";
import { Link } from "react-router";
import { FilterLink, FilterRow } from "~/components/filter-links";
import { buttonVariants } from "~/components/ui/button";
import { GroupedQuestions, PaperCards } from "~/features/practice/components/question-list";
import {
  type FilterChoice,
  parsePracticeFilter,
  practiceFilterHref,
  practiceFilterView,
} from "~/features/practice/filters";
import { practicePath } from "~/features/practice/labels";
import {
  listPracticePapers,
  listPracticeQuestions,
  practiceFacets,
} from "~/features/practice/pages.server";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { EmptyState } from "~/features/resources/components/resource-list";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { findSubject, subjectParams } from "~/features/resources/subject-page.server";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { notFound } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/practice";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const wanted = subjectParams(params);
  if (!wanted) throw notFound();
  const { db } = context;
  const [subject, facets, papers] = await Promise.all([
    findSubject(db, wanted, request),
    practiceFacets(db, wanted),
    listPracticePapers(db, wanted),
  ]);
  if (!subject) throw notFound();
  const { topicNames, ...view } = practiceFilterView(
    facets,
    parsePracticeFilter(new URL(request.url).searchParams),
  );
  const questions =
    view.total > 0
      ? await listPracticeQuestions(db, wanted, {
          exam: view.filter.exam,
          topics: topicNames,
          difficulty: view.filter.difficulty,
        })
      : [];
  return { subject, view, questions, papers };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? `${args.data.subject.name} practice questions` : "Practice",
    description: args.data
      ? `Practice questions for ${args.data.subject.name} by exam and topic, each checked as you answer, with a worked solution${args.data.papers.length > 0 ? "; and timed mock tests" : ""}.`
      : "Practice questions for this subject.",
  }),
  ...(args.data ? breadcrumbMeta(args, subjectCrumbs(args.data.subject, "Practice")) : []),
];

/** Topics past this many fold into a disclosure (no script), so phones reach the list. */
const OPEN_TOPICS = 8;

function Choices({
  label,
  choices,
  clearHref,
  clearLabel,
  wrap = false,
  labelShown = true,
}: {
  label: string;
  choices: FilterChoice[];
  clearHref: string;
  clearLabel: string;
  wrap?: boolean;
  /** False inside the topics' disclosure, whose summary already says "Topic". */
  labelShown?: boolean;
}) {
  const none = !choices.some((c) => c.current);
  return (
    <FilterRow
      label={label}
      className="flex-col gap-2 sm:flex-row sm:gap-3"
      labelClassName={labelShown ? "w-24" : "sr-only"}
    >
      <FilterLink to={clearHref} current={none}>
        {clearLabel}
      </FilterLink>
      {choices.map((choice) => (
        <FilterLink key={choice.id} to={choice.href} current={choice.current} wrap={wrap}>
          {choice.label}
          <span className="ml-1.5">({choice.count})</span>
        </FilterLink>
      ))}
    </FilterRow>
  );
}

/** The topic filter: its links, folded behind a summary when there are many topics. */
function TopicChoices({ choices, clearHref }: { choices: FilterChoice[]; clearHref: string }) {
  const links = (folded: boolean) => (
    <Choices
      label="Topic"
      choices={choices}
      clearHref={clearHref}
      clearLabel="All topics"
      wrap
      labelShown={!folded}
    />
  );
  if (choices.length <= OPEN_TOPICS) return links(false);
  const current = choices.find((c) => c.current);
  return (
    <details className="group">
      <summary className="flex min-h-9 cursor-pointer list-none items-center gap-3 rounded-lg text-sm [&::-webkit-details-marker]:hidden">
        <span className="w-24 shrink-0 font-medium text-muted">Topic</span>
        <span className="inline-flex items-center gap-1.5 font-medium">
          {current ? current.label : `All topics`}
          <span className="font-normal text-muted">· {`${choices.length} topics`}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-muted transition-transform group-open:rotate-180"
          />
        </span>
      </summary>
      <div className="mt-3 sm:pl-27">{links(true)}</div>
    </details>
  );
}

export default function PracticePage({ loaderData }: Route.ComponentProps) {
  const { subject, view, questions, papers } = loaderData;
  const course = { level: subject.level, slug: subject.id };
  const subjectPath = `/resources/${subject.level}/${subject.id}`;
  const { filter } = view;
  const href = (change: Partial<typeof filter>) => practiceFilterHref({ ...filter, ...change });
  const filtered = view.summary.length > 0;
  return (
    <main id="main">
      <SubjectPageHeader
        subject={subject}
        section="Practice"
        description="Questions by exam and topic. Answer one and the site checks it at once, then shows the correct answer and a worked solution."
      />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pb-24 sm:px-6">
        {papers.length > 0 ? (
          <section aria-labelledby="mocks-heading" className="space-y-4">
            <h2 id="mocks-heading" className="text-xl font-semibold">
              Timed mock tests
            </h2>
            <PaperCards
              papers={papers}
              hrefOf={(slug) => `${subjectPath}/mocks/${encodeURIComponent(slug)}`}
            />
          </section>
        ) : null}

        {view.total === 0 ? (
          <EmptyState title="No practice questions yet">
            <p>
              Questions for {subject.name} are still being written. Meanwhile, the subject’s notes
              and previous-year papers are a good place to start.
            </p>
            <Link
              to={subjectPath}
              className={buttonVariants({ variant: "outline", className: "mt-4" })}
            >
              <ArrowLeft aria-hidden="true" />
              Back to {subject.name}
            </Link>
          </EmptyState>
        ) : (
          <section aria-labelledby="questions-heading" className="space-y-6">
            <h2 id="questions-heading" className="text-xl font-semibold">
              Questions
              <span className="ml-2 text-base font-normal text-muted">({view.total})</span>
            </h2>
            <div className="space-y-3 rounded-xl border border-border bg-card/50 p-4 sm:p-5">
              <Choices
                label="Exam"
                choices={view.exams}
                clearHref={href({ exam: null, topic: null })}
                clearLabel="All exams"
              />
              <TopicChoices choices={view.topics} clearHref={href({ topic: null })} />
              <Choices
                label="Difficulty"
                choices={view.difficulties}
                clearHref={href({ difficulty: null })}
                clearLabel="Any"
              />
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-sm">
                {filtered ? (
                  <>
                    Showing <strong>{view.matching}</strong> of {view.total} questions:{" "}
                    <strong>{view.summary.join(" · ")}</strong>.
                  </>
                ) : (
                  <>
                    Showing all <strong>{view.total}</strong> questions.
                  </>
                )}
              </p>
              {filtered ? (
                <Link
                  to="?"
                  className="inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
                >
                  <FilterX aria-hidden="true" className="size-4" />
                  Clear filters
                </Link>
              ) : null}
            </div>
            {questions.length > 0 ? (
              <GroupedQuestions items={questions} hrefOf={(slug) => practicePath(course, slug)} />
            ) : (
              <EmptyState title="No question matches these filters">
                <p>
                  Try another topic or difficulty, or{" "}
                  <Link to="?" className="font-medium text-accent hover:underline">
                    see every question
                  </Link>
                  .
                </p>
              </EmptyState>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
