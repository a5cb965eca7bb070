import { subjectCatalogue, TERMS } from "~/content/subjects";
import { siteOrigin, xmlEscape } from "~/features/blog/feeds";
import { listPublishedSlugs, nextScheduledPublish } from "~/features/blog/queries.server";
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

function subjectPaths(): string[] {
  const paths: string[] = [];
  for (const level of ["foundation", "diploma"] as const) {
    for (const term of TERMS) {
      for (const subject of subjectCatalogue[level][term]) {
        const base = `/resources/${level}/${subject.id}`;
        paths.push(base, `${base}/lectures`, `${base}/notes`, `${base}/pyqs`);
      }
    }
  }
  return paths;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  const [posts, next] = await Promise.all([
    listPublishedSlugs(context.db),
    nextScheduledPublish(context.db),
  ]);
  const urls = [
    ...[...STATIC_PATHS, ...subjectPaths()].map(
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
