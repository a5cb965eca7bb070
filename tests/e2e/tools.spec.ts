import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith } from "./support/server";
import { E2E_SETTINGS, saveE2ESettingsFirst } from "./support/settings";

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

// One source of truth: the tools page and the Tools tabs of /resources and /community read the
// same list and the same status setting.
const PAGES = ["/tools", "/resources/tools", "/community?tab=tools"] as const;

test("a tool's status reads the same on the tools page and both Tools tabs", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const main = page.locator("main");
    // The e2e settings: the code editor is coming soon, the two calculators are available.
    const editor = main.getByRole("article", { name: "Code Editor" });
    await expect(editor, path).toHaveAttribute("data-status", "coming-soon");
    await expect(editor.getByText("Coming soon", { exact: true }), path).toBeVisible();
    await expect(editor.getByRole("link", { name: "Open Editor" }), path).toHaveCount(0);
    for (const [name, action, href] of [
      ["CGPA Calculator", "Calculate CGPA", "/tools/cgpa-calculator"],
      ["Grade Predictor", "Predict Grade", "/tools/grade-predictor"],
    ] as const) {
      const card = main.getByRole("article", { name });
      await expect(card, path).toHaveAttribute("data-status", "available");
      await expect(card.getByText("Coming soon", { exact: true }), path).toHaveCount(0);
      await expect(card.getByRole("link", { name: action }), path).toHaveAttribute("href", href);
    }
  }
});

test("a status changed in the settings changes all three pages alike", async ({ browser }) => {
  const server = await startServerWith(async (db) => {
    const { saveSiteSetting } = await import("../../app/features/settings/mutations.server");
    await saveSiteSetting(db, null, "tools", {
      "code-editor": { status: "available", url: "https://editor.hub.test/" },
      "grade-predictor": { status: "hidden" },
    });
  });
  const page = await browser.newPage({ baseURL: server.baseURL });
  try {
    for (const path of PAGES) {
      await page.goto(path);
      const main = page.locator("main");
      const editor = main.getByRole("article", { name: "Code Editor" });
      await expect(editor, path).toHaveAttribute("data-status", "available");
      await expect(
        editor.getByRole("link", { name: "Open Editor (opens in a new tab)" }),
        path,
      ).toHaveAttribute("href", "https://editor.hub.test/");
      await expect(main.getByRole("article", { name: "Grade Predictor" }), path).toHaveCount(0);
    }
  } finally {
    await page.close();
    await server.stop();
  }
});

test("each tool has its own icon, in the accent colour, on the Tools tab", async ({ page }) => {
  await page.goto("/resources/tools");
  const icons = page.locator("main article svg").first();
  await expect(icons).toBeVisible();
  const classes = await page
    .locator("main article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector("svg")?.getAttribute("class")));
  // lucide names each icon in its class (lucide-square-terminal, lucide-calculator, …).
  expect(new Set(classes).size).toBe(classes.length);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  }
});
