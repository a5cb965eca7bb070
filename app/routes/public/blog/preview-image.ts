import { previewVersion } from "~/features/blog/preview-image";
import { renderPreviewImage } from "~/features/blog/preview-image.server";
import { getPublicCoverSource } from "~/features/blog/queries.server";
import { imageNotFound, versionedImageResponse } from "~/lib/file-response.server";
import type { Route } from "./+types/preview-image";

/** A public post's link-preview image (1200 × 630 JPEG), versioned by what it is made from. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await getPublicCoverSource(context.db, params.slug);
  if (!post) return imageNotFound();
  return versionedImageResponse(request, {
    version: previewVersion(post),
    contentType: "image/jpeg",
    draw: async () => new Uint8Array(await renderPreviewImage(context.storage, post)),
  });
}
