import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/policy";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Policy",
    description: "Policy page.",
  });

export default function PolicyPage() {
  return (
    <main id="main">
      <PageHeader title="Policy" description="Policy page." />
    </main>
  );
}
