import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

test.describe("grade predictor", () => {
  test("updates as you type, keeps inputs in the URL, axe-clean at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/tools/grade-predictor?term=2025-09&course=maths-1");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grade Predictor");
    // Nothing entered: every missing score counts as 0, so S is out of reach.
    await expect(page.getByTestId("need-S")).toHaveText("Not reachable");
    await page.getByLabel(/^GAA/).fill("100");
    await page.getByLabel(/^Quiz 1/).fill("100");
    await page.getByLabel(/^Quiz 2/).fill("100");
    // T = 0.1·100 + max(0.6F + 20, 0.4F + 20 + 30) = 90 first at F = 75 (0.4·75 + 60).
    await expect(page.getByTestId("need-S")).toHaveText("75");
    await expect(page).toHaveURL(/GAA=100/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The share link restores the inputs and the result.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByLabel(/^Quiz 2/)).toHaveValue("100");
    await expect(other.getByTestId("need-S")).toHaveText("75");
  });

  test("works without JavaScript: the server computes on submit", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/tools/grade-predictor?term=2025-09&course=maths-1");
    await page.getByLabel(/^GAA/).fill("100");
    await page.getByLabel(/^Quiz 1/).fill("100");
    await page.getByLabel(/^Quiz 2/).fill("100");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("need-S")).toHaveText("75");
    await context.close();
  });

  test("an out-of-range score is explained", async ({ page }) => {
    await page.goto("/tools/grade-predictor?term=2025-09&course=maths-1&GAA=140");
    await expect(page.getByText("Enter a number from 0 to 100.")).toBeVisible();
    await expect(page.getByLabel(/^GAA/)).toHaveValue("140");
  });
});

test.describe("CGPA calculator", () => {
  test("computes per level and overall, saves in the browser, shares by URL", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/tools/cgpa-calculator");
    await waitForHydration(page);
    await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
    await page.getByLabel(/^Mathematics for Data Science 1/).selectOption("S");
    await page.getByLabel(/^English 1/).selectOption("B");
    // (4·10 + 4·8) / 8 = 9.00
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    await expect(page.getByTestId("cgpa-foundation")).toHaveText("9.00");
    await expect(page).toHaveURL(/maths-1=S/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Saved in this browser: a plain visit restores the grades.
    await page.goto("/tools/cgpa-calculator");
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    await expect(page.getByLabel(/^English 1/)).toHaveValue("B");
  });

  test("lists the degree-level courses and the diploma projects with their credits", async ({
    page,
  }) => {
    await page.goto("/tools/cgpa-calculator?software-engineering=A&mlp-project=S");
    const degree = page.getByRole("group", { name: "Degree" });
    await expect(degree.getByLabel(/^Software Engineering \(4 credits\)/)).toHaveValue("A");
    await expect(degree.getByLabel(/^Deep Learning Practice/)).toBeVisible();
    await expect(page.getByLabel(/^Machine Learning Practice Project \(2 credits\)/)).toHaveValue(
      "S",
    );
    await expect(page.getByTestId("cgpa-degree")).toHaveText("9.00");
    // (4·9 + 2·10) / 6 = 9.33
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.33");
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/tools/cgpa-calculator");
    await page.getByLabel(/^Mathematics for Data Science 1/).selectOption("A");
    await page.getByLabel(/^Computational Thinking/).selectOption("U");
    await page.getByRole("button", { name: "Calculate" }).click();
    // A U adds no credits: only the A counts.
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    await context.close();
  });
});
