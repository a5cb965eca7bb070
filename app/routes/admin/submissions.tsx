import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireAdmin } from "~/features/auth/session.server";
import { SubmissionAdminScreen } from "~/features/submissions/components/submission-admin-screen";
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
import { loadOrEmpty, readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { formText } from "~/lib/form-text";
import { enumParam, pageParam, withParams } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { SUBMISSION_STATUSES as STATUSES } from "~db/enums";
import type { Route } from "./+types/submissions";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = { status: enumParam(params, "status", STATUSES), query: params.get("q") ?? "" };
  const page = pageParam(params);
  // ?view=<id>: the details; ?review=<id>: the resource form filled in from a pending one.
  const reviewId = params.get("review");
  const openId = reviewId ?? params.get("view");
  return loadOrEmpty(
    async () => {
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
      };
    },
    {
      rows: [],
      counts: { pending: 0, approved: 0, rejected: 0 },
      total: 0,
      page,
      pageSize: PAGE_SIZE,
      viewing: null,
      reviewing: null,
      subjects: [],
    },
    {
      logger: context.logger,
      message: "Failed to load submissions",
      log: "admin submissions failed to load",
    },
  );
}

/** What a form posts: Publish or Reject (each one's fields are read below). */
const IntentSchema = z.object({ intent: z.enum(["publish", "reject"]) });

const RejectSchema = z.object({
  id: z.uuid(),
  reason: formText().trim().max(1000, "Keep the reason under 1,000 characters").optional(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const url = new URL(request.url);
  const back = withParams(url, { view: null, review: null });
  const read = await readAdminForm(request, IntentSchema, { result: null });
  if (!read.ok) return read.reply;
  const { formData } = read;
  const { intent } = read.intent;
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
    // intent === "reject"
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
  } catch (error) {
    context.logger.error({ err: error }, "admin submission decision failed");
    return redirectWithToast(back, errorToast("Failed to update submission"));
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Submissions");

export default function AdminSubmissionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SubmissionAdminScreen loaderData={loaderData} actionData={actionData} />;
}
