import { isRouteErrorResponse, Outlet, useMatches, useRouteLoaderData } from "react-router";
import { ErrorScreen } from "~/components/error-screen";
import { NotFoundScreen } from "~/components/not-found-screen";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { shellLinks } from "~/features/settings/public";
import { getSiteSettingsOrNone } from "~/features/settings/queries.server";
import type { Route } from "./+types/layout";

/**
 * The header's and footer's links from the site settings. While the database does not answer the
 * shell shows none of them, so pages that need no database keep working.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return shellLinks(await getSiteSettingsOrNone(context.db));
}

/** A route's `handle` can hide the site header or footer (spec §2: "Page layout can hide…"). */
export interface LayoutHandle {
  hideHeader?: boolean;
  hideFooter?: boolean;
}

function useLayoutOptions(): Required<LayoutHandle> {
  const matches = useMatches();
  const options = { hideHeader: false, hideFooter: false };
  for (const match of matches) {
    const handle = match.handle as LayoutHandle | undefined;
    if (handle?.hideHeader) options.hideHeader = true;
    if (handle?.hideFooter) options.hideFooter = true;
  }
  return options;
}

function Shell({ children }: { children: React.ReactNode }) {
  const { hideHeader, hideFooter } = useLayoutOptions();
  // Undefined in the error boundary when this loader itself failed: then no links.
  const links = useRouteLoaderData<typeof loader>("routes/public/layout");
  return (
    <div className="flex min-h-dvh flex-col">
      {hideHeader ? null : <SiteHeader videoChannel={links?.videoChannel ?? null} />}
      <div className="flex-1">{children}</div>
      {hideFooter ? null : (
        <SiteFooter social={links?.social ?? []} contactEmail={links?.contactEmail ?? null} />
      )}
    </div>
  );
}

/**
 * Public pages are the same for every visitor: browsers revalidate each time (a 304 when nothing
 * changed), shared caches may keep them a minute and serve a stale copy while they refresh. The
 * server keeps them in memory too (server/page-cache.ts), and answers admins and requests that
 * carry a flashed toast with `private, no-store`. A page with per-visitor content exports its own
 * `headers` with `no-store`.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Feed readers find the blog's feed from any public page, not only from /blog. */
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: "Blog RSS", href: "/blog/rss.xml" },
  // Browsers offer to add the site's search (issue 18).
  {
    rel: "search",
    type: "application/opensearchdescription+xml",
    title: "BS Degree Hub",
    href: "/opensearch.xml",
  },
];

export function headers(): HeadersInit {
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundScreen />
      ) : (
        <ErrorScreen error={error} />
      )}
    </Shell>
  );
}
