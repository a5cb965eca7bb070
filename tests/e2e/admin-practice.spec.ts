import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { seedDemoPractice } from "~/features/practice/demo.server";
import { SEARCH_KINDS } from "~/features/search/schema";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectToastShown } from "./support/toasts";

// The migrated database has the Foundation courses with their codes; the demo questions and
// mocks give the composer something to compose from.
const adminPage = withAdminServer(async (db) => {
  await seedDemoPractice(db);
});

const WORD = "Zorblaxian";
const STEM = `${WORD} area: what is the value of the integral below?\n\n$$\\int_0^1 2x\\,dx$$\n`;

async function pngBuffer() {
  return sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 20, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

const dryRunRow = (page: Page, row: number) =>
  page
    .getByRole("table", { name: "Dry run: Practice questions" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(row), exact: true }) });

test("an admin writes a question with display maths and an image, previews and publishes it, composes a paper, imports a CSV with a bad row", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser, 1280, "/admin/questions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Practice Questions");
  await page.getByRole("link", { name: "Add Question" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Question" });
  await waitForHydration(page);

  // Saved empty: the fields say what is missing, nothing is stored.
  await dialog.getByRole("button", { name: "Add Question" }).click();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Choose the course" })).toBeVisible();

  await dialog
    .getByLabel(/^Course/)
    .selectOption({ label: "BSMA1001 · Mathematics for Data Science I" });
  await dialog.getByLabel(/^Question \(Markdown/).fill(STEM);
  // The image: uploaded, checked, and its Markdown put into the question.
  await dialog.getByLabel("Image file").setInputFiles({
    name: "square.png",
    mimeType: "image/png",
    buffer: await pngBuffer(),
  });
  await dialog.getByLabel("What it shows (alt text)").fill("A blue rectangle");
  await dialog.getByRole("button", { name: "Upload image" }).click();
  await expect(dialog.getByText("Image uploaded and added to the question.")).toBeVisible();
  await expect(dialog.getByLabel(/^Question \(Markdown/)).toHaveValue(
    /!\[A blue rectangle\]\(\/practice-images\/practice-[0-9a-f-]{36}\.png\)/,
  );
  for (const [i, text] of ["$1$", "$2$", "$0$", "$\\frac12$"].entries()) {
    await dialog.getByLabel(`Option ${"ABCD"[i]}`, { exact: true }).fill(text);
  }
  await dialog.getByRole("checkbox", { name: "Correct" }).first().check();
  await dialog
    .getByLabel(/^Worked solution/)
    .fill("$$\\int_0^1 2x\\,dx = \\left[x^2\\right]_0^1 = 1$$");
  await dialog.getByLabel(/^Topic/).fill("Integrals");
  await dialog.getByLabel(/^Status/).selectOption("published");

  // The preview: MathML rendered on the server, and the uploaded image served.
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByTestId("question-preview");
  await expect(preview.locator("math[display='block']").first()).toBeVisible();
  await expect(preview.locator(".math-display")).toHaveCount(2);
  const image = preview.getByRole("img", { name: "A blue rectangle" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  // The image is public, with its own type and nosniff.
  const served = await page.request.get((await image.getAttribute("src"))!, {
    headers: { Cookie: "" },
  });
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Add Question" }).click();
  await expectToastShown(page, "Question added");
  const row = page.getByRole("row").filter({ hasText: `${WORD} area` });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("BSMA1001");

  // Found by the site search once the search lists practice questions (the public practice
  // pages add that kind), and on its course's practice page when that route exists.
  if ((SEARCH_KINDS as readonly string[]).includes("question")) {
    await page.goto(`/search?q=${WORD}`);
    await expect(page.getByRole("link").filter({ hasText: "Integrals" }).first()).toHaveAttribute(
      "href",
      /\/resources\/foundation\/mathematics\/practice\//,
    );
  }
  const practice = await page.request.get("/resources/foundation/mathematics/practice");
  if (practice.status() !== 404) {
    await page.goto("/resources/foundation/mathematics/practice");
    await page
      .getByRole("link", { name: new RegExp(WORD) })
      .first()
      .click();
    await expect(page.locator("math").first()).toBeVisible();
  }

  // Compose a paper: course first, then questions ticked, ordered and saved.
  await page.goto("/admin/papers");
  await page.getByRole("link", { name: "Add Paper" }).click();
  await waitForHydration(page);
  await page
    .getByRole("dialog", { name: "Add Paper" })
    .getByLabel("Course")
    .selectOption({ label: "BSMA1001 · Mathematics for Data Science I" });
  await page.getByRole("button", { name: "Continue" }).click();
  const paper = page.getByRole("dialog", { name: "Add Paper" });
  await paper.getByLabel(/^Title/).fill("E2E integrals mock");
  await paper.getByRole("searchbox", { name: "Find questions" }).fill(WORD);
  const ours = paper.getByRole("checkbox", { name: new RegExp(WORD) });
  await expect(ours).toBeVisible();
  await ours.check();
  await paper.getByRole("searchbox", { name: "Find questions" }).fill("");
  await paper.getByRole("checkbox", { checked: false }).first().check();
  await paper.getByLabel(/^Status/).selectOption("published");
  await paper.getByRole("button", { name: "Add Paper" }).click();
  await expectToastShown(page, "Paper added");
  const paperRow = page.getByRole("row").filter({ hasText: "E2E integrals mock" });
  await expect(paperRow).toContainText("2 ·");
  await expect(paperRow).toContainText("Published");

  // Reordered in the composer: our question moves to the top.
  await paperRow.getByRole("link", { name: "Edit E2E integrals mock" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Paper" });
  await waitForHydration(page);
  const items = edit.getByRole("list").first().getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText(WORD);
  await items
    .nth(1)
    .getByRole("button", { name: /^Move .* up$/ })
    .click();
  await expect(items.nth(0)).toContainText(WORD);
  await expect(edit.getByTestId("paper-totals")).toContainText("2 questions");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Update Paper" }).click();
  await expectToastShown(page, "Paper updated");
  await paperRow.getByRole("link", { name: "Edit E2E integrals mock" }).click();
  await expect(
    page.getByRole("dialog", { name: "Edit Paper" }).getByRole("listitem").first(),
  ).toContainText(WORD);

  // The question is on a paper now: deleting it says which paper.
  await page.goto(`/admin/questions?q=${WORD}`);
  await page
    .getByRole("link", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toContainText("E2E integrals mock");
  await expect(page.getByRole("dialog")).toContainText("Take it off that paper first");

  // Import a CSV of questions with one bad row: the dry run says which row and why.
  await page.goto("/admin/import");
  await waitForHydration(page);
  const csv = [
    "course,slug,kind,exam,topic,difficulty,marks,stem,option_a,option_b,answer,solution,status",
    "BSMA1001,e2e-import-one,single,quiz-1,Sets,easy,1,Imported one?,Yes,No,A,Because.,draft",
    "BSMA1001,e2e-import-two,single,quiz-1,Sets,easy,1,Imported two?,Yes,No,C,Because.,draft",
    "foundation/mathematics,e2e-import-three,numeric,quiz-2,Sums,easy,2,1 + 1?,,,2,Two.,draft",
  ].join("\n");
  await page.getByLabel(/^File \(CSV or JSON\)/).setInputFiles({
    name: "questions.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(dryRunRow(page, 2)).toContainText("Add");
  await expect(dryRunRow(page, 3)).toContainText("answer: The answer names no option");
  await expect(dryRunRow(page, 4)).toContainText("Add");
  await page.getByRole("button", { name: "Apply: 2 to add" }).click();
  await expect(page.getByText("2 added, 1 error.")).toBeVisible();
  await page.goto("/admin/questions?q=e2e-import");
  await expect(page.getByRole("row").filter({ hasText: "e2e-import-one" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "e2e-import-three" })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the question list, editor and paper composer at ${width}px in both themes: axe clean, no sideways scroll`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await adminPage(browser, width, "/admin/questions");
    if (width === 1280) await page.setViewportSize({ width: 1280, height: 720 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      for (const path of ["/admin/questions", "/admin/questions?new=1", "/admin/papers"]) {
        await page.goto(path);
        await waitForHydration(page);
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
      }
      await page.goto("/admin/papers");
      await page
        .getByRole("link", { name: /^Edit / })
        .first()
        .click();
      const composer = page.getByRole("dialog", { name: "Edit Paper" });
      await expect(composer.getByTestId("paper-totals")).toHaveText(
        /^\d+ questions? · [\d.]+ marks?$/,
      );
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      if (width === 1280) {
        // Editor and preview side by side on a laptop.
        await page.goto("/admin/questions?new=1");
        const editor = page.getByRole("dialog", { name: "Add Question" });
        const stem = await editor.getByLabel(/^Question \(Markdown/).boundingBox();
        const preview = await editor.getByTestId("question-preview").boundingBox();
        expect(preview!.x).toBeGreaterThan(stem!.x + stem!.width);
      }
    }
  });
}
