import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/study-materials";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Study Materials",
    description: "Shared folders of notes and papers by level and subject.",
  });

export default function StudyMaterialsPage() {
  return (
    <main id="main">
      <PageHeader
        title="Study Materials"
        description="Shared folders of notes and papers by level and subject."
      />
    </main>
  );
}
