import {
  ArrowRight,
  ArrowUpRight,
  Bot,
  BookOpen,
  Calculator,
  Code,
  type LucideIcon,
  PlayCircle,
  TrendingUp,
} from "lucide-react";
import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { type ToolCard, toolCards, toolsPage as copy } from "~/content/tools";
import { type ToolState, toolState } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/tools";

/** The cards that are not hidden, each with its link or marked coming soon (site settings). */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.db);
  return {
    tools: toolCards.flatMap((card) => {
      const state = toolState(settings, card.id);
      return state.status === "hidden" ? [] : [{ ...card, state }];
    }),
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.eyebrow, description: copy.metaDescription });

const icons: Record<ToolCard["id"], LucideIcon> = {
  "code-editor": Code,
  "cgpa-calculator": Calculator,
  "grade-predictor": TrendingUp,
  "ai-assistant": Bot,
  "study-notes": BookOpen,
  "video-channel": PlayCircle,
};

export default function ToolsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />
      {loaderData.tools.length === 0 ? (
        <p className="mx-auto max-w-7xl px-4 pb-24 text-muted sm:px-6">{copy.empty}</p>
      ) : (
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 pb-24 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
          {loaderData.tools.map((tool) => (
            <li key={tool.id}>
              <Tool tool={tool} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

const actionClass =
  "mt-6 inline-flex items-center gap-2 text-sm font-semibold text-accent after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none";

/** The whole card is clickable: the action link's ::after covers it. */
function Tool({ tool }: { tool: ToolCard & { state: Exclude<ToolState, { status: "hidden" }> } }) {
  const Icon = icons[tool.id];
  const { state } = tool;
  return (
    <article
      aria-labelledby={`tool-${tool.id}`}
      className={cn(
        "flex h-full flex-col rounded-2xl border border-border bg-card p-6",
        state.status === "available" &&
          "group relative transition-colors hover:border-accent/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("grid size-12 place-items-center rounded-xl text-accent", tool.gradient)}
      >
        <Icon className="size-6" />
      </span>
      <h2 id={`tool-${tool.id}`} className="mt-5 text-xl font-semibold">
        {tool.name}
      </h2>
      <p className="mt-2 flex-1 text-sm text-muted">{tool.description}</p>
      {state.status === "coming-soon" ? (
        <p className="mt-6 inline-flex w-fit rounded-full border border-border px-3 py-1 text-xs font-medium text-muted">
          {copy.comingSoon}
        </p>
      ) : state.external ? (
        <ExternalLink href={state.href} className={actionClass}>
          {tool.action}
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </ExternalLink>
      ) : (
        <Link to={state.href} className={actionClass}>
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
