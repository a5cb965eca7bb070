// The practice area's filters: read from the URL, written into links (no JavaScript), and the
// choices each filter offers with how many questions each would show. Browser-safe.
import { DIFFICULTIES, PRACTICE_EXAMS } from "~db/enums";
import {
  type Difficulty,
  DIFFICULTY_LABELS,
  EXAM_LABELS,
  type PracticeExam,
  topicSlug,
} from "./labels";

export interface PracticeFilter {
  exam: PracticeExam | null;
  /** A topic as its slug (labels.ts topicSlug). */
  topic: string | null;
  difficulty: Difficulty | null;
}

export const NO_FILTER: PracticeFilter = { exam: null, topic: null, difficulty: null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly string[]).includes(value ?? "") ? (value as T) : null;

/** The filter a URL asks for; unknown values are ignored, not refused. */
export function parsePracticeFilter(search: URLSearchParams): PracticeFilter {
  const topic = topicSlug(search.get("topic") ?? "");
  return {
    exam: oneOf(PRACTICE_EXAMS, search.get("exam")),
    topic: topic || null,
    difficulty: oneOf(DIFFICULTIES, search.get("difficulty")),
  };
}

/** The link to the practice area under `filter` ("?" alone for no filter). */
export function practiceFilterHref(filter: PracticeFilter): string {
  const params = new URLSearchParams();
  if (filter.exam) params.set("exam", filter.exam);
  if (filter.topic) params.set("topic", filter.topic);
  if (filter.difficulty) params.set("difficulty", filter.difficulty);
  return `?${params.toString()}`;
}

/** How many published questions a course has of one exam, topic and difficulty. */
export interface Facet {
  exam: PracticeExam;
  topic: string;
  topicSlug: string;
  difficulty: Difficulty;
  n: number;
}

export interface FilterChoice {
  /** The value in the URL. */
  id: string;
  label: string;
  /** Questions it would show, with the other filters kept. */
  count: number;
  current: boolean;
  href: string;
}

export interface PracticeFilterView {
  /** The filter in effect: a topic the course does not have is dropped. */
  filter: PracticeFilter;
  /** The topic's name(s) for the SQL filter (one slug can name two spellings of a topic). */
  topicNames: string[] | null;
  exams: FilterChoice[];
  topics: FilterChoice[];
  difficulties: FilterChoice[];
  /** Every published question of the course, and those that pass the filter. */
  total: number;
  matching: number;
  /** The filter in words ("Quiz 1 · Sets · Easy"); empty with no filter. */
  summary: string[];
}

const sum = (facets: Facet[]) => facets.reduce((n, f) => n + f.n, 0);

/** The choices of each filter under `requested`, from the course's facets. */
export function practiceFilterView(facets: Facet[], requested: PracticeFilter): PracticeFilterView {
  const topicNames = requested.topic
    ? [...new Set(facets.filter((f) => f.topicSlug === requested.topic).map((f) => f.topic))]
    : [];
  const filter: PracticeFilter = {
    ...requested,
    topic: topicNames.length ? requested.topic : null,
  };
  const passes = (f: Facet, skip: keyof PracticeFilter | null = null) =>
    (skip === "exam" || !filter.exam || f.exam === filter.exam) &&
    (skip === "topic" || !filter.topic || f.topicSlug === filter.topic) &&
    (skip === "difficulty" || !filter.difficulty || f.difficulty === filter.difficulty);

  const exams = PRACTICE_EXAMS.filter((exam) => facets.some((f) => f.exam === exam)).map(
    (exam): FilterChoice => {
      // A topic of another exam would leave nothing: it is dropped when the exam changes.
      const keepTopic = facets.some((f) => f.exam === exam && f.topicSlug === filter.topic);
      return {
        id: exam,
        label: EXAM_LABELS[exam],
        count: sum(facets.filter((f) => f.exam === exam && passes(f, "exam"))),
        current: filter.exam === exam,
        href: practiceFilterHref({ ...filter, exam, topic: keepTopic ? filter.topic : null }),
      };
    },
  );

  const topicCounts = new Map<string, { label: string; count: number }>();
  for (const f of facets) {
    if (!passes(f, "topic")) continue;
    const entry = topicCounts.get(f.topicSlug) ?? { label: f.topic, count: 0 };
    entry.count += f.n;
    topicCounts.set(f.topicSlug, entry);
  }
  if (filter.topic && !topicCounts.has(filter.topic)) {
    topicCounts.set(filter.topic, { label: topicNames[0]!, count: 0 });
  }
  const topics = [...topicCounts]
    .sort(([, a], [, b]) => (a.label.toLowerCase() < b.label.toLowerCase() ? -1 : 1))
    .map(([slug, { label, count }]): FilterChoice => ({
      id: slug,
      label,
      count,
      current: filter.topic === slug,
      href: practiceFilterHref({ ...filter, topic: slug }),
    }));

  const difficulties = DIFFICULTIES.filter((d) => facets.some((f) => f.difficulty === d)).map(
    (difficulty): FilterChoice => ({
      id: difficulty,
      label: DIFFICULTY_LABELS[difficulty],
      count: sum(facets.filter((f) => f.difficulty === difficulty && passes(f, "difficulty"))),
      current: filter.difficulty === difficulty,
      href: practiceFilterHref({ ...filter, difficulty }),
    }),
  );

  return {
    filter,
    topicNames: filter.topic ? topicNames : null,
    exams,
    topics,
    difficulties,
    total: sum(facets),
    matching: sum(facets.filter((f) => passes(f))),
    summary: [
      filter.exam ? EXAM_LABELS[filter.exam] : null,
      filter.topic ? (topicNames[0] ?? null) : null,
      filter.difficulty ? DIFFICULTY_LABELS[filter.difficulty] : null,
    ].filter((s): s is string => s !== null),
  };
}
