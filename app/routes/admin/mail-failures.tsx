import { Form, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { MAIL_FAILURE_STATUSES, MAIL_KIND_LABELS } from "~/features/mail-failures/labels";
import {
  countMailFailures,
  dismissMailFailures,
  listMailFailures,
  PAGE_SIZE,
} from "~/features/mail-failures/mail-failures.server";
import { readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { enumParam, pageParam } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/mail-failures";

const STATUS_LABEL = { open: "Not dismissed", dismissed: "Dismissed" } as const;

// India time, as every admin date; with the time, since several may fail on one day.
const when = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = {
    status: enumParam(params, "status", MAIL_FAILURE_STATUSES),
    query: params.get("q") ?? "",
  };
  const page = pageParam(params);
  try {
    const [rows, total, open] = await Promise.all([
      listMailFailures(context.db, { ...filter, page }),
      countMailFailures(context.db, filter),
      countMailFailures(context.db, { status: "open" }),
    ]);
    return { rows, total, open, page, pageSize: PAGE_SIZE, toast: null };
  } catch (error) {
    context.logger.error({ err: error }, "admin mail failures failed to load");
    return {
      rows: [],
      total: 0,
      open: 0,
      page,
      pageSize: PAGE_SIZE,
      toast: errorToast("Failed to load failed mail"),
    };
  }
}

const DismissSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("dismiss"), id: z.uuid() }),
  z.object({ intent: z.literal("dismiss-all") }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const read = await readAdminForm(request, DismissSchema);
  if (!read.ok) return read.reply;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  try {
    const id = read.intent.intent === "dismiss" ? read.intent.id : null;
    const n = await dismissMailFailures(context.db, { id, adminId: admin.id });
    return redirectWithToast(
      back,
      n === 0
        ? { title: "Nothing to dismiss", description: "It was already dismissed." }
        : { title: n === 1 ? "Failed mail dismissed" : `${n} failed mails dismissed` },
    );
  } catch (error) {
    context.logger.error({ err: error }, "admin mail failure dismiss failed");
    return redirectWithToast(back, errorToast("Failed to dismiss"));
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Failed Mail");

export default function AdminMailFailuresPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, open, page } = loaderData;
  const loading = useListLoading();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <AdminPage
      title="Failed Mail"
      description={
        open
          ? `${open.toLocaleString("en-IN")} not dismissed. Each is a mail that did not reach its recipient; the person may need to try again or be told another way.`
          : "Mail that could not be sent is listed here. None waits for you."
      }
      actions={
        open > 0 ? (
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="dismiss-all"
              variant="outline"
              disabled={busy}
            >
              Dismiss all
            </Button>
          </Form>
        ) : undefined
      }
    >
      <FilterBar
        searchLabel="Search failed mail"
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "All failed mail",
            options: MAIL_FAILURE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
          },
        ]}
      />
      <DataTable
        caption="Failed mail, newest first"
        columns={[
          { header: "When", cell: (f) => when.format(new Date(f.createdAt)) },
          { header: "Kind", cell: (f) => MAIL_KIND_LABELS[f.kind] ?? f.kind },
          {
            header: "To",
            primary: true,
            cell: (f) => (
              <>
                <span className="font-medium break-all">{f.recipient}</span>
                <span className="block text-muted">{f.subject}</span>
              </>
            ),
          },
          {
            header: "Error",
            wide: true,
            cell: (f) => <span className="block max-w-md break-words">{f.error}</span>,
          },
          {
            header: "Status",
            cell: (f) => (f.dismissedAt ? STATUS_LABEL.dismissed : STATUS_LABEL.open),
          },
        ]}
        rows={rows}
        rowKey={(f) => f.id}
        rowLabel={(f) => `failed mail to ${f.recipient}`}
        empty="No failed mail"
        loading={loading}
        canEdit={false}
        canDelete={false}
        rowActions={(f) =>
          f.dismissedAt ? null : (
            <Form method="post" className="inline">
              <input type="hidden" name="id" value={f.id} />
              <Button
                type="submit"
                name="intent"
                value="dismiss"
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Dismiss failed mail to ${f.recipient}`}
              >
                Dismiss
              </Button>
            </Form>
          )
        }
      />
      <Pagination page={page} total={total} pageSize={loaderData.pageSize} />
    </AdminPage>
  );
}
