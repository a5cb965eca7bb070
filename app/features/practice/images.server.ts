// Storing an admin's question image (images.ts): the upload is streamed to storage while its
// first bytes are checked (JPEG or PNG only) and its size counted, then decoded once by sharp so
// only a real image gets a practice key. Nothing is left in storage when any step refuses it.
import crypto from "node:crypto";
import { Readable } from "node:stream";
import sharp from "sharp";
import type { AllowedType } from "~/lib/file-type";
import type { FileStorage } from "~/lib/storage.server";
import { PRACTICE_IMAGE_MAX_BYTES } from "./images";

export const IMAGE_WRONG_TYPE = "The image must be a JPG or PNG file.";
export const IMAGE_TOO_LARGE = "The image is larger than 5MB. Choose a smaller one.";
export const IMAGE_UNREADABLE = "This image could not be read. Choose another JPG or PNG file.";

const JPG: AllowedType = { label: "JPG", mime: "image/jpeg", extensions: ["jpg", "jpeg"] };
const PNG: AllowedType = { label: "PNG", mime: "image/png", extensions: ["png"] };

/** JPEG or PNG by their magic numbers; the file's name and the browser's claim are not asked. */
export function detectPracticeImage(head: Uint8Array): AllowedType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return JPG;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  return null;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Moves an upload parseMultipart stored (under its random key) to a practice key, once sharp has
 * read it as an image. Returns the new key, or null when the file is not a readable image (then
 * nothing is kept).
 */
export async function keepPracticeImage(
  storage: FileStorage,
  upload: { key: string; type: AllowedType; size: number },
): Promise<string | null> {
  try {
    if (upload.size > PRACTICE_IMAGE_MAX_BYTES) return null;
    const bytes = await readAll(await storage.get(upload.key));
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" }).metadata();
    const extension = upload.type.mime === "image/png" ? "png" : "jpg";
    if ((extension === "png") !== (meta.format === "png")) return null;
    const key = `practice-${crypto.randomUUID()}.${extension}`;
    await storage.put(key, Readable.from(bytes));
    return key;
  } catch {
    return null;
  } finally {
    await storage.delete(upload.key).catch(() => {});
  }
}
