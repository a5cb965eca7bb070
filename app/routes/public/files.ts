import { fileDownloadResponse } from "~/features/submissions/file-response.server";
import { findApprovedFile } from "~/features/submissions/review.server";
import type { Route } from "./+types/files";

/** Files of approved submissions, as downloads. Anything else (pending, rejected, unknown): 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await findApprovedFile(context.db, params.key);
  if (!file)
    return new Response("File not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain" },
    });
  return fileDownloadResponse(context.storage, file);
}
