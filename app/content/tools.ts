// Every student tool, once: its name, description and button text, where its card leads, its
// built-in status and which lists show it (spec §2 "Tools page", the resources and community
// pages' Tools tabs, §3 "Tool card"). The status an operator sets in the admin area
// (/admin/settings/tools) overrides the built-in one; the tools page and both Tools tabs read
// this list and that setting through `listTools` (features/settings/public.ts), so a tool shows
// the same status everywhere.

export const TOOL_IDS = [
  "code-editor",
  "scientific-calculator",
  "cgpa-calculator",
  "grade-predictor",
  "ai-assistant",
  "study-notes",
  "video-channel",
] as const;
export type ToolId = (typeof TOOL_IDS)[number];

export const TOOL_STATUSES = ["available", "coming-soon", "hidden"] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

/** Where a card leads when the tool is available. */
export type ToolLink =
  /** Another site, whose address is part of the setting. */
  | { kind: "external" }
  | { kind: "internal"; to: string }
  /** The video channel of the social links. */
  | { kind: "video-channel" };

/** Which lists show a tool: the tools page, the Tools tabs of /resources and /community. */
export type ToolList = "tools-page" | "tools-tabs";

/** Tool card (spec §3). */
export interface Tool {
  id: ToolId;
  name: string;
  description: string;
  /** The card's link text when the tool is available. */
  action: string;
  link: ToolLink;
  /** The status while no setting is saved (spec §2: the external tools are not built yet). */
  defaultStatus: ToolStatus;
  listedOn: readonly ToolList[];
}

/** A tool as a list shows it: hidden ones are left out; an available one has its address. */
export type ListedTool = Tool &
  (
    | { status: "coming-soon"; href?: undefined; external?: undefined }
    | { status: "available"; href: string; external: boolean }
  );

export const TOOLS: Record<ToolId, Tool> = {
  "code-editor": {
    id: "code-editor",
    name: "Code Editor",
    description: "Write and run Python in the browser: practise for programming quizzes anywhere.",
    action: "Open Editor",
    link: { kind: "external" },
    defaultStatus: "coming-soon",
    listedOn: ["tools-page", "tools-tabs"],
  },
  "scientific-calculator": {
    id: "scientific-calculator",
    name: "Scientific Calculator",
    description: "Functions, statistics and matrices for the maths and stats courses.",
    action: "Open Calculator",
    link: { kind: "external" },
    defaultStatus: "coming-soon",
    listedOn: ["tools-tabs"],
  },
  "cgpa-calculator": {
    id: "cgpa-calculator",
    name: "CGPA Calculator",
    description: "Pick your grade in each course and see your CGPA per level and overall.",
    action: "Calculate CGPA",
    link: { kind: "internal", to: "/tools/cgpa-calculator" },
    defaultStatus: "available",
    listedOn: ["tools-page", "tools-tabs"],
  },
  "grade-predictor": {
    id: "grade-predictor",
    name: "Grade Predictor",
    description: "Enter the scores you have and see the end-term mark each grade needs.",
    action: "Predict Grade",
    link: { kind: "internal", to: "/tools/grade-predictor" },
    defaultStatus: "available",
    listedOn: ["tools-page", "tools-tabs"],
  },
  "ai-assistant": {
    id: "ai-assistant",
    name: "AI Assistant",
    description: "Ask about a concept, a formula or an error message and get a step-by-step reply.",
    action: "Ask the Assistant",
    link: { kind: "external" },
    defaultStatus: "coming-soon",
    listedOn: ["tools-page"],
  },
  "study-notes": {
    id: "study-notes",
    name: "Study Notes",
    description: "Notes, previous-year papers and lectures for every subject, by level and term.",
    action: "Browse Notes",
    link: { kind: "internal", to: "/resources" },
    defaultStatus: "available",
    listedOn: ["tools-page"],
  },
  "video-channel": {
    id: "video-channel",
    name: "Video Lessons",
    description: "Walkthroughs of tricky topics and exam strategy on our YouTube channel.",
    action: "Watch on YouTube",
    link: { kind: "video-channel" },
    defaultStatus: "available",
    listedOn: ["tools-page"],
  },
};

export const toolsPage = {
  eyebrow: "Tools",
  title: "Tools for the Programme",
  description:
    "Calculators, a code editor and an assistant for the everyday work of the degree, plus the notes and videos to go with them.",
  metaDescription:
    "A code editor, CGPA calculator, grade predictor and AI assistant for students of the online BS degree programme, plus study notes and video lessons.",
  /** Shown when every tool is hidden. */
  empty: "No tools are listed right now. Check back soon.",
} as const;

/** The badge of a tool that is not available yet, the same on every page. */
export const comingSoonLabel = "Coming soon";

/** The resources page's message when a tool to come is clicked (spec §2, §8). */
export const comingSoonMessage = (toolName: string) => `${toolName} will be available soon!`;
