import { Download } from "lucide-react";
import { AdminPage } from "~/components/admin/admin-page";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/features/auth/session.server";
import { EXPORT_KINDS, KIND_COLUMNS, KIND_NOUNS } from "~/features/import/kinds";
import { adminMeta } from "~/lib/seo";
import type { Route } from "./+types/export";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  return null;
}

export const meta: Route.MetaFunction = () => adminMeta("Export");

const CSV_NAMES: Record<(typeof EXPORT_KINDS)[number], string> = {
  subjects: "subjects.csv",
  resources: "resources.csv",
  blog_posts: "blog-posts.csv",
  subscribers: "subscribers.csv",
  practice_questions: "practice-questions.csv",
  practice_papers: "practice-papers.csv",
};

export default function AdminExportPage() {
  return (
    <AdminPage
      title="Export"
      description="Download the site's content: everything in one JSON document, or each kind as a CSV file. Both use the columns the Import screen reads, so a file exported here imports back with no change."
    >
      <Card className="grid gap-3">
        <h2 className="text-lg font-semibold">Everything (JSON)</h2>
        <p className="text-sm text-muted">
          Subjects, resources, blog posts, newsletter subscribers, practice questions and practice
          papers in one document.
        </p>
        <div>
          <a href="/admin/export/all.json" download className={buttonVariants()}>
            <Download aria-hidden="true" />
            Download all content (JSON)
          </a>
        </div>
      </Card>
      <Card className="grid gap-3">
        <h2 className="text-lg font-semibold">One kind (CSV)</h2>
        <p className="text-sm text-muted">
          Cells that a spreadsheet would run as a formula start with an apostrophe; the import
          removes it again.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {EXPORT_KINDS.map((kind) => (
            <li key={kind} className="grid gap-1 rounded-lg border border-border p-3">
              <a
                href={`/admin/export/${CSV_NAMES[kind]}`}
                download
                className={buttonVariants({ variant: "outline", align: "start" })}
              >
                <Download aria-hidden="true" />
                {KIND_NOUNS[kind]} (CSV)
              </a>
              <p className="text-xs break-words text-muted">{KIND_COLUMNS[kind].join(", ")}</p>
            </li>
          ))}
        </ul>
      </Card>
    </AdminPage>
  );
}
