import { Readable } from "node:stream";
import { PRACTICE_IMAGE_KEY, PRACTICE_IMAGE_TYPES } from "~/features/practice/images";
import { imageNotFound } from "~/lib/file-response.server";
import type { Route } from "./+types/practice-image";

/**
 * Images of practice questions (app/features/practice/images.ts), for anyone: only keys the upload
 * makes are served, with their own type (X-Content-Type-Options: nosniff and the CSP come from
 * helmet, server/app.ts, on every response). A key names one upload, never rewritten, so it may be
 * cached for a year.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = PRACTICE_IMAGE_KEY.exec(params.key);
  if (!match) return imageNotFound();
  const etag = `"${params.key}"`;
  const headers = {
    "Content-Type": PRACTICE_IMAGE_TYPES[match[1]!]!,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  if (!(await context.storage.exists(params.key))) return imageNotFound();
  const stream = await context.storage.get(params.key);
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
}
