import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/notes";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Notes",
    description: "Study notes for this subject.",
  });

export default function NotesPage() {
  return (
    <main id="main">
      <PageHeader title="Notes" description="Study notes for this subject." />
    </main>
  );
}
