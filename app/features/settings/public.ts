// What the public pages show from the settings: only what is set. A link without an address is
// left out, never rendered empty or pointed at a stand-in.
import { type ListedTool, TOOL_IDS, TOOLS, type ToolList } from "~/content/tools";
import {
  type CommunityLevelKey,
  DEFAULT_TOOL_STATUS,
  type SiteSettings,
  type StudySection,
  TOOL_INFO,
  type ToolId,
  type ToolStatus,
} from "./schema";

export interface SocialLink {
  name: string;
  href: string;
}

/** The header's video-channel link, the footer's social links and mailto (unset ones left out). */
export function shellLinks(settings: SiteSettings): {
  videoChannel: string | null;
  social: SocialLink[];
  contactEmail: string | null;
} {
  const social = settings.social ?? {};
  const links: { name: string; href: string | undefined }[] = [
    { name: "Instagram", href: social.instagram },
    { name: "YouTube", href: social.videoChannel },
    { name: "LinkedIn", href: social.linkedin },
    { name: "X (Twitter)", href: social.twitter },
  ];
  return {
    videoChannel: social.videoChannel ?? null,
    social: links.filter((link): link is SocialLink => Boolean(link.href)),
    contactEmail: settings.operator?.email ?? null,
  };
}

/** The operator's details as the contact page, the policies and mail footers use them. */
export interface OperatorDetails {
  name: string | null;
  addressLines: string[];
  email: string | null;
}

export function operatorDetails(settings: SiteSettings): OperatorDetails {
  const operator = settings.operator;
  return {
    name: operator?.name || null,
    addressLines: operator?.addressLines ?? [],
    email: operator?.email ?? null,
  };
}

/** What the contact page lists: the operator's details and the social profiles that are set. */
export interface ContactDetails extends OperatorDetails {
  social: SocialLink[];
}

export function contactDetails(settings: SiteSettings): ContactDetails {
  return { ...operatorDetails(settings), social: shellLinks(settings).social };
}

/** Whether the contact page has any detail at all to show. */
export function hasContactDetails(details: ContactDetails): boolean {
  return Boolean(
    details.name || details.addressLines.length || details.email || details.social.length,
  );
}

/** A level's channel addresses that are set, by link id. */
export function communityHrefs(
  settings: SiteSettings,
  level: CommunityLevelKey,
): Partial<Record<"chatGroup" | "messagingChannel" | "resourcesChannel", string>> {
  const links = settings.community?.[level] ?? {};
  return Object.fromEntries(Object.entries(links).filter(([, href]) => Boolean(href)));
}

/** The study-materials sections with at least one card that has an address; cards without are left out. */
export function visibleStudySections(settings: SiteSettings): (StudySection & { id: string })[] {
  const sections = settings.study_materials?.sections ?? [];
  const used = new Set<string>();
  return sections
    .map((section) => ({ ...section, cards: section.cards.filter((card) => card.url) }))
    .filter((section) => section.cards.length > 0)
    .map((section) => {
      // An anchor for the heading (#foundation-term-1), unique on the page.
      const base = slugify(`${section.level} ${section.title}`) || section.level;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      return { ...section, id };
    });
}

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** What a tool card shows: hidden (left out), coming soon (no link), or available with its link. */
export type ToolState =
  | { status: "hidden" }
  | { status: "coming-soon" }
  | { status: "available"; href: string; external: boolean };

export function toolState(settings: SiteSettings, id: ToolId): ToolState {
  const saved = settings.tools?.[id];
  const status: ToolStatus = saved?.status ?? DEFAULT_TOOL_STATUS[id];
  if (status !== "available") return { status };
  const link = TOOL_INFO[id].link;
  if (link.kind === "internal") return { status, href: link.to, external: false };
  if (link.kind === "video-channel") {
    // Without a video channel there is nothing to open: the card is left out.
    const href = settings.social?.videoChannel;
    return href ? { status, href, external: true } : { status: "hidden" };
  }
  // Saved settings cannot be 'available' without an address (the schema refuses it).
  return saved?.url ? { status, href: saved.url, external: true } : { status: "coming-soon" };
}

export function toolStates(settings: SiteSettings): Record<ToolId, ToolState> {
  return Object.fromEntries(
    (Object.keys(TOOL_INFO) as ToolId[]).map((id) => [id, toolState(settings, id)]),
  ) as Record<ToolId, ToolState>;
}

/**
 * The tools a list shows (the tools page, or the Tools tabs of /resources and /community), in
 * the one order of content/tools.ts, each with its status from the settings; hidden ones are
 * left out. Every page reads its tools here, so a tool's status is the same everywhere.
 */
export function listTools(settings: SiteSettings, list: ToolList): ListedTool[] {
  return TOOL_IDS.flatMap((id): ListedTool[] => {
    const tool = TOOLS[id];
    if (!tool.listedOn.includes(list)) return [];
    const state = toolState(settings, id);
    if (state.status === "hidden") return [];
    return state.status === "available"
      ? [{ ...tool, status: "available", href: state.href, external: state.external }]
      : [{ ...tool, status: "coming-soon" }];
  });
}

/** Lines that end every mail: who sends it and how to reach them, as far as that is set. */
export interface MailFooter {
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

export function mailFooter(operator: OperatorDetails): MailFooter | null {
  const lines = [
    [operator.name, ...operator.addressLines].filter(Boolean).join(", "),
    operator.email ? `Contact: ${operator.email}` : "",
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return {
    text: lines.join("\n"),
    html: lines.map((line) => escapeHtml(line)).join("<br>"),
  };
}
