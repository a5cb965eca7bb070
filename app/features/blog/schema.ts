// The admin blog post form (spec §5): one Zod schema for the form and the action. Browser-safe.
import { z } from "zod";
import { formText } from "~/lib/form-text";
import { MARKDOWN_TOO_DEEP, markdownTooDeep } from "~/lib/markdown-limits";
import { parseReadTime } from "./read-time";
import { parseIstDateTime } from "./schedule";

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

export const MAX_BODY_CHARS = 200_000;
export const MAX_TAGS = 10;

/** "Exams, #study tips, exams" → ["Exams", "study tips"]: trimmed, no "#", no repeats. */
export function parseTags(text: string | undefined): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of (text ?? "").split(",")) {
    const tag = raw.trim().replace(/^#+/, "").trim().replace(/\s+/g, " ");
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** A chosen file in the browser (a File), or the server's mark that one was received ("1"). */
function hasFile(value: unknown): boolean {
  if (typeof File !== "undefined" && value instanceof File) return value.size > 0;
  return value === "1";
}

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
  /** Markdown for new posts; HTML for posts written before Markdown (kept until converted). */
  format: z.enum(["markdown", "html"]).default("markdown"),
  content: required("Content")
    .max(
      MAX_BODY_CHARS,
      `Content must be at most ${MAX_BODY_CHARS.toLocaleString("en")} characters`,
    )
    .refine((text) => !markdownTooDeep(text), MARKDOWN_TOO_DEEP)
    // Forms send CRLF line breaks; the stored Markdown keeps plain newlines.
    .transform((text) => text.replace(/\r\n?/g, "\n")),
  tags: formText()
    .trim()
    .max(1000, "Tags must be at most 1000 characters")
    .optional()
    .refine((t) => parseTags(t).length <= MAX_TAGS, `Use at most ${MAX_TAGS} tags`)
    .refine(
      (t) => parseTags(t).every((tag) => tag.length <= 40),
      "Each tag must be at most 40 characters",
    ),
  imageUrl: z
    .url({ protocol: /^https?$/, error: "Image URL must be a valid URL" })
    .trim()
    .optional(),
  cover: z.unknown().optional(),
  /** The post already has an uploaded cover (the server sets this from the database). */
  hasCover: z.boolean().default(false),
  removeCover: z.boolean().default(false),
  coverAlt: formText().trim().max(300, "Alt text must be at most 300 characters").optional(),
  readTime: z
    .string()
    .trim()
    .optional()
    .refine((t) => !t || parseReadTime(t) !== undefined, "Enter whole minutes, e.g. 4"),
  published: z.boolean().default(false),
  publishAt: z
    .string()
    .trim()
    .optional()
    .refine((t) => !t || parseIstDateTime(t) !== undefined, "Enter a date and time"),
});

export const PostFormSchema = PostFieldsSchema.superRefine((post, ctx) => {
  const keepsCover = hasFile(post.cover) || (post.hasCover && !post.removeCover);
  if (keepsCover && !post.coverAlt) {
    ctx.addIssue({
      code: "custom",
      path: ["coverAlt"],
      message: "Describe the cover image for readers who cannot see it",
    });
  }
})
  .transform(({ cover, readTime, publishAt, tags, ...post }) => ({
    ...post,
    newCover: hasFile(cover),
    tags: parseTags(tags),
    slug: slugify(post.slug || post.title),
    readMinutes: readTime ? parseReadTime(readTime) : undefined,
    publishAt: publishAt ? (parseIstDateTime(publishAt) ?? null) : null,
  }))
  .refine((post) => post.slug.length > 0, {
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
