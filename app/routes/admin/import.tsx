import { data, redirect } from "react-router";
import { requireAdmin } from "~/features/auth/session.server";
import { applyDraft, createDraft, getDraft, planDraft } from "~/features/import/apply.server";
import {
  IMPORT_PATH,
  ImportAdminScreen,
  type ImportActionData,
  type ShownRow,
} from "~/features/import/components/import-admin-screen";
import { describeCounts, type ImportOutcome, MAX_IMPORT_BYTES } from "~/features/import/kinds";
import { parseImportFile } from "~/features/import/parse.server";
import { ImportActionSchema, KIND_CHOICES } from "~/features/import/schema";
import { IMPORT_TOO_LARGE, readImportUpload } from "~/features/import/upload.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal } from "~/lib/form-body.server";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/import";

const draftUrl = (id: string) => `${IMPORT_PATH}?draft=${id}`;
const LOAD_ERROR = "Failed to load the import";
const APPLY_ERROR = "Failed to apply the import: nothing was changed. Try again.";

function detailsOf(row: {
  outcome: ImportOutcome;
  reasons: string[];
  errors: { column: string; message: string }[];
  changes: string[];
}): string {
  if (row.errors.length)
    return row.errors.map((e) => (e.column ? `${e.column}: ${e.message}` : e.message)).join("; ");
  const parts = [...row.reasons];
  if (row.outcome === "update") parts.unshift(`Changes ${row.changes.join(", ")}`);
  return parts.join("; ");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const id = new URL(request.url).searchParams.get("draft");
  if (!id) return { view: "upload" as const };
  try {
    const draft = await getDraft(context.db, id);
    if (!draft) {
      return data(
        {
          view: "missing" as const,
          message:
            "This import is no longer available (uploads are kept for a week). Upload the file again.",
          toast: null,
        },
        { status: 404 },
      );
    }
    const about = {
      id: draft.id,
      fileName: draft.fileName,
      kind: draft.options.kind,
      createSubjects: draft.options.createSubjects,
    };
    if (draft.appliedAt && draft.result) {
      return { view: "result" as const, draft: about, result: draft.result };
    }
    const planned = await planDraft(context.db, draft);
    if (!planned.ok) {
      return data(
        { view: "missing" as const, message: planned.message, toast: null },
        { status: 400 },
      );
    }
    const { plan } = planned;
    return {
      view: "dry-run" as const,
      draft: about,
      fingerprint: plan.fingerprint,
      counts: plan.counts,
      subjectsToCreate: plan.subjectsToCreate.map((s) => `${s.level}/${s.slug} (${s.name})`),
      sections: plan.sections.map((s) => ({
        kind: s.kind,
        ignored: s.ignored,
        rows: s.rows.map((r): ShownRow => ({
          row: r.row,
          label: r.label,
          outcome: r.outcome,
          details: detailsOf(r),
        })),
      })),
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin import failed to load");
    return data(
      { view: "missing" as const, message: LOAD_ERROR, toast: errorToast(LOAD_ERROR) },
      { status: 503 },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const refuse = (status: number, formError: string, values: ImportActionData["values"]) =>
    data<ImportActionData>({ formError, values }, { status });
  const noValues = { kind: "auto", createSubjects: false };
  if (declared > MAX_IMPORT_BYTES + 64 * 1024) return refuse(413, IMPORT_TOO_LARGE, noValues);

  let upload;
  try {
    upload = await readImportUpload(request);
  } catch (error) {
    const refused = await describeRefusal(error);
    context.logger.warn({ err: error }, "import form could not be read");
    return refuse(
      refused?.status ?? 400,
      refused?.message ?? "The upload was interrupted. Please try again.",
      noValues,
    );
  }
  const raw = Object.fromEntries(upload.fields);
  const kept = {
    kind: KIND_CHOICES.includes(raw.kind as never) ? String(raw.kind) : "auto",
    createSubjects: raw.createSubjects === "on",
  };
  const parsed = ImportActionSchema.safeParse(raw);
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? "This form could not be read.", kept);
  }
  const input = parsed.data;

  try {
    if (input.intent === "preview") {
      if (upload.fileError)
        return refuse(upload.fileError === IMPORT_TOO_LARGE ? 413 : 415, upload.fileError, kept);
      if (!upload.file) return refuse(400, "Choose a CSV or JSON file to import.", kept);
      const options = { kind: input.kind, createSubjects: input.createSubjects };
      // File-level faults (not CSV or JSON, no rows, too many) are told now, not after a redirect.
      const readable = parseImportFile(upload.file.name, upload.file.text, input.kind);
      if (!readable.ok) return refuse(400, readable.message, kept);
      const id = await createDraft(context.db, admin.id, {
        fileName: upload.file.name,
        content: upload.file.text,
        options,
      });
      return redirect(draftUrl(id), 303);
    }

    if (input.intent === "recheck") {
      const draft = await getDraft(context.db, input.draft);
      if (!draft)
        return refuse(404, "This import is no longer available. Upload the file again.", kept);
      const id = await createDraft(context.db, admin.id, draft);
      return redirect(draftUrl(id), 303);
    }

    const outcome = await applyDraft(context.db, {
      draftId: input.draft,
      adminId: admin.id,
      fingerprint: input.fingerprint,
    });
    switch (outcome.status) {
      case "applied":
        return redirectWithToast(draftUrl(input.draft), {
          title: "Import applied",
          description: describeCounts(outcome.result.counts, true) || "Nothing to import",
        });
      case "changed":
        return redirectWithToast(draftUrl(input.draft), {
          title: "Not applied",
          description:
            "What is stored changed since this dry run. Check the new dry run below, then apply again.",
          variant: "destructive",
        });
      case "already-applied":
        return redirectWithToast(draftUrl(input.draft), {
          title: "Already applied",
          description: "This import was applied before: its result is shown.",
        });
      case "not-found":
        return refuse(404, "This import is no longer available. Upload the file again.", kept);
      case "unreadable":
        return refuse(400, outcome.message, kept);
    }
  } catch (error) {
    context.logger.error({ err: error }, "admin import failed");
    return data<ImportActionData>(
      { formError: APPLY_ERROR, values: kept, toast: errorToast(APPLY_ERROR) },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Import");

export default function AdminImportPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportAdminScreen loaderData={loaderData} actionData={actionData} />;
}
