import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Ban, RotateCcw } from "lucide-react";
import { data, Form, useLocation, useNavigation } from "react-router";
import { AdminPage, useDataToast, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, rowActionClass } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import {
  CheckboxField,
  fieldControlClass,
  FieldShell,
  FormMessage,
  InputField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { LinkTabs } from "~/components/link-tabs";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { eventAudience } from "~/features/calendar/feed";
import {
  createCalendarEvent,
  deleteCalendarEvent,
  setCalendarEventStatus,
  updateCalendarEvent,
} from "~/features/calendar/mutations.server";
import {
  getAdminCalendarEvent,
  listAdminCalendarEvents,
  listCalendarLevels,
  listCalendarSubjects,
  listCalendarTerms,
} from "~/features/calendar/queries.server";
import {
  CALENDAR_EVENT_KINDS,
  CalendarEventFields,
  CalendarEventIdSchema,
  CalendarEventSchema,
  isTerm,
  KIND_LABELS,
  LEVEL_NAMES,
  termLabel,
  termOf,
  termOptions,
} from "~/features/calendar/schema";
import { formatWhen, istClockValue, istDayValue } from "~/features/calendar/time";
import { selectProps } from "~/lib/field-props";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { withParams } from "~/lib/list-url";
import { ADMIN_FORM } from "~/lib/request-bounds";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/calendar";

/** The dialogs of this screen live in the URL (ADR 008): ?new=1, ?edit=, ?delete=. */
const DIALOG_PARAMS = { new: null, edit: null, delete: null };
const OPERATION_FAILED = errorToast("Operation failed");
const KIND_OPTIONS = CALENDAR_EVENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
const DAY_MS = 86_400_000;

const uuidParam = (params: URLSearchParams, name: string) => {
  const parsed = CalendarEventIdSchema.safeParse({ id: params.get(name) });
  return parsed.success ? parsed.data.id : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  try {
    const terms = await listCalendarTerms(context.db);
    const asked = params.get("term") ?? "";
    // The newest term with dates, else the current one.
    const term = isTerm(asked) ? asked : (terms[0]?.term ?? termOf(now));
    const editId = uuidParam(params, "edit");
    const deleteId = uuidParam(params, "delete");
    const [rows, subjects, levels, editing, deleting] = await Promise.all([
      listAdminCalendarEvents(context.db, term),
      listCalendarSubjects(context.db),
      listCalendarLevels(context.db),
      editId ? getAdminCalendarEvent(context.db, editId) : undefined,
      deleteId ? getAdminCalendarEvent(context.db, deleteId) : undefined,
    ]);
    const tabs = terms.map((t) => t.term);
    if (!tabs.includes(term)) tabs.push(term);
    tabs.sort().reverse();
    return {
      term,
      tabs,
      rows,
      subjects,
      levels,
      termChoices: termOptions(now, tabs),
      creating: params.has("new"),
      editing: editing ?? null,
      deleting: deleting ?? null,
      loadError: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin calendar failed to load");
    return {
      term: termOf(now),
      tabs: [],
      rows: [],
      subjects: [],
      levels: [],
      termChoices: termOptions(now),
      creating: false,
      editing: null,
      deleting: null,
      loadError: errorToast("Failed to load the calendar"),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const listUrl = withParams(url, DIALOG_PARAMS);
  const formData = await readForm(request, ADMIN_FORM);
  const intent = formData.get("intent");
  try {
    if (intent === "delete" || intent === "cancel" || intent === "restore") {
      const parsed = CalendarEventIdSchema.safeParse({ id: formData.get("id") });
      if (!parsed.success) {
        return data({ result: undefined, toast: OPERATION_FAILED }, { status: 400 });
      }
      const { id } = parsed.data;
      const row =
        intent === "delete"
          ? await deleteCalendarEvent(context.db, { id, adminId: admin.id })
          : await setCalendarEventStatus(context.db, {
              id,
              adminId: admin.id,
              status: intent === "cancel" ? "cancelled" : "confirmed",
            });
      if (!row) {
        return data(
          {
            result: undefined,
            toast: errorToast("This event no longer exists or has not changed"),
          },
          { status: 404 },
        );
      }
      const done = { delete: "deleted", cancel: "cancelled", restore: "restored" }[intent];
      return redirectWithToast(listUrl, {
        title: `Event ${done}`,
        description:
          intent === "cancel"
            ? `"${row.title}" is marked cancelled; subscribed calendars show it as cancelled`
            : `"${row.title}" has been ${done}`,
      });
    }
    if (intent !== "save") {
      return data({ result: undefined, toast: errorToast("Unknown action") }, { status: 400 });
    }
    const submission = parseWithZod(formData, { schema: CalendarEventSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), toast: null }, { status: 400 });
    }
    const { id, ...form } = submission.value;
    const result = id
      ? await updateCalendarEvent(context.db, { adminId: admin.id, id, form })
      : await createCalendarEvent(context.db, { adminId: admin.id, form });
    if (!result.ok && result.reason === "invalid") {
      return data(
        {
          result: submission.reply({
            fieldErrors: { [result.error.field]: [result.error.message] },
          }),
          toast: null,
        },
        { status: 400 },
      );
    }
    if (!result.ok) {
      return data(
        {
          result: submission.reply({ formErrors: ["This event no longer exists."] }),
          toast: OPERATION_FAILED,
        },
        { status: 404 },
      );
    }
    return redirectWithToast(withParams(url, { ...DIALOG_PARAMS, term: form.term }), {
      title: id ? "Event updated" : "Event added",
      description: id
        ? result.changed
          ? "Saved; subscribed calendars take the change at their next refresh"
          : "Nothing had changed"
        : `"${form.title}" is on the calendar`,
    });
  } catch (error) {
    context.logger.error({ err: error, intent }, "admin calendar operation failed");
    return data({ result: undefined, toast: OPERATION_FAILED }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Calendar");

type LoaderData = Route.ComponentProps["loaderData"];
type Row = LoaderData["rows"][number];

export default function AdminCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = withParams(location, DIALOG_PARAMS);
  useDataToast(loaderData.loadError);
  useDataToast(actionData?.toast);
  const { term, tabs, rows, creating, editing, deleting } = loaderData;
  return (
    <AdminPage
      title="Exam Calendar"
      description="Each term's quiz, end term, OPPE, registration and deadline dates, in India time (IST). They appear on /calendar and in the calendar feeds students subscribe to. Cancel a date rather than delete it: subscribed calendars then show it as cancelled."
      addLabel="Add Event"
    >
      <LinkTabs
        label="Term"
        activeId={term}
        tabs={tabs.map((t) => ({ id: t, label: termLabel(t), to: `?term=${t}` }))}
      />
      <DataTable<Row>
        caption={`${termLabel(term)} dates`}
        columns={[
          {
            header: "Event",
            primary: true,
            cell: (r) => (
              <>
                <span
                  className={cn(
                    "block font-medium",
                    r.status === "cancelled" && "text-muted line-through",
                  )}
                >
                  {r.title}
                </span>
                <span className="mt-0.5 block text-xs text-muted">
                  {KIND_LABELS[r.kind]} · {eventAudience(r)}
                </span>
              </>
            ),
          },
          { header: "When (IST)", cell: (r) => formatWhen(r) },
          {
            header: "Status",
            cell: (r) =>
              r.status === "cancelled" ? (
                <span className="font-medium text-danger">Cancelled</span>
              ) : (
                "Confirmed"
              ),
          },
          { header: "Source", cell: (r) => <span className="text-muted">{r.source}</span> },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        rowActions={(r) => <StatusButton row={r} />}
        empty={
          loaderData.loadError
            ? "Failed to load the calendar"
            : `No dates for the ${termLabel(term)} yet`
        }
        loading={loading}
      />
      {creating || editing ? (
        <FormDialog title={editing ? "Edit Event" : "Add Event"} closeTo={closeTo}>
          <EventForm
            key={editing?.id ?? "new"}
            term={term}
            editing={editing}
            subjects={loaderData.subjects}
            levels={loaderData.levels}
            termChoices={loaderData.termChoices}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : deleting ? (
        <ConfirmDeleteDialog
          message="Delete this event? Subscribed calendars drop it at their next refresh, without saying why. To tell students a date is off, cancel it instead."
          itemLabel={`${deleting.title} (${formatWhen(deleting)})`}
          id={deleting.id}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

/** Cancel or restore: a post straight from the row (both can be undone by the other). */
function StatusButton({ row }: { row: Row }) {
  const navigation = useNavigation();
  const cancelled = row.status === "cancelled";
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === row.id;
  const Icon = cancelled ? RotateCcw : Ban;
  const text = cancelled ? "Restore" : "Cancel";
  return (
    <Form method="post" className="inline" preventScrollReset>
      <input type="hidden" name="id" value={row.id} />
      <button
        type="submit"
        name="intent"
        value={cancelled ? "restore" : "cancel"}
        disabled={busy}
        aria-label={`${text} ${row.title}`}
        className={rowActionClass}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        <span className="@3xl:hidden">{text}</span>
      </button>
    </Form>
  );
}

function EventForm({
  term,
  editing,
  subjects,
  levels,
  termChoices,
  lastResult,
}: {
  term: string;
  editing: LoaderData["editing"];
  subjects: LoaderData["subjects"];
  levels: LoaderData["levels"];
  termChoices: LoaderData["termChoices"];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `calendar-form-${editing?.id ?? "new"}`,
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(CalendarEventFields),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: editing
      ? {
          term: editing.term,
          kind: editing.kind,
          title: editing.title,
          level: editing.level ?? "",
          subjectId: editing.subjectId ?? "",
          date: istDayValue(editing.startsAt),
          allDay: editing.allDay ? "on" : undefined,
          startTime: editing.allDay ? "" : istClockValue(editing.startsAt),
          endTime: editing.allDay ? "" : istClockValue(editing.endsAt),
          endDate: endDateValue(editing),
          location: editing.location,
          notes: editing.notes,
          source: editing.source,
        }
      : { term },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CalendarEventSchema }),
  });
  const courseProps = selectProps(fields.subjectId, {
    describedBy: fields.subjectId.descriptionId,
  });
  return (
    <Form method="post" {...getFormProps(form)} className={dialogFormClass}>
      <DialogBody className="grid content-start gap-4 sm:grid-cols-2">
        {form.errors?.length ? (
          <div className="sm:col-span-2">
            <FormMessage tone="error" id={form.errorId}>
              {form.errors.join(" ")}
            </FormMessage>
          </div>
        ) : null}
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <InputField meta={fields.title} label="Title" className="sm:col-span-2" />
        <SelectField meta={fields.term} label="Term" options={termChoices} />
        <SelectField
          meta={fields.kind}
          label="Kind"
          options={KIND_OPTIONS}
          placeholder="Choose a kind"
        />
        <SelectField
          meta={fields.level}
          label="Level"
          options={levels.map((l) => ({ value: l, label: LEVEL_NAMES[l] }))}
          placeholder="All levels"
          hint="Empty: every level"
        />
        <FieldShell
          meta={fields.subjectId}
          label="Course"
          hint="Empty: the whole level. From the Subjects list."
        >
          <select {...courseProps} className={fieldControlClass}>
            <option value="">No single course</option>
            {levels.map((level) => (
              <optgroup key={level} label={LEVEL_NAMES[level]}>
                {subjects
                  .filter((s) => s.level === level)
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </FieldShell>
        <InputField
          meta={fields.date}
          label="Date"
          {...({ type: "date" } as object)}
          hint="The day in India (IST)"
        />
        <InputField
          meta={fields.endDate}
          label="End date"
          {...({ type: "date" } as object)}
          hint="Only when it ends on a later day"
        />
        <CheckboxField
          meta={fields.allDay}
          label="All day (no times)"
          className="sm:col-span-2"
          hint="For deadlines and days whose times are announced later"
        />
        <InputField
          meta={fields.startTime}
          label="Start time (IST)"
          {...({ type: "time" } as object)}
        />
        <InputField
          meta={fields.endTime}
          label="End time (IST)"
          {...({ type: "time" } as object)}
        />
        <InputField
          meta={fields.location}
          label="Location"
          className="sm:col-span-2"
          hint="E.g. In person at exam centres, or Remote proctored online"
        />
        <TextareaField meta={fields.notes} label="Notes" rows={3} className="sm:col-span-2" />
        <InputField
          meta={fields.source}
          label="Source"
          className="sm:col-span-2"
          hint="Where the date comes from, shown with it (e.g. the term's grading document)"
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Event" : "Add Event"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** The form's end date: only when the event ends on a later day than it starts. */
function endDateValue(event: { startsAt: Date | string; endsAt: Date | string; allDay: boolean }) {
  const last = event.allDay
    ? new Date(new Date(event.endsAt).getTime() - DAY_MS)
    : new Date(event.endsAt);
  const value = istDayValue(last);
  return value === istDayValue(event.startsAt) ? "" : value;
}
