// Tag pages of the blog (ADR 023): /blog/tag/<tag slug>, the tag lower-cased with its spaces as
// hyphens, so "Time management" and "time-management" are one page.

/** "Time  Management" → "time-management". The same rule runs in SQL (tagSlugSql). */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The path of a tag's page. */
export function tagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tagSlug(tag))}`;
}
