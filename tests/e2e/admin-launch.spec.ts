// The launch checklist on the dashboard, on a server of its own that seeds the demo content at its
// first start as a new install does: what is missing with a link to each fixing screen, the demo
// content counted by kind, axe-clean at 375 and 1280 px in both themes; then the demo content
// removed through its confirmation without JavaScript, the checklist showing none left, the
// sample files gone and the public pages still answering with their empty states.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { startSession } from "./support/admin";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const adminPage = withAdminServer(async () => {}, { SEED_ON_EMPTY: "true" });

const checklist = (page: Page) => page.getByRole("region", { name: "Launch checklist" });
const item = (page: Page, key: string) => page.getByTestId(`launch-${key}`);

/**
 * A sample PDF of the demo (app/features/admin/demo-seed.server.ts's key for the first English
 * final-term paper).
 */
const SAMPLE_FILE = "/files/demo-foundation-english-end-term-1.pdf";

for (const width of [1280, 375]) {
  test(`the checklist names what a launch lacks, with the demo content by kind (${width}px, both themes)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/dashboard");
    const list = checklist(page);
    await expect(list).toBeVisible();
    await expect(page.getByTestId("launch-progress")).toHaveText("0 of 6 done");
    // Not done says so in words, not only in colour.
    await expect(list.getByText("To do", { exact: true })).toHaveCount(6);
    await expect(list.getByText("Done", { exact: true })).toHaveCount(0);
    await expect(item(page, "operator")).toContainText(
      "Not set: name, contact email and postal address.",
    );
    await expect(item(page, "community")).toContainText(
      "No group links for Foundation, Diploma, BSc and BS.",
    );
    await expect(item(page, "study-materials")).toContainText("folders have no address");
    await expect(item(page, "social")).toContainText("None set: video channel");
    await expect(item(page, "calendar")).toContainText(/No dates for the \w+ \d{4} term yet\./);
    await expect(item(page, "demo")).toContainText(
      /Still on the site: \d+ sample resources with \d+ files, 5 blog posts, \d+ practice questions, 8 mocks, \d+ calendar dates and 3 sample testimonials\./,
    );
    // Each item leads to the screen that fixes it.
    const links: [string, string | RegExp][] = [
      ["operator", "/admin/settings/operator"],
      ["community", "/admin/settings/community"],
      ["study-materials", "/admin/settings/study-materials"],
      ["social", "/admin/settings/social"],
      ["calendar", /^\/admin\/calendar\?term=\d{4}-(01|05|09)$/],
      ["demo", "/admin/dashboard?remove-demo=1"],
    ];
    for (const [key, href] of links) {
      await expect(item(page, key).getByRole("link")).toHaveAttribute("href", href);
    }
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    }

    // The settings link works (one is enough: the others are the same element).
    await item(page, "operator").getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/settings\/operator$/);
    await expect(page.getByLabel("Contact email")).toBeVisible();

    // The confirmation opens from the checklist and is axe-clean; Cancel removes nothing.
    await page.goto("/admin/dashboard");
    await waitForHydration(page);
    await item(page, "demo").getByRole("link", { name: "Remove demo content" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove all demo content?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId("demo-to-remove").getByRole("listitem")).toHaveCount(6);
    await expect(dialog.getByRole("button", { name: "Remove demo content" })).toBeInViewport();
    for (const colorScheme of ["dark", "light"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(item(page, "demo")).toContainText("Still on the site");
    await page.context().close();
  });
}

test("the removal is refused to another site and to a visitor; nothing goes", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 1280, "/admin/dashboard");
  const origin = new URL(signedIn.url()).origin;
  // With the admin's own cookies, but posted from another site: refused before the action runs.
  const foreign: Record<string, string>[] = [
    { Origin: "https://evil.example" },
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const headers of foreign) {
    const forged = await signedIn.request.post(`${origin}/admin/dashboard`, {
      form: { intent: "remove-demo" },
      headers,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  }
  // Signed out: the post is refused, the page sends to sign-in.
  const visitor = await browser.newContext({ baseURL: origin });
  const refused = await visitor.request.post(`${origin}/admin/dashboard`, {
    form: { intent: "remove-demo" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);
  const page = await visitor.newPage();
  await page.goto("/admin/dashboard?remove-demo=1");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await visitor.close();

  await signedIn.reload();
  await expect(item(signedIn, "demo")).toContainText("Still on the site");
  expect((await signedIn.request.get(SAMPLE_FILE)).status()).toBe(200);
  await signedIn.context().close();
});

/** A signed-in page of the launch server without JavaScript. */
async function withoutJavaScript(browser: Browser, page: Page) {
  const baseURL = new URL(page.url()).origin;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await startSession(context, baseURL);
  return context.newPage();
}

test("the demo content is removed after its confirmation, without JavaScript; the site still answers", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 1280, "/admin/dashboard");
  expect((await signedIn.request.get(SAMPLE_FILE)).status()).toBe(200);
  const page = await withoutJavaScript(browser, signedIn);
  await page.goto("/admin/dashboard");
  await item(page, "demo").getByRole("link", { name: "Remove demo content" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?remove-demo=1$/);
  const dialog = page.getByRole("dialog", { name: "Remove all demo content?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Remove demo content" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // Admin pages show their flashed toast with JavaScript; without it, the checklist tells.
  await expect(dialog).toHaveCount(0);
  await expect(item(page, "demo")).toContainText("Done");
  await expect(item(page, "demo")).toContainText(
    "None left: the site shows only your own content.",
  );
  await expect(item(page, "demo").getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("launch-progress")).toHaveText("1 of 6 done");
  await expect(page.getByTestId("count-resources")).toHaveText("0");
  await expect(page.getByTestId("count-blogPosts")).toHaveText("0");
  // Asking for the confirmation again shows none: there is nothing left to remove.
  await page.goto("/admin/dashboard?remove-demo=1");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The sample files are gone from storage; the public pages answer with their empty states.
  expect((await page.request.get(SAMPLE_FILE)).status()).toBe(404);
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reader = await visitor.newPage();
  for (const [path, heading] of [
    ["/", /./],
    ["/resources", /./],
    ["/resources/foundation/statistics/practice", /./],
    ["/blog", /./],
    ["/calendar", /./],
  ] as const) {
    const response = await reader.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(reader.getByRole("heading", { level: 1 }), path).toHaveText(heading);
  }
  await reader.goto("/resources/foundation/statistics/practice");
  await expect(reader.getByText("No practice questions yet", { exact: true })).toBeVisible();
  await reader.goto("/resources/foundation/english/pyqs");
  await expect(reader.getByText("Paper 1", { exact: true })).toHaveCount(0);
  await reader.goto("/calendar");
  await expect(reader.getByRole("heading", { name: "No dates yet" })).toBeVisible();
  await reader.goto("/blog/welcome-to-the-hub");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Data Not Found");
  await visitor.close();
  await page.context().close();
  await signedIn.context().close();
});
