import { redirect } from "react-router";
import { site } from "~/content/site";
import { findAttempt, type FoundAttempt, submitAttempt } from "~/features/practice/attempts.server";
import { MockResult, type ResultView } from "~/features/practice/components/mock-result";
import { MockSitting, type SittingView } from "~/features/practice/components/mock-sitting";
import {
  type AnswerKey,
  describeGiven,
  describeKey,
  optionLetter,
} from "~/features/practice/marking";
import {
  clockTime,
  DEFAULT_ATTEMPT_RETENTION_DAYS,
  deadlineLabel,
  EXAM_LABELS,
  formatDuration,
  formatTimeLimit,
  isAttemptId,
  marksByTopic,
  percentOf,
  roundMarks,
} from "~/features/practice/mock";
import { MOCK_SCRIPT } from "~/features/practice/mock-script";
import { paperQuestionsForSitting, mockPath } from "~/features/practice/papers.server";
import { practicePath } from "~/features/practice/queries.server";
import { renderInlineCached, renderMarkdownCached } from "~/features/practice/render-cache.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { useNonce } from "~/lib/nonce";
import { notFound } from "~/lib/not-found";
import { MOCK_FORM } from "~/lib/request-bounds";
import type { Route } from "./+types/mock-attempt";

/** An attempt is one student's: never kept by a shared cache, a CDN or the page cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "private, no-store" };
}

async function requireAttempt(db: Route.LoaderArgs["context"]["db"], id: string | undefined) {
  if (!isAttemptId(id)) throw notFound();
  const attempt = await findAttempt(db, id);
  if (!attempt) throw notFound();
  return attempt;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const attempt = await requireAttempt(context.db, params.attempt);
  if (attempt.submittedAt && attempt.result) {
    const settings = await getSiteSettings(context.db);
    const retentionDays = settings.practice?.attemptRetentionDays ?? DEFAULT_ATTEMPT_RETENTION_DAYS;
    return { state: "result" as const, view: resultView(attempt, retentionDays) };
  }
  return { state: "sitting" as const, view: await sittingView(context.db, attempt) };
}

async function sittingView(
  db: Route.LoaderArgs["context"]["db"],
  attempt: FoundAttempt,
): Promise<SittingView> {
  // Public columns only: the key and the solutions stay on the server until the sheet is sent.
  const questions = await paperQuestionsForSitting(db, attempt.paper.id);
  return {
    paperTitle: attempt.paper.title,
    courseName: attempt.course.name,
    examLabel: EXAM_LABELS[attempt.paper.exam],
    timeLimit: formatTimeLimit(attempt.paper.timeLimitMinutes),
    totalMarks: roundMarks(questions.reduce((sum, q) => sum + q.marks, 0)),
    deadline: attempt.deadlineAt.toISOString(),
    deadlineLabel: deadlineLabel(attempt.deadlineAt),
    deadlineShort: `${clockTime(attempt.deadlineAt, "Asia/Kolkata")} IST`,
    remainingMs: Math.max(0, attempt.deadlineAt.getTime() - attempt.now.getTime()),
    questions: questions.map((q, index) => ({
      id: q.id,
      number: index + 1,
      kind: q.kind,
      topic: q.topic,
      marks: q.marks,
      stemHtml: renderMarkdownCached(q.stem),
      optionsHtml: (q.options ?? []).map(renderInlineCached),
    })),
  };
}

function resultView(attempt: FoundAttempt, retentionDays: number): ResultView {
  const result = attempt.result!;
  const course = { level: attempt.course.level, slug: attempt.course.slug };
  const counts = { correct: 0, wrong: 0, unanswered: 0 };
  for (const q of result.questions) counts[q.status] += 1;
  return {
    paperTitle: attempt.paper.title,
    courseName: attempt.course.name,
    examLabel: EXAM_LABELS[attempt.paper.exam],
    timeLimit: formatTimeLimit(attempt.paper.timeLimitMinutes),
    introPath: mockPath(course, attempt.paper.slug),
    practicePath: practicePath(course),
    late: result.late,
    lateBy: formatDuration(result.lateBySeconds),
    timeUsed: formatDuration(result.secondsUsed),
    score: result.score,
    total: result.total,
    percent: percentOf(result.score, result.total),
    counts,
    topics: marksByTopic(result.questions),
    retentionDays,
    questions: result.questions.map((q) => {
      const chosen = new Set(
        q.given?.kind === "single"
          ? [q.given.option]
          : q.given?.kind === "multiple"
            ? q.given.options
            : [],
      );
      const correct = new Set(keyOptions(q.key));
      return {
        id: q.id,
        number: q.number,
        kind: q.kind,
        topic: q.topic,
        marks: q.marks,
        awarded: q.awarded,
        status: q.status,
        markedForReview: q.markedForReview,
        stemHtml: renderMarkdownCached(q.stem),
        options: q.options.map((option, index) => ({
          letter: optionLetter(index),
          html: renderInlineCached(option),
          chosen: chosen.has(index),
          correct: correct.has(index),
        })),
        givenText: describeGiven(q.given),
        keyText: describeKey(q.key),
        unreadable: q.unreadable,
        solutionHtml: renderMarkdownCached(q.solution),
      };
    }),
  };
}

function keyOptions(key: AnswerKey): number[] {
  if (key.kind === "single") return [key.answer];
  if (key.kind === "multiple") return [...key.answer];
  return [];
}

/** The answer sheet: marked once, by the server's clock, then shown as the result. */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isAttemptId(params.attempt)) throw notFound();
  const sheet = await readForm(request, MOCK_FORM);
  const submitted = await submitAttempt(context.db, params.attempt, sheet);
  const here = `/mocks/${params.attempt}`;
  if (submitted.outcome === "not-found") throw notFound();
  if (submitted.outcome === "already-submitted") {
    return redirectWithToast(here, {
      title: "Already submitted",
      description: "This attempt was submitted before: the result below is the one first received.",
    });
  }
  return redirect(here, 303);
}

export const meta: Route.MetaFunction = ({ data }) => {
  const title = !data
    ? "Attempt not found"
    : data.state === "result"
      ? `Result: ${data.view.paperTitle}`
      : `${data.view.paperTitle} (in progress)`;
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: `A timed mock sat on ${site.name}.` },
    // Each attempt is one student's page: never indexed. (Links elsewhere get only the site's
    // origin as referrer: the server's strict-origin-when-cross-origin policy.)
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export default function MockAttemptPage({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  if (loaderData.state === "result") {
    return (
      <main id="main">
        <MockResult view={loaderData.view} />
      </main>
    );
  }
  return (
    <main id="main" className="pt-16">
      <MockSitting view={loaderData.view} />
      {import.meta.env.SSR ? (
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: MOCK_SCRIPT }} />
      ) : null}
    </main>
  );
}
