/** The seven fixed categories of the blog filter bar (spec §2, §9). */
export const BLOG_CATEGORIES = [
  "All",
  "Official",
  "Experience",
  "Academic",
  "Career",
  "News",
  "Industry",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** `?category=career` → "Career"; anything unknown → "All". */
export function categoryFromParam(value: string | null): BlogCategory {
  const match = BLOG_CATEGORIES.find((c) => c.toLowerCase() === value?.trim().toLowerCase());
  return match ?? "All";
}
