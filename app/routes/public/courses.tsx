import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/courses";

// Placeholder: built out by issue 3.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Master Your Academics",
    description: "Recorded courses for the foundation level.",
  });

export default function CoursesPage() {
  return (
    <main id="main">
      <PageHeader
        title="Master Your Academics"
        description="Recorded courses for the foundation level."
      />
    </main>
  );
}
