import { ArrowRight, Clock } from "lucide-react";
import { data, Link } from "react-router";
import { LinkTabs } from "~/components/link-tabs";
import { PageNav } from "~/components/page-nav";
import { buttonVariants } from "~/components/ui/button";
import { GroupedQuestions } from "~/features/practice/components/question-list";
import { EXAM_LABELS, practicePath } from "~/features/practice/labels";
import { listPracticeQuestions, practiceFacets } from "~/features/practice/pages.server";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { ResourcesLoadError } from "~/features/resources/components/load-error";
import { EmptyState, ResourceList } from "~/features/resources/components/resource-list";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { loadSubjectList } from "~/features/resources/list-loader.server";
import { subjectParams } from "~/features/resources/subject-page.server";
import {
  examTab,
  listPageHref,
  NO_FINAL_TERM_PAPERS,
  PYQ_EXAM_TABS,
} from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/pyqs";

/** Questions of each exam the Important Q tab lists before linking to the practice area. */
const IMPORTANT_PER_EXAM = 5;

/**
 * The Important Q tab lists the course's practice questions (the first few of each exam, with
 * each exam's count). Without them, or when they cannot be read, the tab is as before.
 */
async function importantQuestions(
  { db, logger }: Route.LoaderArgs["context"],
  course: { level: string; slug: string },
) {
  try {
    const [facets, items] = await Promise.all([
      practiceFacets(db, course),
      listPracticeQuestions(db, course, {}, { perExam: IMPORTANT_PER_EXAM }),
    ]);
    const counts: Record<string, number> = {};
    for (const f of facets) counts[f.exam] = (counts[f.exam] ?? 0) + f.n;
    return { total: facets.reduce((n, f) => n + f.n, 0), counts, items };
  } catch (error) {
    logger.error({ err: error }, "failed to load the practice questions of the Important Q tab");
    return null;
  }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const course = subjectParams(params);
  const tab = examTab(new URL(request.url).searchParams.get("tab"), PYQ_EXAM_TABS).id;
  const [list, practice] = await Promise.all([
    loadSubjectList(context, request, params, "pyqs"),
    tab === "important" && course ? importantQuestions(context, course) : null,
  ]);
  return data({ ...list.data, practice }, list.init ?? undefined);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? `${args.data.subject.name} previous year questions` : "PYQs",
    description: args.data
      ? `Previous-year question papers for ${args.data.subject.name}: quizzes, final term and important questions.`
      : "Previous-year question papers for this subject.",
  }),
  ...(args.data ? breadcrumbMeta(args, subjectCrumbs(args.data.subject, "PYQs")) : []),
];

export default function PyqsPage({ loaderData }: Route.ComponentProps) {
  const { subject, rows, loadError, total, page, pageCount, practice } = loaderData;
  const { tabs, defaultTab } = PYQ_EXAM_TABS;
  const tab = examTab(loaderData.tab, PYQ_EXAM_TABS);
  const heading = tab.heading ?? `${tab.label} papers`;
  const course = { level: subject.level, slug: subject.id };
  const practiceShown = tab.id === "important" && practice !== null && practice.total > 0;
  return (
    <main id="main">
      <SubjectPageHeader
        subject={subject}
        section="PYQs"
        description="Previous-year question papers, to practise under exam conditions."
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pb-24 sm:px-6">
        {loadError ? <ResourcesLoadError /> : null}
        <LinkTabs
          label="Exam"
          activeId={tab.id}
          tabs={tabs.map((t) => ({
            id: t.id,
            label: t.label,
            to: listPageHref(1, { id: t.id, defaultTab }),
          }))}
        />
        {practiceShown && rows.length === 0 ? null : (
          <section aria-labelledby="papers-heading">
            <h2 id="papers-heading" className="mb-4 text-xl font-semibold">
              {heading}
              {total > 0 ? (
                <span className="ml-2 text-base font-normal text-muted">({total})</span>
              ) : null}
            </h2>
            {rows.length > 0 ? (
              <div className="space-y-6">
                <ResourceList rows={rows} openLabel="Download" />
                <PageNav
                  page={page}
                  pageCount={pageCount}
                  href={(p) => listPageHref(p, { id: tab.id, defaultTab })}
                />
              </div>
            ) : loadError || practiceShown ? null : tab.id === "end-term" ? (
              <p role="alert" className="rounded-lg border border-border bg-card px-4 py-3 text-sm">
                {NO_FINAL_TERM_PAPERS}
              </p>
            ) : (
              <EmptyState title="Coming Soon">
                <Clock aria-hidden="true" className="mx-auto mb-3 size-8 text-accent" />
                <p>
                  {heading} for {subject.name} are being collected.
                </p>
              </EmptyState>
            )}
          </section>
        )}
        {practiceShown && practice ? (
          <section aria-labelledby="practice-heading" className="space-y-6">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="practice-heading" className="text-xl font-semibold">
                  Practice questions
                  <span className="ml-2 text-base font-normal text-muted">({practice.total})</span>
                </h2>
                <p className="mt-1 max-w-2xl text-sm text-muted">
                  Questions on the topics each exam tests. Answer one and the site checks it at
                  once, then shows the correct answer and a worked solution.
                </p>
              </div>
              <Link to={practicePath(course)} className={buttonVariants({ variant: "outline" })}>
                Open the practice area
                <ArrowRight aria-hidden="true" />
              </Link>
            </div>
            <GroupedQuestions
              items={practice.items}
              hrefOf={(slug) => practicePath(course, slug)}
              totals={practice.counts}
              more={(exam, count) => ({
                href: `${practicePath(course)}?exam=${exam}`,
                label: `All ${count} ${EXAM_LABELS[exam]} questions`,
              })}
            />
          </section>
        ) : null}
      </div>
    </main>
  );
}
