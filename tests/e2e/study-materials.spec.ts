import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { studyFolder, saveE2ESettingsFirst } from "./support/settings";

const NEW_TAB = " (opens in a new tab)";
saveE2ESettingsFirst();
type StudyMaterialId = string;

// Spec §2 "Study-materials page": every group and every entry, in order, with the id of its
// address in the e2e settings (tests/e2e/support/settings.ts).
const GROUPS: { level: string; group: string; items: [string, StudyMaterialId][] }[] = [
  {
    level: "Foundation Level",
    group: "Term 1",
    items: [
      ["Quiz 1 PYQs", "foundation-term1-quiz1-pyqs"],
      ["English 1", "foundation-term1-english-1"],
      ["Mathematics 1", "foundation-term1-mathematics-1"],
      ["Computational Thinking", "foundation-term1-computational-thinking"],
      ["Statistics 1", "foundation-term1-statistics-1"],
    ],
  },
  {
    level: "Foundation Level",
    group: "Term 2",
    items: [
      ["Python", "foundation-term2-python"],
      ["English 2", "foundation-term2-english-2"],
      ["Statistics 2", "foundation-term2-statistics-2"],
      ["Mathematics 2", "foundation-term2-mathematics-2"],
    ],
  },
  {
    level: "Foundation Level",
    group: "Subject-wise folders",
    items: [
      ["Mathematics 1", "subject-mathematics-1"],
      ["Statistics 1", "subject-statistics-1"],
      ["English 1", "subject-english-1"],
      ["Computational Thinking", "subject-computational-thinking"],
      ["Mathematics 2", "subject-mathematics-2"],
      ["Statistics 2", "subject-statistics-2"],
      ["English 2", "subject-english-2"],
      ["Python", "subject-python"],
    ],
  },
  {
    level: "Diploma Level",
    group: "Programming",
    items: [
      ["Quiz 1 PYQs", "diploma-programming-quiz1-pyqs"],
      ["DBMS", "diploma-programming-dbms"],
      ["Java", "diploma-programming-java"],
      ["MAD 1", "diploma-programming-mad-1"],
      ["MAD 2", "diploma-programming-mad-2"],
      ["PDSA", "diploma-programming-pdsa"],
      ["System Commands", "diploma-programming-system-commands"],
    ],
  },
  {
    level: "Diploma Level",
    group: "Data Science",
    items: [
      ["Business Analytics", "diploma-data-science-business-analytics"],
      ["Business Data Management", "diploma-data-science-business-data-management"],
      ["Machine Learning Foundations", "diploma-data-science-machine-learning-foundations"],
      ["Practice and Techniques", "diploma-data-science-practice-and-techniques"],
      ["Tools in Data Science", "diploma-data-science-tools-in-data-science"],
    ],
  },
];

const group = (page: Page, level: string, name: string): Locator =>
  page.getByRole("region", { name: level, exact: true }).getByRole("region", { name, exact: true });

test("the server sends the page with every folder link in its HTML", async ({ request }) => {
  const response = await request.get("/study-materials");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("Study Materials");
  expect(html).toContain("Foundation Level");
  expect(html).toContain("Diploma Level");
  for (const { group: name, items } of GROUPS) {
    for (const [title] of items) {
      expect(html).toContain(`>${title}<`);
      expect(html).toContain(`href="${studyFolder(name, title)}"`);
    }
  }
  expect(html).toContain('href="/community"');
  expect(html).toContain('href="/resources"');
  expect(html).toContain("Join Community");
  expect(html).toContain("Browse All Resources");
});

test("every folder address is a distinct https link", () => {
  const hrefs = GROUPS.flatMap(({ group: name, items }) =>
    items.map(([title]) => studyFolder(name, title)),
  );
  expect(hrefs).toHaveLength(GROUPS.reduce((n, g) => n + g.items.length, 0));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const href of hrefs) expect(href).toMatch(/^https:\/\//);
});

test("shows the spec's groups, each folder opening its address in a new tab", async ({ page }) => {
  await page.goto("/study-materials");
  await expect(page).toHaveTitle("Study Materials | BS Degree Hub");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Materials");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main#main")).toBeVisible();

  for (const { level, group: name, items } of GROUPS) {
    const region = group(page, level, name);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(name);
    const links = region.getByRole("link");
    await expect(links).toHaveCount(items.length);
    for (const [index, [title]] of items.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`${title}${NEW_TAB}`);
      await expect(link).toHaveAttribute("href", studyFolder(name, title));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("the level shortcuts jump to their sections", async ({ page }) => {
  await page.goto("/study-materials");
  const shortcuts = page.getByRole("navigation", { name: "Levels on this page" });
  await expect(shortcuts.getByRole("link", { name: "Foundation Level" })).toHaveAttribute(
    "href",
    "#foundation",
  );
  await shortcuts.getByRole("link", { name: "Diploma Level" }).click();
  await expect(page).toHaveURL(/#diploma$/);
  await expect(page.getByRole("heading", { level: 2, name: "Diploma Level" })).toBeInViewport();
});

test("the closing block leads to the community and the resources", async ({ page }) => {
  await page.goto("/study-materials");
  await waitForHydration(page);
  const main = page.locator("main");
  const join = main.getByRole("link", { name: "Join Community", exact: true });
  const browse = main.getByRole("link", { name: "Browse All Resources", exact: true });
  await expect(join).toHaveAttribute("href", "/community");
  await expect(browse).toHaveAttribute("href", "/resources");
  await expect(join).not.toHaveAttribute("target", /./);
  await expect(browse).not.toHaveAttribute("target", /./);
  await join.click();
  await expect(page).toHaveURL(/\/community$/);
  await page.goBack();
  await main.getByRole("link", { name: "Browse All Resources", exact: true }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

for (const width of [375, 1280]) {
  test(`has no accessibility violations and fits the screen at ${width} px`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto("/study-materials");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}

test("a folder card is reachable by keyboard and shows a focus ring", async ({ page }) => {
  await page.goto("/study-materials");
  const first = group(page, "Foundation Level", "Term 1").getByRole("link").first();
  await first.focus();
  await expect(first).toBeFocused();
  // The card (the link's parent box) draws the ring while its link has keyboard focus.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  const outline = await first.evaluate((el) => {
    const card = el.closest("div.relative");
    return card ? getComputedStyle(card).outlineStyle : "none";
  });
  expect(outline).not.toBe("none");
});
