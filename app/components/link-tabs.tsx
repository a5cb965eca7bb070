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
 * `size="pill"` gives the smaller pill look (e.g. term pills). When the tabs do not fit on one row
 * (phones) they wrap onto the next: every tab stays in sight, with no JavaScript to scroll a
 * hidden one into view (reading pages load none, ADR 025).
 */
export function LinkTabs({
  label,
  tabs,
  activeId,
  size = "tab",
  className,
}: {
  label: string;
  tabs: LinkTab[];
  activeId: string;
  size?: "tab" | "pill";
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("min-w-0", className)}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.id === activeId;
          return (
            <li key={tab.id}>
              <Link
                to={tab.to}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex items-center justify-center border font-medium whitespace-nowrap transition-colors",
                  size === "tab" ? "h-11 rounded-lg px-4 text-sm" : "h-9 rounded-full px-3 text-sm",
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
