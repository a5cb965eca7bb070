// The student tools announced on the resources page's Tools tab (spec §2, §3 "Tool card"). Each
// tool's status (available, coming soon, hidden) and address are site settings (/admin/settings/tools).
export interface ToolCard {
  id: string;
  name: string;
  description: string;
  /** Tailwind gradient classes for the card's icon tile. */
  gradient: string;
}

export const upcomingTools: ToolCard[] = [
  {
    id: "code-editor",
    name: "Code Editor",
    description: "Write and run Python in the browser while you work through assignments.",
    gradient: "from-sky-500 to-indigo-600",
  },
  {
    id: "scientific-calculator",
    name: "Scientific Calculator",
    description: "Functions, statistics and matrices for the maths and stats courses.",
    gradient: "from-emerald-500 to-teal-600",
  },
  {
    id: "cgpa-calculator",
    name: "CGPA Calculator",
    description: "Add your courses and grades and see your CGPA per level and overall.",
    gradient: "from-amber-500 to-orange-600",
  },
  {
    id: "grade-predictor",
    name: "Grade Predictor",
    description: "Enter the scores you have and see what you need in the end-term exam.",
    gradient: "from-fuchsia-500 to-purple-600",
  },
];

export const comingSoonMessage = (toolName: string) => `${toolName} will be available soon!`;
