// A post on a phone: its drawn cover is a pattern in the category's colours with no text (the
// title is printed right above it), and its address is a plain link with a "Copy link" button
// and, where the device has one, its share sheet (ADR 048). Without JavaScript the link stays.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";

const POST = "/blog/welcome-to-the-hub";
const PHONE = { width: 375, height: 812 };

const sharePanel = (page: Page) => page.getByRole("region", { name: "Share this article" });
const addressLink = (page: Page) =>
  sharePanel(page).getByRole("link", { name: /\/blog\/welcome-to-the-hub$/ });

/** Console messages about the Content-Security-Policy (a blocked inline script says so). */
function cspErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

async function phonePage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  return { context, page: await context.newPage() };
}

test("at 375 px a drawn cover carries no text, on the post and on the list", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(POST);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the hub");
  const cover = page.locator(`main article img[src^="${POST}/cover.svg"]`);
  await expect(cover).toBeVisible();
  // Decorative: the title and category are printed above it.
  await expect(cover).toHaveAttribute("alt", "");
  const covers = [(await cover.getAttribute("src"))!];

  await page.goto("/blog");
  const cards = await page
    .locator('main img[src*="/cover.svg"]')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src")!));
  expect(cards.length).toBeGreaterThanOrEqual(3);
  covers.push(...cards);
  for (const src of new Set(covers)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    const svg = await response.text();
    expect(svg, src).not.toMatch(/<text\b|<tspan\b/);
    expect(svg, src).not.toContain("Welcome to the hub");
  }
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test("at 375 px the post's address is a link with a Copy link button", async ({ browser }) => {
  const { context, page } = await phonePage(browser);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors = cspErrors(page);
  // Twice: rendered for this request (the script carries its nonce), then from the page cache
  // (allowed by its hash).
  for (const round of [1, 2]) {
    await page.goto(POST);
    const link = addressLink(page);
    await expect(link).toBeVisible();
    const address = (await link.getAttribute("href"))!;
    expect(address).toMatch(/^https?:\/\/[^/]+\/blog\/welcome-to-the-hub$/);
    // Monospace was a form field's look; it is a link now.
    expect(await link.evaluate((a) => getComputedStyle(a).fontFamily)).not.toMatch(/mono/i);

    const copy = sharePanel(page).getByRole("button", { name: "Copy link" });
    await expect(copy, `round ${round}`).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await copy.click();
    await expect(sharePanel(page).getByRole("status")).toHaveText("Link copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // No share sheet on this device: no button that would do nothing.
    await expect(sharePanel(page).getByRole("button", { name: "Share…" })).toBeHidden();
  }
  expect(errors, "CSP violations").toEqual([]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await context.close();
});

test("at 375 px a phone's share sheet opens with the post's title and address", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser);
  // A phone's navigator.share, recording what it was given.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(POST);
  const address = await addressLink(page).getAttribute("href");
  const share = sharePanel(page).getByRole("button", { name: "Share…" });
  await expect(share).toBeVisible();
  await share.click();
  expect(
    await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls),
  ).toEqual([{ title: "Welcome to the hub", url: address }]);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await context.close();
});

test("at 375 px without JavaScript the address is still a plain link, with no dead buttons", async ({
  browser,
}) => {
  const { context, page } = await phonePage(browser, { javaScriptEnabled: false });
  await page.goto(POST);
  await expect(addressLink(page)).toBeVisible();
  await expect(addressLink(page)).toHaveAttribute("href", /\/blog\/welcome-to-the-hub$/);
  await expect(sharePanel(page).getByRole("button")).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await context.close();
});
