import type { SubmissionResult } from "@conform-to/react";
import { Download } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { DialogBody, DialogFooter, FormDialog } from "~/components/admin/form-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatDate } from "~/lib/format-date";
import { withParams } from "~/lib/list-url";
import { safeLinkHref } from "~/lib/safe-url";
import type { ToastInput } from "~/lib/toast";
import { SUBMISSION_STATUSES as STATUSES } from "~db/enums";
import type { SubjectChoice, submissionLabels, suggestResource } from "../publish-schema";
import type { getSubmission, listSubmissions } from "../review.server";
import { type PublishFile, PublishSubmissionForm } from "./publish-form";

const STATUS_LABEL = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
} as const;

type Labels = ReturnType<typeof submissionLabels>;
type Submission = NonNullable<Awaited<ReturnType<typeof getSubmission>>> & {
  labels: Labels;
  /** Whether the submission's subject is one of the catalogue's. */
  subjectMatched: boolean;
};

export interface SubmissionScreenData {
  rows: (Awaited<ReturnType<typeof listSubmissions>>[number] & { labels: Labels })[];
  counts: Record<(typeof STATUSES)[number], number>;
  total: number;
  page: number;
  pageSize: number;
  /** ?view=<id>: a submission's details. */
  viewing: Submission | null;
  /** ?review=<id>: the resource form filled in from a pending submission. */
  reviewing: {
    suggestion: ReturnType<typeof suggestResource>;
    title: string;
    file: PublishFile | null;
  } | null;
  subjects: SubjectChoice[];
  toast: ToastInput | null;
}

export interface SubmissionActionData {
  result: SubmissionResult<string[]> | null;
  toast: ToastInput | null;
}

export function SubmissionAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: SubmissionScreenData;
  actionData: SubmissionActionData | undefined;
}) {
  const { rows, counts, total, page, viewing, reviewing, subjects } = loaderData;
  const loading = useListLoading();
  const location = useLocation();
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
          { header: "Received", cell: (s) => formatDate(s.createdAt) },
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
    ["Received", formatDate(s.createdAt)],
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
