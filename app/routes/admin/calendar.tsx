import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import {
  CALENDAR_DIALOG_PARAMS,
  CalendarAdminScreen,
} from "~/features/calendar/components/calendar-admin-screen";
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
  CalendarEventIdSchema,
  CalendarEventSchema,
  isTerm,
  termOf,
  termOptions,
} from "~/features/calendar/schema";
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { withParams } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/calendar";

const OPERATION_FAILED = errorToast("Operation failed");

const uuidParam = (params: URLSearchParams, name: string) => {
  const parsed = CalendarEventIdSchema.safeParse({ id: params.get(name) });
  return parsed.success ? parsed.data.id : undefined;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const now = new Date();
  return loadOrEmpty(
    async () => {
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
      };
    },
    {
      term: termOf(now),
      tabs: [],
      rows: [],
      subjects: [],
      levels: [],
      termChoices: termOptions(now),
      creating: false,
      editing: null,
      deleting: null,
    },
    {
      logger: context.logger,
      message: "Failed to load the calendar",
      log: "admin calendar failed to load",
    },
  );
}

/** What a form posts: Save, or a row's Delete, Cancel or Restore (the id is read below). */
const IntentSchema = z.object({ intent: z.enum(["save", "delete", "cancel", "restore"]) });

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const listUrl = withParams(url, CALENDAR_DIALOG_PARAMS);
  const read = await readAdminForm(request, IntentSchema, { result: undefined });
  if (!read.ok) return read.reply;
  const { formData } = read;
  const { intent } = read.intent;
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
    return redirectWithToast(withParams(url, { ...CALENDAR_DIALOG_PARAMS, term: form.term }), {
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

export default function AdminCalendarPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CalendarAdminScreen loaderData={loaderData} actionData={actionData} />;
}
