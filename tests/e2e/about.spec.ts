import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { serverHtml } from "./support/html";
import {
  recordedPendingStates,
  recordPendingStates,
  slowPosts,
  waitForHydration,
} from "./support/hydration";
import { saveE2ESettingsFirst } from "./support/settings";

// The links and details these pages show are site settings: save the e2e values first.
saveE2ESettingsFirst();

const SUCCESS = "Thank you! Your message has been sent. We will reply to your email soon.";
const FIELD_ERRORS = [
  "Please enter your name.",
  "Please enter your email address.",
  "Please enter a subject.",
  "Please enter a message.",
];

const form = (page: Page) => page.getByRole("region", { name: "Get in Touch" });
const field = (page: Page, label: string) =>
  form(page).getByRole("textbox", { name: label, exact: true });
const LABELS = ["Name", "Email", "Subject", "Message"];

async function fillValid(page: Page, name: string) {
  await field(page, "Name").fill(name);
  await field(page, "Email").fill("asha@example.com");
  await field(page, "Subject").fill("A typo in the notes");
  await field(page, "Message").fill("Week 2 of the statistics notes has a wrong formula.");
}

async function openAbout(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto("/about");
  if (javaScriptEnabled) await waitForHydration(page);
  return { context, page };
}

test("the server renders the about page with its key content", async ({ request }) => {
  const response = await request.get("/about");
  expect(response.status()).toBe(200);
  const html = await serverHtml(response);
  for (const text of [
    "<title>About Us | BS Degree Hub</title>",
    "Our Mission",
    "Our Vision",
    "Our Story",
    "Meet the Team",
    "Frequently Asked Questions",
    "Get in Touch",
    "Send Message",
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html.match(/<h1\b/g)).toHaveLength(1);
  const faqSection = html.slice(html.indexOf("Frequently Asked Questions"));
  expect(faqSection.slice(0, faqSection.indexOf("</section>")).match(/<details\b/g)).toHaveLength(
    3,
  );
});

test("shows mission, vision, story, a team of three and three FAQs", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /team/);
  for (const heading of ["Our Mission", "Our Vision", "Our Story"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const team = page.getByRole("region", { name: "Meet the Team" });
  await expect(team.getByRole("listitem")).toHaveCount(3);
  await expect(team.getByRole("heading", { level: 3 })).toHaveCount(3);

  const faqs = page.getByRole("region", { name: "Frequently Asked Questions" }).locator("details");
  await expect(faqs).toHaveCount(3);
  // Answers open from the keyboard.
  const first = faqs.first();
  await expect(first.locator("p")).toBeHidden();
  await first.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(first.locator("p")).toBeVisible();
  await expect(first.locator("p")).toContainText("not affiliated");
});

for (const javaScriptEnabled of [true, false]) {
  const how = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`Get in Touch: an empty submit shows every field error ${how}`, async ({ browser }) => {
    const { context, page } = await openAbout(browser, javaScriptEnabled);
    const posted = page.waitForResponse((r) => r.request().method() === "POST");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    // The page loads no script (ADR 025): the server checks the form and answers 400 with the
    // form and its errors, also when JavaScript is on.
    expect((await posted).status()).toBe(400);
    for (const error of FIELD_ERRORS) {
      await expect(form(page).getByText(error, { exact: true })).toBeVisible();
    }
    for (const label of LABELS) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form(page).getByRole("status")).toHaveCount(0);
    await context.close();
  });

  test(`Get in Touch: errors keep what was typed ${how}`, async ({ browser }) => {
    const { context, page } = await openAbout(browser, javaScriptEnabled);
    await field(page, "Name").fill("Asha");
    await field(page, "Email").fill("not-an-email");
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(form(page).getByText("Please enter a subject.")).toBeVisible();
    await expect(field(page, "Name")).toHaveValue("Asha");
    await expect(field(page, "Email")).toHaveValue("not-an-email");
    await expect(field(page, "Name")).not.toHaveAttribute("aria-invalid", "true");
    await context.close();
  });

  test(`Get in Touch: a valid message shows success and clears the form ${how}`, async ({
    browser,
  }) => {
    const { context, page } = await openAbout(browser, javaScriptEnabled);
    await fillValid(page, `Asha ${how}`);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByRole("status")).toHaveText(SUCCESS);
    for (const label of LABELS) {
      await expect(field(page, label)).toHaveValue("");
    }
    // The answer comes back scrolled to the form.
    await expect(page).toHaveURL(/\/about#get-in-touch$/);
    await expect(form(page).getByRole("status")).toBeInViewport();
    await context.close();
  });
}

test("Get in Touch shows a pending state while it sends", async ({ page }) => {
  await recordPendingStates(page);
  await slowPosts(page, /\/about$/);
  await page.goto("/about");
  await fillValid(page, "Pending Pat");
  const button = form(page).getByRole("button", { name: "Send Message" });
  await button.click();
  await expect(form(page).getByRole("status")).toHaveText(SUCCESS);
  expect(await recordedPendingStates(page)).toContain("Sending...|disabled");
  await expect(button).toHaveText("Send Message");
  await expect(button).toBeEnabled();
});

test("the success message goes away once another message is started", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await fillValid(page, "Second Sam");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  await expect(form(page).getByRole("status")).toHaveText(SUCCESS);
  await field(page, "Name").fill("Another");
  await expect(form(page).getByRole("status")).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`about page has no axe violations at ${width} px, also with errors shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByText(FIELD_ERRORS[0] ?? "")).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
