// An uploaded cover image (the `cover` column): its responsive variants in AVIF, WebP and a JPEG
// fallback, its size and its alt text. Browser-safe: the pages build <picture> from it.
import { z } from "zod";

export const COVER_FORMATS = ["avif", "webp", "jpeg"] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/** Keys the cover processor writes, and the only keys the cover route serves. */
export const COVER_KEY_PATTERN = /^cover-[0-9a-f-]{36}-\d{2,5}w\.(avif|webp|jpg)$/;

export const CoverSchema = z.object({
  alt: z.string(),
  /** Of the largest variant (the original's proportions). */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  variants: z
    .array(
      z.object({
        key: z.string().regex(COVER_KEY_PATTERN),
        format: z.enum(COVER_FORMATS),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    )
    .min(1),
});
export type Cover = z.infer<typeof CoverSchema>;

/** A stored `cover` value, or null when there is none or it is not one. */
export function readCover(value: unknown): Cover | null {
  const parsed = CoverSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const coverUrl = (key: string) => `/covers/${key}`;

export const COVER_MIME: Record<CoverFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** `srcset` of one format: every width of it. */
export function coverSrcSet(cover: Cover, format: CoverFormat): string {
  return cover.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${coverUrl(v.key)} ${v.width}w`)
    .join(", ");
}

/** The fallback `src`: the largest JPEG. */
export function coverFallback(cover: Cover) {
  const jpegs = cover.variants.filter((v) => v.format === "jpeg");
  return jpegs.reduce((a, b) => (b.width > a.width ? b : a), jpegs[0] ?? cover.variants[0]!);
}
