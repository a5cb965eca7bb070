// The site's identity (docs/design.md): every course card shows its family's glyph, colour and
// name, so families look apart at a glance; the home hero says what the site is for, with its
// actions and the course families, in a phone's first screen. Both themes, with axe.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { saveE2ESettingsFirst } from "./support/settings";

// The hero's watch button is the video channel of the site settings.
saveE2ESettingsFirst();

const THEMES = ["dark", "light"] as const;

async function phone(browser: Browser, colorScheme: (typeof THEMES)[number], height = 812) {
  const context = await browser.newContext({ viewport: { width: 375, height }, colorScheme });
  return { context, page: await context.newPage() };
}

/** A card's family as drawn: the glyph's icon, its colour, and the family's name. */
async function drawn(card: Locator) {
  const glyph = card.locator("[data-glyph]");
  return {
    icon: await glyph
      .locator("svg")
      .evaluate((svg) => [...svg.classList].find((c) => c.startsWith("lucide-") && c !== "lucide")),
    colour: await glyph.evaluate((el) => getComputedStyle(el).color),
    tile: await glyph.evaluate((el) => getComputedStyle(el).backgroundColor),
  };
}

const card = (page: Page, name: RegExp) =>
  page.getByTestId("subject-card").filter({ has: page.getByRole("heading", { name }) });

for (const colorScheme of THEMES) {
  test(`course cards of different families look different at 375 px (${colorScheme})`, async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, colorScheme);
    await page.goto("/resources");
    const families: [RegExp, string][] = [
      [/Computational Thinking/, "Computing"],
      [/Mathematics for Data Science I$/, "Maths"],
      [/English I$/, "English"],
      [/Statistics for Data Science I$/, "Statistics"],
    ];
    const seen = [];
    for (const [name, family] of families) {
      const subject = card(page, name);
      await expect(subject).toHaveCount(1);
      // Said in words too: colour and shape are never the only carriers.
      await expect(subject).toContainText(family);
      seen.push(await drawn(subject));
    }
    expect(new Set(seen.map((s) => s.icon)).size, "one glyph per family").toBe(families.length);
    expect(new Set(seen.map((s) => s.colour)).size, "one colour per family").toBe(families.length);
    expect(new Set(seen.map((s) => s.tile)).size, "one tile per family").toBe(families.length);
    expect(seen.map((s) => s.icon)).not.toContain("lucide-book-open");
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    // The diploma's two families, in the search results too.
    await page.goto("/resources/diploma");
    const dbms = await drawn(card(page, /Database Management Systems/));
    const mlf = await drawn(card(page, /Machine Learning Foundations/));
    expect(dbms.icon).not.toBe(mlf.icon);
    expect(dbms.colour).not.toBe(mlf.colour);
    await expectNoAxeViolations(page);
    await page.goto("/resources?q=stats");
    const results = page.getByTestId("subject-card");
    await expect(results.first()).toContainText("Statistics");
    expect((await drawn(results.first())).colour).toBe(seen[3]!.colour);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test(`the home hero says what the site is for, with its actions, in a phone's first screen (${colorScheme})`, async ({
    browser,
  }) => {
    // The smallest phone still sold at 375 px (667 px tall): purpose and both actions.
    const small = await phone(browser, colorScheme, 667);
    await small.page.goto("/");
    const main = small.page.getByRole("main");
    for (const element of [
      main.getByText("Student-run · Unofficial"),
      main.getByRole("heading", {
        level: 1,
        name: "A complete resource hub for success in the programme",
      }),
      main.getByText(/^Notes, previous-year question papers, lectures/),
      main.getByRole("link", { name: "Explore Resources" }),
      main.getByRole("link", { name: /Watch on YouTube/ }),
    ]) {
      await expect(element).toBeInViewport();
    }
    await small.context.close();

    // A 375 × 812 phone also shows the five course families, each in its own colour.
    const { context, page } = await phone(browser, colorScheme);
    await page.goto("/");
    const families = page.getByRole("list", {
      name: "Notes, papers and practice for every course",
    });
    await expect(families.getByRole("listitem")).toHaveText(
      ["Maths", "Statistics", "Computing", "English", "Data science"],
      { useInnerText: true },
    );
    for (const family of await families.getByRole("listitem").all()) {
      await expect(family).toBeInViewport();
    }
    const colours = await families
      .locator("[data-glyph]")
      .evaluateAll((glyphs) => glyphs.map((g) => getComputedStyle(g).color));
    expect(new Set(colours).size).toBe(5);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
