// Admin writes to blog_posts (spec §7): content sanitized on save, every change audited.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/features/auth/admins.server";
import { type Database, pgErrorCode } from "~/lib/db.server";
import { blogPosts } from "../../../db/schema";
import { sanitizePostHtml } from "./sanitize.server";
import type { PostForm } from "./schema";

export type SavePostResult =
  { ok: true; id: string } | { ok: false; reason: "duplicate-slug" | "not-found" };

export async function savePost(
  db: Database,
  adminId: string,
  post: PostForm,
): Promise<SavePostResult> {
  const values = {
    title: post.title,
    slug: post.slug,
    category: post.category,
    author: post.author,
    excerpt: post.excerpt,
    content: sanitizePostHtml(post.content),
    imageUrl: post.imageUrl ?? null,
    published: post.published,
  };
  try {
    if (post.id) {
      const [row] = await db
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, post.id))
        .returning({ id: blogPosts.id });
      if (!row) return { ok: false, reason: "not-found" };
      await recordAudit(db, {
        adminId,
        action: "blog_post.update",
        entity: "blog_post",
        entityId: row.id,
      });
      return { ok: true, id: row.id };
    }
    const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
    await recordAudit(db, {
      adminId,
      action: "blog_post.create",
      entity: "blog_post",
      entityId: row!.id,
    });
    return { ok: true, id: row!.id };
  } catch (error) {
    if (pgErrorCode(error) === "23505") return { ok: false, reason: "duplicate-slug" };
    throw error;
  }
}

export async function deletePost(db: Database, adminId: string, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (!row) return false;
  await recordAudit(db, { adminId, action: "blog_post.delete", entity: "blog_post", entityId: id });
  return true;
}
