import { cn } from "~/lib/utils";

/** A link that opens another site in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(className)} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
