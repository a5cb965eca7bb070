import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/submit";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Submit Resources",
    description: "Share notes, papers and guides with other students.",
  });

export default function SubmitPage() {
  return (
    <main id="main">
      <PageHeader
        title="Submit Resources"
        description="Share notes, papers and guides with other students."
      />
    </main>
  );
}
