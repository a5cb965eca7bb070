import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: "How to reach us.",
  });

export default function ContactPage() {
  return (
    <main id="main">
      <PageHeader title="Contact Us" description="How to reach us." />
    </main>
  );
}
