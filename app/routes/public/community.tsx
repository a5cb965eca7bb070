import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Community",
    description: "Groups and channels for every level of the programme.",
  });

export default function CommunityPage() {
  return (
    <main id="main">
      <PageHeader
        title="Community"
        description="Groups and channels for every level of the programme."
      />
    </main>
  );
}
