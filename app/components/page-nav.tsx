import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

const item = "inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium";

/**
 * Previous / next links of a long public list, with "Page X of Y" between them. Plain links (the
 * page is in the URL), so they work without JavaScript; at either end the link becomes plain text.
 * Nothing is rendered for a single page.
 */
export function PageNav({
  page,
  pageCount,
  href,
  className,
}: {
  page: number;
  pageCount: number;
  /** The URL of a page, keeping whatever else the list is filtered by. */
  href: (page: number) => string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, rel: "prev" | "next", disabled: boolean) => {
    const content =
      rel === "prev" ? (
        <>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {label}
        </>
      ) : (
        <>
          {label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </>
      );
    return disabled ? (
      <span aria-disabled="true" className={cn(item, "text-muted opacity-60")}>
        {content}
      </span>
    ) : (
      <Link
        to={href(target)}
        rel={rel}
        className={cn(
          item,
          "border border-border bg-card text-foreground transition-colors hover:border-accent/60 hover:bg-accent-soft",
        )}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav
      aria-label="Pages"
      className={cn(
        "flex items-center justify-between gap-2 border-t border-border pt-6",
        className,
      )}
    >
      {step(page - 1, "Previous", "prev", page <= 1)}
      <p className="text-sm text-muted">{`Page ${page} of ${pageCount}`}</p>
      {step(page + 1, "Next", "next", page >= pageCount)}
    </nav>
  );
}
