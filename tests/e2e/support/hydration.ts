import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page, so client-side behaviour (state, router) is live. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
  );
}
