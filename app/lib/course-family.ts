// A course's family: which of the programme's five kinds of subject it is, shown by the glyph and
// colour of its cards (docs/design.md, "Course families"). Derived from the catalogue's facts
// (code, track, slug, name: ADR 046), so it needs no column and follows an admin's edits.
// Safe for the browser.

export const COURSE_FAMILIES = [
  "maths",
  "statistics",
  "computing",
  "english",
  "data-science",
] as const;
export type CourseFamily = (typeof COURSE_FAMILIES)[number];

export const COURSE_FAMILY_LABELS: Record<CourseFamily, string> = {
  maths: "Maths",
  statistics: "Statistics",
  computing: "Computing",
  english: "English",
  "data-science": "Data science",
};

/** The catalogue facts a family is read from. */
export interface CourseFamilyFacts {
  slug: string;
  name: string;
  shortName?: string | null;
  code?: string | null;
  track?: string | null;
}

/**
 * The programme's course-code prefixes (BSMA1001 …). Maths and statistics share BSMA, and the
 * data-science diploma has BSCS courses, so the words of the name and the diploma come first.
 */
const CODE_PREFIXES: Record<string, CourseFamily> = {
  BSMA: "maths",
  BSCS: "computing",
  BSSE: "computing",
  BSHS: "english", // humanities: English I and II
  BSGN: "english", // general: communication and professional skills
  BSDA: "data-science",
  BSMS: "data-science", // management: business data, analytics
  BSBT: "data-science", // bioinformatics
  BSEE: "data-science", // speech technology
};

const STATISTICS = /\bstat(s|istics?|istical)?\b/;
const ENGLISH = /\benglish\b/;
/** Machine learning and AI: data science whatever the code (Deep Learning is BSCS3004). */
const LEARNING =
  /\b(machine learning|deep learning|reinforcement learning|generative|ai|ml|mlops|nlp|language models?)\b/;
/** When neither the code nor the diploma says: the words of the name, in this order. */
const NAME_RULES: [RegExp, CourseFamily][] = [
  [/\bmath(s|ematics|ematical)?\b/, "maths"],
  [/\b(data|analytics)\b/, "data-science"],
  [
    /\b(programming|python|java|computational|computer|computing|software|algorithms?|systems?|application|web|database)\b/,
    "computing",
  ],
];

/**
 * The family of a course, or null when nothing about it says (a course an admin adds with no
 * code and an unknown name): its cards then use the site's accent and the plain book glyph.
 */
export function courseFamily(course: CourseFamilyFacts): CourseFamily | null {
  const words = [course.slug.replace(/-/g, " "), course.name, course.shortName ?? ""]
    .join(" ")
    .toLowerCase();
  // Statistics courses carry maths codes (BSMA1002, BSMA3012): their name decides first.
  if (STATISTICS.test(words)) return "statistics";
  if (ENGLISH.test(words)) return "english";
  // A diploma course belongs to its diploma (MLF is BSCS2004 in the data-science diploma).
  if (course.track === "data-science") return "data-science";
  if (course.track === "programming") return "computing";
  if (LEARNING.test(words)) return "data-science";
  const prefix = course.code?.trim().slice(0, 4).toUpperCase();
  if (prefix && Object.hasOwn(CODE_PREFIXES, prefix)) return CODE_PREFIXES[prefix]!;
  for (const [pattern, family] of NAME_RULES) if (pattern.test(words)) return family;
  return null;
}
