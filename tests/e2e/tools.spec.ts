import { expect, test } from "@playwright/test";
import { E2E_SETTINGS, saveE2ESettingsFirst } from "./support/settings";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const NEW_TAB = " (opens in a new tab)";
saveE2ESettingsFirst();

// Spec §2 "Tools page": tools on an external grade/code site, Study Notes to /resources, and
// the video channel; the CGPA calculator and grade predictor are now our own pages (issue 10).
// [card heading, link text, href, external?]
const CARDS = [
  ["CGPA Calculator", "Calculate CGPA", "/tools/cgpa-calculator", false],
  ["Grade Predictor", "Predict Grade", "/tools/grade-predictor", false],
  ["AI Assistant", "Ask the Assistant", E2E_SETTINGS.tools.aiAssistant, true],
  ["Study Notes", "Browse Notes", "/resources", false],
  ["Video Lessons", "Watch on YouTube", E2E_SETTINGS.social.videoChannel, true],
] as const;

test("the server sends every tool card and its link in the HTML", async ({ request }) => {
  const response = await request.get("/tools");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  for (const [name, action, href] of CARDS) {
    expect(html).toContain(name);
    expect(html).toContain(action);
    expect(html).toContain(`href="${href}"`);
  }
});

test("each card leads where the spec says: external sites in a new tab, notes in the site", async ({
  page,
}) => {
  await page.goto("/tools");
  await expect(page).toHaveTitle("Tools | BS Degree Hub");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main#main")).toBeVisible();
  // The code editor's status is 'coming soon' in the e2e settings: no link, a badge.
  const editor = page.getByRole("article", { name: "Code Editor" });
  await expect(editor.getByText("Coming soon", { exact: true })).toBeVisible();
  await expect(editor.getByRole("link")).toHaveCount(0);
  const cards = page
    .locator("main")
    .getByRole("article")
    .filter({ has: page.getByRole("link") });
  await expect(cards).toHaveCount(CARDS.length);
  for (const [index, [name, action, href, external]] of CARDS.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", href);
    if (external) {
      expect(href).toMatch(/^https:\/\//);
      await expect(link).toHaveAccessibleName(`${action}${NEW_TAB}`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(link).toHaveAccessibleName(action);
      await expect(link).not.toHaveAttribute("target", /./);
    }
  }
});

test("Study Notes opens the resources page in the same tab", async ({ page }) => {
  await page.goto("/tools");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Browse Notes" }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test("every card link is reachable with the keyboard", async ({ page }) => {
  await page.goto("/tools");
  const links = page.locator("main").getByRole("link");
  await links.first().focus();
  for (let index = 1; index < CARDS.length; index++) {
    await page.keyboard.press("Tab");
    await expect(links.nth(index)).toBeFocused();
  }
});

for (const width of [375, 1280]) {
  test(`has no accessibility violations and fits the screen at ${width} px`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto("/tools");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}
