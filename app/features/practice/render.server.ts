// Practice Markdown (stems, options, worked solutions) with LaTeX maths, rendered on the server to
// MathML by Temml (ADR 043), so question pages stay pages with no JavaScript (DESIGN.md D8).
// `$…$` is inline maths, `$$…$$` display maths (scrolls inside its own box when wider than a
// phone); `\$` is a dollar sign. Everything then passes an allow-list like a blog post's, widened
// by the MathML elements and attributes Temml writes, so neither the Markdown nor the maths can
// inject markup.
import { Marked, type TokenizerAndRendererExtension } from "marked";
import sanitizeHtml from "sanitize-html";
import temml from "temml";
import { markdownTooDeep } from "~/lib/markdown-limits";
import { POST_TAGS } from "~/lib/sanitize.server";

/** The longest formula rendered; a longer one is shown as its source. */
export const MAX_FORMULA_LENGTH = 2_000;
/** Brace nesting at most: Temml's parser recurses once per group. */
export const MAX_FORMULA_DEPTH = 40;

function tooDeep(tex: string): boolean {
  let depth = 0;
  for (const c of tex) {
    if (c === "{" && ++depth > MAX_FORMULA_DEPTH) return true;
    if (c === "}") depth = Math.max(0, depth - 1);
  }
  return false;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One formula as MathML; a formula Temml cannot read is shown as its source in code. */
export function renderMath(tex: string, display: boolean): string {
  let html: string;
  if (tex.length > MAX_FORMULA_LENGTH || tooDeep(tex)) {
    html = `<code>${escapeHtml(tex)}</code>`;
  } else {
    try {
      html = temml.renderToString(tex, {
        displayMode: display,
        throwOnError: true,
        trust: false,
        strict: false,
        maxSize: [10, 10],
        maxExpand: 200,
      });
    } catch {
      html = `<code>${escapeHtml(tex)}</code>`;
    }
  }
  // A display formula scrolls when wider than the column: keyboard users reach it with Tab to
  // scroll it (axe-core's scrollable-region-focusable).
  return display ? `<span class="math-display" tabindex="0">${html}</span>` : html;
}

const blockMath: TokenizerAndRendererExtension = {
  name: "blockMath",
  level: "block",
  start: (src) => /^ {0,3}\$\$/m.exec(src)?.index,
  tokenizer(src) {
    const match = /^ {0,3}\$\$([\s\S]+?)\$\$[ \t]*(?:\n+|$)/.exec(src);
    if (match) return { type: "blockMath", raw: match[0], text: match[1]!.trim() };
    return undefined;
  },
  renderer: (token) => `<p>${renderMath(String(token.text), true)}</p>\n`,
};

const inlineMath: TokenizerAndRendererExtension = {
  name: "inlineMath",
  level: "inline",
  start: (src) => {
    const i = src.indexOf("$");
    return i < 0 ? undefined : i;
  },
  tokenizer(src) {
    const display = /^\$\$((?:\\[\s\S]|[^$\\])+?)\$\$/.exec(src);
    if (display)
      return { type: "inlineMath", raw: display[0], text: display[1]!.trim(), display: true };
    // `$` opens maths when a non-space follows and closes before a non-space; `$5 and $6` is text.
    const inline = /^\$(?![\s$])((?:\\[\s\S]|[^$\\\n])+?)(?<!\s)\$(?!\d)/.exec(src);
    if (inline) return { type: "inlineMath", raw: inline[0], text: inline[1]!, display: false };
    return undefined;
  },
  renderer: (token) => renderMath(String(token.text), Boolean(token.display)),
};

const marked = new Marked({
  gfm: true,
  async: false,
  extensions: [blockMath, inlineMath],
  renderer: {
    // The page's title is the h1: practice headings start at h3 (a question sits under an h2).
    heading({ tokens, depth }) {
      const level = Math.min(Math.max(depth, 3), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    del({ tokens }) {
      return `<s>${this.parser.parseInline(tokens)}</s>`;
    },
  },
});

// MathML Core's elements and the presentation attributes Temml writes (no href, no style, no
// event handler); classes only Temml's own.
const MATHML_TAGS = [
  "math",
  "semantics",
  "annotation",
  "mrow",
  "mi",
  "mn",
  "mo",
  "ms",
  "mtext",
  "mspace",
  "msup",
  "msub",
  "msubsup",
  "mfrac",
  "msqrt",
  "mroot",
  "mover",
  "munder",
  "munderover",
  "mtable",
  "mtr",
  "mtd",
  "mstyle",
  "mpadded",
  "mphantom",
  "menclose",
  "merror",
  "mmultiscripts",
  "mprescripts",
  "none",
];
const MATHML_ATTRIBUTES = [
  "class",
  "display",
  "displaystyle",
  "scriptlevel",
  "mathvariant",
  "mathsize",
  "stretchy",
  "fence",
  "separator",
  "form",
  "lspace",
  "rspace",
  "largeop",
  "movablelimits",
  "symmetric",
  "minsize",
  "maxsize",
  "accent",
  "accentunder",
  "linethickness",
  "width",
  "height",
  "depth",
  "voffset",
  "columnalign",
  "columnspacing",
  "columnlines",
  "rowalign",
  "rowspacing",
  "rowlines",
  "frame",
  "framespacing",
  "notation",
  "encoding",
  "columnspan",
  "rowspan",
];

const OPTIONS: sanitizeHtml.IOptions = {
  // A post's tags, less h2 (a question sits under the page's h2s), plus spans for display maths.
  allowedTags: [...POST_TAGS.filter((tag) => tag !== "h2"), "span", ...MATHML_TAGS],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    th: ["scope", "align"],
    td: ["align"],
    ol: ["start"],
    span: ["class", "tabindex"],
    code: ["class"],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, MATHML_ATTRIBUTES])),
  },
  allowedClasses: {
    span: ["math-display"],
    code: ["language-*"],
    ...Object.fromEntries(MATHML_TAGS.map((tag) => [tag, ["tml-*", "mathcal", "mathscr"]])),
  },
  // Images: the site's own uploads (a path) or https; links: http(s) and mail.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // MathML colours are the theme's: no element keeps `mathcolor` or `mathbackground` (Temml puts
  // them on mstyle for \color, on mrow and mspace for \colorbox and \rule), so a formula cannot
  // paint text invisible in one theme.
  allowedStyles: {},
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
    // Only a display formula's box is focusable, and only in the page's order.
    span: (tagName, attribs) => {
      const { tabindex, ...rest } = attribs;
      return {
        tagName,
        attribs:
          tabindex === "0" && attribs.class === "math-display" ? { ...rest, tabindex } : rest,
      };
    },
  },
  exclusiveFilter: (frame) =>
    frame.tag === "annotation" && frame.attribs.encoding !== "application/x-tex",
};

export function sanitizePracticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Practice Markdown → sanitized HTML with MathML. Markdown that nests too deeply for the parser is
 * shown as its text (app/lib/markdown-limits.ts), never a 500.
 */
export function renderPracticeMarkdown(markdown: string): string {
  if (markdownTooDeep(markdown)) return sanitizePracticeHtml(`<p>${escapeHtml(markdown)}</p>`);
  try {
    return sanitizePracticeHtml(marked.parse(markdown, { async: false }));
  } catch (error) {
    if (error instanceof RangeError) return sanitizePracticeHtml(`<p>${escapeHtml(markdown)}</p>`);
    throw error;
  }
}

/** An option's Markdown as inline HTML (no wrapping paragraph), for radio and checkbox labels. */
export function renderPracticeInline(markdown: string): string {
  const html = renderPracticeMarkdown(markdown).trim();
  const single = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return single && !single[1]!.includes("<p>") ? single[1]! : html;
}
