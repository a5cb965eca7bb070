// The trail of the mock pages: Resources › level › subject › Practice › the paper.
import { subjectCrumbs } from "~/features/resources/breadcrumbs";
import type { PublicLevel } from "~/features/resources/subjects";
import type { Crumb } from "~/lib/breadcrumbs";

export function mockCrumbs(
  course: { level: PublicLevel; slug: string; name: string },
  paperTitle: string,
  paperPath?: string,
): Crumb[] {
  const crumbs = subjectCrumbs({ level: course.level, id: course.slug, name: course.name });
  return [
    ...crumbs,
    { name: "Practice", path: `/resources/${course.level}/${course.slug}/practice` },
    { name: paperTitle, path: paperPath },
  ];
}
