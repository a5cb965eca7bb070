import { expect, type Page } from "@playwright/test";

type Recorded = Window & { __shownToasts?: string[] };

/**
 * Records the text of every toast announced on the page: each text a status region takes. A toast
 * lasts 3 s and a poll of `getByRole("status")` on a loaded machine can miss it (issue 15:
 * "Submission approved" missed in CI while the trace shows it on screen); a MutationObserver
 * sees every one. Installed on every page load by `withAdminServer` (an init script); safe to
 * call twice.
 */
export function installToastRecorder() {
  const w = window as Recorded;
  if (w.__shownToasts) return;
  const shown: string[] = [];
  w.__shownToasts = shown;
  // The text each live region last had: a toast is recorded when its region's text changes.
  const last = new WeakMap<Element, string>();
  const collect = () => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent?.trim() ?? "";
      if (text && last.get(element) !== text) shown.push(text);
      last.set(element, text);
    }
  };
  const start = () =>
    new MutationObserver(collect).observe(document.documentElement, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  if (document.documentElement) start();
  else document.addEventListener("DOMContentLoaded", start);
}

/** Installs the recorder on a page already loaded. */
export async function recordToasts(page: Page) {
  await page.evaluate(installToastRecorder);
}

/**
 * Passes once a toast containing `text` has been announced since the page loaded (or since the
 * last toast this matched: each announcement is used once).
 */
export async function expectToastShown(page: Page, text: string) {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const shown = (window as Recorded).__shownToasts ?? [];
          const index = shown.findIndex((t) => t.includes(wanted));
          if (index === -1) return false;
          shown.splice(index, 1);
          return true;
        }, text),
      { message: `a toast saying "${text}"` },
    )
    .toBe(true);
}
