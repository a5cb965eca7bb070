// Admin writes to blog_posts (spec §7): the body rendered (Markdown) and sanitized on save, the
// read time computed unless set, cover files removed when replaced, every change audited.
import { eq } from "drizzle-orm";
import { auditedWrite } from "~/lib/audit.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { stripHtml } from "~/lib/sanitize.server";
import type { FileStorage } from "~/lib/storage.server";
import { blogPosts } from "~db/schema";
import { type Cover, readCover } from "./cover";
import { deleteCoverFiles } from "./cover.server";
import { renderPostBody } from "./markdown.server";
import { formatReadTime, readMinutes } from "./read-time";
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
  let saved: { id: string } | null;
  try {
    saved = await auditedWrite(
      db,
      async (tx) => {
        const [row] = post.id
          ? await tx
              .update(blogPosts)
              .set({ ...values, updatedAt: new Date(), demo: false })
              .where(eq(blogPosts.id, post.id))
              .returning({ id: blogPosts.id })
          : await tx.insert(blogPosts).values(values).returning({ id: blogPosts.id });
        return row;
      },
      (row) => ({
        adminId,
        action: post.id ? "blog_post.update" : "blog_post.create",
        entity: "blog_post",
        entityId: row.id,
      }),
    );
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
  if (!saved) return { ok: false, reason: "not-found" };
  // Only once the row no longer points at them.
  if (storage && previousCover && (newCover || post.removeCover)) {
    await deleteCoverFiles(storage, previousCover);
  }
  return { ok: true, id: saved.id };
}

export async function deletePost(
  db: Database,
  { id, adminId }: { id: string; adminId: string },
  storage?: FileStorage,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const row = await auditedWrite(
    db,
    async (tx) =>
      (
        await tx
          .delete(blogPosts)
          .where(eq(blogPosts.id, id))
          .returning({ id: blogPosts.id, cover: blogPosts.cover })
      )[0],
    () => ({ adminId, action: "blog_post.delete", entity: "blog_post", entityId: id }),
  );
  if (!row) return false;
  if (storage) await deleteCoverFiles(storage, row.cover);
  return true;
}
