import { Check, CircleMinus, Clock, Flag, RotateCcw, TriangleAlert, X } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import type { QuestionKind } from "../marking";
import { formatMarks, GRACE_SECONDS, type ResultQuestion, type TopicRow } from "../mock";
import { PRACTICE_PROSE } from "./mock-palette";

export interface ResultOptionView {
  letter: string;
  html: string;
  chosen: boolean;
  correct: boolean;
}

export interface ResultQuestionView {
  id: string;
  number: number;
  kind: QuestionKind;
  topic: string;
  marks: number;
  awarded: number;
  status: ResultQuestion["status"];
  markedForReview: boolean;
  stemHtml: string;
  options: ResultOptionView[];
  givenText: string;
  keyText: string;
  unreadable: string | null;
  solutionHtml: string;
}

export interface ResultView {
  paperTitle: string;
  courseName: string;
  examLabel: string;
  timeLimit: string;
  introPath: string;
  practicePath: string;
  late: boolean;
  lateBy: string;
  timeUsed: string;
  score: number;
  total: number;
  percent: number;
  counts: { correct: number; wrong: number; unanswered: number };
  topics: TopicRow[];
  questions: ResultQuestionView[];
  retentionDays: number;
}

const STATUS = {
  correct: {
    label: "Correct",
    Icon: Check,
    tone: "border-accent/50 bg-accent-soft text-foreground",
  },
  wrong: { label: "Wrong", Icon: X, tone: "border-danger/50 bg-danger/10 text-foreground" },
  unanswered: {
    label: "Not answered",
    Icon: CircleMinus,
    tone: "border-border bg-background text-muted",
  },
} as const;

const marksLabel = (marks: number) => `${formatMarks(marks)} ${marks === 1 ? "mark" : "marks"}`;

/** A submitted attempt: the score, marks per topic and every question with its solution. */
export function MockResult({ view }: { view: ResultView }) {
  return (
    <div className="mx-auto max-w-4xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32">
      <header>
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {view.courseName} · {view.examLabel}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your result: {view.paperTitle}
        </h1>
      </header>

      {view.late ? (
        <div
          role="note"
          className="mt-6 flex gap-3 rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <p>
            Your answers arrived {view.lateBy} after the time limit (and its {GRACE_SECONDS}-second
            grace), so none of them were counted. Each question below still shows what you answered
            beside the correct answer and the worked solution.
          </p>
        </div>
      ) : null}

      <Card className="mt-6" padding="p-5 sm:p-6">
        <h2 className="sr-only">Score</h2>
        <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
          <p>
            <span className="block text-sm text-muted">Score</span>
            <span className="text-4xl font-bold tabular-nums sm:text-5xl">
              {formatMarks(view.score)}
              <span className="text-2xl font-semibold text-muted sm:text-3xl">
                {" "}
                / {formatMarks(view.total)}
              </span>
            </span>
          </p>
          <p>
            <span className="block text-sm text-muted">Percentage</span>
            <span className="text-2xl font-semibold tabular-nums">{view.percent}%</span>
          </p>
          <p>
            <span className="block text-sm text-muted">Time used</span>
            <span className="flex items-center gap-1.5 text-2xl font-semibold tabular-nums">
              <Clock aria-hidden="true" className="size-5 text-muted" />
              {view.timeUsed}
            </span>
            <span className="block text-xs text-muted">of {view.timeLimit}</span>
          </p>
        </div>
        <ul className="mt-5 flex flex-wrap gap-2 text-sm">
          {(["correct", "wrong", "unanswered"] as const).map((status) => {
            const { label, Icon, tone } = STATUS[status];
            return (
              <li
                key={status}
                className={cn(
                  "inline-flex items-center gap-1.5 rounded-full border px-3 py-1",
                  tone,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}: <strong className="tabular-nums">{view.counts[status]}</strong>
              </li>
            );
          })}
        </ul>
      </Card>

      <section aria-labelledby="topics-heading" className="mt-10">
        <h2 id="topics-heading" className="text-xl font-semibold">
          Marks per topic
        </h2>
        <div className="mt-4 overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-card text-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  Topic
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  Correct
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  Marks
                </th>
              </tr>
            </thead>
            <tbody>
              {view.topics.map((row) => (
                <tr key={row.topic} className="border-t border-border">
                  <th scope="row" className="px-4 py-2.5 font-medium">
                    {row.topic}
                  </th>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    {row.correct} of {row.questions}
                  </td>
                  <td className="px-4 py-2.5 text-right tabular-nums">
                    {formatMarks(row.awarded)} / {formatMarks(row.marks)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="answers-heading" className="mt-10">
        <h2 id="answers-heading" className="text-xl font-semibold">
          Questions, answers and solutions
        </h2>
        <ol className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6">
          {view.questions.map((q) => (
            <li key={q.id}>
              <ResultQuestionCard question={q} late={view.late} />
            </li>
          ))}
        </ol>
      </section>

      <Card className="mt-10 grid gap-4" padding="p-5 sm:p-6">
        <p className="text-sm text-muted">
          This page&apos;s address is your result: bookmark it or share it. It holds no personal
          data and is deleted after {view.retentionDays} {view.retentionDays === 1 ? "day" : "days"}
          .
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={view.introPath} className={buttonVariants({ size: "wrap" })}>
            <RotateCcw aria-hidden="true" />
            Sit this mock again
          </Link>
          <Link
            to={view.practicePath}
            className={buttonVariants({ variant: "outline", size: "wrap", align: "start" })}
          >
            More practice for {view.courseName}
          </Link>
        </div>
      </Card>
    </div>
  );
}

function ResultQuestionCard({
  question: q,
  late,
}: {
  question: ResultQuestionView;
  late: boolean;
}) {
  const { label, Icon, tone } = STATUS[q.status];
  const heading = `q${q.number}-title`;
  const choice = q.kind === "single" || q.kind === "multiple";
  return (
    <article
      id={`q${q.number}`}
      aria-labelledby={heading}
      className="min-w-0 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 id={heading} className="text-lg font-semibold">
          Question {q.number}
        </h3>
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium",
            tone,
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
          {late && q.status === "correct" ? " (not counted)" : ""}
        </span>
        {q.markedForReview ? (
          <span className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-sm text-muted">
            <Flag aria-hidden="true" className="size-3.5" />
            Marked for review
          </span>
        ) : null}
        <span className="text-sm text-muted tabular-nums sm:ml-auto">
          {formatMarks(q.awarded)} / {marksLabel(q.marks)} · {q.topic}
        </span>
      </div>
      <div
        className={cn(PRACTICE_PROSE, "mt-3")}
        dangerouslySetInnerHTML={{ __html: q.stemHtml }}
      />

      {choice ? (
        <ul className="mt-4 grid gap-2" aria-label={`Options of question ${q.number}`}>
          {q.options.map((option) => (
            <li
              key={option.letter}
              className={cn(
                "flex items-start gap-3 rounded-lg border px-3 py-2.5",
                option.correct
                  ? "border-accent bg-accent-soft"
                  : option.chosen
                    ? "border-danger/60 bg-danger/10"
                    : "border-border",
              )}
            >
              <span className="font-semibold">{option.letter}.</span>
              <span
                className={cn(PRACTICE_PROSE, "flex-1 leading-relaxed")}
                dangerouslySetInnerHTML={{ __html: option.html }}
              />
              <span className="flex shrink-0 flex-col items-end gap-1 text-xs font-semibold">
                {option.correct ? (
                  <span className="inline-flex items-center gap-1 text-foreground">
                    <Check aria-hidden="true" className="size-3.5" />
                    Correct answer
                  </span>
                ) : null}
                {option.chosen ? (
                  <span className="inline-flex items-center gap-1 text-muted">Your answer</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Your answer</dt>
          <dd className="font-semibold break-words">{q.givenText}</dd>
        </div>
        <div>
          <dt className="text-muted">Correct answer</dt>
          <dd className="font-semibold break-words">{q.keyText}</dd>
        </div>
      </dl>
      {q.unreadable ? (
        <p className="mt-2 text-sm text-muted">
          What you sent could not be read as an answer, so it counted as not answered:{" "}
          {q.unreadable}
        </p>
      ) : null}

      <div className="mt-5 border-t border-border pt-4">
        <h4 className="text-sm font-semibold tracking-wide text-accent uppercase">
          Worked solution
        </h4>
        <div
          className={cn(PRACTICE_PROSE, "mt-2")}
          dangerouslySetInnerHTML={{ __html: q.solutionHtml }}
        />
      </div>
    </article>
  );
}
