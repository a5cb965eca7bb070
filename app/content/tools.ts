// Copy of the tools page (spec §2 "Tools page", §3 "Tool card"). Where each card leads, and
// whether it is shown at all, is a site setting (each tool's status; the video channel is a
// social link): admin area, /admin/settings/tools.

/** Tool card (spec §3) and its button's text. */
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
}

export const toolsPage = {
  eyebrow: "Tools",
  title: "Tools for the Programme",
  description:
    "Calculators, a code editor and an assistant for the everyday work of the degree, plus the notes and videos to go with them.",
  metaDescription:
    "A code editor, CGPA calculator, grade predictor and AI assistant for students of the online BS degree programme, plus study notes and video lessons.",
  externalNote: "Opens another site",
  comingSoon: "Coming soon",
  /** Shown when every tool is hidden. */
  empty: "No tools are listed right now. Check back soon.",
} as const;

export const toolCards: ToolCard[] = [
  {
    id: "code-editor",
    name: "Code Editor",
    description: "Write and run Python in the browser: practise for programming quizzes anywhere.",
    gradient: "bg-linear-to-br from-accent/30 to-accent/5",
    action: "Open Editor",
  },
  {
    id: "cgpa-calculator",
    name: "CGPA Calculator",
    description: "Enter your course grades and credits and see your CGPA at once.",
    gradient: "bg-linear-to-tr from-accent/30 to-accent/5",
    action: "Calculate CGPA",
  },
  {
    id: "grade-predictor",
    name: "Grade Predictor",
    description: "From your quiz and assignment scores, the end-term marks each grade needs.",
    gradient: "bg-linear-to-bl from-accent/30 to-accent/5",
    action: "Predict Grade",
  },
  {
    id: "ai-assistant",
    name: "AI Assistant",
    description: "Ask about a concept, a formula or an error message and get a step-by-step reply.",
    gradient: "bg-linear-to-tl from-accent/30 to-accent/5",
    action: "Ask the Assistant",
  },
  {
    id: "study-notes",
    name: "Study Notes",
    description: "Notes, previous-year papers and lectures for every subject, by level and term.",
    gradient: "bg-linear-to-r from-accent/30 to-accent/5",
    action: "Browse Notes",
  },
  {
    id: "video-channel",
    name: "Video Lessons",
    description: "Walkthroughs of tricky topics and exam strategy on our YouTube channel.",
    gradient: "bg-linear-to-l from-accent/30 to-accent/5",
    action: "Watch on YouTube",
  },
];
