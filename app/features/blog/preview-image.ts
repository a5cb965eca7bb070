// The link-preview image of a post (issue 20): where it lives and what it is made from.
// Browser-safe: the post page's meta builds the URL. Rendering: preview-image.server.ts.
import { type Cover, coverFallback } from "./cover";
import { type CoverSource, generatedCoverVersion } from "./generated-cover";

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PreviewSource extends CoverSource {
  cover: Cover | null;
}

/** What the image is made from, as a short string: the URL's `v` and the ETag. */
export function previewVersion(post: PreviewSource): string {
  return post.cover
    ? `c-${coverFallback(post.cover).key.slice(6, 14)}`
    : generatedCoverVersion(post);
}

/**
 * The path of every post's preview: mail shows it too, so it is the one image other sites may
 * load (server/resource-policy.ts).
 */
export const PREVIEW_IMAGE_PATH = /^\/blog\/[^/]+\/preview\.jpg$/;

/** The preview's address for a post's pages (absolute with `origin`). */
export function previewImageUrl(post: PreviewSource, origin = ""): string {
  return `${origin}/blog/${encodeURIComponent(post.slug)}/preview.jpg?v=${previewVersion(post)}`;
}
