import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Ban, RotateCcw } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { AdminPage, useListLoading } from "~/components/admin/admin-page";
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
import { useSubmittingIntent } from "~/lib/admin-action";
import { selectProps } from "~/lib/field-props";
import { withParams } from "~/lib/list-url";
import type { ToastInput } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { eventAudience } from "../feed";
import type {
  getAdminCalendarEvent,
  listAdminCalendarEvents,
  listCalendarLevels,
  listCalendarSubjects,
} from "../queries.server";
import {
  CALENDAR_EVENT_KINDS,
  CalendarEventFields,
  CalendarEventSchema,
  KIND_LABELS,
  LEVEL_NAMES,
  termLabel,
  type termOptions,
} from "../schema";
import { formatWhen, istClockValue, istDayValue } from "../time";

/** The dialogs of this screen live in the URL (ADR 008): ?new=1, ?edit=, ?delete=. */
export const CALENDAR_DIALOG_PARAMS = { new: null, edit: null, delete: null };
const KIND_OPTIONS = CALENDAR_EVENT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));
const DAY_MS = 86_400_000;

type CalendarEvent = NonNullable<Awaited<ReturnType<typeof getAdminCalendarEvent>>>;

export interface CalendarScreenData {
  /** The term shown, and the terms with a tab. */
  term: string;
  tabs: string[];
  rows: Awaited<ReturnType<typeof listAdminCalendarEvents>>;
  subjects: Awaited<ReturnType<typeof listCalendarSubjects>>;
  levels: Awaited<ReturnType<typeof listCalendarLevels>>;
  termChoices: ReturnType<typeof termOptions>;
  creating: boolean;
  editing: CalendarEvent | null;
  deleting: CalendarEvent | null;
  toast: ToastInput | null;
}

export interface CalendarActionData {
  result: SubmissionResult<string[]> | undefined;
  toast: ToastInput | null;
}

type Row = CalendarScreenData["rows"][number];

export function CalendarAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: CalendarScreenData;
  actionData: CalendarActionData | undefined;
}) {
  const location = useLocation();
  const loading = useListLoading();
  const closeTo = withParams(location, CALENDAR_DIALOG_PARAMS);
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
          loaderData.toast
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
  editing: CalendarScreenData["editing"];
  subjects: CalendarScreenData["subjects"];
  levels: CalendarScreenData["levels"];
  termChoices: CalendarScreenData["termChoices"];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const navigation = useNavigation();
  const saving = useSubmittingIntent("save");
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
