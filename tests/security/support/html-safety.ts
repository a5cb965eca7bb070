// Finds markup in a rendered page that could run script: what an injected payload would leave
// behind if a field were not escaped or sanitized. The page is parsed (entities decoded), so
// `&#106;avascript:` and mixed case are seen the way a browser sees them.
import { parseDocument } from "htmlparser2";
import { PAGE_SCRIPT, SPECULATION_RULES } from "../../../app/lib/page-script";

interface Element {
  type: string;
  name: string;
  attribs: Record<string, string>;
  children?: Node[];
}
type Node = Element | { type: string; data?: string; children?: Node[] };

const URL_ATTRIBUTES = new Set([
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "poster",
  "background",
  "codebase",
  "dynsrc",
  "lowsrc",
  "srcdoc",
  "cite",
]);
const NEVER_RENDERED = new Set([
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "base",
  "portal",
  "xss",
]);

/** How a browser reads a URL attribute: ASCII whitespace and control characters ignored. */
const schemeOf = (value: string) =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[\u0000-\u0020\u007f]/g, "").toLowerCase();

/**
 * The one frame the site draws on purpose: an admin's preview of a newsletter issue, fully
 * sandboxed (no token at all: no script, no same-origin) and pointing at the preview route.
 */
const PREVIEW_SRC = /^\/admin\/newsletter\/[0-9a-f-]{36}\/preview\?part=(html|text)$/;
function isIssuePreviewFrame(tag: string, attribs: Record<string, string>) {
  return (
    tag === "iframe" &&
    attribs.sandbox === "" &&
    PREVIEW_SRC.test(attribs.src ?? "") &&
    Object.keys(attribs).every((key) =>
      ["src", "sandbox", "title", "width", "height", "loading", "class", "style"].includes(key),
    )
  );
}

/**
 * The dangerous markup in `html`. `nonce` is the CSP nonce of the response: a script without it
 * would be blocked by the browser, but it is still a sign that something was not escaped.
 */
export function findScriptableMarkup(html: string, nonce: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    // Elements: "tag", and "script"/"style" for those two.
    if (node.type === "tag" || node.type === "script" || node.type === "style") {
      const { name, attribs } = node as Element;
      const tag = name.toLowerCase();
      if (tag === "script") {
        const json = attribs.type === "application/ld+json";
        const text = (node.children ?? []).map((c) => ("data" in c ? c.data : "")).join("");
        // The reading pages' two constant scripts, allowed by their hashes (ADR 025).
        const constant =
          (!attribs.type && text === PAGE_SCRIPT) ||
          (attribs.type === "speculationrules" && text === SPECULATION_RULES);
        if (!json && !constant && attribs.nonce !== nonce) {
          found.push(`<script> without our nonce`);
        }
        if (json) {
          const text = (node.children ?? []).map((c) => ("data" in c ? c.data : "")).join("");
          try {
            JSON.parse(text);
          } catch {
            found.push("a JSON-LD script that is not JSON (broken out of?)");
          }
        }
      }
      if (NEVER_RENDERED.has(tag) && !isIssuePreviewFrame(tag, attribs)) found.push(`<${tag}>`);
      if (tag === "meta" && /refresh/i.test(attribs["http-equiv"] ?? ""))
        found.push("meta refresh");
      for (const [attribute, value] of Object.entries(attribs)) {
        const key = attribute.toLowerCase();
        if (key.startsWith("on")) found.push(`<${tag} ${key}=…>`);
        if (key === "style" && /expression\(|url\(\s*['"]?\s*javascript:/i.test(value)) {
          found.push(`<${tag} style> with script`);
        }
        if (URL_ATTRIBUTES.has(key) && /^(javascript|vbscript|data):/.test(schemeOf(value))) {
          found.push(`<${tag} ${key}="${value.slice(0, 60)}">`);
        }
        if (key === "srcdoc") found.push(`<${tag} srcdoc>`);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parseDocument(html, { decodeEntities: true, lowerCaseAttributeNames: true }) as Node);
  return found;
}
