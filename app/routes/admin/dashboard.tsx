import { BookOpen, FileText, FolderTree, Newspaper, NotebookPen, PlayCircle } from "lucide-react";
import { getDashboardCounts } from "~/features/admin/dashboard.server";
import { requireAdmin } from "~/features/auth/session.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  try {
    return { counts: await getDashboardCounts(context.db) };
  } catch (error) {
    // Spec §8: a stats failure is logged only; the page still renders.
    context.logger.error({ err: error }, "failed to load dashboard stats");
    return { counts: null };
  }
}

export const meta: Route.MetaFunction = () => [
  { title: "Dashboard | Admin" },
  { name: "robots", content: "noindex" },
];

const CARDS = [
  { key: "resources", label: "Total Resources", icon: FolderTree },
  { key: "blogPosts", label: "Blog Posts", icon: Newspaper },
  { key: "subjects", label: "Subjects", icon: BookOpen },
  { key: "notes", label: "Study Notes", icon: NotebookPen },
  { key: "lectures", label: "Video Lectures", icon: PlayCircle },
  { key: "pyqs", label: "Previous Year Questions", icon: FileText },
] as const;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-muted">What the site holds right now.</p>
      <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3">
        {CARDS.map(({ key, label, icon: Icon }) => (
          <div key={key} className="rounded-xl border border-border bg-card p-5">
            <dt className="flex items-center gap-3 text-sm text-muted">
              <span
                aria-hidden="true"
                className="grid size-10 place-items-center rounded-lg bg-accent-soft text-accent"
              >
                <Icon className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="mt-3 text-3xl font-bold" data-testid={`count-${key}`}>
              {counts ? counts[key].toLocaleString("en-IN") : "Unavailable"}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
