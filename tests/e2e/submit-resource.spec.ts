import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

async function fillValid(page: Page) {
  await page.getByLabel("Resource Title").fill("Quiz 1 formula sheet");
  await page.getByLabel("Resource Type").selectOption("notes");
  await page.getByLabel("Level").selectOption("foundation");
  await page.getByLabel("Subject").selectOption("statistics");
  await page.getByLabel("Term").selectOption("term1");
  await page.getByLabel("Description").fill("All formulas for quiz 1 on one page.");
  await page.getByLabel("External Link (optional)").fill("https://drive.example/sheet");
  await page.getByLabel("Your Name").fill("Ravi");
  await page.getByLabel("Email").fill("ravi@example.com");
  await page.getByLabel(/right to share this resource/).check();
}

for (const width of [375, 1280]) {
  test(`submit form at ${width} px has the spec's fields, hint and consent`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/submit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Resources");
    for (const label of [
      "Resource Title",
      "Resource Type",
      "Subject",
      "Level",
      "Term",
      "Description",
      "Upload File (optional)",
      "External Link (optional)",
      "Your Name",
      "Email",
    ]) {
      await expect(
        page.getByRole("main").getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`)),
      ).toBeVisible();
    }
    await expect(
      page.getByText("Max file size 50MB. Formats: PDF, DOC, PPT, XLS, JPG, PNG."),
    ).toBeVisible();
    await expect(page.getByLabel("Resource Type").locator("option")).toHaveText([
      "Select type",
      "Notes",
      "Study Guide",
      "Quiz / Practice Questions",
      "Previous Year Questions",
      "Other",
    ]);
    await expect(page.getByLabel("Level").locator("option")).toHaveText([
      "Select level",
      "Foundation",
      "Diploma",
      "BSc Degree",
      "BS Degree",
    ]);
    await expectNoAxeViolations(page);
  });
}

test("required fields and a bad link are explained, with JavaScript", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await page.getByLabel("External Link (optional)").fill("drive dot com");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  for (const message of [
    "Enter a title for the resource.",
    "Choose the type of resource.",
    "Choose a subject.",
    "Choose a level.",
    "Choose a term.",
    "Describe the resource in a sentence or two.",
    "Enter a full link starting with https://.",
    "Enter your name.",
    "Enter a valid email address.",
    "Please confirm you may share this resource.",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Resource Title")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});

test("the page checks before sending: focus on the first error, errors follow typing", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posts.push(r.url());
  });
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  // What the browser's own checks let through but the server refuses is caught here too.
  await page.getByLabel("Resource Title").fill("   ");
  await page.getByLabel("Email").fill("ravi@example");
  await page.getByLabel("External Link (optional)").fill("ftp://drive.example/sheet");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByText("Enter a title for the resource.")).toBeVisible();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Enter a full link starting with https://.")).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-describedby", /\S+-error/);
  // Each correction clears its own message as it is typed.
  await page.getByLabel("Resource Title").fill("Quiz 1 formula sheet");
  await expect(page.getByText("Enter a title for the resource.")).toHaveCount(0);
  await expect(page.getByLabel("Resource Title")).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Email").fill("ravi@example.com");
  await expect(page.getByText("Enter a valid email address.")).toHaveCount(0);
  await expect(page.getByText("Enter a full link starting with https://.")).toBeVisible();
  expect(posts).toEqual([]);
  await page.getByLabel("External Link (optional)").fill("");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
  expect(posts).toHaveLength(1);
});

test("a valid submission shows Submission Received and the toast", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
  await expect(page.getByRole("status").filter({ hasText: "Resource Submitted" })).toContainText(
    "Thank you for your contribution! Our team will review it shortly.",
  );
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Submit Another" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit Resources");
  await expect(page.getByLabel("Resource Title")).toHaveValue("");
});

test("the form works without JavaScript: errors, then Submission Received", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/submit");
  await page.getByLabel("Resource Title").fill("Kept title");
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByText("Choose a subject.")).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toHaveValue("Kept title");
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
  await context.close();
});

const PDF_BYTES = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, 32)]);
const EXE_BYTES = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(4000)]);

test("a PDF is uploaded with progress shown, then Submission Received", async ({ page }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/resources/submit/upload", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Uploading… \d+%$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
});

test("a renamed executable is refused, with JavaScript and without", async ({ page, browser }) => {
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: EXE_BYTES });
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(page.getByText("This file type is not accepted.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Resource Title")).toHaveValue("Quiz 1 formula sheet");
  // The server's refusal puts the focus on the field it names.
  await expect(page.getByLabel(/^Upload File/)).toBeFocused();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/resources/submit");
  await fillValid(noJs);
  await noJs
    .getByLabel(/^Upload File/)
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: EXE_BYTES });
  await noJs.getByRole("button", { name: "Submit Resource" }).click();
  await expect(noJs.getByText("This file type is not accepted.", { exact: false })).toBeVisible();
  await context.close();
});

test("a 51MB file is refused: before sending with JavaScript, by the server without", async ({
  page,
  browser,
}, testInfo) => {
  const big = testInfo.outputPath("big.pdf");
  const fs = await import("node:fs");
  fs.writeFileSync(big, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(51 * 1024 * 1024)]));

  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page.getByLabel(/^Upload File/).setInputFiles(big);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  await expect(
    page.getByText("The file is larger than 50MB. Choose a smaller file."),
  ).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/resources/submit");
  await fillValid(noJs);
  await noJs.getByLabel(/^Upload File/).setInputFiles(big);
  const [response] = await Promise.all([
    noJs.waitForResponse((r) => r.request().method() === "POST"),
    noJs.getByRole("button", { name: "Submit Resource" }).click(),
  ]);
  expect(response.status()).toBe(413);
  await expect(
    noJs.getByText("The file is larger than 50MB. Choose a smaller file."),
  ).toBeVisible();
  await context.close();
});

// The course catalogue (migration 0017), as the form must list it: each course named as every
// page names it, the diploma's by diploma.
const FOUNDATION = [
  "CT — Computational Thinking",
  "Maths 1 — Mathematics for Data Science I",
  "English 1 — English I",
  "Stats 1 — Statistics for Data Science I",
  "Maths 2 — Mathematics for Data Science II",
  "Python — Programming in Python",
  "English 2 — English II",
  "Stats 2 — Statistics for Data Science II",
];
const PROGRAMMING = [
  "DBMS — Database Management Systems",
  "PDSA — Programming, Data Structures and Algorithms using Python",
  "Java — Programming Concepts using Java",
  "System Commands",
  "MAD 1 — Modern Application Development I",
  "MAD 1 Project — Modern Application Development I - Project",
  "MAD 2 — Modern Application Development II",
  "MAD 2 Project — Modern Application Development II - Project",
];
const DATA_SCIENCE = [
  "MLF — Machine Learning Foundations",
  "BDM — Business Data Management",
  "MLT — Machine Learning Techniques",
  "MLP — Machine Learning Practice",
  "MLP Project — Machine Learning Practice - Project",
  "TDS — Tools in Data Science",
  "BDM Project — Business Data Management - Project (Option 1)",
  "BA — Business Analytics (Option 1)",
  "DL GenAI — Introduction to Deep Learning and Generative AI (Option 2)",
  "DL GenAI Project — Deep Learning and Generative AI - Project (Option 2)",
];
const OTHER = "Another subject, or not sure (say which in the description)";

test("the subject list holds every course of the chosen level", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/resources/submit");
  await waitForHydration(page);
  const subject = page.getByLabel("Subject");
  await page.getByLabel("Level").selectOption("foundation");
  await expect(subject.locator("option")).toHaveText(["Select subject", ...FOUNDATION, OTHER]);
  await page.getByLabel("Level").selectOption("diploma");
  await expect(subject.locator("option")).toHaveText([
    "Select subject",
    ...PROGRAMMING,
    ...DATA_SCIENCE,
    OTHER,
  ]);
  await expect(subject.locator("optgroup")).toHaveCount(2);
  // BSc has no subjects yet: the student names it in the description.
  await page.getByLabel("Level").selectOption("bsc");
  await expect(subject.locator("option")).toHaveText(["Select subject", OTHER]);
  await expectNoAxeViolations(page);
});

test("without JavaScript every level's courses are listed by level and diploma, and a wrong pair is refused", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/submit");
  const subject = page.getByLabel("Subject");
  expect(
    await subject
      .locator("optgroup")
      .evaluateAll((groups) => groups.map((g) => g.getAttribute("label"))),
  ).toEqual(["Foundation", "Diploma in Programming", "Diploma in Data Science"]);
  await expect(subject.locator('optgroup[label="Foundation"] option')).toHaveText(FOUNDATION);
  await expect(subject.locator('optgroup[label="Diploma in Programming"] option')).toHaveText(
    PROGRAMMING,
  );
  await expect(subject.locator('optgroup[label="Diploma in Data Science"] option')).toHaveText(
    DATA_SCIENCE,
  );
  await fillValid(page);
  // Stats 2 is a foundation course: not one of the diploma's.
  await page.getByLabel("Subject").selectOption({ label: FOUNDATION[7]! });
  await page.getByLabel("Level").selectOption("diploma");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST"),
    page.getByRole("button", { name: "Submit Resource" }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(page.getByText("Choose a subject of the Diploma level.")).toBeVisible();
  await context.close();
});

test("after a submission at 375 px the result heading is in view and focused", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/resources/submit");
  await waitForHydration(page);
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "Submission Received" });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAxeViolations(page);
});

test("after a submission without JavaScript the result is at the top of the answer", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 667 },
  });
  const page = await context.newPage();
  await page.goto("/resources/submit");
  await fillValid(page);
  await page.getByRole("button", { name: "Submit Resource" }).click();
  const heading = page.getByRole("heading", { level: 1, name: "Submission Received" });
  await expect(heading).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole("link", { name: "Submit Another" })).toBeInViewport();
  await context.close();
});

test.describe("file drop zone", () => {
  for (const width of [375, 1280]) {
    test(`takes a file by drag and drop and by the picker at ${width} px, and removes it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources/submit");
      await waitForHydration(page);
      const zone = page.getByTestId("file-drop-zone");
      const input = page.getByLabel(/^Upload File/);
      await expect(zone).toContainText("Choose a file or drag it here");
      await expect(zone).toContainText(
        "Max file size 50MB. Formats: PDF, DOC, PPT, XLS, JPG, PNG.",
      );

      // Drag and drop: a DataTransfer carrying a file, as a browser sends it.
      const transfer = await page.evaluateHandle(() => {
        const data = new DataTransfer();
        const bytes = new Uint8Array(150 * 1024);
        bytes.set(new TextEncoder().encode("%PDF-1.7\n"));
        data.items.add(new File([bytes], "week-3 notes.pdf", { type: "application/pdf" }));
        return data;
      });
      await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
      await expect(zone).toHaveAttribute("data-dragging", "true");
      await zone.dispatchEvent("dragover", { dataTransfer: transfer });
      await zone.dispatchEvent("drop", { dataTransfer: transfer });
      await expect(zone).toHaveAttribute("data-dragging", "false");
      const chosen = page.getByTestId("chosen-file");
      await expect(chosen).toContainText("week-3 notes.pdf");
      await expect(chosen).toContainText("150 KB");
      // The dropped file is in the real input, which is what the form sends.
      expect(await input.evaluate((el: HTMLInputElement) => el.files?.[0]?.name)).toBe(
        "week-3 notes.pdf",
      );
      await expect(input).toHaveAttribute("aria-describedby", /-chosen/);
      await expectNoAxeViolations(page);

      await page.getByRole("button", { name: "Remove week-3 notes.pdf" }).click();
      await expect(chosen).toBeHidden();
      expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0);
      await expect(input).toBeFocused();

      // The picker (the same input).
      await input.setInputFiles({ name: "slides.png", mimeType: "image/png", buffer: PNG_BYTES });
      await expect(chosen).toContainText("slides.png");
      await expect(chosen).toContainText("1 KB");
    });
  }

  test("is reached by keyboard and sends the dropped file with the form", async ({ page }) => {
    await page.goto("/resources/submit");
    await waitForHydration(page);
    await fillValid(page);
    await page.getByLabel("Description").focus();
    const zone = page.getByTestId("file-drop-zone");
    const border = () => zone.evaluate((el) => getComputedStyle(el).borderColor);
    const atRest = await border();
    await page.keyboard.press("Tab");
    const input = page.getByLabel(/^Upload File/);
    await expect(input).toBeFocused();
    // The focus is shown on the zone around the unseen input. The border colour eases in and
    // out (a CSS transition): poll until it has left its resting colour, then come back to it.
    await expect.poll(border).not.toBe(atRest);
    await page.getByLabel("Description").focus();
    await expect.poll(border).toBe(atRest);

    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(["%PDF-1.7\n" + " ".repeat(4000)], "dropped.pdf"));
      return data;
    });
    await zone.dispatchEvent("drop", { dataTransfer: transfer });
    await expect(page.getByTestId("chosen-file")).toContainText("dropped.pdf");
    // What the page hands to XMLHttpRequest is the form's own data, file included.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        const file = body instanceof FormData ? body.get("file") : null;
        (window as unknown as { sentFile?: string }).sentFile =
          file instanceof File ? `${file.name} ${file.size}` : "none";
        return send.call(this, body);
      };
    });
    await page.getByRole("button", { name: "Submit Resource" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submission Received");
    expect(await page.evaluate(() => (window as unknown as { sentFile?: string }).sentFile)).toBe(
      "dropped.pdf 4009",
    );
  });

  test("without JavaScript the input is shown as a plain, styled file control", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/resources/submit");
    const input = page.getByLabel(/^Upload File/);
    await expect(input).toBeVisible();
    expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await expect(page.getByTestId("file-drop-zone")).not.toContainText("drag it here");
    await context.close();
  });
});

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(1000),
]);
