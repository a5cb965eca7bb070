import { FileUp } from "lucide-react";
import { useState } from "react";
import { Form, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { FileDropZone } from "~/components/file-drop-zone";
import { FormMessage } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useSubmittingIntent } from "~/lib/admin-action";
import type { ToastInput } from "~/lib/toast";
import { cn } from "~/lib/utils";
import type { ImportResult } from "../apply.server";
import type { DraftOptions } from "../apply.server";
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
} from "../kinds";

export const IMPORT_PATH = "/admin/import";

/** A row of the dry run as the table shows it. */
export interface ShownRow {
  row: number;
  label: string;
  outcome: ImportOutcome;
  details: string;
}

/** The draft a dry run or a result is about. */
interface DraftAbout {
  id: string;
  fileName: string;
  kind: DraftOptions["kind"];
  createSubjects: boolean;
}

interface DryRunData {
  view: "dry-run";
  draft: DraftAbout;
  fingerprint: string;
  counts: Record<ImportOutcome, number>;
  subjectsToCreate: string[];
  sections: { kind: ImportKind; ignored: string[]; rows: ShownRow[] }[];
}

/** The upload form, a dry run, an applied import's result, or why the import is not there. */
export type ImportScreenData =
  | { view: "upload" }
  | { view: "missing"; message: string; toast: ToastInput | null }
  | { view: "result"; draft: DraftAbout; result: ImportResult }
  | DryRunData;

/** An upload refused: why, and the choices to show again. */
export interface ImportActionData {
  formError: string;
  values: { kind: string; createSubjects: boolean };
  toast?: ToastInput;
}

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

export function ImportAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: ImportScreenData;
  actionData: ImportActionData | undefined;
}) {
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
  // A file chosen after a refusal is no longer the refused one: the field stops saying so.
  const [replacedFor, setReplacedFor] = useState<object | null>(null);
  const invalid = failure !== undefined && replacedFor !== failure;
  const busy = useSubmittingIntent("preview");
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

function DryRun({ draft, fingerprint, counts, subjectsToCreate, sections }: DryRunData) {
  const applying = useSubmittingIntent("apply");
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
          <Link to={IMPORT_PATH} className={buttonVariants({ variant: "outline" })}>
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
          <Link to={IMPORT_PATH} className={buttonVariants()}>
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
