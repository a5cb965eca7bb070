// The link-preview image of a post (issue 20), rendered: 1200 × 630 JPEG, which every social network and
// chat app renders (they ignore SVG). A post's uploaded cover, cropped to that shape; else its
// drawn cover (ADR 023) rasterised. Rendered on first request and kept in a small memory cache
// keyed by what the picture is made from, so a shared link costs one render.
import sharp from "sharp";
import type { FileStorage } from "~/lib/storage.server";
import { coverFallback } from "./cover";
import { generatedCoverSvg } from "./generated-cover";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewSource, previewVersion } from "./preview-image";

const MAX_CACHED = 50;
const cache = new Map<string, Buffer>();

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The JPEG bytes of a post's preview image. */
export async function renderPreviewImage(
  storage: FileStorage,
  post: PreviewSource,
): Promise<Buffer> {
  const key = `${post.slug}\n${previewVersion(post)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const source = post.cover
    ? await readAll(storage, coverFallback(post.cover).key)
    : Buffer.from(generatedCoverSvg(post));
  const image = await sharp(source, { density: post.cover ? undefined : 72 })
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: "cover", position: "attention" })
    .flatten({ background: "#0b1120" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  cache.set(key, image);
  // Oldest first out: a Map keeps insertion order.
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return image;
}
