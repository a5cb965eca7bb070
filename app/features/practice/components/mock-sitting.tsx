import { Flag, LayoutGrid, Send, Timer, TriangleAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { QuestionKind } from "../marking";
import { optionLetter } from "../marking";
import { answerField, formatMarks, GRACE_SECONDS, reviewField } from "../mock";
import { MockPalette, PRACTICE_PROSE } from "./mock-palette";

export interface SittingQuestion {
  id: string;
  number: number;
  kind: QuestionKind;
  topic: string;
  marks: number;
  /** Sanitized HTML (render.server.ts). */
  stemHtml: string;
  optionsHtml: string[];
}

export interface SittingView {
  paperTitle: string;
  courseName: string;
  examLabel: string;
  timeLimit: string;
  totalMarks: number;
  /** The deadline as an ISO instant, and as a page without scripts prints it. */
  deadline: string;
  deadlineLabel: string;
  deadlineShort: string;
  /** Milliseconds left when the page was rendered, by the server's clock. */
  remainingMs: number;
  questions: SittingQuestion[];
}

const FORM_ID = "mock-sheet";

const marksLabel = (marks: number) => `${formatMarks(marks)} ${marks === 1 ? "mark" : "marks"}`;

/** A mock in progress: the whole paper as one answer sheet, with its clock and palette. */
export function MockSitting({ view }: { view: SittingView }) {
  const expired = view.remainingMs <= 0;
  const count = view.questions.length;
  return (
    <>
      <div className="sticky top-16 z-30 border-b border-border bg-background/95 backdrop-blur">
        <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:gap-3 sm:px-6">
          <div className="min-w-0 flex-1">
            <p className="hidden truncate text-sm font-semibold sm:block">{view.paperTitle}</p>
            <p className="text-xs leading-tight text-muted sm:text-sm">
              <span data-answered-count className="font-semibold text-foreground">
                0
              </span>{" "}
              of {count} answered
            </p>
          </div>
          <p
            className={cn(
              "flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-border px-2.5 text-base font-semibold tabular-nums sm:px-3",
              "has-[[data-state=low]]:border-accent has-[[data-state=low]]:text-accent",
              "has-[[data-state=last]]:border-danger has-[[data-state=last]]:bg-danger/10 has-[[data-state=last]]:text-danger",
            )}
          >
            <Timer aria-hidden="true" className="size-4" />
            <span id="mock-clock" role="timer" data-remaining-ms={view.remainingMs}>
              {expired ? "Time is up" : `by ${view.deadlineShort}`}
            </span>
          </p>
          <details data-dismiss className="lg:hidden">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg border border-border hover:bg-accent-soft [&::-webkit-details-marker]:hidden"
              aria-label="Question palette"
            >
              <LayoutGrid aria-hidden="true" className="size-5" />
            </summary>
            <div className="absolute top-full right-4 mt-2 max-h-[calc(100dvh-9rem)] w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-border bg-card p-4 shadow-xl sm:right-6">
              <MockPalette questions={view.questions} />
            </div>
          </details>
          <Button
            type="submit"
            form={FORM_ID}
            className="h-10 px-3 sm:px-4"
            data-pending="Submitting..."
          >
            <Send aria-hidden="true" />
            Submit
          </Button>
        </div>
      </div>
      <p id="mock-say" aria-live="polite" className="sr-only" />

      <div className="mx-auto grid max-w-7xl gap-8 px-4 pt-6 pb-24 sm:px-6 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="min-w-0">
          <header>
            <p className="text-sm font-semibold tracking-widest text-accent uppercase">
              {view.courseName} · {view.examLabel}
            </p>
            <h1 className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-4xl">
              {view.paperTitle}
            </h1>
            <p className="mt-2 text-muted">
              {count} questions · {marksLabel(view.totalMarks)} · {view.timeLimit}
            </p>
            {expired ? (
              <p
                role="alert"
                className="mt-4 flex gap-3 rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <span>
                  The time for this attempt ran out at{" "}
                  <time dateTime={view.deadline} data-local>
                    {view.deadlineLabel}
                  </time>
                  . Answers sent now are not counted, but submitting shows the correct answers and
                  the worked solutions.
                </span>
              </p>
            ) : (
              <p className="mt-4 rounded-lg border border-accent/40 bg-accent-soft px-4 py-3 text-sm">
                Submit by{" "}
                <time dateTime={view.deadline} data-local className="font-semibold">
                  {view.deadlineLabel}
                </time>
                . Answers that reach us more than {GRACE_SECONDS} seconds after that are not
                counted; with JavaScript on, they are sent by themselves when the time runs out.
              </p>
            )}
          </header>

          <form id={FORM_ID} method="post" className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6">
            {view.questions.map((q) => (
              <QuestionCard key={q.id} question={q} />
            ))}
            <Card className="grid gap-3 sm:flex sm:items-center sm:justify-between">
              <p className="text-sm text-muted">
                Done? Submitting ends the attempt and shows your score, the correct answers and the
                worked solutions.
              </p>
              <Button type="submit" size="lg" className="shrink-0" data-pending="Submitting...">
                <Send aria-hidden="true" />
                Submit answers
              </Button>
            </Card>
          </form>
        </div>
        <aside className="hidden lg:block" aria-label="Questions">
          <Card className="sticky top-36" padding="p-5">
            <h2 className="text-sm font-semibold">Questions</h2>
            <p className="mt-0.5 mb-4 text-xs text-muted">
              <span data-answered-count>0</span> of {count} answered
            </p>
            <MockPalette questions={view.questions} />
          </Card>
        </aside>
      </div>
    </>
  );
}

const OPTION_ROW =
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 transition-colors hover:bg-accent-soft has-[:checked]:border-accent has-[:checked]:bg-accent-soft";
const INPUT =
  "block w-full max-w-sm rounded-lg border border-border bg-background px-3 py-2.5 text-base text-foreground focus-visible:border-accent";

function QuestionCard({ question: q }: { question: SittingQuestion }) {
  const heading = `q${q.number}-title`;
  const inputId = `q${q.number}-answer`;
  return (
    <section
      id={`q${q.number}`}
      data-question={q.id}
      aria-labelledby={heading}
      className="min-w-0 scroll-mt-36 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={heading} className="text-lg font-semibold">
          Question {q.number}
        </h2>
        <p className="text-sm text-muted">
          {marksLabel(q.marks)} · {q.topic}
        </p>
      </div>
      <div
        className={cn(PRACTICE_PROSE, "mt-3")}
        dangerouslySetInnerHTML={{ __html: q.stemHtml }}
      />

      {q.kind === "single" || q.kind === "multiple" ? (
        <fieldset className="mt-5">
          <legend className="mb-2 text-sm font-medium">
            {q.kind === "single" ? "Choose one option" : "Choose every correct option"}
          </legend>
          <div className="grid gap-2">
            {q.optionsHtml.map((html, index) => (
              <label key={index} className={OPTION_ROW}>
                <input
                  type={q.kind === "single" ? "radio" : "checkbox"}
                  name={answerField(q.id)}
                  value={index}
                  className="mt-1 size-5 shrink-0 accent-[var(--accent)]"
                />
                <span className="font-semibold">{optionLetter(index)}.</span>
                <span
                  className={cn(PRACTICE_PROSE, "flex-1 leading-relaxed")}
                  dangerouslySetInnerHTML={{ __html: html }}
                />
              </label>
            ))}
            {q.kind === "single" ? (
              <label className={cn(OPTION_ROW, "text-sm text-muted")}>
                <input
                  type="radio"
                  name={answerField(q.id)}
                  value=""
                  className="mt-0.5 size-5 shrink-0 accent-[var(--accent)]"
                />
                Leave unanswered
              </label>
            ) : null}
          </div>
        </fieldset>
      ) : (
        <div className="mt-5 grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {q.kind === "numeric" ? "Your answer (a number)" : "Your answer"}
          </label>
          <input
            id={inputId}
            name={answerField(q.id)}
            type="text"
            inputMode={q.kind === "numeric" ? "decimal" : "text"}
            autoComplete="off"
            spellCheck={q.kind === "text"}
            maxLength={q.kind === "numeric" ? 40 : 200}
            aria-describedby={q.kind === "numeric" ? `${inputId}-hint` : undefined}
            className={INPUT}
          />
          {q.kind === "numeric" ? (
            <p id={`${inputId}-hint`} className="text-sm text-muted">
              Such as 12.5, -3 or 3/4.
            </p>
          ) : null}
        </div>
      )}

      <label className="mt-5 inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium">
        <input
          type="checkbox"
          name={reviewField(q.id)}
          value="on"
          className="size-5 accent-[var(--accent)]"
        />
        <Flag aria-hidden="true" className="size-4 text-muted" />
        Mark for review
      </label>
    </section>
  );
}
