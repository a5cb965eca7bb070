import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { serverHtml } from "./support/html";
import { E2E_SETTINGS, saveE2ESettingsFirst } from "./support/settings";

// The links and details these pages show are site settings: save the e2e values first.
saveE2ESettingsFirst();

const HOURS = "Monday to Friday 9:00 AM to 6:00 PM IST";
const POLICY_LINKS: [string, string][] = [
  ["Return & Refund Policy", "/cancellation-refund"],
  ["Privacy Policy", "/privacy-policy"],
  ["Terms and Conditions", "/terms"],
  ["Shipping Policy", "/shipping-policy"],
  ["Contact Policy", "/contactus-policy"],
];

test("the server renders the contact page with its key content", async ({ request }) => {
  const response = await request.get("/contactus");
  expect(response.status()).toBe(200);
  const html = await serverHtml(response);
  for (const text of ["<title>Contact Us | BS Degree Hub</title>", "Business Details", HOURS]) {
    expect(html, text).toContain(text);
  }
  for (const [, href] of POLICY_LINKS) expect(html).toContain(`href="${href}"`);
  expect(html.match(/<h1\b/g)).toHaveLength(1);
});

test("shows business details, hours and links to every policy", async ({ page }) => {
  await page.goto("/contactus");
  const main = page.locator("main#main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /business hours/,
  );

  const address = main.locator("address");
  await expect(address).toContainText(E2E_SETTINGS.operator.name);
  await expect(address.getByRole("link")).toHaveAttribute("href", /^mailto:.+@.+/);

  await expect(main.getByText(HOURS, { exact: true })).toBeVisible();

  const policies = main.getByRole("navigation", { name: "Policies" });
  await expect(policies.getByRole("link")).toHaveCount(POLICY_LINKS.length);
  for (const [name, href] of POLICY_LINKS) {
    await expect(policies.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(main.getByRole("link", { name: "Get in Touch form" })).toHaveAttribute(
    "href",
    "/about#get-in-touch",
  );
});

for (const width of [375, 1280]) {
  test(`contact page has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/contactus");
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
