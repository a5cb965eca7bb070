import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { serverHtml } from "./support/html";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith, type TestServer } from "./support/server";
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
  await expect(address).toContainText("1 Test Road");
  await expect(address.getByRole("link")).toHaveAttribute(
    "href",
    `mailto:${E2E_SETTINGS.operator.email}`,
  );
  // Every social profile that is set, and no "nothing published" block.
  const social = main.getByRole("heading", { name: "Find us on" }).locator("xpath=..");
  await expect(social.getByRole("link")).toHaveText(
    ["Instagram", "YouTube", "LinkedIn", "X (Twitter)"].map((n) => `${n} (opens in a new tab)`),
  );
  await expect(social.getByRole("link").first()).toHaveAttribute(
    "href",
    E2E_SETTINGS.social.instagram,
  );
  await expect(main.getByRole("heading", { name: "Reach the team" })).toHaveCount(0);
  await expect(main.getByText(/not published/)).toHaveCount(0);

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

async function eachLayout(browser: Browser, baseURL: string, check: (page: Page) => Promise<void>) {
  for (const width of [375, 1280]) {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 800 },
        colorScheme,
      });
      const page = await context.newPage();
      await page.goto("/contactus");
      await check(page);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await context.close();
    }
  }
}

test("contact page has no axe violations at 375 and 1280 px, in both themes", async ({
  browser,
  baseURL,
}) => {
  await eachLayout(browser, baseURL!, async (page) => {
    await expect(page.locator("main address")).toBeVisible();
  });
});

test.describe("with no operator detail or social link set", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  test.beforeAll(async () => {
    // A database with nothing saved in the settings, as a fresh site starts.
    server = await startServerWith(async () => {});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("one sentence points to the form and the community; the footer shows no empty links", async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/contactus`);
    const main = page.locator("main#main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(main.getByRole("heading", { name: "Business Details" })).toHaveCount(0);
    await expect(main.getByText(/not published/)).toHaveCount(0);
    await expect(main.locator("address")).toHaveCount(0);
    const reach = main.getByRole("heading", { name: "Reach the team" }).locator("xpath=..");
    await expect(reach).toContainText(
      "Write to us through the Get in Touch form on our About page, or ask fellow students in the community.",
    );
    await expect(reach.getByRole("link", { name: "Get in Touch form" })).toHaveAttribute(
      "href",
      "/about#get-in-touch",
    );
    await expect(reach.getByRole("link", { name: "community" })).toHaveAttribute(
      "href",
      "/community",
    );
    // The spec's hours and policies stay.
    await expect(main.getByText(HOURS, { exact: true })).toBeVisible();
    await expect(main.getByRole("navigation", { name: "Policies" }).getByRole("link")).toHaveCount(
      POLICY_LINKS.length,
    );

    const footer = page.locator("footer");
    await expect(footer.getByRole("list", { name: "Social links" })).toHaveCount(0);
    await expect(footer.locator('a[href^="mailto:"], a[href^="http"]')).toHaveCount(0);
    // Nothing on the page leads off the site.
    await expect(page.locator('a[href^="http"], a[href^="mailto:"]')).toHaveCount(0);
  });

  test("has no axe violations at 375 and 1280 px, in both themes", async ({ browser }) => {
    await eachLayout(browser, server.baseURL, async (page) => {
      await expect(page.getByRole("heading", { name: "Reach the team" })).toBeVisible();
    });
  });
});
