import { FileUp } from "lucide-react";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AdminPage, useDataToast } from "~/components/admin/admin-page";
import { FileDropZone } from "~/components/file-drop-zone";
import { FormMessage } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { requireAdmin } from "~/features/auth/session.server";
import {
  applyDraft,
  createDraft,
  getDraft,
  planDraft,
  type ImportResult,
} from "~/features/import/apply.server";
import {
  describeCounts,
  IMPORT_KINDS,
  type ImportKind,
  type ImportOutcome,
  KIND_COLUMNS,
  KIND_HELP,
  KIND_LABELS,
  KIND_NOUNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  OUTCOME_LABELS,
  REQUIRED_COLUMNS,
} from "~/features/import/kinds";
import { parseImportFile } from "~/features/import/parse.server";
import { ImportActionSchema, KIND_CHOICES } from "~/features/import/schema";
import { IMPORT_TOO_LARGE, readImportUpload } from "~/features/import/upload.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { describeRefusal } from "~/lib/form-body.server";
import { adminMeta } from "~/lib/seo";
import type { ToastInput } from "~/lib/toast";
import { errorToast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/import";

const PATH = "/admin/import";
const draftUrl = (id: string) => `${PATH}?draft=${id}`;
const LOAD_ERROR = "Failed to load the import";
const APPLY_ERROR = "Failed to apply the import: nothing was changed. Try again.";

interface ShownRow {
  row: number;
  label: string;
  outcome: ImportOutcome;
  details: string;
}

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
          loadError: null,
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
        { view: "missing" as const, message: planned.message, loadError: null },
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
      { view: "missing" as const, message: LOAD_ERROR, loadError: errorToast(LOAD_ERROR) },
      { status: 503 },
    );
  }
}

interface ActionData {
  formError: string;
  values: { kind: string; createSubjects: boolean };
  toast?: ToastInput;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const refuse = (status: number, formError: string, values: ActionData["values"]) =>
    data<ActionData>({ formError, values }, { status });
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
    return data<ActionData>(
      { formError: APPLY_ERROR, values: kept, toast: errorToast(APPLY_ERROR) },
      { status: 503 },
    );
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Import");

const KIND_OPTIONS = [
  { value: "auto", label: "Detect from its columns" },
  ...IMPORT_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
];

/** A field's look; its vertical padding is given with it (the file input takes less). */
const control =
  "block w-full rounded-lg border border-border bg-background px-3 text-base text-foreground focus-visible:border-accent aria-[invalid=true]:border-danger";

const BADGE: Record<ImportOutcome, string> = {
  add: "bg-accent-soft text-accent",
  update: "bg-accent-soft text-accent",
  unchanged: "border border-border text-muted",
  skip: "border border-border text-foreground",
  error: "border border-danger text-danger",
};

function OutcomeBadge({ outcome }: { outcome: ImportOutcome }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
        BADGE[outcome],
      )}
    >
      {OUTCOME_LABELS[outcome]}
    </span>
  );
}

export default function AdminImportPage({ loaderData, actionData }: Route.ComponentProps) {
  useDataToast(actionData?.toast);
  useDataToast(loaderData.view === "missing" ? loaderData.loadError : null);
  return (
    <AdminPage
      title="Import"
      description="Bring in resources, subjects, blog posts, newsletter subscribers, practice questions and practice papers from a CSV or JSON file, including exports of the original site's tables. A dry run shows what each row will do before anything changes."
    >
      {actionData?.formError ? (
        <FormMessage tone="error" id="import-error">
          {actionData.formError}
        </FormMessage>
      ) : null}
      {loaderData.view === "missing" ? (
        <FormMessage tone="error">{loaderData.message}</FormMessage>
      ) : null}
      {loaderData.view === "dry-run" ? (
        <DryRun {...loaderData} />
      ) : loaderData.view === "result" ? (
        <ImportResultView draft={loaderData.draft} result={loaderData.result} />
      ) : (
        <UploadForm
          values={actionData?.values}
          failure={actionData?.formError ? actionData : undefined}
        />
      )}
    </AdminPage>
  );
}

function UploadForm({
  values,
  failure,
}: {
  values?: { kind: string; createSubjects: boolean };
  /** The answer that refused the last file, if it did. */
  failure?: object;
}) {
  const navigation = useNavigation();
  // A file chosen after a refusal is no longer the refused one: the field stops saying so.
  const [replacedFor, setReplacedFor] = useState<object | null>(null);
  const invalid = failure !== undefined && replacedFor !== failure;
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  return (
    <>
      <Card>
        <Form
          method="post"
          encType="multipart/form-data"
          className="grid gap-5"
          onChange={(event) => {
            const target: EventTarget = event.target;
            if (target instanceof HTMLInputElement && target.name === "file") {
              setReplacedFor(failure ?? null);
            }
          }}
        >
          <FileDropZone
            meta={{
              id: "import-file",
              name: "file",
              required: true,
              errorId: "import-error",
              descriptionId: "import-file-hint",
              // The form's message (import-error) says what was wrong with the file.
              errors: invalid ? [] : undefined,
            }}
            label="File (CSV or JSON)"
            accept=".csv,.json,text/csv,application/json"
            hint={
              <>
                Up to {MAX_IMPORT_BYTES / 1024 / 1024} MB and{" "}
                {MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows. CSV with a header line (UTF-8), or
                JSON: a list of rows, or the export&apos;s document with several kinds.
              </>
            }
          />
          <div className="grid gap-1.5">
            <label htmlFor="import-kind" className="text-sm font-medium">
              File holds
            </label>
            <select
              id="import-kind"
              name="kind"
              defaultValue={values?.kind ?? "auto"}
              key={values?.kind ?? "auto"}
              className={cn(control, "py-2.5")}
            >
              {KIND_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <input
                id="import-create-subjects"
                name="createSubjects"
                type="checkbox"
                defaultChecked={values?.createSubjects ?? false}
                key={String(values?.createSubjects ?? false)}
                aria-describedby="import-create-subjects-hint"
                className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
              />
              <label htmlFor="import-create-subjects" className="text-sm">
                Create missing subjects
              </label>
            </div>
            <p id="import-create-subjects-hint" className="text-sm text-muted">
              A resource whose subject is not on the Subjects screen is an error unless this is
              ticked; then the subject is created, named after its slug.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="intent" value="preview" disabled={busy}>
              <FileUp aria-hidden="true" />
              {busy ? "Reading..." : "Dry run"}
            </Button>
            <span className="text-sm text-muted">Nothing is changed until you apply it.</span>
          </div>
        </Form>
      </Card>
      <ColumnsHelp />
      <p className="text-sm text-muted">
        To take everything out, use{" "}
        <Link to="/admin/export" className="text-accent underline">
          Export
        </Link>
        : its files import back unchanged.
      </p>
    </>
  );
}

function ColumnsHelp() {
  return (
    <details className="rounded-xl border border-border bg-card p-4 text-sm">
      <summary className="cursor-pointer font-medium">Columns each kind reads</summary>
      <dl className="mt-3 grid gap-3">
        {IMPORT_KINDS.map((kind) => (
          <div key={kind}>
            <dt className="font-medium">{KIND_LABELS[kind]}</dt>
            <dd className="text-muted break-words">
              {KIND_COLUMNS[kind].map((column, i) => (
                <span key={column}>
                  {i > 0 ? ", " : null}
                  {REQUIRED_COLUMNS[kind].includes(column) ? (
                    <strong className="text-foreground">{column}</strong>
                  ) : (
                    column
                  )}
                </span>
              ))}
              {KIND_HELP[kind] ? <span className="mt-1 block">{KIND_HELP[kind]}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-muted">
        Columns in bold are required. A row is matched to what is stored by its id (resources, when
        given), else resources by level, subject, type and title, subjects by level and slug, posts
        by slug, practice questions and papers by course and slug, and subscribers by e-mail.
        Imported subscribers are never mailed.
      </p>
    </details>
  );
}

type DryRunData = Extract<Route.ComponentProps["loaderData"], { view: "dry-run" }>;

function DryRun({ draft, fingerprint, counts, subjectsToCreate, sections }: DryRunData) {
  const navigation = useNavigation();
  const applying =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "apply";
  const writes = counts.add + counts.update;
  return (
    <>
      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold break-all">Dry run of {draft.fileName}</h2>
          <p className="mt-1" role="status">
            {describeCounts(counts) || "No rows"}. Nothing has been changed yet.
          </p>
          {draft.createSubjects ? (
            <p className="mt-1 text-sm text-muted">Missing subjects will be created.</p>
          ) : null}
        </div>
        {subjectsToCreate.length > 0 ? (
          <p className="text-sm">
            Subjects to create: <span className="break-words">{subjectsToCreate.join(", ")}</span>
          </p>
        ) : null}
        {counts.error + counts.skip > 0 ? (
          <p className="text-sm">
            Rows with errors and skipped rows are left out; the others are applied.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post">
            <input type="hidden" name="draft" value={draft.id} />
            <input type="hidden" name="fingerprint" value={fingerprint} />
            <Button type="submit" name="intent" value="apply" disabled={applying}>
              {applying
                ? "Applying..."
                : writes > 0
                  ? `Apply: ${describeCounts({ ...counts, unchanged: 0, skip: 0, error: 0 })}`
                  : "Apply (nothing to change)"}
            </Button>
          </Form>
          <Link to={PATH} className={buttonVariants({ variant: "outline" })}>
            Start over
          </Link>
        </div>
      </Card>
      {sections.map((section) => (
        <section
          key={section.kind}
          aria-labelledby={`section-${section.kind}`}
          className="grid gap-3"
        >
          <h2 id={`section-${section.kind}`} className="text-lg font-semibold">
            {KIND_NOUNS[section.kind as ImportKind]} ({section.rows.length.toLocaleString("en-IN")}{" "}
            {section.rows.length === 1 ? "row" : "rows"})
          </h2>
          {section.ignored.length > 0 ? (
            <p className="text-sm text-muted">Columns not read: {section.ignored.join(", ")}</p>
          ) : null}
          <RowsTable
            caption={`Dry run: ${KIND_NOUNS[section.kind as ImportKind]}`}
            rows={section.rows}
          />
        </section>
      ))}
    </>
  );
}

/**
 * The rows of a dry run or a result. Not the shared DataTable (these rows have no actions), but
 * its look: a table where there is room, a card per row where there is not (app.css).
 */
function RowsTable({ caption, rows }: { caption: string; rows: ShownRow[] }) {
  return (
    <div className="@container">
      <div className="@3xl:rounded-xl @3xl:border @3xl:border-border @3xl:bg-card">
        <table className="admin-table w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-border text-muted">
            <tr>
              <th scope="col" className="w-16 px-4 py-3 font-medium">
                Row
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Outcome
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row} className="border-b border-border last:border-b-0">
                <td data-label="Row" className="px-4 py-3 align-top tabular-nums">
                  {r.row}
                </td>
                <td data-primary="" className="px-4 py-3 align-top font-medium break-words">
                  {r.label || "—"}
                </td>
                <td data-label="Outcome" className="px-4 py-3 align-top">
                  <OutcomeBadge outcome={r.outcome} />
                </td>
                <td data-label="Details" data-wide="" className="px-4 py-3 align-top break-words">
                  {r.details || "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ImportResultView({
  draft,
  result,
}: {
  draft: { id: string; fileName: string };
  result: ImportResult;
}) {
  const kinds = [...new Set(result.notApplied.map((r) => r.kind))];
  return (
    <>
      <Card className="grid gap-4">
        <div>
          <h2 className="text-lg font-semibold break-all">Applied: {draft.fileName}</h2>
          <p className="mt-1" role="status">
            {describeCounts(result.counts, true) || "No rows"}.
          </p>
          {result.subjectsCreated.length > 0 ? (
            <p className="mt-1 text-sm">Subjects created: {result.subjectsCreated.join(", ")}</p>
          ) : null}
          <p className="mt-1 text-sm text-muted">
            {result.notApplied.length === 0
              ? "Every row was applied or already up to date."
              : `${result.notApplied.length.toLocaleString("en-IN")} ${result.notApplied.length === 1 ? "row was" : "rows were"} not applied: listed below with why.`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Form method="post">
            <input type="hidden" name="draft" value={draft.id} />
            <Button type="submit" name="intent" value="recheck" variant="outline">
              Dry run this file again
            </Button>
          </Form>
          <Link to={PATH} className={buttonVariants()}>
            Import another file
          </Link>
        </div>
      </Card>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`not-applied-${kind}`} className="grid gap-3">
          <h2 id={`not-applied-${kind}`} className="text-lg font-semibold">
            {KIND_NOUNS[kind]}: not applied
          </h2>
          <RowsTable
            caption={`${KIND_NOUNS[kind]} not applied`}
            rows={result.notApplied
              .filter((r) => r.kind === kind)
              .map((r) => ({ row: r.row, label: r.label, outcome: r.outcome, details: r.reason }))}
          />
        </section>
      ))}
    </>
  );
}
