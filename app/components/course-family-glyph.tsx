import {
  ALargeSmall,
  BookOpen,
  Braces,
  BrainCircuit,
  ChartColumn,
  type LucideIcon,
  Sigma,
} from "lucide-react";
import type { CourseFamily } from "~/lib/course-family";
import { cn } from "~/lib/utils";

/** One glyph per course family (docs/design.md, "Course families"); the book for no family. */
export const COURSE_FAMILY_GLYPHS: Record<CourseFamily, LucideIcon> = {
  maths: Sigma,
  statistics: ChartColumn,
  computing: Braces,
  english: ALargeSmall,
  "data-science": BrainCircuit,
};

/**
 * A course family's glyph on its tinted tile. Decorative: the family is also said in words
 * next to it, so colour and shape are never the only carriers. Sits inside an element with
 * `data-family` (its colours come from there).
 */
export function CourseFamilyGlyph({
  family,
  size = "md",
  className,
}: {
  family: CourseFamily | null;
  /** sm: round, for a chip; md: a card's tile; lg: a page's. */
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const Icon = family ? COURSE_FAMILY_GLYPHS[family] : BookOpen;
  return (
    <span
      aria-hidden="true"
      data-glyph={family ?? "none"}
      className={cn(
        "grid shrink-0 place-items-center bg-family-soft text-family",
        size === "sm" && "size-7 rounded-full",
        size === "md" && "size-11 rounded-lg",
        size === "lg" && "size-14 rounded-xl",
        className,
      )}
    >
      <Icon
        className={cn(size === "sm" ? "size-3.5" : size === "md" ? "size-5" : "size-6")}
        strokeWidth={size === "lg" ? 1.75 : 2}
      />
    </span>
  );
}
