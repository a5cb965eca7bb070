import { generatedCoverSvg, generatedCoverVersion } from "~/features/blog/generated-cover";
import { getPublicCoverSource } from "~/features/blog/queries.server";
import type { Route } from "./+types/cover-svg";

/**
 * The generated cover of a public post without an uploaded one (ADR 023). Pages link it with
 * `?v=` the drawing's version: that URL never changes content, so it is cached for a year; any
 * other `v` (an old page after a title change) gets the current drawing, cached briefly.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await getPublicCoverSource(context.db, params.slug);
  if (!post) {
    return new Response("Image not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const version = generatedCoverVersion(post);
  const etag = `"${version}"`;
  const current = new URL(request.url).searchParams.get("v") === version;
  const headers = {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": current
      ? "public, max-age=31536000, immutable"
      : "public, max-age=300, stale-while-revalidate=3600",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, the image may do nothing but draw itself.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(generatedCoverSvg(post), { headers });
}
