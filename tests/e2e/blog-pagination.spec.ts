// The blog list with more posts than one page: the newest is featured above page 1, then 12
// cards a page, with previous / next links that keep the category, with and without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { blogPosts } from "~db/schema";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { startServerWith, type TestServer } from "./support/server";

let server: TestServer;
test.beforeAll(async () => {
  server = await startServerWith(async (db) => {
    await db.insert(blogPosts).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Paged post ${i + 1}`,
        slug: `paged-post-${i + 1}`,
        excerpt: "An excerpt",
        content: "<p>Body</p>",
        category: i % 2 === 0 ? "Study Tips" : "Career",
        author: "E2E Author",
        createdAt: new Date(Date.UTC(2026, 0, 1) - i * 3_600_000),
      })),
    );
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const cards = (page: Page) =>
  page.getByRole("region", { name: /Latest articles|Results/ }).getByRole("heading", { level: 3 });

for (const javaScriptEnabled of [true, false]) {
  test(`pages of the blog list (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/blog");
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Featured article" })).toContainText(
      "Paged post 1",
    );
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toContainText("Paged post 2");
    await expect(pager(page).getByText("Page 1 of 3", { exact: true })).toBeVisible();

    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole("region", { name: "Featured article" })).toHaveCount(0);
    await expect(cards(page).first()).toContainText("Paged post 14");
    await expect(cards(page)).toHaveCount(12);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // A category starts again at its first page: 15 career posts, 12 then 3.
    await page
      .getByRole("navigation", { name: "Category" })
      .getByRole("link", { name: "Career" })
      .click();
    await expect(page).toHaveURL(/\?category=career$/);
    await expect(cards(page)).toHaveCount(12);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?category=career&page=2$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).last()).toContainText("Paged post 30");
    await context.close();
  });
}
