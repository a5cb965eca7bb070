import type { ListedTool } from "./tools";

// Copy of the community page (spec §2 "Community page", §9 community stats). The channel
// addresses and each tool's status are site settings (admin area, /admin/settings).

export const COMMUNITY_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export type CommunityLevelId = (typeof COMMUNITY_LEVELS)[number];
export const COMMUNITY_TABS = [...COMMUNITY_LEVELS, "tools"] as const;
export type CommunityTabId = (typeof COMMUNITY_TABS)[number];
export const DEFAULT_COMMUNITY_TAB: CommunityTabId = "foundation";

export interface CommunityLink {
  id: "chat-group" | "messaging-channel" | "resources-channel";
  name: string;
  description: string;
  href: string;
}

export interface CommunityLevel {
  id: CommunityLevelId;
  label: string;
  links: CommunityLink[];
}

/** A tool of the Tools tab: the one list of tools (content/tools.ts) with its status. */
export type CommunityTool = ListedTool;

export const communityPage = {
  eyebrow: "Community",
  title: "Plug into the network",
  description:
    "Groups and channels for every level of the programme. Find your level, join the conversation, and never study alone.",
  metaTitle: "Community",
  metaDescription:
    "Chat groups, messaging channels and resource channels for every level of the online BS degree programme.",
  searchLabel: "Search community links",
  searchPlaceholder: "Search groups, channels and tools",
  tabsLabel: "Community levels",
  loading: {
    title: "Transmissions still loading…",
    description:
      "More study groups for this level are warming up. Check this frequency again soon.",
  },
  matchSummary: (count: number, query: string, tab: string) =>
    `${count} ${count === 1 ? "match" : "matches"} for “${query}” in ${tab}.`,
  noMatches: {
    title: (query: string, tab: string) => `No matches for “${query}” in ${tab}.`,
    description: "Try another word, check the other tabs, or clear the search.",
    clear: "Clear search",
  },
  toolsIntro: "Tools built by students for students. They come online one by one.",
  /** Under the placeholder of a level with no group set: a way to tell the team about one. */
  suggestGroup: {
    title: "Know a group on this frequency?",
    description:
      "If you run or belong to a study group for this level, send us its link. The team checks every group before it appears here.",
    groupNameLabel: "Group name",
    linkLabel: "Group link",
    linkHint: "The invite or channel link (WhatsApp, Telegram, Discord, …), starting with https://",
    levelLabel: "Level",
    noteLabel: "Note (optional)",
    noteHint: "Anything the team should know: who runs it, which term, how to join.",
    emailLabel: "Your email (optional)",
    emailHint: "Only if you would like a reply. We use it for nothing else.",
    submitLabel: "Send the group",
    pendingLabel: "Transmitting...",
    successMessage:
      "Signal received. Thank you! The team will check the group and add it to this page.",
    failureMessage:
      "Sorry, your suggestion could not be sent just now. Please try again in a few minutes.",
  },
} as const;

/** Fixed figures of the stats panel (spec §9). */
export const communityStats = [
  { value: "4,000+", label: "Nodes", description: "students connected" },
  { value: "1,000+", label: "Streams", description: "conversations running" },
  { value: "15+", label: "Clusters", description: "groups and channels" },
] as const;

/** The three channels of a level (spec §2); an address not set leaves its link out. */
export const COMMUNITY_CHANNELS = [
  {
    id: "chat-group",
    key: "chatGroup",
    name: "Chat Group",
    description: "Ask doubts, compare answers and talk through the week's lectures.",
  },
  {
    id: "messaging-channel",
    key: "messagingChannel",
    name: "Messaging Channel",
    description: "Announcements, deadlines and exam updates, broadcast as they land.",
  },
  {
    id: "resources-channel",
    key: "resourcesChannel",
    name: "Resources Channel",
    description: "Notes, papers and folders shared by seniors and classmates.",
  },
] as const;

export type CommunityChannelKey = (typeof COMMUNITY_CHANNELS)[number]["key"];

export const COMMUNITY_LEVEL_LABELS: Record<CommunityLevelId, string> = {
  foundation: "Foundation Level",
  diploma: "Diploma Level",
  bsc: "BSc Level",
  bs: "BS Level",
};

/** A level's links whose address is set, in the fixed order. */
export function communityLevel(
  id: CommunityLevelId,
  hrefs: Partial<Record<CommunityChannelKey, string>>,
): CommunityLevel {
  return {
    id,
    label: COMMUNITY_LEVEL_LABELS[id],
    links: COMMUNITY_CHANNELS.flatMap((channel) => {
      const href = hrefs[channel.key];
      return href
        ? [{ id: channel.id, name: channel.name, description: channel.description, href }]
        : [];
    }),
  };
}

export const communityToolsLabel = "Tools";
