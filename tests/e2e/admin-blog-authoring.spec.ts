// Blog authoring (issue 14): Markdown with a live preview rendered by the server, a cover image
// uploaded and published as responsive <picture> sources, tags, scheduling, at 1280 and 375 px,
// and the Preview button without JavaScript.
import { expect, type Page, test } from "@playwright/test";
import { testImage } from "../setup/images";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const adminPage = withAdminServer();

/** The dialog's submit button can be reached in this window (the dialog scrolls, not the page). */
async function expectSubmitReachable(page: Page, name: string) {
  const button = page.getByRole("dialog").getByRole("button", { name });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
}

test("write a post in Markdown with a cover at 1280x720, preview it, publish it, see srcset on /blog/:slug", async ({
  browser,
}) => {
  const page = await adminPage(browser, 1280, "/admin/blogs?new=1");
  await page.setViewportSize({ width: 1280, height: 720 });
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
  await dialog.getByLabel(/^Title/).fill("Signals From Week Nine");
  await expect(dialog.getByLabel(/^Slug/)).toHaveValue("signals-from-week-nine");
  await dialog.getByLabel(/^Category/).fill("Academic");
  await dialog.getByLabel(/^Author/).fill("E2E Author");
  await dialog.getByLabel(/^Tags/).fill("exams, study tips");
  await dialog.getByLabel(/^Excerpt/).fill("What the quiz taught us");
  await expect(dialog.getByLabel(/^Format/)).toHaveValue("markdown");
  await dialog
    .getByLabel(/^Content \(Markdown\)/)
    .fill(
      '# Plan\n\nRevise **every** week.\n\n- Sleep\n- Practise\n\n<img src=x onerror="window.pwned=1">',
    );
  const preview = dialog.getByTestId("post-preview");
  await expect(preview.locator("h2")).toHaveText("Plan");
  await expect(preview.locator("strong")).toHaveText("every");
  expect(await preview.innerHTML()).not.toContain("onerror");

  const jpeg = await testImage(1800, 1000, "jpeg");
  await dialog.getByLabel("Upload cover").setInputFiles({
    name: "week-nine.jpg",
    mimeType: "image/jpeg",
    buffer: jpeg,
  });
  await dialog.getByLabel(/^Cover alt text/).fill("A yellow circle on a blue desk");
  await expect(dialog.getByLabel("Published")).toBeChecked();
  await expectNoAxeViolations(page, { exclude: ['[data-testid="post-preview"]'] });
  await expectSubmitReachable(page, "Add Blog Post");
  await dialog.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post added" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("row").filter({ hasText: "Signals From Week Nine" })).toContainText(
    "Published",
  );

  await page.goto("/blog/signals-from-week-nine");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signals From Week Nine");
  await expect(page.getByRole("heading", { name: "Plan" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" })).toContainText("#study tips");
  const cover = page.locator("main picture img");
  await expect(cover).toHaveAttribute("alt", "A yellow circle on a blue desk");
  await expect(cover).toHaveAttribute("width", "1440");
  await expect(cover).toHaveAttribute("height", "800");
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("loading", "eager");
  await expect(cover).toHaveAttribute(
    "srcset",
    /-480w\.jpg 480w, .*-960w\.jpg 960w, .*-1440w\.jpg 1440w/,
  );
  await expect(page.locator('main picture source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\/covers\/cover-[0-9a-f-]+-480w\.avif 480w/,
  );
  await expect(page.locator('main picture source[type="image/webp"]')).toHaveAttribute(
    "sizes",
    /768px/,
  );
  // The browser picked and decoded one of the variants.
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  // As a visitor sees it (an admin's own requests are never marked public).
  const image = await fetch(src);
  expect(image.status).toBe(200);
  expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(image.headers.get("content-type")).toMatch(/^image\/(avif|webp|jpeg)$/);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  // The body holds the admin's own markup (an image without alt text, on purpose).
  await expectNoAxeViolations(page, { exclude: [".post-body"] });

  await page.goto("/blog");
  await expect(
    page.getByRole("region", { name: "Featured article" }).locator("picture img"),
  ).toHaveAttribute("width", "1440");
});

test("schedule a post for later at 375 px: Scheduled in the list, not found publicly", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/blogs?new=1");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
  await dialog.getByLabel(/^Title/).fill("Future Transmission");
  await dialog.getByLabel(/^Category/).fill("News");
  await dialog.getByLabel(/^Author/).fill("E2E Author");
  await dialog.getByLabel(/^Excerpt/).fill("Coming soon");
  await dialog.getByLabel(/^Content/).fill("Soon **enough**.");
  await expect(dialog.getByTestId("post-preview").locator("strong")).toHaveText("enough");
  await dialog.getByLabel(/^Publish at/).fill("2099-01-01T09:30");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, { exclude: ['[data-testid="post-preview"]'] });
  await expectSubmitReachable(page, "Add Blog Post");
  await dialog.getByRole("button", { name: "Add Blog Post" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Blog post added" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Future Transmission" })).toContainText(
    "Scheduled",
  );
  await expect(page.getByRole("row").filter({ hasText: "Future Transmission" })).toContainText(
    "1 Jan 2099, 9:30 am IST",
  );
  const response = await page.goto("/blog/future-transmission");
  expect(response?.status()).toBe(404);
  await page.goto("/blog");
  await expect(page.getByText("Future Transmission")).toHaveCount(0);
});

test("without JavaScript the Preview button shows the rendered post and keeps what was typed", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 1280);
  const cookies = await signedIn.context().cookies();
  const context = await browser.newContext({
    baseURL: new URL(signedIn.url()).origin,
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto("/admin/blogs?new=1");
  const dialog = page.getByRole("dialog", { name: "Add Blog Post" });
  await dialog.getByLabel(/^Title/).fill("No Script Post");
  await dialog.getByLabel(/^Content/).fill("## Hello\n\nPlain *text*.");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const after = page.getByRole("dialog", { name: "Add Blog Post" });
  await expect(after.getByTestId("post-preview").locator("h2")).toHaveText("Hello");
  await expect(after.getByTestId("post-preview").locator("em")).toHaveText("text");
  await expect(after.getByLabel(/^Title/)).toHaveValue("No Script Post");
  await expect(after.getByLabel(/^Content/)).toHaveValue(/## Hello\s+Plain \*text\*\./);
});
