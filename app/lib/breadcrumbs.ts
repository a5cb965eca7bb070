// Breadcrumb trails: the same list draws the visible trail and the page's BreadcrumbList JSON-LD.
import type { MetaDescriptor } from "react-router";

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) may leave it out. */
  path?: string;
}

/** schema.org BreadcrumbList with absolute URLs (the last item is the page itself). */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string, currentPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path ?? currentPath}`,
    })),
  };
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
}

/** The JSON-LD script of a trail, for a route's `meta` (rendered like the blog's BlogPosting). */
export function breadcrumbMeta(args: MetaArgs, crumbs: Crumb[]): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root");
  const origin = ((root?.loaderData ?? root?.data) as { siteUrl?: string } | undefined)?.siteUrl;
  return [{ "script:ld+json": breadcrumbJsonLd(crumbs, origin ?? "", args.location.pathname) }];
}
