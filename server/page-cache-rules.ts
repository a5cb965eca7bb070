// Which cached pages a content change refreshes (ADR 047): the one rule, next to the change feed.
//
// The feed: every write to a table the public pages show notifies 'page_cache' on PostgreSQL
// (migrations 0007 and 0022), whoever made it, and every app server hears it. The payload is the
// table's name, followed for a table whose rows belong to one course by the courses the write
// touched ("resources foundation/mathematics-for-data-science-1"); the name alone means any row.
//
// The rule: each route of app/routes.ts that the cache may store names what its page shows, as
// dependencies: a table ("blog_posts": any change to it), or a table and a scope ("resources:
// foundation/maths-1": that course's rows; "resources:foundation": that level's). A route without
// a rule is never stored, and server/page-cache-rules.test.ts fails until it has one.
import type { PageChange } from "./page-cache";

/** The tables with a 'page_cache' trigger (the feed's first word). */
export const FEED_TABLES = [
  "blog_posts",
  "calendar_events",
  "grading_terms",
  "practice_paper_questions",
  "practice_papers",
  "practice_questions",
  "resources",
  "site_settings",
  "subject_aliases",
  "subjects",
] as const;
export type FeedTable = (typeof FEED_TABLES)[number];

/** A table (any change to it) or "table:scope" (a course "level/slug", or a whole level). */
export type Dependency = FeedTable | `${FeedTable}:${string}`;

type Params = Record<string, string | undefined>;
/** What a page shows, from its route's parameters and query; null: never stored. */
type Rule = (params: Params, search: URLSearchParams) => readonly Dependency[] | null;

/** Every page of the public layout shows the site settings (header, footer, links). */
const page =
  (...shows: (Dependency | ((params: Params, search: URLSearchParams) => Dependency[]))[]): Rule =>
  (params, search) => [
    "site_settings",
    ...shows.flatMap((item) => (typeof item === "function" ? item(params, search) : [item])),
  ];
const never: Rule = () => null;

/** A course's pages: the course, its rows of each kind, its grading and its exam dates. */
const course = (params: Params): Dependency[] => {
  const scope = `${params.level}/${params.subject}`;
  return [
    `subjects:${scope}`,
    `resources:${scope}`,
    `practice_questions:${scope}`,
    `practice_papers:${scope}`,
    `practice_paper_questions:${scope}`,
    "subject_aliases",
    "grading_terms",
    "calendar_events",
  ];
};

const everything: Dependency[] = [...FEED_TABLES];

/** Keyed by the route's path exactly as app/routes.ts writes it. */
export const PAGE_RULES: Record<string, Rule> = {
  // Answers that are not pages, or are one person's: never stored.
  healthz: never,
  readyz: never,
  theme: never,
  newsletter: never,
  "resources/submit/upload": never,
  "files/:key": never,
  "covers/:key": never,
  "practice-images/:key": never,
  "blog/:slug/cover.svg": never,
  "blog/:slug/preview.jpg": never,
  privacy: never,
  shipping: never,
  "mocks/:attempt": never,
  "newsletter/confirm/:token": never,
  "newsletter/unsubscribe/:token": never,
  "*": never,

  // Feeds.
  "robots.txt": () => ["site_settings"],
  "opensearch.xml": () => ["site_settings"],
  "sitemap.xml": () => everything,
  "blog/rss.xml": () => ["site_settings", "blog_posts"],
  "calendar.ics": () => ["site_settings", "calendar_events", "subjects"],
  "calendar/:feed": () => ["site_settings", "calendar_events", "subjects"],
  "calendar/:level/:feed": () => ["site_settings", "calendar_events", "subjects"],
  "api/grading-rules.json": () => ["grading_terms", "subjects"],

  // Pages.
  "": page(),
  about: page(),
  contactus: page(),
  community: page(),
  courses: page(),
  tools: page(),
  "cancellation-refund": page(),
  "privacy-policy": page(),
  terms: page(),
  "shipping-policy": page(),
  "contactus-policy": page(),
  "tools/grade-predictor": page("grading_terms", "subjects"),
  "tools/cgpa-calculator": page("grading_terms", "subjects"),
  "study-materials": page("subjects"),
  calendar: page("calendar_events", "subjects"),
  "resources/submit": page("subjects"),
  // A level's course cards with their counts; a search there looks at every level.
  "resources/:level?": page("subjects", "subject_aliases", (params, search) =>
    params.level && !search.get("q")
      ? [`resources:${params.level}`, `practice_questions:${params.level}`]
      : ["resources", "practice_questions"],
  ),
  "resources/:level/:subject": page(course),
  "resources/:level/:subject/lectures": page(course),
  "resources/:level/:subject/notes": page(course),
  "resources/:level/:subject/pyqs": page(course),
  "resources/:level/:subject/practice": page(course),
  "resources/:level/:subject/practice/:question": page(course),
  "resources/:level/:subject/mocks/:paper": page(course),
  // A post shows its related posts, so any post's change may change it.
  blog: page("blog_posts"),
  "blog/tag/:tag": page("blog_posts"),
  "blog/:slug": page("blog_posts"),
  search: () => everything,
};

interface CompiledRule {
  pattern: RegExp;
  names: string[];
  rule: Rule;
  /** Literal segments first, then fewer parameters: "resources/submit" before "resources/:level?". */
  rank: number;
}

function compile(path: string, rule: Rule): CompiledRule {
  const names: string[] = [];
  let rank = 0;
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") {
        rank += 1_000;
        return "(?:/.*)?";
      }
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      names.push(param[1]!);
      rank += param[2] ? 20 : 10;
      return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
    });
  return { pattern: new RegExp(`^${parts.join("")}/?$`), names, rule, rank };
}

const COMPILED = Object.entries(PAGE_RULES)
  .map(([path, rule]) => compile(path, rule))
  .sort((a, b) => a.rank - b.rank);

/**
 * What the page at `url` (a path with its query; a React Router `.data` request counts as its
 * page) shows, or undefined when it must not be stored.
 */
export function pageDependencies(url: string): readonly Dependency[] | undefined {
  const [rawPath = "/", query = ""] = url.split("?", 2);
  let path = rawPath;
  if (path === "/_root.data") path = "/";
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  for (const { pattern, names, rule } of COMPILED) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Params = {};
    try {
      names.forEach((name, i) => {
        const value = match[i + 1];
        params[name] = value === undefined ? undefined : decodeURIComponent(value);
      });
    } catch {
      return undefined; // a broken %-escape: not a page anyone links to
    }
    return rule(params, new URLSearchParams(query)) ?? undefined;
  }
  return undefined;
}

/** A feed payload as the triggers write it: "table" or "table scope scope …". */
export function parseChange(payload: string): PageChange {
  const [table = "", ...scopes] = payload.trim().split(/\s+/);
  return scopes.length > 0 ? { table, scopes } : { table };
}

/** Whether a page shows nothing but the site settings (policies, about, the tools page…). */
function settingsOnly(dependencies: readonly string[]): boolean {
  return (
    dependencies.length > 0 && dependencies.every((dependency) => dependency === "site_settings")
  );
}

/**
 * How long a page stays fresh without a change it shows, when not the cache's time to live. A page
 * that shows only the settings changes with them alone, and with the year in the footer
 * (app/components/site-footer.tsx): it is kept until a settings change or New Year's midnight.
 */
export function keepFor(dependencies: readonly string[], now: number): number | undefined {
  if (!settingsOnly(dependencies)) return undefined;
  const today = new Date(now);
  return new Date(today.getFullYear() + 1, 0, 1).getTime() - now;
}

/**
 * The pages that show only the site settings, as paths ("/", "/about", "/robots.txt"…): the
 * server renders them once as it starts (server/app.ts), not when the first reader asks.
 */
export function settingsOnlyPaths(): string[] {
  return Object.keys(PAGE_RULES)
    .filter((path) => !path.includes(":") && !path.includes("*"))
    .map((path) => `/${path}`)
    .filter((path) => {
      const dependencies = pageDependencies(path);
      return dependencies !== undefined && settingsOnly(dependencies);
    });
}
