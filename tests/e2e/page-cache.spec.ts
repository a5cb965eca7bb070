// The page cache never shows a visitor a page older than the last admin change.
import { expect, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { waitForHydration } from "./support/hydration";
import { startServerWith } from "./support/server";

const adminPage = withAdminServer();

test("an admin's new blog post is on the cached public blog page at once", async ({ browser }) => {
  const admin = await adminPage(browser, 1280, "/admin/blogs?new=1");
  const visitor = await browser.newContext({ baseURL: new URL(admin.url()).origin });
  const warm = await visitor.request.get("/blog");
  expect(await warm.text()).not.toContain("Cache Busting Week");
  expect((await visitor.request.get("/blog")).headers()["x-cache"]).toBe("HIT");

  await waitForHydration(admin);
  const dialog = admin.getByRole("dialog", { name: "Add Blog Post" });
  await dialog.getByLabel(/^Title/).fill("Cache Busting Week");
  await dialog.getByLabel(/^Category/).fill("Study Tips");
  await dialog.getByLabel(/^Author/).fill("E2E Author");
  await dialog.getByLabel(/^Excerpt/).fill("Fresh every time");
  await dialog.getByLabel(/^Content/).fill("<p>New.</p>");
  await dialog.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(admin.getByRole("row").filter({ hasText: "Cache Busting Week" })).toBeVisible();

  const page = await visitor.newPage();
  const response = await page.goto("/blog");
  expect(response?.headers()["x-cache"]).toBeUndefined();
  await expect(page.getByText("Cache Busting Week").first()).toBeVisible();
  // And the fresh copy is what the cache now serves.
  const again = await visitor.request.get("/blog");
  expect(again.headers()["x-cache"]).toBe("HIT");
  expect(await again.text()).toContain("Cache Busting Week");
  await visitor.close();
});

test("a refused or anonymous post to an admin address does not empty the cache", async ({
  request,
  baseURL,
}) => {
  const path = `/about?flush=${Date.now()}`;
  const hit = async () => {
    // Other tests write in parallel and may empty the cache: warm it again if they did.
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request.get(path);
      if (response.headers()["x-cache"] === "HIT") return response.headers()["etag"];
    }
    return undefined;
  };
  const attempts: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { Origin: "https://evil.example", Cookie: "admin_session=forged" },
    { Origin: baseURL! },
  ];
  for (const headers of attempts) {
    // A parallel test's real admin write may empty the cache between the post and the look:
    // the post keeps it in at least one of five tries (when it empties it, in none).
    let kept = false;
    for (let round = 0; round < 5 && !kept; round++) {
      const etag = await hit();
      expect(etag).toBeTruthy();
      const refused = await request.post("/admin/blogs", { headers, maxRedirects: 0 });
      expect(refused.status()).toBeGreaterThanOrEqual(300);
      const after = await request.get(path);
      kept = after.headers()["x-cache"] === "HIT" && after.headers()["etag"] === etag;
    }
    expect(kept, JSON.stringify(headers)).toBe(true);
  }
});

test("the pages that show only the settings are rendered as the server starts", async ({
  request,
}) => {
  // A server of its own: on the shared one, another test's settings change makes these pages
  // stale, and only a reader's GET stores them again.
  test.setTimeout(180_000);
  const server = await startServerWith(async () => {}, { SITE_URL: "https://hub.example" });
  try {
    // The start-up renders them under the site's host. A HEAD request is never stored, so a
    // hit can only be the start-up's render.
    const headers = { host: "hub.example" };
    const head = async (path: string) =>
      (await request.head(`${server.baseURL}${path}`, { headers })).headers()["x-cache"];
    for (const path of ["/", "/about", "/cancellation-refund", "/tools", "/robots.txt"]) {
      await expect
        .poll(() => head(path), { message: `${path} rendered at start`, timeout: 20_000 })
        .toBe("HIT");
    }
    // A page that shows content is rendered for its first reader, not at start.
    expect(await head("/blog")).toBeUndefined();
  } finally {
    await server.stop();
  }
});
