// A newsletter issue's screen: its preview, its delivery counts (refreshed while it sends), the
// test mail, and the send and delete confirmations. Its loader and action are
// app/routes/admin/newsletter-issue.tsx.
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ChevronLeft, Send, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-dialog";
import { DataTable } from "~/components/admin/data-table";
import {
  DialogBody,
  DialogFooter,
  dialogFormClass,
  FormDialog,
} from "~/components/admin/form-dialog";
import { withParams } from "~/components/admin/list-url";
import { FormMessage, InputField } from "~/components/forms";
import { Button, buttonVariants } from "~/components/ui/button";
import { useSubmittingIntent } from "~/lib/admin-action";
import type { ToastInput } from "~/lib/toast";
import {
  formatDuration,
  formatIssueTime,
  ISSUE_KIND_LABELS,
  IssueActionSchema,
  subscribersLabel,
} from "../issue-labels";
import type { issuePost } from "../issues-admin.server";
import type { getIssue, issueFailures } from "../issues.server";
import { IssueStatusBadge } from "./issue-status";

type StoredIssue = NonNullable<Awaited<ReturnType<typeof getIssue>>>;

export interface IssueScreenData {
  issue: Pick<
    StoredIssue,
    | "id"
    | "kind"
    | "subject"
    | "status"
    | "createdAt"
    | "startedAt"
    | "finishedAt"
    | "recipientCount"
    | "counts"
    | "durationMs"
  >;
  /** The post the issue mails, if it is a post's issue. */
  post: Awaited<ReturnType<typeof issuePost>>;
  /** The mail's text part, shown beside the HTML preview. */
  text: string;
  failures: Awaited<ReturnType<typeof issueFailures>>;
  /** Confirmed subscribers a draft would go to. */
  audience: number;
  adminEmail: string;
  confirming: boolean;
  deleting: boolean;
}

export interface IssueActionData {
  result?: SubmissionResult<string[]>;
  toast: ToastInput;
  /** Shown on the page too, so it is read without JavaScript. */
  message?: string;
}

/** How often the page asks for fresh counts while an issue is sending (with JavaScript). */
const LIVE_INTERVAL_MS = 2000;

export function IssueAdminScreen({
  loaderData,
  actionData,
}: {
  loaderData: IssueScreenData;
  actionData: IssueActionData | undefined;
}) {
  const { issue, post, text, failures, audience, adminEmail, confirming, deleting } = loaderData;
  const location = useLocation();
  const closeTo = location.pathname;
  useLiveCounts(issue.status === "sending");
  const previewUrl = `/admin/newsletter/${issue.id}/preview?part=html`;
  return (
    <>
      <Link
        to="/admin/newsletter"
        className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-muted hover:text-foreground"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        All issues
      </Link>
      <AdminPage
        title={issue.subject}
        description={`${ISSUE_KIND_LABELS[issue.kind]} issue, created ${formatIssueTime(issue.createdAt)}.`}
      >
        {post ? (
          <p className="text-sm text-muted">
            From the post{" "}
            <a
              href={`/blog/${post.slug}`}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {post.title}
            </a>
          </p>
        ) : null}
        {actionData?.message ? <FormMessage tone="error">{actionData.message}</FormMessage> : null}

        <Delivery issue={issue} audience={audience} />

        {failures.length > 0 ? (
          <section aria-labelledby="failures-heading" className="space-y-3 pt-4">
            <h2 id="failures-heading" className="text-lg font-semibold">
              Failed addresses
            </h2>
            <DataTable
              caption="Addresses the mail could not be delivered to, with the mail server's answer"
              columns={[
                {
                  header: "Address",
                  cell: (f) => <span className="font-medium break-all">{f.recipient}</span>,
                },
                {
                  header: "Server's answer",
                  wide: true,
                  cell: (f) => (
                    <span className="block max-w-xl break-words">{f.error ?? "No answer"}</span>
                  ),
                },
                {
                  header: "Attempts",
                  className: "tabular-nums",
                  cell: (f) => f.attempts,
                },
              ]}
              rows={failures}
              rowKey={(f) => f.recipient}
              rowLabel={(f) => f.recipient}
              empty="No failed addresses"
              canEdit={false}
              canDelete={false}
            />
          </section>
        ) : null}

        <TestMailForm key={issue.id} adminEmail={adminEmail} lastResult={actionData?.result} />

        <section aria-labelledby="preview-heading" className="space-y-4 pt-4">
          <h2 id="preview-heading" className="text-lg font-semibold">
            Preview
          </h2>
          <p className="text-sm text-muted">
            As subscribers will see it; each one&apos;s unsubscribe link is their own.
          </p>
          <div className="flex flex-wrap items-start gap-6">
            <PreviewFrame src={previewUrl} width={375} label="Phone" />
            <PreviewFrame src={previewUrl} width={640} label="Desktop" />
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Plain text</h3>
            <pre
              data-testid="issue-text"
              className="max-h-[32rem] overflow-y-auto rounded-xl border border-border bg-card p-4 font-mono text-sm break-words whitespace-pre-wrap"
            >
              {text}
            </pre>
          </div>
        </section>

        {confirming ? (
          <SendDialog subject={issue.subject} audience={audience} closeTo={closeTo} />
        ) : null}
        {deleting ? (
          <ConfirmDeleteDialog
            message="Delete this draft issue? It was never sent; the post stays as it is."
            id={issue.id}
            itemLabel={issue.subject}
            closeTo={closeTo}
          />
        ) : null}
      </AdminPage>
    </>
  );
}

type Issue = IssueScreenData["issue"];

/** The issue's state and counts, with what can be done next (send, delete). */
function Delivery({ issue, audience }: { issue: Issue; audience: number }) {
  const location = useLocation();
  const total = issue.recipientCount ?? 0;
  const { sent, failed, waiting, skipped } = issue.counts;
  const done = sent + failed + skipped;
  return (
    <section
      aria-labelledby="delivery-heading"
      className="space-y-4 rounded-xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="delivery-heading" className="flex items-center gap-3 text-lg font-semibold">
        Delivery <IssueStatusBadge status={issue.status} />
      </h2>
      <p role="status" className="text-sm">
        {issue.status === "draft"
          ? audience > 0
            ? `Not sent yet. Sending mails it to ${subscribersLabel(audience)}, once each.`
            : "Not sent yet. There are no confirmed subscribers to send it to."
          : issue.status === "sending"
            ? `Sending since ${formatIssueTime(issue.startedAt!)}.`
            : `Finished${issue.durationMs !== null ? ` in ${formatDuration(issue.durationMs)}` : ""}${
                issue.finishedAt ? `, on ${formatIssueTime(issue.finishedAt)}` : ""
              }.`}
      </p>
      {issue.status === "draft" ? (
        <div className="flex flex-wrap gap-2">
          {audience > 0 ? (
            <Link
              to={withParams(location, { send: "confirm", delete: null })}
              preventScrollReset
              className={buttonVariants()}
            >
              <Send aria-hidden="true" />
              Send to {subscribersLabel(audience)}
            </Link>
          ) : null}
          <Link
            to={withParams(location, { delete: "1", send: null })}
            preventScrollReset
            className={buttonVariants({ variant: "outline" })}
          >
            <Trash2 aria-hidden="true" />
            Delete draft
          </Link>
        </div>
      ) : null}
      {issue.status !== "draft" ? (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
            <Count label="Delivered" value={sent} testId="issue-delivered" />
            <Count label="Failed" value={failed} testId="issue-failed" />
            <Count label="Waiting" value={waiting} testId="issue-waiting" />
            <Count label="Recipients" value={total} testId="issue-total" />
          </dl>
          {skipped > 0 ? (
            <p className="text-sm text-muted">
              {skipped.toLocaleString("en-IN")} not sent: unsubscribed while the issue was sending.
            </p>
          ) : null}
          {total > 0 ? (
            <div className="space-y-1">
              <progress
                value={done}
                max={total}
                aria-label="Delivery progress"
                className="h-2 w-full overflow-hidden rounded-full bg-accent-soft [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-accent-soft [&::-webkit-progress-value]:bg-accent"
              />
              <p className="text-xs text-muted tabular-nums">
                {done.toLocaleString("en-IN")} of {total.toLocaleString("en-IN")} done
              </p>
            </div>
          ) : null}
          {issue.status === "sending" ? (
            <noscript>
              <p className="text-sm text-muted">Refresh the page to see the latest counts.</p>
            </noscript>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-background p-3">
      <dt className="text-xs text-muted sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value.toLocaleString("en-IN")}
      </dd>
    </div>
  );
}

/** Fresh counts every 2 s while the issue sends, paused while the tab is hidden. */
function useLiveCounts(live: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== "visible") return;
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, LIVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [live]);
}

function TestMailForm({
  adminEmail,
  lastResult,
}: {
  adminEmail: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const sending = useSubmittingIntent("test");
  const [form, fields] = useForm({
    id: "test-mail",
    lastResult: navigation.state === "idle" ? lastResult : undefined,
    constraint: getZodConstraint(IssueActionSchema.options[0]),
    defaultValue: { to: adminEmail },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IssueActionSchema }),
  });
  return (
    <section aria-labelledby="test-heading" className="space-y-3 pt-4">
      <h2 id="test-heading" className="text-lg font-semibold">
        Send a test
      </h2>
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <input type="hidden" name="intent" value="test" />
        <InputField
          meta={fields.to}
          type="email"
          label="Address"
          autoComplete="email"
          hint="One address. The subject starts with [Test]; its unsubscribe link does nothing."
          className="sm:max-w-md sm:flex-1"
        />
        <Button type="submit" variant="outline" disabled={sending} className="sm:mt-7">
          {sending ? "Sending..." : "Send test"}
        </Button>
      </Form>
    </section>
  );
}

/** The one confirmation before sending: names the count; without JavaScript a page section. */
function SendDialog({
  subject,
  audience,
  closeTo,
}: {
  subject: string;
  audience: number;
  closeTo: string;
}) {
  const busy = useSubmittingIntent("send");
  return (
    <FormDialog title={`Send to ${subscribersLabel(audience)}?`} closeTo={closeTo}>
      <Form method="post" action={closeTo} className={dialogFormClass}>
        <DialogBody>
          <p className="font-medium break-words">{subject}</p>
          <p className="mt-2">
            goes to every confirmed subscriber whose address has not bounced, once each. Sending
            cannot be stopped or undone.
          </p>
        </DialogBody>
        <DialogFooter>
          <Link to={closeTo} preventScrollReset className={buttonVariants({ variant: "outline" })}>
            Cancel
          </Link>
          <Button type="submit" name="intent" value="send" disabled={busy}>
            <Send aria-hidden="true" />
            {busy ? "Starting..." : `Send to ${subscribersLabel(audience)}`}
          </Button>
        </DialogFooter>
      </Form>
    </FormDialog>
  );
}

function PreviewFrame({ src, width, label }: { src: string; width: number; label: string }) {
  return (
    <figure className="max-w-full min-w-0 space-y-2">
      <figcaption className="text-sm font-medium">
        {label} <span className="text-muted">({width} px)</span>
      </figcaption>
      {/* Scrolls sideways when the window is narrower than the mail's width. */}
      {/* Focusable, so a keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={`${label} preview`}
        className="max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <iframe
          src={src}
          title={`The mail at ${label.toLowerCase()} width, ${width} pixels`}
          sandbox=""
          width={width}
          height={720}
          className="block bg-white"
          style={{ width, maxWidth: "none" }}
        />
      </div>
    </figure>
  );
}
