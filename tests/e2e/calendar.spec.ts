import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectToastShown } from "./support/toasts";

const item = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("the calendar lists the September 2025 term's dates as past, and says newer ones are not in yet", async ({
  page,
}) => {
  // Reached from every page's footer (the header keeps the spec's items).
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Exam Calendar" }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam calendar");
  await expect(page.getByRole("note")).toContainText(
    "No upcoming dates yet. The dates below are from the September 2025 term and have passed.",
  );
  await expect(page.getByRole("note")).toContainText("The current term's dates will appear here");
  await expect(page.getByRole("heading", { name: "Upcoming" })).toHaveCount(0);

  const quiz1 = item(page, "Quiz 1");
  await expect(quiz1).toContainText("Sun, 26 Oct 2025, 2:00 pm – 6:00 pm IST");
  await expect(quiz1).toContainText("In person at exam centres");
  await expect(quiz1).toContainText("Source: IIT Madras BS, September 2025 term grading document");
  // Past is said in words, not only in grey.
  await expect(quiz1.getByText("Past", { exact: true })).toBeVisible();
  await expect(item(page, "End term exam (morning session)")).toContainText(
    "Sun, 21 Dec 2025, 9:00 am – 12:00 pm IST",
  );
  await expect(item(page, "OPPE 1, day 2")).toContainText("Sun, 9 Nov 2025 (all day)");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "December 2025",
    "November 2025",
    "October 2025",
    "September 2025",
  ]);
  // A reading page: no script file.
  await expect(page.locator("script[src]")).toHaveCount(0);

  // Filters are links; a Diploma reader does not see Foundation's deadlines.
  await page
    .getByRole("navigation", { name: "Show the dates of" })
    .getByRole("link", { name: "Diploma" })
    .click();
  await expect(page).toHaveURL(/\/calendar\?level=diploma$/);
  await expect(page.getByRole("heading", { name: /Week 4 assignment deadline/ })).toHaveCount(1);
  await expect(item(page, "Python OPPE 1")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    /^webcal:\/\/[^/]+\/calendar\/diploma\.ics$/,
  );
});

test("the feeds download as text/calendar and parse; an unknown level or course is 404", async ({
  page,
  request,
}) => {
  await page.goto("/calendar");
  const download = page.getByRole("link", { name: "Download the .ics file" });
  await expect(download).toHaveAttribute("href", "/calendar.ics");
  const all = await request.get("/calendar.ics");
  expect(all.status()).toBe(200);
  expect(all.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await all.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent");
  expect(events).toHaveLength(26);

  const course = await request.get("/calendar/foundation/programming.ics");
  expect(course.status()).toBe(200);
  const summaries = new ICAL.Component(ICAL.parse(await course.text()))
    .getAllSubcomponents("vevent")
    .map((e) => e.getFirstPropertyValue("summary"));
  expect(summaries).toContain("Python OPPE 1");
  expect(summaries).toContain("Quiz 1");
  // Foundation's week 4 deadline, not the Diploma's and the Degree's of the same name.
  expect(
    summaries.filter((s) => s === "Week 4 assignment deadline: OPPE 1 eligibility closes"),
  ).toHaveLength(1);
  for (const path of ["/calendar/moon.ics", "/calendar/foundation/nope.ics"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

for (const width of [375, 768, 1280]) {
  test(`the calendar has no accessibility violations and fits at ${width} px in both themes`, async ({
    browser,
  }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      for (const path of ["/calendar", "/calendar?level=foundation"]) {
        await page.goto(path);
        await expectNoHorizontalScroll(page);
        if (width !== 768) await expectNoAxeViolations(page);
      }
      await context.close();
    }
  });
}

test.describe("admin", () => {
  // Its own server and database: no demo dates, the migration's subjects.
  const adminPage = withAdminServer();

  test("an admin adds a date (checked at its fields), it shows on /calendar and in the feed, then cancels it", async ({
    browser,
  }) => {
    const page = await adminPage(browser, 1280, "/admin/calendar");
    // No dates at all: the public page says so rather than showing an empty list.
    const empty = await page.context().newPage();
    await empty.goto("/calendar");
    await expect(empty.getByRole("heading", { name: "No dates yet" })).toBeVisible();
    await expect(empty.getByRole("heading", { name: "Past dates" })).toHaveCount(0);
    await expectNoAxeViolations(empty);
    await empty.close();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exam Calendar");
    await expect(
      page.getByRole("cell", { name: "No dates for the September 2026 term yet" }),
    ).toBeVisible();
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    await page.getByRole("link", { name: "Add Event" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Event" });
    await waitForHydration(page);
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expect(dialog.getByText("Enter a title")).toBeVisible();
    await expect(dialog.getByText("Enter the date", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel(/^Title/).fill("Quiz 1");
    await dialog.getByLabel(/^Kind/).selectOption({ label: "Quiz 1" });
    await dialog.getByLabel("Course").selectOption({ label: "Statistics for Data Science I" });
    await dialog.getByLabel(/^Date/).fill("2027-02-14");
    await dialog.getByLabel("Start time (IST)").fill("14:00");
    await dialog.getByLabel("End time (IST)").fill("13:00");
    await dialog.getByLabel("Location").fill("In person at exam centres");
    await dialog.getByLabel(/^Source/).fill("January 2027 term announcement");
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expect(dialog.getByText("The end must be after the start")).toBeVisible();
    await dialog.getByLabel("End time (IST)").fill("18:00");
    await dialog.getByRole("button", { name: "Add Event" }).click();
    await expectToastShown(page, "Event added");
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: "Quiz 1" });
    await expect(row).toContainText("Sun, 14 Feb 2027, 2:00 pm – 6:00 pm IST");
    await expect(row).toContainText("Foundation · Statistics for Data Science I");

    const calendar = await page.context().newPage();
    await calendar.goto("/calendar");
    await expect(calendar.getByRole("heading", { name: "Upcoming" })).toBeVisible();
    const upcoming = item(calendar, "Quiz 1");
    await expect(upcoming).toContainText("Sun, 14 Feb 2027, 2:00 pm – 6:00 pm IST");
    await expect(upcoming.getByText("Past", { exact: true })).toHaveCount(0);

    await row.getByRole("button", { name: "Cancel Quiz 1" }).click();
    await expectToastShown(page, "Event cancelled");
    await expect(row).toContainText("Cancelled");
    await calendar.reload();
    await expect(item(calendar, "Quiz 1").getByText("Cancelled", { exact: true })).toBeVisible();
    const feed = await calendar.request.get("/calendar/foundation/statistics.ics");
    const [vevent] = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents(
      "vevent",
    );
    expect(vevent!.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent!.getFirstPropertyValue("sequence")).toBe(1);
  });

  test("the admin screen has no accessibility violations at 375 px", async ({ browser }) => {
    const page = await adminPage(browser, 375, "/admin/calendar");
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }
    await page.goto("/admin/calendar?new=1");
    await expect(page.getByRole("dialog", { name: "Add Event" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
