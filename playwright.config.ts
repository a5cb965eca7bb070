// Browser tests: Playwright driving Debian's Chromium against the production build, served on a
// free port with a throwaway embedded database. `npm run test:e2e` builds first.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./scripts/free-port";

// Worker processes load this file again with the main process's environment: decide once.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

/** The admin the test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = {
  email: "e2e-admin@example.com",
  password: "correct horse battery staple",
};

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry under CI: two cores shared by the server, the browser and two workers can starve
  // a poll (a 3-second toast once went unseen). A test that passes only on its retry is reported
  // as flaky in the run's output, so it is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node server.js",
    url: `${baseURL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Every browser test comes from one address: keep the per-address limits out of the way.
      SUBMISSIONS_PER_HOUR: "10000",
      CONTACT_MESSAGES_PER_10_MIN: "10000",
      NEWSLETTER_SIGNUPS_PER_HOUR: "10000",
      MOCK_STARTS_PER_HOUR: "10000",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
