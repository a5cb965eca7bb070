// Markdown → sanitized HTML (what posts store and show), read time, schedule times, tags.
import { describe, expect, it } from "vitest";
import { loadXssPayloads } from "~tests/fixtures/xss-payloads";
import { findScriptableMarkup } from "~tests/security/support/html-safety";
import { renderMarkdown, renderPostBody } from "./markdown.server";
import { postReadTime } from "./mutations.server";
import { formatReadTime, parseReadTime, readMinutes } from "./read-time";
import { formatScheduleTime, istDateTimeValue, parseIstDateTime, postStatus } from "./schedule";
import { parseTags, PostFormSchema } from "./schema";

describe("renderMarkdown", () => {
  it("renders the usual Markdown; headings start at h2 (the page's title is the h1)", () => {
    const html = renderMarkdown(
      [
        "# Plan",
        "Some **bold**, *italic*, `code` and ~~old~~ text with a [link](https://example.org).",
        "## Steps",
        "1. Sleep",
        "2. Revise",
        "",
        "| Week | Topic |",
        "| --- | --- |",
        "| 1 | Sets |",
        "",
        "```js",
        "if (a < b) run();",
        "```",
        "> Quote",
        "",
        "![Chart](https://example.org/c.png)",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Plan</h2>");
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<s>old</s>");
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(html).toMatch(/<ol>\s*<li>Sleep<\/li>/);
    expect(html).toContain("<td>Sets</td>");
    expect(html).toContain("<pre><code>if (a &lt; b) run();");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<img src="https://example.org/c.png" alt="Chart"');
  });

  it.each([
    ["[x](javascript:alert(1))", /javascript/i],
    ["[x](&#106;avascript:alert(1))", /javascript|&#106;/i],
    ["[x](JaVaScRiPt:alert(1))", /javascript/i],
    ["[x](data:text/html,<script>alert(1)</script>)", /data:|script/i],
    ["![x](javascript:alert(1))", /javascript/i],
    ['![x](http://insecure.example/a.png "t")', /src="http:/],
    ["<script>alert(1)</script>", /script/i],
    ['<img src=x onerror="alert(1)">', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript/i],
    ["<iframe src=https://evil.example></iframe>", /iframe/i],
    ['<p style="background:url(javascript:alert(1))">x</p>', /style/i],
    ["[ref]\n\n[ref]: javascript:alert(1)", /javascript/i],
    ["<javascript:alert(1)>", /href="javascript/i],
    ["<svg onload=alert(1)>", /svg|onload/i],
    ["```\n</code></pre><script>alert(1)</script>\n```", /<script/i],
  ])("neutralises %s", (markdown, forbidden) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(forbidden);
    expect(findScriptableMarkup(html, "")).toEqual([]);
  });

  it("neutralises the whole XSS corpus written as Markdown, inline or as link targets", () => {
    for (const payload of loadXssPayloads()) {
      for (const markdown of [payload, `[x](${payload})`, `![x](${payload})`, `# ${payload}`]) {
        const html = renderMarkdown(markdown);
        expect(findScriptableMarkup(html, ""), markdown).toEqual([]);
      }
    }
  });

  it("an HTML post is sanitized as before, not read as Markdown", () => {
    expect(renderPostBody("html", "<p>*not emphasis*</p><script>x</script>")).toBe(
      "<p>*not emphasis*</p>",
    );
    expect(renderPostBody("markdown", "*emphasis*")).toBe("<p><em>emphasis</em></p>\n");
  });
});

describe("read time", () => {
  it("is words / 200 a minute, rounded, at least 1 minute, in the spec's '5 min' form", () => {
    expect(readMinutes("")).toBe(1);
    expect(readMinutes("word ".repeat(150))).toBe(1);
    expect(readMinutes("word ".repeat(800))).toBe(4);
    expect(readMinutes("word ".repeat(1000) + " — - * ")).toBe(5);
    expect(formatReadTime(4)).toBe("4 min");
    // Counted on the text, not the markup.
    const html = renderMarkdown(`# Title\n\n${"**word** ".repeat(600)}`);
    expect(postReadTime(html, undefined)).toBe("3 min");
    expect(postReadTime(html, 12)).toBe("12 min");
  });

  it("reads what an admin types", () => {
    expect(parseReadTime("7")).toBe(7);
    expect(parseReadTime("7 min")).toBe(7);
    expect(parseReadTime(" 12 minutes ")).toBe(12);
    expect(parseReadTime("0")).toBeUndefined();
    expect(parseReadTime("seven")).toBeUndefined();
  });
});

describe("schedule", () => {
  it("reads the admin's date and time as IST (UTC+05:30) and writes it back the same", () => {
    const date = parseIstDateTime("2026-11-24T09:30")!;
    expect(date.toISOString()).toBe("2026-11-24T04:00:00.000Z");
    expect(istDateTimeValue(date)).toBe("2026-11-24T09:30");
    expect(formatScheduleTime(date)).toBe("24 Nov 2026, 9:30 am IST");
    expect(parseIstDateTime("2026-02-31T09:30")).toBeUndefined();
    expect(parseIstDateTime("tomorrow")).toBeUndefined();
  });

  it("draft, scheduled, published", () => {
    const now = new Date("2026-11-24T04:00:00Z");
    expect(postStatus({ published: false, publishAt: null }, now)).toBe("draft");
    expect(postStatus({ published: false, publishAt: "2027-01-01T00:00:00Z" }, now)).toBe("draft");
    expect(postStatus({ published: true, publishAt: "2026-11-24T04:00:01Z" }, now)).toBe(
      "scheduled",
    );
    expect(postStatus({ published: true, publishAt: "2026-11-24T03:59:59Z" }, now)).toBe(
      "published",
    );
    expect(postStatus({ published: true, publishAt: null }, now)).toBe("published");
  });
});

describe("the post form's schema", () => {
  const base = {
    title: "T",
    category: "Academic",
    author: "A",
    excerpt: "E",
    content: "Body",
  };

  it("tags: comma-separated, trimmed, without '#', no repeats", () => {
    expect(parseTags(" exams, #Study Tips ,, exams,EXAMS, x ")).toEqual([
      "exams",
      "Study Tips",
      "x",
    ]);
    // NUL, which PostgreSQL cannot store, is dropped (the SQL-injection suite found it).
    const parsed = PostFormSchema.safeParse({ ...base, tags: "a,\0b", coverAlt: "x\0" });
    expect(parsed.success && parsed.data.tags).toEqual(["a", "b"]);
    expect(PostFormSchema.safeParse({ ...base, tags: "1,2,3,4,5,6,7,8,9,10,11" }).success).toBe(
      false,
    );
  });

  it("a cover needs alt text: a new file, or a kept one", () => {
    const issues = (value: object) =>
      PostFormSchema.safeParse({ ...base, ...value }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ cover: "1" })).toEqual(["coverAlt"]);
    expect(issues({ hasCover: true })).toEqual(["coverAlt"]);
    expect(issues({ hasCover: true, removeCover: true })).toBeUndefined();
    expect(issues({ cover: "1", coverAlt: "Students at a desk" })).toBeUndefined();
    expect(issues({ publishAt: "soon" })).toEqual(["publishAt"]);
    expect(issues({ readTime: "forever" })).toEqual(["readTime"]);
  });
});
