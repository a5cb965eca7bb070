import { and, count, desc, eq, gt, isNull, lte, min, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { withoutNul } from "~/lib/form-text";
import { blogPosts } from "../../../db/schema";
import type { BlogCategory } from "./categories";

/** When a post is public from: its scheduled time, else its creation. */
const publishedAt = sql<Date>`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`;

/**
 * What the public may see: published, and not scheduled for later. Every public read of posts
 * goes through this (lists, search, the post page, RSS, the sitemap).
 */
export function publiclyVisible(): SQL {
  return and(
    eq(blogPosts.published, true),
    or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, sql`now()`)),
  )!;
}

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
  cover: blogPosts.cover,
  /** The date shown: when it went (or goes) public, else when it was written. */
  publishedAt: publishedAt.mapWith(blogPosts.createdAt),
};

interface PostFilters {
  category?: BlogCategory;
  query?: string;
}

function publishedFilters({ category = "All", query = "" }: PostFilters): SQL | undefined {
  const filters: SQL[] = [publiclyVisible()];
  if (category !== "All")
    filters.push(sql`lower(${blogPosts.category}) = ${category.toLowerCase()}`);
  const q = withoutNul(query).trim().slice(0, 200);
  if (q) filters.push(sql`${blogPosts.search} @@ websearch_to_tsquery('english', ${q})`);
  return and(...filters);
}

/**
 * Public posts, newest first, optionally in one category and matching a full-text query
 * (PostgreSQL websearch syntax over title, tags, excerpt and body); `offset` and `limit` give a
 * page of them.
 */
export function listPublishedPosts(
  db: Database,
  { limit = 100, offset = 0, ...filters }: PostFilters & { limit?: number; offset?: number } = {},
) {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(publishedFilters(filters))
    .orderBy(desc(publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/**
 * When the public blog last changed: the latest edit or going-public time of a visible post
 * (the RSS feed's lastBuildDate); null without posts.
 */
export async function lastPublicChange(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<string | null>`max(greatest(${blogPosts.updatedAt}, ${publishedAt}))`,
    })
    .from(blogPosts)
    .where(publiclyVisible());
  return row?.at ? new Date(row.at) : null;
}

/** How many published posts match (the blog list's page count). */
export async function countPublishedPosts(db: Database, filters: PostFilters = {}) {
  const [row] = await db
    .select({ total: count() })
    .from(blogPosts)
    .where(publishedFilters(filters));
  return row?.total ?? 0;
}

/** One published post by slug, or undefined. */
export async function getPublishedPost(db: Database, slug: string) {
  // No slug holds NUL, and PostgreSQL would refuse to compare with one.
  if (slug.includes("\0")) return undefined;
  const [post] = await db
    .select({ ...cardColumns, content: blogPosts.content, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), publiclyVisible()))
    .limit(1);
  return post;
}

/** Slugs and dates of every published post (sitemap). */
export function listPublishedSlugs(db: Database) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(publiclyVisible())
    .orderBy(desc(publishedAt));
}

/**
 * The next time a scheduled post goes public, or null. Pages that list posts must not be kept
 * (page cache, CDN) past it.
 */
export async function nextScheduledPublish(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, sql`now()`)));
  return row?.next ? new Date(row.next) : null;
}
