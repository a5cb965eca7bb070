import { RotateCcw, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useSearchParams,
} from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { loadGradingCatalogue } from "~/features/grading/catalogue.server";
import {
  cgpaByLevel,
  type CourseResult,
  GRADE_POINTS,
  type MilestoneProgress,
  milestoneProgress,
} from "~/features/grading/cgpa";
import { CGPA_GRADES, enteredGrades, gradesQuery } from "~/features/grading/cgpa-query";
import { clearOfResultBar, ResultBar } from "~/features/grading/components/result-bar";
import {
  type CgpaCourse,
  cgpaCourses,
  GRADING_LEVEL_TITLES,
  type GradingLevel,
} from "~/features/grading/courses";
import { loadGradingTerms } from "~/features/grading/terms.server";
import { courseLabel } from "~/features/resources/subjects";
import { HYDRATE } from "~/lib/hydration";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/cgpa-calculator";

/** Instant results as the visitor types: the page runs React (ADR 025). */
export const handle = HYDRATE;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "CGPA Calculator",
    description:
      "Pick your grade in each course and see your CGPA per level and overall, and the credits done towards each milestone.",
  });

const STORAGE_KEY = "cgpa-calculator";

/** Every course once: the catalogue's (projects and degree level too), then any other rules'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [terms, catalogue] = await Promise.all([
    loadGradingTerms(context.db),
    loadGradingCatalogue(context.db),
  ]);
  const courses = cgpaCourses(terms, catalogue);
  // Sent without JavaScript, the form names every course, most of them "Not taken": the address
  // keeps only the grades entered, so a shared link stays short.
  const url = new URL(request.url);
  if ([...url.searchParams.values()].some((value) => value === "")) {
    const query = gradesQuery(
      courses.map((course) => course.id),
      url.searchParams,
    );
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }
  return { courses };
}

// Grades live in the URL and are computed here; the course list does not depend on them.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameGetPage =
    currentUrl.pathname === nextUrl.pathname && (!formMethod || formMethod === "GET");
  return sameGetPage ? false : defaultShouldRevalidate;
}

const format = (value: number | null) => (value === null ? "—" : value.toFixed(2));

export default function CgpaCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const courseIds = courses.map((course) => course.id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const grades = enteredGrades(courseIds, params);
  const query = gradesQuery(courseIds, params);
  const chosen: CourseResult[] = courses.flatMap((course) => {
    const grade = grades.get(course.id);
    return grade ? [{ level: course.level, credits: course.credits, grade }] : [];
  });
  const byLevel = cgpaByLevel(chosen);
  const milestones = milestoneProgress(chosen);

  // The grades before the last Reset, for Undo: kept in memory with JavaScript, in the address
  // (`?cleared=`) without it.
  const [undoQuery, setUndoQuery] = useState<string | null>(null);
  const clearedParam = params.get("cleared");
  const undo =
    undoQuery ??
    (clearedParam && grades.size === 0
      ? gradesQuery(courseIds, new URLSearchParams(clearedParam)) || null
      : null);
  const undoLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusUndo = useRef(false);
  useEffect(() => {
    if (!focusUndo.current || !undo) return;
    focusUndo.current = false;
    // The Reset button that had focus is gone: Undo, where it was, takes it.
    undoLinks.current.find((link) => link?.checkVisibility())?.focus();
  }, [undo]);

  // Saved in this browser: a first visit without grades restores the last ones; every change is
  // saved; with no grade left (every course back to "Not taken", or Reset) the copy is removed.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const current = gradesQuery(courseIds, new URLSearchParams(search));
    if (current) {
      localStorage.setItem(STORAGE_KEY, `?${current}`);
    } else if (first && !search) {
      const saved = gradesQuery(
        courseIds,
        new URLSearchParams(localStorage.getItem(STORAGE_KEY) ?? ""),
      );
      if (saved) void navigate(`?${saved}`, { replace: true, preventScrollReset: true });
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
    // courseIds is derived from the loader's data, which does not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, navigate]);

  function reset(event: React.MouseEvent) {
    event.preventDefault();
    setUndoQuery(query);
    focusUndo.current = true;
    localStorage.removeItem(STORAGE_KEY);
    // A new history entry: the browser's Back button brings the grades back too.
    void navigate(pathname, { preventScrollReset: true });
  }

  function restore() {
    if (!undo) return;
    setUndoQuery(null);
    void navigate(`?${undo}`, { replace: true, preventScrollReset: true });
  }

  const levels = (Object.keys(GRADING_LEVEL_TITLES) as GradingLevel[]).filter((level) =>
    courses.some((c) => c.level === level),
  );

  const resetControl = (place: number) =>
    undo ? (
      // One live region (the panel's): the bar's copy is seen, not announced twice.
      <p
        role={place === 1 ? "status" : undefined}
        className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      >
        {/* The bar is narrow on a phone: one word there, the sentence in the panel. */}
        {place === 0 ? (
          <span className="whitespace-nowrap">Cleared.</span>
        ) : (
          <span>All grades cleared.</span>
        )}
        {/* A link, so Undo works without JavaScript too (the grades are in its address). */}
        <Link
          to={`?${undo}`}
          replace
          preventScrollReset
          ref={(link) => {
            undoLinks.current[place] = link;
          }}
          onClick={(event) => {
            event.preventDefault();
            restore();
          }}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Undo2 aria-hidden="true" />
          Undo
        </Link>
      </p>
    ) : grades.size > 0 ? (
      <Link
        to={`?cleared=${encodeURIComponent(query)}`}
        preventScrollReset
        onClick={reset}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <RotateCcw aria-hidden="true" />
        Reset
      </Link>
    ) : null;

  return (
    <main id="main">
      <PageHeader
        eyebrow="Student tools"
        title="CGPA Calculator"
        description="Pick the grade you got (or expect) in each course. Your choices are kept in this browser and in the page address, so you can share them."
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <ResultBar label="Your CGPA, in short">
          <div className="flex min-h-10 items-center justify-between gap-3">
            <p className="flex min-w-0 items-baseline gap-2">
              <span className="text-sm text-muted">CGPA</span>
              <span className="text-2xl font-bold tabular-nums" data-testid="cgpa-bar">
                {format(byLevel.overall.cgpa)}
              </span>
              <span className="text-sm whitespace-nowrap text-muted" data-testid="cgpa-bar-credits">
                {byLevel.overall.credits} credits
              </span>
            </p>
            {resetControl(0)}
          </div>
        </ResultBar>
        <Form
          method="get"
          preventScrollReset
          onChange={(event) => {
            const entered = new URLSearchParams();
            for (const [name, value] of new FormData(event.currentTarget)) {
              if (typeof value === "string") entered.append(name, value);
            }
            const next = gradesQuery(courseIds, entered);
            setUndoQuery(null);
            void navigate(next ? `?${next}` : pathname, {
              replace: true,
              preventScrollReset: true,
            });
          }}
          className="grid content-start gap-6"
        >
          {levels.map((level) => (
            <Card key={level} padding="p-5 sm:p-6">
              <fieldset>
                <legend className="text-lg font-semibold">{GRADING_LEVEL_TITLES[level]}</legend>
                <div className="mt-4 grid gap-3 sm:grid-cols-2">
                  {courses
                    .filter((c) => c.level === level)
                    .map((course) => (
                      <CourseSelect
                        key={`${course.id}-${grades.get(course.id) ?? ""}`}
                        course={course}
                        grade={grades.get(course.id) ?? ""}
                      />
                    ))}
                </div>
              </fieldset>
            </Card>
          ))}
          <noscript>
            <button
              type="submit"
              className="h-11 rounded-lg bg-accent px-5 font-medium text-accent-foreground"
            >
              Calculate
            </button>
          </noscript>
        </Form>

        <aside
          aria-labelledby="summary-heading"
          // As tall as the form: the CGPA card sticks under the header down to the last course,
          // and the milestones scroll by beneath it.
          className="grid content-start gap-6"
        >
          <Card padding="p-5 sm:p-6" className="lg:sticky lg:top-20 lg:z-10">
            <div role="status">
              <h2 id="summary-heading" className="text-lg font-semibold">
                Your CGPA
              </h2>
              <p className="mt-2 text-4xl font-bold tabular-nums" data-testid="cgpa-overall">
                {format(byLevel.overall.cgpa)}
              </p>
              <p className="text-sm text-muted">{byLevel.overall.credits} credits passed</p>
              <dl className="mt-4 grid gap-2 text-sm">
                {levels.map((level) => (
                  <div key={level} className="flex justify-between gap-4">
                    <dt>{GRADING_LEVEL_TITLES[level]}</dt>
                    <dd className="font-medium tabular-nums" data-testid={`cgpa-${level}`}>
                      {format(byLevel[level].cgpa)}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
            {undo || grades.size > 0 ? (
              <div className="mt-5 border-t border-border pt-4">{resetControl(1)}</div>
            ) : null}
          </Card>
          <Card padding="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">Milestones</h2>
            <p className="mt-1 text-sm text-muted">Credits passed towards each step.</p>
            <ul className="mt-4 grid gap-4 text-sm">
              {milestones.map((m) => (
                <Milestone key={m.label} milestone={m} />
              ))}
            </ul>
          </Card>
          <p className="text-xs text-muted">
            Passed courses (S–E) count; U and incomplete grades add no credits. Unofficial; see also
            the{" "}
            <Link to="/tools/grade-predictor" className="text-accent underline">
              grade predictor
            </Link>
            .
          </p>
        </aside>
      </div>
    </main>
  );
}

function CourseSelect({ course, grade }: { course: CgpaCourse; grade: string }) {
  return (
    // The select at the bottom, level with its neighbour's when a long name takes two lines.
    <label className="grid grid-rows-[1fr_auto] gap-1 text-sm">
      <span className="font-medium">
        {courseLabel(course)} <span className="text-muted">({course.credits} credits)</span>
      </span>
      <select
        name={course.id}
        defaultValue={grade}
        className={cn(
          "h-11 w-full min-w-0 rounded-lg border bg-background px-3 text-base",
          grade ? "border-accent/60" : "border-border",
          clearOfResultBar,
        )}
      >
        <option value="">Not taken</option>
        {CGPA_GRADES.map((g) => (
          <option key={g} value={g}>
            {g}
            {g in GRADE_POINTS
              ? ` (${GRADE_POINTS[g as keyof typeof GRADE_POINTS]})`
              : " (no credit)"}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A true bar: empty at 0, full only when the milestone's credits are reached. */
function Milestone({ milestone: m }: { milestone: MilestoneProgress }) {
  const done = Math.min(m.done, m.credits);
  const id = `milestone-${m.credits}`;
  return (
    <li>
      <div className="flex justify-between gap-3">
        <span id={id} className={cn(m.reached && "font-semibold text-accent")}>
          {m.label}
        </span>
        <span className="text-muted tabular-nums">
          {done} / {m.credits}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={m.credits}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${m.credits} credits`}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-border/70"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300"
          style={{ width: `${(done / m.credits) * 100}%` }}
        />
      </div>
    </li>
  );
}
