import { siteOrigin, xmlEscape } from "~/features/blog/feeds";
import { listPublishedSlugs, nextScheduledPublish } from "~/features/blog/queries.server";
import { tagSlug } from "~/features/blog/tags";
import { lastCalendarChange } from "~/features/calendar/queries.server";
import { listPracticeSitemap } from "~/features/practice/pages.server";
import { listSubjectPageChanges } from "~/features/resources/subject-queries.server";
import { PUBLIC_LEVELS } from "~/features/resources/subjects";
import { getSettingsUpdatedAt } from "~/features/settings/queries.server";
import { cacheHeadersUntil } from "~/lib/cache-until";
import type { Database } from "~/lib/db.server";
import type { Route } from "./+types/sitemap.xml";

/** Every public page that answers 200 without input. */
export const STATIC_PATHS = [
  "/",
  "/resources",
  "/resources/diploma",
  "/resources/bsc",
  "/resources/bs",
  "/resources/tools",
  "/resources/submit",
  "/study-materials",
  "/calendar",
  "/community",
  "/courses",
  "/tools",
  "/tools/grade-predictor",
  "/tools/cgpa-calculator",
  "/blog",
  "/about",
  "/contactus",
  "/cancellation-refund",
  "/privacy-policy",
  "/terms",
  "/shipping-policy",
  "/contactus-policy",
];

/** Pages whose content is a site setting, and the setting's key (its last change: lastmod). */
const SETTING_PAGES: Record<string, string> = {
  "/study-materials": "study_materials",
  "/community": "community",
  "/courses": "courses",
  "/tools": "tools",
  "/about": "team",
  "/contactus": "operator",
};

/** Each page with when its content last changed, where the database knows it. */
async function pages(db: Database): Promise<[string, Date | undefined][]> {
  const [posts, subjects, settings, calendar, practice] = await Promise.all([
    listPublishedSlugs(db),
    listSubjectPageChanges(db, PUBLIC_LEVELS),
    getSettingsUpdatedAt(db),
    lastCalendarChange(db),
    listPracticeSitemap(db, PUBLIC_LEVELS),
  ]);
  const practiceAreas = new Map(practice.areas.map((area) => [area.path, area.changed]));
  const latest = (dates: Date[]) =>
    dates.length ? new Date(Math.max(...dates.map(Number))) : undefined;
  const setting = new Map(
    Object.entries(settings).map(([key, updatedAt]) => [key, new Date(updatedAt)]),
  );
  const levels = new Map(
    PUBLIC_LEVELS.map((level) => [
      level,
      latest(subjects.filter((s) => s.level === level).map((s) => s.page)),
    ]),
  );
  const tags = new Map<string, Date[]>();
  for (const post of posts) {
    for (const tag of new Set(post.tags.map(tagSlug).filter(Boolean))) {
      tags.set(tag, [...(tags.get(tag) ?? []), post.changedAt]);
    }
  }
  const known: Record<string, Date | undefined> = {
    "/resources": levels.get("foundation"),
    "/blog": latest(posts.map((p) => p.changedAt)),
    "/calendar": calendar,
  };
  for (const level of PUBLIC_LEVELS) known[`/resources/${level}`] ??= levels.get(level);
  for (const [path, key] of Object.entries(SETTING_PAGES)) known[path] = setting.get(key);
  return [
    ...STATIC_PATHS.map((path): [string, Date | undefined] => [path, known[path]]),
    ...subjects.flatMap(({ level, slug, page, notes, pyqs, lectures }) => {
      const base = `/resources/${level}/${slug}`;
      return [
        [base, page],
        [`${base}/lectures`, lectures],
        [`${base}/notes`, notes],
        [`${base}/pyqs`, pyqs],
        // A course's practice area only once it has questions (it is an empty state before).
        ...(practiceAreas.has(`${base}/practice`)
          ? [[`${base}/practice`, practiceAreas.get(`${base}/practice`)!]]
          : []),
      ] as [string, Date][];
    }),
    ...practice.questions.map(({ path, changed }): [string, Date] => [path, changed]),
    ...[...tags.keys()]
      .sort()
      .map((tag): [string, Date | undefined] => [
        `/blog/tag/${encodeURIComponent(tag)}`,
        latest(tags.get(tag)!),
      ]),
    ...posts.map((post): [string, Date] => [
      `/blog/${encodeURIComponent(post.slug)}`,
      post.changedAt,
    ]),
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  const [entries, next] = await Promise.all([pages(context.db), nextScheduledPublish(context.db)]);
  // lastmod only where the content's last change is known: never the server's start.
  const urls = entries.map(
    ([path, changed]) =>
      `  <url><loc>${xmlEscape(origin + path)}</loc>${changed ? `<lastmod>${changed.toISOString()}</lastmod>` : ""}</url>`,
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      ...cacheHeadersUntil("public, max-age=3600", next),
    },
  });
}
