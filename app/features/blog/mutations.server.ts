// Admin writes to blog_posts (spec §7): the body rendered (Markdown) and sanitized on save, the
// read time computed unless set, cover files removed when replaced, every change audited.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import type { FileStorage } from "~/lib/storage.server";
import { blogPosts } from "../../../db/schema";
import { type Cover, readCover } from "./cover";
import { deleteCoverFiles } from "./cover.server";
import { renderPostBody } from "./markdown.server";
import { formatReadTime, readMinutes } from "./read-time";
import { stripHtml } from "./sanitize.server";
import type { PostForm } from "./schema";

export type SavePostResult =
  { ok: true; id: string } | { ok: false; reason: "duplicate-slug" | "not-found" };

export interface SavePostOptions {
  /** A cover just made from an upload; replaces the post's current one. */
  newCover?: Cover;
  /** Where cover files live; needed to remove a replaced or removed cover. */
  storage?: FileStorage;
}

/** The stored read time: the admin's when set, else words of the rendered text / 200. */
export function postReadTime(html: string, manualMinutes: number | undefined): string {
  return formatReadTime(manualMinutes ?? readMinutes(stripHtml(html)));
}

export async function savePost(
  db: Database,
  adminId: string,
  post: PostForm,
  { newCover, storage }: SavePostOptions = {},
): Promise<SavePostResult> {
  const content = renderPostBody(post.format, post.content);
  let previousCover: Cover | null = null;
  if (post.id) {
    const [existing] = await db
      .select({ cover: blogPosts.cover })
      .from(blogPosts)
      .where(eq(blogPosts.id, post.id));
    if (!existing) return { ok: false, reason: "not-found" };
    previousCover = readCover(existing.cover);
  }
  const alt = post.coverAlt ?? "";
  const cover = newCover
    ? { ...newCover, alt }
    : post.removeCover || !previousCover
      ? null
      : { ...previousCover, alt };
  const values = {
    title: post.title,
    slug: post.slug,
    category: post.category,
    author: post.author,
    excerpt: post.excerpt,
    content,
    markdown: post.format === "markdown" ? post.content : null,
    tags: post.tags,
    imageUrl: post.imageUrl ?? null,
    cover,
    readTime: postReadTime(content, post.readMinutes),
    readTimeManual: post.readMinutes !== undefined,
    published: post.published,
    publishAt: post.publishAt,
  };
  let saved: SavePostResult;
  try {
    saved = await db.transaction(async (tx): Promise<SavePostResult> => {
      if (post.id) {
        const [row] = await tx
          .update(blogPosts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(blogPosts.id, post.id))
          .returning({ id: blogPosts.id });
        if (!row) return { ok: false, reason: "not-found" };
        await recordAudit(tx, {
          adminId,
          action: "blog_post.update",
          entity: "blog_post",
          entityId: row.id,
        });
        return { ok: true, id: row.id };
      }
      const [row] = await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
      await recordAudit(tx, {
        adminId,
        action: "blog_post.create",
        entity: "blog_post",
        entityId: row!.id,
      });
      return { ok: true, id: row!.id };
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
  if (!saved.ok) return saved;
  // Only once the row no longer points at them.
  if (storage && previousCover && (newCover || post.removeCover)) {
    await deleteCoverFiles(storage, previousCover);
  }
  return saved;
}

export async function deletePost(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
  storage?: FileStorage,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id, cover: blogPosts.cover });
    if (deleted) {
      await recordAudit(tx, {
        adminId,
        action: "blog_post.delete",
        entity: "blog_post",
        entityId: id,
      });
    }
    return deleted;
  });
  if (!row) return false;
  if (storage) await deleteCoverFiles(storage, row.cover);
  return true;
}
