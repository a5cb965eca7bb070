import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/pyqs";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Previous Year Questions",
    description: "Previous-year question papers for this subject.",
  });

export default function PyqsPage() {
  return (
    <main id="main">
      <PageHeader
        title="Previous Year Questions"
        description="Previous-year question papers for this subject."
      />
    </main>
  );
}
