// The site search's reads (ADR 032): weighted full-text plus trigram similarity over
// search_documents, with the query expanded in the app first (query.ts).
import { type SQL, sql } from "drizzle-orm";
import { getSiteSettings } from "~/features/settings/queries.server";
import type { Database } from "~/lib/db.server";
import { parseQuery, type ParsedQuery, queryWords } from "./query";
import {
  MARK_END,
  MARK_START,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchParams,
} from "./schema";
import { DEFAULT_SYNONYMS, type SynonymGroup } from "./synonyms";

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
 * courses and the synonym list (a few hundred; resource and post titles are left to trigrams).
 */
async function searchVocabulary(db: Database, synonyms: SynonymGroup[]): Promise<Set<string>> {
  const rows = await selectRows<{ text: string }>(db, VOCABULARY_QUERY);
  const words = new Set<string>();
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

export async function searchSite(
  db: Database,
  params: SearchParams,
  now: Date = new Date(),
): Promise<SearchResult> {
  const empty: SearchResult = { query: null, hits: [], total: 0, kindCounts: {}, loose: false };
  if (!params.q) return empty;
  const synonyms = await getSynonyms(db);
  const parsed = parseQuery(params.q, synonyms, await searchVocabulary(db, synonyms));
  if (!parsed.all || !parsed.any) return { ...empty, query: parsed };
  const query: ReadyQuery = { ...parsed, all: parsed.all, any: parsed.any };

  const strict = await runSearch(db, query, params, now, false);
  if (strict.total > 0 || params.page > 1) return { ...strict, query, loose: false };
  const loose = await runSearch(db, query, params, now, true);
  return { ...loose, query, loose: true };
}

type ReadyQuery = ParsedQuery & { all: string; any: string };

/** The page of results and the count per kind, as SQL (the scale test explains them). */
export function searchQueries(
  query: ReadyQuery,
  params: SearchParams,
  now: Date,
  loose: boolean,
): { page: SQL; counts: SQL } {
  const all = sql`to_tsquery('english', ${query.all})`;
  const any = sql`to_tsquery('english', ${query.any})`;
  // The forgiving pass also takes titles that look like the query (typos no correction caught).
  const matches = loose
    ? sql`(d.search @@ ${any} OR ${query.text} <% d.title)`
    : sql`d.search @@ ${all}`;
  const where = sql`${matches}
    AND (d.visible_from IS NULL OR d.visible_from <= ${now.toISOString()}::timestamptz)
    AND d.kind IN (${KIND_LIST})
    ${params.level ? sql`AND d.level = ${params.level}` : sql``}`;
  const kindFilter = params.kind ? sql`AND d.kind = ${params.kind}` : sql``;
  const offset = (params.page - 1) * SEARCH_PAGE_SIZE;

  // Title (A) counts most, then keywords and description (B), then body (C); a title that
  // looks like the whole query adds to it; subjects, tools and pages lead among equals (a
  // student asking "statistics" most likely wants the subject). Snippets only for the page.
  const page = sql`
    WITH ranked AS (
      SELECT d.key, d.kind, d.title, d.level, d.subject, d.subject_name, d.term, d.exam, d.url,
        d.description, d.body, d.sort_date,
        ts_rank('{0.05, 0.2, 0.5, 1.0}', d.search, ${any}, 1) * 4
          + word_similarity(${query.text}, d.title)
          + similarity(${query.text}, d.title) * 0.5
          + CASE d.kind WHEN 'subject' THEN 0.3 WHEN 'tool' THEN 0.2 WHEN 'page' THEN 0.1 ELSE 0 END
          AS score
      FROM search_documents d
      WHERE ${where} ${kindFilter}
      ORDER BY score DESC, d.sort_date DESC NULLS LAST, d.key
      LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
    )
    SELECT key, kind, title, level, subject, subject_name AS "subjectName", term, exam, url,
      ts_headline('english', left(coalesce(nullif(description, ''), '') || ' ' || body, 4000),
        ${any},
        ${`StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`})
        AS snippet
    FROM ranked
    ORDER BY score DESC, sort_date DESC NULLS LAST, key`;
  const counts = sql`
    SELECT d.kind, count(*)::int AS n FROM search_documents d WHERE ${where} GROUP BY d.kind`;
  return { page, counts };
}

async function runSearch(
  db: Database,
  query: ReadyQuery,
  params: SearchParams,
  now: Date,
  loose: boolean,
): Promise<Omit<SearchResult, "query" | "loose">> {
  const queries = searchQueries(query, params, now, loose);
  const pageRows = await selectRows<SearchHit>(db, queries.page);
  const counts = await selectRows<{ kind: SearchKind; n: number }>(db, queries.counts);
  const kindCounts: Partial<Record<SearchKind, number>> = Object.fromEntries(
    counts.map((row) => [row.kind, row.n]),
  );
  const total = params.kind
    ? (kindCounts[params.kind] ?? 0)
    : Object.values(kindCounts).reduce((sum, n) => sum + n, 0);
  return {
    hits: pageRows.map((hit) => ({ ...hit, snippet: hit.snippet.replace(/\s+/g, " ").trim() })),
    total,
    kindCounts,
  };
}
