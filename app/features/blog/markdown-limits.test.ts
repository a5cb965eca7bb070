import { describe, expect, it } from "vitest";
import {
  MARKDOWN_TOO_DEEP,
  markdownTooDeep,
  MAX_DELIMITER_RUN,
  MAX_MARKDOWN_NESTING,
} from "~/lib/markdown-limits";
import { renderMarkdown } from "./markdown.server";
import { PostFieldsSchema } from "./schema";

// Shapes that exhausted the parser's stack before the limits (measured: 5,000 levels of each).
const HOSTILE = {
  quotes: ">".repeat(50_000) + " x",
  spacedQuotes: "> ".repeat(50_000) + "x",
  listMarkers: "- ".repeat(5_000) + "x",
  quotedLists: "> - ".repeat(5_000) + "x",
  emphasis: "*".repeat(5_000) + "x" + "*".repeat(5_000),
  indentedLists: Array.from({ length: 400 }, (_, i) => `${" ".repeat(i * 2)}- a`).join("\n"),
};

describe("Markdown nesting limits", () => {
  it.each(Object.entries(HOSTILE))("%s is refused before parsing", (_name, source) => {
    expect(markdownTooDeep(source)).toBe(true);
    // The renderer never throws: too-deep Markdown is shown as its text.
    expect(() => renderMarkdown(source)).not.toThrow();
  });

  it("the post form says why, on the content field", () => {
    const result = PostFieldsSchema.safeParse({
      title: "T",
      category: "News",
      author: "A",
      excerpt: "E",
      content: HOSTILE.quotes,
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues.map((issue) => [issue.path.join("."), issue.message]),
    ).toContainEqual(["content", MARKDOWN_TOO_DEEP]);
  });

  it("accepts what real posts do, up to the limits", () => {
    const deepButFine = ">".repeat(MAX_MARKDOWN_NESTING) + " quoted";
    const list = Array.from({ length: 10 }, (_, i) => `${" ".repeat(i * 2)}- item ${i}`).join("\n");
    const rule = "*".repeat(MAX_DELIMITER_RUN);
    const code = "```\n" + " ".repeat(400) + "deep code\n```";
    for (const source of [
      deepButFine,
      list,
      rule,
      code,
      "# Title\n\n**bold** and _it_\n\n> a quote",
    ]) {
      expect(markdownTooDeep(source), source.slice(0, 40)).toBe(false);
    }
    expect(markdownTooDeep(">".repeat(MAX_MARKDOWN_NESTING + 1) + " x")).toBe(true);
    expect(markdownTooDeep("*".repeat(MAX_DELIMITER_RUN + 1))).toBe(true);
    expect(renderMarkdown(deepButFine)).toContain("<blockquote>");
  });
});
