// Copy of the courses page (spec §2 "Courses page", §3 "Course card", §9 prices). The course
// cards themselves are a site setting (admin area, /admin/settings/courses); the spec's three
// Foundation courses below are what the admin area offers as a start and what the demo stores.

/** Course card (spec §3). A course without a redirectUrl shows 'Coming Soon'. */
export interface Course {
  id: string;
  title: string;
  description: string;
  level: "foundation" | "diploma" | "bsc" | "bs";
  term: "term1" | "term2";
  subject: string;
  /** In rupees. */
  price: number;
  duration: string;
  students: number;
  /** Out of 5. */
  rating: number;
  instructor: string;
  isPopular?: boolean;
  redirectUrl?: string;
}

/** Spec §9: every course costs ₹299, shown against a struck-through list price of ₹399.00. */
export const COURSE_PRICE = 299;
export const COURSE_LIST_PRICE = 399;
export const COURSE_DURATION = "12 weeks";

export const coursesPage = {
  eyebrow: "Courses",
  title: "Master Your Academics",
  description:
    "Recorded courses that walk through a whole term, week by week, made by students who have sat the same exams.",
  metaTitle: "Courses",
  metaDescription:
    "Recorded Foundation Level courses for the online BS degree programme: Computational Thinking, Statistics and Maths 1, just ₹299 per subject.",
  jumpToFoundation: "Foundation Level Courses",
  banner: {
    title: "One price, whole term",
    text: "Every course, just ₹299 per subject.",
  },
  foundation: {
    title: "Foundation Level Courses",
    description: "Start with the subjects of the first term. More levels are on the way.",
  },
  /** Headings of the other levels' sections, shown only when they have courses. */
  levelTitles: {
    diploma: "Diploma Level Courses",
    bsc: "BSc Level Courses",
    bs: "BS Level Courses",
  },
  /** Shown in the Foundation section while no course is listed. */
  noCourses: "No courses are open yet. Check back soon, or write to us to hear when they are.",
  closing: {
    title: "Not sure which course to take?",
    description:
      "See every course of the programme, level by level, with its free notes and past papers, or write to us and we will help you choose.",
    /** Every course of the programme (the catalogue), not the list above the button. */
    browseCoursesHref: "/resources",
    browseCourses: "Browse All Courses",
    contactSupport: "Contact Support",
  },
  viewCourse: "View Course",
  comingSoon: "Coming Soon",
  popular: "Popular",
} as const;

const instructor = "BS Degree Hub mentors";

/**
 * The spec's three Foundation courses (no redirectUrl: each shows 'Coming Soon'). None is marked
 * popular: that is an admin's call (Site Settings › Courses), not a start value.
 */
export const foundationCourses: Course[] = [
  {
    id: "computational-thinking",
    title: "Computational Thinking",
    description:
      "Weeks 1-12 recordings: flowcharts, pseudocode and every dataset walkthrough, explained step by step.",
    level: "foundation",
    term: "term1",
    subject: "computational-thinking",
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
    students: 0,
    rating: 5,
    instructor,
  },
  {
    id: "statistics",
    title: "Statistics",
    description:
      "Weeks 1-12: describing data, counting and probability, with solved questions from past papers.",
    level: "foundation",
    term: "term1",
    subject: "statistics",
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
    students: 0,
    rating: 5,
    instructor,
  },
  {
    id: "maths-1",
    title: "Maths 1",
    description:
      "The complete course: sets, functions, lines, quadratics and graphs, from the first week to the end-term.",
    level: "foundation",
    term: "term1",
    subject: "mathematics",
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
    students: 0,
    rating: 5,
    instructor,
  },
];
