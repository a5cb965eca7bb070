import { ArrowRight, BookOpen } from "lucide-react";
import { Link } from "react-router";

export function SubjectCardLink({
  to,
  name,
  description,
  headingLevel = 3,
}: {
  to: string;
  name: string;
  description: string;
  /** 4 under a group heading (search results). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-accent/60 hover:bg-accent-soft"
    >
      <span
        aria-hidden="true"
        className="grid size-11 place-items-center rounded-lg bg-accent-soft text-accent"
      >
        <BookOpen className="size-5" />
      </span>
      <Heading className="mt-4 text-lg font-semibold">{name}</Heading>
      <p className="mt-2 flex-1 text-sm text-muted">{description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
        View resources
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
