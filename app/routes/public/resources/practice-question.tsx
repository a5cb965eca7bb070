// /resources/:level/:subject/practice/:question: one published question (DESIGN.md D10). The page
// carries the stem and options only; the key and the worked solution are read by the action once
// an answer is posted, which answers right or wrong with both. A plain form: no JavaScript.
import { ArrowLeft, ArrowRight, LayoutList } from "lucide-react";
import { data, Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import {
  AnswerForm,
  type AnswerOutcome,
  AnswerResult,
  type ShownOption,
} from "~/features/practice/components/answer-form";
import { DifficultyBadge } from "~/features/practice/components/question-list";
import { stemExcerpt } from "~/features/practice/excerpt";
import { EXAM_LABELS, KIND_LABELS, marksLabel, practicePath } from "~/features/practice/labels";
import {
  describeGiven,
  describeKey,
  isCorrect,
  optionLetter,
  readAnswer,
} from "~/features/practice/marking";
import { findPracticeKey, findPracticeQuestion } from "~/features/practice/pages.server";
import { answerKeyOf } from "~/features/practice/queries.server";
import { renderInlineCached, renderMarkdownCached } from "~/features/practice/render-cache.server";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { findSubject, subjectParams } from "~/features/resources/subject-page.server";
import { breadcrumbMeta, type Crumb } from "~/lib/breadcrumbs";
import { describeRefusal, readForm } from "~/lib/form-body.server";
import { notFound } from "~/lib/not-found";
import { PUBLIC_FORM } from "~/lib/request-bounds";
import { pageMeta } from "~/lib/seo";
import practiceStyles from "~/styles/practice.css?url";
import type { Route } from "./+types/practice-question";

const QUESTION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An answer is one visitor's: never kept by the page cache, a CDN or a shared browser cache. */
const NOT_STORED = { "Cache-Control": "private, no-store" };

function wantedQuestion(params: Route.LoaderArgs["params"]) {
  const course = subjectParams(params);
  if (!course || !QUESTION_SLUG.test(params.question) || params.question.length > 120) {
    throw notFound();
  }
  return { course, slug: params.question };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { course, slug } = wantedQuestion(params);
  const [subject, question] = await Promise.all([
    findSubject(context.db, course, request),
    findPracticeQuestion(context.db, course, slug),
  ]);
  if (!subject || !question) throw notFound();
  return {
    subject,
    question: {
      slug: question.slug,
      kind: question.kind,
      exam: question.exam,
      topic: question.topic,
      difficulty: question.difficulty,
      marks: question.marks,
      source: question.source,
      stemHtml: renderMarkdownCached(question.stem),
      options: question.options.map((option, i): ShownOption => ({
        letter: optionLetter(i),
        html: renderInlineCached(option),
      })),
      position: question.position,
      total: question.total,
    },
    prev: question.prevSlug ? { slug: question.prevSlug, topic: question.prevTopic ?? "" } : null,
    next: question.nextSlug ? { slug: question.nextSlug, topic: question.nextTopic ?? "" } : null,
    description: stemExcerpt(question.stem, 155),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { course, slug } = wantedQuestion(params);
  const key = await findPracticeKey(context.db, course, slug);
  if (!key) throw notFound();

  let form: FormData;
  try {
    form = await readForm(request, PUBLIC_FORM);
  } catch (error) {
    const refused = await describeRefusal(error);
    if (!refused) throw error;
    return data<AnswerOutcome>(
      { outcome: "invalid", message: refused.message, values: [] },
      { status: refused.status, headers: NOT_STORED },
    );
  }
  const values = form.getAll("answer").filter((v): v is string => typeof v === "string");
  const options = key.options;
  const read = readAnswer(key.kind, values, options.length);
  if (!read.ok) {
    return data<AnswerOutcome>(
      {
        outcome: "invalid",
        message: read.message,
        // What was sent comes back into the field, within the field's own length.
        values: values.slice(0, options.length || 1).map((v) => v.slice(0, 300)),
      },
      { status: 400, headers: NOT_STORED },
    );
  }
  const answerKey = answerKeyOf(key);
  const shown = (i: number): ShownOption => ({
    letter: optionLetter(i),
    html: renderInlineCached(options[i] ?? ""),
  });
  const { given } = read;
  return data<AnswerOutcome>(
    {
      outcome: isCorrect(answerKey, given) ? "right" : "wrong",
      given: describeGiven(given),
      givenOptions:
        given.kind === "single"
          ? [shown(given.option)]
          : given.kind === "multiple"
            ? given.options.map(shown)
            : [],
      key: describeKey(answerKey),
      keyOptions:
        answerKey.kind === "single"
          ? [shown(answerKey.answer)]
          : answerKey.kind === "multiple"
            ? [...answerKey.answer].sort((a, b) => a - b).map(shown)
            : [],
      alsoAccepted: answerKey.kind === "text" ? answerKey.answer.slice(1) : [],
      solutionHtml: renderMarkdownCached(key.solution),
    },
    { headers: NOT_STORED },
  );
}

/** The page's headers; an answer's replace the public caching with `private, no-store`. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const cacheControl = actionHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: practiceStyles }];

function crumbsOf(data: Route.ComponentProps["loaderData"]): Crumb[] {
  return [
    ...subjectCrumbs(data.subject, "Practice"),
    { name: `Question ${data.question.position}` },
  ];
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data
      ? `${args.data.question.topic}: ${args.data.subject.name} practice question`
      : "Practice question",
    description: args.data ? args.data.description : "A practice question.",
  }),
  ...(args.data ? breadcrumbMeta(args, crumbsOf(args.data)) : []),
];

export default function PracticeQuestionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, question, prev, next } = loaderData;
  const course = { level: subject.level, slug: subject.id };
  const path = practicePath(course, question.slug);
  const outcome = actionData as AnswerOutcome | undefined;
  const marked = outcome && outcome.outcome !== "invalid" ? outcome : null;
  const invalid = outcome?.outcome === "invalid" ? outcome : null;
  return (
    <main id="main">
      <PageHeader
        back={<Breadcrumbs crumbs={crumbsOf(loaderData)} />}
        eyebrow={`${subject.name} · ${EXAM_LABELS[question.exam]}`}
        title={question.topic}
        className="pb-6"
      >
        <ul className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <li>
            <DifficultyBadge difficulty={question.difficulty} className="text-foreground" />
          </li>
          <li>{marksLabel(question.marks)}</li>
          <li>{KIND_LABELS[question.kind]}</li>
          <li>{question.source}</li>
          <li>
            Question {question.position} of {question.total}
          </li>
        </ul>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <div className="max-w-3xl space-y-8">
          <section
            aria-labelledby="question-heading"
            className="rounded-xl border border-border bg-card p-5 sm:p-6"
          >
            <h2 id="question-heading" className="sr-only">
              Question
            </h2>
            <div
              className="post-body practice-body"
              dangerouslySetInnerHTML={{ __html: question.stemHtml }}
            />
          </section>

          {/* The form posts back to this section, so the answer is in view without a script. */}
          <div id="answer" className="scroll-mt-24 space-y-8">
            {marked ? <AnswerResult result={marked} /> : null}
            <AnswerForm
              action={`${path}#answer`}
              kind={question.kind}
              options={question.options}
              invalid={invalid}
              retry={marked !== null}
            />
          </div>

          <nav
            aria-label="More questions"
            className="grid gap-3 border-t border-border pt-6 sm:grid-cols-3"
          >
            {prev ? (
              <Link
                to={practicePath(course, prev.slug)}
                className="flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-accent-soft"
              >
                <ArrowLeft aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <span className="block font-medium text-accent">Previous question</span>
                  <span className="text-muted">{prev.topic}</span>
                </span>
              </Link>
            ) : (
              <span className="hidden sm:block" />
            )}
            <Link
              to={practicePath(course)}
              className="flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-accent-soft sm:justify-center"
            >
              <LayoutList aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span className="font-medium text-accent">All {subject.name} questions</span>
            </Link>
            {next ? (
              <Link
                to={practicePath(course, next.slug)}
                className="flex items-start gap-2 rounded-lg p-2 text-sm hover:bg-accent-soft sm:flex-row-reverse sm:text-right"
              >
                <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>
                  <span className="block font-medium text-accent">Next question</span>
                  <span className="text-muted">{next.topic}</span>
                </span>
              </Link>
            ) : null}
          </nav>
        </div>
      </div>
    </main>
  );
}
