import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith } from "./support/server";
import { studyFolder, saveE2ESettingsFirst } from "./support/settings";

const NEW_TAB = " (opens in a new tab)";
saveE2ESettingsFirst();

// Spec §2 "Study-materials page": its groups in order, each course's card from the catalogue (its
// short name; no course has a shared folder on this server, so each opens its page here) and the
// settings' extra cards (their addresses in the e2e settings, tests/e2e/support/settings.ts).
type Item = [title: string, href: string, external: boolean];
const course = (level: string, slug: string, title: string): Item => [
  title,
  `/resources/${level}/${slug}`,
  false,
];
const extra = (group: string, title: string): Item => [title, studyFolder(group, title), true];
const GROUPS: { level: string; group: string; items: Item[] }[] = [
  {
    level: "Foundation Level",
    group: "Term 1",
    items: [
      extra("Term 1", "Quiz 1 PYQs"),
      course("foundation", "computational-thinking", "CT"),
      course("foundation", "mathematics", "Maths 1"),
      course("foundation", "english", "English 1"),
      course("foundation", "statistics", "Stats 1"),
    ],
  },
  {
    level: "Foundation Level",
    group: "Term 2",
    items: [
      course("foundation", "mathematics-2", "Maths 2"),
      course("foundation", "programming", "Python"),
      course("foundation", "english-2", "English 2"),
      course("foundation", "statistics-2", "Stats 2"),
    ],
  },
  {
    level: "Foundation Level",
    group: "Subject-wise folders",
    items: [
      course("foundation", "computational-thinking", "CT"),
      course("foundation", "mathematics", "Maths 1"),
      course("foundation", "english", "English 1"),
      course("foundation", "statistics", "Stats 1"),
      course("foundation", "mathematics-2", "Maths 2"),
      course("foundation", "programming", "Python"),
      course("foundation", "english-2", "English 2"),
      course("foundation", "statistics-2", "Stats 2"),
    ],
  },
  {
    level: "Diploma Level",
    group: "Programming",
    items: [
      extra("Programming", "Quiz 1 PYQs"),
      course("diploma", "database-management-systems", "DBMS"),
      course("diploma", "programming-data-structures-and-algorithms-using-python", "PDSA"),
      course("diploma", "programming-concepts-using-java", "Java"),
      course("diploma", "system-commands", "System Commands"),
      course("diploma", "modern-application-development-1", "MAD 1"),
      course("diploma", "modern-application-development-1-project", "MAD 1 Project"),
      course("diploma", "modern-application-development-2", "MAD 2"),
      course("diploma", "modern-application-development-2-project", "MAD 2 Project"),
    ],
  },
  {
    level: "Diploma Level",
    group: "Data Science",
    items: [
      course("diploma", "machine-learning-foundations", "MLF"),
      course("diploma", "business-data-management", "BDM"),
      course("diploma", "machine-learning-techniques", "MLT"),
      course("diploma", "machine-learning-practice", "MLP"),
      course("diploma", "machine-learning-practice-project", "MLP Project"),
      course("diploma", "tools-in-data-science", "TDS"),
      course("diploma", "business-data-management-project", "BDM Project"),
      course("diploma", "business-analytics", "BA"),
      course("diploma", "deep-learning-and-generative-ai", "DL GenAI"),
      course("diploma", "deep-learning-and-generative-ai-project", "DL GenAI Project"),
    ],
  },
];

const group = (page: Page, level: string, name: string): Locator =>
  page.getByRole("region", { name: level, exact: true }).getByRole("region", { name, exact: true });

test("the server sends the page with every card's link in its HTML", async ({ request }) => {
  const response = await request.get("/study-materials");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<h1");
  expect(html).toContain("Study Materials");
  expect(html).toContain("Foundation Level");
  expect(html).toContain("Diploma Level");
  for (const { items } of GROUPS) {
    for (const [title, href] of items) {
      expect(html).toContain(`>${title}<`);
      expect(html).toContain(`href="${href}"`);
    }
  }
  // Each course card names the course officially too.
  expect(html).toContain("Mathematics for Data Science I");
  expect(html).toContain("Programming, Data Structures and Algorithms using Python");
  expect(html).toContain('href="/community"');
  expect(html).toContain('href="/resources"');
  expect(html).toContain("Join Community");
  expect(html).toContain("Browse All Resources");
});

test("shows the spec's groups: folders open in a new tab, course pages in the same one", async ({
  page,
}) => {
  await page.goto("/study-materials");
  await expect(page).toHaveTitle("Study Materials | BS Degree Hub");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Study Materials");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("main#main")).toBeVisible();
  // A reading page: no script (DESIGN D8).
  await expect(page.locator('script[type="module"]')).toHaveCount(0);

  for (const { level, group: name, items } of GROUPS) {
    const region = group(page, level, name);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(name);
    const links = region.getByRole("link");
    await expect(links).toHaveCount(items.length);
    for (const [index, [title, href, external]] of items.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute("href", href);
      if (external) {
        await expect(link).toHaveAccessibleName(`${title}${NEW_TAB}`);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      } else {
        await expect(link).toHaveAccessibleName(title);
        await expect(link).not.toHaveAttribute("target", /./);
      }
    }
  }
  await expect(page.getByRole("heading", { name: "No shared folders yet" })).toHaveCount(0);
  // A course card leads to the course's page.
  await group(page, "Diploma Level", "Programming").getByRole("link", { name: "PDSA" }).click();
  await expect(page).toHaveURL(
    /\/resources\/diploma\/programming-data-structures-and-algorithms-using-python$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Programming, Data Structures and Algorithms using Python",
  );
});

test("on a fresh database the page lists both levels' courses, each opening its page", async ({
  browser,
}) => {
  test.setTimeout(120_000); // a server of its own to start
  // Nothing but the migrations: the catalogue, no settings, no folder.
  const server = await startServerWith(async () => {});
  try {
    for (const width of [375, 1280]) {
      for (const colorScheme of ["dark", "light"] as const) {
        const context = await browser.newContext({
          baseURL: server.baseURL,
          viewport: { width, height: 800 },
          colorScheme,
        });
        const page = await context.newPage();
        await page.goto("/study-materials");
        await expect(page.getByRole("heading", { name: "No shared folders yet" })).toHaveCount(0);
        for (const { level, group: name, items } of GROUPS) {
          const courses = items.filter(([, , external]) => !external);
          const links = group(page, level, name).getByRole("link");
          await expect(links).toHaveCount(courses.length);
          for (const [index, [title, href]] of courses.entries()) {
            await expect(links.nth(index)).toHaveAccessibleName(title);
            await expect(links.nth(index)).toHaveAttribute("href", href);
          }
        }
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
        await context.close();
      }
    }
  } finally {
    await server.stop();
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
