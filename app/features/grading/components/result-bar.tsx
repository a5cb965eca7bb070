import { cn } from "~/lib/utils";

/**
 * A calculator's result in one line, held under the site header while the page scrolls on phones
 * and tablets (hidden from the `lg` width, where the result panel itself stays in view). Inputs
 * below it carry `scroll-mt-40`, so a focused field is never scrolled under it.
 */
export function ResultBar({
  label,
  className,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={label}
      data-testid="result-bar"
      className={cn(
        "sticky top-16 z-30 -mx-4 border-y border-border bg-background/95 px-4 py-2.5 shadow-sm backdrop-blur sm:-mx-6 sm:px-6 lg:hidden",
        className,
      )}
    >
      {children}
    </section>
  );
}

/** Keeps a focused field clear of the sticky result bar (phones) and the site header. */
export const clearOfResultBar = "scroll-mt-40 lg:scroll-mt-24";
