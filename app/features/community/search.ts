// Which tab the community page shows and which of its entries match the search box. Pure
// functions of the URL's `?tab=` and `?q=` and of the page's data (links and tools from the site
// settings), so the server and the browser render the same list.
import { matchesQuery } from "~/components/search-box";
import {
  COMMUNITY_LEVEL_LABELS,
  COMMUNITY_TABS,
  type CommunityLevel,
  type CommunityLevelId,
  type CommunityLink,
  type CommunityTabId,
  type CommunityTool,
  communityToolsLabel,
  DEFAULT_COMMUNITY_TAB,
} from "~/content/community";

/** What the page lists: each level's links that are set, and the tools that are not hidden. */
export interface CommunityData {
  levels: Record<CommunityLevelId, CommunityLevel>;
  tools: CommunityTool[];
}

/** The tab named in the URL; anything unknown or missing gives the default (foundation). */
export function parseCommunityTab(value: string | null | undefined): CommunityTabId {
  return COMMUNITY_TABS.find((tab) => tab === value) ?? DEFAULT_COMMUNITY_TAB;
}

export function communityTabLabel(tab: CommunityTabId): string {
  return tab === "tools" ? communityToolsLabel : COMMUNITY_LEVEL_LABELS[tab];
}

export type CommunityTabEntries =
  { kind: "links"; links: CommunityLink[] } | { kind: "tools"; tools: CommunityTool[] };

/**
 * A tab's entries that match the query (every word, case-insensitive, in the entry's name,
 * description or the tab's label, so "diploma chat" finds the diploma chat group).
 */
export function filterCommunityTab(
  data: CommunityData,
  tab: CommunityTabId,
  query: string,
): CommunityTabEntries {
  const label = communityTabLabel(tab);
  if (tab === "tools") {
    return {
      kind: "tools",
      tools: data.tools.filter((tool) => matchesQuery(query, tool.name, tool.description, label)),
    };
  }
  return {
    kind: "links",
    links: data.levels[tab].links.filter((link) =>
      matchesQuery(query, link.name, link.description, label),
    ),
  };
}

export function countCommunityMatches(
  data: CommunityData,
  tab: CommunityTabId,
  query: string,
): number {
  const entries = filterCommunityTab(data, tab, query);
  return entries.kind === "tools" ? entries.tools.length : entries.links.length;
}

/** The query as the page uses it: trimmed, and empty when absent. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? "").trim();
}
