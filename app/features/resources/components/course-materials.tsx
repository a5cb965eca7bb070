import { ArrowRight, FileText, ListChecks, NotebookPen, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import type { CourseMaterialCounts } from "../course-page.server";

type Section = keyof CourseMaterialCounts;

const SECTIONS: {
  id: Section;
  title: string;
  description: string;
  icon: typeof PlayCircle;
  count: (n: number) => string;
  none: string;
}[] = [
  {
    id: "lectures",
    title: "Lectures",
    description: "Video lectures and recordings for the course weeks.",
    icon: PlayCircle,
    count: (n) => `${n} ${n === 1 ? "lecture" : "lectures"}`,
    none: "No lectures yet",
  },
  {
    id: "notes",
    title: "Notes",
    description: "Student notes, summaries and formula sheets.",
    icon: NotebookPen,
    count: (n) => `${n} ${n === 1 ? "note" : "notes"}`,
    none: "No notes yet",
  },
  {
    id: "pyqs",
    title: "PYQs",
    description: "Previous-year question papers from quizzes and end-term exams.",
    icon: FileText,
    count: (n) => `${n} ${n === 1 ? "paper" : "papers"}`,
    none: "No papers yet",
  },
  {
    id: "practice",
    title: "Practice",
    description: "Questions checked as you answer, with worked solutions, and timed mock tests.",
    icon: ListChecks,
    count: (n) => `${n} practice ${n === 1 ? "question" : "questions"}`,
    none: "No practice questions yet",
  },
];

/**
 * A card per section of the course (lectures, notes, PYQs, practice), each with how much it
 * holds. A section with nothing in it says so and is not a link: no card opens on an empty page.
 */
export function CourseMaterials({ base, counts }: { base: string; counts: CourseMaterialCounts }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {SECTIONS.map((section) => {
        const n = counts[section.id];
        const body = (
          <>
            <div className="flex items-center gap-3">
              <section.icon
                aria-hidden="true"
                className={n > 0 ? "size-7 shrink-0 text-accent" : "size-7 shrink-0 text-muted"}
              />
              <h3 className="text-xl font-semibold">{section.title}</h3>
            </div>
            <p
              className={n > 0 ? "mt-3 text-sm font-semibold text-accent" : "mt-3 font-semibold"}
              data-testid={`count-${section.id}`}
            >
              {n > 0 ? section.count(n) : section.none}
            </p>
            <p className="mt-2 flex-1 text-sm text-muted">{section.description}</p>
          </>
        );
        return (
          <li key={section.id}>
            {n > 0 ? (
              <Link
                to={`${base}/${section.id}`}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60 hover:bg-accent-soft sm:p-6"
              >
                {body}
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
                  Open {section.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            ) : (
              <div
                className="flex h-full flex-col rounded-xl border border-dashed border-border p-5 sm:p-6"
                data-testid={`empty-${section.id}`}
              >
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
