import { ArrowRight, FileText, ListChecks, NotebookPen, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { hasPracticeQuestions } from "~/features/practice/pages.server";
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import { requireSubject, subjectParams } from "~/features/resources/subject-page.server";
import { LEVEL_LABELS } from "~/features/resources/subjects";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/subject";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const course = subjectParams(params);
  const [subject, hasPractice] = await Promise.all([
    requireSubject(context.db, params, request),
    course ? hasPracticeQuestions(context.db, course) : false,
  ]);
  return { subject, hasPractice };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data ? args.data.subject.name : "Subject not found",
    description: args.data
      ? `${args.data.subject.name}: lectures, notes${args.data.hasPractice ? ", practice questions" : ""} and previous-year question papers. ${args.data.subject.description}`
      : "This subject does not exist.",
  }),
  ...(args.data ? breadcrumbMeta(args, subjectCrumbs(args.data.subject)) : []),
];

const SECTIONS = [
  {
    path: "lectures",
    title: "Lectures",
    description: "Video lectures and recordings for the course weeks.",
    icon: PlayCircle,
  },
  {
    path: "notes",
    title: "Notes",
    description: "Student notes, summaries and formula sheets.",
    icon: NotebookPen,
  },
  {
    path: "pyqs",
    title: "PYQs",
    description: "Previous-year question papers from quizzes and end-term exams.",
    icon: FileText,
  },
] as const;

/** Shown only when the course has published questions: no card opens on an empty page. */
const PRACTICE_SECTION = {
  path: "practice",
  title: "Practice",
  description: "Questions checked as you answer, with worked solutions, and timed mock tests.",
  icon: ListChecks,
} as const;

export default function SubjectPage({ loaderData }: Route.ComponentProps) {
  const { subject, hasPractice } = loaderData;
  const base = `/resources/${subject.level}/${subject.id}`;
  const sections = hasPractice ? [...SECTIONS, PRACTICE_SECTION] : SECTIONS;
  return (
    <main id="main">
      <PageHeader
        back={<Breadcrumbs crumbs={subjectCrumbs(subject)} />}
        eyebrow={LEVEL_LABELS[subject.level]}
        title={subject.name}
        description={subject.description}
      />
      <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <ul
          className={
            hasPractice ? "grid gap-4 md:grid-cols-2 xl:grid-cols-4" : "grid gap-4 md:grid-cols-3"
          }
        >
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={`${base}/${section.path}`}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-accent/60 hover:bg-accent-soft"
              >
                <section.icon aria-hidden="true" className="size-8 text-accent" />
                <h2 className="mt-4 text-xl font-semibold">{section.title}</h2>
                <p className="mt-2 flex-1 text-sm text-muted">{section.description}</p>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
                  Open {section.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
