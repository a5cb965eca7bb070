// Posts written in Markdown (ADR 016): rendered to HTML by `marked` on the server, then passed
// through the same allow-list sanitizer as HTML posts. The admin's preview uses this function too,
// so it shows exactly what will be published.
import { Marked } from "marked";
import { markdownTooDeep } from "~/lib/markdown-limits";
import { sanitizePostHtml } from "~/lib/sanitize.server";

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // The page's own title is the h1: a post's headings start at h2 and stop at h4, the levels
    // the sanitizer keeps.
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // ~~strike~~ as <s>, which the allow-list keeps.
    del({ tokens }) {
      return `<s>${this.parser.parseInline(tokens)}</s>`;
    },
  },
});

/**
 * Markdown (inline HTML allowed) → sanitized HTML, ready to store in `content` and to show.
 * Markdown that nests too deeply for the parser is shown as its text (see markdown-limits.ts).
 */
export function renderMarkdown(markdown: string): string {
  if (markdownTooDeep(markdown)) return sanitizePostHtml(`<p>${escapeHtml(markdown)}</p>`);
  try {
    return sanitizePostHtml(marked.parse(markdown, { async: false }));
  } catch (error) {
    // A shape the limits above did not foresee: the stack ran out. Never a 500 for a post.
    if (error instanceof RangeError) return sanitizePostHtml(`<p>${escapeHtml(markdown)}</p>`);
    throw error;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type PostFormat = "markdown" | "html";

/** The sanitized HTML of a post body written in either format. */
export function renderPostBody(format: PostFormat, body: string): string {
  return format === "markdown" ? renderMarkdown(body) : sanitizePostHtml(body);
}
