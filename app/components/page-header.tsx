import { cn } from "~/lib/utils";

/** The top of a public page: optional eyebrow, the page's one <h1>, a lead paragraph. */
export function PageHeader({
  back,
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  /** A back link shown above the title. */
  back?: React.ReactNode;
  eyebrow?: string;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("mx-auto max-w-7xl px-4 pt-28 pb-10 sm:px-6 sm:pt-32", className)}>
      {back ? <div className="mb-6">{back}</div> : null}
      {eyebrow ? (
        <p className="text-eyebrow font-semibold text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-3 text-title font-bold text-balance">{title}</h1>
      {description ? <p className="mt-4 max-w-3xl text-lg text-muted">{description}</p> : null}
      {children}
    </header>
  );
}
