import { Link } from "react-router";
import { cn } from "~/lib/utils";

export interface LinkTab {
  id: string;
  label: React.ReactNode;
  /** Where the tab leads: tabs live in the URL, so they work without JavaScript and can be shared. */
  to: string;
}

/**
 * Tabs as links: each tab is a URL (a path or a query), the current one marked aria-current.
 * `size="pill"` gives the smaller pill look (e.g. term pills). The tabs stay on one row; when they
 * do not fit (phones) the row scrolls sideways, never the page.
 */
export function LinkTabs({
  label,
  tabs,
  activeId,
  size = "tab",
  bleed = false,
  className,
}: {
  label: string;
  tabs: LinkTab[];
  activeId: string;
  size?: "tab" | "pill";
  /**
   * On phones, let the row run to the screen's edges (the page's 1 rem padding), so a tab cut by
   * the edge reads as "scroll for more", not as a clipped box.
   */
  bleed?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("min-w-0", bleed && "-mx-4 sm:mx-0", className)}>
      {/* The padding keeps focus outlines inside the scrolling box, which would clip them. */}
      <ul
        className={cn(
          "scroll-row flex gap-2 py-1",
          bleed ? "-my-1 scroll-px-4 px-4 sm:-mx-1 sm:px-1" : "-m-1 px-1",
        )}
      >
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id} className="shrink-0">
              <Link
                to={tab.to}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center justify-center border font-medium whitespace-nowrap transition-colors",
                  size === "tab" ? "h-11 rounded-lg px-4 text-sm" : "h-9 rounded-full px-4 text-sm",
                  active
                    ? "border-accent bg-accent text-accent-foreground"
                    : "border-border bg-card text-foreground hover:border-accent/60 hover:bg-accent-soft",
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
