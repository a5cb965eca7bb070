import { Download } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import {
  AdminPage,
  errorToast,
  FilterBar,
  useDataToast,
  useListLoading,
} from "~/components/admin/admin-page";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { FormDialog } from "~/components/admin/form-dialog";
import { enumParam, pageParam, withParams } from "~/components/admin/list-url";
import { Button, buttonVariants } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { formatPostDate } from "~/features/blog/format";
import {
  approveSubmission,
  countSubmissions,
  countSubmissionsByStatus,
  getSubmission,
  listSubmissions,
  PAGE_SIZE,
  rejectSubmission,
} from "~/features/submissions/review.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { safeLinkHref } from "~/lib/safe-url";
import type { Route } from "./+types/submissions";

const STATUSES = ["pending", "approved", "rejected"] as const;
const STATUS_LABEL = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = { status: enumParam(params, "status", STATUSES), query: params.get("q") ?? "" };
  const page = pageParam(params);
  const viewId = params.get("view");
  try {
    const [rows, total, counts, viewing] = await Promise.all([
      listSubmissions(context.db, { ...filter, page }),
      countSubmissions(context.db, filter),
      countSubmissionsByStatus(context.db),
      viewId && /^[0-9a-f-]{36}$/.test(viewId) ? getSubmission(context.db, viewId) : undefined,
    ]);
    return {
      rows,
      counts,
      total,
      page,
      pageSize: PAGE_SIZE,
      viewing: viewing ?? null,
      loadError: null,
    };
  } catch (error) {
    context.logger.error({ err: error }, "admin submissions failed to load");
    return {
      rows: [],
      counts: { pending: 0, approved: 0, rejected: 0 },
      total: 0,
      page,
      pageSize: PAGE_SIZE,
      viewing: null,
      loadError: errorToast("Failed to load submissions"),
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const formData = await request.formData();
  const id = String(formData.get("id") ?? "");
  const back = withParams(new URL(request.url), { view: null });
  try {
    if (formData.get("intent") === "approve") {
      const done = await approveSubmission(context.db, id, admin.id);
      return redirectWithToast(
        back,
        done
          ? { title: "Submission approved", description: "The resource is now published." }
          : errorToast("This submission was already decided"),
      );
    }
    if (formData.get("intent") === "reject") {
      const reason =
        String(formData.get("reason") ?? "")
          .trim()
          .slice(0, 1000) || null;
      const done = await rejectSubmission(context.db, id, admin.id, reason);
      return redirectWithToast(
        back,
        done ? { title: "Submission rejected" } : errorToast("This submission was already decided"),
      );
    }
  } catch (error) {
    context.logger.error({ err: error }, "admin submission decision failed");
    return redirectWithToast(back, errorToast("Failed to update submission"));
  }
  return redirectWithToast(back, errorToast("Unknown action"));
}

export const meta: Route.MetaFunction = () => [
  { title: "Submissions | Admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminSubmissionsPage({ loaderData }: Route.ComponentProps) {
  const { rows, counts, total, page, viewing, loadError } = loaderData;
  const loading = useListLoading();
  const location = useLocation();
  useDataToast(loadError);
  return (
    <AdminPage
      title="Submissions"
      description={`Resources sent by students: ${counts.pending} pending, ${counts.approved} approved, ${counts.rejected} rejected.`}
    >
      <FilterBar
        searchLabel="Search submissions"
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "All statuses",
            options: STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
          },
        ]}
      />
      <DataTable
        caption="Submissions, newest first"
        columns={[
          { header: "Title", cell: (s) => <span className="font-medium">{s.title}</span> },
          { header: "Type", cell: (s) => s.resourceType },
          { header: "Subject", cell: (s) => s.subject },
          { header: "Level", cell: (s) => s.level },
          { header: "From", cell: (s) => s.authorName },
          { header: "Received", cell: (s) => formatPostDate(s.createdAt) },
          { header: "Status", cell: (s) => STATUS_LABEL[s.status] },
        ]}
        rows={rows}
        rowKey={(s) => s.id}
        rowLabel={(s) => `submission ${s.title}`}
        empty="No submissions found"
        loading={loading}
        editParam="view"
        editLabel="View"
        canDelete={false}
      />
      <Pagination page={page} total={total} pageSize={loaderData.pageSize} />
      {viewing ? (
        <SubmissionDialog submission={viewing} closeTo={withParams(location, { view: null })} />
      ) : null}
    </AdminPage>
  );
}

type Submission = NonNullable<Route.ComponentProps["loaderData"]["viewing"]>;

function SubmissionDialog({ submission: s, closeTo }: { submission: Submission; closeTo: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const facts: [string, React.ReactNode][] = [
    ["Type", s.resourceType],
    ["Subject", s.subject],
    ["Level", s.level],
    ["Term", s.term],
    ["From", `${s.authorName} <${s.email}>`],
    ["Received", formatPostDate(s.createdAt)],
    ["Status", STATUS_LABEL[s.status]],
  ];
  const link = safeLinkHref(s.linkUrl);
  if (s.linkUrl) {
    facts.push([
      "Link",
      // A link that is not http(s) is shown as text, never as a link.
      <a
        key="link"
        href={link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-accent underline"
      >
        {s.linkUrl}
      </a>,
    ]);
  }
  if (s.reviewNote) facts.push(["Reason", s.reviewNote]);
  return (
    <FormDialog title={s.title} closeTo={closeTo}>
      <p className="whitespace-pre-wrap break-words">{s.description}</p>
      <dl className="mt-4 grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {s.fileKey ? (
        <a
          href={`/admin/submissions/${s.id}/file`}
          download
          className={buttonVariants({ variant: "outline", className: "mt-4" })}
        >
          <Download aria-hidden="true" />
          Download {s.fileName} ({Math.ceil((s.fileSize ?? 0) / 1024).toLocaleString("en-IN")} KB)
        </a>
      ) : null}
      {s.status === "pending" ? (
        <div className="mt-6 grid gap-4 border-t border-border pt-5">
          <Form method="post" className="flex justify-end">
            <input type="hidden" name="id" value={s.id} />
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              Approve and publish
            </Button>
          </Form>
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="id" value={s.id} />
            <label htmlFor="reject-reason" className="text-sm font-medium">
              Reason for rejecting (optional)
            </label>
            <textarea
              id="reject-reason"
              name="reason"
              rows={2}
              maxLength={1000}
              className="rounded-lg border border-border bg-background px-3 py-2"
            />
            <Button
              type="submit"
              name="intent"
              value="reject"
              variant="outline"
              disabled={busy}
              className="justify-self-end"
            >
              Reject
            </Button>
          </Form>
        </div>
      ) : null}
    </FormDialog>
  );
}
