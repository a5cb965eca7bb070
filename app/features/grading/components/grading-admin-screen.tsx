import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Copy } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, RowAction } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { FormMessage, TextareaField } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import { formatDate } from "~/lib/format-date";
import { withParams } from "~/lib/list-url";
import type { ToastInput } from "~/lib/toast";
import { GradingTermFormSchema } from "../term-document";
import type { AdminGradingTerm, getSavedGradingTerm } from "../terms.server";

// This screen's dialogs: ?new=1 (optionally &from=<term> to start from a copy), ?edit=<term>,
// ?delete=<term>. Built-in terms are read-only; saved ones can be edited and deleted.
export const gradingListUrl = (url: { pathname: string; search: string }) =>
  withParams(url, { new: null, edit: null, delete: null, from: null });

export const GRADING_LOAD_ERROR = "Failed to load grading terms";

export interface GradingScreenData {
  rows: AdminGradingTerm[];
  q: string;
  creating: boolean;
  /** Adding from a copy of this term's rules. */
  template: { term: string; text: string } | null;
  editing: NonNullable<Awaited<ReturnType<typeof getSavedGradingTerm>>> | null;
  deleting: { term: string; overridesBuiltIn: boolean } | null;
  toast: ToastInput | null;
}

export interface GradingActionData {
  result: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
}

const ORIGIN_LABELS: Record<AdminGradingTerm["origin"], string> = {
  "built-in": "Built-in, read-only",
  saved: "Saved",
  "saved-override": "Saved, replaces built-in",
};

function OriginBadge({ row }: { row: AdminGradingTerm }) {
  const saved = row.origin !== "built-in";
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={
          saved
            ? "rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-accent"
            : "rounded-full border border-border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-muted"
        }
      >
        {ORIGIN_LABELS[row.origin]}
      </span>
      {row.overridden ? (
        <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-muted">
          Not in use
        </span>
      ) : null}
      {row.valid ? null : (
        <span className="rounded-full border border-danger px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-danger">
          Invalid: not in use
        </span>
      )}
    </span>
  );
}

/** The course count, and the ids no catalogue course claims (named as the rules name them). */
function CourseCount({ row }: { row: AdminGradingTerm }) {
  const missing = row.uncatalogued;
  return (
    <span className="grid gap-1">
      <span>{row.courses.toLocaleString("en-IN")}</span>
      {missing.length > 0 ? (
        <span className="text-xs text-danger" data-testid="uncatalogued">
          Not linked to a subject: {missing.join(", ")}
        </span>
      ) : null}
    </span>
  );
}

export function GradingAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: GradingScreenData;
  actionData: GradingActionData | undefined;
}) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = gradingListUrl(location);
  const { editing, deleting, creating, template, rows } = loaderData;
  const latest = rows.find((row) => row.valid && !row.overridden);
  const empty = loaderData.toast
    ? GRADING_LOAD_ERROR
    : loaderData.q.trim()
      ? "No grading terms match your search"
      : "No grading terms found";
  return (
    <AdminPage
      title="Grading Rules"
      description="The grading rules of each term, as used by the grade predictor, the CGPA calculator and /api/grading-rules.json. Built-in terms come with the site; add a term here to publish it without a deploy."
      addLabel="Add Term"
    >
      <FilterBar searchLabel="Search by term or title" filters={[]} />
      <DataTable
        caption="Grading terms"
        columns={[
          {
            header: "Term",
            cell: (r) => <span className="font-medium whitespace-nowrap">{r.term}</span>,
          },
          { header: "Title", cell: (r) => r.title },
          { header: "Courses", cell: (r) => <CourseCount row={r} /> },
          { header: "Source", cell: (r) => <OriginBadge row={r} /> },
          {
            header: "Updated",
            cell: (r) => (r.updatedAt ? formatDate(r.updatedAt) : "—"),
            className: "whitespace-nowrap",
          },
        ]}
        rows={rows}
        rowKey={(r) => (r.origin === "built-in" ? `built-in-${r.term}` : r.term)}
        rowLabel={(r) => r.term}
        empty={empty}
        loading={loading}
        canEdit={(r) => r.origin !== "built-in"}
        canDelete={(r) => r.origin !== "built-in"}
        rowActions={(r) => (
          <RowAction
            to={withParams(location, { new: "1", from: r.term, edit: null, delete: null })}
            label={`Copy ${r.term}${r.origin === "built-in" ? " (built-in)" : ""} to a new term`}
            text="Copy"
            icon={Copy}
          />
        )}
      />
      {creating || editing ? (
        <FormDialog
          title={editing ? `Edit Term ${editing.term}` : "Add Term"}
          description={
            template
              ? `Starting from a copy of ${template.term}: change the term, the title and what differs.`
              : undefined
          }
          closeTo={closeTo}
          wide
        >
          <TermForm
            key={editing?.term ?? `new-${template?.term ?? ""}`}
            editing={editing}
            initialText={editing?.text ?? template?.text ?? ""}
            copyFrom={!editing && !template && latest ? latest.term : null}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={
            deleting.overridesBuiltIn
              ? `Are you sure you want to delete the saved rules for ${deleting.term}? The built-in rules for ${deleting.term} will apply again.`
              : `Are you sure you want to delete the grading rules for ${deleting.term}? The grade predictor will no longer offer this term.`
          }
          id={deleting.term}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

type Editing = NonNullable<GradingScreenData["editing"]>;

function TermForm({
  editing,
  initialText,
  copyFrom,
  lastResult,
}: {
  editing: Editing | null;
  initialText: string;
  /** When adding from scratch: the term offered as a starting point. */
  copyFrom: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  const saving = useSubmittingIntent("save");
  const [form, fields] = useForm({
    id: `grading-term-${editing?.term ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    defaultValue: { document: initialText, original: editing?.term },
    // As on every form: a field is first checked when left, then again at each keystroke,
    // so its message goes as soon as it is right (after a failed save too).
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GradingTermFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
      <DialogBody className="grid content-start gap-4">
        {editing ? <input {...getInputProps(fields.original, { type: "hidden" })} /> : null}
        {form.errors?.length ? (
          <FormMessage tone="error" id={form.errorId}>
            {form.errors.join(" ")}
          </FormMessage>
        ) : null}
        <TextareaField
          meta={fields.document}
          label="Rules (JSON)"
          rows={18}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          hint={
            <>
              One term: <code>term</code> (YYYY-MM), <code>title</code>, <code>source</code>,{" "}
              <code>passMark</code>, <code>gradeCutoffs</code> and <code>courses</code>, as in{" "}
              <a href="/api/grading-rules.json" className="text-accent underline">
                /api/grading-rules.json
              </a>
              . Every formula is checked before saving. A term with the id of a built-in term
              replaces it until deleted. The tools name each course, and take its level and credits,
              from the subject whose grading id is the course&apos;s <code>id</code>.
              {copyFrom ? (
                <>
                  {" "}
                  <Link
                    to={withParams(location, { new: "1", from: copyFrom })}
                    preventScrollReset
                    className="text-accent underline"
                  >
                    Start from a copy of {copyFrom}
                  </Link>
                  .
                </>
              ) : null}
            </>
          }
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Term" : "Add Term"}
        </Button>
      </DialogFooter>
    </Form>
  );
}
