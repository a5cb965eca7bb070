import {
  ArrowRight,
  ArrowUpRight,
  BookOpen,
  Bot,
  Calculator,
  GraduationCap,
  type LucideIcon,
  PlayCircle,
  SquareTerminal,
  Target,
} from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { comingSoonLabel, type ListedTool, type ToolId } from "~/content/tools";
import { cn } from "~/lib/utils";

/** One icon per tool, drawn in the accent colour on every page. */
export const TOOL_ICONS: Record<ToolId, LucideIcon> = {
  "code-editor": SquareTerminal,
  "scientific-calculator": Calculator,
  "cgpa-calculator": GraduationCap,
  "grade-predictor": Target,
  "ai-assistant": Bot,
  "study-notes": BookOpen,
  "video-channel": PlayCircle,
};

const coverLink =
  "after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent";

/**
 * A tool's card, the same on the tools page and the Tools tabs: icon, name, a "Coming soon"
 * badge or the link to the tool (the whole card is clickable), and its description. Plain HTML:
 * nothing here needs JavaScript.
 */
export function ToolCard({
  tool,
  headingLevel = 2,
  comingSoonLink,
}: {
  tool: ListedTool;
  headingLevel?: 2 | 3;
  /** A tool to come still answers a click on the resources page (spec §2: it says it is coming). */
  comingSoonLink?: React.ComponentProps<typeof Link>;
}) {
  const Icon = TOOL_ICONS[tool.id];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const available = tool.status === "available";
  const clickable = available || Boolean(comingSoonLink);
  return (
    <article
      aria-labelledby={`tool-${tool.id}`}
      data-status={tool.status}
      className={cn(
        "flex h-full flex-col rounded-xl border border-border bg-card p-6",
        clickable &&
          "group relative transition-colors hover:border-accent/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-xl bg-accent-soft text-accent ring-1 ring-accent/25 ring-inset"
        >
          <Icon className="size-6" />
        </span>
        {available ? null : (
          <span className="rounded-full border border-border px-3 py-1 text-xs font-medium text-muted">
            {comingSoonLabel}
          </span>
        )}
      </div>
      <Heading id={`tool-${tool.id}`} className="mt-5 text-lg font-semibold">
        {!available && comingSoonLink ? (
          <Link {...comingSoonLink} className={coverLink}>
            {tool.name}
          </Link>
        ) : (
          tool.name
        )}
      </Heading>
      <p className="mt-2 flex-1 text-sm text-muted">{tool.description}</p>
      {tool.status !== "available" ? null : tool.external ? (
        <ExternalLink
          href={tool.href}
          className={cn(
            "mt-5 inline-flex w-fit items-center gap-2 text-sm font-semibold text-accent",
            coverLink,
          )}
        >
          {tool.action}
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </ExternalLink>
      ) : (
        <Link
          to={tool.href}
          className={cn(
            "mt-5 inline-flex w-fit items-center gap-2 text-sm font-semibold text-accent",
            coverLink,
          )}
        >
          {tool.action}
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      )}
    </article>
  );
}
