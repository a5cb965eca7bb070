// A course card says only what is true of the course (spec §3, §9): students and a rating once
// there are students, "Popular" once an admin marks it, and a saving only where the course can be
// bought; the spec's ₹299 always. "Browse All Courses" leads to every course of the programme, not
// to the list it sits under.
import { expect, type Page, test } from "@playwright/test";
import { siteSettings } from "~db/schema";
import { foundationCourses } from "../../app/content/courses";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const card = (page: Page, title: string) =>
  page.locator("section#foundation").getByRole("article", { name: title, exact: true });

// One server of its own: the admin's marks must not reach the other specs' course pages.
// Starting a server of its own takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });
const adminPage = withAdminServer(async (db) => {
  // The spec's three courses, as stored; Maths 1 can be bought.
  await db.insert(siteSettings).values({
    key: "courses",
    value: {
      courses: foundationCourses.map(({ id: _id, ...course }) => ({
        ...course,
        isPopular: false,
        ...(course.title === "Maths 1" ? { redirectUrl: "https://courses.hub.test/maths-1" } : {}),
      })),
    },
  });
});

test("at 375 px a course without students shows no count, no rating and no badge; a saving only where it sells", async ({
  browser,
}) => {
  const admin = await adminPage(browser, 375);
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const base = new URL(admin.url()).origin;
  await page.goto(`${base}/courses`);

  for (const title of ["Computational Thinking", "Statistics", "Maths 1"]) {
    const course = card(page, title);
    await expect(course).toContainText("12 weeks");
    await expect(course).toContainText("₹299");
    await expect(course).not.toContainText("students");
    await expect(course).not.toContainText("5.0");
    await expect(course).not.toContainText("Popular");
  }
  // 'Coming Soon': the price alone, no struck-through list price or discount beside it.
  const soon = card(page, "Statistics");
  await expect(soon.getByText("Coming Soon", { exact: true })).toBeVisible();
  await expect(soon.locator("s")).toHaveCount(0);
  await expect(soon).not.toContainText("% off");
  // On sale: the spec's ₹299 against its struck-through ₹399.00.
  const onSale = card(page, "Maths 1");
  await expect(onSale.getByRole("link", { name: /^View Course/ })).toBeVisible();
  await expect(onSale.locator("s")).toHaveText(/₹399\.00$/);
  await expect(onSale).toContainText("25% off");
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // "Browse All Courses" leaves the page for every course of the programme.
  const browse = page.getByRole("link", { name: "Browse All Courses", exact: true });
  await expect(browse).not.toHaveAttribute("href", /^#/);
  await browse.click();
  await expect(page).toHaveURL(`${base}/resources`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources");
  await context.close();

  // The admin marks Computational Thinking popular and gives it its first students.
  await admin.goto(`${base}/admin/settings/courses`);
  await waitForHydration(admin);
  const row = admin.getByRole("group", { name: "Course 1: Computational Thinking" });
  await row.getByLabel("Students").fill("1200");
  await row.getByLabel("Rating (0 to 5)").fill("4.6");
  await row.getByLabel("Mark as popular").check();
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  await admin.goto(`${base}/courses`);
  const marked = card(admin, "Computational Thinking");
  await expect(marked.getByText("Popular", { exact: true })).toBeVisible();
  await expect(marked).toContainText("1,200 students");
  await expect(marked).toContainText("4.6");
  // The others are as they were.
  await expect(card(admin, "Statistics")).not.toContainText("Popular");
  await expect(card(admin, "Statistics")).not.toContainText("students");
  await expectNoHorizontalScroll(admin);
  await expectNoAxeViolations(admin);
  await admin.context().close();
});
