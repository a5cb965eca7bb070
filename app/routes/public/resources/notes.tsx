import { FolderOpen } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { LinkTabs } from "~/components/link-tabs";
import { PageNav } from "~/components/page-nav";
import { buttonVariants } from "~/components/ui/button";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { ResourcesLoadError } from "~/features/resources/components/load-error";
import { EmptyState, ResourceList } from "~/features/resources/components/resource-list";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { loadSubjectList } from "~/features/resources/list-loader.server";
import { examTab, listPageHref, NOTE_EXAM_TABS } from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/notes";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSubjectList(context, request, params, "notes");
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? `${args.data.subject.name} notes` : "Notes",
    description: args.data
      ? `Study notes, summaries and formula sheets for ${args.data.subject.name}, by exam.`
      : "Study notes for this subject.",
  }),
  ...(args.data ? breadcrumbMeta(args, subjectCrumbs(args.data.subject, "Notes")) : []),
];

export default function NotesPage({ loaderData }: Route.ComponentProps) {
  const { subject, rows, loadError, tabCounts, page, pageCount } = loaderData;
  const { tabs, defaultTab } = NOTE_EXAM_TABS;
  const tab = examTab(loaderData.tab, NOTE_EXAM_TABS);
  return (
    <main id="main">
      <SubjectPageHeader
        subject={subject}
        section="Notes"
        description="Notes shared by students, grouped by the exam they prepare for."
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-24 sm:px-6">
        {subject.folderUrl ? (
          <section
            aria-labelledby="drive-heading"
            className="flex flex-col gap-4 rounded-xl border border-accent/40 bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex items-start gap-4">
              <FolderOpen aria-hidden="true" className="size-8 shrink-0 text-accent" />
              <div>
                <h2 id="drive-heading" className="text-lg font-semibold">
                  Subject folder
                </h2>
                <p className="text-sm text-muted">
                  Every note for {subject.name} in one shared folder.
                </p>
              </div>
            </div>
            <ExternalLink href={subject.folderUrl} className={buttonVariants()}>
              Open Google Drive
            </ExternalLink>
          </section>
        ) : null}

        {loadError ? <ResourcesLoadError /> : null}

        <section aria-labelledby="notes-heading" className="space-y-6">
          <h2 id="notes-heading" className="sr-only">
            Notes by exam
          </h2>
          <LinkTabs
            label="Exam"
            activeId={tab.id}
            tabs={tabs.map((t) => ({
              id: t.id,
              label: `${t.label} (${tabCounts[t.id] ?? 0})`,
              to: listPageHref(1, { id: t.id, defaultTab }),
            }))}
          />
          {rows.length > 0 ? (
            <>
              <ResourceList rows={rows} />
              <PageNav
                page={page}
                pageCount={pageCount}
                href={(p) => listPageHref(p, { id: tab.id, defaultTab })}
              />
            </>
          ) : loadError ? null : (
            <EmptyState title={`No ${tab.label} notes yet`}>
              <p>
                Nobody has shared {tab.label} notes for {subject.name} yet. Have some? Share them
                through the submission form.
              </p>
            </EmptyState>
          )}
        </section>
      </div>
    </main>
  );
}
