import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { withoutNul } from "~/lib/form-text";
import { blogPosts } from "../../../db/schema";
import type { BlogCategory } from "./categories";

const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  author: blogPosts.author,
  tags: blogPosts.tags,
  imageUrl: blogPosts.imageUrl,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
};

export type PostCard = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]["_"]["data"];
} & { imageUrl: string | null };

/**
 * Published posts, newest first, optionally in one category and matching a full-text query
 * (PostgreSQL websearch syntax over title, tags, excerpt and body).
 */
export function listPublishedPosts(
  db: Database,
  {
    category = "All",
    query = "",
    limit = 100,
  }: { category?: BlogCategory; query?: string; limit?: number } = {},
) {
  const filters: SQL[] = [eq(blogPosts.published, true)];
  if (category !== "All")
    filters.push(sql`lower(${blogPosts.category}) = ${category.toLowerCase()}`);
  const q = withoutNul(query).trim().slice(0, 200);
  if (q) filters.push(sql`${blogPosts.search} @@ websearch_to_tsquery('english', ${q})`);
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(...filters))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
}

/** One published post by slug, or undefined. */
export async function getPublishedPost(db: Database, slug: string) {
  // No slug holds NUL, and PostgreSQL would refuse to compare with one.
  if (slug.includes("\0")) return undefined;
  const [post] = await db
    .select({ ...cardColumns, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return post;
}

/** Slugs and dates of every published post (sitemap). */
export function listPublishedSlugs(db: Database) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt));
}
