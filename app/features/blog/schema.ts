// The admin blog post form (spec §5): one Zod schema for the form and the action. Browser-safe.
import { z } from "zod";
import { formText } from "~/lib/form-text";

/** Spec §4: lower-cased, non-word characters removed, spaces turned into hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/\s+/g, "-");
}

const required = (label: string) =>
  formText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** The fields alone (also what the form's browser constraints come from). */
export const PostFieldsSchema = z.object({
  id: z.uuid().optional(),
  title: required("Title"),
  // Empty at save: generated from the title the same way as while typing.
  slug: z
    .string()
    .trim()
    .optional()
    .refine((s) => !s || /^[\w-]+$/.test(s), "Use lower-case letters, digits and hyphens only"),
  category: required("Category"),
  author: required("Author"),
  excerpt: required("Excerpt"),
  content: required("Content"),
  imageUrl: z
    .url({ protocol: /^https?$/, error: "Image URL must be a valid URL" })
    .trim()
    .optional(),
  published: z.boolean().default(false),
});

export const PostFormSchema = PostFieldsSchema.transform((post) => ({
  ...post,
  slug: slugify(post.slug || post.title),
})).refine((post) => post.slug.length > 0, {
  path: ["slug"],
  message: "Slug is required",
});

export type PostForm = z.infer<typeof PostFormSchema>;

export const BLOG_KIND = {
  path: "/admin/blogs",
  title: "Blog Posts",
  singular: "Blog Post",
  noun: "blog post",
  toastNoun: "Blog post",
  loadError: "Failed to load blog posts",
  saveError: "Failed to save blog post",
  deleteError: "Failed to delete blog post",
  confirm: "Are you sure you want to delete this blog post?",
  duplicateSlug: "This slug is already used by another post",
} as const;
