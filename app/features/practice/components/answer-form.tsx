import { CheckCircle2, XCircle } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { MAX_TEXT_ANSWER, type QuestionKind } from "../marking";

/** An option as the page shows it: its letter and its rendered (sanitized) Markdown. */
export interface ShownOption {
  letter: string;
  html: string;
}

/** What the question page's action answers. */
export type AnswerOutcome =
  | { outcome: "invalid"; message: string; values: string[] }
  | {
      outcome: "right" | "wrong";
      given: string;
      givenOptions: ShownOption[];
      key: string;
      keyOptions: ShownOption[];
      /** A text answer's other accepted spellings. */
      alsoAccepted: string[];
      solutionHtml: string;
    };

const ERROR_ID = "answer-error";

function OptionText({ option }: { option: ShownOption }) {
  return (
    <span className="flex min-w-0 items-baseline gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-border text-sm font-semibold"
      >
        {option.letter}
      </span>
      <span className="sr-only">{option.letter}.</span>
      <span
        className="practice-inline min-w-0 break-words"
        dangerouslySetInnerHTML={{ __html: option.html }}
      />
    </span>
  );
}

/**
 * The answer form: radio buttons, checkboxes, or a text field, posted as a plain form (no
 * JavaScript). A refused answer keeps what was typed or chosen and says why at the field.
 */
export function AnswerForm({
  action,
  kind,
  options,
  invalid,
  retry,
}: {
  action: string;
  kind: QuestionKind;
  options: ShownOption[];
  invalid: { message: string; values: string[] } | null;
  /** An answer was marked: the form is offered again. */
  retry: boolean;
}) {
  const describedBy = invalid ? ERROR_ID : undefined;
  const chosen = new Set(invalid?.values ?? []);
  const heading = retry ? "Try again" : "Your answer";
  const error = invalid ? (
    <p id={ERROR_ID} className="text-sm font-medium text-danger">
      {invalid.message}
    </p>
  ) : null;

  return (
    <form method="post" action={action} noValidate className="space-y-4">
      {kind === "single" || kind === "multiple" ? (
        <fieldset
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          className="space-y-3"
        >
          <legend className="mb-3 text-lg font-semibold">
            {heading}
            <span className="ml-2 text-sm font-normal text-muted">
              {kind === "single" ? "Choose one option." : "Choose every correct option."}
            </span>
          </legend>
          {error}
          <ul className="space-y-3">
            {options.map((option, index) => (
              <li key={option.letter}>
                <label
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-accent/60 has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent",
                    invalid ? "border-danger/70" : "border-border",
                  )}
                >
                  <input
                    type={kind === "single" ? "radio" : "checkbox"}
                    name="answer"
                    value={index}
                    defaultChecked={chosen.has(String(index))}
                    className="mt-1.5 size-4 shrink-0 accent-accent focus-visible:outline-none"
                  />
                  <OptionText option={option} />
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <div className="space-y-2">
          <label htmlFor="answer-input" className="block text-lg font-semibold">
            {heading}
          </label>
          <p id="answer-hint" className="text-sm text-muted">
            {kind === "numeric"
              ? "A number: 12.5, -3, 3/4 or 1e-3 all work."
              : "A word or a short phrase; capitals do not matter."}
          </p>
          {error}
          <input
            id="answer-input"
            type="text"
            name="answer"
            inputMode={kind === "numeric" ? "decimal" : undefined}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={kind === "numeric" ? 60 : MAX_TEXT_ANSWER + 20}
            defaultValue={invalid?.values[0] ?? ""}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `answer-hint ${ERROR_ID}` : "answer-hint"}
            className="block h-12 w-full max-w-md rounded-lg border border-border bg-background px-3 text-base text-foreground placeholder:text-muted/80 focus-visible:border-accent aria-[invalid=true]:border-danger"
          />
        </div>
      )}
      <button type="submit" data-pending="Checking..." className={buttonVariants({ size: "lg" })}>
        Check answer
      </button>
    </form>
  );
}

/** Right or wrong, what was given, the key, and the worked solution. */
export function AnswerResult({
  result,
}: {
  result: Extract<AnswerOutcome, { outcome: "right" | "wrong" }>;
}) {
  const right = result.outcome === "right";
  const Icon = right ? CheckCircle2 : XCircle;
  return (
    <section
      aria-labelledby="result-heading"
      className={cn(
        "space-y-5 rounded-xl border-2 p-5 sm:p-6",
        right ? "border-emerald-500/70 bg-emerald-500/5" : "border-danger/70 bg-danger/5",
      )}
    >
      <h2 id="result-heading" className="flex items-center gap-2 text-xl font-bold">
        <Icon
          aria-hidden="true"
          className={cn(
            "size-6",
            right ? "text-emerald-600 light:text-emerald-700" : "text-danger",
          )}
        />
        {right ? "Right answer" : "Wrong answer"}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-muted">Your answer</dt>
          <dd className="mt-1 font-semibold break-words">
            {result.givenOptions.length > 0 ? (
              <ul className="space-y-2">
                {result.givenOptions.map((option) => (
                  <li key={option.letter}>
                    <OptionText option={option} />
                  </li>
                ))}
              </ul>
            ) : (
              result.given
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-muted">Correct answer</dt>
          <dd className="mt-1 font-semibold break-words">
            {result.keyOptions.length > 0 ? (
              <ul className="space-y-2">
                {result.keyOptions.map((option) => (
                  <li key={option.letter}>
                    <OptionText option={option} />
                  </li>
                ))}
              </ul>
            ) : (
              result.key
            )}
            {result.alsoAccepted.length > 0 ? (
              <span className="mt-1 block text-sm font-normal text-muted">
                Also accepted: {result.alsoAccepted.join(", ")}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="text-lg font-semibold">Worked solution</h3>
        <div
          className="post-body practice-body mt-3"
          dangerouslySetInnerHTML={{ __html: result.solutionHtml }}
        />
      </div>
    </section>
  );
}
