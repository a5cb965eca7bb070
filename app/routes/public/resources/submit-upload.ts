import { handleSubmission } from "~/features/submissions/submit.server";
import type { Route } from "./+types/submit-upload";

/**
 * The submission form's endpoint when JavaScript is on: the same path as the page's action,
 * answered as JSON so the page can show upload progress (XMLHttpRequest) and the result.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleSubmission(request, context);
  return Response.json(
    { received: outcome.received, result: outcome.result },
    { status: outcome.status, headers: { "Cache-Control": "no-store" } },
  );
}
