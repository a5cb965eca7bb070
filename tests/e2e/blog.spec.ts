import { expect, type Page, test } from "@playwright/test";
import { blogPosts } from "~db/schema";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { startServerWith } from "./support/server";

const category = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Category" }).getByRole("link", { name, exact: true });
const cards = (page: Page) =>
  page.getByRole("region", { name: /Latest articles|Results for/ }).getByRole("article");

for (const width of [375, 1280]) {
  test(`blog list at ${width} px: featured newest post, cards, categories, axe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    const featured = page.getByRole("region", { name: "Featured article" });
    await expect(featured.getByRole("heading")).toHaveText("Welcome to the hub");
    await expect(featured.getByRole("link", { name: "Welcome to the hub" })).toHaveAttribute(
      "href",
      "/blog/welcome-to-the-hub",
    );
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByText("Term schedule notes (draft)")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Category" }).getByRole("link")).toHaveText([
      "All",
      "Official",
      "Experience",
      "Academic",
      "Career",
      "News",
      "Industry",
    ]);
    const first = cards(page).first();
    await expect(first).toContainText("Experience");
    await expect(first).toContainText("Ananya R.");
    // Computed from its ~40 words, not the default 5 min.
    await expect(first).toContainText("1 min read");
    await expect(first).toContainText("#foundation");
    await expect(first.locator("img")).toHaveAttribute(
      "src",
      /^\/blog\/foundation-while-working\/cover\.svg\?v=[0-9a-f]{8}$/,
    );
    await expectNoAxeViolations(page);
  });
}

test("category filter lives in the URL; an empty category says so", async ({ page }) => {
  await page.goto("/blog");
  await waitForHydration(page);
  await category(page, "Career").click();
  await expect(page).toHaveURL(/\/blog\?category=career$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Internships for data science students");
  await category(page, "Industry").click();
  await expect(page.getByText("No neural data found in this category.")).toBeVisible();
  await page.goBack();
  await expect(cards(page)).toHaveCount(1);
  await category(page, "All").click();
  await expect(page.getByRole("region", { name: "Featured article" })).toBeVisible();
});

test("search really searches posts, with and without JavaScript", async ({ page, browser }) => {
  await page.goto("/blog");
  const search = page.getByRole("searchbox", { name: "Search the blog" });
  // A GET form: Enter sends it (the page loads no script, ADR 025).
  await search.fill("grading formula");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=grading\+formula/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Reading the grading formula");
  await search.fill("portfolio");
  await search.press("Enter");
  await expect(cards(page).first()).toContainText("Internships");
  await search.fill("nothing-like-this");
  await search.press("Enter");
  await expect(page.getByText("No articles match “nothing-like-this”.")).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/blog");
  await noJs.getByRole("searchbox", { name: "Search the blog" }).fill("weekly routine");
  await noJs.getByRole("button", { name: "Search" }).click();
  await expect(cards(noJs)).toHaveCount(1);
  await expect(cards(noJs).first()).toContainText("working full time");
  await context.close();
});

for (const width of [375, 1280]) {
  test(`post page at ${width} px: everything the spec lists`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/blog/foundation-while-working");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How I cleared the foundation level while working full time",
    );
    const article = page.getByRole("main").getByRole("article").first();
    await expect(article).toContainText("Experience");
    await expect(article).toContainText("Ananya R.");
    await expect(article).toContainText("1 min read");
    await expect(article.getByRole("heading", { name: "What worked" })).toBeVisible();
    await expect(article.getByRole("list", { name: "Tags" })).toContainText("#time management");
    await expect(page).toHaveTitle(/How I cleared the foundation level/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "BlogPosting", author: { name: "Ananya R." } });
    await expectNoAxeViolations(page);
  });
}

test("a missing or unpublished post is Data Not Found with HTTP 404", async ({ page }) => {
  for (const slug of ["no-such-post", "term-schedule-notes-draft"]) {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data Not Found");
    await expect(
      page.getByText("The neural data you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  }
  await expectNoAxeViolations(page);
});

test("feeds: RSS, sitemap and robots.txt", async ({ request }) => {
  const rss = await request.get("/blog/rss.xml");
  expect(rss.headers()["content-type"]).toContain("application/rss+xml");
  expect(await rss.text()).toContain("/blog/welcome-to-the-hub</link>");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/internship-checklist</loc>");
  expect(sitemap).not.toContain("term-schedule-notes-draft");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin");
  // Feed readers discover the feed from any public page, not only from /blog.
  for (const path of ["/", "/blog", "/resources", "/about", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(
      /<link[^>]* rel="alternate" type="application\/rss\+xml" title="Blog RSS" href="\/blog\/rss.xml"\/>/.test(
        html,
      ),
      `${path} links the feed`,
    ).toBe(true);
  }
});

test("no published posts: a placeholder featured article and an empty list", async ({
  browser,
}) => {
  const server = await startServerWith(async (db) => {
    await db.insert(blogPosts).values({
      title: "Unpublished",
      slug: "unpublished",
      excerpt: "x",
      content: "<p>x</p>",
      category: "News",
      author: "A",
      published: false,
    });
  });
  const page = await browser.newPage({ baseURL: server.baseURL });
  try {
    await page.goto("/blog");
    await expect(
      page.getByRole("region", { name: "Featured article" }).getByRole("heading"),
    ).toHaveText("Transmissions begin soon");
    await expect(cards(page)).toHaveCount(0);
  } finally {
    await page.close();
    await server.stop();
  }
});
