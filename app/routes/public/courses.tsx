import { ArrowDown, BadgePercent, LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { buttonVariants } from "~/components/ui/button";
import { coursesPage as copy, foundationCourses } from "~/content/courses";
import { CourseCard } from "~/features/courses/components/course-card";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/courses";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.metaTitle, description: copy.metaDescription });

export default function CoursesPage() {
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

      <section
        id="foundation"
        aria-labelledby="foundation-heading"
        className="mx-auto max-w-7xl px-4 pt-16 pb-16 sm:px-6"
      >
        <h2 id="foundation-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {copy.foundation.title}
        </h2>
        <p className="mt-2 text-muted">{copy.foundation.description}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {foundationCourses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="closing-heading" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6">
        <div className="rounded-2xl border border-border bg-card px-6 py-10 text-center sm:px-10">
          <h2 id="closing-heading" className="text-2xl font-bold tracking-tight">
            {copy.closing.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-muted">{copy.closing.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="#foundation" className={buttonVariants({ size: "lg" })}>
              {copy.closing.browseCourses}
            </a>
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
