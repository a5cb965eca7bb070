import { Clock, Sparkles, Upload } from "lucide-react";
import { useEffect } from "react";
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { LinkTabs } from "~/components/link-tabs";
import { PageHeader } from "~/components/page-header";
import { SearchBox } from "~/components/search-box";
import { ToolCard } from "~/components/tool-card";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { comingSoonMessage, type ListedTool } from "~/content/tools";
import { SubjectCardLink } from "~/features/resources/components/subject-card";
import {
  listLevelSubjectCards,
  listPublicSubjectCards,
} from "~/features/resources/subject-queries.server";
import {
  groupSubjectMatches,
  MAX_SUBJECT_QUERY,
  type SubjectMatchGroup,
} from "~/features/resources/subject-search";
import {
  courseLabel,
  isOneOf,
  type PublicLevel,
  RESOURCES_TABS,
  type ResourcesTab,
  type SubjectCard,
  type Term,
  TERM_LABELS,
  TERMS,
} from "~/features/resources/subjects";
import { listTools } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { notFound } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/index";

const TAB_LABELS: Record<ResourcesTab, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc Degree",
  bs: "BS Degree",
  tools: "Tools",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const tab = params.level ?? "foundation";
  if (!isOneOf(RESOURCES_TABS, tab)) throw notFound();
  // The search looks at every level and term, whichever tab it was typed on.
  const query = (new URL(request.url).searchParams.get("q") ?? "")
    .replaceAll("\0", "")
    .trim()
    .slice(0, MAX_SUBJECT_QUERY);
  let subjects: SubjectCard[] = [];
  let matches: SubjectMatchGroup[] = [];
  let loadError = false;
  try {
    if (query) matches = groupSubjectMatches(query, await listPublicSubjectCards(context.db));
    else if (tab !== "tools") subjects = await listLevelSubjectCards(context.db, tab);
  } catch (error) {
    context.logger.error({ err: error }, "failed to load level subjects");
    loadError = true;
  }
  return {
    tab,
    subjects,
    query,
    matches,
    loadError,
    tools: tab === "tools" && !query ? await loadTools(context) : [],
  };
}

/** The Tools tab's cards that are not hidden, with a link when available (site settings). */
async function loadTools(context: Route.LoaderArgs["context"]) {
  return listTools(await getSiteSettings(context.db), "tools-tabs");
}

// Term and tool messages are read from the URL by the page itself; a search asks the server.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameQuery = currentUrl.searchParams.get("q") === nextUrl.searchParams.get("q");
  if (
    sameQuery &&
    (!formMethod || formMethod === "GET") &&
    currentUrl.pathname === nextUrl.pathname
  )
    return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title:
      args.data?.tab && args.data.tab !== "foundation"
        ? `${TAB_LABELS[args.data.tab]} resources`
        : "Resources",
    description:
      "Notes, previous-year question papers and lectures for every subject of the foundation and diploma levels, by term.",
    canonicalPath: args.params.level === "foundation" ? "/resources" : undefined,
  });

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  const { tab, subjects, query, matches, loadError } = loaderData;
  // Term pills only when the level's subjects are split by term (and not while searching).
  const byTerm = !query && subjects.some((s) => s.term !== null);
  const [searchParams] = useSearchParams();
  const termParam = searchParams.get("term");
  const term = isOneOf(TERMS, termParam) ? termParam : "term1";

  useEffect(() => {
    if (loadError) {
      toast({
        title: "Error",
        description: "Failed to load resources. Please try again.",
        variant: "destructive",
      });
    }
  }, [loadError]);

  return (
    <main id="main">
      <PageHeader
        eyebrow="Learning resources"
        title="Resources"
        description="Notes, previous-year question papers and lectures for every subject, by level and term."
      >
        <Link to="/resources/submit" className={buttonVariants({ className: "mt-6" })}>
          <Upload aria-hidden="true" />
          Submit Resources
        </Link>
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-6 px-4 pb-24 sm:px-6">
        <LinkTabs
          label="Level"
          // A search's results are from every level: no tab is the current one.
          activeId={query ? "" : tab}
          tabs={RESOURCES_TABS.map((id) => ({
            id,
            label: TAB_LABELS[id],
            // A new level starts again at term 1.
            to: tabHref(id),
          }))}
        />

        <div
          className={`flex flex-col gap-4 sm:flex-row sm:items-center ${byTerm ? "sm:justify-between" : "sm:justify-start"}`}
        >
          {byTerm ? (
            <LinkTabs
              label="Term"
              size="pill"
              activeId={term}
              tabs={TERMS.map((id) => {
                const params = new URLSearchParams(searchParams);
                params.set("term", id);
                return { id, label: TERM_LABELS[id], to: `?${params}` };
              })}
            />
          ) : null}
          <SearchBox
            label="Search subjects"
            placeholder="Search subjects…"
            resetParams={["soon"]}
            className="w-full sm:max-w-sm"
          />
        </div>

        {query ? (
          loadError ? null : (
            <SearchResults query={query} groups={matches} clearHref={tabHref(tab)} />
          )
        ) : tab === "tools" ? (
          <ToolsPanel tools={loaderData.tools} />
        ) : subjects.length === 0 ? (
          loadError ? null : (
            <ComingSoonLevel level={tab} />
          )
        ) : (
          <SubjectGrid level={tab} term={byTerm ? term : null} subjects={subjects} />
        )}
        {loadError ? (
          <p role="alert" className="text-sm text-danger">
            Failed to load resources. Please try again.
          </p>
        ) : null}
      </div>
    </main>
  );
}

const tabHref = (tab: ResourcesTab) => (tab === "foundation" ? "/resources" : `/resources/${tab}`);

function SubjectGrid({
  level,
  term,
  subjects,
}: {
  level: PublicLevel;
  /** The chosen term pill; null when the level's subjects have no terms. */
  term: Term | null;
  subjects: SubjectCard[];
}) {
  // A subject without a term belongs to every term.
  const shown = subjects.filter((s) => !term || s.term === null || s.term === term);
  return (
    <section aria-labelledby="subjects-heading">
      <h2 id="subjects-heading" className="sr-only">
        {`${TAB_LABELS[level]} subjects${term ? `, ${TERM_LABELS[term].toLowerCase()}` : ""}`}
      </h2>
      {shown.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-border p-8 text-center text-muted"
        >
          {term
            ? `No ${TAB_LABELS[level]} subjects for ${TERM_LABELS[term]} yet. Try the other term.`
            : `No ${TAB_LABELS[level]} subjects yet.`}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map((subject) => (
            <li key={subject.slug}>
              <SubjectCardLink
                to={`/resources/${level}/${subject.slug}`}
                name={courseLabel(subject)}
                description={subject.description}
                family={subject.family}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Search results: every level and term, grouped by where each subject is. */
function SearchResults({
  query,
  groups,
  clearHref,
}: {
  query: string;
  groups: SubjectMatchGroup[];
  /** The tab the search was made from, without the search. */
  clearHref: string;
}) {
  const count = groups.reduce((n, g) => n + g.subjects.length, 0);
  return (
    <section aria-labelledby="search-results-heading" className="space-y-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="search-results-heading" className="text-2xl font-bold">
          Results for “{query}”
        </h2>
        <Link
          to={clearHref}
          className="text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          Clear search
        </Link>
      </div>
      {count === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-border p-8 text-center text-muted"
        >
          {`No subjects match “${query}”. Try another word, or clear the search.`}
        </p>
      ) : (
        <>
          <p role="status" className="text-muted">
            {count === 1 ? "1 subject" : `${count} subjects`}, in {whereList(groups)}.
          </p>
          {groups.map((group) => (
            <section
              key={`${group.level}-${group.term}`}
              aria-labelledby={`results-${group.level}-${group.term ?? "all"}`}
            >
              <h3
                id={`results-${group.level}-${group.term ?? "all"}`}
                className="mb-3 text-sm font-semibold tracking-widest text-accent uppercase"
              >
                {group.label}
              </h3>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {group.subjects.map((subject) => (
                  <li key={subject.slug}>
                    <SubjectCardLink
                      headingLevel={4}
                      to={`/resources/${subject.level}/${subject.slug}`}
                      name={courseLabel(subject)}
                      description={subject.description}
                      family={subject.family}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

/** "Foundation level · Term 2 and Diploma level · Term 1" */
function whereList(groups: SubjectMatchGroup[]): string {
  const labels = groups.map((g) => g.label);
  return labels.length <= 1
    ? (labels[0] ?? "")
    : `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;
}

function ComingSoonLevel({ level }: { level: PublicLevel }) {
  return (
    <section aria-labelledby="coming-soon-heading">
      <Card padding="px-6 py-14" className="flex flex-col items-center text-center">
        <Clock aria-hidden="true" className="size-10 text-accent" />
        <h2 id="coming-soon-heading" className="mt-4 text-2xl font-semibold">
          Coming Soon
        </h2>
        <p className="mt-2 max-w-md text-muted">
          Resources for the {TAB_LABELS[level]} level are being developed. Check back soon, or share
          what you have through the submission form.
        </p>
      </Card>
    </section>
  );
}

function ToolsPanel({ tools }: { tools: ListedTool[] }) {
  const [searchParams] = useSearchParams();
  const announced = tools.find((t) => !t.href && t.id === searchParams.get("soon"));
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="sr-only">
        Tools
      </h2>
      {/* Without JavaScript a tool link reloads the page with ?soon=…, and this says it. */}
      {announced ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-accent/40 bg-accent-soft px-4 py-3 text-sm"
        >
          {comingSoonMessage(announced.name)}
        </p>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <ToolCard
              tool={tool}
              headingLevel={3}
              comingSoonLink={{
                to: `?soon=${tool.id}`,
                replace: true,
                preventScrollReset: true,
                onClick: (event) => {
                  event.preventDefault();
                  toast({ title: "Coming soon", description: comingSoonMessage(tool.name) });
                },
              }}
            />
          </li>
        ))}
        <li>
          <Card className="flex h-full flex-col items-center justify-center border-dashed text-center">
            <Sparkles aria-hidden="true" className="size-8 text-accent" />
            <p className="mt-3 font-semibold">More Tools Coming Soon</p>
            <p className="mt-1 text-sm text-muted">We are building more tools for students.</p>
          </Card>
        </li>
      </ul>
    </section>
  );
}
