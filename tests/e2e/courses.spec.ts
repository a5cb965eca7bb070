import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { e2eCourses, saveE2ESettingsFirst } from "./support/settings";

const NEW_TAB = " (opens in a new tab)";

// Spec §2 "Courses page", §3 "Course card", §9 prices.
const COURSES = [
  ["Computational Thinking", "Weeks 1-12 recordings"],
  ["Statistics", "Weeks 1-12"],
  ["Maths 1", "The complete course"],
] as const;

saveE2ESettingsFirst();
// The courses saved in the settings: the spec's three, two with a course address.
const courses = await e2eCourses();
const withLink = courses.filter((course) => course.redirectUrl);
const withoutLink = courses.filter((course) => !course.redirectUrl);

test("the content shows both card states", () => {
  expect(withLink.length).toBeGreaterThan(0);
  expect(withoutLink.length).toBeGreaterThan(0);
});

test("the server sends the hero, the banner and the course cards in its HTML", async ({
  request,
}) => {
  const response = await request.get("/courses");
  expect(response.status()).toBe(200);
  const html = await response.text();
  for (const text of [
    "Master Your Academics",
    "Foundation Level Courses",
    "just ₹299 per subject",
    "₹299",
    "₹399.00",
    "12 weeks",
    "View Course",
    "Coming Soon",
    "Browse All Courses",
    "Contact Support",
    'id="foundation"',
    'href="#foundation"',
    'href="/contactus"',
  ]) {
    expect(html).toContain(text);
  }
  for (const [title] of COURSES) expect(html).toContain(title);
  for (const course of withLink) expect(html).toContain(`href="${course.redirectUrl}"`);
});

test("shows the hero, the banner and the three Foundation courses", async ({ page }) => {
  await page.goto("/courses");
  await expect(page).toHaveTitle("Courses | BS Degree Hub");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master Your Academics");
  await expect(page.locator("main#main")).toBeVisible();
  await expect(page.getByText("just ₹299 per subject")).toBeVisible();

  const section = page.locator("section#foundation");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Foundation Level Courses");
  const cards = section.getByRole("article");
  await expect(cards).toHaveCount(COURSES.length);
  for (const [index, [title, summary]] of COURSES.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card).toContainText(summary);
    await expect(card).toContainText("₹299");
    await expect(card).toContainText("12 weeks");
    // No students yet: no count, no rating; no badge no admin set (course-cards.spec.ts).
    await expect(card).not.toContainText("students");
    await expect(card).not.toContainText("Popular");
  }
  // The struck-through list price where the course can be bought, not beside 'Coming Soon'.
  for (const course of withLink) {
    const card = section.getByRole("article", { name: course.title, exact: true });
    await expect(card.locator("s")).toHaveText(/₹399\.00$/);
  }
  for (const course of withoutLink) {
    const card = section.getByRole("article", { name: course.title, exact: true });
    await expect(card.locator("s")).toHaveCount(0);
  }
});

test("a course with a redirectUrl opens it in a new tab; one without shows 'Coming Soon'", async ({
  page,
}) => {
  await page.goto("/courses");
  for (const course of withLink) {
    const card = page.getByRole("article", { name: course.title, exact: true });
    const link = card.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(`View Course for ${course.title}${NEW_TAB}`);
    await expect(link).toHaveAttribute("href", course.redirectUrl!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(card.getByText("Coming Soon")).toHaveCount(0);
  }
  for (const course of withoutLink) {
    const card = page.getByRole("article", { name: course.title, exact: true });
    await expect(card.getByText("Coming Soon", { exact: true })).toBeVisible();
    // Nothing to focus or press: no link, no (disabled) button.
    await expect(card.getByRole("link")).toHaveCount(0);
    await expect(card.getByRole("button")).toHaveCount(0);
    await expect(card.getByText("View Course")).toHaveCount(0);
  }
});

test("the hero jumps to the courses; 'Browse All Courses' opens every course; 'Contact Support' goes to /contactus", async ({
  page,
}) => {
  await page.goto("/courses");
  await waitForHydration(page);
  const main = page.locator("main");
  const jump = main.getByRole("link", { name: "Foundation Level Courses" });
  await expect(jump).toHaveAttribute("href", "#foundation");
  await jump.click();
  await expect(page).toHaveURL(/\/courses#foundation$/);
  await expect(page.locator("#foundation h2")).toBeInViewport();

  // Not the list it sits under: the programme's courses, level by level.
  const browse = main.getByRole("link", { name: "Browse All Courses", exact: true });
  await expect(browse).toHaveAttribute("href", "/resources");

  const contact = main.getByRole("link", { name: "Contact Support", exact: true });
  await expect(contact).toHaveAttribute("href", "/contactus");
  await contact.click();
  await expect(page).toHaveURL(/\/contactus$/);
});

for (const width of [375, 1280]) {
  test(`has no accessibility violations and fits the screen at ${width} px`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
      const page = await context.newPage();
      await page.goto("/courses");
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
}
