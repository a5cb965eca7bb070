// "Search answers with the page" (ADR 032): a query that is a course and a kind of page ("maths
// 2 pyqs", "CT notes", "stats 1 calendar") is answered first with that course's page for it; a
// query that is only a course ("pdsa") with the course's page. The kinds are the site's own
// pages, so their words live here; the courses' words are the catalogue's. Safe for the browser.
import type { SynonymGroup } from "~/features/settings/synonyms";
import type { SearchCourse } from "./courses";
import { type ParsedQuery, queryWords } from "./query";
import type { SearchKind } from "./schema";

/** The pages of a course a query can ask for. */
export const ANSWER_KINDS = ["pyqs", "notes", "lectures", "practice", "dates"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** How students ask for each page; a synonym group holding one of these adds its spellings. */
const KIND_SPELLINGS: Record<AnswerKind, string[]> = {
  pyqs: [
    "pyq",
    "pyqs",
    "paper",
    "papers",
    "question paper",
    "question papers",
    "past paper",
    "past papers",
    "exam papers",
    "previous year paper",
    "previous year papers",
    "previous year questions",
    "previous year question paper",
    "previous year question papers",
  ],
  notes: ["notes", "note", "study notes", "handwritten notes"],
  lectures: ["lecture", "lectures", "video", "videos", "video lectures", "recordings"],
  practice: [
    "practice",
    "practise",
    "practice questions",
    "questions",
    "mock",
    "mocks",
    "mock test",
    "mock tests",
  ],
  dates: [
    "calendar",
    "dates",
    "date",
    "exam dates",
    "exam date",
    "exam calendar",
    "schedule",
    "timetable",
  ],
};

/** Words a query may hold around the course and the kind without asking for more. */
const FILLER = new Set(["for", "of", "the", "all", "in"]);

/** Each phrase that asks for a kind of page ("past paper" → pyqs), the synonym list's included. */
export function kindPhrases(synonyms: readonly SynonymGroup[]): Map<string, AnswerKind> {
  const phrases = new Map<string, AnswerKind>();
  for (const kind of ANSWER_KINDS) {
    for (const spelling of KIND_SPELLINGS[kind]) phrases.set(spelling, kind);
  }
  for (const group of synonyms) {
    const spellings = group.map((term) => queryWords(term).join(" ")).filter(Boolean);
    const kind = spellings.map((s) => phrases.get(s)).find((k) => k !== undefined);
    if (!kind) continue;
    for (const spelling of spellings) if (!phrases.has(spelling)) phrases.set(spelling, kind);
  }
  return phrases;
}

/**
 * The one kind of page the words ask for; "none" when they are only filler (or nothing); null
 * when a word asks for something else ("quiz 1", "week 3") or two kinds are asked for.
 */
export function kindOfWords(
  words: readonly string[],
  phrases: ReadonlyMap<string, AnswerKind>,
): AnswerKind | "none" | null {
  const longest = Math.max(0, ...[...phrases.keys()].map((p) => p.split(" ").length));
  let kind: AnswerKind | null = null;
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let length = Math.min(longest, words.length - i); length > 0; length--) {
      const found = phrases.get(words.slice(i, i + length).join(" "));
      if (!found) continue;
      if (kind && kind !== found) return null;
      kind = found;
      matched = length;
      break;
    }
    if (matched === 0) {
      if (!FILLER.has(words[i]!)) return null;
      matched = 1;
    }
    i += matched;
  }
  return kind ?? "none";
}

/** The course a query names and the page it asks for ("course": the course's own page). */
export interface CourseQuestion {
  course: SearchCourse;
  kind: AnswerKind | "course";
}

/** The one course the query names, if it names exactly one (its results rank first). */
export function namedCourse(parsed: ParsedQuery): SearchCourse | null {
  const named = parsed.parts.filter((part) => part.courses);
  const courses = named[0]?.courses;
  return named.length === 1 && courses?.length === 1 ? courses[0]! : null;
}

/**
 * What the query asks of a course, when it is one course and at most a kind of page: "maths 2
 * pyqs", "notes for CT", "pdsa". Null for anything more ("maths 2 quiz 1 pyq" asks for a paper)
 * or less ("pyqs", "statistics").
 */
export function courseQuestion(
  parsed: ParsedQuery,
  phrases: ReadonlyMap<string, AnswerKind>,
): CourseQuestion | null {
  const course = namedCourse(parsed);
  if (!course) return null;
  const rest = parsed.parts.filter((part) => !part.courses).flatMap((part) => part.words);
  const kind = kindOfWords(rest, phrases);
  if (!kind) return null;
  return { course, kind: kind === "none" ? "course" : kind };
}

/** The answer as the results page shows it, first. */
export interface SearchAnswer {
  kind: AnswerKind | "course";
  title: string;
  url: string;
  level: string;
  /** The course's short name ("Maths 2"), or its name when it has none. */
  course: string;
  term: string | null;
  description: string;
}

/** Which kind of result the answer stands with (a kind filter shows it only with its own). */
export const ANSWER_RESULT_KIND: Record<SearchAnswer["kind"], SearchKind> = {
  pyqs: "pyqs",
  notes: "notes",
  lectures: "lectures",
  practice: "question",
  dates: "subject",
  course: "subject",
};

/**
 * The course's page for the kind asked: its URL, title (as the page's heading) and a line.
 * `hasPractice`: whether the course has published practice questions (asked only for practice;
 * without any, the course page answers, as its page links no empty practice list).
 */
export function courseAnswer(
  { course, kind }: CourseQuestion,
  { hasPractice }: { hasPractice: boolean } = { hasPractice: false },
): SearchAnswer {
  const page = `/resources/${course.level}/${course.slug}`;
  const base = {
    kind,
    level: course.level,
    course: course.shortName || course.name,
    term: course.term,
  };
  switch (kind) {
    case "pyqs":
      return {
        ...base,
        title: `${course.name} PYQs`,
        url: `${page}/pyqs`,
        description: `The previous-year question papers of ${course.name}, by exam.`,
      };
    case "notes":
      return {
        ...base,
        title: `${course.name} Notes`,
        url: `${page}/notes`,
        description: `Notes, summaries and formula sheets students share for ${course.name}, by exam.`,
      };
    case "lectures":
      return {
        ...base,
        title: `${course.name} Lectures`,
        url: `${page}/lectures`,
        description: `Video lectures and recordings of ${course.name}, week by week.`,
      };
    case "practice":
      return hasPractice
        ? {
            ...base,
            title: `${course.name} Practice`,
            url: `${page}/practice`,
            description: `Practice questions of ${course.name} by exam and topic, checked as you answer, and timed mock tests.`,
          }
        : {
            ...base,
            title: course.name,
            url: page,
            description: `${course.name} has no practice questions yet; its page has the lectures, notes and previous-year papers.`,
          };
    case "dates":
      // The course page's "Next exam dates" (its heading is the anchor).
      return {
        ...base,
        title: `${course.name}: next exam dates`,
        url: `${page}#dates-heading`,
        description: `The quiz, end term and OPPE dates of ${course.name} on its page, with a calendar feed of this course to subscribe to.`,
      };
    default:
      return {
        ...base,
        title: course.name,
        url: page,
        description: `The course's page, with its lectures, notes and previous-year question papers.`,
      };
  }
}
