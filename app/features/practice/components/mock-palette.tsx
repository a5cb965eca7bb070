import { Flag } from "lucide-react";
import { cn } from "~/lib/utils";

/** Practice Markdown as the mock pages show it (display maths scrolls inside its own box). */
export const PRACTICE_PROSE =
  "post-body min-w-0 [&_.math-display]:block [&_.math-display]:overflow-x-auto [&_.math-display]:py-1";

/** A square of the palette; its states come from data attributes the page's script keeps true. */
const SQUARE =
  "group relative grid place-items-center rounded-lg border-2 border-border text-sm font-semibold tabular-nums " +
  "data-[answered=true]:border-accent data-[answered=true]:bg-accent data-[answered=true]:text-accent-foreground " +
  "data-[marked=true]:border-dashed data-[marked=true]:border-foreground";

function MarkedBadge() {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-2 -right-2 hidden size-5 place-items-center rounded-full bg-foreground text-background group-data-[marked=true]:grid"
    >
      <Flag className="size-3" />
    </span>
  );
}

/**
 * The question palette: a link to each question, showing whether it is answered and marked for
 * review. Without JavaScript it is a list of links (every question "not answered", as the page
 * was served); the script updates the states as the student answers.
 */
export function MockPalette({
  questions,
  className,
}: {
  questions: { id: string; number: number }[];
  className?: string;
}) {
  return (
    <nav aria-label="Question palette" className={className}>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2.5">
        {questions.map((q) => (
          <li key={q.id}>
            <a
              href={`#q${q.number}`}
              data-palette={q.id}
              data-answered="false"
              data-marked="false"
              className={cn(SQUARE, "size-11")}
            >
              <span aria-hidden="true">{q.number}</span>
              <span className="sr-only">
                Question {q.number}: <span data-label>not answered</span>
              </span>
              <MarkedBadge />
            </a>
          </li>
        ))}
      </ol>
      <ul className="mt-4 grid gap-2 text-sm text-muted" aria-label="Palette legend">
        <LegendItem answered label="Answered" />
        <LegendItem marked label="Marked for review" />
        <LegendItem label="Not answered yet" />
      </ul>
    </nav>
  );
}

function LegendItem({
  answered = false,
  marked = false,
  label,
}: {
  answered?: boolean;
  marked?: boolean;
  label: string;
}) {
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        data-answered={String(answered)}
        data-marked={String(marked)}
        className={cn(SQUARE, "size-7 text-xs")}
      >
        <MarkedBadge />
      </span>
      {label}
    </li>
  );
}
