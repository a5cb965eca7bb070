import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const PHONE = { width: 375, height: 667 };
const DESKTOP = { width: 1280, height: 800 };
const MATHS_1 = "/tools/grade-predictor?term=2025-09&course=maths-1";

/** The element is on screen and the focused field is not hidden under it. */
async function expectBarClearOf(bar: Locator, field: Locator) {
  await expect(bar).toBeInViewport();
  const barBox = (await bar.boundingBox())!;
  const fieldBox = (await field.boundingBox())!;
  expect(fieldBox.y, "the field starts below the sticky result").toBeGreaterThanOrEqual(
    barBox.y + barBox.height - 1,
  );
}

test.describe("grade predictor", () => {
  test("with nothing entered it says what to enter, then updates as you type", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(MATHS_1);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grade Predictor");
    // No verdict before any score: no table, no "Not reachable".
    await expect(page.getByTestId("predictor-empty")).toContainText("Enter the scores you have");
    await expect(page.getByTestId("predictor-table")).toHaveCount(0);
    await expect(page.getByText("Not reachable")).toHaveCount(0);
    await expect(page.getByTestId("predictor-bar")).toHaveText(
      "Enter your scores to see the end-term mark each grade needs.",
    );
    await page.getByLabel(/^GAA/).fill("100");
    await page.getByLabel(/^Quiz 1/).fill("100");
    await page.getByLabel(/^Quiz 2/).fill("100");
    // T = 0.1·100 + max(0.6F + 20, 0.4F + 20 + 30) = 90 first at F = 75 (0.4·75 + 60).
    await expect(page.getByTestId("need-S")).toHaveText("75");
    await expect(page.getByTestId("bar-need-S")).toHaveText("75");
    // Only what was entered is in the address.
    await expect(page).toHaveURL(/\?term=2025-09&course=maths-1&GAA=100&Qz1=100&Qz2=100$/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The share link restores the inputs and the result.
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByLabel(/^Quiz 2/)).toHaveValue("100");
    await expect(other.getByTestId("need-S")).toHaveText("75");
  });

  test("at 375 px the result stays in view, clear of the field, while a score changes", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${MATHS_1}&GAA=100&Qz1=100&Qz2=100`);
    await waitForHydration(page);
    const bar = page.getByTestId("result-bar");
    // The last field of the form, far below the result's place in the page.
    const field = page.getByLabel(/^Bonus/);
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    await field.pressSequentially("5");
    await expect(page.getByTestId("bar-need-S")).toHaveText("63");
    await expectBarClearOf(bar, field);
    // The full table is far below: the bar is what the student sees.
    await expect(page.getByTestId("predictor-table")).not.toBeInViewport();
    await field.fill("");
    await expect(page.getByTestId("bar-need-S")).toHaveText("75");
    await expect(bar).toBeInViewport();
  });

  test("an out-of-range score shows no table until it is fixed", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${MATHS_1}&GAA=100&Qz2=100`);
    await waitForHydration(page);
    await expect(page.getByTestId("predictor-table")).toBeVisible();
    await page.getByLabel(/^Quiz 1/).fill("150");
    await expect(page.getByText("Enter a number from 0 to 100.")).toBeVisible();
    await expect(page.getByLabel(/^Quiz 1/)).toHaveValue("150");
    await expect(page.getByTestId("predictor-table")).toHaveCount(0);
    await expect(page.getByTestId("predictor-invalid")).toContainText("Quiz 1");
    await expect(page.getByTestId("predictor-bar")).toContainText("out of range");
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Quiz 1/).fill("100");
    await expect(page.getByTestId("need-S")).toHaveText("75");
    await expect(page.getByTestId("predictor-invalid")).toHaveCount(0);
  });

  test("an out-of-range score sent without JavaScript is explained, with no table", async ({
    page,
  }) => {
    await page.goto(`${MATHS_1}&GAA=140`);
    await expect(page.getByText("Enter a number from 0 to 100.")).toBeVisible();
    await expect(page.getByLabel(/^GAA/)).toHaveValue("140");
    await expect(page.getByTestId("predictor-table")).toHaveCount(0);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`warns when an eligibility rule is not met at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(MATHS_1);
      await waitForHydration(page);
      await page.getByLabel(/^Average of the best 5/).fill("30");
      await page.getByLabel(/^Quizzes attended/).fill("1");
      const warning = page.getByTestId("eligibility-warning");
      await expect(warning).toContainText("Not eligible for the end-term exam");
      await expect(warning).toContainText("Best 5 of the first 7 weekly assignments average ≥ 40");
      await expect(warning).not.toContainText("Attended at least one");
      if (viewport.width < 1024) {
        await expect(page.getByTestId("predictor-bar")).toContainText(
          "Not eligible for the end-term exam",
        );
      }
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await page.getByLabel(/^Average of the best 5/).fill("40");
      await expect(warning).toHaveCount(0);
    });
  }

  test("at 1280 px the term and course fit their selects; the result stays in view", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    for (const term of ["2026-01", "2025-09"]) {
      await page.goto(`/tools/grade-predictor?term=${term}`);
      for (const name of ["Term", "Course"]) {
        const select = page.getByLabel(name, { exact: true });
        const options = await select.locator("option").allTextContents();
        for (const option of options) {
          await select.selectOption({ label: option });
          const fits = await select.evaluate(async (el: HTMLSelectElement) => {
            await document.fonts.ready;
            const style = getComputedStyle(el);
            // The text in the select's own font, laid out by the page (a canvas may measure it
            // in a fallback font).
            const probe = document.createElement("span");
            probe.style.font = style.font;
            probe.style.whiteSpace = "pre";
            probe.style.position = "absolute";
            probe.textContent = el.selectedOptions[0]!.text;
            document.body.append(probe);
            const text = probe.getBoundingClientRect().width;
            probe.remove();
            // Padding on both sides and the arrow (about 2rem).
            const room = el.clientWidth - parseFloat(style.paddingLeft) * 2 - 32;
            return { text, room };
          });
          expect(fits.text, `${name}: “${option}”`).toBeLessThanOrEqual(fits.room);
        }
      }
    }
    // Python's form is the longest: its last field is far below the table's place.
    await page.goto("/tools/grade-predictor?term=2025-09&course=python&GAA1=100");
    await waitForHydration(page);
    const field = page.getByLabel(/^OPPE system compatibility test/);
    await field.scrollIntoViewIfNeeded();
    await field.fill("1");
    await page.getByLabel(/^OPPE 1/).fill("90");
    await field.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("need-E")).toBeInViewport();
    await expect(page.getByRole("heading", { name: /needed for each grade/ })).toBeInViewport();
  });

  test("the rules' sources read as a note with links", async ({ page }) => {
    await page.goto("/tools/grade-predictor?term=2026-01");
    const note = page.getByRole("complementary", { name: "About these rules" });
    await expect(note).toContainText("come from three independent student calculators");
    await expect(note).toContainText("likely right");
    await expect(note).not.toContainText("confidence:");
    await expect(note.getByRole("link", { name: "These rules as JSON" })).toHaveAttribute(
      "href",
      "/api/grading-rules.json?term=2026-01",
    );
  });

  test("works without JavaScript: the server computes on submit, the address keeps entries", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(MATHS_1);
    await expect(page.getByTestId("predictor-empty")).toBeVisible();
    await page.getByLabel(/^GAA/).fill("100");
    await page.getByLabel(/^Quiz 1/).fill("100");
    await page.getByLabel(/^Quiz 2/).fill("100");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByTestId("need-S")).toHaveText("75");
    expect(new URL(page.url()).search).toBe("?term=2025-09&course=maths-1&GAA=100&Qz1=100&Qz2=100");
    await context.close();
  });
});

const cgpa = "/tools/cgpa-calculator";
const lastCourse = (page: Page) => page.getByLabel(/^Data Science and AI Lab/);

/** The Reset or Undo control that is on screen at this width (bar on phones, panel on desktops). */
const visible = (locator: Locator) => locator.locator("visible=true").first();

test.describe("CGPA calculator", () => {
  test("computes per level and overall, saves in the browser, shares only the grades entered", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(cgpa);
    await waitForHydration(page);
    await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
    await page.getByLabel(/^Maths 1 — Mathematics for Data Science I /).selectOption("S");
    await page.getByLabel(/^English 1/).selectOption("B");
    // (4·10 + 4·8) / 8 = 9.00
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    await expect(page.getByTestId("cgpa-foundation")).toHaveText("9.00");
    // Only the two grades, not every course left "Not taken".
    await expect(page).toHaveURL(/\/tools\/cgpa-calculator\?maths-1=S&english-1=B$/);
    await page.getByLabel(/^English 1/).selectOption("");
    await expect(page).toHaveURL(/\/tools\/cgpa-calculator\?maths-1=S$/);
    await page.getByLabel(/^English 1/).selectOption("B");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // Saved in this browser: a plain visit restores the grades.
    await page.goto(cgpa);
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    await expect(page.getByLabel(/^English 1/)).toHaveValue("B");
  });

  test("at 375 px the CGPA stays in view while the last course's grade changes", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${cgpa}?maths-1=S`);
    await waitForHydration(page);
    const bar = page.getByTestId("result-bar");
    await expect(page.getByTestId("cgpa-bar")).toHaveText("10.00");
    await lastCourse(page).scrollIntoViewIfNeeded();
    await lastCourse(page).focus();
    await lastCourse(page).selectOption("E");
    // (4·10 + 4·4) / 8 = 7.00
    await expect(page.getByTestId("cgpa-bar")).toHaveText("7.00");
    await expect(page.getByTestId("cgpa-bar-credits")).toHaveText("8 credits");
    await expectBarClearOf(bar, lastCourse(page));
  });

  test("at 1280 px the CGPA panel stays in view at the last course", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${cgpa}?maths-1=S`);
    await waitForHydration(page);
    await expect(page.getByTestId("result-bar")).toBeHidden();
    await lastCourse(page).scrollIntoViewIfNeeded();
    await lastCourse(page).selectOption("A");
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.50");
    await expect(page.getByTestId("cgpa-overall")).toBeInViewport();
    await expect(page.getByRole("heading", { name: "Your CGPA" })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`Reset clears grades, address and saved copy, and Undo brings them back at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(cgpa);
      await waitForHydration(page);
      await expect(page.getByRole("link", { name: "Reset" })).toHaveCount(0);
      await page.getByLabel(/^Maths 1 — Mathematics for Data Science I /).selectOption("S");
      await page.getByLabel(/^English 1/).selectOption("B");
      await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");

      await visible(page.getByRole("link", { name: "Reset" })).click();
      await expect(page).toHaveURL(/\/tools\/cgpa-calculator$/);
      await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
      await expect(page.getByLabel(/^English 1/)).toHaveValue("");
      expect(await page.evaluate(() => localStorage.getItem("cgpa-calculator"))).toBeNull();
      await expect(visible(page.getByText("All grades cleared."))).toBeVisible();
      const undo = visible(page.getByRole("link", { name: "Undo" }));
      await expect(undo).toBeFocused();
      await expectNoAxeViolations(page);

      await undo.click();
      await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
      await expect(page).toHaveURL(/\?maths-1=S&english-1=B$/);
      await expect(page.getByLabel(/^English 1/)).toHaveValue("B");

      // Reset, then a new visit: nothing comes back from the saved copy.
      await visible(page.getByRole("link", { name: "Reset" })).click();
      await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
      await page.goto(cgpa);
      await waitForHydration(page);
      await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
      await expect(page).toHaveURL(/\/tools\/cgpa-calculator$/);
    });
  }

  test("milestone bars are true progress bars: empty at 0, a quarter at 8 of 32", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(cgpa);
    await waitForHydration(page);
    const foundation = page.getByRole("progressbar", { name: "Foundation" });
    await expect(page.getByRole("progressbar")).toHaveCount(5);
    await expect(foundation).toHaveAttribute("aria-valuenow", "0");
    await expect(foundation).toHaveAttribute("aria-valuemax", "32");
    await expect(foundation).toHaveAttribute("aria-valuetext", "0 of 32 credits");
    const fill = foundation.locator("div");
    expect((await fill.boundingBox())?.width ?? 0).toBe(0);

    await page.getByLabel(/^Maths 1 — Mathematics for Data Science I /).selectOption("S");
    await page.getByLabel(/^English 1/).selectOption("B");
    await expect(foundation).toHaveAttribute("aria-valuenow", "8");
    await expect(page.getByRole("progressbar", { name: "BS degree" })).toHaveAttribute(
      "aria-valuenow",
      "8",
    );
    // Wait for the width's transition to end, then compare with the track.
    await expect
      .poll(async () => {
        const [track, bar] = [await foundation.boundingBox(), await fill.boundingBox()];
        return Math.round(((bar?.width ?? 0) / (track?.width ?? 1)) * 100);
      })
      .toBe(25);
  });

  test("lists the degree-level courses and the diploma projects with their credits", async ({
    page,
  }) => {
    await page.goto(`${cgpa}?software-engineering=A&mlp-project=S`);
    const degree = page.getByRole("group", { name: "Degree" });
    await expect(degree.getByLabel(/^Software Engineering \(4 credits\)/)).toHaveValue("A");
    await expect(degree.getByLabel(/^Deep Learning Practice/)).toBeVisible();
    await expect(
      page.getByLabel(/^MLP Project — Machine Learning Practice - Project \(2 credits\)/),
    ).toHaveValue("S");
    await expect(page.getByTestId("cgpa-degree")).toHaveText("9.00");
    // (4·9 + 2·10) / 6 = 9.33
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.33");
  });

  test("works without JavaScript: computes, keeps only the grades entered, resets with undo", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(cgpa);
    await page.getByLabel(/^Maths 1 — Mathematics for Data Science I /).selectOption("A");
    await page.getByLabel(/^CT — Computational Thinking /).selectOption("U");
    await page.getByRole("button", { name: "Calculate" }).click();
    // A U adds no credits: only the A counts.
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    // The courses in the catalogue's order (CT before Maths 1), as the form lists them.
    expect(new URL(page.url()).search).toBe("?ct=U&maths-1=A");

    await visible(page.getByRole("link", { name: "Reset" })).click();
    await expect(page.getByTestId("cgpa-overall")).toHaveText("—");
    await expect(visible(page.getByText("All grades cleared."))).toBeVisible();
    await visible(page.getByRole("link", { name: "Undo" })).click();
    await expect(page.getByTestId("cgpa-overall")).toHaveText("9.00");
    expect(new URL(page.url()).search).toBe("?ct=U&maths-1=A");
    await context.close();
  });
});
