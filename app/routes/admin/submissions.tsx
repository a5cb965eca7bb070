import { parseWithZod } from "@conform-to/zod/v4";
import { Download } from "lucide-react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { z } from "zod";
import { AdminPage, FilterBar, useDataToast, useListLoading } from "~/components/admin/admin-page";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { DialogBody, DialogFooter, FormDialog } from "~/components/admin/form-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import { formatPostDate } from "~/features/blog/format";
import { PublishSubmissionForm } from "~/features/submissions/components/publish-form";
import {
  matchSubject,
  publishSubmissionSchema,
  submissionLabels,
  suggestResource,
} from "~/features/submissions/publish-schema";
import {
  countSubmissions,
  countSubmissionsByStatus,
  getSubmission,
  listSubjectChoices,
  listSubmissions,
  PAGE_SIZE,
  publishSubmission,
  rejectSubmission,
} from "~/features/submissions/review.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { formText } from "~/lib/form-text";
import { enumParam, pageParam, withParams } from "~/lib/list-url";
import { ADMIN_FORM } from "~/lib/request-bounds";
import { safeLinkHref } from "~/lib/safe-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { SUBMISSION_STATUSES as STATUSES } from "~db/enums";
import type { Route } from "./+types/submissions";

const STATUS_LABEL = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = { status: enumParam(params, "status", STATUSES), query: params.get("q") ?? "" };
  const page = pageParam(params);
  // ?view=<id>: the details; ?review=<id>: the resource form filled in from a pending one.
  const reviewId = params.get("review");
  const openId = reviewId ?? params.get("view");
  try {
    const [rows, total, counts, subjects, open] = await Promise.all([
      listSubmissions(context.db, { ...filter, page }),
      countSubmissions(context.db, filter),
      countSubmissionsByStatus(context.db),
      listSubjectChoices(context.db),
      openId && UUID.test(openId) ? getSubmission(context.db, openId) : undefined,
    ]);
    const reviewing = reviewId && open?.status === "pending" ? open : null;
    return {
      rows: rows.map((row) => ({ ...row, labels: submissionLabels(row, subjects) })),
      counts,
      total,
      page,
      pageSize: PAGE_SIZE,
      viewing:
        open && !reviewing
          ? {
              ...open,
              labels: submissionLabels(open, subjects),
              subjectMatched: matchSubject(open, subjects) !== undefined,
            }
          : null,
      reviewing: reviewing
        ? {
            suggestion: suggestResource(reviewing, subjects),
            title: reviewing.title,
            file: reviewing.fileKey
              ? {
                  submissionId: reviewing.id,
                  name: reviewing.fileName ?? "file",
                  size: reviewing.fileSize ?? 0,
                }
              : null,
          }
        : null,
      subjects: reviewing ? subjects : [],
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
      reviewing: null,
      subjects: [],
      loadError: errorToast("Failed to load submissions"),
    };
  }
}

const RejectSchema = z.object({
  intent: z.literal("reject"),
  id: z.uuid(),
  reason: formText().trim().max(1000, "Keep the reason under 1,000 characters").optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const formData = await readForm(request, ADMIN_FORM);
  const url = new URL(request.url);
  const back = withParams(url, { view: null, review: null });
  const intent = formData.get("intent");
  try {
    if (intent === "publish") {
      const subjects = await listSubjectChoices(context.db);
      const submission = parseWithZod(formData, { schema: publishSubmissionSchema(subjects) });
      if (submission.status !== "success") {
        return data({ result: submission.reply(), toast: null }, { status: 400 });
      }
      const done = await publishSubmission(context.db, admin.id, submission.value);
      if (done === "unknown-subject") {
        return data(
          {
            result: submission.reply({
              fieldErrors: { subject: ["This subject no longer exists: choose another"] },
            }),
            toast: null,
          },
          { status: 400 },
        );
      }
      return redirectWithToast(
        back,
        done
          ? { title: "Submission approved", description: "The resource is now published." }
          : errorToast("This submission was already decided"),
      );
    }
    if (intent === "reject") {
      const parsed = RejectSchema.safeParse(Object.fromEntries(formData));
      if (!parsed.success) {
        return data(
          { result: null, toast: errorToast(parsed.error.issues[0]?.message ?? "Invalid input") },
          { status: 400 },
        );
      }
      const { id, reason } = parsed.data;
      const done = await rejectSubmission(context.db, {
        id,
        adminId: admin.id,
        reason: reason || null,
      });
      return redirectWithToast(
        back,
        done ? { title: "Submission rejected" } : errorToast("This submission was already decided"),
      );
    }
  } catch (error) {
    context.logger.error({ err: error }, "admin submission decision failed");
    return redirectWithToast(back, errorToast("Failed to update submission"));
  }
  return data({ result: null, toast: errorToast("Unknown action") }, { status: 400 });
}

export const meta: Route.MetaFunction = () => adminMeta("Submissions");

export default function AdminSubmissionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, total, page, viewing, reviewing, subjects, loadError } = loaderData;
  const loading = useListLoading();
  const location = useLocation();
  useDataToast(loadError);
  useDataToast(actionData?.toast);
  const closeTo = withParams(location, { view: null, review: null });
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
          { header: "Type", cell: (s) => s.labels.type },
          { header: "Subject", cell: (s) => s.labels.subject },
          { header: "Level", cell: (s) => s.labels.level },
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
      {viewing ? <SubmissionDialog submission={viewing} closeTo={closeTo} /> : null}
      {reviewing ? (
        <FormDialog title={`Publish: ${reviewing.title}`} closeTo={closeTo}>
          <PublishSubmissionForm
            key={reviewing.suggestion.id}
            suggestion={reviewing.suggestion}
            subjects={subjects}
            file={reviewing.file}
            backTo={withParams(location, { review: null, view: reviewing.suggestion.id })}
            lastResult={actionData?.result}
          />
        </FormDialog>
      ) : null}
    </AdminPage>
  );
}

type Submission = NonNullable<Route.ComponentProps["loaderData"]["viewing"]>;

function SubmissionDialog({ submission: s, closeTo }: { submission: Submission; closeTo: string }) {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const rejectFormId = `reject-${s.id}`;
  const facts: [string, React.ReactNode][] = [
    ["Type", s.labels.type],
    [
      "Subject",
      s.subjectMatched ? (
        s.labels.subject
      ) : (
        <>
          {s.labels.subject}{" "}
          <span className="text-muted">(not one of our subjects: choose one when publishing)</span>
        </>
      ),
    ],
    ["Level", s.labels.level],
    ["Term", s.labels.term],
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
      <DialogBody>
        <p className="whitespace-pre-wrap break-words">{s.description}</p>
        <dl className="mt-4 grid grid-cols-[6rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[7rem_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
        {s.fileKey ? (
          <a
            href={`/admin/submissions/${s.id}/file`}
            download
            className={buttonVariants({
              variant: "outline",
              size: "wrap",
              align: "start",
              className: "mt-4 max-w-full",
            })}
          >
            <Download aria-hidden="true" />
            <span className="min-w-0 break-words">
              Download {s.fileName} ({Math.ceil((s.fileSize ?? 0) / 1024).toLocaleString("en-IN")}{" "}
              KB)
            </span>
          </a>
        ) : null}
        {s.status === "pending" ? (
          <Form
            method="post"
            id={rejectFormId}
            className="mt-6 grid gap-2 border-t border-border pt-5"
          >
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
          </Form>
        ) : null}
      </DialogBody>
      {s.status === "pending" ? (
        <DialogFooter className="justify-between">
          <p className="text-sm text-muted">
            Check and correct the resource before it goes public.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              form={rejectFormId}
              name="intent"
              value="reject"
              variant="outline"
              disabled={busy}
            >
              Reject
            </Button>
            <Link
              to={withParams(location, { view: null, review: s.id })}
              preventScrollReset
              className={buttonVariants()}
            >
              Review and publish
            </Link>
          </div>
        </DialogFooter>
      ) : null}
    </FormDialog>
  );
}
