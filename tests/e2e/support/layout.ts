import { expect, type Page } from "@playwright/test";

/** Fails when the page is wider than the viewport (a sideways scroll on phones). */
export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, "page width at this viewport").toBeLessThanOrEqual(innerWidth);
}
