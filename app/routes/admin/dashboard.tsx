import {
  BookOpen,
  CheckCircle2,
  FileText,
  FolderTree,
  Inbox,
  MailWarning,
  MessageSquare,
  Newspaper,
  NotebookPen,
  PlayCircle,
} from "lucide-react";
import { data, Link, useLocation } from "react-router";
import { z } from "zod";
import { FormMessage } from "~/components/forms";
import { LaunchChecklist, RemoveDemoDialog } from "~/features/admin/components/launch-checklist";
import { getAttentionCounts, getDashboardCounts } from "~/features/admin/dashboard.server";
import { type DemoRemoval, removeDemoContent } from "~/features/admin/demo-content.server";
import { demoParts, demoTotal, listWords, plural } from "~/features/admin/launch-checklist";
import { getLaunchStatus } from "~/features/admin/launch-checklist.server";
import { requireAdmin } from "~/features/auth/session.server";
import { UNKNOWN_ACTION } from "~/lib/admin-action";
import { readAdminForm } from "~/lib/admin-action.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { adminMeta } from "~/lib/seo";
import type { ToastInput } from "~/lib/toast";
import { errorToast } from "~/lib/toast";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  // Spec §8: a stats failure is logged only; the page still renders.
  const [counts, attention, launch] = await Promise.all([
    getDashboardCounts(context.db).catch((error: unknown) => {
      context.logger.error({ err: error }, "failed to load dashboard stats");
      return null;
    }),
    getAttentionCounts(context.db).catch((error: unknown) => {
      context.logger.error({ err: error }, "failed to load what needs attention");
      return null;
    }),
    getLaunchStatus(context.db).catch((error: unknown) => {
      context.logger.error({ err: error }, "failed to load the launch checklist");
      return null;
    }),
  ]);
  // The confirmation lives in the URL (ADR 008), and only while there is demo content to remove.
  const removingDemo =
    new URL(request.url).searchParams.has("remove-demo") &&
    launch !== null &&
    demoTotal(launch.demo) > 0;
  return { counts, attention, launch, removingDemo };
}

const DashboardActionSchema = z.object({ intent: z.literal("remove-demo") });

type ActionData = {
  toast: ToastInput;
  /** Shown on the page too, so it is read without JavaScript. */
  message: string;
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context.db, request);
  const read = await readAdminForm(request, DashboardActionSchema, { message: UNKNOWN_ACTION });
  if (!read.ok) return read.reply;
  try {
    const result = await removeDemoContent(context.db, context.storage, {
      adminId: admin.id,
      log: context.logger,
    });
    return redirectWithToast("/admin/dashboard", removalToast(result));
  } catch (error) {
    context.logger.error({ err: error }, "removing the demo content failed");
    const message = "The demo content could not be removed; nothing was changed. Please try again.";
    return data<ActionData>({ toast: errorToast(message), message }, { status: 500 });
  }
}

function removalToast({ removed, keptQuestions, filesFailed }: DemoRemoval): ToastInput {
  if (demoTotal(removed) === 0 && keptQuestions === 0) {
    return { title: "No demo content left", description: "Nothing was removed." };
  }
  const notes = [
    keptQuestions > 0
      ? `${plural(keptQuestions, "practice question was", "practice questions were")} kept: your own mocks use them.`
      : "",
    filesFailed > 0
      ? `${plural(filesFailed, "file", "files")} could not be deleted from storage; the server log names them.`
      : "",
  ].filter(Boolean);
  const parts = demoParts(removed);
  return {
    title: "Demo content removed",
    description: [parts.length ? `Removed ${listWords(parts)}.` : "", ...notes]
      .filter(Boolean)
      .join(" "),
  };
}

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

const CARDS = [
  { key: "resources", label: "Total Resources", icon: FolderTree },
  { key: "blogPosts", label: "Blog Posts", icon: Newspaper },
  { key: "subjects", label: "Subjects", icon: BookOpen },
  { key: "notes", label: "Study Notes", icon: NotebookPen },
  { key: "lectures", label: "Video Lectures", icon: PlayCircle },
  { key: "pyqs", label: "Previous Year Questions", icon: FileText },
] as const;

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, attention, launch, removingDemo } = loaderData;
  const location = useLocation();
  return (
    <>
      <h1 className="text-2xl font-bold sm:text-3xl">Dashboard</h1>
      <p className="mt-1 text-muted">What the site holds right now.</p>
      {actionData?.message ? (
        <div className="mt-4">
          <FormMessage tone="error">{actionData.message}</FormMessage>
        </div>
      ) : null}
      {attention ? <NeedsAttention counts={attention} /> : null}
      {launch ? <LaunchChecklist status={launch} /> : null}
      {removingDemo && launch ? (
        <RemoveDemoDialog counts={launch.demo} closeTo={location.pathname} />
      ) : null}
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

/** Pending submissions, unread messages and failed mail, each a link to its filtered list. */
function NeedsAttention({
  counts,
}: {
  counts: { pendingSubmissions: number; unreadMessages: number; failedMails: number };
}) {
  const items = [
    {
      key: "submissions",
      n: counts.pendingSubmissions,
      text: plural(counts.pendingSubmissions, "submission to review", "submissions to review"),
      href: "/admin/submissions?status=pending",
      icon: Inbox,
    },
    {
      key: "messages",
      n: counts.unreadMessages,
      text: plural(counts.unreadMessages, "unread message", "unread messages"),
      href: "/admin/messages?status=new",
      icon: MessageSquare,
    },
    {
      key: "mail",
      n: counts.failedMails,
      text: plural(counts.failedMails, "mail could not be sent", "mails could not be sent"),
      href: "/admin/mail-failures?status=open",
      icon: MailWarning,
    },
  ].filter((item) => item.n > 0);
  if (items.length === 0) {
    return (
      <p
        className="mt-6 flex items-center gap-2 rounded-xl border border-border bg-card px-4 py-3 text-sm"
        data-testid="attention-clear"
      >
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-accent" />
        All clear: no submissions to review, no unread messages, no failed mail.
      </p>
    );
  }
  return (
    <section
      aria-labelledby="attention-heading"
      className="mt-6 rounded-xl border border-accent/50 bg-accent-soft p-4 sm:p-5"
    >
      <h2 id="attention-heading" className="font-semibold">
        Needs attention
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {items.map(({ key, text, href, icon: Icon }) => (
          <li key={key}>
            <Link
              to={href}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium hover:border-accent"
              data-testid={`attention-${key}`}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
              {text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
