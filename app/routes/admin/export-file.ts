import { requireAdmin } from "~/features/auth/session.server";
import { exportDocument, exportFileName, exportRows, toCsv } from "~/features/import/export.server";
import type { ExportKind } from "~/features/import/kinds";
import { notFoundText } from "~/lib/not-found";
import type { Route } from "./+types/export-file";

const CSV_FILES: Record<string, ExportKind> = {
  "subjects.csv": "subjects",
  "resources.csv": "resources",
  "blog-posts.csv": "blog_posts",
  "subscribers.csv": "subscribers",
  "practice-questions.csv": "practice_questions",
  "practice-papers.csv": "practice_papers",
};

const download = (body: string, type: string, name: string) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

/** /admin/export/all.json and /admin/export/<kind>.csv: downloads for admins only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.db, request);
  const file = params.file;
  const now = new Date();
  if (file === "all.json") {
    const document = await exportDocument(context.db, now);
    context.logger.info({ adminId: admin.id, file }, "content exported");
    return download(
      `${JSON.stringify(document, null, 2)}\n`,
      "application/json; charset=utf-8",
      exportFileName("all", "json", now),
    );
  }
  const kind = CSV_FILES[file];
  if (!kind) {
    return notFoundText("No such export", "private, no-store");
  }
  const rows = await exportRows(context.db, kind);
  context.logger.info({ adminId: admin.id, file, rows: rows.length }, "content exported");
  return download(toCsv(kind, rows), "text/csv; charset=utf-8", exportFileName(kind, "csv", now));
}
