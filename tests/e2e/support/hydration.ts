import type { Page } from "@playwright/test";

/**
 * Waits until the page is ready for a test to act: React has hydrated it, on the pages that load
 * React (ADR 025: React Router's boot script, which names the route modules). A reading page loads
 * no React (at most a small script of its own, ADR 048), so it is ready once loaded.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('script[type="module"]')].some((script) =>
        script.textContent?.includes("__reactRouterRouteModules"),
      ) || Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
  );
}

/**
 * Records every state a page's `[data-pending]` submit buttons pass through ("label|disabled"),
 * in sessionStorage so the record outlives the navigation the post starts. Locators cannot look
 * at a page whose navigation is under way, so the pending state is read afterwards with
 * `recordedPendingStates`.
 */
export async function recordPendingStates(page: Page) {
  await page.addInitScript(() => {
    const record = () => {
      const log: string[] = JSON.parse(sessionStorage.getItem("pending-states") ?? "[]");
      for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-pending]")) {
        const state = `${button.textContent?.trim()}|${button.disabled ? "disabled" : "enabled"}`;
        if (log.at(-1) !== state) log.push(state);
      }
      sessionStorage.setItem("pending-states", JSON.stringify(log));
    };
    const start = () => {
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ["disabled"],
      });
    };
    if (document.body) start();
    else document.addEventListener("DOMContentLoaded", start);
  });
}

/** The states recorded since `recordPendingStates`, e.g. ["Subscribing...|disabled"]. */
export async function recordedPendingStates(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("pending-states") ?? "[]"));
}

/** Delays the POSTs to URLs matching `url` by 300 ms, so a pending state lasts long enough. */
export async function slowPosts(page: Page, url: RegExp) {
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 300));
    await route.continue();
  });
}
