import { Clock } from "lucide-react";
import { LinkTabs } from "~/components/link-tabs";
import { PageNav } from "~/components/page-nav";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { ResourcesLoadError } from "~/features/resources/components/load-error";
import { EmptyState, ResourceList } from "~/features/resources/components/resource-list";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { loadSubjectList } from "~/features/resources/list-loader.server";
import {
  examTab,
  listPageHref,
  NO_FINAL_TERM_PAPERS,
  PYQ_EXAM_TABS,
} from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/pyqs";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSubjectList(context, request, params, "pyqs");
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
  const { subject, rows, loadError, total, page, pageCount } = loaderData;
  const { tabs, defaultTab } = PYQ_EXAM_TABS;
  const tab = examTab(loaderData.tab, PYQ_EXAM_TABS);
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
        <section aria-labelledby="papers-heading">
          <h2 id="papers-heading" className="mb-4 text-xl font-semibold">
            {tab.label} papers
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
          ) : loadError ? null : tab.id === "end-term" ? (
            <p role="alert" className="rounded-lg border border-border bg-card px-4 py-3 text-sm">
              {NO_FINAL_TERM_PAPERS}
            </p>
          ) : (
            <EmptyState title="Coming Soon">
              <Clock aria-hidden="true" className="mx-auto mb-3 size-8 text-accent" />
              <p>
                {tab.label} papers for {subject.name} are being collected.
              </p>
            </EmptyState>
          )}
        </section>
      </div>
    </main>
  );
}
