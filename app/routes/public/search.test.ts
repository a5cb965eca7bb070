// /search rendered by the whole app against the demo content: results grouped with their links,
// filters and pages in the URL, the empty states, noindex, and no JavaScript.
import { afterAll, beforeAll, expect, it } from "vitest";
import { getSiteSettings } from "~/features/settings/queries.server";
import { indexSiteDocuments } from "~/features/settings/search-documents.server";
import { describeWithDatabase } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";

describeWithDatabase("/search", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());

  async function page(path: string) {
    await seedDemoContent(getDb());
    await indexSiteDocuments(getDb(), await getSiteSettings(getDb()));
    const response = await app.fetch(path);
    return { response, html: await response.text() };
  }

  it("groups results by kind with level, subject and term, and links to the paper", async () => {
    const { response, html } = await page("/search?q=maths+2+quiz+1+pyq");
    expect(response.status).toBe(200);
    expect(html).toContain("Results for “maths 2 quiz 1 pyq”");
    expect(html).toMatch(/<h2 id="results-pyqs"[^>]*>PYQs/);
    expect(html).toContain("Foundation · Mathematics for Data Science II · Term 2 · Quiz 1");
    expect(html).toMatch(/href="\/files\/[^"]+"/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    // A reading page: no script of the app.
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("window.__reactRouterContext");
  });

  it("links a subject result to its page and marks the words found", async () => {
    const { html } = await page("/search?q=statistics");
    expect(html).toContain('href="/resources/foundation/statistics"');
    expect(html).toMatch(/<mark[^>]*>[Ss]tatistic/);
  });

  it("filters by level and kind in the URL, with pages", async () => {
    const { html } = await page("/search?q=notes&level=diploma&kind=notes");
    expect(html).toContain("at Diploma level in Notes");
    expect(html).not.toContain("Foundation · ");
    expect(html).toMatch(/aria-current="true"[^>]*>Diploma</);
    const first = await app.fetch("/search?q=notes");
    const firstHtml = await first.text();
    expect(firstHtml).toContain('href="/search?q=notes&amp;page=2"');
    const second = await (await app.fetch("/search?q=notes&page=2")).text();
    expect(second).toContain("Page 2 of");
  });

  it("suggests what to try when nothing is found or nothing is asked", async () => {
    const none = await page("/search?q=qwertyuiop+zxcvbnm&kind=tool");
    expect(none.html).toContain("Nothing found for “qwertyuiop zxcvbnm”");
    expect(none.html).toContain('href="/search?q=qwertyuiop+zxcvbnm"');
    expect(none.html).toContain('href="/search?q=statistics+notes"');
    const empty = await app.fetch("/search");
    const emptyHtml = await empty.text();
    expect(empty.status).toBe(200);
    expect(emptyHtml).toContain("What are you looking for?");
  });

  it("ignores malformed filters and pages instead of failing", async () => {
    for (const path of [
      "/search?q=%00",
      "/search?q=' OR 1=1 --&level=x&kind=<b>&page=-5",
      `/search?q=${"a".repeat(5000)}`,
      "/search?q=()!:*&|<->",
    ]) {
      const response = await app.fetch(path);
      expect(response.status, path).toBe(200);
    }
  });

  it("puts a plain GET search form in every public page's header, and describes it for browsers", async () => {
    const { html } = await page("/about");
    expect(html).toMatch(
      /<form role="search" aria-label="Site"[^>]* action="\/search" method="get">/,
    );
    expect(html).toContain('<label for="site-search" class="sr-only">Search the site</label>');
    expect(html).toContain(
      'rel="search" type="application/opensearchdescription+xml" title="BS Degree Hub" href="/opensearch.xml"',
    );
    const response = await app.fetch("/opensearch.xml");
    expect(response.headers.get("Content-Type")).toContain("application/opensearchdescription+xml");
    const xml = await response.text();
    expect(xml).toContain('template="http://localhost/search?q={searchTerms}"');
    expect(xml).toContain("<ShortName>BS Degree Hub</ShortName>");
  });
});
