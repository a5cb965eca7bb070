import { Circle, CircleDot } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { DialogBody, DialogFooter, FormDialog } from "~/components/admin/form-dialog";
import { ExternalLink } from "~/components/external-link";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import {
  countMessages,
  deleteMessage,
  listMessages,
  markMessageRead,
  markMessageUnread,
  openMessage,
  PAGE_SIZE,
} from "~/features/contact/admin.server";
import { readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { formatDate } from "~/lib/format-date";
import { enumParam, pageParam, withParams } from "~/lib/list-url";
import { safeHttpUrl } from "~/lib/safe-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { MESSAGE_STATUSES } from "~db/enums";
import type { Route } from "./+types/messages";

/** The list filters by the two statuses the screen sets; "archived" is never written. */
const STATUSES = MESSAGE_STATUSES.filter((s) => s !== "archived");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = { status: enumParam(params, "status", STATUSES), query: params.get("q") ?? "" };
  const page = pageParam(params);
  const viewId = params.get("view");
  try {
    // Opening a message (?view=<id>) marks it read before the list is read, so the list agrees.
    const viewing =
      viewId && UUID.test(viewId)
        ? await openMessage(context.db, { id: viewId, adminId: admin.id })
        : undefined;
    const [rows, total, unread] = await Promise.all([
      listMessages(context.db, { ...filter, page }),
      countMessages(context.db, filter),
      countMessages(context.db, { status: "new" }),
    ]);
    return {
      rows,
      total,
      unread,
      page,
      pageSize: PAGE_SIZE,
      viewing: viewing ?? null,
      deleting: rows.find((r) => r.id === params.get("delete")) ?? null,
      toast: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin messages failed to load");
    return {
      rows: [],
      total: 0,
      unread: 0,
      page,
      pageSize: PAGE_SIZE,
      viewing: null,
      deleting: null,
      toast: errorToast("Failed to load messages"),
    };
  }
}

const MessageActionSchema = z.object({
  intent: z.enum(["read", "unread", "delete"]),
  id: z.uuid(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const read = await readAdminForm(request, MessageActionSchema);
  if (!read.ok) return read.reply;
  const { intent, id } = read.intent;
  // Back to the list: staying on ?view= would open (and so read) the message again.
  const back = withParams(new URL(request.url), { view: null, delete: null });
  try {
    if (intent === "delete") {
      await deleteMessage(context.db, { id, adminId: admin.id });
      return redirectWithToast(back, {
        title: "Message deleted",
        description: "The message has been deleted successfully",
      });
    }
    if (intent === "unread") {
      await markMessageUnread(context.db, { id, adminId: admin.id });
      return redirectWithToast(back, { title: "Message marked as unread" });
    }
    await markMessageRead(context.db, { id, adminId: admin.id });
    return redirectWithToast(back, { title: "Message marked as read" });
  } catch (error) {
    context.logger.error({ err: error }, "admin message action failed");
    return redirectWithToast(back, errorToast("Failed to update message"));
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Messages");

export default function AdminMessagesPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, unread, page, viewing, deleting } = loaderData;
  const loading = useListLoading();
  const location = useLocation();
  const closeTo = withParams(location, { view: null, delete: null });
  return (
    <AdminPage
      title="Messages"
      description={`What visitors sent through the Get in Touch form on the About page, and the groups they suggested on the community page.${unread ? ` ${unread.toLocaleString("en-IN")} unread.` : ""}`}
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
                <span className={m.status === "new" ? "font-bold" : "font-medium"}>{m.name}</span>
                <span className="block text-muted">{m.email ?? NO_EMAIL}</span>
              </>
            ),
          },
          {
            header: "Subject",
            wide: true,
            cell: (m) => (
              <span className={m.status === "new" ? "font-bold" : undefined}>{m.subject}</span>
            ),
          },
          { header: "Received", cell: (m) => formatDate(m.createdAt) },
          {
            header: "Status",
            // Unread: a filled marker, bold text and the word itself, not colour alone.
            cell: (m) =>
              m.status === "new" ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-0.5 font-semibold">
                  <CircleDot aria-hidden="true" className="size-3.5 text-accent" />
                  Unread
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 px-2.5 py-0.5 text-muted">
                  <Circle aria-hidden="true" className="size-3.5" />
                  Read
                </span>
              ),
          },
        ]}
        rows={rows}
        rowKey={(m) => m.id}
        rowLabel={(m) =>
          `${m.status === "new" ? "unread " : ""}message from ${m.name}: ${m.subject}`
        }
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

/** A group suggested without a contact address: nothing to reply to. */
const NO_EMAIL = "No email given";

function MessageDialog({
  message,
  closeTo,
}: {
  closeTo: string;
  message: {
    id: string;
    name: string;
    email: string | null;
    subject: string;
    message: string;
    linkUrl: string | null;
    status: string;
    createdAt: Date | string;
  };
}) {
  const from = message.email
    ? `${message.name} <${message.email}>`
    : `${message.name} (${NO_EMAIL.toLowerCase()})`;
  // Shown as a link only when it is still an http(s) address of another site.
  const link = safeHttpUrl(message.linkUrl);
  return (
    <FormDialog
      title={message.subject}
      description={`From ${from}, ${formatDate(message.createdAt)}`}
      closeTo={closeTo}
    >
      <DialogBody>
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
        {link ? (
          <p className="mt-4 text-sm">
            <ExternalLink
              href={link}
              className="font-medium break-all text-accent underline underline-offset-4"
            >
              {link}
            </ExternalLink>
            <span className="mt-1 block text-muted">
              Check it, then add it under{" "}
              <Link
                to="/admin/settings/community"
                className="font-medium text-accent underline underline-offset-4"
              >
                Settings › Community groups
              </Link>
              .
            </span>
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter>
        {message.email ? (
          <a
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            className="inline-flex h-11 items-center rounded-lg border border-border px-5 text-sm font-medium hover:bg-accent-soft"
          >
            Reply by email
          </a>
        ) : null}
        <Form method="post">
          <input type="hidden" name="id" value={message.id} />
          {message.status === "new" ? (
            <Button type="submit" name="intent" value="read">
              Mark as read
            </Button>
          ) : (
            <Button type="submit" name="intent" value="unread" variant="outline">
              Mark as unread
            </Button>
          )}
        </Form>
      </DialogFooter>
    </FormDialog>
  );
}
