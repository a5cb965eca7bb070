// Copy at 375 px, with axe: headings that read as words ("Important questions", not "Important Q
// papers"), no capital in the middle of a sentence, the grade predictor's term readable in its
// select, search snippets cut from the middle of a text marked with "…", and plain words where a
// student must act (an empty search). The spec's own texts stay as the spec gives them.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { saveE2ESettingsFirst } from "./support/settings";

saveE2ESettingsFirst();
test.use({ viewport: { width: 375, height: 812 } });

// A diploma course: no practice questions, so its Important Q tab shows the papers' section.
const PYQS = "/resources/diploma/machine-learning-techniques/pyqs";

test("the PYQ tabs' headings read as words; the tabs keep the spec's labels", async ({ page }) => {
  for (const [tab, heading] of [
    ["important", "Important questions"],
    ["video", "Videos"],
    ["quiz-1", "Quiz 1 papers"],
  ] as const) {
    await page.goto(`${PYQS}?tab=${tab}`);
    const papers = page.getByRole("region", { name: heading, exact: true });
    await expect(papers.getByRole("heading", { level: 2 })).toHaveText(heading);
    await expect(papers).toContainText(`${heading} for Machine Learning Techniques`);
    await expect(page.getByText(/Important Q papers|Videos papers/)).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  }
  await expect(
    page.getByRole("navigation", { name: "Exam", exact: true }).getByRole("link"),
  ).toHaveText(["Quiz 1", "Quiz 2", "Final Term", "Important Q", "Videos"]);
  await expectNoAxeViolations(page);
});

test("the grade predictor: each term's name fits its select; the sources note reads as a sentence", async ({
  page,
}) => {
  await page.goto("/tools/grade-predictor?term=2026-01");
  const term = page.getByRole("combobox", { name: "Term", exact: true });
  await expect(term).toHaveValue("2026-01");
  // What the brackets of the term's title said is beside the select.
  await expect(term).toHaveAccessibleDescription(
    "Foundation only; weights from student calculators.",
  );
  const fit = await term.evaluate(async (select: HTMLSelectElement) => {
    await document.fonts.ready;
    const style = getComputedStyle(select);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The room left for the text: the select's inside less its padding and the arrow.
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return [...select.options].map((option) => ({
      text: option.text,
      fits: context.measureText(option.text).width <= room,
    }));
  });
  expect(fit.length).toBeGreaterThan(1);
  expect(fit.filter((option) => !option.fits)).toEqual([]);

  const note = page.getByRole("complementary", { name: "About these rules" });
  await expect(note).toContainText("The term's rules come from three independent student");
  await expect(note).not.toContainText(/come from [A-Z][a-z]/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});

test("search: a snippet from the middle of a text starts with an ellipsis; nothing found says so plainly", async ({
  page,
}) => {
  await page.goto("/search?q=matrix");
  const snippets = page.locator("main li > p.break-words");
  await expect(snippets.first()).toBeVisible();
  const texts = await snippets.allTextContents();
  // A snippet starts where its text starts (a capital) or with "…", never mid-word or mid-sentence.
  expect(texts.filter((text) => /^[a-z]/.test(text))).toEqual([]);
  expect(texts.some((text) => text.startsWith("… "))).toBe(true);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.goto("/search?q=qwertyuiop");
  await expect(
    page.getByRole("heading", { level: 2, name: "Nothing found for “qwertyuiop”" }),
  ).toBeVisible();
  await expect(page.getByText("No signal on this frequency")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the spec's own texts stay as the spec gives them", async ({ page }) => {
  await page.goto("/blog/no-such-post");
  await expect(page.getByRole("heading", { name: "Data Not Found" })).toBeVisible();
  await expect(
    page.getByText("The neural data you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
});
