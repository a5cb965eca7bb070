// Post bodies are HTML written by admins. Only this allow-list survives, when a post is saved and
// again when it is shown: no scripts, no event handlers, no style attributes, no javascript: or
// data: URLs, links forced to open safely.
import sanitizeHtml from "sanitize-html";

/** The tags a post keeps; practice Markdown keeps these too (practice/render.server.ts). */
export const POST_TAGS = [
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "pre",
  "code",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "mark",
  "small",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POST_TAGS],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["scope"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
        : attribs,
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: {
      ...OPTIONS.allowedAttributes,
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    },
  });
}

/** Plain text of a post field (title, excerpt, tag): every tag removed. */
export function stripHtml(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
}
