import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/index";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Resources",
    description: "Notes, previous-year papers and lectures by level and term.",
  });

export default function IndexPage() {
  return (
    <main id="main">
      <PageHeader
        title="Resources"
        description="Notes, previous-year papers and lectures by level and term."
      />
    </main>
  );
}
