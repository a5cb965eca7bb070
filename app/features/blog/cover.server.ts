// Cover images (ADR 016): an uploaded JPEG, PNG or WebP is decoded with sharp, turned upright,
// stripped of metadata and written as AVIF, WebP and JPEG at a few widths no larger than the
// original, each under its own random key in the upload storage.
import crypto from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import type { FileStorage } from "~/lib/storage.server";
import { type Cover, type CoverFormat, readCover } from "./cover";

/** Widths the pages ask for: cards (~400 px), the post page (~768 px), both at 1x and 2x. */
export const COVER_WIDTHS = [480, 960, 1440] as const;
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** Decompression bombs: a small file can claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export const COVER_TOO_LARGE = "The cover image is larger than 10MB. Choose a smaller image.";
export const COVER_WRONG_TYPE = "The cover must be a JPEG, PNG or WebP image.";
export const COVER_UNREADABLE =
  "This image could not be read. Choose another JPEG, PNG or WebP image.";

export class CoverUnreadable extends Error {}

const EXTENSION: Record<CoverFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** The widths to make for an image this wide: the standard ones below it, and at most its own. */
export function coverWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, COVER_WIDTHS.at(-1)!);
  return [...COVER_WIDTHS.filter((w) => w < top), top];
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Makes and stores the variants of the image in `input`; returns the cover to record. Throws
 * CoverUnreadable when sharp cannot decode it. Nothing is left in storage when it fails.
 */
export async function processCover(
  storage: FileStorage,
  input: Buffer,
  alt: string,
): Promise<Cover> {
  let upright: ReturnType<typeof sharp>;
  let width: number;
  let height: number;
  try {
    upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const { info } = await upright.clone().raw().toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
  } catch (error) {
    throw new CoverUnreadable(error instanceof Error ? error.message : String(error));
  }
  const id = crypto.randomUUID();
  const variants: Cover["variants"] = [];
  try {
    for (const w of coverWidths(width)) {
      const h = Math.max(1, Math.round((height * w) / width));
      const resized = upright.clone().resize(w, h, { fit: "fill" });
      for (const format of ["avif", "webp", "jpeg"] as const) {
        const encoded =
          format === "avif"
            ? resized.clone().avif({ quality: 50, effort: 3 })
            : format === "webp"
              ? resized.clone().webp({ quality: 75 })
              : resized.clone().flatten({ background: "#ffffff" }).jpeg({
                  quality: 78,
                  mozjpeg: true,
                  progressive: true,
                });
        const body = await encoded.toBuffer();
        const key = `cover-${id}-${w}w.${EXTENSION[format]}`;
        await storage.put(key, Readable.from(body));
        variants.push({ key, format, width: w, height: h });
      }
    }
  } catch (error) {
    await deleteCoverFiles(storage, { alt, width, height, variants });
    throw error;
  }
  const largest = variants.at(-1)!;
  return { alt, width: largest.width, height: largest.height, variants };
}

/** Reads an upload back from storage, makes the cover, and removes the upload. */
export async function processStoredCover(
  storage: FileStorage,
  uploadKey: string,
  alt: string,
): Promise<Cover> {
  try {
    const input = await readAll(await storage.get(uploadKey));
    return await processCover(storage, input, alt);
  } finally {
    await storage.delete(uploadKey);
  }
}

/** Removes every variant of a cover (a stored `cover` value; anything else is ignored). */
export async function deleteCoverFiles(storage: FileStorage, cover: unknown): Promise<void> {
  const parsed = readCover(cover);
  if (!parsed) return;
  await Promise.all(parsed.variants.map((v) => storage.delete(v.key).catch(() => {})));
}
