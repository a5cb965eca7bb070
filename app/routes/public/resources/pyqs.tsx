import { Clock } from "lucide-react";
import { useSearchParams } from "react-router";
import { LinkTabs } from "~/components/link-tabs";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { ResourcesLoadError } from "~/features/resources/components/load-error";
import { EmptyState, ResourceList } from "~/features/resources/components/resource-list";
import { loadSubjectList } from "~/features/resources/list-loader.server";
import { groupByExam, NO_FINAL_TERM_PAPERS, PYQ_TABS } from "~/features/resources/subjects";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/pyqs";

const DEFAULT_TAB = "end-term";

export function loader({ params, context }: Route.LoaderArgs) {
  return loadSubjectList(context, params, "pyqs");
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.data ? `${args.data.subject.name} previous year questions` : "PYQs",
    description: args.data
      ? `Previous-year question papers for ${args.data.subject.name}: quizzes, final term and important questions.`
      : "Previous-year question papers for this subject.",
  });

export default function PyqsPage({ loaderData }: Route.ComponentProps) {
  const { subject, rows, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const tab = PYQ_TABS.find((t) => t.id === searchParams.get("tab")) ?? PYQ_TABS[2];
  const groups = groupByExam(rows, PYQ_TABS, DEFAULT_TAB);
  const visible = groups[tab.id] ?? [];
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
          tabs={PYQ_TABS.map((t) => ({
            id: t.id,
            label: t.label,
            to: t.id === DEFAULT_TAB ? "?" : `?tab=${t.id}`,
          }))}
        />
        <section aria-labelledby="papers-heading">
          <h2 id="papers-heading" className="mb-4 text-xl font-semibold">
            {tab.label} papers
            {visible.length > 0 ? (
              <span className="ml-2 text-base font-normal text-muted">({visible.length})</span>
            ) : null}
          </h2>
          {visible.length > 0 ? (
            <ResourceList rows={visible} openLabel="Download" />
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
