import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { serverHtml } from "./support/html";

const POLICIES: { path: string; title: string; texts: (string | RegExp)[] }[] = [
  {
    path: "/cancellation-refund",
    title: "Return & Refund Policy",
    texts: [
      /no refunds/i,
      /cannot be cancelled/,
      /access opens as soon as your payment is confirmed/i,
      /demo/,
      "Monday to Friday, 9:00 to 18:00 IST",
    ],
  },
  { path: "/privacy-policy", title: "Privacy Policy", texts: [/do not sell/, /cookie/] },
  {
    path: "/terms",
    title: "Terms and Conditions",
    texts: [/not affiliated/i, /no refunds or cancellations after payment/],
  },
  { path: "/shipping-policy", title: "Shipping Policy", texts: [/nothing is posted/i, /digital/] },
  {
    path: "/contactus-policy",
    title: "Contact Policy",
    texts: ["Monday to Friday, 9:00 to 18:00 IST"],
  },
];

for (const policy of POLICIES) {
  test(`${policy.path} shows the ${policy.title} with its own title, description and date`, async ({
    page,
  }) => {
    await page.goto(policy.path);
    const main = page.locator("main#main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.title);
    await expect(page).toHaveTitle(`${policy.title} | BS Degree Hub`);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(30);
    await expect(main.getByText(/^Last updated:/)).toBeVisible();
    await expect(main.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    for (const text of policy.texts) await expect(main).toContainText(text);

    const nav = main.getByRole("navigation", { name: "All policies" });
    for (const other of POLICIES) {
      await expect(nav.getByRole("link", { name: other.title, exact: true })).toHaveAttribute(
        "href",
        other.path,
      );
    }
    await expect(nav.getByRole("link", { name: policy.title, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
}

test("every policy page has a description of its own", async ({ page }) => {
  const descriptions = new Set<string | null>();
  for (const policy of POLICIES) {
    await page.goto(policy.path);
    descriptions.add(await page.locator('meta[name="description"]').getAttribute("content"));
  }
  expect(descriptions.size).toBe(POLICIES.length);
});

test("the server renders every policy page in full", async ({ request }) => {
  for (const policy of POLICIES) {
    const response = await request.get(policy.path);
    expect(response.status(), policy.path).toBe(200);
    const html = await serverHtml(response);
    expect(html).toContain(`<title>${policy.title} | BS Degree Hub</title>`);
    expect(html.match(/<h1\b[^>]*>([^<]*)<\/h1>/)?.[1]).toBe(policy.title);
    expect(html).toContain("Last updated:");
  }
});

test.describe("short policy addresses", () => {
  for (const [from, to] of [
    ["/privacy", "/privacy-policy"],
    ["/shipping", "/shipping-policy"],
  ]) {
    test(`${from} answers 301 to ${to}`, async ({ request, page }) => {
      const response = await request.get(from as string, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);

      const withQuery = await request.get(`${from}?ref=footer`, { maxRedirects: 0 });
      expect(withQuery.status()).toBe(301);
      expect(withQuery.headers().location).toBe(`${to}?ref=footer`);

      await page.goto(from as string);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

for (const width of [375, 1280]) {
  test(`policy pages have no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const policy of POLICIES) {
      await page.goto(policy.path);
      await expectNoAxeViolations(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        policy.path,
      ).toBeLessThanOrEqual(width);
    }
  });
}
