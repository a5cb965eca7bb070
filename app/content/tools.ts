// Copy of the tools page (spec §2 "Tools page", §3 "Tool card"). External addresses live in
// ./links.ts (toolSiteLinks, externalLinks.videoChannel).
import { externalLinks, toolSiteLinks } from "./links";

/** Tool card (spec §3) plus where it leads: another site (new tab) or a page of ours. */
export interface ToolCard {
  id:
    | "code-editor"
    | "cgpa-calculator"
    | "grade-predictor"
    | "ai-assistant"
    | "study-notes"
    | "video-channel";
  name: string;
  description: string;
  /** Background of the card's icon: Tailwind classes built on the theme's accent tokens only. */
  gradient: string;
  /** The button's text. */
  action: string;
  link: { kind: "external"; href: string } | { kind: "internal"; to: string };
}

export const toolsPage = {
  eyebrow: "Tools",
  title: "Tools for the Programme",
  description:
    "Calculators, a code editor and an assistant for the everyday work of the degree, plus the notes and videos to go with them.",
  metaDescription:
    "A code editor, CGPA calculator, grade predictor and AI assistant for students of the online BS degree programme, plus study notes and video lessons.",
  externalNote: "Opens another site",
} as const;

export const toolCards: ToolCard[] = [
  {
    id: "code-editor",
    name: "Code Editor",
    description: "Write and run Python in the browser: practise for programming quizzes anywhere.",
    gradient: "bg-linear-to-br from-accent/30 to-accent/5",
    action: "Open Editor",
    link: { kind: "external", href: toolSiteLinks.codeEditor },
  },
  {
    id: "cgpa-calculator",
    name: "CGPA Calculator",
    description: "Enter your course grades and credits and see your CGPA at once.",
    gradient: "bg-linear-to-tr from-accent/30 to-accent/5",
    action: "Calculate CGPA",
    link: { kind: "internal", to: "/tools/cgpa-calculator" },
  },
  {
    id: "grade-predictor",
    name: "Grade Predictor",
    description: "From your quiz and assignment scores, the end-term marks each grade needs.",
    gradient: "bg-linear-to-bl from-accent/30 to-accent/5",
    action: "Predict Grade",
    link: { kind: "internal", to: "/tools/grade-predictor" },
  },
  {
    id: "ai-assistant",
    name: "AI Assistant",
    description: "Ask about a concept, a formula or an error message and get a step-by-step reply.",
    gradient: "bg-linear-to-tl from-accent/30 to-accent/5",
    action: "Ask the Assistant",
    link: { kind: "external", href: toolSiteLinks.aiAssistant },
  },
  {
    id: "study-notes",
    name: "Study Notes",
    description: "Notes, previous-year papers and lectures for every subject, by level and term.",
    gradient: "bg-linear-to-r from-accent/30 to-accent/5",
    action: "Browse Notes",
    link: { kind: "internal", to: "/resources" },
  },
  {
    id: "video-channel",
    name: "Video Lessons",
    description: "Walkthroughs of tricky topics and exam strategy on our YouTube channel.",
    gradient: "bg-linear-to-l from-accent/30 to-accent/5",
    action: "Watch on YouTube",
    link: { kind: "external", href: externalLinks.videoChannel },
  },
];
