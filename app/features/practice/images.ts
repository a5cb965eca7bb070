// Images of practice questions and solutions: uploaded by an admin (JPG or PNG), kept in the
// upload storage under their own keys and served to anyone at /practice-images/<key>. Browser-safe.

/** Keys the upload writes, and the only keys the image route serves. */
export const PRACTICE_IMAGE_KEY = /^practice-[0-9a-f-]{36}\.(jpg|png)$/;
export const PRACTICE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRACTICE_IMAGE_TYPES: Record<string, string> = { jpg: "image/jpeg", png: "image/png" };

export const practiceImageUrl = (key: string) => `/practice-images/${key}`;

/** The Markdown of an image: `![alt](url)`, with brackets in the alt text taken out. */
export function imageMarkdown(alt: string, url: string): string {
  const clean = alt
    .replace(/[[\]\r\n]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return `![${clean}](${url})`;
}
