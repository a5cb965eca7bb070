import { ArrowDown, ArrowRight, BadgePercent, LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { type Course, coursesPage as copy } from "~/content/courses";
import { CourseCard } from "~/features/courses/components/course-card";
import { slugify } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { COURSE_LEVELS } from "~/features/settings/schema";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/courses";

/** The course cards of the site settings, by level (Foundation first, always shown). */
export async function loader({ context }: Route.LoaderArgs) {
  const saved = (await getSiteSettings(context.db)).courses?.courses ?? [];
  const used = new Set<string>();
  const courses: Course[] = saved.map((course, index) => {
    let id = slugify(course.title) || `course-${index + 1}`;
    if (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    return { id, ...course };
  });
  return {
    levels: COURSE_LEVELS.map((level) => ({
      level,
      courses: courses.filter((course) => course.level === level),
    })).filter((group) => group.level === "foundation" || group.courses.length > 0),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.metaTitle, description: copy.metaDescription });

export default function CoursesPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <div className="relative">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(ellipse_at_top,var(--accent-soft),transparent_70%)]"
        />
        <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
          <a
            href="#foundation"
            className={cn(buttonVariants({ size: "lg" }), "mt-8 w-full sm:w-auto")}
          >
            {copy.jumpToFoundation}
            <ArrowDown aria-hidden="true" />
          </a>
        </PageHeader>
      </div>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="flex items-center gap-4 rounded-xl border border-accent/40 bg-accent-soft px-5 py-4">
          <BadgePercent aria-hidden="true" className="size-6 shrink-0 text-accent" />
          <span>
            <strong className="font-semibold">{copy.banner.title}.</strong>{" "}
            <span>{copy.banner.text}</span>
          </span>
        </p>
      </div>

      {loaderData.levels.map(({ level, courses }) => (
        <section
          key={level}
          id={level}
          aria-labelledby={`${level}-heading`}
          className="mx-auto max-w-7xl px-4 pt-16 pb-16 sm:px-6 [&+&]:pt-0"
        >
          <h2 id={`${level}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {level === "foundation" ? copy.foundation.title : copy.levelTitles[level]}
          </h2>
          {level === "foundation" ? (
            <p className="mt-2 text-muted">{copy.foundation.description}</p>
          ) : null}
          {courses.length === 0 ? (
            <p className="mt-8 rounded-xl border border-dashed border-border p-6 text-muted">
              {copy.noCourses}
            </p>
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {courses.map((course) => (
                <li key={course.id}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <section aria-labelledby="closing-heading" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <div className="rounded-2xl border border-border bg-card px-6 py-10 text-center sm:px-10">
          <h2 id="closing-heading" className="text-2xl font-bold tracking-tight">
            {copy.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{copy.closing.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={copy.closing.browseCoursesHref} className={buttonVariants({ size: "lg" })}>
              {copy.closing.browseCourses}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/contactus" className={buttonVariants({ variant: "outline", size: "lg" })}>
              <LifeBuoy aria-hidden="true" />
              {copy.closing.contactSupport}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
