import { PageHeader } from "~/components/page-header";
import type { SubjectInfo } from "../subject-page.server";
import { LEVEL_LABELS } from "../subjects";
import { BackLink } from "./back-link";

/** The top of a subject's lectures, notes and PYQ pages: back to the subject, level, title. */
export function SubjectPageHeader({
  subject,
  section,
  description,
}: {
  subject: SubjectInfo;
  section: string;
  description: string;
}) {
  return (
    <PageHeader
      back={
        <BackLink to={`/resources/${subject.level}/${subject.id}`}>Back to {subject.name}</BackLink>
      }
      eyebrow={LEVEL_LABELS[subject.level]}
      title={`${subject.name} ${section}`}
      description={description}
    />
  );
}
