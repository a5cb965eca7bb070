import { useEffect } from "react";
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useSearchParams,
  useSubmit,
} from "react-router";
import { PageHeader } from "~/components/page-header";
import { Card } from "~/components/ui/card";
import {
  cgpaByLevel,
  type CourseGrade,
  type CourseResult,
  GRADE_POINTS,
  milestoneProgress,
} from "~/features/grading/cgpa";
import { type CgpaCourse, cgpaCourses } from "~/features/grading/courses";
import type { CourseRule } from "~/features/grading/schema";
import { loadGradingTerms } from "~/features/grading/terms.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/cgpa-calculator";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "CGPA Calculator",
    description:
      "Pick your grade in each course and see your CGPA per level and overall, and the credits done towards each milestone.",
  });

const STORAGE_KEY = "cgpa-calculator";
const GRADES: CourseGrade[] = ["S", "A", "B", "C", "D", "E", "U", "I"];
const LEVEL_TITLES: Record<CourseRule["level"], string> = {
  foundation: "Foundation",
  "diploma-programming": "Diploma in Programming",
  "diploma-ds": "Diploma in Data Science",
  degree: "Degree",
};
/** Every course once: those of every term's rules (saved terms too), projects, degree level. */
export async function loader({ context }: Route.LoaderArgs) {
  return { courses: cgpaCourses(await loadGradingTerms(context.db)) };
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

function results(courses: CgpaCourse[], params: URLSearchParams): CourseResult[] {
  return courses.flatMap((course) => {
    const grade = params.get(course.id) as CourseGrade | null;
    return grade && GRADES.includes(grade)
      ? [{ level: course.level, credits: course.credits, grade }]
      : [];
  });
}

const format = (value: number | null) => (value === null ? "—" : value.toFixed(2));

export default function CgpaCalculatorPage({ loaderData }: Route.ComponentProps) {
  const { courses } = loaderData;
  const [params] = useSearchParams();
  const submit = useSubmit();
  const navigate = useNavigate();
  const { search } = useLocation();
  const chosen = results(courses, params);
  const byLevel = cgpaByLevel(chosen);
  const milestones = milestoneProgress(chosen);

  // Saved in this browser: an empty visit restores the last grades; every change is saved.
  useEffect(() => {
    if (search) localStorage.setItem(STORAGE_KEY, search);
    else {
      const saved = localStorage.getItem(STORAGE_KEY);
      if (saved) void navigate(saved, { replace: true, preventScrollReset: true });
    }
  }, [search, navigate]);

  const levels = (Object.keys(LEVEL_TITLES) as CourseRule["level"][]).filter((level) =>
    courses.some((c) => c.level === level),
  );

  return (
    <main id="main">
      <PageHeader
        eyebrow="Student tools"
        title="CGPA Calculator"
        description="Pick the grade you got (or expect) in each course. Your choices are kept in this browser and in the page address, so you can share them."
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 pb-24 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <Form
          method="get"
          preventScrollReset
          onChange={(event) =>
            void submit(event.currentTarget, { replace: true, preventScrollReset: true })
          }
          className="grid content-start gap-6"
        >
          {levels.map((level) => (
            <Card key={level} className="p-5 sm:p-6">
              <fieldset>
                <legend className="text-lg font-semibold">{LEVEL_TITLES[level]}</legend>
                <div className="mt-4 grid gap-3 sm:grid-cols-2">
                  {courses
                    .filter((c) => c.level === level)
                    .map((course) => (
                      <label key={course.id} className="grid gap-1 text-sm">
                        <span className="font-medium">
                          {course.name}{" "}
                          <span className="text-muted">({course.credits} credits)</span>
                        </span>
                        <select
                          name={course.id}
                          defaultValue={params.get(course.id) ?? ""}
                          key={`${course.id}-${params.get(course.id) ?? ""}`}
                          className="h-11 w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base"
                        >
                          <option value="">Not taken</option>
                          {GRADES.map((g) => (
                            <option key={g} value={g}>
                              {g}
                              {g in GRADE_POINTS
                                ? ` (${GRADE_POINTS[g as keyof typeof GRADE_POINTS]})`
                                : " (no credit)"}
                            </option>
                          ))}
                        </select>
                      </label>
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
          className="grid content-start gap-6 lg:sticky lg:top-20"
        >
          <Card className="p-5 sm:p-6" role="status">
            <h2 id="summary-heading" className="text-lg font-semibold">
              Your CGPA
            </h2>
            <p className="mt-2 text-4xl font-bold" data-testid="cgpa-overall">
              {format(byLevel.overall.cgpa)}
            </p>
            <p className="text-sm text-muted">{byLevel.overall.credits} credits passed</p>
            <dl className="mt-4 grid gap-2 text-sm">
              {levels.map((level) => (
                <div key={level} className="flex justify-between gap-4">
                  <dt>{LEVEL_TITLES[level]}</dt>
                  <dd className="font-medium" data-testid={`cgpa-${level}`}>
                    {format(byLevel[level].cgpa)}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card className="p-5 sm:p-6">
            <h2 className="text-lg font-semibold">Milestones</h2>
            <ul className="mt-3 grid gap-3 text-sm">
              {milestones.map((m) => (
                <li key={m.label}>
                  <div className="flex justify-between">
                    <span>{m.label}</span>
                    <span className="text-muted">
                      {Math.min(m.done, m.credits)} / {m.credits}
                    </span>
                  </div>
                  <progress
                    max={m.credits}
                    value={Math.min(m.done, m.credits)}
                    aria-label={`${m.label}: ${Math.min(m.done, m.credits)} of ${m.credits} credits`}
                    className="mt-1 h-2 w-full accent-[var(--accent)]"
                  />
                </li>
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
