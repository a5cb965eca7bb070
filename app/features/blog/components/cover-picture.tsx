import { cn } from "~/lib/utils";
import { type Cover, COVER_MIME, coverFallback, coverSrcSet, coverUrl } from "../cover";

/**
 * An uploaded cover as <picture>: AVIF, then WebP, then JPEG, each at every width made, so the
 * browser fetches the smallest file that fills `sizes`. Width and height reserve its space.
 */
export function CoverPicture({
  cover,
  sizes,
  priority = false,
  alt = cover.alt,
  className,
}: {
  cover: Cover;
  /** The cover's own alt text unless the image only decorates (a card beside its title). */
  alt?: string;
  sizes: string;
  /** The page's largest image (LCP): fetched at once and first. */
  priority?: boolean;
  className?: string;
}) {
  const fallback = coverFallback(cover);
  return (
    <picture>
      {(["avif", "webp"] as const).map((format) =>
        cover.variants.some((v) => v.format === format) ? (
          <source
            key={format}
            type={COVER_MIME[format]}
            srcSet={coverSrcSet(cover, format)}
            sizes={sizes}
          />
        ) : null,
      )}
      <img
        src={coverUrl(fallback.key)}
        srcSet={coverSrcSet(cover, "jpeg") || undefined}
        sizes={sizes}
        alt={alt}
        width={cover.width}
        height={cover.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
