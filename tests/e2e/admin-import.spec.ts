import { expect, type Page, test } from "@playwright/test";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";

const adminPage = withAdminServer();

/** A CSV of good and bad rows; `tag` keeps each viewport's rows apart. */
function csv(tag: string) {
  return [
    "title,description,category,level,subject,resource_type,link_url",
    `${tag} Week 1 notes,Basics,academic,foundation,english,notes,https://drive.google.com/file/d/a`,
    `,No title here,academic,foundation,english,notes,`,
    `${tag} Unknown subject,x,academic,foundation,astrology,notes,`,
    `${tag} Week 2 notes,More,academic,foundation,english,notes,`,
    `${tag} Week 1 notes,Again,academic,foundation,english,notes,`,
  ].join("\n");
}

async function upload(page: Page, tag: string) {
  await page.getByLabel(/^File \(CSV or JSON\)/).setInputFiles({
    name: `${tag}-resources.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(csv(tag)),
  });
  await page.getByRole("button", { name: "Dry run" }).click();
}

const outcomeOf = (page: Page, row: number) =>
  page
    .getByRole("table", { name: "Dry run: Resources" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: String(row), exact: true }) });

for (const width of [1280, 375]) {
  test(`import a CSV of good and bad rows: dry run, apply, re-apply unchanged; export (${width}px)`, async ({
    browser,
  }) => {
    const tag = `E2E${width}`;
    const page = await adminPage(browser, width, "/admin/import");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import");
    await expect(
      page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Import" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await waitForHydration(page);

    await upload(page, tag);
    await expect(
      page.getByRole("heading", { name: `Dry run of ${tag}-resources.csv` }),
    ).toBeVisible();
    await expect(
      page.getByText("2 to add, 1 skipped, 2 errors. Nothing has been changed yet."),
    ).toBeVisible();
    await expect(outcomeOf(page, 2)).toContainText("Add");
    await expect(outcomeOf(page, 3)).toContainText("title: title is required");
    await expect(outcomeOf(page, 4)).toContainText('subject: Unknown subject "astrology"');
    await expect(outcomeOf(page, 6)).toContainText("Duplicate of row 2 in this file");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Apply: 2 to add" }).click();
    await expect(
      page.getByRole("heading", { name: `Applied: ${tag}-resources.csv` }),
    ).toBeVisible();
    await expect(page.getByText("2 added, 1 skipped, 2 errors.")).toBeVisible();
    const notApplied = page.getByRole("table", { name: "Resources not applied" });
    await expect(notApplied.getByRole("row")).toHaveCount(4); // header + 3
    await expectNoAxeViolations(page);

    // The rows are there, once.
    await page.goto(`/admin/resources?q=${tag}`);
    await expect(page.getByRole("row").filter({ hasText: `${tag} Week 1 notes` })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: `${tag} Week 2 notes` })).toHaveCount(1);

    // Re-import the same file: nothing to add, nothing changes.
    await page.goto("/admin/import");
    await waitForHydration(page);
    await upload(page, tag);
    await expect(
      page.getByText("2 unchanged, 1 skipped, 2 errors. Nothing has been changed yet."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Apply (nothing to change)" }).click();
    await expect(
      page.getByRole("heading", { name: `Applied: ${tag}-resources.csv` }),
    ).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: /^2 unchanged, 1 skipped, 2 errors\.$/ }),
    ).toBeVisible();
    await page.goto(`/admin/resources?q=${tag}`);
    await expect(page.getByRole("row").filter({ hasText: `${tag} Week 1 notes` })).toHaveCount(1);

    // Export: the JSON document and a CSV, as downloads.
    await page.goto("/admin/export");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Export");
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download all content (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bs-degree-hub-content-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse((await (await download.createReadStream()).toArray()).join("")) as {
      resources: { title: string }[];
    };
    expect(document.resources.filter((r) => r.title === `${tag} Week 1 notes`)).toHaveLength(1);
    const response = await page.request.get("/admin/export/resources.csv");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(await response.text()).toContain(`${tag} Week 2 notes`);
    await page.context().close();
  });
}

test("without JavaScript: the dry run is a page and Apply a plain form post", async ({
  browser,
}) => {
  const signedIn = await adminPage(browser, 1280);
  const state = await signedIn.context().storageState();
  const origin = new URL(signedIn.url()).origin;
  await signedIn.context().close();
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: state,
    baseURL: origin,
  });
  const page = await context.newPage();
  await page.goto("/admin/import");
  await page.getByLabel("File holds").selectOption("resources");
  await page.getByLabel("Create missing subjects").check();
  // Not a file this kind can read: the message, and the choices kept.
  await page.getByLabel(/^File \(CSV or JSON\)/).setInputFiles({
    name: "x.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("title,level\nA,foundation\n"),
  });
  await page.getByRole("button", { name: "Dry run" }).click();
  await expect(page.getByText(/^A file of resources needs the columns/)).toBeVisible();
  await expect(page.getByLabel("File holds")).toHaveValue("resources");
  await expect(page.getByLabel("Create missing subjects")).toBeChecked();

  await upload(page, "NOJS");
  await expect(
    page.getByText("3 to add, 1 skipped, 1 error. Nothing has been changed yet."),
  ).toBeVisible();
  await expect(
    page.getByText("Subjects to create: foundation/astrology (Astrology)"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Apply: 3 to add" }).click();
  await expect(page.getByText("3 added, 1 skipped, 1 error.")).toBeVisible();
  await expect(page.getByText("Subjects created: foundation/astrology")).toBeVisible();
  await context.close();
});
