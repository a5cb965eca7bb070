import { Readable } from "node:stream";
import { COVER_KEY_PATTERN } from "~/features/blog/cover";
import { imageNotFound } from "~/lib/file-response.server";
import type { Route } from "./+types/cover-image";

const TYPES: Record<string, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/**
 * Blog cover variants (app/features/blog/cover.server.ts). Only keys the cover processor makes
 * are served: other files in the same storage (submissions) never are. A key names one encoding
 * of one upload, never rewritten, so it may be cached for a year.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const match = COVER_KEY_PATTERN.exec(params.key);
  if (!match) return imageNotFound();
  const etag = `"${params.key}"`;
  const headers = {
    "Content-Type": TYPES[match[1]!]!,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  if (!(await context.storage.exists(params.key))) return imageNotFound();
  const stream = await context.storage.get(params.key);
  return new Response(Readable.toWeb(stream) as ReadableStream, { headers });
}
