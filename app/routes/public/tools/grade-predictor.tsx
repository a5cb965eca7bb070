import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useSearchParams,
  useSubmit,
} from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import { eligibility, findCourse, requiredEndTerm } from "~/features/grading/predict";
import type { CourseRule, TermRules } from "~/features/grading/schema";
import { loadGradingTerms } from "~/features/grading/terms.server";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/grade-predictor";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Grade Predictor",
    description:
      "Enter the scores you have and see, for every grade, the end-term mark you need. Grading rules by term, from the official grading document.",
  });

/** The term choices and the chosen term's rules (the latest when the URL names none). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const terms = await loadGradingTerms(context.db);
  const wanted = new URL(request.url).searchParams.get("term");
  const rules = terms.find((t) => t.term === wanted) ?? terms[terms.length - 1]!;
  return { terms: terms.map((t) => ({ term: t.term, title: t.title })), rules };
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
  return currentUrl.searchParams.get("term") !== nextUrl.searchParams.get("term");
}

interface Field {
  name: string;
  label: string;
  min: number;
  max: number;
  value: number | undefined;
  /** As typed, so a mistake is shown back rather than lost. */
  raw: string;
  error?: string;
}

/** Reads one number field from the URL: undefined when empty, an error when out of range. */
function readField(
  params: URLSearchParams,
  input: { name: string; label: string; min: number; max: number },
): Field {
  const raw = params.get(input.name)?.trim() ?? "";
  if (raw === "") return { ...input, value: undefined, raw };
  const value = Number(raw);
  if (!Number.isFinite(value) || value < input.min || value > input.max) {
    return {
      ...input,
      value: undefined,
      raw,
      error: `Enter a number from ${input.min} to ${input.max}.`,
    };
  }
  return { ...input, value, raw };
}

function state(rules: TermRules, params: URLSearchParams) {
  const course: CourseRule =
    rules.courses.find((c) => c.id === params.get("course")) ?? rules.courses[0]!;
  const scoreFields = course.inputs
    .filter((input) => input.name !== course.endTermInput)
    .map((input) => readField(params, input));
  const eligibilityFields = course.eligibilityInputs.map((input) => readField(params, input));
  const bonusField = course.bonus
    ? readField(params, { name: "bonus", label: course.bonus.label, min: 0, max: course.bonus.max })
    : undefined;
  return { rules, course, scoreFields, eligibilityFields, bonusField };
}

export default function GradePredictorPage({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const { rules, course, scoreFields, eligibilityFields, bonusField } = state(
    loaderData.rules,
    params,
  );
  const known = Object.fromEntries(
    scoreFields.filter((f) => f.value !== undefined).map((f) => [f.name, f.value!]),
  );
  const requirements = requiredEndTerm(rules, course.id, known, bonusField?.value ?? 0);
  const eligibilityKnown =
    eligibilityFields.length > 0 && eligibilityFields.every((f) => f.value !== undefined);
  const eligible = eligibilityKnown
    ? eligibility(
        rules,
        course.id,
        Object.fromEntries(eligibilityFields.map((f) => [f.name, f.value!])),
      )
    : null;
  const endTermLabel =
    findCourse(rules, course.id).inputs.find((i) => i.name === course.endTermInput)?.label ??
    "End term";

  return (
    <main id="main">
      <PageHeader
        eyebrow="Student tools"
        title="Grade Predictor"
        description="Enter the scores you have. For every grade you see the end-term mark you need, using the grading rules of your term."
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-2">
        <Card className="min-w-0 p-5 sm:p-6">
          {/* A GET form: the inputs live in the URL, so a result can be shared, and the server
              computes it without JavaScript. With JavaScript every change updates the result. */}
          <Form
            method="get"
            preventScrollReset
            onChange={(event) => {
              // A new course has other inputs; values with the same names carry over.
              void submit(event.currentTarget, { replace: true, preventScrollReset: true });
            }}
            className="grid gap-5"
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <label className="grid min-w-0 gap-1.5 text-sm font-medium">
                Term
                <select
                  name="term"
                  defaultValue={rules.term}
                  key={`term-${rules.term}`}
                  className="h-11 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base"
                >
                  {loaderData.terms.map((t) => (
                    <option key={t.term} value={t.term}>
                      {t.title}
                    </option>
                  ))}
                </select>
              </label>
              <label className="grid min-w-0 gap-1.5 text-sm font-medium">
                Course
                <select
                  name="course"
                  defaultValue={course.id}
                  key={`course-${rules.term}-${course.id}`}
                  className="h-11 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base"
                >
                  {rules.courses.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-sm font-semibold">
                Your scores (0–100 unless shown)
              </legend>
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
          </Form>
        </Card>

        <section aria-labelledby="result-heading" className="grid content-start gap-6">
          <Card className="p-5 sm:p-6">
            <h2 id="result-heading" className="text-lg font-semibold">
              {endTermLabel} needed for each grade
            </h2>
            <p className="mt-1 text-sm text-muted">
              {course.name}, {rules.title}. Scores you leave empty count as 0.
            </p>
            <table className="mt-4 w-full text-left text-sm">
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
                {requirements.map((r) => (
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
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">Eligibility</h2>
            {eligible ? (
              <ul className="mt-3 grid gap-2 text-sm">
                {[
                  ...eligible.endTerm.conditions.map((c) => ({ ...c, group: "End term" })),
                  ...(eligible.oppe?.conditions ?? []).map((c) => ({ ...c, group: "OPPE" })),
                  ...(eligible.grade?.conditions ?? []).map((c) => ({ ...c, group: "Grade" })),
                ].map((c) => (
                  <li key={`${c.group}-${c.label}`} className="flex gap-2">
                    <span aria-hidden="true" className={c.met ? "text-accent" : "text-danger"}>
                      {c.met ? "✓" : "✗"}
                    </span>
                    <span>
                      <span className="font-medium">{c.group}:</span> {c.label}{" "}
                      <span className="sr-only">{c.met ? "(met)" : "(not met)"}</span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted">
                {eligibilityFields.length > 0
                  ? "Fill in the eligibility scores to check whether you may write the end term."
                  : "This course has no separate eligibility scores."}
              </p>
            )}
          </Card>
          <p className="text-xs text-muted">
            Unofficial. Rules from {rules.source.ref}
            {rules.source.confidence !== "high" ? ` (confidence: ${rules.source.confidence})` : ""}.
            Always check the official grading document. The rules are also available as{" "}
            <Link to="/api/grading-rules.json" reloadDocument className="text-accent underline">
              JSON
            </Link>
            .
          </p>
        </section>
      </div>
    </main>
  );
}

function NumberField({ field }: { field: Field }) {
  const id = `field-${field.name}`;
  return (
    <div className="grid gap-1.5">
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
        className="h-11 rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-danger"
      />
      {field.error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
