// What uses a course, in words: the delete dialog and the refusal of a delete or a merge say how
// many rows of each kind and on which admin screen they are. Safe for the browser.

export interface SubjectUsage {
  resources: number;
  questions: number;
  papers: number;
  events: number;
}

const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;

/** Whether anything still belongs to the course. */
export function isSubjectUsed(usage: SubjectUsage): boolean {
  return usage.resources + usage.questions + usage.papers + usage.events > 0;
}

/** Practice questions and papers stay with their course: a merge does not move them. */
export function hasPractice(usage: SubjectUsage): boolean {
  return usage.questions + usage.papers > 0;
}

/**
 * "“English I” has 3 resources on Resources, 12 practice questions on Practice Questions and
 * 2 dates in the Exam Calendar."
 */
export function describeSubjectUsage(name: string, usage: SubjectUsage): string {
  const parts = [
    usage.resources > 0 && `${counted(usage.resources, "resource", "resources")} on Resources`,
    usage.questions > 0 &&
      `${counted(usage.questions, "practice question", "practice questions")} on Practice Questions`,
    usage.papers > 0 &&
      `${counted(usage.papers, "practice paper", "practice papers")} on Practice Papers`,
    usage.events > 0 && `${counted(usage.events, "date", "dates")} in the Exam Calendar`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return `“${name}” has nothing that uses it.`;
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  return `“${name}” has ${list}.`;
}

/** What to do instead of deleting a course that is used. */
export function subjectUsageAdvice(usage: SubjectUsage): string {
  return hasPractice(usage)
    ? "Move or delete its practice questions and papers there first: a merge does not move them."
    : "Merge it into another course instead: its resources and dates move there.";
}
