// Admin screen tests write rows; they run on their own server and database so that other tests
// (e.g. the dashboard's exact counts) never see them. One server per spec file, tests in series.
import { type Browser, type Page, test } from "@playwright/test";
import type { Database } from "../../../app/lib/db.server";
import { E2E_ADMIN, openSignedIn } from "./admin";
import { startServerWith, type TestServer } from "./server";
import { installToastRecorder } from "./toasts";

export function withAdminServer(
  prepare: (db: Database) => Promise<void> = async () => {},
  /** More of the server's environment, e.g. SEED_ON_EMPTY: "true" for the demo content. */
  env: Record<string, string> = {},
) {
  let server: TestServer | undefined;
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    if (env.SEED_ON_EMPTY === "true") test.setTimeout(240_000);
    server = await startServerWith(prepare, {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...env,
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  /** A signed-in page on this server, at the given width. */
  return async (browser: Browser, width = 1280, path?: string): Promise<Page> => {
    if (!server) throw new Error("admin test server not started");
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width, height: 900 },
    });
    // Toasts are announced for one second only: record them (support/toasts.ts).
    await context.addInitScript(installToastRecorder);
    // Signed in without the login form (admin-auth.spec.ts tests the form itself).
    return openSignedIn(context, server.baseURL, path);
  };
}
