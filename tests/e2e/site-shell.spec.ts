import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { saveE2ESettingsFirst } from "./support/settings";

// The links and details these pages show are site settings: save the e2e values first.
saveE2ESettingsFirst();

const menuToggle = (page: Page) => page.locator("header summary", { hasText: "Menu" });

// Home first (issue 15), then the spec's other links.
const HEADER_LINKS = [
  ["Home", "/"],
  ["Courses", "/courses"],
  ["Resources", "/resources"],
  ["Study Materials", "/study-materials"],
  ["Community", "/community"],
  ["Blog", "/blog"],
  ["Tools", "/tools"],
] as const;

test.describe("header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("has every spec link and the external video channel, and navigates", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(HEADER_LINKS.length + 1);
    for (const [index, [name, href]] of HEADER_LINKS.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute("href", href);
    }
    const video = nav.getByRole("link", { name: /YouTube/ });
    await expect(video).toHaveAttribute("href", /^https:\/\//);
    await expect(video).toHaveAttribute("target", "_blank");
    await expect(video).toHaveAttribute("rel", /noopener/);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    // A reading page loads no script (ADR 025): its links load the next document.
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
  });

  test("on a page that runs React, the same links navigate client-side", async ({ page }) => {
    await page.goto("/tools/grade-predictor");
    await waitForHydration(page);
    // A marker on window survives only if the navigation did not reload the page.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test("is transparent at the top and opaque after scrolling more than 20 px", async ({ page }) => {
    // Drawn by CSS (a scroll-driven animation), so the same with or without scripts.
    await page.goto("/");
    const header = page.locator("header").first();
    // The background's alpha: 0 is transparent ("rgba(0, 0, 0, 0)" or "oklab(0 0 0 / 0)").
    const alpha = () =>
      header.evaluate((el) => {
        const color = getComputedStyle(el).backgroundColor;
        const match = /[,/]\s*([\d.]+)\)$/.exec(color);
        return match ? Number(match[1]) : 1;
      });
    expect(await alpha()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    expect(await alpha()).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 22));
    await expect.poll(alpha).toBeGreaterThan(0.9);
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(alpha).toBe(0);
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens behind a toggle and closes when a link navigates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();

    await menuToggle(page).click();
    await expect(mobileNav).toBeVisible();
    for (const [name, href] of HEADER_LINKS) {
      await expect(mobileNav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(mobileNav.getByRole("link", { name: /YouTube/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await mobileNav.getByRole("link", { name: "Community" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(mobileNav).toBeHidden();

    // Back to the previous page: the menu stays closed after that route change too.
    await menuToggle(page).click();
    await expect(mobileNav).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mobileNav).toBeHidden();
  });

  test("opens without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await menuToggle(page).click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Tools", exact: true }).click();
    await expect(page).toHaveURL(/\/tools$/);
    await context.close();
  });

  test("starts with Home and closes with Escape, focus back on the toggle", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link").first()).toHaveText("Home");
    // Into the menu, then Escape from a link inside it.
    await page.keyboard.press("Tab");
    await expect(mobileNav.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    const menu = page.locator("header details", { has: page.locator('nav[aria-label="Mobile"]') });
    await expect(menu).not.toHaveAttribute("open");
    // It still opens again after that.
    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("footer has the spec's links", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const expected: [string | RegExp, string | RegExp][] = [
    ["Contact Us", "/contactus"],
    ["Resources", "/resources"],
    ["Study Materials", "/study-materials"],
    ["Blog", "/blog"],
    ["Community", "/community"],
    ["Foundation", "/resources"],
    ["Diploma", "/resources/diploma"],
    ["BSc Degree", "/resources/bsc"],
    ["BS Degree", "/resources/bs"],
    ["Tools", "/resources/tools"],
    ["Return & Refund Policy", "/cancellation-refund"],
    ["Privacy Policy", "/privacy-policy"],
    ["Terms & Conditions", "/terms"],
    ["Shipping Policy", "/shipping-policy"],
    [/Instagram/, /^https:\/\/(www\.)?instagram\.com\//],
    [/YouTube/, /^https:\/\/(www\.)?youtube\.com\//],
    [/LinkedIn/, /^https:\/\/(www\.)?linkedin\.com\//],
    [/X \(Twitter\)/, /^https:\/\/(x|twitter)\.com\//],
    [/@/, /^mailto:/],
  ];
  for (const [name, href] of expected) {
    await expect(
      footer.getByRole("link", { name, exact: typeof name === "string" }),
    ).toHaveAttribute("href", href);
  }
  await expectNoAxeViolations(page);
});

test("the footer's level links reach their level without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [name, tab] of [
    ["Diploma", "Diploma"],
    ["BSc Degree", "BSc Degree"],
    ["BS Degree", "BS Degree"],
    ["Tools", "Tools"],
    ["Foundation", "Foundation"],
  ]) {
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name, exact: true }).click();
    await expect(
      page.locator("main").getByRole("link", { name: tab, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  }
  await context.close();
});

test.describe("not-found screen", () => {
  test("answers 404 with the 404 text and a link home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle(/404/);
    await expectNoAxeViolations(page);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("shows for a client-side navigation to an unknown path too", async ({ page }) => {
    // From a page that runs React (reading pages have no client router).
    await page.goto("/tools/grade-predictor");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/definitely/not/here"),
    );
    await expect(page).toHaveURL(/\/definitely\/not\/here$/);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  });
});

const themeToggle = (page: Page) => page.getByTestId("theme-switcher").locator("summary");
const themeChoice = (page: Page, name: "Light" | "Dark" | "System") =>
  page.getByRole("group", { name: "Theme" }).getByRole("button", { name });
const themeGroup = (page: Page) => page.getByRole("group", { name: "Theme" });

test.describe("theme", () => {
  for (const width of [375, 1280]) {
    for (const javaScriptEnabled of [true, false]) {
      test(`offers light, dark and system at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled,
          colorScheme: "dark",
          viewport: { width, height: 800 },
        });
        const page = await context.newPage();
        await page.goto("/blog");
        if (javaScriptEnabled) await waitForHydration(page);
        const html = page.locator("html");
        await expect(html).not.toHaveAttribute("data-theme", /./);
        // The closed control says what is chosen.
        await expect(themeToggle(page)).toHaveText("Theme: System");
        await themeToggle(page).click();
        await expect(themeGroup(page)).toBeVisible();
        await expect(themeChoice(page, "System")).toHaveAttribute("aria-pressed", "true");
        await expect(themeChoice(page, "Light")).toHaveAttribute("aria-pressed", "false");
        // axe-core runs as a script in the page, so it can only check with JavaScript on.
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        const savedLight = page.waitForResponse(
          (r) => r.url().includes("/theme") && r.request().method() === "POST",
        );
        await themeChoice(page, "Light").click();
        await savedLight;
        await expect(html).toHaveAttribute("data-theme", "light");
        await expect(page).toHaveURL(/\/blog$/);
        await expect(themeGroup(page)).toBeHidden();
        await expect(themeToggle(page)).toHaveText("Theme: Light");
        // Kept across a reload (cookie), so there is no flash of the other theme.
        await page.reload();
        await expect(html).toHaveAttribute("data-theme", "light");
        await themeToggle(page).click();
        await expect(themeChoice(page, "Light")).toHaveAttribute("aria-pressed", "true");
        await themeChoice(page, "Dark").click();
        await expect(html).toHaveAttribute("data-theme", "dark");
        // Back to following the system: no data-theme, the cookie is cleared.
        await themeToggle(page).click();
        // The page changes at once; the cookie with the server's answer: wait for it to reload.
        const saved = page.waitForResponse(
          (r) => r.url().includes("/theme") && r.request().method() === "POST",
        );
        await themeChoice(page, "System").click();
        await saved;
        await expect(html).not.toHaveAttribute("data-theme", /./);
        await expect(themeToggle(page)).toHaveText("Theme: System");
        await page.reload();
        await expect(html).not.toHaveAttribute("data-theme", /./);
        await context.close();
      });
    }
  }

  for (const path of ["/", "/tools/grade-predictor"]) {
    test(`works from the keyboard on ${path}: Enter, Tab, Escape`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await themeToggle(page).focus();
      await page.keyboard.press("Enter");
      await expect(themeGroup(page)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(themeChoice(page, "Light")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(themeChoice(page, "Dark")).toBeFocused();
      // Escape closes the chooser and gives focus back to its toggle.
      await page.keyboard.press("Escape");
      await expect(themeGroup(page)).toBeHidden();
      await expect(themeToggle(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test("follows the system setting until one is chosen", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "light",
    );
    await expect(themeToggle(page)).toHaveText("Theme: System");
    await expectNoAxeViolations(page);
    await context.close();
  });
});
