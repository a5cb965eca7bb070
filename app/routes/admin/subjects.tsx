import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useLocation, useNavigation } from "react-router";
import {
  AdminPage,
  FilterBar,
  errorToast,
  useDataToast,
  useListLoading,
} from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { FormDialog } from "~/components/admin/form-dialog";
import { enumParam, listUrl, pageParam } from "~/components/admin/list-url";
import { FormMessage, InputField, SelectField } from "~/components/forms";
import { LinkTabs } from "~/components/link-tabs";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { ADMIN_PAGE_SIZE, listAdminSubjects } from "~/features/resources/admin-queries.server";
import { createSubject, renameSubject } from "~/features/resources/mutations.server";
import {
  ADMIN_LEVELS,
  LEVEL_OPTIONS,
  SUBJECT_DELETE_NOTICE,
  SubjectFormSchema,
} from "~/features/resources/schema";
import { redirectWithToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/subjects";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const level = enumParam(params, "level", ADMIN_LEVELS) ?? "foundation";
  const page = pageParam(params);
  try {
    const list = await listAdminSubjects(context.db, {
      level,
      q: params.get("q") ?? undefined,
      page,
    });
    return {
      ...list,
      level,
      page,
      pageSize: ADMIN_PAGE_SIZE,
      creating: params.has("new"),
      editing: params.get("edit")?.slice(0, 80) ?? null,
      deleting: params.get("delete")?.slice(0, 80) ?? null,
      loadError: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin subjects failed to load");
    return {
      rows: [],
      total: 0,
      level,
      page,
      pageSize: ADMIN_PAGE_SIZE,
      creating: false,
      editing: null,
      deleting: null,
      loadError: errorToast("Failed to load subjects"),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    // Spec §4: subject deletion is not performed; only the notice is shown.
    return redirectWithToast(listUrl(url), SUBJECT_DELETE_NOTICE);
  }
  const submission = parseWithZod(formData, { schema: SubjectFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, { status: 400 });
  }
  const { original } = submission.value;
  try {
    if (original) {
      await renameSubject(context.db, admin.id, { ...submission.value, original });
    } else {
      await createSubject(context.db, admin.id, submission.value);
    }
  } catch (error) {
    context.logger.error({ err: error }, "admin subject save failed");
    return data(
      {
        result: submission.reply({ formErrors: ["Failed to save subject"] }),
        toast: errorToast("Failed to save subject"),
      },
      { status: 500 },
    );
  }
  const verb = original ? "updated" : "added";
  return redirectWithToast(listUrl(url), {
    title: `Subject ${verb}`,
    description: `The subject has been ${verb} successfully`,
  });
}

export const meta: Route.MetaFunction = () => [
  { title: "Subjects | Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminSubjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = listUrl(location);
  useDataToast(loaderData.loadError);
  useDataToast(actionData?.toast);
  const { level, editing, deleting, creating } = loaderData;
  return (
    <AdminPage title="Subjects" addLabel="Add Subject">
      <LinkTabs
        label="Level"
        activeId={level}
        tabs={LEVEL_OPTIONS.map((o) => ({ id: o.value, label: o.label, to: `?level=${o.value}` }))}
      />
      <FilterBar searchLabel="Search subjects" filters={[]} />
      <DataTable
        caption={`${level} subjects`}
        columns={[
          { header: "Subject Name", cell: (r) => <span className="font-medium">{r.subject}</span> },
          { header: "Resources", cell: (r) => r.resources.toLocaleString("en-IN") },
        ]}
        rows={loaderData.rows}
        rowKey={(r) => r.subject}
        rowLabel={(r) => r.subject}
        empty={loaderData.loadError ? "Failed to load subjects" : "No subjects found"}
        loading={loading}
      />
      <Pagination page={loaderData.page} total={loaderData.total} pageSize={loaderData.pageSize} />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Subject" : "Add Subject"} closeTo={closeTo}>
          <SubjectForm
            key={editing ?? "new"}
            level={level}
            editing={editing}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message={`Are you sure you want to delete the subject "${deleting}"? This will NOT delete related resources.`}
          id={deleting}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

function SubjectForm({
  level,
  editing,
  lastResult,
}: {
  level: string;
  editing: string | null;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `subject-form-${editing ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(SubjectFormSchema),
    defaultValue: { name: editing ?? "", level },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubjectFormSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      {form.errors?.length ? (
        <FormMessage tone="error" id={form.errorId}>
          {form.errors.join(" ")}
        </FormMessage>
      ) : null}
      {editing ? <input type="hidden" name="original" value={editing} /> : null}
      <InputField
        meta={fields.name}
        label="Subject Name"
        hint="Stored as a slug, e.g. computational-thinking"
      />
      {editing ? (
        // Spec §4: the level is locked in edit mode.
        <div className="grid gap-1.5">
          <label htmlFor="subject-level-locked" className="text-sm font-medium">
            Level
          </label>
          <select
            id="subject-level-locked"
            disabled
            value={level}
            className="block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-base opacity-70"
          >
            {LEVEL_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <input type="hidden" name="level" value={level} />
        </div>
      ) : (
        <SelectField meta={fields.level} label="Level" options={LEVEL_OPTIONS} />
      )}
      <div className="flex justify-end">
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Subject" : "Add Subject"}
        </Button>
      </div>
    </Form>
  );
}
