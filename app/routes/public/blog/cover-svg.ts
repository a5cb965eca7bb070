import { generatedCoverSvg, generatedCoverVersion } from "~/features/blog/generated-cover";
import { getPublicCoverSource } from "~/features/blog/queries.server";
import { imageNotFound, versionedImageResponse } from "~/lib/file-response.server";
import type { Route } from "./+types/cover-svg";

/** The generated cover of a public post without an uploaded one (ADR 023), versioned. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await getPublicCoverSource(context.db, params.slug);
  if (!post) return imageNotFound();
  return versionedImageResponse(request, {
    version: generatedCoverVersion(post),
    contentType: "image/svg+xml; charset=utf-8",
    // Opened on its own, the image may do nothing but draw itself.
    headers: { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
    draw: () => generatedCoverSvg(post),
  });
}
