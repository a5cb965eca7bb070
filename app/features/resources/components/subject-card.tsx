import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CourseFamilyGlyph } from "~/components/course-family-glyph";
import { COURSE_FAMILY_LABELS, type CourseFamily } from "~/lib/course-family";

/**
 * A course's card: its family's glyph, colour and name on top (docs/design.md, "Course
 * families"), then the course. The family colours the glyph, its name and the hover border;
 * the link stays in the accent, as every link does.
 */
export function SubjectCardLink({
  to,
  name,
  description,
  family = null,
  headingLevel = 3,
}: {
  to: string;
  name: string;
  description: string;
  family?: CourseFamily | null;
  /** 4 under a group heading (search results). */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 4 ? "h4" : "h3";
  return (
    <Link
      to={to}
      data-family={family ?? ""}
      data-testid="subject-card"
      className="group flex h-full flex-col rounded-xl border border-border bg-card p-6 transition-colors hover:border-family/70 hover:bg-family-soft"
    >
      <span className="flex items-center gap-3">
        <CourseFamilyGlyph family={family} />
        {family ? (
          <span className="text-eyebrow font-semibold text-family uppercase">
            {COURSE_FAMILY_LABELS[family]}
          </span>
        ) : null}
      </span>
      <Heading className="mt-4 text-subheading font-semibold">{name}</Heading>
      <p className="mt-2 flex-1 text-sm text-muted">{description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
        View resources
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </Link>
  );
}
