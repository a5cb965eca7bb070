// The dashboard's launch checklist: what a real launch still lacks, each item with the admin
// screen that fixes it. The server measures (launch-checklist.server.ts); this module turns the
// measures into the sentences the page shows. Safe for the browser.
import { termLabel } from "~/features/calendar/schema";

export const OPERATOR_FIELDS = ["name", "email", "address"] as const;
export type OperatorField = (typeof OPERATOR_FIELDS)[number];

export const SOCIAL_FIELDS = ["videoChannel", "instagram", "linkedin", "twitter"] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

export const COMMUNITY_LEVELS = ["foundation", "diploma", "bsc", "bs"] as const;
export type CommunityLevel = (typeof COMMUNITY_LEVELS)[number];

/** What is left of the demo content (demo-seed.server.ts), by kind. */
export interface DemoCounts {
  resources: number;
  /** Sample files in the upload storage (one per demo resource that has one). */
  files: number;
  posts: number;
  questions: number;
  papers: number;
  events: number;
  testimonials: number;
}

export const NO_DEMO: DemoCounts = {
  resources: 0,
  files: 0,
  posts: 0,
  questions: 0,
  papers: 0,
  events: 0,
  testimonials: 0,
};

export interface LaunchStatus {
  operator: { missing: OperatorField[] };
  social: { missing: SocialField[] };
  community: { levelsWithout: CommunityLevel[] };
  /**
   * The settings' extra folder cards (a card without an address is not shown), and the
   * catalogue's Foundation and Diploma courses without a shared folder (their card opens the
   * course's page here instead).
   */
  studyMaterials: {
    folders: number;
    withoutAddress: number;
    courses: number;
    coursesWithoutFolder: number;
  };
  calendar: { term: string; events: number };
  demo: DemoCounts;
}

export type ChecklistKey =
  "operator" | "social" | "community" | "study-materials" | "calendar" | "demo";

export interface ChecklistItem {
  key: ChecklistKey;
  title: string;
  done: boolean;
  /** One sentence: what is missing, or what is in place. */
  detail: string;
  /** The admin screen that fixes it; null when there is nothing left to do there. */
  href: string | null;
  /** The link's text: where it leads, or what it does. */
  action: string;
}

const OPERATOR_LABELS: Record<OperatorField, string> = {
  name: "name",
  email: "contact email",
  address: "postal address",
};
const SOCIAL_LABELS: Record<SocialField, string> = {
  videoChannel: "video channel",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
};
const LEVEL_LABELS: Record<CommunityLevel, string> = {
  foundation: "Foundation",
  diploma: "Diploma",
  bsc: "BSc",
  bs: "BS",
};

/** "a", "a and b", "a, b and c" */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

const number = (n: number) => n.toLocaleString("en-IN");
export const plural = (n: number, one: string, many: string) =>
  `${number(n)} ${n === 1 ? one : many}`;

/** The demo content still present, kind by kind ("155 sample resources with 155 files, …"). */
export function demoParts(counts: DemoCounts): string[] {
  const parts: string[] = [];
  if (counts.resources > 0) {
    const resources = plural(counts.resources, "sample resource", "sample resources");
    parts.push(
      counts.files > 0 ? `${resources} with ${plural(counts.files, "file", "files")}` : resources,
    );
  }
  if (counts.posts > 0) parts.push(plural(counts.posts, "blog post", "blog posts"));
  if (counts.questions > 0)
    parts.push(plural(counts.questions, "practice question", "practice questions"));
  if (counts.papers > 0) parts.push(plural(counts.papers, "mock", "mocks"));
  if (counts.events > 0) parts.push(plural(counts.events, "calendar date", "calendar dates"));
  if (counts.testimonials > 0)
    parts.push(plural(counts.testimonials, "sample testimonial", "sample testimonials"));
  return parts;
}

export function demoTotal(counts: DemoCounts): number {
  // Files go with their resources: not counted twice.
  return (
    counts.resources +
    counts.posts +
    counts.questions +
    counts.papers +
    counts.events +
    counts.testimonials
  );
}

function studyMaterialsDetail({
  folders,
  withoutAddress,
  courses,
  coursesWithoutFolder,
}: LaunchStatus["studyMaterials"]) {
  const one = withoutAddress === 1;
  const cards =
    folders === 0
      ? "No extra folders are listed."
      : withoutAddress === 0
        ? folders === 1
          ? "The one extra folder has an address."
          : `All ${number(folders)} extra folders have an address.`
        : `${number(withoutAddress)} of ${plural(folders, "extra folder", "extra folders")} ${one ? "has" : "have"} no address, so ${one ? "it is" : "they are"} not shown.`;
  if (courses === 0) return cards;
  const courseLine =
    coursesWithoutFolder === 0
      ? "Every course has a shared folder."
      : `${number(coursesWithoutFolder)} of ${plural(courses, "course", "courses")} ${coursesWithoutFolder === 1 ? "has" : "have"} no shared folder: ${coursesWithoutFolder === 1 ? "its card opens" : "their cards open"} the course page here.`;
  return `${courseLine} ${cards}`;
}

/** The checklist, in the order an operator would work through it. */
export function checklistItems(status: LaunchStatus): ChecklistItem[] {
  const { operator, social, community, studyMaterials, calendar, demo } = status;
  const socialSet = SOCIAL_FIELDS.filter((field) => !social.missing.includes(field));
  const demoLeft = demoParts(demo);
  return [
    {
      key: "operator",
      title: "Operator & contact details",
      done: operator.missing.length === 0,
      detail:
        operator.missing.length === 0
          ? "Name, contact email and postal address are set."
          : `Not set: ${listWords(operator.missing.map((f) => OPERATOR_LABELS[f]))}.`,
      href: "/admin/settings/operator",
      action: "Operator & contact settings",
    },
    {
      key: "community",
      title: "Community groups",
      done: community.levelsWithout.length === 0,
      detail:
        community.levelsWithout.length === 0
          ? "Every level has at least one group link."
          : `No group links for ${listWords(community.levelsWithout.map((l) => LEVEL_LABELS[l]))}.`,
      href: "/admin/settings/community",
      action: "Community group settings",
    },
    {
      key: "study-materials",
      title: "Study-material folders",
      done: studyMaterials.withoutAddress === 0 && studyMaterials.coursesWithoutFolder === 0,
      detail: studyMaterialsDetail(studyMaterials),
      href: "/admin/settings/study-materials",
      action: "Study-material settings",
    },
    {
      key: "social",
      title: "Social links",
      done: socialSet.length > 0,
      detail:
        socialSet.length === 0
          ? `None set: ${listWords(SOCIAL_FIELDS.map((f) => SOCIAL_LABELS[f]))}.`
          : social.missing.length === 0
            ? "All four are set."
            : `Set: ${listWords(socialSet.map((f) => SOCIAL_LABELS[f]))}. Not shown: ${listWords(social.missing.map((f) => SOCIAL_LABELS[f]))}.`,
      href: "/admin/settings/social",
      action: "Social link settings",
    },
    {
      key: "calendar",
      title: "Exam calendar",
      done: calendar.events > 0,
      detail:
        calendar.events > 0
          ? `${plural(calendar.events, "date", "dates")} for the ${termLabel(calendar.term)}.`
          : `No dates for the ${termLabel(calendar.term)} yet.`,
      href: `/admin/calendar?term=${calendar.term}`,
      action: "Exam calendar",
    },
    {
      key: "demo",
      title: "Demo content",
      done: demoLeft.length === 0,
      detail:
        demoLeft.length === 0
          ? "None left: the site shows only your own content."
          : `Still on the site: ${listWords(demoLeft)}.`,
      href: demoLeft.length === 0 ? null : "/admin/dashboard?remove-demo=1",
      action: "Remove demo content",
    },
  ];
}
