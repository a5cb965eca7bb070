import { findResourceFile } from "~/features/resources/files.server";
import { findApprovedFile } from "~/features/submissions/review.server";
import { fileResponse } from "~/lib/file-response.server";
import { notFoundText } from "~/lib/not-found";
import { isStorageKey } from "~/lib/storage.server";
import type { Route } from "./+types/files";

/**
 * Public files: a resource's file, or an approved submission's. Anything else (pending, rejected,
 * unknown): 404. PDFs and images open in the browser, office documents download; ranges, ETag
 * and HEAD are answered (app/lib/file-response.server.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isStorageKey(params.key)) return notFoundText();
  const file =
    (await findResourceFile(context.db, params.key)) ??
    (await findApprovedFile(context.db, params.key));
  if (!file) return notFoundText();
  return fileResponse(request, context.storage, file, { audience: "public", disposition: "auto" });
}
