import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tools",
    description: "Tools for students of the programme.",
  });

export default function ToolsPage() {
  return (
    <main id="main">
      <PageHeader title="Tools" description="Tools for students of the programme." />
    </main>
  );
}
