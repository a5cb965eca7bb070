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
  image?: string;
}

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
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (seo.image) {
    tags.push(
      { property: "og:image", content: seo.image },
      { name: "twitter:image", content: seo.image },
    );
  }
  return tags;
}
