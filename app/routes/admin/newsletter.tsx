import { Eye, Newspaper } from "lucide-react";
import { data, Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { AdminPage, useListLoading } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable, RowAction } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { IssueStatusBadge } from "~/features/newsletter/components/issue-status";
import {
  formatDuration,
  formatIssueTime,
  ISSUE_KIND_LABELS,
  subscribersLabel,
} from "~/features/newsletter/issue-labels";
import { isUuid, issueMailSetting } from "~/features/newsletter/issues-admin.server";
import {
  countRecipients,
  createDigestIssue,
  deleteIssue,
  listIssues,
} from "~/features/newsletter/issues.server";
import { useSubmittingIntent } from "~/lib/admin-action";
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { listUrl } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const deleteId = new URL(request.url).searchParams.get("delete");
  return loadOrEmpty(
    async () => {
      const [issues, audience] = await Promise.all([
        listIssues(context.db),
        countRecipients(context.db),
      ]);
      const deleting = deleteId
        ? issues.find((issue) => issue.id === deleteId && issue.status === "draft")
        : undefined;
      return {
        issues,
        audience,
        deleting: deleting ? { id: deleting.id, subject: deleting.subject } : null,
      };
    },
    { issues: [], audience: 0, deleting: null },
    {
      logger: context.logger,
      message: "Failed to load newsletter issues",
      log: "admin newsletter issues failed to load",
    },
  );
}

const ListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("digest") }),
  z.object({ intent: z.literal("delete"), id: z.string().refine(isUuid) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const read = await readAdminForm(request, ListActionSchema);
  if (!read.ok) return read.reply;
  const url = new URL(request.url);
  if (read.intent.intent === "delete") {
    const { id } = read.intent;
    try {
      if (!(await deleteIssue(context.db, { id, adminId: admin.id }))) {
        return data(
          { toast: errorToast("Only a draft that was never sent can be deleted.") },
          { status: 409 },
        );
      }
    } catch (error) {
      context.logger.error({ err: error }, "admin newsletter issue delete failed");
      return data({ toast: errorToast("Failed to delete the issue") }, { status: 500 });
    }
    return redirectWithToast(listUrl(url), { title: "Draft issue deleted" });
  }
  try {
    const setting = await issueMailSetting(context.db, request, context.env.SITE_URL);
    const made = await createDigestIssue(context.db, { adminId: admin.id, ...setting });
    if ("empty" in made) {
      return redirectWithToast(url.pathname, {
        title: "Nothing new to send",
        description: "No post or resource has been published since the last issue.",
      });
    }
    return redirectWithToast(`/admin/newsletter/${made.id}`, {
      title: "Digest created",
      description: "Check the preview, send yourself a test, then send it.",
    });
  } catch (error) {
    context.logger.error({ err: error }, "admin newsletter digest failed");
    return data({ toast: errorToast("Failed to create the digest") }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Newsletter");

export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { issues, audience, deleting, toast: loadError } = loaderData;
  const location = useLocation();
  const loading = useListLoading();
  const creating = useSubmittingIntent("digest");
  return (
    <AdminPage
      title="Newsletter"
      description={`Issues mailed to confirmed subscribers: ${subscribersLabel(audience)} would receive one sent now. Make an issue from a published post (Blog Posts, "Email") or a digest of what is new since the last issue.`}
      actions={
        <Form method="post">
          <Button type="submit" name="intent" value="digest" disabled={creating}>
            <Newspaper aria-hidden="true" />
            {creating ? "Creating..." : "New digest"}
          </Button>
        </Form>
      }
    >
      <DataTable
        caption="Newsletter issues, newest first"
        columns={[
          {
            header: "Subject",
            primary: true,
            className: "min-w-48",
            cell: (issue) => (
              <>
                <Link
                  to={`/admin/newsletter/${issue.id}`}
                  className="font-medium break-words text-accent underline-offset-4 hover:underline"
                >
                  {issue.subject}
                </Link>
                <span className="block text-muted">{ISSUE_KIND_LABELS[issue.kind]}</span>
              </>
            ),
          },
          { header: "Status", cell: (issue) => <IssueStatusBadge status={issue.status} /> },
          {
            header: "Delivery",
            className: "tabular-nums",
            cell: (issue) =>
              issue.status === "draft" ? (
                "Not sent"
              ) : (
                <>
                  <span className="block whitespace-nowrap">
                    {issue.counts.sent.toLocaleString("en-IN")} of{" "}
                    {(issue.recipientCount ?? 0).toLocaleString("en-IN")} delivered
                  </span>
                  <span className="block whitespace-nowrap text-muted">
                    {issue.counts.failed.toLocaleString("en-IN")} failed,{" "}
                    {issue.counts.waiting.toLocaleString("en-IN")} waiting
                  </span>
                </>
              ),
          },
          {
            header: "Created",
            className: "whitespace-nowrap",
            cell: (issue) => formatIssueTime(issue.createdAt),
          },
          {
            header: "Sent",
            cell: (issue) =>
              issue.finishedAt ? (
                <>
                  <span className="whitespace-nowrap">{formatIssueTime(issue.finishedAt)}</span>
                  {issue.startedAt ? (
                    <span className="block text-muted">
                      in{" "}
                      {formatDuration(
                        new Date(issue.finishedAt).getTime() - new Date(issue.startedAt).getTime(),
                      )}
                    </span>
                  ) : null}
                </>
              ) : issue.startedAt ? (
                "Sending now"
              ) : (
                "—"
              ),
          },
        ]}
        rows={issues}
        rowKey={(issue) => issue.id}
        rowLabel={(issue) => `issue “${issue.subject}”`}
        empty={
          loadError
            ? "Failed to load newsletter issues"
            : "No issues yet. Make one from a blog post or start a digest."
        }
        loading={loading}
        canEdit={false}
        canDelete={(issue) => issue.status === "draft"}
        rowActions={(issue) => (
          <RowAction
            to={`/admin/newsletter/${issue.id}`}
            label={`Open issue “${issue.subject}”`}
            text="Open"
            icon={Eye}
          />
        )}
      />
      {deleting ? (
        <ConfirmDeleteDialog
          message="Delete this draft issue? It was never sent; the post stays as it is."
          id={deleting.id}
          itemLabel={deleting.subject}
          closeTo={listUrl(location)}
        />
      ) : null}
    </AdminPage>
  );
}
