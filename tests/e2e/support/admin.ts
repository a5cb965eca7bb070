import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../../../playwright.config";
import { waitForHydration } from "./hydration";

export { E2E_ADMIN };

/** Signs in through the login form and waits for the dashboard. */
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
