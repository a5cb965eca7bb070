import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/subject";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Subject",
    description: "Lectures, notes and previous-year papers for this subject.",
  });

export default function SubjectPage() {
  return (
    <main id="main">
      <PageHeader
        title="Subject"
        description="Lectures, notes and previous-year papers for this subject."
      />
    </main>
  );
}
