// Copy of the study-materials page (spec §2 "Study-materials page"). Its sections are the spec's
// (Foundation Term 1, Term 2 and subject-wise folders; the Diploma's Programming and Data Science
// collections); each course's card comes from the course catalogue (the subjects table), opening
// the course's shared folder when one is set, else the course's own page. The site setting
// (admin area, /admin/settings/study-materials) adds cards that are not one course's, such as a
// folder of Quiz 1 papers: here are the page's fixed texts, its sections, and those extra cards
// of the spec without addresses, which the admin area offers as a starting point.

export interface StudyMaterialCard {
  title: string;
  description?: string;
  url?: string;
}

export interface StudyMaterialSection {
  level: "foundation" | "diploma";
  title: string;
  description?: string;
  /** Cards show a description each; a folder list is a compact row of links. */
  display: "cards" | "folders";
  cards: StudyMaterialCard[];
}

export const studyMaterialsPage = {
  title: "Study Materials",
  eyebrow: "Shared folders",
  description:
    "Notes, slides and previous-year papers collected by students, sorted by level, term and course. A shared folder opens on the file host in a new tab; a course without one yet opens its page here.",
  /** Shown when there is nothing at all to show: no course and no folder. */
  empty: {
    title: "No shared folders yet",
    description:
      "The team has not linked any folders here yet. The community groups and the resource library have material in the meantime.",
  },
  /** Where a card leads, said on the card. */
  opensFolder: "Shared folder",
  opensCoursePage: "Course page: notes, papers, grading and dates",
  /** The section of a level's courses that no other section lists (a course added in the admin). */
  moreCourses: { title: "More courses", description: "Other courses of this level." },
  closing: {
    title: "Looking for something else?",
    description:
      "Ask the community for a folder we have not linked yet, or browse the resource library by subject.",
    joinCommunity: "Join Community",
    browseResources: "Browse All Resources",
  },
} as const;

export const studyMaterialLevelCopy: Record<
  StudyMaterialSection["level"],
  { title: string; description: string }
> = {
  foundation: {
    title: "Foundation Level",
    description: "The courses every student starts with, in two terms.",
  },
  diploma: {
    title: "Diploma Level",
    description: "Collections for the two diplomas: programming and data science.",
  },
};

/** Which of a level's catalogue courses a section lists. */
export type StudyCourseSelector =
  { term: "term1" | "term2" } | { track: "programming" | "data-science" } | { every: true };

export interface StudyPageSection extends Omit<StudyMaterialSection, "cards"> {
  courses: StudyCourseSelector;
  /** The spec's cards that are not one course's (their addresses are a site setting). */
  extraCards: StudyMaterialCard[];
}

const card = (title: string, description: string): StudyMaterialCard => ({ title, description });

/** The spec's sections, in order, each with the courses it lists. */
export const studyPageSections: StudyPageSection[] = [
  {
    level: "foundation",
    title: "Term 1",
    description: "Start here: the first four subjects and the quiz papers that test them.",
    display: "cards",
    courses: { term: "term1" },
    extraCards: [
      card("Quiz 1 PYQs", "Previous-year Quiz 1 papers of the term 1 subjects, in one place."),
    ],
  },
  {
    level: "foundation",
    title: "Term 2",
    description: "The second half of the foundation, one card per course.",
    display: "cards",
    courses: { term: "term2" },
    extraCards: [],
  },
  {
    level: "foundation",
    title: "Subject-wise folders",
    description: "Everything for one subject in one place, across both terms.",
    display: "folders",
    courses: { every: true },
    extraCards: [],
  },
  {
    level: "diploma",
    title: "Programming",
    description: "Databases, algorithms, app development and the command line.",
    display: "cards",
    courses: { track: "programming" },
    extraCards: [
      card("Quiz 1 PYQs", "Previous-year Quiz 1 papers of the programming diploma courses."),
    ],
  },
  {
    level: "diploma",
    title: "Data Science",
    description: "Analytics, data management, machine learning and the tools around them.",
    display: "cards",
    courses: { track: "data-science" },
    extraCards: [],
  },
];

/** The spec's sections with their extra cards, without addresses (the admin form's start). */
export const specStudySections: StudyMaterialSection[] = studyPageSections.map(
  ({ courses: _courses, extraCards, ...section }) => ({ ...section, cards: extraCards }),
);
