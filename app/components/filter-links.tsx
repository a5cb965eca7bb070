import { Link } from "react-router";
import { cn } from "~/lib/utils";

/** A row of filter links under a label (the search page's and the practice area's filters). */
export function FilterRow({
  label,
  children,
  className,
  labelClassName,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
  labelClassName?: string;
}) {
  return (
    <nav
      aria-label={`Filter by ${label.toLowerCase()}`}
      className={cn("flex items-start gap-3", className)}
    >
      <span className={cn("mt-1.5 w-12 shrink-0 text-sm font-medium text-muted", labelClassName)}>
        {label}
      </span>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </nav>
  );
}

/** One filter as a pill link; the chosen one is filled and marked aria-current. */
export function FilterLink({
  to,
  current,
  wrap = false,
  children,
}: {
  to: string;
  current: boolean;
  /** Long labels (topics) may wrap rather than run past a phone's width. */
  wrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "true" : undefined}
        className={cn(
          "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium",
          wrap ? "py-1 text-left" : "whitespace-nowrap",
          current
            ? "border-accent bg-accent text-accent-foreground"
            : "border-border hover:bg-accent-soft",
        )}
      >
        {children}
      </Link>
    </li>
  );
}
