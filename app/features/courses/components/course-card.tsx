import { ArrowUpRight, Clock, Lock, Star, UserRound, Users } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { COURSE_LIST_PRICE, type Course, coursesPage as copy } from "~/content/courses";
import { cn } from "~/lib/utils";
import {
  courseAction,
  discountPercent,
  formatRating,
  formatRupees,
  showsTakeUp,
} from "../course-card-state";

const TERM_LABELS: Record<Course["term"], string> = { term1: "Term 1", term2: "Term 2" };
const LEVEL_LABELS: Record<Course["level"], string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc",
  bs: "BS",
};

export function CourseCard({ course }: { course: Course }) {
  const action = courseAction(course);
  const headingId = `course-${course.id}`;
  const discount = discountPercent(course.price, COURSE_LIST_PRICE);
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col rounded-2xl border border-border bg-card p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="rounded-full bg-accent-soft px-2.5 py-1 text-accent">
          {LEVEL_LABELS[course.level]} · {TERM_LABELS[course.term]}
        </span>
        {course.isPopular ? (
          <span className="rounded-full border border-accent px-2.5 py-1 text-accent">
            {copy.popular}
          </span>
        ) : null}
      </div>

      <h3 id={headingId} className="mt-4 text-xl font-semibold">
        {course.title}
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted">{course.description}</p>

      <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
          {course.duration}
        </li>
        {/* A rating is only as good as the students behind it: both wait for the first one. */}
        {showsTakeUp(course) ? (
          <>
            <li className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
              {course.students.toLocaleString("en-IN")}{" "}
              {course.students === 1 ? "student" : "students"}
            </li>
            <li className="flex items-center gap-2">
              <Star aria-hidden="true" className="size-4 shrink-0 fill-current text-accent" />
              <span>
                {formatRating(course.rating)}
                <span className="sr-only"> out of 5 rating</span>
              </span>
            </li>
          </>
        ) : null}
        <li className="col-span-2 flex items-center gap-2 text-muted">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          {course.instructor}
        </li>
      </ul>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4 border-t border-border pt-5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold">
            <span className="sr-only">Price </span>
            {formatRupees(course.price)}
          </span>
          {/* A saving is offered only where the course can be bought. */}
          {action.kind === "view" ? (
            <>
              <s className="text-sm text-muted">
                <span className="sr-only">, list price </span>
                {formatRupees(COURSE_LIST_PRICE, { paise: true })}
              </s>
              {discount > 0 ? (
                <span className="text-sm font-medium text-accent">{discount}% off</span>
              ) : null}
            </>
          ) : null}
        </p>
        {action.kind === "view" ? (
          <ExternalLink href={action.href} className={cn(buttonVariants(), "w-full sm:w-auto")}>
            {copy.viewCourse}
            <span className="sr-only">for {course.title}</span>
            <ArrowUpRight aria-hidden="true" />
          </ExternalLink>
        ) : (
          // Plain text, not a disabled button: nothing to focus or press until the course exists.
          <span
            className={cn(
              buttonVariants({ variant: null }),
              "w-full cursor-not-allowed border border-dashed border-border text-muted sm:w-auto",
            )}
          >
            <Lock aria-hidden="true" />
            {copy.comingSoon}
          </span>
        )}
      </div>
    </article>
  );
}
