// Home page copy (spec §1, §2 "Home teaser", §9). One place for the site owner to edit.

export interface Figure {
  value: string;
  label: string;
}

/** Marketing figures under the hero (spec §1, §9). */
export const marketingFigures: Figure[] = [
  { value: "30k+", label: "Students" },
  { value: "100+", label: "Resources" },
  { value: "24/7", label: "Support" },
  { value: "8+", label: "Subjects" },
];

/** The programme statistics block (spec §1, §9). */
export const programmeStatistics: Figure[] = [
  { value: "30,000+", label: "Total Students" },
  { value: "150+", label: "Countries" },
  { value: "5+", label: "Years Running" },
  { value: "8", label: "Subjects per Term" },
];

export const hero = {
  eyebrow: "Student-run · Unofficial",
  exploreLabel: "Explore Resources",
  watchLabel: "Watch on YouTube",
  /** Above the course families: what the hub holds, and for which courses. */
  familiesLabel: "Notes, papers and practice for every course",
} as const;

/**
 * The course families as the hero lists them (docs/design.md, "Course families"): what each
 * covers, in a line. Keys are the families of app/features/resources/course-family.ts.
 */
export const heroFamilies = {
  maths: "Functions, calculus and linear algebra",
  statistics: "Probability, distributions and inference",
  computing: "Python, Java, databases and the web",
  english: "Speaking and writing for study and work",
  "data-science": "Machine learning, analytics and its tools",
} as const;

export type FeatureIcon = "notes" | "papers" | "community";

export interface Feature {
  icon: FeatureIcon;
  title: string;
  description: string;
}

export const why = {
  title: "Why BS Degree Hub?",
  lead: "Everything a student of the programme needs between lectures, gathered by students who have sat the same exams.",
  features: [
    {
      icon: "notes",
      title: "Notes that follow the syllabus",
      description:
        "Week-by-week notes for every foundation subject, written and checked by students who took the course.",
    },
    {
      icon: "papers",
      title: "Previous-year papers",
      description:
        "Quiz and end-term papers sorted by subject and session, so you can practise on real questions before the exam.",
    },
    {
      icon: "community",
      title: "A community that answers",
      description:
        "Groups for every level where seniors and classmates help with doubts, deadlines and course choices.",
    },
  ] satisfies Feature[],
};

export type TeaserIcon = "notes" | "lectures" | "pyqs";

export interface TeaserLink {
  icon: TeaserIcon;
  title: string;
  description: string;
  to: string;
}

/** The learning-resources teaser (spec §2 "Home teaser"). */
export const resourcesTeaser = {
  title: "Learning Resources",
  lead: "Start with Mathematics for Data Science I, a foundation-level course: notes, lectures and question papers in one place.",
  links: [
    {
      icon: "notes",
      title: "Study Notes",
      description: "Clear notes for each week of Mathematics for Data Science I.",
      to: "/resources/foundation/mathematics/notes",
    },
    {
      icon: "lectures",
      title: "Video Lectures",
      description: "Recorded walkthroughs of the hardest topics, subject by subject.",
      to: "/resources/foundation/mathematics/lectures",
    },
    {
      icon: "pyqs",
      title: "Previous Year Questions",
      description: "End-term papers from past sessions to practise under exam conditions.",
      to: "/resources/foundation/mathematics/pyqs",
    },
  ] satisfies TeaserLink[],
  viewAllLabel: "View All Resources",
  viewAllTo: "/resources",
};

export interface Testimonial {
  name: string;
  role: string;
  /** A local image under public/ or an http(s) address, or null to show the name's first letter. */
  avatarUrl: string | null;
  content: string;
}

// The testimonials themselves are a site setting (admin area, /admin/settings/testimonials).
export const testimonialsSection = {
  title: "What Students Say",
  /** Shown under the heading when the saved testimonials are marked as samples. */
  note: "Sample quotes, shown for illustration.",
} as const;

/** The call to contribute (spec §2 "Home teaser"). */
export const contributionBanner = {
  title: "Have notes that helped you?",
  description:
    "Share your notes, summaries or solved papers with the next batch. Every submission is reviewed before it goes live.",
  actionLabel: "Submit Resources",
  actionTo: "/resources/submit",
} as const;

export const statisticsSection = {
  title: "Programme at a Glance",
  lead: "The online BS degree programme in numbers.",
  placementTitle: "Placement Rates",
  placementBadge: "Coming Soon",
  placementText:
    "A chart of placement rates by level will appear here once reliable figures are available.",
} as const;

export const newsletterSection = {
  title: "Stay in the Loop",
  description:
    "New notes, question papers and exam tips in your inbox. No spam; unsubscribe at any time.",
} as const;
