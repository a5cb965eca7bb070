// Reading pages load no JavaScript file (issue 16, ADR 025): every reading route is opened in
// Chromium with JavaScript enabled; the page must request no script, contain no script but the
// shared inline one (app/lib/page-script.ts), the speculation rules and, on a blog post, the
// share panel's (ADR 048), and the browser must report no Content-Security-Policy violation (the
// inline scripts are allowed by their hashes or the request's nonce).
// Pages whose value is interaction still load React.
import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { PAGE_SCRIPT, SPECULATION_RULES } from "../../app/lib/page-script";
import { STATIC_PATHS } from "../../app/routes/feeds/sitemap.xml";
import { expectNoAxeViolations } from "./support/axe";
import { recordedPendingStates, recordPendingStates, slowPosts } from "./support/hydration";

// As app/features/blog/share-panel-script.ts serves it (Playwright cannot import `?raw`).
const SHARE_PANEL_SCRIPT = fs
  .readFileSync(new URL("../../app/features/blog/share-panel.js", import.meta.url), "utf8")
  .replace(/^\/\/.*\n/, "");

const HYDRATED = ["/tools/grade-predictor", "/tools/cgpa-calculator", "/resources/submit"];

/** One URL of every reading route (app/routes.ts); the tag page is found from the post. */
const READING = [
  ...STATIC_PATHS.filter((path) => !HYDRATED.includes(path)),
  "/resources/foundation/mathematics",
  "/resources/foundation/mathematics/lectures",
  "/resources/foundation/mathematics/notes",
  "/resources/foundation/mathematics/pyqs",
  "/resources/foundation/mathematics/pyqs?tab=important",
  "/resources/foundation/mathematics/practice",
  "/resources/foundation/mathematics/practice/slope-through-two-points",
  "/blog?page=1",
  "/blog/welcome-to-the-hub",
  "/newsletter/confirm/not-a-token",
  "/newsletter/unsubscribe/not-a-token",
  "/definitely/not/a/page",
];

interface Observed {
  scriptRequests: string[];
  cspErrors: string[];
}

function observe(page: Page): Observed {
  const observed: Observed = { scriptRequests: [], cspErrors: [] };
  page.on("request", (request) => {
    if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js")) {
      observed.scriptRequests.push(request.url());
    }
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) observed.cspErrors.push(message.text());
  });
  return observed;
}

/** The page's scripts, as [type, source, text]. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    [...document.scripts].map((s) => [s.type, s.getAttribute("src") ?? "", s.textContent ?? ""]),
  );

test("every reading page loads no JavaScript file and runs only the shared inline script", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const observed = observe(page);
  const post = await page.goto("/blog/welcome-to-the-hub");
  expect(post?.status()).toBe(200);
  const tagHref = await page.locator('a[href^="/blog/tag/"]').first().getAttribute("href");
  expect(tagHref, "the demo post has a tag").toBeTruthy();

  for (const path of [...READING, tagHref!]) {
    await page.goto(path);
    const scripts = await scriptsOf(page);
    // JSON-LD is data, not a script that runs.
    expect(
      scripts.filter(([type]) => type !== "application/ld+json"),
      path,
    ).toEqual([
      ...(path.startsWith("/blog/") && !path.startsWith("/blog/tag/")
        ? [["module", "", SHARE_PANEL_SCRIPT]]
        : []),
      ["", "", PAGE_SCRIPT],
      ["speculationrules", "", SPECULATION_RULES],
    ]);
  }
  expect(observed.scriptRequests, "script files requested").toEqual([]);
  expect(observed.cspErrors, "CSP violations").toEqual([]);
});

test("pages whose value is interaction still load React, without the reading pages' scripts", async ({
  context,
}) => {
  for (const path of HYDRATED) {
    const page = await context.newPage();
    const observed = observe(page);
    // The server's HTML (React may take the boot script out of the DOM once it has run).
    const html = (await (await page.goto(path))?.text()) ?? "";
    expect(html, `${path} loads React`).toMatch(/<script[^>]*type="module"/);
    expect(html, path).not.toContain('type="speculationrules"');
    expect(html.includes(PAGE_SCRIPT), path).toBe(false);
    await expect.poll(() => observed.scriptRequests.length, path).toBeGreaterThan(0);
    expect(observed.cspErrors, path).toEqual([]);
    await page.close();
  }
});

test.describe("the shared inline script", () => {
  test("shows the pending label and disables the button while a form posts", async ({ page }) => {
    await recordPendingStates(page);
    await slowPosts(page, /\/newsletter$/);
    await page.goto("/blog");
    const form = page.locator('form[data-variant="blog"]');
    await form.getByLabel("Email address").fill(`pending-${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The post redirects back here with the outcome as a notice drawn by the server.
    const notice = page.getByRole("status").filter({ hasText: "Subscription Successful!" });
    await expect(notice).toBeVisible();
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    expect(await recordedPendingStates(page)).toEqual([
      "Subscribe|enabled",
      "Establishing link...|enabled",
      "Establishing link...|disabled",
      "Subscribe|enabled",
    ]);
  });

  test("Escape and a press outside close the header's menu and theme chooser", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/courses");
    const menu = page.locator("details:has(nav[aria-label='Mobile'])");
    const toggle = menu.locator("summary");
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();

    const theme = page.getByTestId("theme-switcher").locator("summary");
    await theme.click();
    await expect(page.getByRole("group", { name: "Theme" })).toBeVisible();
    // A press on the page, away from the chooser.
    await page.mouse.click(20, 600);
    await expect(page.getByRole("group", { name: "Theme" })).toBeHidden();
    await context.close();
  });
});

test.describe("flashed notices on a page without scripts", () => {
  for (const width of [375, 1280]) {
    test(`are announced, shown and dismissible at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto("/");
      const form = page.locator('form[data-variant="home"]');
      await form.getByLabel("Email address").fill(`flash-${width}-${Date.now()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      const notice = page.getByRole("status").filter({ hasText: "Successfully subscribed!" });
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      // Back at the form that was sent.
      await expect(page).toHaveURL(/\/#newsletter$/);
      await expect(form).toBeInViewport();
      await expectNoAxeViolations(page);
      // The close control is the summary of a <details> left open (a button to screen readers).
      await page.locator('[data-flash] summary[aria-label="Dismiss notice"]').click();
      await expect(notice).toBeHidden();
      // Shown once: the next page has none.
      await page.goto("/courses");
      await expect(page.getByRole("status").filter({ hasText: "Subscription" })).toHaveCount(0);
      await context.close();
    });
  }
});
