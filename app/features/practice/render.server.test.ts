import { Parser } from "htmlparser2";
import temml from "temml";
import { describe, expect, it } from "vitest";
import { MAX_FORMULA_DEPTH, renderPracticeInline, renderPracticeMarkdown } from "./render.server";

describe("practice Markdown with maths", () => {
  it("renders inline and display maths to MathML, and leaves prices as text", () => {
    const html = renderPracticeMarkdown("Mean $\\bar x$ costs $5 and $6.\n\n$$\\frac{1}{3}$$");
    expect(html).toMatch(/<math>(<mrow>)?<mover><mi>x<\/mi>/);
    expect(html).toContain("costs $5 and $6.");
    expect(html).toMatch(
      /<span class="math-display" tabindex="0"><math display="block"[^>]*><mfrac><mn>1<\/mn><mn>3<\/mn><\/mfrac>/,
    );
  });

  it("keeps dollars in code and escaped dollars as text", () => {
    const html = renderPracticeMarkdown("Use `$x$` or \\$7.\n\n```python\nprint('$a$')\n```");
    expect(html).toContain("<code>$x$</code>");
    expect(html).toContain("or $7.");
    expect(html).toContain("print('$a$')");
    expect(html).not.toContain("<math");
  });

  it("renders tables, headings from h3, and images with lazy loading", () => {
    const html = renderPracticeMarkdown(
      "# Data\n\n| x | y |\n|---|---|\n| 1 | 2 |\n\n![Graph](/files/graph.png)",
    );
    expect(html).toContain("<h3>Data</h3>");
    expect(html).toContain("<table>");
    expect(html).toContain(
      '<img src="/files/graph.png" alt="Graph" loading="lazy" decoding="async" />',
    );
  });

  it("lets neither Markdown nor maths inject markup", () => {
    const html = renderPracticeMarkdown(
      [
        "<script>alert(1)</script><img src=x onerror=alert(1)>",
        "[link](javascript:alert(1)) <a href='data:text/html,x'>d</a>",
        "$\\href{javascript:alert(1)}{x}$ $\\htmlClass{x}{y}$ $\\style{color:red}{z}$",
        "$\\color{transparent}{w}$ $x</math><script>alert(2)</script>$",
        '<math><mi onclick="alert(3)" href="javascript:alert(4)" style="color:red">q</mi></math>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|onerror=|onclick=|href="(javascript|data)|style=/i);
    expect(html).not.toContain("<a href");
    expect(html).toContain("<code>\\href{javascript:alert(1)}{x}</code>");
  });

  it("makes only a display formula's own box focusable", () => {
    const html = renderPracticeMarkdown(
      '<span tabindex="0">a</span> <span class="math-display" tabindex="5">b</span>\n\n$$x$$',
    );
    expect(html.match(/tabindex/g)).toHaveLength(1);
    expect(html).toContain('<span class="math-display" tabindex="0"><math');
  });

  it("shows a formula too deep or too long as its source instead of failing", () => {
    const deep = "{".repeat(MAX_FORMULA_DEPTH + 1) + "x" + "}".repeat(MAX_FORMULA_DEPTH + 1);
    expect(renderPracticeMarkdown(`$$${deep}$$`)).toContain("<code>{{{");
    expect(renderPracticeMarkdown("$\\frac{1}$")).toContain("<code>\\frac{1}</code>");
    expect(() => renderPracticeMarkdown(">".repeat(10_000) + " x")).not.toThrow();
  });

  it("gives an option's Markdown without its paragraph", () => {
    expect(renderPracticeInline("$x = 2$")).toBe(
      "<math><mrow><mi>x</mi><mo>=</mo><mn>2</mn></mrow></math>",
    );
    expect(renderPracticeInline("two\n\nparagraphs")).toBe("<p>two</p>\n<p>paragraphs</p>");
  });
});

describe("colours in maths", () => {
  /** Every attribute name, and the text a reader sees (the TeX annotation left out), read by an HTML parser. */
  function read(html: string): { names: string[]; text: string } {
    const names: string[] = [];
    let text = "";
    let inAnnotation = 0;
    const parser = new Parser({
      onopentag: (name, attribs) => {
        names.push(...Object.keys(attribs));
        if (name === "annotation") inAnnotation++;
      },
      onclosetag: (name) => {
        if (name === "annotation") inAnnotation--;
      },
      ontext: (chunk) => {
        if (!inAnnotation) text += chunk;
      },
    });
    parser.write(html);
    parser.end();
    return { names, text };
  }

  it.each([
    ["\\colorbox", "$\\colorbox{white}{hidden}$ shown"],
    ["\\rule", "$\\rule{1em}{1em}$ shown"],
    ["\\color", "$\\color{white}{hidden}$ shown"],
    ["\\textcolor", "$\\textcolor{black}{hidden}$ shown"],
    ["\\fcolorbox", "$\\fcolorbox{red}{black}{hidden}$ shown"],
  ])("%s keeps the theme's colours: no mathcolor or mathbackground on any element", (_, md) => {
    // Temml writes a colour (the check is only meaningful if it does).
    expect(temml.renderToString(md.split("$")[1]!)).toMatch(/mathcolor|mathbackground|style=/);
    const html = renderPracticeMarkdown(md);
    const { names, text } = read(html);
    expect(names).not.toContain("mathcolor");
    expect(names).not.toContain("mathbackground");
    expect(names).not.toContain("style");
    expect(text).toContain("shown");
    if (md.includes("hidden")) expect(text.replace(/\s/g, "")).toContain("hidden");
  });
});
