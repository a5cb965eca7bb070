import { Form, useLocation } from "react-router";
import {
  AdminPage,
  errorToast,
  FilterBar,
  useDataToast,
  useListLoading,
} from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { FormDialog } from "~/components/admin/form-dialog";
import { enumParam, pageParam, withParams } from "~/components/admin/list-url";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import {
  countMessages,
  deleteMessage,
  listMessages,
  markMessageRead,
  PAGE_SIZE,
} from "~/features/contact/admin.server";
import { formatPostDate } from "~/features/blog/format";
import { redirectWithToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/messages";

const STATUSES = ["new", "read"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = { status: enumParam(params, "status", STATUSES), query: params.get("q") ?? "" };
  const page = pageParam(params);
  try {
    const [rows, total] = await Promise.all([
      listMessages(context.db, { ...filter, page }),
      countMessages(context.db, filter),
    ]);
    return {
      rows,
      total,
      page,
      pageSize: PAGE_SIZE,
      viewing: rows.find((r) => r.id === params.get("view")) ?? null,
      deleting: rows.find((r) => r.id === params.get("delete")) ?? null,
      loadError: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin messages failed to load");
    return {
      rows: [],
      total: 0,
      page,
      pageSize: PAGE_SIZE,
      viewing: null,
      deleting: null,
      loadError: errorToast("Failed to load messages"),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const formData = await request.formData();
  const id = String(formData.get("id") ?? "");
  const back = withParams(new URL(request.url), { view: null, delete: null });
  try {
    if (formData.get("intent") === "delete") {
      await deleteMessage(context.db, id, admin.id);
      return redirectWithToast(back, {
        title: "Message deleted",
        description: "The message has been deleted successfully",
      });
    }
    await markMessageRead(context.db, id, admin.id);
    return redirectWithToast(back, { title: "Message marked as read" });
  } catch (error) {
    context.logger.error({ err: error }, "admin message action failed");
    return redirectWithToast(back, errorToast("Failed to update message"));
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Messages | Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, viewing, deleting, loadError } = loaderData;
  const loading = useListLoading();
  const location = useLocation();
  const closeTo = withParams(location, { view: null, delete: null });
  useDataToast(loadError);
  return (
    <AdminPage
      title="Messages"
      description="What visitors sent through the Get in Touch form on the About page."
    >
      <FilterBar
        searchLabel="Search messages"
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "All messages",
            options: [
              { value: "new", label: "Unread" },
              { value: "read", label: "Read" },
            ],
          },
        ]}
      />
      <DataTable
        caption="Messages, newest first"
        columns={[
          {
            header: "From",
            cell: (m) => (
              <>
                <span className="font-medium">{m.name}</span>
                <span className="block text-muted">{m.email}</span>
              </>
            ),
          },
          { header: "Subject", cell: (m) => m.subject },
          { header: "Received", cell: (m) => formatPostDate(m.createdAt) },
          {
            header: "Status",
            cell: (m) => (
              <span className={m.status === "new" ? "font-semibold text-accent" : "text-muted"}>
                {m.status === "new" ? "Unread" : "Read"}
              </span>
            ),
          },
        ]}
        rows={rows}
        rowKey={(m) => m.id}
        rowLabel={(m) => `message from ${m.name}: ${m.subject}`}
        empty="No messages found"
        loading={loading}
        editParam="view"
        editLabel="View"
      />
      <Pagination page={page} total={total} pageSize={loaderData.pageSize} />
      {viewing ? <MessageDialog message={viewing} closeTo={closeTo} /> : null}
      {deleting ? (
        <ConfirmDeleteDialog
          message="Are you sure you want to delete this message?"
          id={deleting.id}
          itemLabel={`${deleting.name}: ${deleting.subject}`}
          closeTo={closeTo}
        />
      ) : null}
    </AdminPage>
  );
}

function MessageDialog({
  message,
  closeTo,
}: {
  closeTo: string;
  message: {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    status: string;
    createdAt: Date | string;
  };
}) {
  return (
    <FormDialog
      title={message.subject}
      description={`From ${message.name} <${message.email}>, ${formatPostDate(message.createdAt)}`}
      closeTo={closeTo}
    >
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="inline-flex h-11 items-center rounded-lg border border-border px-5 text-sm font-medium hover:bg-accent-soft"
        >
          Reply by email
        </a>
        {message.status === "new" ? (
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <Button type="submit" name="intent" value="read">
              Mark as read
            </Button>
          </Form>
        ) : null}
      </div>
    </FormDialog>
  );
}
