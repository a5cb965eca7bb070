// /search?q=: one search over every public thing (issue 18, ADR 032). A reading page: finished
// HTML, no JavaScript; the form is a plain GET, the filters and pages are links. A query that
// names a course ("maths 2 pyqs") is answered first with the course's page for it.
import { Search } from "lucide-react";
import { data, Link } from "react-router";
import { FilterLink, FilterRow } from "~/components/filter-links";
import { PageHeader } from "~/components/page-header";
import { PageNav } from "~/components/page-nav";
import { nextScheduledPublish } from "~/features/blog/queries.server";
import { Snippet } from "~/features/search/components/snippet";
import type { SearchAnswer } from "~/features/search/course-answer";
import { searchSite, type SearchHit, type SearchResult } from "~/features/search/queries.server";
import { MAX_QUERY_LENGTH } from "~/features/search/query";
import {
  MAX_SEARCH_PAGE,
  parseSearchParams,
  SEARCH_KIND_LABELS,
  SEARCH_KINDS,
  SEARCH_LEVEL_LABELS,
  SEARCH_LEVELS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchParams,
} from "~/features/search/schema";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { safeLinkHref } from "~/lib/safe-url";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/search";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./layout";

/** Queries the empty states suggest: what students ask most, shorthand included. */
const SUGGESTIONS = ["maths 2 quiz 1 pyq", "statistics notes", "python", "cgpa", "end term pyq"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseSearchParams(new URL(request.url));
  try {
    const [result, next] = await Promise.all([
      searchSite(context.db, params),
      nextScheduledPublish(context.db),
    ]);
    // A scheduled post joins the results at its time: no cache keeps the page past it.
    return data(
      { params, ...view(result), loadError: false },
      { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, next) },
    );
  } catch (error) {
    context.logger.error({ err: error }, "site search failed");
    return data(
      { params, ...view(null), loadError: true },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

/** Only what the page shows. */
function view(result: SearchResult | null) {
  const answer = result?.answer;
  return {
    answer: answer ? { ...answer, url: safeLinkHref(answer.url) ?? null } : null,
    hits: (result?.hits ?? []).map((hit) => ({ ...hit, url: safeLinkHref(hit.url) ?? null })),
    total: result?.total ?? 0,
    kindCounts: result?.kindCounts ?? {},
    corrected: result?.query?.corrected ?? [],
  };
}

export const headers = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const q = args.data?.params.q;
  return [
    ...pageMeta(args, {
      title: q ? `Search: ${q}` : "Search",
      description:
        "Search every subject, note, previous-year paper, practice question, lecture, blog post, course and tool of the hub.",
      canonicalPath: "/search",
    }),
    // Result pages are endless and thin: not for search engines' indexes.
    { name: "robots", content: "noindex, follow" },
  ];
};

function searchHref(params: SearchParams, change: Partial<SearchParams>): string {
  const next = { ...params, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.q) query.set("q", next.q);
  if (next.level) query.set("level", next.level);
  if (next.kind) query.set("kind", next.kind);
  if (next.page > 1) query.set("page", String(next.page));
  const text = query.toString();
  return text ? `/search?${text}` : "/search";
}

const TERM_LABELS: Record<string, string> = { term1: "Term 1", term2: "Term 2" };

type Hit = Omit<SearchHit, "url"> & { url: string | null };

/** Level · subject · term, as far as a result has them. */
function whereOf(hit: Hit): string {
  return [
    hit.level ? (SEARCH_LEVEL_LABELS as Record<string, string>)[hit.level] : null,
    hit.kind !== "subject" ? hit.subjectName : null,
    hit.term ? TERM_LABELS[hit.term] : null,
    hit.exam,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Results of one kind together, the kinds in the order of their best result. */
function groupByKind(hits: Hit[]): { kind: SearchKind; hits: Hit[] }[] {
  const groups = new Map<SearchKind, Hit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  return [...groups].map(([kind, list]) => ({ kind, hits: list }));
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, answer, hits, total, kindCounts, corrected, loadError } = loaderData;
  const pageCount = Math.min(Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)), MAX_SEARCH_PAGE);
  const groups = groupByKind(hits);
  const kindsWithResults = SEARCH_KINDS.filter((kind) => (kindCounts[kind] ?? 0) > 0);
  const allCount = Object.values(kindCounts).reduce((sum, n) => sum + n, 0);
  return (
    <main id="main">
      <PageHeader
        eyebrow="Search"
        title={params.q ? `Results for “${params.q}”` : "Search the hub"}
        description={
          params.q
            ? loadError
              ? undefined
              : `${total} ${total === 1 ? "result" : "results"}${
                  params.level ? ` at ${SEARCH_LEVEL_LABELS[params.level]} level` : ""
                }${params.kind ? ` in ${SEARCH_KIND_LABELS[params.kind]}` : ""}.`
            : "Subjects, notes, previous-year papers, practice questions, lectures, blog posts, courses, tools and community links, all in one place."
        }
        className="pb-6"
      >
        <form method="get" action="/search" role="search" className="relative mt-6 max-w-2xl">
          <label htmlFor="search-page-q" className="sr-only">
            Search the site
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={params.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Try “maths 2 quiz 1 pyq”"
            autoComplete="off"
            className="h-12 w-full rounded-xl border border-border bg-card pr-24 pl-11 text-base placeholder:text-muted/80 focus-visible:border-accent"
          />
          {params.level ? <input type="hidden" name="level" value={params.level} /> : null}
          <button
            type="submit"
            className="absolute top-1.5 right-1.5 h-9 rounded-lg bg-accent px-3 text-sm font-medium text-accent-foreground"
          >
            Search
          </button>
        </form>
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-24 sm:px-6">
        {loadError ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
          >
            The search is not answering right now. Please try again in a moment.
          </p>
        ) : null}

        {params.q && !loadError ? (
          <div className="space-y-3">
            <FilterRow label="Level">
              <FilterLink to={searchHref(params, { level: null })} current={!params.level}>
                All levels
              </FilterLink>
              {SEARCH_LEVELS.map((level) => (
                <FilterLink
                  key={level}
                  to={searchHref(params, { level })}
                  current={params.level === level}
                >
                  {SEARCH_LEVEL_LABELS[level]}
                </FilterLink>
              ))}
            </FilterRow>
            {allCount > 0 || params.kind ? (
              <FilterRow label="Kind">
                <FilterLink to={searchHref(params, { kind: null })} current={!params.kind}>
                  Everything ({allCount})
                </FilterLink>
                {kindsWithResults.map((kind) => (
                  <FilterLink
                    key={kind}
                    to={searchHref(params, { kind })}
                    current={params.kind === kind}
                  >
                    {SEARCH_KIND_LABELS[kind]} ({kindCounts[kind]})
                  </FilterLink>
                ))}
              </FilterRow>
            ) : null}
          </div>
        ) : null}

        {corrected.length > 0 && (hits.length > 0 || answer) ? (
          <p className="text-sm text-muted">
            Also searched for{" "}
            {corrected.map((c, i) => (
              <span key={c.from}>
                {i > 0 ? ", " : ""}
                <strong className="font-semibold text-foreground">{c.to}</strong> (for “{c.from}”)
              </span>
            ))}
            .
          </p>
        ) : null}

        {answer ? <AnswerItem answer={answer} /> : null}

        {hits.length > 0 ? (
          <div className="space-y-10">
            {groups.map((group) => (
              <section
                key={group.kind}
                aria-labelledby={`results-${group.kind}`}
                className="space-y-4"
              >
                <h2 id={`results-${group.kind}`} className="text-xl font-semibold">
                  {SEARCH_KIND_LABELS[group.kind]}
                  <span className="ml-2 text-base font-normal text-muted">
                    {kindCounts[group.kind] ?? group.hits.length}
                  </span>
                </h2>
                <ul className="grid gap-3">
                  {group.hits.map((hit) => (
                    <ResultItem key={hit.key} hit={hit} />
                  ))}
                </ul>
                {!params.kind && (kindCounts[group.kind] ?? 0) > group.hits.length ? (
                  <Link
                    to={searchHref(params, { kind: group.kind })}
                    className="inline-block text-sm font-medium text-accent hover:underline"
                  >
                    All {kindCounts[group.kind]} {SEARCH_KIND_LABELS[group.kind]}
                  </Link>
                ) : null}
              </section>
            ))}
            <PageNav
              page={Math.min(params.page, pageCount)}
              pageCount={pageCount}
              href={(page) => searchHref(params, { page })}
            />
          </div>
        ) : !loadError && !answer ? (
          <EmptyState params={params} />
        ) : null}
      </div>
    </main>
  );
}

type Answer = Omit<SearchAnswer, "url"> & { url: string | null };

/** The course's page the query asks for, before every other result. */
function AnswerItem({ answer }: { answer: Answer }) {
  const where = [
    (SEARCH_LEVEL_LABELS as Record<string, string>)[answer.level],
    answer.course,
    answer.term ? TERM_LABELS[answer.term] : null,
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <section aria-labelledby="answer-heading" className="space-y-4">
      <h2 id="answer-heading" className="text-xl font-semibold">
        Best match
      </h2>
      <ul>
        <li className="rounded-xl border-2 border-accent/60 bg-card p-4 sm:p-5">
          <h3 className="text-lg font-semibold break-words">
            {answer.url ? (
              <a href={answer.url} className="text-foreground hover:text-accent hover:underline">
                {answer.title}
              </a>
            ) : (
              answer.title
            )}
          </h3>
          <p className="mt-1 text-sm text-muted">{where}</p>
          <p className="mt-2 text-sm text-foreground/85">{answer.description}</p>
        </li>
      </ul>
    </section>
  );
}

function ResultItem({ hit }: { hit: Hit }) {
  const where = whereOf(hit);
  const external = hit.url ? /^https?:/i.test(hit.url) : false;
  return (
    <li className="rounded-xl border border-border bg-card p-4 sm:p-5">
      <h3 className="font-semibold break-words">
        {hit.url ? (
          <a
            href={hit.url}
            className="text-foreground hover:text-accent hover:underline"
            {...(external ? { rel: "noopener noreferrer", target: "_blank" } : {})}
          >
            {hit.title}
            {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
          </a>
        ) : (
          hit.title
        )}
      </h3>
      {where ? <p className="mt-1 text-sm text-muted">{where}</p> : null}
      {hit.snippet ? (
        <Snippet text={hit.snippet} className="mt-2 text-sm break-words text-foreground/85" />
      ) : null}
    </li>
  );
}

function EmptyState({ params }: { params: SearchParams }) {
  const filtered = params.level || params.kind;
  return (
    <section
      aria-labelledby="empty-heading"
      className="rounded-xl border border-dashed border-border p-6 sm:p-8"
    >
      <h2 id="empty-heading" className="text-xl font-semibold">
        {params.q ? `Nothing found for “${params.q}”` : "What are you looking for?"}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-muted">
        {params.q ? (
          <>
            {filtered ? (
              <li>
                <Link
                  to={searchHref(params, { level: null, kind: null })}
                  className="font-medium text-accent hover:underline"
                >
                  Search every level and kind
                </Link>{" "}
                instead of only{" "}
                {[
                  params.level ? `${SEARCH_LEVEL_LABELS[params.level]} level` : null,
                  params.kind ? SEARCH_KIND_LABELS[params.kind] : null,
                ]
                  .filter(Boolean)
                  .join(" ")}
                .
              </li>
            ) : null}
            <li>Use fewer words, or the subject’s name (“statistics”, “python”).</li>
            <li>Shorthand works: PYQ, Qz1, ET, CT, DBMS, MLF, Maths, Stats.</li>
          </>
        ) : (
          <li>A subject, an exam, a tool or a question: shorthand and typos are fine.</li>
        )}
      </ul>
      <p className="mt-5 text-sm font-medium">Try one of these:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link
              to={searchHref({ q: "", level: null, kind: null, page: 1 }, { q: suggestion })}
              className="inline-flex min-h-9 items-center rounded-full border border-border px-3 text-sm hover:bg-accent-soft"
            >
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
