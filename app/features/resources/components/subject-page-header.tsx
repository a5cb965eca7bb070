import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { type SubjectSection, subjectCrumbs } from "../breadcrumbs";
import type { SubjectInfo } from "../subject-page.server";
import { LEVEL_LABELS } from "../subjects";

/** The top of a subject's lectures, notes and PYQ pages: the trail back, level, title. */
export function SubjectPageHeader({
  subject,
  section,
  description,
}: {
  subject: SubjectInfo;
  section: SubjectSection;
  description: string;
}) {
  return (
    <PageHeader
      back={<Breadcrumbs crumbs={subjectCrumbs(subject, section)} />}
      eyebrow={LEVEL_LABELS[subject.level]}
      title={`${subject.name} ${section}`}
      description={description}
    />
  );
}
