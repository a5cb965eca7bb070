import {
  ArrowUpRight,
  FolderOpen,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Radio,
  SearchX,
} from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { LinkTabs } from "~/components/link-tabs";
import { PageHeader } from "~/components/page-header";
import { SearchBox } from "~/components/search-box";
import { ToolCard } from "~/components/tool-card";
import {
  COMMUNITY_LEVELS,
  COMMUNITY_TABS,
  type CommunityLink,
  type CommunityTabId,
  communityLevel,
  communityPage as copy,
  communityStats,
} from "~/content/community";
import {
  type CommunityData,
  communityTabLabel,
  countCommunityMatches,
  filterCommunityTab,
  normalizeQuery,
  parseCommunityTab,
} from "~/features/community/search";
import { communityHrefs, listTools } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community";

/** Each level's channels that are set, and the tools that are not hidden (site settings). */
export async function loader({ context }: Route.LoaderArgs): Promise<CommunityData> {
  const settings = await getSiteSettings(context.db);
  const levels = Object.fromEntries(
    COMMUNITY_LEVELS.map((level) => [
      level,
      communityLevel(level, communityHrefs(settings, level)),
    ]),
  ) as CommunityData["levels"];
  return { levels, tools: listTools(settings, "tools-tabs") };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.metaTitle, description: copy.metaDescription });

const linkIcons: Record<CommunityLink["id"], LucideIcon> = {
  "chat-group": MessagesSquare,
  "messaging-channel": Megaphone,
  "resources-channel": FolderOpen,
};

function tabHref(tab: CommunityTabId, query: string): string {
  const params = new URLSearchParams({ tab });
  if (query) params.set("q", query);
  return `?${params}`;
}

export default function CommunityPage({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab = parseCommunityTab(searchParams.get("tab"));
  const query = normalizeQuery(searchParams.get("q"));
  const entries = filterCommunityTab(loaderData, tab, query);
  const matchCount = entries.kind === "tools" ? entries.tools.length : entries.links.length;
  const tabLabel = communityTabLabel(tab);

  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />

      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-24 sm:px-6">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            The network in numbers
          </h2>
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            {communityStats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-xl border border-border bg-card px-2 py-5 text-center sm:p-6"
              >
                <dt className="mt-1 text-sm">
                  <span className="font-semibold">{stat.label}</span>
                  <span className="mt-0.5 hidden text-muted sm:block">{stat.description}</span>
                </dt>
                <dd className="text-2xl font-bold text-accent sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="space-y-4">
          <SearchBox label={copy.searchLabel} placeholder={copy.searchPlaceholder} />
          <LinkTabs
            bleed
            label={copy.tabsLabel}
            activeId={tab}
            tabs={COMMUNITY_TABS.map((id) => ({
              id,
              to: tabHref(id, query),
              label: (
                <TabLabel
                  label={communityTabLabel(id)}
                  count={query ? countCommunityMatches(loaderData, id, query) : null}
                />
              ),
            }))}
          />
        </div>

        <section aria-labelledby="tab-heading">
          <h2 id="tab-heading" className="text-2xl font-bold tracking-tight">
            {tabLabel}
          </h2>
          {tab === "tools" ? <p className="mt-2 text-muted">{copy.toolsIntro}</p> : null}
          {/* Always in the page, so screen readers hear the new count as the query changes. */}
          <p role="status" className="mt-2 text-sm text-muted empty:mt-0">
            {query ? copy.matchSummary(matchCount, query, tabLabel) : ""}
          </p>

          {matchCount === 0 ? (
            // Nothing set for this tab: the 'still loading' note below says so.
            query ? (
              <NoMatches query={query} tab={tab} tabLabel={tabLabel} />
            ) : null
          ) : entries.kind === "links" ? (
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {entries.links.map((link) => (
                <li key={link.id}>
                  <ChannelCard link={link} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {entries.tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}

          {entries.kind === "links" && !query ? (
            <div className="mt-6 flex items-start gap-4 rounded-xl border border-dashed border-border p-6">
              <Radio aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">{copy.loading.title}</p>
                <p className="mt-1 text-sm text-muted">{copy.loading.description}</p>
              </div>
            </div>
          ) : null}
        </section>
      </div>
    </main>
  );
}

/** A tab's label; while searching, with how many of its entries match. */
function TabLabel({ label, count }: { label: string; count: number | null }) {
  if (count === null) return label;
  return (
    <>
      {label}{" "}
      {/* `relative` keeps the sr-only text inside the scrolling tab strip; without it the
          absolutely positioned text widens the whole page on phones. */}
      <span className="relative ml-2 rounded-full border border-current px-1.5 text-xs leading-5">
        {count}
        <span className="sr-only">{count === 1 ? " match" : " matches"}</span>
      </span>
    </>
  );
}

function NoMatches({
  query,
  tab,
  tabLabel,
}: {
  query: string;
  tab: CommunityTabId;
  tabLabel: string;
}) {
  return (
    <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted" />
      <p className="mt-3 font-semibold">{copy.noMatches.title(query, tabLabel)}</p>
      <p className="mt-1 text-sm text-muted">{copy.noMatches.description}</p>
      <Link
        to={tabHref(tab, "")}
        preventScrollReset
        className="mt-4 text-sm font-medium text-accent underline underline-offset-4"
      >
        {copy.noMatches.clear}
      </Link>
    </div>
  );
}

function ChannelCard({ link }: { link: CommunityLink }) {
  const Icon = linkIcons[link.id];
  return (
    <div className="group relative flex h-full gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent sm:p-6">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <ExternalLink
          href={link.href}
          className="text-lg font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent"
        >
          {link.name}
        </ExternalLink>
        <p className="mt-1 text-sm text-muted">{link.description}</p>
      </div>
      <ArrowUpRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted group-hover:text-accent"
      />
    </div>
  );
}
