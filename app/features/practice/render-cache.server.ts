// Rendered practice Markdown kept in memory, by its text: a mock's sheet and result render the
// same stems, options and solutions for every student, and Temml plus the sanitiser cost far more
// than a lookup. Bounded by size; a changed question is a different text, so nothing goes stale.
import { LRUCache } from "lru-cache";
import { renderPracticeInline, renderPracticeMarkdown } from "./render.server";

const rendered = new LRUCache<string, string>({
  max: 5_000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (html, key) => html.length + key.length,
});

/**
 * A display formula wider than a phone scrolls inside its box: the box takes the keyboard's focus
 * so it can be scrolled without a pointer (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function focusableDisplayMaths(html: string): string {
  return html.replace(/<span class="math-display">/g, '<span class="math-display" tabindex="0">');
}

function cached(kind: "block" | "inline", markdown: string, render: (md: string) => string) {
  const key = `${kind}\n${markdown}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = focusableDisplayMaths(render(markdown));
    rendered.set(key, html);
  }
  return html;
}

/** renderPracticeMarkdown, from memory when the same text was rendered before. */
export const renderMarkdownCached = (markdown: string) =>
  cached("block", markdown, renderPracticeMarkdown);

/** renderPracticeInline, from memory when the same text was rendered before. */
export const renderInlineCached = (markdown: string) =>
  cached("inline", markdown, renderPracticeInline);
