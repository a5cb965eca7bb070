// The trail of the nested resource pages: Resources › level › subject › section.
import type { Crumb } from "~/lib/breadcrumbs";
import { type PublicLevel } from "./subjects";

const LEVEL_CRUMBS: Record<PublicLevel, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc Degree",
  bs: "BS Degree",
};

export type SubjectSection = "Lectures" | "Notes" | "PYQs" | "Practice";

export const SECTION_PATHS: Record<SubjectSection, string> = {
  Lectures: "lectures",
  Notes: "notes",
  PYQs: "pyqs",
  Practice: "practice",
};

/** The crumbs of a subject page, or of one of its sections when `section` is given. */
export function subjectCrumbs(
  subject: { level: PublicLevel; id: string; name: string },
  section?: SubjectSection,
): Crumb[] {
  const subjectPath = `/resources/${subject.level}/${subject.id}`;
  const crumbs: Crumb[] = [
    { name: "Resources", path: "/resources" },
    {
      name: LEVEL_CRUMBS[subject.level],
      path: `/resources/${subject.level}`,
    },
    { name: subject.name, path: subjectPath },
  ];
  if (section) crumbs.push({ name: section, path: `${subjectPath}/${SECTION_PATHS[section]}` });
  return crumbs;
}
