import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  ArrowUpRight,
  FolderOpen,
  type LucideIcon,
  Megaphone,
  MessagesSquare,
  Radio,
  SearchX,
} from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { FormMessage, InputField, SelectField, TextareaField } from "~/components/forms";
import { LinkTabs } from "~/components/link-tabs";
import { PageHeader } from "~/components/page-header";
import { SearchBox } from "~/components/search-box";
import { ToolCard } from "~/components/tool-card";
import { Button } from "~/components/ui/button";
import {
  COMMUNITY_LEVELS,
  COMMUNITY_TABS,
  type CommunityLevelId,
  type CommunityLink,
  type CommunityTabId,
  communityLevel,
  communityPage as copy,
  communityStats,
} from "~/content/community";
import {
  type CommunityData,
  communityTabLabel,
  countCommunityMatches,
  filterCommunityTab,
  normalizeQuery,
  parseCommunityTab,
} from "~/features/community/search";
import {
  GROUP_SUGGESTION_LEVEL_OPTIONS,
  GROUP_SUGGESTION_LIMITS,
  GroupSuggestionSchema,
} from "~/features/contact/group-suggestion";
import { createGroupSuggestion } from "~/features/contact/mutations.server";
import { communityHrefs, listTools } from "~/features/settings/public";
import { getSiteSettings } from "~/features/settings/queries.server";
import { readForm } from "~/lib/form-body.server";
import { contactLimit, RATE_LIMITED, takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/community";

/** Each level's channels that are set, and the tools that are not hidden (site settings). */
export async function loader({ context }: Route.LoaderArgs): Promise<CommunityData> {
  const settings = await getSiteSettings(context.db);
  const levels = Object.fromEntries(
    COMMUNITY_LEVELS.map((level) => [
      level,
      communityLevel(level, communityHrefs(settings, level)),
    ]),
  ) as CommunityData["levels"];
  return { levels, tools: listTools(settings, "tools-tabs") };
}

/**
 * Stores a community group suggestion in the admin inbox (/admin/messages). Like the Get in Touch
 * form: the public form bounds, a honeypot, the same per-address limit (both fill one inbox), and
 * without JavaScript the page comes back with the result at the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: GroupSuggestionSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  }
  if (formData.get("website")) {
    // Honeypot filled: a bot. Answer as if sent, keep nothing.
    return { result: submission.reply({ resetForm: true }), sent: true };
  }
  try {
    const limit = contactLimit(context.env?.CONTACT_MESSAGES_PER_10_MIN ?? 5);
    if (!(await takeRateLimit(context.db, limit, context.clientIp ?? null))) {
      return data(
        { result: submission.reply({ formErrors: [RATE_LIMITED] }), sent: false },
        { status: 429 },
      );
    }
    await createGroupSuggestion(context.db, submission.value);
  } catch (error) {
    context.logger.error({ err: error }, "could not store a community group suggestion");
    // Keep what was typed, so nothing is lost, and say so plainly.
    return data(
      {
        result: submission.reply({ formErrors: [copy.suggestGroup.failureMessage] }),
        sent: false,
      },
      { status: 500 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: copy.metaTitle, description: copy.metaDescription });

const linkIcons: Record<CommunityLink["id"], LucideIcon> = {
  "chat-group": MessagesSquare,
  "messaging-channel": Megaphone,
  "resources-channel": FolderOpen,
};

function tabHref(tab: CommunityTabId, query: string): string {
  const params = new URLSearchParams({ tab });
  if (query) params.set("q", query);
  return `?${params}`;
}

export default function CommunityPage({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const tab = parseCommunityTab(searchParams.get("tab"));
  const query = normalizeQuery(searchParams.get("q"));
  const entries = filterCommunityTab(loaderData, tab, query);
  const matchCount = entries.kind === "tools" ? entries.tools.length : entries.links.length;
  const tabLabel = communityTabLabel(tab);

  return (
    <main id="main">
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} description={copy.description} />

      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-24 sm:px-6">
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            The network in numbers
          </h2>
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            {communityStats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-xl border border-border bg-card px-2 py-5 text-center sm:p-6"
              >
                <dt className="mt-1 text-sm">
                  <span className="font-semibold">{stat.label}</span>
                  <span className="mt-0.5 hidden text-muted sm:block">{stat.description}</span>
                </dt>
                <dd className="text-2xl font-bold text-accent sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="space-y-4">
          <SearchBox label={copy.searchLabel} placeholder={copy.searchPlaceholder} />
          <LinkTabs
            label={copy.tabsLabel}
            activeId={tab}
            tabs={COMMUNITY_TABS.map((id) => ({
              id,
              to: tabHref(id, query),
              label: (
                <TabLabel
                  label={communityTabLabel(id)}
                  count={query ? countCommunityMatches(loaderData, id, query) : null}
                />
              ),
            }))}
          />
        </div>

        <section aria-labelledby="tab-heading">
          <h2 id="tab-heading" className="text-2xl font-bold tracking-tight">
            {tabLabel}
          </h2>
          {tab === "tools" ? <p className="mt-2 text-muted">{copy.toolsIntro}</p> : null}
          {/* Always in the page, so screen readers hear the new count as the query changes. */}
          <p role="status" className="mt-2 text-sm text-muted empty:mt-0">
            {query ? copy.matchSummary(matchCount, query, tabLabel) : ""}
          </p>

          {matchCount === 0 ? (
            // Nothing set for this tab: the 'still loading' note below says so.
            query ? (
              <NoMatches query={query} tab={tab} tabLabel={tabLabel} />
            ) : null
          ) : entries.kind === "links" ? (
            <ul className="mt-4 grid gap-4 md:grid-cols-3">
              {entries.links.map((link) => (
                <li key={link.id}>
                  <ChannelCard link={link} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {entries.tools.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} headingLevel={3} />
                </li>
              ))}
            </ul>
          )}

          {entries.kind === "links" && !query ? (
            <div className="mt-6 flex items-start gap-4 rounded-xl border border-dashed border-border p-6">
              <Radio aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">{copy.loading.title}</p>
                <p className="mt-1 text-sm text-muted">{copy.loading.description}</p>
              </div>
            </div>
          ) : null}

          {/* A level without any group set gets a way to tell the team about one (and so does
              the page that answers a post of that form). */}
          {tab !== "tools" &&
          !query &&
          (loaderData.levels[tab].links.length === 0 || actionData) ? (
            <GroupSuggestionForm
              level={tab}
              lastResult={actionData?.result}
              sent={actionData?.sent ?? false}
            />
          ) : null}
        </section>
      </div>
    </main>
  );
}

/** A tab's label; while searching, with how many of its entries match. */
function TabLabel({ label, count }: { label: string; count: number | null }) {
  if (count === null) return label;
  return (
    <>
      {label}{" "}
      {/* `relative` keeps the sr-only text inside the scrolling tab strip; without it the
          absolutely positioned text widens the whole page on phones. */}
      <span className="relative ml-2 rounded-full border border-current px-1.5 text-xs leading-5">
        {count}
        <span className="sr-only">{count === 1 ? " match" : " matches"}</span>
      </span>
    </>
  );
}

function NoMatches({
  query,
  tab,
  tabLabel,
}: {
  query: string;
  tab: CommunityTabId;
  tabLabel: string;
}) {
  return (
    <div className="mt-4 flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted" />
      <p className="mt-3 font-semibold">{copy.noMatches.title(query, tabLabel)}</p>
      <p className="mt-1 text-sm text-muted">{copy.noMatches.description}</p>
      <Link
        to={tabHref(tab, "")}
        preventScrollReset
        className="mt-4 text-sm font-medium text-accent underline underline-offset-4"
      >
        {copy.noMatches.clear}
      </Link>
    </div>
  );
}

function ChannelCard({ link }: { link: CommunityLink }) {
  const Icon = linkIcons[link.id];
  return (
    <div className="group relative flex h-full gap-4 rounded-xl border border-border bg-card p-5 transition-colors hover:border-accent/60 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent sm:p-6">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <ExternalLink
          href={link.href}
          className="text-lg font-semibold after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-hover:text-accent"
        >
          {link.name}
        </ExternalLink>
        <p className="mt-1 text-sm text-muted">{link.description}</p>
      </div>
      <ArrowUpRight
        aria-hidden="true"
        className="size-5 shrink-0 text-muted group-hover:text-accent"
      />
    </div>
  );
}

/** Tell the team about a group: a plain form that works before (and without) JavaScript. */
function GroupSuggestionForm({
  level,
  lastResult,
  sent,
}: {
  level: CommunityLevelId;
  lastResult: SubmissionResult<string[]> | undefined;
  sent: boolean;
}) {
  const text = copy.suggestGroup;
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formAction?.startsWith("/community") === true;
  const [form, fields] = useForm({
    id: "group-suggestion",
    lastResult,
    defaultValue: { level },
    constraint: getZodConstraint(GroupSuggestionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GroupSuggestionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <section
      id="suggest-group"
      aria-labelledby="suggest-group-heading"
      className="mt-6 grid gap-6 rounded-xl border border-border bg-card p-5 sm:p-8 lg:grid-cols-5 lg:gap-10"
    >
      <div className="lg:col-span-2">
        <h3 id="suggest-group-heading" className="text-xl font-bold tracking-tight">
          {text.title}
        </h3>
        <p className="mt-2 text-muted">{text.description}</p>
      </div>
      <Form
        method="post"
        // The answer comes back scrolled to this form, on the same tab, on a page without scripts.
        action={`/community?tab=${level}#suggest-group`}
        {...getFormProps(form)}
        className="grid gap-5 lg:col-span-3"
      >
        {/* Hidden again once another group is begun: see .contact-sent in app.css. */}
        {sent && !pending && !form.dirty ? (
          <div className="contact-sent">
            <FormMessage tone="success">{text.successMessage}</FormMessage>
          </div>
        ) : null}
        {form.errors?.length ? (
          <FormMessage tone="error" id={form.errorId}>
            {form.errors.join(" ")}
          </FormMessage>
        ) : null}
        {/* Honeypot: invisible to people and skipped by keyboards, filled in by bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            meta={fields.groupName}
            label={text.groupNameLabel}
            maxLength={GROUP_SUGGESTION_LIMITS.groupName}
            autoComplete="off"
          />
          <SelectField
            meta={fields.level}
            label={text.levelLabel}
            options={GROUP_SUGGESTION_LEVEL_OPTIONS}
          />
        </div>
        <InputField
          meta={fields.link}
          type="url"
          label={text.linkLabel}
          hint={text.linkHint}
          maxLength={GROUP_SUGGESTION_LIMITS.link}
          inputMode="url"
          autoComplete="off"
        />
        <TextareaField
          meta={fields.note}
          label={text.noteLabel}
          hint={text.noteHint}
          rows={3}
          maxLength={GROUP_SUGGESTION_LIMITS.note}
        />
        <InputField
          meta={fields.email}
          type="email"
          label={text.emailLabel}
          hint={text.emailHint}
          autoComplete="email"
          maxLength={GROUP_SUGGESTION_LIMITS.email}
        />
        <div>
          <Button
            type="submit"
            size="lg"
            disabled={pending}
            data-pending={text.pendingLabel}
            className="w-full sm:w-auto"
          >
            {pending ? text.pendingLabel : text.submitLabel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
