import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import {
  recordedPendingStates,
  recordPendingStates,
  slowPosts,
  waitForHydration,
} from "./support/hydration";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const blogForm = (page: Page) => page.getByRole("region", { name: "Join the network" });
const homeForm = (page: Page) => page.getByRole("region", { name: "Stay in the Loop" });
/** The outcome, as a toast or (on pages without scripts) a notice: a status, or an alert for errors. */
const toast = (page: Page, title: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title });

/**
 * Runs `submit` and waits until the page it loads replaced this one: these forms post without
 * scripts, and a second answer with the same text as the first must not be read off the old page.
 */
async function onNextPage(page: Page, submit: () => Promise<void>) {
  await page.evaluate(() => document.body.setAttribute("data-previous-page", ""));
  await submit();
  await expect(page.locator("body[data-previous-page]")).toHaveCount(0);
}

test("blog form: pending label, success toast, cleared field; a pending address answers the same", async ({
  page,
}) => {
  await recordPendingStates(page);
  await slowPosts(page, /\/newsletter$/);
  await page.goto("/blog");
  const form = blogForm(page);
  const email = unique("blog");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Subscription Successful!")).toContainText(
    "Thank you for subscribing to our newsletter. Please check your email for confirmation.",
  );
  expect(await recordedPendingStates(page)).toContain("Establishing link...|disabled");
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();

  // Not confirmed yet: the form does not tell a stranger the address is waiting for its link.
  await form.getByLabel("Email address").fill(email.toUpperCase());
  await onNextPage(page, () => form.getByRole("button", { name: "Subscribe" }).click());
  await expect(toast(page, "Subscription Successful!")).toBeVisible();
  await expect(toast(page, "Already Subscribed")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("blog form: an empty email is explained at the field and in a notice, nothing is kept", async ({
  page,
}) => {
  await page.goto("/blog");
  await blogForm(page).getByRole("button", { name: "Subscribe" }).click();
  // The page loads no script (ADR 025): the server answers, back at the form.
  await expect(page).toHaveURL(/\/blog#newsletter$/);
  await expect(blogForm(page).getByText("Please enter a valid email address.")).toBeVisible();
  await expect(blogForm(page).getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-flash]")).toContainText("Please enter a valid email address.");
  await expect(blogForm(page)).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("home form: 'Subscribing...', then 'Successfully subscribed!', again for a pending address", async ({
  page,
}) => {
  await recordPendingStates(page);
  await slowPosts(page, /\/newsletter$/);
  await page.goto("/");
  const form = homeForm(page);
  const email = unique("home");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Successfully subscribed!")).toBeVisible();
  expect(await recordedPendingStates(page)).toContain("Subscribing...|disabled");
  await expect(form.getByLabel("Email address")).toHaveValue("");
  await form.getByLabel("Email address").fill(email);
  await onNextPage(page, () => form.getByRole("button", { name: "Subscribe" }).click());
  await expect(toast(page, "Successfully subscribed!")).toBeVisible();
  await expect(toast(page, "Already subscribed")).toHaveCount(0);
});

test("home form: an empty email does nothing", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  let posted = false;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/newsletter")) posted = true;
  });
  await homeForm(page).getByRole("button", { name: "Subscribe" }).click();
  await page.waitForTimeout(300);
  expect(posted).toBe(false);
  await expect(page.getByRole("status").filter({ hasText: /subscri/i })).toHaveCount(0);
});

test("both forms work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = unique("nojs");

  await page.goto("/blog?category=career");
  await blogForm(page).getByLabel("Email address").fill(email);
  await blogForm(page).getByRole("button", { name: "Subscribe" }).click();
  // Back at the form, with the filter kept.
  await expect(page).toHaveURL(/\/blog\?category=career#newsletter$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Subscription Successful!" }),
  ).toBeVisible();

  await page.goto("/");
  await homeForm(page).getByLabel("Email address").fill(email);
  await homeForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/#newsletter$/);
  // Pending (not confirmed): the same answer as a new address.
  await expect(
    page.getByRole("status").filter({ hasText: "Successfully subscribed!" }),
  ).toBeVisible();

  await page.goto("/blog");
  await blogForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Please enter a valid email address.").first()).toBeVisible();
  // The toast is shown once: the next page has none.
  await page.goto("/blog");
  await expect(toast(page, "Please enter a valid email")).toHaveCount(0);
  await context.close();
});

test("the confirmation mail's link confirms; its unsubscribe link unsubscribes", async ({
  page,
}) => {
  const email = unique("mail");
  await page.goto("/blog");
  await waitForHydration(page);
  await blogForm(page).getByLabel("Email address").fill(email);
  await blogForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Subscription Successful!")).toBeVisible();

  // Without SMTP_URL the server writes mail to DATA_DIR/outbox as .eml files.
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let mail = "";
  await expect
    .poll(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      mail =
        files
          .map((f) => fs.readFileSync(path.join(outbox, f), "utf8"))
          .find((m) => m.includes(email)) ?? "";
      return mail !== "";
    })
    .toBe(true);
  const decoded = mail.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const confirm = /\/newsletter\/confirm\/[A-Za-z0-9_-]+/.exec(decoded)?.[0];
  const unsubscribe = /\/newsletter\/unsubscribe\/[A-Za-z0-9_-]+/.exec(decoded)?.[0];
  expect(confirm && unsubscribe).toBeTruthy();
  expect(mail).toMatch(/List-Unsubscribe:\s*<http/);

  // Opening the link (as a mail scanner does) only asks, however often; the button confirms.
  await page.goto(confirm!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Subscription confirmed");
  await expectNoAxeViolations(page);
  const used = await page.goto(confirm!);
  expect(used?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");

  // Confirmed: now the form says so (the spec's notice).
  await page.goto("/blog");
  await waitForHydration(page);
  await blogForm(page).getByLabel("Email address").fill(email);
  await blogForm(page).getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page, "Already Subscribed")).toContainText(
    "This email is already subscribed to our newsletter.",
  );

  await page.goto(unsubscribe!);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  const response = await page.goto("/newsletter/unsubscribe/not-a-real-token");
  expect(response?.status()).toBe(404);
});
