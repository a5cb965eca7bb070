import { getPublicCoverSource } from "~/features/blog/queries.server";
import { previewVersion } from "~/features/blog/preview-image";
import { renderPreviewImage } from "~/features/blog/preview-image.server";
import type { Route } from "./+types/preview-image";

/**
 * A public post's link-preview image (1200 × 630 JPEG). Pages link it with `?v=` what it is made
 * from, so that URL is cached for a year; any other `v` gets the current image, cached briefly.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await getPublicCoverSource(context.db, params.slug);
  if (!post) {
    return new Response("Image not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const version = previewVersion(post);
  const etag = `"${version}"`;
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = {
    "Content-Type": "image/jpeg",
    "Cache-Control": current
      ? "public, max-age=31536000, immutable"
      : "public, max-age=300, stale-while-revalidate=3600",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  const image = await renderPreviewImage(context.storage, post);
  return new Response(new Uint8Array(image), { headers });
}
