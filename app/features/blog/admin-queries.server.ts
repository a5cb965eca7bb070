// Reads for the admin blog screen: searched and paginated in SQL, newest first.
import { count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import { blogPosts } from "~db/schema";
import { readCover } from "./cover";

export const POSTS_PAGE_SIZE = 50;

function postWhere(q: string | undefined) {
  const term = q?.trim().slice(0, 200);
  const pattern = term ? likePattern(term) : undefined;
  const where = pattern
    ? or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.author, pattern),
        ilike(blogPosts.category, pattern),
      )
    : undefined;
  return where;
}

/** The query for one page of posts, newest first (exported for the EXPLAIN test). */
export function postPageQuery(db: Database, { q, page = 1 }: { q?: string; page?: number }) {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      author: blogPosts.author,
      category: blogPosts.category,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(postWhere(q))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(POSTS_PAGE_SIZE)
    .offset((Math.max(1, Math.floor(page)) - 1) * POSTS_PAGE_SIZE);
}

export async function listAdminPosts(db: Database, filters: { q?: string; page?: number }) {
  const [rows, [total]] = await Promise.all([
    postPageQuery(db, filters),
    db.select({ n: count() }).from(blogPosts).where(postWhere(filters.q)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getAdminPost(db: Database, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      author: blogPosts.author,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      markdown: blogPosts.markdown,
      tags: blogPosts.tags,
      imageUrl: blogPosts.imageUrl,
      cover: blogPosts.cover,
      readTime: blogPosts.readTime,
      readTimeManual: blogPosts.readTimeManual,
      published: blogPosts.published,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!row) return undefined;
  const { markdown, content, cover, ...rest } = row;
  // A post written as HTML (markdown null) is edited as HTML: nothing is converted behind the
  // admin's back.
  return {
    ...rest,
    format: markdown === null ? ("html" as const) : ("markdown" as const),
    content: markdown ?? content,
    cover: readCover(cover),
  };
}
