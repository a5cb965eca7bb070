import { type BrowserContext, expect, type Page, test as base } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { waitForHydration } from "./hydration";

export { E2E_ADMIN };

/**
 * Signs in through the login form and waits for the dashboard. Only the specs about signing in
 * (admin-auth) need this; every other admin test starts signed in (`openSignedIn`, `test` below).
 */
export async function signIn(page: Page, redirectTo?: string) {
  await page.goto(
    redirectTo ? `/admin/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/admin/login",
  );
  await waitForHydration(page);
  await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
}

/**
 * Gives `context` a session of its own without the login form: one POST to the login action
 * from the context's own request client (its cookie jar is the browser's), as the form would
 * send it. The "Login successful" toast it flashes is dropped, so tests see only their own.
 */
export async function startSession(context: BrowserContext, baseURL: string) {
  const response = await context.request.post(`${baseURL}/admin/login`, {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() !== 303) {
    throw new Error(`signing in for the test failed: HTTP ${response.status()}`);
  }
  await context.clearCookies({ name: "flash-toast" });
}

/** A new page of `context`, signed in, at `path` (default the dashboard), hydrated. */
export async function openSignedIn(context: BrowserContext, baseURL: string, path?: string) {
  await startSession(context, baseURL);
  const page = await context.newPage();
  await page.goto(path ?? "/admin/dashboard");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  await waitForHydration(page);
  return page;
}

/**
 * Playwright's `test` with `adminPage`: a page of the shared test server, signed in as the e2e
 * admin without going through the form, on the dashboard.
 */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ context, baseURL }, provide) => {
    await provide(await openSignedIn(context, baseURL!));
  },
});
