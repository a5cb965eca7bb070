import { PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { PageNav } from "~/components/page-nav";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { hasEmbeddableVideo, LectureList } from "~/features/resources/components/lecture-list";
import { ResourcesLoadError } from "~/features/resources/components/load-error";
import { EmptyState } from "~/features/resources/components/resource-list";
import { SubjectPageHeader } from "~/features/resources/components/subject-page-header";
import { LECTURE_PLAYER_SCRIPT } from "~/features/resources/lecture-player-script";
import { loadSubjectList } from "~/features/resources/list-loader.server";
import { listPageHref } from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { useNonce } from "~/lib/nonce";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/lectures";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadSubjectList(context, request, params, "lectures");
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? `${args.data.subject.name} lectures` : "Lectures",
    description: args.data
      ? `Video lectures and recordings for ${args.data.subject.name}.`
      : "Video lectures for this subject.",
  }),
  ...(args.data ? breadcrumbMeta(args, subjectCrumbs(args.data.subject, "Lectures")) : []),
];

export default function LecturesPage({ loaderData }: Route.ComponentProps) {
  const { subject, rows, loadError, page, pageCount } = loaderData;
  const nonce = useNonce();
  return (
    <main id="main">
      <SubjectPageHeader
        subject={subject}
        section="Lectures"
        description="Video lectures and recordings, newest first."
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pb-24 sm:px-6">
        {loadError ? <ResourcesLoadError /> : null}
        {rows.length > 0 ? (
          <>
            <LectureList rows={rows} />
            <PageNav page={page} pageCount={pageCount} href={(p) => listPageHref(p)} />
            {/* Only where a poster can become a player (lecture-player-script.ts). */}
            {import.meta.env.SSR && hasEmbeddableVideo(rows) ? (
              <script
                type="module"
                nonce={nonce}
                dangerouslySetInnerHTML={{ __html: LECTURE_PLAYER_SCRIPT }}
              />
            ) : null}
          </>
        ) : loadError ? null : (
          <EmptyState title="Video lectures are coming soon">
            <PlayCircle aria-hidden="true" className="mx-auto mb-3 size-8 text-accent" />
            <p>
              We are recording and collecting lectures for this subject. Until then, find help and
              study groups in the{" "}
              <Link
                to="/community"
                className="font-medium text-accent underline underline-offset-4"
              >
                community
              </Link>
              .
            </p>
          </EmptyState>
        )}
      </div>
    </main>
  );
}
