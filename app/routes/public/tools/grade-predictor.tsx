import { AlertTriangle, ArrowUpRight } from "lucide-react";
import {
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useSearchParams,
} from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { loadGradingCatalogue } from "~/features/grading/catalogue.server";
import { clearOfResultBar, ResultBar } from "~/features/grading/components/result-bar";
import {
  courseChoices,
  type NamedTermRules,
  predictorTerm,
  withCatalogue,
} from "~/features/grading/courses";
import type { Requirement } from "~/features/grading/predict";
import {
  CONDITION_GROUP_LABELS,
  type ConditionCheck,
  confidenceText,
  type Field,
  type PredictorView,
  predictorView,
  termChoice,
  UNMET_GROUP_TITLES,
} from "~/features/grading/predictor-view";
import { loadGradingTerms } from "~/features/grading/terms.server";
import { courseLabel } from "~/features/resources/subjects";
import { HYDRATE } from "~/lib/hydration";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/grade-predictor";

/** Instant results as the visitor types: the page runs React (ADR 025). */
export const handle = HYDRATE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Grade Predictor",
    description:
      "Enter the scores you have and see, for every grade, the end-term mark you need. Grading rules by term, from the official grading document.",
  });

/**
 * The term choices, the chosen term's rules named from the catalogue, and its courses by level.
 * The term is the one the URL names, else the latest with the URL's course (a course page links
 * here with `?course=<grading id>` alone), else the latest.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Sent without JavaScript, the form names every field, most of them empty: keep what was entered.
  if ([...url.searchParams.values()].some((value) => value.trim() === "")) {
    const query = enteredQuery(url.searchParams);
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }
  const [terms, catalogue] = await Promise.all([
    loadGradingTerms(context.db),
    loadGradingCatalogue(context.db),
  ]);
  const [rules] = withCatalogue([predictorTerm(terms, url.searchParams)], catalogue);
  return {
    terms: terms.map((t) => ({ term: t.term, ...termChoice(t.title) })),
    rules: rules!,
    courses: courseChoices(rules!, catalogue),
  };
}

/** The address's query with the empty fields left out. */
function enteredQuery(entries: Iterable<[string, string]>): string {
  return new URLSearchParams(
    [...entries].filter(([, value]) => value.trim() !== "").map(([k, v]) => [k, v.trim()]),
  ).toString();
}

/** Scores change on every keystroke; only another term needs other rules from the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname || (formMethod && formMethod !== "GET")) {
    return defaultShouldRevalidate;
  }
  // Without a term in the address the course chooses it: a new course may need another term.
  const term = (url: URL) =>
    url.searchParams.get("term") ?? `course:${url.searchParams.get("course")}`;
  return term(currentUrl) !== term(nextUrl);
}

const selectClass =
  "h-11 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base";

export default function GradePredictorPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { rules } = loaderData;
  const termDetail = loaderData.terms.find((t) => t.term === rules.term)?.detail;
  const view = predictorView(rules, params);
  const { course, scoreFields, eligibilityFields, bonusField } = view;
  const endTermLabel =
    course.inputs.find((i) => i.name === course.endTermInput)?.label ?? "End term";

  return (
    <main id="main">
      <PageHeader
        eyebrow="Student tools"
        title="Grade Predictor"
        description="Enter the scores you have. For every grade you see the end-term mark you need, using the grading rules of your term."
      />
      {/* A GET form: the inputs live in the URL, so a result can be shared, and the server
          computes it without JavaScript. With JavaScript every change updates the result. */}
      <Form
        method="get"
        preventScrollReset
        onChange={(event) => {
          const entries: [string, string][] = [];
          for (const [name, value] of new FormData(event.currentTarget)) {
            if (typeof value === "string") entries.push([name, value]);
          }
          // A new course has other inputs; values with the same names carry over.
          void navigate(`?${enteredQuery(entries)}`, { replace: true, preventScrollReset: true });
        }}
        className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
      >
        <Card padding="p-5 sm:p-6" className="min-w-0 lg:col-span-2">
          {/* One above the other: a course's full name ("PDSA — Programming, Data Structures and
              Algorithms using Python") and a term's title each need about 600 px. */}
          <div className="grid max-w-2xl grid-cols-1 gap-4">
            <div className="grid min-w-0 gap-1.5">
              <label className="grid min-w-0 gap-1.5 text-sm font-medium">
                Term
                <select
                  name="term"
                  defaultValue={rules.term}
                  key={`term-${rules.term}`}
                  aria-describedby={termDetail ? "term-detail" : undefined}
                  className={selectClass}
                >
                  {loaderData.terms.map((t) => (
                    <option key={t.term} value={t.term}>
                      {t.name}
                    </option>
                  ))}
                </select>
              </label>
              {termDetail ? (
                <p id="term-detail" className="text-sm text-muted">
                  {termDetail}.
                </p>
              ) : null}
            </div>
            <label className="grid min-w-0 gap-1.5 text-sm font-medium">
              Course
              <select
                name="course"
                defaultValue={course.id}
                key={`course-${rules.term}-${course.id}`}
                className={selectClass}
              >
                {loaderData.courses.map((group) => (
                  <optgroup key={group.level} label={group.title}>
                    {group.courses.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
          </div>
        </Card>

        <ResultBar label="Marks needed, in short">
          <CompactResult view={view} />
        </ResultBar>

        <Card padding="p-5 sm:p-6" className="grid min-w-0 content-start gap-6 self-start">
          <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Your scores (0–100 unless shown)</legend>
            {[...scoreFields, ...(bonusField ? [bonusField] : [])].map((field) => (
              <NumberField key={`${course.id}-${field.name}`} field={field} />
            ))}
          </fieldset>
          {eligibilityFields.length > 0 ? (
            <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">For eligibility</legend>
              {eligibilityFields.map((field) => (
                <NumberField key={`${course.id}-${field.name}`} field={field} />
              ))}
            </fieldset>
          ) : null}
          <noscript>
            <button
              type="submit"
              className="h-11 rounded-lg bg-accent px-5 font-medium text-accent-foreground"
            >
              Calculate
            </button>
          </noscript>
        </Card>

        <section
          aria-labelledby="result-heading"
          // As tall as the form: the result card sticks under the header while a long form
          // scrolls, and the notes below it pass beneath.
          className="grid min-w-0 content-start gap-6"
        >
          <Card padding="p-5 sm:p-6" className="lg:sticky lg:top-20 lg:z-10">
            <h2 id="result-heading" className="text-lg font-semibold">
              {endTermLabel} needed for each grade
            </h2>
            <p className="mt-1 text-sm text-muted">
              {courseLabel(course)}, {rules.title}.
            </p>
            <EligibilityWarning unmet={view.unmet} className="mt-4" />
            <ResultTable view={view} endTermLabel={endTermLabel} />
          </Card>
          <Card padding="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">Eligibility</h2>
            <EligibilityChecks view={view} />
          </Card>
          <SourcesNote rules={rules} course={course} />
        </section>
      </Form>
    </main>
  );
}

function ResultTable({ view, endTermLabel }: { view: PredictorView; endTermLabel: string }) {
  const { result } = view;
  if (result.kind === "empty") {
    return (
      <p
        className="mt-4 rounded-lg border border-dashed border-border p-4 text-sm"
        data-testid="predictor-empty"
      >
        Enter the scores you have so far (assignments, quizzes, exams already written). The table
        then shows the end-term mark each grade needs. A score you leave empty counts as 0.
      </p>
    );
  }
  if (result.kind === "invalid") {
    return (
      <p
        className="mt-4 rounded-lg border border-danger/60 p-4 text-sm"
        data-testid="predictor-invalid"
      >
        Out of range: {result.fields.map((f) => f.label).join("; ")}. Fix{" "}
        {result.fields.length === 1 ? "it" : "them"} to see the marks you need.
      </p>
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-muted">Scores you leave empty count as 0.</p>
      <table className="mt-4 w-full text-left text-sm" data-testid="predictor-table">
        <caption className="sr-only">End-term mark needed per grade</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-2 font-medium">
              Grade
            </th>
            <th scope="col" className="py-2 font-medium">
              Total needed
            </th>
            <th scope="col" className="py-2 font-medium">
              {endTermLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.requirements.map((r) => (
            <tr key={r.grade} className="border-t border-border">
              <th scope="row" className="py-2 font-semibold">
                {r.grade}
              </th>
              <td className="py-2">{r.min}</td>
              <td
                className={cn("py-2 font-medium", r.endTerm === null && "text-muted")}
                data-testid={`need-${r.grade}`}
              >
                {r.endTerm === null ? "Not reachable" : r.endTerm}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The result in one line for the sticky bar: each grade's end-term mark, or what to do first. */
function CompactResult({ view }: { view: PredictorView }) {
  const { result } = view;
  const warning =
    view.unmet.length > 0 ? (
      <p className="mt-1 flex items-center gap-1.5 text-xs font-medium text-danger">
        <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
        {UNMET_GROUP_TITLES[view.unmet[0]!.group]}
        {view.unmet[0]!.group === "grade" ? ": see below" : ""}
      </p>
    ) : null;
  if (result.kind !== "ready") {
    return (
      <div data-testid="predictor-bar">
        <p className="text-sm">
          {result.kind === "empty"
            ? "Enter your scores to see the end-term mark each grade needs."
            : "A score is out of range: fix it to see the marks you need."}
        </p>
        {warning}
      </div>
    );
  }
  return (
    <div data-testid="predictor-bar">
      <p className="text-xs text-muted">End-term mark needed</p>
      <dl className="mt-1 grid grid-cols-6 gap-1 text-center">
        {result.requirements.map((r: Requirement) => (
          <div key={r.grade} className="rounded-md bg-accent-soft px-1 py-0.5">
            <dt className="text-xs font-semibold text-accent">{r.grade}</dt>
            <dd className="text-sm font-semibold tabular-nums" data-testid={`bar-need-${r.grade}`}>
              {r.endTerm === null ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">Not reachable</span>
                </>
              ) : (
                r.endTerm
              )}
            </dd>
          </div>
        ))}
      </dl>
      {warning}
    </div>
  );
}

function EligibilityWarning({ unmet, className }: { unmet: ConditionCheck[]; className?: string }) {
  if (unmet.length === 0) return null;
  const groups = [...new Set(unmet.map((c) => c.group))];
  return (
    <div
      role="alert"
      data-testid="eligibility-warning"
      className={cn("rounded-lg border border-danger/60 bg-danger/10 p-4 text-sm", className)}
    >
      {groups.map((group) => (
        <div key={group} className="flex gap-2 not-first:mt-3">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <div>
            <p className="font-semibold">{UNMET_GROUP_TITLES[group]}:</p>
            <ul className="mt-1 list-disc pl-4">
              {unmet
                .filter((c) => c.group === group)
                .map((c) => (
                  <li key={c.label}>{c.label}</li>
                ))}
            </ul>
          </div>
        </div>
      ))}
    </div>
  );
}

function EligibilityChecks({ view }: { view: PredictorView }) {
  if (view.checks.length === 0) {
    return (
      <p className="mt-2 text-sm text-muted">This course has no separate eligibility rules.</p>
    );
  }
  const waiting = view.checks.some((c) => c.met === null);
  return (
    <>
      <ul className="mt-3 grid gap-2 text-sm">
        {view.checks.map((c) => (
          <li key={`${c.group}-${c.label}`} className="flex gap-2">
            <span
              aria-hidden="true"
              className={cn(
                "w-4 shrink-0 text-center",
                c.met === null ? "text-muted" : c.met ? "text-accent" : "text-danger",
              )}
            >
              {c.met === null ? "?" : c.met ? "✓" : "✗"}
            </span>
            <span>
              <span className="font-medium">{CONDITION_GROUP_LABELS[c.group]}:</span> {c.label}{" "}
              <span className={c.met === null ? "text-muted" : "sr-only"}>
                {c.met === null ? "(enter the scores it needs)" : c.met ? "(met)" : "(not met)"}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {waiting ? (
        <p className="mt-3 text-sm text-muted">
          Fill in the eligibility scores to check whether you may write the end term.
        </p>
      ) : null}
    </>
  );
}

/** Where the rules come from, in words, with links to the sources we can point at. */
function SourcesNote({
  rules,
  course,
}: {
  rules: NamedTermRules;
  course: NamedTermRules["courses"][number];
}) {
  const sources = [rules.source];
  const own = course.source;
  if (
    own.ref !== rules.source.ref ||
    own.note !== rules.source.note ||
    own.confidence !== rules.source.confidence
  ) {
    sources.push(own);
  }
  return (
    <aside
      aria-labelledby="sources-heading"
      className="rounded-xl border border-border p-5 text-sm text-muted"
    >
      <h2 id="sources-heading" className="font-semibold text-foreground">
        About these rules
      </h2>
      <p className="mt-2">Unofficial: always check the programme&apos;s own grading document.</p>
      <ul className="mt-2 grid gap-2">
        {sources.map((source, index) => (
          <li key={index}>
            <span className="text-foreground">
              {index === 0 ? "The term's rules" : courseLabel(course)}
            </span>{" "}
            come from{" "}
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-accent underline"
              >
                {source.ref}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <cite className="not-italic">{source.ref}</cite>
            )}
            : {confidenceText(source.confidence)}.{source.note ? ` ${source.note}` : ""}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link
          to={`/api/grading-rules.json?term=${encodeURIComponent(rules.term)}`}
          reloadDocument
          className="inline-flex items-center gap-1 text-accent underline"
        >
          These rules as JSON
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
        </Link>
        <Link to="/tools/cgpa-calculator" className="text-accent underline">
          CGPA calculator
        </Link>
      </p>
    </aside>
  );
}

function NumberField({ field }: { field: Field }) {
  const id = `field-${field.name}`;
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
        <span className="text-muted">
          {" "}
          ({field.min}–{field.max})
        </span>
      </label>
      <input
        id={id}
        name={field.name}
        type="number"
        inputMode="decimal"
        step="any"
        min={field.min}
        max={field.max}
        defaultValue={field.raw}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : undefined}
        className={cn(
          "h-11 rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-danger",
          clearOfResultBar,
        )}
      />
      {field.error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
