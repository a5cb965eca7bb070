import { ArrowRight, Clock, FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { DIFFICULTY_LABELS, EXAM_LABELS, KIND_LABELS, marksLabel } from "../labels";
import type { PracticeListItem, PracticePaperSummary } from "../pages.server";

type Item = PracticeListItem;

/** Difficulty as a small label whose colour is never the only cue (the word is there). */
export function DifficultyBadge({
  difficulty,
  className,
}: {
  difficulty: Item["difficulty"];
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs font-medium",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-1.5 rounded-full",
          difficulty === "easy"
            ? "bg-emerald-500"
            : difficulty === "medium"
              ? "bg-amber-500"
              : "bg-rose-500",
        )}
      />
      {DIFFICULTY_LABELS[difficulty]}
    </span>
  );
}

/** One question in a list: its excerpt as the link, then difficulty, marks and kind. */
export function QuestionLink({ item, href }: { item: Item; href: string }) {
  return (
    <li>
      <Link
        to={href}
        className="group block rounded-xl border border-border bg-card p-4 transition-colors hover:border-accent/60 hover:bg-accent-soft"
      >
        <span className="block break-words text-foreground group-hover:text-accent">
          {item.excerpt}
        </span>
        <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <DifficultyBadge difficulty={item.difficulty} />
          <span>{marksLabel(item.marks)}</span>
          <span>{KIND_LABELS[item.kind]}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * Questions grouped by exam (h3) and topic (h4), in list order. With `totals`, an exam whose
 * list is a sample says how many it has and links to the rest (`more`).
 */
export function GroupedQuestions({
  items,
  hrefOf,
  totals,
  more,
}: {
  items: Item[];
  hrefOf: (slug: string) => string;
  totals?: Partial<Record<Item["exam"], number>>;
  more?: (exam: Item["exam"], total: number) => { href: string; label: string };
}) {
  const exams = new Map<Item["exam"], Map<string, Item[]>>();
  for (const item of items) {
    const topics = exams.get(item.exam) ?? new Map<string, Item[]>();
    topics.set(item.topic, [...(topics.get(item.topic) ?? []), item]);
    exams.set(item.exam, topics);
  }
  return (
    <div className="space-y-10">
      {[...exams].map(([exam, topics]) => {
        const shown = [...topics.values()].reduce((n, list) => n + list.length, 0);
        const count = totals?.[exam] ?? shown;
        const rest = more && count > shown ? more(exam, count) : null;
        return (
          <section key={exam} aria-labelledby={`exam-${exam}`} className="space-y-4">
            <h3 id={`exam-${exam}`} className="text-xl font-semibold">
              {EXAM_LABELS[exam]}
              <span className="ml-2 text-base font-normal text-muted">
                {count} {count === 1 ? "question" : "questions"}
              </span>
            </h3>
            {/* A topic beside its questions on wide screens, above them on phones. */}
            <div className="divide-y divide-border border-y border-border">
              {[...topics].map(([topic, list]) => (
                <div
                  key={topic}
                  className="grid gap-3 py-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8"
                >
                  <h4 className="text-sm font-semibold text-muted lg:pt-4">{topic}</h4>
                  <ol className="grid gap-3">
                    {list.map((item) => (
                      <QuestionLink key={item.slug} item={item} href={hrefOf(item.slug)} />
                    ))}
                  </ol>
                </div>
              ))}
            </div>
            {rest ? (
              <Link
                to={rest.href}
                className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
              >
                {rest.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}

/** The course's published papers, each a card leading to its mock page. */
export function PaperCards({
  papers,
  hrefOf,
}: {
  papers: PracticePaperSummary[];
  hrefOf: (slug: string) => string;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {papers.map((paper) => (
        <li key={paper.slug}>
          <Link
            to={hrefOf(paper.slug)}
            className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60 hover:bg-accent-soft"
          >
            <span className="flex items-start gap-3">
              <FileQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span className="min-w-0">
                <span className="block font-semibold break-words">{paper.title}</span>
                <span className="mt-1 block text-sm text-muted">
                  {[
                    paper.kind === "previous" && paper.session
                      ? `${EXAM_LABELS[paper.exam]}, ${paper.session}`
                      : EXAM_LABELS[paper.exam],
                    `${paper.questions} ${paper.questions === 1 ? "question" : "questions"}`,
                    marksLabel(paper.totalMarks),
                  ].join(" · ")}
                </span>
              </span>
            </span>
            <span className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
              <span className="inline-flex items-center gap-1.5 text-muted">
                <Clock aria-hidden="true" className="size-4" />
                {paper.timeLimitMinutes} min
              </span>
              <span className="inline-flex items-center gap-1 font-medium text-accent">
                Sit this mock
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
