// A newsletter issue's loader and action: its preview and counts, the test mail, sending and
// deleting. The screen is app/features/newsletter/components/issue-admin-screen.tsx.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import {
  type IssueActionData,
  IssueAdminScreen,
} from "~/features/newsletter/components/issue-admin-screen";
import { ISSUE_INTENTS, IssueActionSchema } from "~/features/newsletter/issue-labels";
import { isUuid, issueMailSetting, issuePost } from "~/features/newsletter/issues-admin.server";
import {
  countRecipients,
  deleteIssue,
  getIssue,
  issueFailures,
  issuePreview,
  sendTestMail,
  startSending,
} from "~/features/newsletter/issues.server";
import { readIntent } from "~/lib/admin-action";
import { readAdminBody } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { notFound } from "~/lib/not-found";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/newsletter-issue";

const issueNotFound = () => notFound("This issue does not exist.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.db, request);
  if (!isUuid(params.id)) throw issueNotFound();
  const issue = await getIssue(context.db, params.id);
  if (!issue) throw issueNotFound();
  const search = new URL(request.url).searchParams;
  const draft = issue.status === "draft";
  const { origin } = await issueMailSetting(context.db, request, context.env.SITE_URL);
  const [preview, failures, audience, post] = await Promise.all([
    issuePreview(context.db, issue.id, origin),
    draft ? [] : issueFailures(context.db, issue.id),
    draft ? countRecipients(context.db) : 0,
    issuePost(context.db, issue.postId ?? null),
  ]);
  return {
    issue: {
      id: issue.id,
      kind: issue.kind,
      subject: issue.subject,
      status: issue.status,
      createdAt: issue.createdAt,
      startedAt: issue.startedAt,
      finishedAt: issue.finishedAt,
      recipientCount: issue.recipientCount,
      counts: issue.counts,
      durationMs: issue.durationMs,
    },
    post,
    text: preview?.text ?? "",
    failures,
    audience,
    adminEmail: admin.email,
    confirming: draft && search.get("send") === "confirm",
    deleting: draft && search.has("delete"),
  };
}

const reply = (body: IssueActionData, status: number) => data(body, { status });

/** The intents the issue's forms post (their fields are checked with the whole form). */
const IssueIntentSchema = z.object({ intent: ISSUE_INTENTS });

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  if (!isUuid(params.id)) throw issueNotFound();
  const body = await readAdminBody(request, { result: undefined });
  if (!body.ok) return body.reply;
  const { formData } = body;
  const submission = parseWithZod(formData, { schema: IssueActionSchema });
  if (submission.status !== "success") {
    const read = readIntent(formData, IssueIntentSchema, { result: submission.reply() });
    if (!read.ok) return read.reply;
    return reply({ result: submission.reply(), toast: errorToast("Check the address") }, 400);
  }
  if (!(await getIssue(context.db, params.id))) throw issueNotFound();
  const page = `/admin/newsletter/${params.id}`;
  const input = submission.value;
  const origin = context.env.SITE_URL ?? new URL(request.url).origin;
  const gone = () => {
    const message = "This issue no longer exists.";
    return reply({ toast: errorToast(message), message }, 404);
  };
  try {
    if (input.intent === "test") {
      const queued = await sendTestMail(context.db, {
        issueId: params.id,
        to: input.to,
        origin,
        adminId: admin.id,
      });
      if (!queued) return gone();
      context.mailWorker.kick();
      return redirectWithToast(page, {
        title: "Test mail on its way",
        description: `Sent to ${input.to}. Its subject starts with [Test].`,
      });
    }
    if (input.intent === "delete") {
      if (!(await deleteIssue(context.db, { id: params.id, adminId: admin.id }))) {
        const message = "Only a draft can be deleted: this issue has been sent.";
        return reply({ toast: errorToast(message), message }, 409);
      }
      return redirectWithToast("/admin/newsletter", { title: "Draft issue deleted" });
    }
    const outcome = await startSending(context.db, {
      issueId: params.id,
      adminId: admin.id,
      origin,
    });
    if (outcome === "not-found") return gone();
    if (outcome === "already-started") {
      const message = "This issue is already sending (or sent): nothing was sent twice.";
      return reply({ toast: { title: "Already sending", description: message }, message }, 409);
    }
    if (outcome === "no-recipients") {
      const message = "There are no confirmed subscribers to send it to.";
      return reply({ toast: errorToast(message), message }, 409);
    }
    context.mailWorker.kick();
    return redirectWithToast(page, {
      title: "Sending started",
      description: "The counts below follow the delivery.",
    });
  } catch (error) {
    context.logger.error({ err: error, intent: input.intent }, "admin newsletter action failed");
    return reply({ toast: errorToast("Something went wrong. Please try again.") }, 500);
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(`${loaded?.issue.subject ?? "Newsletter issue"} | Newsletter`);

export default function AdminNewsletterIssuePage({ loaderData, actionData }: Route.ComponentProps) {
  return <IssueAdminScreen loaderData={loaderData} actionData={actionData} />;
}
