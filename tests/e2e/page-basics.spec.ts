// Every public page: HTTP 200 with its content in the server HTML, its own <title> and
// description, one <h1>, a canonical URL, and the language set.
import { expect, test } from "@playwright/test";
import { STATIC_PATHS } from "../../app/routes/feeds/sitemap.xml";

const PAGES = [
  ...STATIC_PATHS,
  "/resources/foundation/mathematics",
  "/resources/foundation/mathematics/lectures",
  "/resources/foundation/mathematics/notes",
  "/resources/foundation/mathematics/pyqs",
  "/blog/welcome-to-the-hub",
];

test("every public page has its own title, description, one h1 and a canonical URL", async ({
  request,
}) => {
  const titles = new Map<string, string>();
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<html lang="en"/);
    expect(html.match(/<h1\b/g), `${path}: one h1`).toHaveLength(1);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
    expect(title.length, `${path}: title`).toBeGreaterThan(3);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length, `${path}: description`).toBeGreaterThan(20);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(canonical, `${path}: canonical`).toMatch(/^https?:\/\/[^/]+\//);
    if (titles.has(title)) {
      throw new Error(`${path} repeats the title of ${titles.get(title)}: ${title}`);
    }
    titles.set(title, path);
  }
});
