import type { Database } from "~/lib/db.server";
import { siteOrigin, xmlEscape } from "~/features/blog/feeds";
import {
  listPublicTagSlugs,
  listPublishedSlugs,
  nextScheduledPublish,
} from "~/features/blog/queries.server";
import { listPublicSubjectSlugs } from "~/features/resources/subject-queries.server";
import { PUBLIC_LEVELS } from "~/features/resources/subjects";
import { cacheHeadersUntil } from "~/lib/cache-until";
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

/** The subject, lectures, notes and PYQ pages of every public subject. */
async function subjectPaths(db: Database): Promise<string[]> {
  const rows = await listPublicSubjectSlugs(db, PUBLIC_LEVELS);
  return rows.flatMap(({ level, slug }) => {
    const base = `/resources/${level}/${slug}`;
    return [base, `${base}/lectures`, `${base}/notes`, `${base}/pyqs`];
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  const [posts, subjectPages, tags, next] = await Promise.all([
    listPublishedSlugs(context.db),
    subjectPaths(context.db),
    listPublicTagSlugs(context.db),
    nextScheduledPublish(context.db),
  ]);
  const tagPages = tags.map((slug) => `/blog/tag/${encodeURIComponent(slug)}`);
  const urls = [
    ...[...STATIC_PATHS, ...subjectPages, ...tagPages].map(
      (path) => `  <url><loc>${xmlEscape(origin + path)}</loc></url>`,
    ),
    ...posts.map(
      (post) =>
        `  <url><loc>${xmlEscape(`${origin}/blog/${encodeURIComponent(post.slug)}`)}</loc><lastmod>${new Date(post.updatedAt).toISOString()}</lastmod></url>`,
    ),
  ];
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
