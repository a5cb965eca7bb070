import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/lectures";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Lectures",
    description: "Video lectures for this subject.",
  });

export default function LecturesPage() {
  return (
    <main id="main">
      <PageHeader title="Lectures" description="Video lectures for this subject." />
    </main>
  );
}
