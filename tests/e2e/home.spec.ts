import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { serverHtml } from "./support/html";
import { saveE2ESettingsFirst } from "./support/settings";

// The links and details these pages show are site settings: save the e2e values first.
saveE2ESettingsFirst();

const MARKETING_FIGURES = [
  ["30k+", "Students"],
  ["100+", "Resources"],
  ["24/7", "Support"],
  ["8+", "Subjects"],
];

const PROGRAMME_STATISTICS = [
  ["30,000+", "Total Students"],
  ["150+", "Countries"],
  ["5+", "Years Running"],
  ["8", "Subjects per Term"],
];

/** [value, label] pairs of a figures list, in order. */
async function figures(page: Page, testId: string) {
  const list = page.getByTestId(testId);
  const values = await list.locator("dd").allTextContents();
  const labels = await list.locator("dt").allTextContents();
  return values.map((value, index) => [value.trim(), labels[index]?.trim()]);
}

test("the server renders the home page with its key content", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await serverHtml(response);
  for (const text of [
    "<title>BS Degree Hub</title>",
    "A complete resource hub for success in the programme",
    "Explore Resources",
    "Why BS Degree Hub?",
    "Learning Resources",
    "View All Resources",
    "What Students Say",
    "Submit Resources",
    "30k+",
    "30,000+",
    "150+",
    "Subjects per Term",
    "Placement Rates",
    "Coming Soon",
    'action="/newsletter"',
    "Subscribe",
  ]) {
    expect(html, text).toContain(text);
  }
  expect(html.match(/<h1\b/g)).toHaveLength(1);
});

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has one h1, the root <main id=main>, its title and description", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A complete resource hub for success in the programme",
    );
    await expect(page.locator("main#main")).toHaveCount(1);
    await expect(page).toHaveTitle("BS Degree Hub");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /BS degree/);
  });

  test("hero links to the resources and, in a new tab, the video channel", async ({ page }) => {
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Explore Resources" })).toHaveAttribute(
      "href",
      "/resources",
    );
    const watch = main.getByRole("link", { name: /Watch on YouTube/ });
    await expect(watch).toHaveAttribute("href", /^https:\/\/(www\.)?youtube\.com\//);
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(watch).toHaveAttribute("rel", /noopener/);
  });

  test("shows the marketing figures and the programme statistics exactly", async ({ page }) => {
    expect(await figures(page, "marketing-figures")).toEqual(MARKETING_FIGURES);
    expect(await figures(page, "programme-statistics")).toEqual(PROGRAMME_STATISTICS);
    const placement = page.getByTestId("placement-rates");
    await expect(placement.getByRole("heading", { name: "Placement Rates" })).toBeVisible();
    await expect(placement.getByText("Coming Soon", { exact: true })).toBeVisible();
  });

  test("has a Why section with three features", async ({ page }) => {
    const why = page.getByRole("region", { name: "Why BS Degree Hub?" });
    await expect(why.getByRole("heading", { level: 3 })).toHaveCount(3);
  });

  test("teases the learning resources with links to notes, lectures, PYQs and all resources", async ({
    page,
  }) => {
    const teaser = page.getByRole("region", { name: "Learning Resources" });
    const expected: [string, string][] = [
      ["Study Notes", "/resources/foundation/mathematics/notes"],
      ["Video Lectures", "/resources/foundation/mathematics/lectures"],
      ["Previous Year Questions", "/resources/foundation/mathematics/pyqs"],
      ["View All Resources", "/resources"],
    ];
    await expect(teaser.getByRole("link")).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      await expect(teaser.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  test("shows three testimonials in one avatar style: the first letter, as one lacks a picture", async ({
    page,
  }) => {
    const testimonials = page.getByTestId("testimonial");
    await expect(testimonials).toHaveCount(3);
    // The saved sample quotes give Ananya a picture and the others none: so no card shows one.
    await expect(testimonials.locator("img")).toHaveCount(0);
    for (const [name, initial] of [
      ["Ananya", "A"],
      ["Rohit", "R"],
      ["Meera", "M"],
    ]) {
      const card = testimonials.filter({ hasText: name as string });
      await expect(card.getByTestId("avatar-initial")).toHaveText(initial as string);
      await expect(card.locator("blockquote")).not.toBeEmpty();
      await expect(card.locator("figcaption")).toContainText(name as string);
    }
  });

  test("link cards look clickable and information does not", async ({ page }) => {
    const cards = page.getByTestId("link-card");
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      // A link, with an arrow, raised by a shadow, its title in the accent colour.
      expect(await card.evaluate((el) => el.tagName)).toBe("A");
      await expect(card.locator("svg.lucide-arrow-right")).toHaveCount(1);
      expect(await card.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
      expect(await card.evaluate((el) => getComputedStyle(el).cursor)).toBe("pointer");
    }
    const before = await cards.first().evaluate((el) => getComputedStyle(el).borderColor);
    await cards.first().hover();
    await expect
      .poll(() => cards.first().evaluate((el) => getComputedStyle(el).borderColor))
      .not.toBe(before);

    // The Why features are information: no link, no border, no shadow, no arrow.
    const why = page.getByRole("region", { name: "Why BS Degree Hub?" });
    await expect(why.getByRole("link")).toHaveCount(0);
    await expect(why.locator("svg.lucide-arrow-right")).toHaveCount(0);
    for (const item of await why.locator("li").all()) {
      const style = await item.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopWidth, shadow: s.boxShadow };
      });
      expect(style).toEqual({ border: "0px", shadow: "none" });
    }
  });

  test("invites contributions with a Submit Resources link", async ({ page }) => {
    await expect(
      page.locator("main").getByRole("link", { name: "Submit Resources" }),
    ).toHaveAttribute("href", "/resources/submit");
  });

  test("has a newsletter form posting an email address to /newsletter", async ({ page }) => {
    const section = page.getByRole("region", { name: "Stay in the Loop" });
    const form = section.locator("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/newsletter");
    const email = section.getByLabel("Email address");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("name", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(section.getByRole("button", { name: "Subscribe" })).toHaveAttribute(
      "type",
      "submit",
    );
  });
});

test.describe("home page at 768 px", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the newsletter field shows its whole placeholder", async ({ page }) => {
    await page.goto("/");
    const email = page
      .getByRole("region", { name: "Stay in the Loop" })
      .getByLabel("Email address");
    await email.scrollIntoViewIfNeeded();
    const fit = await email.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(el.placeholder).width;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room, scroll: el.scrollWidth, client: el.clientWidth };
    });
    expect(fit.text).toBeLessThanOrEqual(fit.room);
    expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  });

  test("the numbers of each figures list share a baseline", async ({ page }) => {
    await page.goto("/");
    for (const testId of ["marketing-figures", "programme-statistics"]) {
      const tops = await page
        .getByTestId(testId)
        .locator("dd")
        .evaluateAll((numbers) => numbers.map((n) => Math.round(n.getBoundingClientRect().bottom)));
      expect(tops).toHaveLength(4);
      expect(new Set(tops).size, `${testId}: ${tops.join(", ")}`).toBe(1);
    }
  });
});

for (const width of [375, 768, 1280]) {
  test(`home page has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expectNoAxeViolations(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}
