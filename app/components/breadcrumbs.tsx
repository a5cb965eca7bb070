import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "~/lib/breadcrumbs";

/** A breadcrumb trail; the last crumb is the current page (aria-current, not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.name}`} className="inline-flex items-center gap-1.5">
              {last || !crumb.path ? (
                <span
                  aria-current={last ? "page" : undefined}
                  className="font-medium text-foreground"
                >
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="rounded-sm underline-offset-4 hover:text-accent hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
              {last ? null : <ChevronRight aria-hidden="true" className="size-3.5 shrink-0" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
