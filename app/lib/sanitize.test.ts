import { describe, expect, it } from "vitest";
import { loadXssPayloads } from "~tests/fixtures/xss-payloads";
import { sanitizePostHtml, stripHtml } from "./sanitize.server";

const payloads = loadXssPayloads();

/** Properties no sanitized output may have, checked on the parsed-looking text. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|iframe|object|embed|style|link|meta|base|form|svg|math|template|frame|applet)\b/i.test(
      html,
    )
  )
    found.push("dangerous element");
  if (/<[^>]+\son[a-z]+\s*=/i.test(html)) found.push("event handler");
  if (/<[^>]+\sstyle\s*=/i.test(html)) found.push("style attribute");
  if (
    /(href|src|action|formaction|background|cite)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(
      html,
    )
  )
    found.push("dangerous URL");
  if (/(href|src)\s*=\s*["']?\/\//i.test(html)) found.push("protocol-relative URL");
  return found;
}

describe("sanitizePostHtml", () => {
  it("has a corpus of at least 100 payloads", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
  });

  it("the check below would catch the raw payloads (so it can fail)", () => {
    // The corpus also holds bare URLs (for link fields); as HTML they are only text.
    const markup = payloads.filter((p) => p.includes("<"));
    const flagged = markup.filter((p) => dangers(p).length > 0);
    expect(flagged.length).toBeGreaterThan(markup.length * 0.8);
  });

  it.each(payloads.map((p) => [p]))("neutralises %s", (payload) => {
    const clean = sanitizePostHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(dangers(clean)).toEqual([]);
    // Idempotent: sanitizing on save and again on render gives the same HTML.
    expect(sanitizePostHtml(clean)).toBe(clean);
  });

  it("keeps ordinary formatting, safe links and https images", () => {
    const html =
      '<h2>Plan</h2><p>Read <strong>this</strong> and <a href="https://example.com/x">that</a>.</p><ul><li>one</li></ul><img src="https://example.com/a.png" alt="chart">';
    const clean = sanitizePostHtml(html);
    expect(clean).toContain("<h2>Plan</h2>");
    expect(clean).toContain("<strong>this</strong>");
    expect(clean).toContain('href="https://example.com/x"');
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('src="https://example.com/a.png"');
    expect(clean).toContain("<li>one</li>");
  });

  it("drops http (not https) images and keeps relative links on the site", () => {
    expect(sanitizePostHtml('<img src="http://example.com/x.png">')).not.toContain("src=");
    expect(sanitizePostHtml('<a href="/resources">in site</a>')).toContain('href="/resources"');
  });
});

describe("stripHtml", () => {
  it("leaves plain text only", () => {
    expect(stripHtml('<b>Bold</b> <img src=x onerror="x()">title')).toBe("Bold title");
  });
});
