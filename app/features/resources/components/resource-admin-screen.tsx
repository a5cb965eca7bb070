import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Paperclip } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { AdminPage, FilterBar, type Filter, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { type Column, DataTable, Pagination } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { listUrl } from "~/components/admin/list-url";
import { FileDropZone } from "~/components/file-drop-zone";
import {
  CheckboxField,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { type SubjectChoice, SubjectSelectField } from "~/components/subject-select";
import { Button } from "~/components/ui/button";
import type { FieldMeta } from "~/lib/field-props";
import { fileTypeLabel, formatFileSize, UPLOAD_ACCEPT, UPLOAD_HINT } from "~/lib/file-type";
import type { ToastInput } from "~/lib/toast";
import {
  type AdminResourceKind,
  CATEGORY_OPTIONS,
  clientFormSchemaFor,
  EXAM_OPTIONS,
  formSchemaFor,
  LEVEL_OPTIONS,
  RESOURCE_KINDS,
  TERM_OPTIONS,
  TYPE_FILTER_OPTIONS,
  TYPE_FORM_OPTIONS,
} from "../schema";
import { canonicalSubject } from "../subjects";

export interface ResourceRow {
  id: string;
  title: string;
  subject: string;
  /** The subject's name (lists never show slugs). */
  subjectName?: string;
  level: string;
  category: string;
  resourceType: string;
  term: string;
}

export interface EditableResource extends ResourceRow {
  description: string;
  fileUrl: string | null;
  linkUrl: string | null;
  exam: string | null;
  fileKey: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
}

export interface ResourceScreenData {
  rows: ResourceRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The subject filter's options: stored slugs, labelled with the subjects' names. */
  subjects: { value: string; label: string }[];
  /** What the form's subject select offers, level by level. */
  subjectChoices: SubjectChoice[];
  creating: boolean;
  editing: EditableResource | null;
  deleting: { id: string; title: string } | null;
  toast: ToastInput | null;
}

export interface ResourceActionData {
  result?: SubmissionResult<string[]> | null | undefined;
  toast: ToastInput | null;
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

function columnsFor(kind: AdminResourceKind): Column<ResourceRow>[] {
  const title: Column<ResourceRow> = {
    header: "Title",
    cell: (r) => <span className="font-medium">{r.title}</span>,
  };
  const subject: Column<ResourceRow> = {
    header: "Subject",
    cell: (r) => r.subjectName ?? r.subject,
  };
  const level: Column<ResourceRow> = {
    header: "Level",
    cell: (r) => label(LEVEL_OPTIONS, r.level),
  };
  if (kind === "resource") {
    return [
      title,
      subject,
      { header: "Type", cell: (r) => label(TYPE_FILTER_OPTIONS, r.resourceType) },
      level,
      { header: "Category", cell: (r) => label(CATEGORY_OPTIONS, r.category) },
    ];
  }
  if (kind === "pyq")
    return [title, subject, level, { header: "Term", cell: (r) => label(TERM_OPTIONS, r.term) }];
  return [title, subject, level];
}

function filtersFor(
  kind: AdminResourceKind,
  subjects: { value: string; label: string }[],
): Filter[] {
  const level: Filter = {
    name: "level",
    label: "Level",
    allLabel: "All levels",
    options: LEVEL_OPTIONS,
  };
  if (kind === "resource") {
    return [
      level,
      {
        name: "category",
        label: "Category",
        allLabel: "All categories",
        options: CATEGORY_OPTIONS,
      },
      { name: "type", label: "Type", allLabel: "All types", options: TYPE_FILTER_OPTIONS },
    ];
  }
  return [
    level,
    {
      name: "subject",
      label: "Subject",
      allLabel: "All subjects",
      options: subjects,
    },
  ];
}

/** One of the four resource screens: the shared table and dialogs, with this kind's fields. */
export function ResourceAdminScreen({
  kind,
  loaderData,
  actionData,
}: {
  kind: AdminResourceKind;
  loaderData: ResourceScreenData;
  actionData?: ResourceActionData;
}) {
  const config = RESOURCE_KINDS[kind];
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = listUrl(location);
  const { editing, deleting, creating } = loaderData;
  return (
    <AdminPage title={config.title} addLabel={`Add ${config.singular}`}>
      <FilterBar
        searchLabel="Search by title or subject"
        filters={filtersFor(kind, loaderData.subjects)}
      />
      <DataTable
        caption={config.title}
        columns={columnsFor(kind)}
        rows={loaderData.rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        empty={loaderData.toast ? config.loadError : config.empty}
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog
          title={editing ? `Edit ${config.singular}` : `Add ${config.singular}`}
          closeTo={closeTo}
        >
          <ResourceForm
            key={editing?.id ?? "new"}
            kind={kind}
            editing={editing}
            subjects={loaderData.subjectChoices}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={config.confirm}
          id={deleting.id}
          itemLabel={deleting.title}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

function ResourceForm({
  kind,
  editing,
  subjects,
  lastResult,
}: {
  kind: AdminResourceKind;
  editing: EditableResource | null;
  subjects: SubjectChoice[];
  lastResult: ResourceActionData["result"] | undefined;
}) {
  const config = RESOURCE_KINDS[kind];
  const schema = formSchemaFor(kind);
  const clientSchema = clientFormSchemaFor(kind);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `resource-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: editing
      ? {
          ...editing,
          // A legacy underscored subject selects its hyphenated row.
          subject: canonicalSubject(editing.subject),
          fileUrl: editing.fileUrl ?? "",
          linkUrl: editing.linkUrl ?? "",
          exam: editing.exam ?? "",
        }
      : undefined,
    // As on every form: a field is first checked when left, then again at each keystroke,
    // so its message goes as soon as it is right (after a failed save too).
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: clientSchema }),
  });
  const f = fields as unknown as Record<string, FieldMeta & { value?: unknown }>;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className={dialogFormClass}
    >
      <DialogBody className="grid content-start gap-4 sm:grid-cols-2">
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        {form.errors?.length ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          </div>
        ) : null}
        <InputField
          meta={f.title!}
          label="Title"
          className="sm:col-span-2"
          // The lectures page reads a lecture's week and length from its title (lecture-facts.ts).
          hint={
            kind === "lecture"
              ? "Start with the week and end with the length, e.g. “Week 3: Limits (42:10)”: the lectures page shows both."
              : undefined
          }
        />
        {kind === "resource" ? (
          <SelectField
            meta={f.category!}
            label="Category"
            options={CATEGORY_OPTIONS}
            placeholder="Select category"
          />
        ) : null}
        <SelectField
          meta={f.level!}
          label="Level"
          options={LEVEL_OPTIONS}
          placeholder="Select level"
        />
        <SubjectSelectField
          meta={f.subject!}
          level={typeof f.level!.value === "string" ? f.level!.value : undefined}
          subjects={subjects}
        />
        {kind === "resource" ? (
          <SelectField
            meta={f.resourceType!}
            label="Resource Type"
            options={TYPE_FORM_OPTIONS}
            placeholder="Select type"
          />
        ) : null}
        {kind === "pyq" ? (
          <SelectField
            meta={f.term!}
            label="Term"
            options={TERM_OPTIONS}
            placeholder="Select term"
          />
        ) : null}
        {kind !== "resource" ? (
          <SelectField
            meta={f.exam!}
            label="Exam tab"
            options={kind === "note" ? EXAM_OPTIONS.slice(0, 3) : EXAM_OPTIONS}
            placeholder="Default tab"
            hint="Where the public page lists it"
          />
        ) : null}
        <TextareaField
          meta={f.description!}
          label="Description"
          rows={3}
          className="sm:col-span-2"
        />
        <FileFields
          current={editing?.fileKey ? editing : null}
          fileMeta={f.file!}
          removeMeta={f.removeFile!}
        />
        {kind === "resource" ? (
          <InputField meta={f.fileUrl!} type="url" label="File URL" className="sm:col-span-2" />
        ) : null}
        <InputField
          meta={f.linkUrl!}
          type="url"
          label={kind === "lecture" ? "Video URL" : "Link URL"}
          className="sm:col-span-2"
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : `${editing ? "Update" : "Add"} ${config.singular}`}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The resource's own file: upload one, or (editing) keep, replace or remove the current one. Works
 * without JavaScript: a chosen file replaces, the box removes, neither keeps.
 */
function FileFields({
  current,
  fileMeta,
  removeMeta,
}: {
  current: Pick<EditableResource, "fileKey" | "fileName" | "fileType" | "fileSize"> | null;
  fileMeta: FieldMeta;
  removeMeta: FieldMeta;
}) {
  const details = current
    ? [fileTypeLabel(current.fileType), current.fileSize ? formatFileSize(current.fileSize) : null]
        .filter(Boolean)
        .join(", ")
    : "";
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-medium">File</legend>
      {current ? (
        <>
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <span className="text-muted">Current file:</span>
            <a
              href={`/files/${current.fileKey}`}
              target="_blank"
              rel="noopener"
              className="min-w-0 font-medium break-words text-accent underline underline-offset-4"
            >
              {current.fileName ?? "file"}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {details ? <span className="text-muted">({details})</span> : null}
          </p>
          <CheckboxField
            meta={removeMeta}
            label="Remove this file"
            hint="Choosing a new file below replaces it instead."
          />
        </>
      ) : null}
      <FileDropZone
        meta={fileMeta}
        label={current ? "Replace with another file" : "Upload a file"}
        hint={`${UPLOAD_HINT} Without a file, the public page links to the URL below.`}
        accept={UPLOAD_ACCEPT}
      />
    </fieldset>
  );
}
