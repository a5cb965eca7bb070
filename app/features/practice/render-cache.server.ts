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

function cached(kind: "block" | "inline", markdown: string, render: (md: string) => string) {
  const key = `${kind}\n${markdown}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = render(markdown);
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
