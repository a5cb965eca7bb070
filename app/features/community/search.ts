// Which tab the community page shows and which of its entries match the search box. Pure
// functions of the URL's `?tab=` and `?q=`, so the server and the browser render the same list.
import { matchesQuery } from "~/components/search-box";
import {
  COMMUNITY_TABS,
  type CommunityLink,
  type CommunityTabId,
  type CommunityTool,
  communityLevels,
  communityTools,
  communityToolsLabel,
  DEFAULT_COMMUNITY_TAB,
} from "~/content/community";

/** The tab named in the URL; anything unknown or missing gives the default (foundation). */
export function parseCommunityTab(value: string | null | undefined): CommunityTabId {
  return COMMUNITY_TABS.find((tab) => tab === value) ?? DEFAULT_COMMUNITY_TAB;
}

export function communityTabLabel(tab: CommunityTabId): string {
  return tab === "tools" ? communityToolsLabel : communityLevels[tab].label;
}

export type CommunityTabEntries =
  { kind: "links"; links: CommunityLink[] } | { kind: "tools"; tools: CommunityTool[] };

/**
 * A tab's entries that match the query (every word, case-insensitive, in the entry's name,
 * description or the tab's label, so "diploma chat" finds the diploma chat group).
 */
export function filterCommunityTab(tab: CommunityTabId, query: string): CommunityTabEntries {
  const label = communityTabLabel(tab);
  if (tab === "tools") {
    return {
      kind: "tools",
      tools: communityTools.filter((tool) =>
        matchesQuery(query, tool.name, tool.description, label),
      ),
    };
  }
  return {
    kind: "links",
    links: communityLevels[tab].links.filter((link) =>
      matchesQuery(query, link.name, link.description, label),
    ),
  };
}

export function countCommunityMatches(tab: CommunityTabId, query: string): number {
  const entries = filterCommunityTab(tab, query);
  return entries.kind === "tools" ? entries.tools.length : entries.links.length;
}

/** The query as the page uses it: trimmed, and empty when absent. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? "").trim();
}
