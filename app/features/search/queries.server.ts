// The site search's reads (ADR 032): weighted full-text plus trigram similarity over
// search_documents, with the query expanded in the app first (query.ts), and a query that names a
// course answered first with the course's page for it.
import { type SQL, sql } from "drizzle-orm";
import { getSiteSettings } from "~/features/settings/queries.server";
import { DEFAULT_SYNONYMS, type SynonymGroup } from "~/features/settings/synonyms";
import { memoized } from "~/lib/data-memo.server";
import type { Database } from "~/lib/db.server";
import {
  ANSWER_RESULT_KIND,
  courseAnswer,
  courseQuestion,
  kindPhrases,
  namedCourse,
  type SearchAnswer,
} from "./course-answer";
import { courseVocabulary, indexCourses, type SearchCourse } from "./courses";
import { parseQuery, type ParsedQuery, queryWords } from "./query";
import {
  MARK_END,
  MARK_START,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchParams,
} from "./schema";

export interface SearchHit {
  key: string;
  kind: SearchKind;
  title: string;
  level: string | null;
  subject: string | null;
  subjectName: string | null;
  term: string | null;
  /** A resource's exam, as the pages name it ("Quiz 1"). */
  exam: string | null;
  url: string;
  /** Text with MARK_START / MARK_END around matched words (escaped when rendered). */
  snippet: string;
}

export interface SearchResult {
  query: ParsedQuery | null;
  /**
   * The page the query asks for when it names a course ("maths 2 pyqs": the course's PYQ page),
   * shown before the hits on the first page; the hits then leave it out.
   */
  answer: SearchAnswer | null;
  hits: SearchHit[];
  total: number;
  /** How many results each kind has (for the kind filter), with the level filter applied. */
  kindCounts: Partial<Record<SearchKind, number>>;
  /** Whether the forgiving query was used (no result had every word). */
  loose: boolean;
}

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const KIND_LIST = sql.raw(SEARCH_KINDS.map((kind) => `'${kind}'`).join(", "));

/** The titles and keywords of the few hundred documents that are not resources or posts. */
export const VOCABULARY_QUERY = sql`
  SELECT title || ' ' || keywords AS text FROM search_documents
  WHERE kind IN ('subject', 'tool', 'page', 'course', 'study-material')`;

/**
 * Words the search knows well enough to correct a slip towards: those of subjects, tools, pages,
 * courses (`rows`: VOCABULARY_QUERY's), the catalogue's spellings and the synonym list (a few
 * hundred; resource and post titles are left to trigrams).
 */
function searchVocabulary(
  rows: readonly { text: string }[],
  synonyms: SynonymGroup[],
  courses: readonly SearchCourse[],
): Set<string> {
  const words = new Set<string>(courseVocabulary(courses));
  for (const row of rows) for (const word of queryWords(row.text)) words.add(word);
  for (const group of synonyms)
    for (const term of group) for (const w of queryWords(term)) words.add(w);
  for (const w of [
    "notes",
    "lectures",
    "papers",
    "paper",
    "quiz",
    "question",
    "practice",
    "previous",
    "year",
  ]) {
    words.add(w);
  }
  return words;
}

/** The operators' synonym list, or the defaults while none is saved. */
export async function getSynonyms(db: Database): Promise<SynonymGroup[]> {
  const settings = await getSiteSettings(db);
  return settings.search?.synonyms ?? DEFAULT_SYNONYMS;
}

/**
 * The courses of the public levels with their spellings (the subjects table holds a few dozen):
 * from memory until the change feed reports an edit (app/lib/data-memo.server.ts).
 */
export const listSearchCourses = memoized(async (db: Database): Promise<readonly SearchCourse[]> =>
  Object.freeze(
    await selectRows<SearchCourse>(
      db,
      sql`SELECT s.id, s.level, s.slug, s.name, s.short_name AS "shortName", s.shorthand, s.code,
        s.term
      FROM subjects s
      WHERE s.level IN ('foundation', 'diploma', 'bsc', 'bs')
      ORDER BY s.level, s.position, s.slug`,
    ),
  ),
);

/** VOCABULARY_QUERY's rows (a few hundred), kept like the courses. */
const listVocabularyRows = memoized(async (db: Database) =>
  Object.freeze(await selectRows<{ text: string }>(db, VOCABULARY_QUERY)),
);

/** Whether a course has a published practice question (its practice list is then worth a link). */
async function hasPublishedQuestions(db: Database, subjectId: string): Promise<boolean> {
  const rows = await selectRows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM practice_questions
      WHERE subject_id = ${subjectId} AND status = 'published') AS found`,
  );
  return Boolean(rows[0]?.found);
}

export async function searchSite(
  db: Database,
  params: SearchParams,
  now: Date = new Date(),
): Promise<SearchResult> {
  const empty: SearchResult = {
    query: null,
    answer: null,
    hits: [],
    total: 0,
    kindCounts: {},
    loose: false,
  };
  if (!params.q) return empty;
  const [synonyms, courses, vocabulary] = await Promise.all([
    getSynonyms(db),
    listSearchCourses(db),
    listVocabularyRows(db),
  ]);
  const parsed = parseQuery(
    params.q,
    synonyms,
    searchVocabulary(vocabulary, synonyms, courses),
    indexCourses(courses),
  );
  if (!parsed.all || !parsed.any) return { ...empty, query: parsed };
  const query: ReadyQuery = { ...parsed, all: parsed.all, any: parsed.any };
  // The one course the query names leads among its results; the page it asks for comes first.
  const course = namedCourse(parsed);
  const question = courseQuestion(parsed, kindPhrases(synonyms));
  const answer = question
    ? courseAnswer(question, {
        hasPractice:
          question.kind === "practice" && (await hasPublishedQuestions(db, question.course.id)),
      })
    : null;
  const shown =
    answer &&
    params.page === 1 &&
    (!params.level || params.level === answer.level) &&
    (!params.kind || params.kind === ANSWER_RESULT_KIND[answer.kind])
      ? answer
      : null;
  const focus = course ? { level: course.level, slug: course.slug } : null;

  const found = await searchPasses(db, query, params, now, focus);
  return {
    ...found,
    query,
    answer: shown,
    // The answer's page is not listed again (the course page, when the answer is a part of it).
    hits: shown ? found.hits.filter((hit) => hit.url !== shown.url.split("#")[0]) : found.hits,
  };
}

/**
 * The precise pass; when it finds nothing, the course's documents with any other word (a query
 * that names a course); then the forgiving pass. Each pass costs a query: the next runs only
 * when the one before found nothing.
 */
async function searchPasses(
  db: Database,
  query: ReadyQuery,
  params: SearchParams,
  now: Date,
  focus: SearchFocus,
): Promise<Omit<SearchResult, "query" | "answer">> {
  const strict = await runSearch(db, query, params, now, false, focus);
  if (strict.total > 0) return { ...strict, loose: false };
  if (query.courseAndAny) {
    const inCourse = { ...query, all: query.courseAndAny };
    const course = await runSearch(db, inCourse, params, now, false, focus);
    if (course.total > 0) return { ...course, loose: true };
  }
  return { ...(await runSearch(db, query, params, now, true, focus)), loose: true };
}

/** How many of the best rows the precise pass re-ranks by their titles (a multiple of the page size). */
const RERANKED = 10 * SEARCH_PAGE_SIZE;

type ReadyQuery = ParsedQuery & { all: string; any: string };

/** A course whose documents rank first among those that match (the one the query names). */
export type SearchFocus = { level: string; slug: string } | null;

/**
 * The page of results and the count per kind, as one SQL query (the scale test explains it): the
 * matching rows are found and scored once, then counted per kind and paged. Each row of the answer
 * carries the counts (as JSON); a page past the end still answers one row, with null hit columns.
 */
export function searchQuery(
  query: ReadyQuery,
  params: SearchParams,
  now: Date,
  loose: boolean,
  focus: SearchFocus = null,
): SQL {
  const all = sql`to_tsquery('english', ${query.all})`;
  const any = sql`to_tsquery('english', ${query.any})`;
  // The forgiving pass also takes titles that look like the query (typos no correction caught).
  const matches = loose
    ? sql`(d.search @@ ${any} OR ${query.text} <% d.title)`
    : sql`d.search @@ ${all}`;
  const kindFilter = params.kind ? sql`AND kind = ${params.kind}` : sql``;
  const offset = (params.page - 1) * SEARCH_PAGE_SIZE;
  // Title (A) counts most, then keywords and description (B), then body (C); subjects, tools and
  // pages lead among equals (a student asking "statistics" most likely wants the subject), and
  // the documents of the course the query names lead the rest ("python lectures": Python's
  // before PDSA's, whose name says Python too). A title that looks like the whole query adds to it: trigram similarity, the costliest part, so
  // the precise pass computes it only for its best RERANKED rows by the rest of the score (a
  // total order, the same whatever the page); the forgiving pass, where rows may match by title
  // alone, for every row. Snippets only for the page.
  const likeTitle = sql`word_similarity(${query.text}, d.title) + similarity(${query.text}, d.title) * 0.5`;
  const ranked = (from: SQL, limit: number, skip: number) => sql`
      SELECT key, score, sort_date FROM ${from}
      ORDER BY score DESC, sort_date DESC NULLS LAST, key
      LIMIT ${limit} OFFSET ${skip}`;
  const rerank = !loose && offset < RERANKED;
  const page = rerank
    ? ranked(
        sql`(SELECT best.key, best.sort_date, best.score + ${likeTitle} AS score
            FROM (SELECT key, sort_date, score FROM matched WHERE true ${kindFilter}
              ORDER BY score DESC, sort_date DESC NULLS LAST, key LIMIT ${RERANKED}) best
            JOIN search_documents d ON d.key = best.key) reranked`,
        SEARCH_PAGE_SIZE,
        offset,
      )
    : ranked(
        sql`(SELECT * FROM matched WHERE true ${kindFilter}) filtered`,
        SEARCH_PAGE_SIZE,
        offset,
      );
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT d.key, d.kind, d.sort_date,
        ts_rank('{0.05, 0.2, 0.5, 1.0}', d.search, ${any}, 1) * 4
          ${loose ? sql`+ ${likeTitle}` : sql``}
          + CASE d.kind WHEN 'subject' THEN 0.3 WHEN 'tool' THEN 0.2 WHEN 'page' THEN 0.1 ELSE 0 END
          ${focus ? sql`+ CASE WHEN d.level = ${focus.level} AND d.subject = ${focus.slug} THEN 1 ELSE 0 END` : sql``}
          AS score
      FROM search_documents d
      WHERE ${matches}
        AND (d.visible_from IS NULL OR d.visible_from <= ${now.toISOString()}::timestamptz)
        AND d.kind IN (${KIND_LIST})
        ${params.level ? sql`AND d.level = ${params.level}` : sql``}
    ),
    counts AS (
      SELECT coalesce(json_object_agg(kind, n), '{}') AS counts
      FROM (SELECT kind, count(*)::int AS n FROM matched GROUP BY kind) per_kind
    ),
    page AS (${page})
    SELECT counts.counts, d.key, d.kind, d.title, d.level, d.subject,
      d.subject_name AS "subjectName", d.term, d.exam, d.url, hl.snippet,
      -- Whether the snippet is where its text starts or ends: if not, the page shows "…" there.
      starts_with(${words(sql`src.text`)}, ${words(sql`hl.bare`)}) AS "snippetAtStart",
      length(src.full_text) = length(src.text)
        AND right(${words(sql`src.text`)}, length(${words(sql`hl.bare`)})) = ${words(sql`hl.bare`)}
        AS "snippetAtEnd",
      substring(btrim(src.text) from '[^[:alnum:][:space:]]*$') AS "textEnd"
    FROM counts
    LEFT JOIN page ON true
    LEFT JOIN search_documents d ON d.key = page.key
    LEFT JOIN LATERAL (
      -- A question's description is its stem without Markdown or LaTeX marks: the body (the
      -- stem as written) would only repeat it.
      SELECT full_text, left(full_text, 4000) AS text
      FROM (SELECT CASE WHEN d.kind = 'question' THEN d.description
        ELSE coalesce(nullif(d.description, ''), '') || ' ' || d.body END AS full_text) f
    ) src ON true
    LEFT JOIN LATERAL (
      SELECT snippet, translate(snippet, ${MARK_START + MARK_END}, '') AS bare
      FROM (SELECT ts_headline('english', src.text, ${any},
        ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`})
        AS snippet) h
    ) hl ON true
    ORDER BY page.score DESC, page.sort_date DESC NULLS LAST, page.key`;
}

/**
 * Text with its runs of white space as one space and no punctuation at either end: ts_headline
 * keeps the words and the spaces between them, but leaves off a last full stop.
 */
const words = (text: SQL) =>
  sql`regexp_replace(regexp_replace(${text}, '[[:space:]]+', ' ', 'g'), '^[^[:alnum:]]+|[^[:alnum:]]+$', '', 'g')`;

type SnippetEnds = {
  snippetAtStart: boolean;
  snippetAtEnd: boolean;
  /** The punctuation that ends the snippet's text (".", ".)"): ts_headline may leave it off. */
  textEnd?: string | null;
};
type SearchRow = { counts: Partial<Record<SearchKind, number>> | string } & (
  (SearchHit & SnippetEnds) | { [K in keyof (SearchHit & SnippetEnds)]: null }
);

/**
 * A snippet cut from the middle of its text says so: "…" where text was left out before it, and
 * after it unless it ends a sentence.
 */
export function snippetWithEllipses(
  snippet: string,
  { snippetAtStart, snippetAtEnd, textEnd }: SnippetEnds,
) {
  const text = snippet.replace(/\s+/g, " ").trim();
  if (text === "") return text;
  const before = snippetAtStart ? "" : "… ";
  const bare = text.replaceAll(MARK_START, "").replaceAll(MARK_END, "");
  if (snippetAtEnd) {
    // The text's closing punctuation, where ts_headline kept only the start of it or none.
    const kept = /[^\p{L}\p{N}\s]*$/u.exec(bare)![0];
    const end = textEnd ?? "";
    return `${before}${text}${end.startsWith(kept) ? end.slice(kept.length) : ""}`;
  }
  const after = /[.!?…]["'”’)]*$/.test(bare) ? "" : " …";
  return `${before}${text}${after}`;
}

async function runSearch(
  db: Database,
  query: ReadyQuery,
  params: SearchParams,
  now: Date,
  loose: boolean,
  focus: SearchFocus,
): Promise<Omit<SearchResult, "query" | "loose" | "answer">> {
  const rows = await selectRows<SearchRow>(db, searchQuery(query, params, now, loose, focus));
  const first = rows[0]?.counts ?? {};
  // PGlite answers json as an object, node-postgres too; a string is parsed to be sure.
  const kindCounts: Partial<Record<SearchKind, number>> =
    typeof first === "string" ? JSON.parse(first) : first;
  const total = params.kind
    ? (kindCounts[params.kind] ?? 0)
    : Object.values(kindCounts).reduce((sum, n) => sum + n, 0);
  const hits = rows
    .filter((row): row is SearchRow & SearchHit & SnippetEnds => row.key !== null)
    .map(({ counts: _counts, snippetAtStart, snippetAtEnd, textEnd, ...hit }) => ({
      ...hit,
      snippet: snippetWithEllipses(hit.snippet, { snippetAtStart, snippetAtEnd, textEnd }),
    }));
  return { hits, total, kindCounts };
}
