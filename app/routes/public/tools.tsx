import { PageHeader } from "~/components/page-header";
import { ToolCard } from "~/components/tool-card";
import { toolsPage as copy } from "~/content/tools";
import { listTools } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/tools";

/** The cards that are not hidden, each with its link or marked coming soon (site settings). */
export async function loader({ context }: Route.LoaderArgs) {
  return { tools: listTools(await getSiteSettings(context.db), "tools-page") };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.eyebrow, description: copy.metaDescription });

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
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
