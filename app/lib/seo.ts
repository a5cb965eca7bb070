import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Canonical path when it differs from the current one (e.g. /resources for /resources/foundation). */
  canonicalPath?: string;
  type?: "website" | "article";
  /** Absolute URL of a 1200 × 630 raster preview; the site's default image when not given. */
  image?: string;
  /** What the image shows, for readers who cannot see it (required with `image`). */
  imageAlt?: string;
}

/** The preview every page without its own image shares (scripts/make-share-images.ts). */
export const DEFAULT_SHARE_IMAGE = "/images/share-default.jpg";
/** The square logo structured data names as the publisher's (scripts/make-share-images.ts). */
export const SITE_LOGO = "/images/logo-512.png";
const DEFAULT_SHARE_ALT = `${site.name}: ${site.tagline}`;

/** Title, description, canonical URL and OpenGraph/Twitter tags for a route's `meta` export. */
export function pageMeta(args: MetaArgs, seo: PageSeo): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root");
  const rootData = (root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined;
  const origin = rootData?.siteUrl ?? "";
  const url = `${origin}${seo.canonicalPath ?? args.location.pathname}`;
  const title = seo.title === site.name ? site.name : `${seo.title} | ${site.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { property: "og:image", content: seo.image ?? `${origin}${DEFAULT_SHARE_IMAGE}` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: seo.imageAlt ?? DEFAULT_SHARE_ALT },
    { name: "twitter:image", content: seo.image ?? `${origin}${DEFAULT_SHARE_IMAGE}` },
    { name: "twitter:image:alt", content: seo.imageAlt ?? DEFAULT_SHARE_ALT },
  ];
  return tags;
}

/** An admin screen's meta: "<screen> | Admin", kept out of search engines. */
export function adminMeta(screen: string): MetaDescriptor[] {
  return [{ title: `${screen} | Admin` }, { name: "robots", content: "noindex" }];
}
