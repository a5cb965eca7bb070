import { expect, type Page } from "@playwright/test";

type Recorded = Window & { __shownToasts?: string[] };

/**
 * Records the text of every status message (toast) shown from now on. A toast is on screen for
 * 3 s (spec); on a loaded machine two polls of `toBeVisible` can be further apart than that, and
 * the toast then comes and goes unseen. Call before the action; client navigations keep the
 * record, a full page load starts a new one.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const w = window as Recorded;
    if (w.__shownToasts) return;
    const shown: string[] = [];
    w.__shownToasts = shown;
    const collect = () => {
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent?.trim();
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(collect).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Passes once a toast containing `text` has been shown since `recordToasts`. */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as Recorded).__shownToasts ?? []), {
      message: `a toast saying "${text}"`,
    })
    .toContainEqual(expect.stringContaining(text));
}
