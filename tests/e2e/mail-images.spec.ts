// The images mail shows load from other origins: a web mail client's page, and the admin's preview
// of an issue, which shows the mail in a sandboxed frame (an opaque origin). They are sent with
// `Cross-Origin-Resource-Policy: cross-origin`; every other answer keeps `same-origin`
// (server/resource-policy.ts).
import { expect, test } from "@playwright/test";
import { blogPosts } from "~db/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const TITLE = "Mock week: what to revise";
const SLUG = "mock-week-what-to-revise";
// The mail itself is in sandboxed frames, where no script (axe's included) runs.
const AXE = { exclude: ["iframe[sandbox]"] };

// Starting a server of its own takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });
const adminPage = withAdminServer(async (db) => {
  await db.insert(blogPosts).values({
    title: TITLE,
    slug: SLUG,
    excerpt: "The weeks that come up most, and where their notes are.",
    content: "<p>Start with weeks 3 and 7.</p>",
    category: "Academic",
    author: "Asha",
  });
});

test("at 375 px the newsletter preview shows the post's cover; only mail images load cross-origin", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/blogs");
  await page.goto("/admin/blogs");
  await waitForHydration(page);
  await page
    .getByRole("row")
    .filter({ hasText: TITLE })
    .getByRole("button", { name: `Email ${TITLE} to subscribers` })
    .click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);

  for (const [label, px] of [
    ["phone", 375],
    ["desktop", 640],
  ] as const) {
    const title = `The mail at ${label} width, ${px} pixels`;
    await page.getByTitle(title).scrollIntoViewIfNeeded();
    const cover = page.frameLocator(`iframe[title="${title}"]`).getByRole("img", { name: TITLE });
    await expect(cover).toHaveAttribute("src", new RegExp(`/blog/${SLUG}/preview\\.jpg\\?v=`));
    // A blocked image is never decoded: it stays 0 wide.
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
        message: label,
      })
      .toBe(1200);
  }
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, AXE);

  // The image as a mail client fetches it, and the pages and other images around it.
  const image = await page.request.get(`/blog/${SLUG}/preview.jpg`);
  expect(image.status()).toBe(200);
  expect(image.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  for (const path of [`/blog/${SLUG}`, `/blog/${SLUG}/cover.svg`, "/favicon.svg"]) {
    const response = await page.request.get(path);
    expect(response.headers()["cross-origin-resource-policy"], path).toBe("same-origin");
  }
  await page.context().close();
});
