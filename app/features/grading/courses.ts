/**
 * Courses the CGPA calculator lists: every course with grading rules, plus courses we know the
 * credits of but have not encoded rules for (the diploma projects and the degree-level courses).
 * Browser-safe.
 */
import type { CourseRule, TermRules } from "./schema";

export interface CgpaCourse {
  id: string;
  name: string;
  level: CourseRule["level"];
  credits: number;
}

export interface CatalogueCourse extends CgpaCourse {
  /** The programme's course code, where the source gives one. */
  code?: string;
  source: CourseRule["source"];
}

const SEP_2025_DOC = "BS-DS Sep 2025 Grading document (STUDENT)";
const PROJECTS_SOURCE = {
  ref: `${SEP_2025_DOC}, "Project Courses": 2 credits each`,
  confidence: "high",
} as const;
const DEGREE_TABLE = {
  ref: `${SEP_2025_DOC}, Annexure I course table (course id, level, credits)`,
  confidence: "high",
} as const;

/** 2-credit project courses beside their theory course (the diplomas' 27 credits need them). */
const PROJECTS: CatalogueCourse[] = [
  {
    id: "mlp-project",
    name: "Machine Learning Practice Project",
    level: "diploma-ds",
    credits: 2,
    source: PROJECTS_SOURCE,
  },
  {
    id: "bdm-project",
    name: "Business Data Management Project",
    level: "diploma-ds",
    credits: 2,
    source: PROJECTS_SOURCE,
  },
  {
    id: "dl-genai-project",
    name: "Deep Learning and Generative AI Project",
    level: "diploma-ds",
    credits: 2,
    source: {
      ...PROJECTS_SOURCE,
      confidence: "medium",
      note: "2 credits from the document; the level follows the theory course, which is our assumption.",
    },
  },
  {
    id: "appdev-1-project",
    name: "Application Development 1 Project",
    level: "diploma-programming",
    credits: 2,
    source: PROJECTS_SOURCE,
  },
  {
    id: "appdev-2-project",
    name: "Application Development 2 Project",
    level: "diploma-programming",
    credits: 2,
    source: PROJECTS_SOURCE,
  },
];

/** [code, id, name]: every course of the Annexure I table, 4 credits each, in its order. */
const DEGREE_TABLE_ROWS: [string, string, string][] = [
  ["BSCS3001", "software-engineering", "Software Engineering"],
  ["BSCS3002", "software-testing", "Software Testing"],
  ["BSCS3003", "ai-search-methods", "AI: Search Methods for Problem Solving"],
  ["BSCS3004", "deep-learning", "Deep Learning"],
  ["BSGN3001", "strategies-professional-growth", "Strategies for Professional Growth"],
  ["BSBT4001", "algorithmic-thinking-bioinformatics", "Algorithmic Thinking in Bioinformatics"],
  ["BSBT4002", "big-data-biological-networks", "Big Data and Biological Networks"],
  ["BSCS4001", "data-visualization-design", "Data Visualization Design"],
  ["BSEE4001", "speech-technology", "Speech Technology"],
  [
    "BSMS4002",
    "design-thinking-app-development",
    "Design Thinking for Data-Driven App Development",
  ],
  ["BSMS4001", "industry-4", "Industry 4.0"],
  ["BSMS4003", "financial-forensics", "Financial Forensics"],
  ["BSMS3002", "market-research", "Market Research"],
  ["BSDA5001", "intro-big-data", "Introduction to Big Data"],
  ["BSCS4003", "privacy-security-social-media", "Privacy & Security in Online Social Media"],
  ["BSMA2001", "mathematical-thinking", "Mathematical Thinking"],
  ["BSMA3012", "linear-statistical-models", "Linear Statistical Models"],
  ["BSMA3014", "statistical-computing", "Statistical Computing"],
  ["BSCS4021", "advanced-algorithms", "Advanced Algorithms"],
  ["BSCS3031", "computer-systems-design", "Computer Systems Design"],
  ["BSCS4022", "operating-systems", "Operating Systems"],
  ["BSDA5007", "reinforcement-learning", "Reinforcement Learning"],
  ["BSCS3005", "programming-in-c", "Programming in C"],
  ["BSCS4024", "computer-networks", "Computer Networks"],
  ["BSDA5005", "intro-nlp", "Introduction to Natural Language Processing (i-NLP)"],
  ["BSDA5006", "deep-learning-computer-vision", "Deep Learning for Computer Vision"],
  ["BSDA5004", "large-language-models", "Large Language Models"],
  ["BSMS4023", "game-theory-strategy", "Game Theory and Strategy"],
  ["BSMS3033", "managerial-economics", "Managerial Economics"],
  ["BSMS3034", "corporate-finance", "Corporate Finance"],
  ["BSDA5014", "mlops", "ML Ops"],
  ["BSDA5002", "math-foundations-generative-ai", "Mathematical Foundations of Generative AI"],
  ["BSDA5003", "algorithms-data-science", "Algorithms for Data Science"],
  ["BSDA5013", "deep-learning-practice", "Deep Learning Practice"],
  ["BSDA4001", "data-science-ai-lab", "Data Science and AI Lab"],
];

const DEGREE: CatalogueCourse[] = DEGREE_TABLE_ROWS.map(([code, id, name]) => ({
  id,
  name,
  code,
  level: "degree",
  credits: 4,
  source: DEGREE_TABLE,
}));

/** Courses with known credits but no grading rules in our data. */
export const COURSE_CATALOGUE: readonly CatalogueCourse[] = [...PROJECTS, ...DEGREE];

/**
 * The calculator's courses, once each: the latest term's courses first (their names and credits
 * win), then older terms', then the catalogue. A term that adds rules for a catalogue course (same
 * id) takes its place.
 */
export function cgpaCourses(terms: readonly TermRules[]): CgpaCourse[] {
  const seen = new Set<string>();
  const courses: CgpaCourse[] = [];
  const newestFirst = [...terms].sort((a, b) => b.term.localeCompare(a.term));
  for (const course of [...newestFirst.flatMap((t) => t.courses), ...COURSE_CATALOGUE]) {
    if (seen.has(course.id)) continue;
    seen.add(course.id);
    courses.push({
      id: course.id,
      name: course.name,
      level: course.level,
      credits: course.credits,
    });
  }
  return courses;
}
