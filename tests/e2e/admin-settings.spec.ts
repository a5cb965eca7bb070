// Site settings: an admin changes what the public pages show, and visitors see it at once (the
// change feed refreshes the cached pages that show the settings). Unset values show nothing: no
// empty links.
import { expect, type Page, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const adminPage = withAdminServer();

/** Every link on the page has an address that goes somewhere. */
async function expectNoEmptyLinks(page: Page) {
  const hrefs = await page
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of hrefs) {
    expect(href, "a link without an address").toBeTruthy();
    expect(href).not.toMatch(/^(#|mailto:)?$/);
  }
}

for (const width of [1280, 375]) {
  test(`at ${width} px: pages with nothing set show no empty links or details`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, width);
    const visitor = await browser.newContext({
      baseURL: new URL(admin.url()).origin,
      viewport: { width, height: 720 },
    });
    const page = await visitor.newPage();
    for (const path of ["/", "/community", "/contactus", "/privacy-policy", "/study-materials"]) {
      await page.goto(path);
      await expectNoEmptyLinks(page);
      await expect(page.getByText(/placeholder/i)).toHaveCount(0);
    }
    // Nothing set: the contact page sends to the Get in Touch form and shows no empty details;
    // the footer has no mailto.
    await page.goto("/contactus");
    await expect(page.getByRole("heading", { name: "Reach the team" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in Touch form" })).toHaveAttribute(
      "href",
      "/about#get-in-touch",
    );
    await expect(page.getByRole("heading", { name: "Business Details" })).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Social links" })).toHaveCount(0);
    await page.goto("/community");
    await expect(page.getByText("Transmissions still loading…")).toBeVisible();
    await expect(page.getByRole("link", { name: /Chat Group/ })).toHaveCount(0);
    // No folder set: the study materials list the catalogue's courses, each opening its page here.
    await page.goto("/study-materials");
    await expect(page.getByRole("heading", { name: "No shared folders yet" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Maths 1", exact: true }).first()).toHaveAttribute(
      "href",
      "/resources/foundation/mathematics",
    );
    await expect(page.locator('main a[target="_blank"]')).toHaveCount(0);
    await visitor.close();
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a community link changed in settings is on /community at once`, async ({
    browser,
  }) => {
    const link = `https://chat.whatsapp.com/E2eGroup${width}`;
    const admin = await adminPage(browser, width, "/admin/settings/community");
    const visitor = await browser.newContext({
      baseURL: new URL(admin.url()).origin,
      viewport: { width, height: 720 },
    });
    // Warm the page cache with the old page.
    await visitor.request.get("/community");
    expect((await visitor.request.get("/community")).headers()["x-cache"]).toBe("HIT");

    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Site Settings");
    await expect(
      admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site Settings" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoHorizontalScroll(admin);
    await expectNoAxeViolations(admin);
    await waitForHydration(admin);
    const foundation = admin.getByRole("group", { name: "Foundation Level" });
    // A bad address: a field error, what was typed is kept, nothing saved.
    await foundation.getByLabel("Chat Group").fill("chat.whatsapp.com/no-scheme");
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect(foundation.getByText(/^Enter a full web address/)).toBeVisible();
    await expect(foundation.getByLabel("Chat Group")).toHaveValue("chat.whatsapp.com/no-scheme");
    await expectNoAxeViolations(admin);
    await foundation.getByLabel("Chat Group").fill(link);
    await admin.getByRole("button", { name: "Save", exact: true }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
    await expect(foundation.getByLabel("Chat Group")).toHaveValue(link);

    const page = await visitor.newPage();
    const response = await page.goto("/community");
    expect(response?.headers()["x-cache"]).toBeUndefined();
    const chat = page.getByRole("link", { name: /Chat Group/ });
    await expect(chat).toHaveAttribute("href", link);
    await expect(chat).toHaveAttribute("target", "_blank");
    // Only the link that is set: the two channels left empty are not there.
    await expect(page.getByRole("link", { name: /Messaging Channel/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await visitor.close();
  });
}

test("the operator's details show on /contactus, in the policies and the footer", async ({
  browser,
}) => {
  const admin = await adminPage(browser, 1280, "/admin/settings/operator");
  await waitForHydration(admin);
  await admin.getByLabel("Name").fill("Hub Student Trust");
  await admin.getByLabel("Postal address").fill("12 Lake Road\nChennai 600001\nIndia");
  await admin.getByLabel("Contact email").fill("team@hub-trust.org");
  await admin.getByRole("button", { name: "Save", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();

  const visitor = await browser.newContext({ baseURL: new URL(admin.url()).origin });
  const page = await visitor.newPage();
  await page.goto("/contactus");
  const address = page.locator("address");
  await expect(address).toContainText("Hub Student Trust");
  await expect(address).toContainText("12 Lake Road");
  await expect(address.getByRole("link", { name: "team@hub-trust.org" })).toHaveAttribute(
    "href",
    "mailto:team@hub-trust.org",
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "team@hub-trust.org" }),
  ).toHaveAttribute("href", "mailto:team@hub-trust.org");
  await expectNoAxeViolations(page);
  await page.goto("/privacy-policy");
  await expect(page.getByText(/run by students, operated by Hub Student Trust\./)).toBeVisible();
  await expect(
    page.getByText(/Postal address: Hub Student Trust, 12 Lake Road/).first(),
  ).toBeVisible();
  await expect(page.getByText(/write to team@hub-trust\.org/).first()).toBeVisible();
  await visitor.close();
});

test("lists work without JavaScript: add, reorder and remove team members, then save", async ({
  browser,
}) => {
  // Every button is a full page load on the server.
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const admin = await adminPage(browser, 375, "/admin/settings/team");
  // The signed-in session, in a context without JavaScript.
  await context.addCookies(await admin.context().cookies());
  const page = await context.newPage();
  const origin = new URL(admin.url()).origin;
  await page.goto(`${origin}/admin/settings/team`);
  await page.getByRole("button", { name: "Add member" }).click();
  await page.getByRole("button", { name: "Add member" }).click();
  const first = page.getByRole("group", { name: /^Member 1/ });
  const second = page.getByRole("group", { name: /^Member 2/ });
  await first.getByLabel("Name").fill("Aarav");
  await first.getByLabel("Role").fill("Content");
  await first.getByLabel("Bio").fill("Reviews notes.");
  await second.getByLabel("Name").fill("Diya");
  await second.getByLabel("Role").fill("Community");
  // Diya's bio is missing: saving shows the error and keeps what was typed.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Bio is required")).toBeVisible();
  await expect(page.getByRole("group", { name: /^Member 2/ }).getByLabel("Name")).toHaveValue(
    "Diya",
  );
  await page
    .getByRole("group", { name: /^Member 2/ })
    .getByLabel("Bio")
    .fill("Runs the groups.");
  await page.getByRole("button", { name: "Move Diya up" }).click();
  await expect(page.getByRole("group", { name: /^Member 1/ }).getByLabel("Name")).toHaveValue(
    "Diya",
  );
  await page.getByRole("button", { name: "Add member" }).click();
  await page.getByRole("button", { name: "Remove Member 3" }).click();
  await expect(page.getByRole("group", { name: /^Member 3/ })).toHaveCount(0);
  await expect(page.getByText(/^Last saved/)).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/^Last saved/)).toBeVisible();

  await page.goto(`${origin}/about`);
  const team = page.getByRole("region", { name: "Meet the Team" });
  await expect(team.getByRole("heading", { level: 3 })).toHaveText(["Diya", "Aarav"]);
  await context.close();
});

test("at 375 px the current section is in view in the sections' strip, opened and after a click", async ({
  browser,
}) => {
  const admin = await adminPage(browser, 375, "/admin/settings/testimonials");
  await waitForHydration(admin);
  const strip = admin.getByRole("navigation", { name: "Settings sections" });
  const current = strip.locator('[aria-current="page"]');
  await expect(current).toHaveText("Home: testimonials");
  await expect(current).toBeInViewport({ ratio: 1 });
  // Back to the first section inside the app: the strip follows.
  await strip.getByRole("link", { name: "Operator & contact" }).scrollIntoViewIfNeeded();
  await strip.getByRole("link", { name: "Operator & contact" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings\/operator$/);
  await strip.getByRole("link", { name: "About: team" }).scrollIntoViewIfNeeded();
  await strip.getByRole("link", { name: "About: team" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings\/team$/);
  await expect(current).toHaveText("About: team");
  await expect(current).toBeInViewport({ ratio: 1 });
  await expectNoHorizontalScroll(admin);
  await admin.context().close();
});
