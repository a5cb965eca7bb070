import { Calculator } from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import type { CourseGrading } from "../course-grading";

/**
 * How a course is graded: the formula in words and in symbols, what the symbols mean, the grade
 * cut-offs, the eligibility rules, the predictor, earlier terms' formulas and the sources. Without
 * rules for the course it says they are not published here yet.
 */
export function CourseGradingSummary({
  grading,
  courseName,
}: {
  grading: CourseGrading | null;
  courseName: string;
}) {
  if (!grading) {
    return (
      <section
        aria-labelledby="grading-heading"
        className="rounded-2xl border border-dashed border-border p-5 sm:p-6"
      >
        <h2 id="grading-heading" className="text-2xl font-semibold">
          How it is graded
        </h2>
        <p className="mt-2 text-muted" data-testid="no-grading-rule">
          The grading rule for {courseName} is not published here yet: check the programme&apos;s
          grading document for your term.
        </p>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="grading-heading"
      className="min-w-0 rounded-2xl border border-border bg-card p-5 sm:p-6"
    >
      <h2 id="grading-heading" className="text-2xl font-semibold">
        How it is graded
      </h2>
      <p className="mt-1 text-sm text-muted">Rules of the {grading.title}.</p>

      <h3 className="mt-6 font-semibold">The total, T</h3>
      <p className="mt-2" data-testid="formula-words">
        <span className="font-medium">In words:</span> {grading.words}.
      </p>
      <p className="mt-3 text-sm font-medium">In symbols:</p>
      <code
        className="mt-1 block rounded-lg bg-background px-3 py-2 font-mono text-sm break-words"
        data-testid="formula-symbols"
      >
        T = {grading.symbols}
      </code>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {grading.legend.map((entry) => (
          <div key={entry.name} className="contents">
            <dt className="font-mono font-medium">{entry.name}</dt>
            <dd className="text-muted">{entry.meaning}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 grid gap-1 text-sm">
        {grading.bonus ? (
          <li>
            {/^bonus\b/i.test(grading.bonus) ? null : <span className="font-medium">Bonus: </span>}
            {grading.bonus}.
          </li>
        ) : null}
        <li>T is capped at {grading.cap}.</li>
      </ul>

      <h3 className="mt-6 font-semibold">Grades</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label="Lowest total for each grade">
        {grading.cutoffs.map((cutoff) => (
          <li key={cutoff.grade} className="rounded-md bg-accent-soft px-2 py-0.5 tabular-nums">
            <span className="font-semibold">{cutoff.grade}</span> ≥ {cutoff.min}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-muted">Below {grading.passMark}: U (not passed).</p>

      <h3 className="mt-6 font-semibold">Eligibility</h3>
      {grading.eligibility.length === 0 ? (
        <p className="mt-2 text-sm text-muted">This course has no separate eligibility rules.</p>
      ) : (
        <div className="mt-2 grid gap-3 text-sm">
          {grading.eligibility.map((group) => (
            <div key={group.id}>
              <p className="font-medium">{group.title}:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5">
                {group.conditions.map((condition) => (
                  <li key={condition}>{condition}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}

      <Link to={grading.predictorHref} className={cn(buttonVariants(), "mt-6")}>
        <Calculator aria-hidden="true" />
        Predict your grade in {courseName}
      </Link>

      {grading.earlier.length > 0 ? (
        <details className="mt-6 border-t border-border pt-4">
          <summary className="cursor-pointer text-sm font-medium">
            Earlier terms&apos; formula
          </summary>
          <ul className="mt-3 grid gap-3 text-sm">
            {grading.earlier.map((term) => (
              <li key={term.term}>
                <p className="font-medium">{term.title}</p>
                <p className="mt-1 text-muted">{term.words}.</p>
                <p className="mt-1">
                  <code className="font-mono break-words">T = {term.symbols}</code>
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <div className="mt-6 border-t border-border pt-4 text-sm text-muted">
        <p>Unofficial: always check the programme&apos;s own grading document.</p>
        <ul className="mt-2 grid gap-2">
          {grading.sources.map((source) => (
            <li key={`${source.ref}-${source.note ?? ""}`}>
              Source:{" "}
              {source.url ? (
                <ExternalLink href={source.url} className="underline underline-offset-4">
                  {source.ref}
                </ExternalLink>
              ) : (
                source.ref
              )}{" "}
              ({source.confidence}).{source.note ? ` ${source.note}` : ""}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
