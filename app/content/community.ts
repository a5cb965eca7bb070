// Copy of the community page (spec §2 "Community page", §9 community stats). The channel
// addresses live in ./links.ts (communityLinks).
import { communityLinks } from "./links";

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

export interface CommunityTool {
  id: string;
  name: string;
  description: string;
  /** Where the tool lives once it exists; without it, the card is marked coming soon. */
  href?: string;
}

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
    description:
      "No signal on this frequency. Try another word, check the other tabs, or clear the search.",
    clear: "Clear search",
  },
  comingSoon: "Coming soon",
  toolsIntro: "Tools built by students for students. They come online one by one.",
} as const;

/** Fixed figures of the stats panel (spec §9). */
export const communityStats = [
  { value: "4,000+", label: "Nodes", description: "students connected" },
  { value: "1,000+", label: "Streams", description: "conversations running" },
  { value: "15+", label: "Clusters", description: "groups and channels" },
] as const;

function levelLinks(level: CommunityLevelId): CommunityLink[] {
  const hrefs = communityLinks[level];
  return [
    {
      id: "chat-group",
      name: "Chat Group",
      description: "Ask doubts, compare answers and talk through the week's lectures.",
      href: hrefs.chatGroup,
    },
    {
      id: "messaging-channel",
      name: "Messaging Channel",
      description: "Announcements, deadlines and exam updates, broadcast as they land.",
      href: hrefs.messagingChannel,
    },
    {
      id: "resources-channel",
      name: "Resources Channel",
      description: "Notes, papers and folders shared by seniors and classmates.",
      href: hrefs.resourcesChannel,
    },
  ];
}

export const communityLevels: Record<CommunityLevelId, CommunityLevel> = {
  foundation: { id: "foundation", label: "Foundation Level", links: levelLinks("foundation") },
  diploma: { id: "diploma", label: "Diploma Level", links: levelLinks("diploma") },
  bsc: { id: "bsc", label: "BSc Level", links: levelLinks("bsc") },
  bs: { id: "bs", label: "BS Level", links: levelLinks("bs") },
};

export const communityToolsLabel = "Tools";

export const communityTools: CommunityTool[] = [
  {
    id: "code-editor",
    name: "Code Editor",
    description: "Write and run code in the browser while you follow a lecture.",
  },
  {
    id: "scientific-calculator",
    name: "Scientific Calculator",
    description: "Powers, logs and trigonometry for quick working during practice.",
  },
  {
    id: "cgpa-calculator",
    name: "CGPA Calculator",
    description: "Work out your CGPA from the grades of your completed courses.",
    href: "/tools/cgpa-calculator",
  },
  {
    id: "grade-predictor",
    name: "Grade Predictor",
    description: "See the end-term score you need for the grade you are aiming at.",
    href: "/tools/grade-predictor",
  },
];
