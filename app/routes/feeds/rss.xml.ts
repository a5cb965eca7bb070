import { site } from "~/content/site";
import { siteOrigin, xmlEscape } from "~/features/blog/feeds";
import {
  lastPublicChange,
  listPublishedPosts,
  nextScheduledPublish,
} from "~/features/blog/queries.server";
import { cacheHeadersUntil } from "~/lib/cache-until";
import type { Route } from "./+types/rss.xml";

/** RSS 2.0 feed of the 20 newest published posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  const [posts, next, changed] = await Promise.all([
    listPublishedPosts(context.db, { limit: 20 }),
    nextScheduledPublish(context.db),
    lastPublicChange(context.db),
  ]);
  const items = posts
    .map((post) => {
      const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
      return [
        "    <item>",
        `      <title>${xmlEscape(post.title)}</title>`,
        `      <link>${xmlEscape(url)}</link>`,
        `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
        `      <description>${xmlEscape(post.excerpt)}</description>`,
        `      <category>${xmlEscape(post.category)}</category>`,
        `      <dc:creator>${xmlEscape(post.author)}</dc:creator>`,
        `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(`${site.name} Blog`)}</title>
    <link>${xmlEscape(`${origin}/blog`)}</link>
    <atom:link href="${xmlEscape(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${xmlEscape(site.description)}</description>
    <language>en</language>${changed ? `\n    <lastBuildDate>${changed.toUTCString()}</lastBuildDate>` : ""}
${items}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      ...cacheHeadersUntil("public, max-age=300", next),
    },
  });
}
