// What the admin newsletter screens need beside the issue functions (issues.server.ts): which
// posts already have an issue, the post an issue came from, and where its links point.
import { and, desc, eq, inArray } from "drizzle-orm";
import { postStatus } from "~/features/blog/schedule";
import { mailFooter, operatorDetails } from "~/features/settings/public";
import { getSiteSettingsOrNone } from "~/features/settings/queries.server";
import type { Database } from "~/lib/db.server";
import { blogPosts, newsletterIssues } from "~db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The newest issue made from each of these posts (post id -> issue id). */
export async function issuesForPosts(db: Database, postIds: string[]) {
  const ids = postIds.filter(isUuid);
  const found = new Map<string, string>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ postId: newsletterIssues.postId, id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.kind, "post"), inArray(newsletterIssues.postId, ids)))
    .orderBy(desc(newsletterIssues.createdAt));
  for (const row of rows) if (row.postId && !found.has(row.postId)) found.set(row.postId, row.id);
  return found;
}

/** A post that readers can see now (published, not scheduled later): only those are mailed. */
export async function publishedPost(db: Database, postId: string) {
  if (!isUuid(postId)) return null;
  const [post] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  return post && postStatus(post) === "published" ? post : null;
}

/** The post an issue was made from, for its page (title and public link). */
export async function issuePost(db: Database, postId: string | null) {
  if (!postId) return null;
  const [post] = await db
    .select({ title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  return post ?? null;
}

/** Where an issue's links point and the footer it ends with, as the subscribe form's mail. */
export async function issueMailSetting(db: Database, request: Request, siteUrl?: string) {
  return {
    origin: siteUrl ?? new URL(request.url).origin,
    footer: mailFooter(operatorDetails(await getSiteSettingsOrNone(db))),
  };
}
