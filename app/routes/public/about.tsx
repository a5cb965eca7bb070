import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About",
    description: "Who runs this site, and why.",
  });

export default function AboutPage() {
  return (
    <main id="main">
      <PageHeader title="About" description="Who runs this site, and why." />
    </main>
  );
}
