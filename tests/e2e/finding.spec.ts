// Finding things (issue 15): the resources search across levels, level tabs, breadcrumbs
// and their JSON-LD, /about in the footer, blog tag pages, related posts, share links, drawn
// covers and computed read times. Each at 375 and 1280 px with axe.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { saveE2ESettingsFirst } from "./support/settings";

saveE2ESettingsFirst();

const results = (page: Page) => page.getByRole("region", { name: /^Results for/ });

/** The top of each tab of a tab row, so one value means one row. */
async function rowTops(page: Page, nav: string) {
  return page
    .getByRole("navigation", { name: nav })
    .getByRole("listitem")
    .evaluateAll((items) => [...new Set(items.map((li) => li.getBoundingClientRect().top))]);
}

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((b) => b["@type"] === type);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("'python' from the foundation tab finds Programming in Python in Term 2 and says where", async ({
      page,
    }) => {
      await page.goto("/resources");
      await page.getByRole("searchbox", { name: "Search subjects" }).fill("python");
      await page.getByRole("searchbox", { name: "Search subjects" }).press("Enter");
      await expect(page).toHaveURL(/\/resources\?q=python$/);
      const found = results(page);
      await expect(found.getByRole("heading", { level: 2 })).toHaveText("Results for “python”");
      // PDSA's official name says Python too.
      await expect(found.getByRole("status")).toHaveText(
        "2 subjects, in Foundation level · Term 2 and Diploma level · Term 1.",
      );
      const group = found.getByRole("region", { name: "Foundation level · Term 2" });
      await expect(group.getByRole("link", { name: /Programming in Python/ })).toHaveAttribute(
        "href",
        "/resources/foundation/programming",
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // The catalogue's shorthand, however it is spaced or numbered.
      for (const q of ["m2", "Maths II", "maths2"]) {
        await page.goto(`/resources?q=${encodeURIComponent(q)}`);
        const cards = results(page).getByRole("listitem").getByRole("link");
        await expect(cards).toHaveCount(1);
        await expect(cards).toHaveAttribute("href", "/resources/foundation/mathematics-2");
      }

      // Nothing found: the same message as before, and a way back.
      await page.goto("/resources/diploma?q=quantum");
      await expect(results(page).getByRole("status")).toHaveText(
        "No subjects match “quantum”. Try another word, or clear the search.",
      );
      await expect(page.getByRole("link", { name: "Clear search" })).toHaveAttribute(
        "href",
        "/resources/diploma",
      );
    });

    test("the search works without JavaScript, from any tab", async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      await page.goto("/resources/tools");
      await page.getByRole("searchbox", { name: "Search subjects" }).fill("maths");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/resources\/tools\?q=maths$/);
      await expect(results(page).getByRole("heading", { level: 3 })).toHaveText([
        "Foundation level · Term 1",
        "Foundation level · Term 2",
      ]);
      await context.close();
    });

    test("the level tabs: one row on a desktop, two at most on a phone; the page never scrolls sideways", async ({
      page,
    }) => {
      for (const path of ["/resources", "/resources/tools", "/blog", "/community"]) {
        await page.goto(path);
        for (const nav of ["Level", "Category", "Community levels"]) {
          if ((await page.getByRole("navigation", { name: nav }).count()) === 0) continue;
          const rows = (await rowTops(page, nav)).length;
          expect(rows, `${path} ${nav}`).toBeLessThanOrEqual(width < 768 ? 2 : 1);
        }
        await expectNoHorizontalScroll(page);
      }
      await page.goto("/resources");
      const level = page.getByRole("navigation", { name: "Level" });
      // The last tab is in sight and works (tests/e2e/tab-rows.spec.ts checks every row).
      await level.getByRole("link", { name: "Tools", exact: true }).click();
      await expect(page).toHaveURL(/\/resources\/tools$/);
      await expect(level.getByRole("link", { name: "Tools", exact: true })).toBeInViewport();
      await expectNoAxeViolations(page);
    });

    test("breadcrumbs on subject pages, with BreadcrumbList JSON-LD", async ({ page }) => {
      // An old link (the spec's "big-data") lands on its course's page (301).
      await page.goto("/resources/diploma/big-data/notes");
      await expect(page).toHaveURL(/\/resources\/diploma\/machine-learning-techniques\/notes$/);
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(trail.getByRole("listitem")).toHaveText([
        "Resources",
        "Diploma",
        "Machine Learning Techniques",
        "Notes",
      ]);
      await expect(trail.getByRole("link", { name: "Diploma" })).toHaveAttribute(
        "href",
        "/resources/diploma",
      );
      await expect(trail.getByText("Notes")).toHaveAttribute("aria-current", "page");
      const list = await jsonLd(page, "BreadcrumbList");
      expect(list.itemListElement).toEqual([
        expect.objectContaining({
          position: 1,
          name: "Resources",
          item: expect.stringMatching(/\/resources$/),
        }),
        expect.objectContaining({
          position: 2,
          name: "Diploma",
          item: expect.stringMatching(/\/resources\/diploma$/),
        }),
        expect.objectContaining({
          position: 3,
          name: "Machine Learning Techniques",
          item: expect.stringMatching(/\/resources\/diploma\/machine-learning-techniques$/),
        }),
        expect.objectContaining({
          position: 4,
          name: "Notes",
          item: expect.stringMatching(/\/resources\/diploma\/machine-learning-techniques\/notes$/),
        }),
      ]);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      for (const [path, last] of [
        ["/resources/foundation/programming", "Programming in Python"],
        ["/resources/foundation/programming/pyqs", "PYQs"],
        ["/resources/foundation/programming/lectures", "Lectures"],
      ] as const) {
        await page.goto(path);
        await expect(trail.getByRole("listitem").last()).toHaveText(last);
        const ld = await jsonLd(page, "BreadcrumbList");
        expect(ld.itemListElement.at(-1)).toMatchObject({ name: last });
      }
      // Back up the trail.
      await trail.getByRole("link", { name: "Programming in Python" }).click();
      await expect(page).toHaveURL(/\/resources\/foundation\/programming$/);
    });

    test("/about is linked from the footer", async ({ page }) => {
      await page.goto("/");
      const about = page.locator("footer").getByRole("link", { name: "About", exact: true });
      await expect(about).toHaveAttribute("href", "/about");
      await about.click();
      await expect(page).toHaveURL(/\/about$/);
      await expectNoAxeViolations(page);
    });

    test("tags lead to tag pages; a tag with no public post is a 404", async ({ page }) => {
      await page.goto("/blog/foundation-while-working");
      await page
        .getByRole("main")
        .getByRole("article")
        .first()
        .getByRole("list", { name: "Tags" })
        .getByRole("link", { name: "#quizzes" })
        .click();
      await expect(page).toHaveURL(/\/blog\/tag\/quizzes$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("#quizzes");
      // Newest first.
      await expect(page.getByRole("article").getByRole("heading")).toHaveText([
        "How I cleared the foundation level while working full time",
        "Reading the grading formula before your first quiz",
      ]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        /\/blog\/tag\/quizzes$/,
      );
      expect((await jsonLd(page, "BreadcrumbList")).itemListElement).toHaveLength(2);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // A tag with a space has a hyphen in its URL.
      await page.goto("/blog/tag/time-management");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("#time management");

      for (const tag of ["no-such-tag", "schedule"]) {
        // "schedule" is the draft's tag: no public post has it.
        const response = await page.goto(`/blog/tag/${tag}`);
        expect(response?.status(), tag).toBe(404);
      }
      const sitemap = await (await page.request.get("/sitemap.xml")).text();
      expect(sitemap).toMatch(/<loc>[^<]*\/blog\/tag\/time-management<\/loc>/);
      expect(sitemap).not.toContain("/blog/tag/schedule");
    });

    test("a post shows related posts and plain share links", async ({ page }) => {
      await page.goto("/blog/foundation-while-working");
      const related = page.getByRole("region", { name: "Related articles" });
      await expect(related.getByRole("article").getByRole("heading")).toHaveText([
        "Reading the grading formula before your first quiz",
      ]);
      const share = page.getByRole("region", { name: "Share this article" });
      const address = (await share
        .getByRole("link", { name: /\/blog\/foundation-while-working$/ })
        .getAttribute("href"))!;
      expect(address).toMatch(/^https?:\/\/[^/]+\/blog\/foundation-while-working$/);
      const encoded = encodeURIComponent(address);
      const expected: [string, string][] = [
        ["Share on X", `https://x.com/intent/post?url=${encoded}&text=`],
        ["Share on LinkedIn", `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
        ["Share on WhatsApp", "https://wa.me/?text="],
        ["Share on Telegram", `https://t.me/share/url?url=${encoded}&text=`],
        ["Share by E-mail", "mailto:?subject="],
      ];
      for (const [name, start] of expected) {
        const href = await share
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .getAttribute("href");
        expect(href?.startsWith(start), `${name}: ${href}`).toBe(true);
      }
      // No script of another site on the page.
      const scripts = await page
        .locator("script[src]")
        .evaluateAll((s) => s.map((e) => new URL((e as HTMLScriptElement).src).origin));
      expect(new Set(scripts).size <= 1).toBe(true);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });

    test("posts without an image get distinct drawn covers; a short post is a 1 min read", async ({
      page,
      request,
    }) => {
      await page.goto("/blog");
      const cards = page.getByRole("article");
      const sources = await cards
        .locator("img")
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute("src")!));
      expect(sources.length).toBeGreaterThanOrEqual(4);
      expect(new Set(sources).size).toBe(sources.length);
      const [a, b] = await Promise.all(sources.slice(0, 2).map((src) => request.get(src)));
      for (const response of [a!, b!]) {
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        expect(response.headers()["cache-control"]).toContain("immutable");
      }
      expect(await a!.text()).not.toBe(await b!.text());
      // Every image loads (an SVG that failed would stay 0 wide). Below the fold at 375 px they
      // load lazily, a moment after the page: wait for them rather than read once.
      await expect
        .poll(() =>
          cards
            .locator("img")
            .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);

      // The demo posts are about 40 words: a 1 min read, on the list and on the post.
      const welcome = cards.filter({ hasText: "Welcome to the hub" });
      await expect(welcome).toContainText("1 min read");
      await page.goto("/blog/welcome-to-the-hub");
      await expect(page.getByRole("main").getByRole("article").first()).toContainText("1 min read");
      // The drawn cover carries no text (the title is printed above it): decorative.
      await expect(
        page.locator('main article img[src^="/blog/welcome-to-the-hub/cover.svg"]'),
      ).toHaveAttribute("alt", "");
      await expectNoAxeViolations(page);
    });
  });
}
