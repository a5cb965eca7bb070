import { requireAdmin } from "~/features/auth/session.server";
import { getSubmission } from "~/features/submissions/review.server";
import { fileResponse } from "~/lib/file-response.server";
import { notFoundText } from "~/lib/not-found";
import type { Route } from "./+types/submission-file";

/** A submission's file, for admins only, always as an attachment. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const submission = /^[0-9a-f-]{36}$/.test(params.id)
    ? await getSubmission(context.db, params.id)
    : undefined;
  if (!submission?.fileKey) return notFoundText();
  return fileResponse(request, context.storage, submission, {
    audience: "private",
    disposition: "attachment",
  });
}
