// The admin area on a phone and in a short window (issue 15): every dialog fits the window with
// its title and its submit button in view, list rows are cards with their actions on screen at
// 375 px, closing a dialog gives the focus back to what opened it, the current sidebar item is in
// the phone's strip, and every screen's actions sit in the same place. Axe-clean throughout.
import { expect, type Page, test } from "@playwright/test";
import {
  blogPosts,
  contactMessages,
  gradingTerms,
  mailFailures,
  newsletterSubscriptions,
  resources,
  submissions,
} from "~db/schema";
import { JAN_2026 } from "../../app/features/grading/rules";
import { insertSubject } from "../setup/subject-factory";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectToastShown } from "./support/toasts";

const ID = {
  book: "00000000-0000-4000-8000-000000000001",
  note: "00000000-0000-4000-8000-000000000002",
  pyq: "00000000-0000-4000-8000-000000000003",
  lecture: "00000000-0000-4000-8000-000000000004",
  subjectOne: "00000000-0000-4000-8000-000000000011",
  subjectTwo: "00000000-0000-4000-8000-000000000012",
  post: "00000000-0000-4000-8000-000000000021",
  message: "00000000-0000-4000-8000-000000000031",
  submission: "00000000-0000-4000-8000-000000000041",
};
const TITLE = {
  book: "Layout check: a long title for a book of worked problems in probability and statistics",
  note: "Layout check: week 3 notes",
  pyq: "Layout check: quiz 1 paper",
  lecture: "Layout check: lecture 7",
  post: "Layout check: how to plan the end-term week without losing sleep",
  submission: "Layout check: a student's summary of sampling",
};

const adminPage = withAdminServer(async (db) => {
  const base = {
    description: "A resource for the layout checks.",
    category: "academic" as const,
    level: "foundation" as const,
    subject: "statistics",
    linkUrl: "https://example.com/layout",
  };
  await db.insert(resources).values([
    { ...base, id: ID.book, title: TITLE.book, resourceType: "books", resourceTag: "general" },
    { ...base, id: ID.note, title: TITLE.note, resourceType: "notes", resourceTag: "study-note" },
    {
      ...base,
      id: ID.pyq,
      title: TITLE.pyq,
      resourceType: "pyqs",
      resourceTag: "pyq",
      term: "term-1",
    },
    {
      ...base,
      id: ID.lecture,
      title: TITLE.lecture,
      resourceType: "lectures",
      resourceTag: "lecture",
    },
    // Gives the second subject a resource: deleting it offers a merge instead.
    { ...base, title: "Layout check: merged notes", subject: "layout-two", resourceType: "notes" },
  ]);
  await insertSubject(db, {
    id: ID.subjectOne,
    slug: "layout-one",
    name: "Layout One",
    level: "foundation",
  });
  await insertSubject(db, {
    id: ID.subjectTwo,
    slug: "layout-two",
    name: "Layout Two",
    level: "foundation",
  });
  await db.insert(blogPosts).values({
    id: ID.post,
    title: TITLE.post,
    slug: "layout-check",
    excerpt: "Plan the week.",
    content: "<p>Plan the week.</p>",
    category: "Study Tips",
    author: "Hub Team",
  });
  await db.insert(contactMessages).values({
    id: ID.message,
    name: "Priya",
    email: "priya@example.com",
    subject: "Week 5 notes are missing from the statistics page",
    message: "Could you add them?",
  });
  await db.insert(submissions).values({
    id: ID.submission,
    title: TITLE.submission,
    resourceType: "notes",
    subject: "statistics",
    level: "foundation",
    term: "term1",
    description: "Sampling, weeks 1 to 4.",
    authorName: "Asha",
    email: "asha@example.com",
    consentAt: new Date(),
  });
  const saved = { ...JAN_2026, term: "2026-05", title: "Layout check: May 2026 term" };
  await db.insert(gradingTerms).values({ term: saved.term, document: saved });
  await db.insert(mailFailures).values({
    kind: "newsletter-confirmation",
    recipient: "nobody@example.com",
    subject: "Confirm your subscription",
    error: "550 Mailbox unavailable",
  });
  await db.insert(newsletterSubscriptions).values({
    email: "reader@example.com",
    status: "confirmed",
    unsubscribeTokenHash: "layout-check-unsubscribe-token-hash",
    confirmedAt: new Date(),
  });
});

/** Every dialog of every admin screen: where it opens, its title, and its main action. */
const DIALOGS: { path: string; title: string | RegExp; action: string | RegExp }[] = [
  { path: "/admin/resources?new=1", title: "Add Resource", action: "Add Resource" },
  { path: `/admin/resources?edit=${ID.book}`, title: "Edit Resource", action: "Update Resource" },
  { path: `/admin/resources?delete=${ID.book}`, title: "Confirm deletion", action: "Delete" },
  { path: "/admin/notes?new=1", title: "Add Study Note", action: "Add Study Note" },
  { path: `/admin/notes?edit=${ID.note}`, title: "Edit Study Note", action: "Update Study Note" },
  { path: `/admin/notes?delete=${ID.note}`, title: "Confirm deletion", action: "Delete" },
  {
    path: "/admin/pyqs?new=1",
    title: "Add Previous Year Question",
    action: "Add Previous Year Question",
  },
  {
    path: `/admin/pyqs?edit=${ID.pyq}`,
    title: "Edit Previous Year Question",
    action: "Update Previous Year Question",
  },
  { path: `/admin/pyqs?delete=${ID.pyq}`, title: "Confirm deletion", action: "Delete" },
  { path: "/admin/lectures?new=1", title: "Add Video Lecture", action: "Add Video Lecture" },
  {
    path: `/admin/lectures?edit=${ID.lecture}`,
    title: "Edit Video Lecture",
    action: "Update Video Lecture",
  },
  { path: `/admin/lectures?delete=${ID.lecture}`, title: "Confirm deletion", action: "Delete" },
  { path: "/admin/subjects?new=1", title: "Add Subject", action: "Add Subject" },
  {
    path: `/admin/subjects?edit=${ID.subjectOne}`,
    title: "Edit Subject",
    action: "Update Subject",
  },
  { path: `/admin/subjects?delete=${ID.subjectOne}`, title: "Confirm deletion", action: "Delete" },
  {
    path: `/admin/subjects?delete=${ID.subjectTwo}`,
    title: "Action not recommended",
    action: "Merge instead",
  },
  { path: `/admin/subjects?merge=${ID.subjectOne}`, title: "Merge Subject", action: "Continue" },
  {
    path: `/admin/subjects?merge=${ID.subjectOne}&into=${ID.subjectTwo}`,
    title: "Merge Subject",
    action: "Merge into Layout Two",
  },
  { path: "/admin/blogs?new=1", title: "Add Blog Post", action: "Add Blog Post" },
  { path: `/admin/blogs?edit=${ID.post}`, title: "Edit Blog Post", action: "Update Blog Post" },
  { path: `/admin/blogs?delete=${ID.post}`, title: "Confirm deletion", action: "Delete" },
  {
    path: `/admin/submissions?view=${ID.submission}`,
    title: TITLE.submission,
    action: "Review and publish",
  },
  {
    path: `/admin/submissions?review=${ID.submission}`,
    title: `Publish: ${TITLE.submission}`,
    action: "Publish resource",
  },
  { path: `/admin/messages?view=${ID.message}`, title: /^Week 5 notes/, action: /^Mark as/ },
  { path: `/admin/messages?delete=${ID.message}`, title: "Confirm deletion", action: "Delete" },
  { path: "/admin/grading?new=1", title: "Add Term", action: "Add Term" },
  { path: "/admin/grading?new=1&from=2025-09", title: "Add Term", action: "Add Term" },
  { path: "/admin/grading?edit=2026-05", title: "Edit Term 2026-05", action: "Update Term" },
  { path: "/admin/grading?delete=2026-05", title: "Confirm deletion", action: "Delete" },
];

/** The dialog fits the window: its title and its action are on screen, the page not scrolled. */
async function expectDialogFits(page: Page, title: string | RegExp, action: string | RegExp) {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await dialog.boundingBox())!;
  expect(box.y, "dialog top").toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, "dialog bottom").toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, "dialog right edge").toBeLessThanOrEqual(viewport.width);
  await expect(dialog.getByRole("heading", { level: 2 })).toBeInViewport({ ratio: 1 });
  const main = dialog
    .getByRole("button", { name: action, exact: typeof action === "string" })
    .or(dialog.getByRole("link", { name: action, exact: typeof action === "string" }));
  await expect(main).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY), "page scrolled").toBe(0);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 667 },
]) {
  test(`every admin dialog fits ${viewport.width}×${viewport.height} with its action in view`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await adminPage(browser, viewport.width);
    await page.setViewportSize(viewport);
    for (const { path, title, action } of DIALOGS) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await expectDialogFits(page, title, action);
        await expectNoHorizontalScroll(page);
      });
    }
    // A few with axe (the dialogs share their frame; every form's own fields are checked by
    // the screens' own specs).
    for (const path of ["/admin/blogs?new=1", `/admin/submissions?review=${ID.submission}`]) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
}

test("before JavaScript a dialog fits the window too (1280×720, 375×667)", async ({ browser }) => {
  const signedIn = await adminPage(browser, 1280);
  const state = await signedIn.context().storageState();
  const origin = new URL(signedIn.url()).origin;
  await signedIn.context().close();
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport,
      javaScriptEnabled: false,
      storageState: state,
    });
    const page = await context.newPage();
    await page.goto("/admin/blogs?new=1");
    await expectDialogFits(page, "Add Blog Post", "Add Blog Post");
    await context.close();
  }
});

/** Each list's row at 375 px, with the actions that must be on screen. */
const LISTS: { path: string; row: string; actions: (string | RegExp)[] }[] = [
  {
    path: "/admin/resources",
    row: TITLE.book,
    actions: [`Edit ${TITLE.book}`, `Delete ${TITLE.book}`],
  },
  {
    path: "/admin/notes",
    row: TITLE.note,
    actions: [`Edit ${TITLE.note}`, `Delete ${TITLE.note}`],
  },
  { path: "/admin/pyqs", row: TITLE.pyq, actions: [`Edit ${TITLE.pyq}`, `Delete ${TITLE.pyq}`] },
  {
    path: "/admin/lectures",
    row: TITLE.lecture,
    actions: [`Edit ${TITLE.lecture}`, `Delete ${TITLE.lecture}`],
  },
  {
    path: "/admin/subjects",
    row: "Layout One",
    actions: ["Merge Layout One", "Edit Layout One", "Delete Layout One"],
  },
  {
    path: "/admin/blogs",
    row: TITLE.post,
    actions: [`Edit ${TITLE.post}`, `Delete ${TITLE.post}`],
  },
  {
    path: "/admin/submissions",
    row: TITLE.submission,
    actions: [`View submission ${TITLE.submission}`],
  },
  {
    path: "/admin/messages",
    row: "Week 5 notes",
    actions: [/^View (unread )?message from Priya/, /^Delete (unread )?message from Priya/],
  },
  {
    path: "/admin/grading",
    row: "Layout check: May 2026 term",
    actions: ["Copy 2026-05 to a new term", "Edit 2026-05", "Delete 2026-05"],
  },
  {
    path: "/admin/mail-failures",
    row: "nobody@example.com",
    actions: ["Dismiss failed mail to nobody@example.com"],
  },
  { path: "/admin/subscribers", row: "reader@example.com", actions: [] },
];

test("at 375 px every list's rows are cards: title across, facts labelled, actions on screen", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await adminPage(browser, 375);
  await page.setViewportSize({ width: 375, height: 667 });
  for (const { path, row: text, actions } of LISTS) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      // Every admin screen: "<screen> | Admin", kept out of search engines.
      await expect(page).toHaveTitle(/^[A-Z][\w ]+ \| Admin$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const row = page.getByRole("row").filter({ hasText: text });
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport({ ratio: 0.99 });
      // The title spans the card (no one-word-a-line column).
      const rowBox = (await row.boundingBox())!;
      const title = row.getByRole("cell").first();
      const titleBox = (await row.locator("td[data-primary]").boundingBox())!;
      expect(titleBox.width, "title width").toBeGreaterThan(rowBox.width * 0.8);
      await expect(title).toBeVisible();
      for (const name of actions) {
        const action = row
          .getByRole("link", { name, exact: typeof name === "string" })
          .or(row.getByRole("button", { name, exact: typeof name === "string" }));
        await expect(action).toBeInViewport({ ratio: 1 });
      }
      await expectNoHorizontalScroll(page);
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  }
  await page.goto("/admin/resources");
  await expectNoAxeViolations(page);
  // The empty state's words are all on screen.
  await page.goto("/admin/resources?q=nothing-matches-this");
  await expect(page.getByText("No resources found")).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("at 1280 px the lists stay tables, with subject names (not slugs)", async ({ browser }) => {
  const page = await adminPage(browser, 1280, "/admin/resources");
  await expect(page.getByRole("columnheader", { name: "Subject" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: TITLE.book });
  await expect(row.getByRole("cell").nth(1)).toHaveText("Statistics for Data Science I");
  // A table row: the cells side by side on one line.
  const cells = await row
    .getByRole("cell")
    .evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().top));
  expect(new Set(cells).size).toBe(1);
  await page.goto("/admin/notes");
  await expect(
    page.getByRole("row").filter({ hasText: TITLE.note }).getByRole("cell").nth(1),
  ).toHaveText("Statistics for Data Science I");
  await page.context().close();
});

for (const width of [1280, 375]) {
  test(`closing a dialog gives the focus back to what opened it (${width}px)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/resources");
    await waitForHydration(page);
    const edit = page.getByRole("link", { name: `Edit ${TITLE.book}`, exact: true });
    const remove = page.getByRole("link", { name: `Delete ${TITLE.book}`, exact: true });
    const add = page.getByRole("link", { name: "Add Resource", exact: true });

    // Escape.
    await edit.click();
    await expect(page.getByRole("dialog", { name: "Edit Resource" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(edit).toBeFocused();

    // The Close button.
    await add.click();
    await page
      .getByRole("dialog", { name: "Add Resource" })
      .getByRole("link", { name: "Close" })
      .click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(add).toBeFocused();

    // Cancel.
    await remove.click();
    await page
      .getByRole("dialog", { name: "Confirm deletion" })
      .getByRole("link", { name: "Cancel" })
      .click();
    await expect(remove).toBeFocused();

    // A save: the list comes back with the focus on the row's Edit link.
    await edit.click();
    const dialog = page.getByRole("dialog", { name: "Edit Resource" });
    await dialog.getByRole("button", { name: "Update Resource" }).click();
    await expectToastShown(page, "Resource updated");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(edit).toBeFocused();

    // A second step (view, then review): back on the row's View link.
    await page.goto("/admin/submissions");
    await waitForHydration(page);
    const view = page.getByRole("link", { name: `View submission ${TITLE.submission}` });
    await view.click();
    await page.getByRole("dialog").getByRole("link", { name: "Review and publish" }).click();
    await expect(page.getByRole("dialog", { name: `Publish: ${TITLE.submission}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(view).toBeFocused();

    // A screen's own action: the row's Copy link.
    await page.goto("/admin/grading");
    await waitForHydration(page);
    const copy = page.getByRole("link", { name: "Copy 2026-05 to a new term" });
    await copy.click();
    await expect(page.getByRole("dialog", { name: "Add Term" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(copy).toBeFocused();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}

test("at 375 px the current screen's item is in the sidebar's strip; every item has an icon", async ({
  browser,
}) => {
  const page = await adminPage(browser, 375, "/admin/export");
  const nav = page.getByRole("navigation", { name: "Admin" });
  for (const path of [
    "/admin/export",
    "/admin/import",
    "/admin/settings",
    "/admin/mail-failures",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport({ ratio: 1 });
  }
  // Moving between screens inside the app keeps the strip on the current item.
  await nav.getByRole("link", { name: "Dashboard" }).scrollIntoViewIfNeeded();
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await nav.getByRole("link", { name: "Grading Rules" }).scrollIntoViewIfNeeded();
  await nav.getByRole("link", { name: "Grading Rules" }).click();
  await expect(page).toHaveURL(/\/admin\/grading$/);
  await expect(nav.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
  const links = nav.getByRole("link");
  const count = await links.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    await expect(links.nth(i).locator('svg[aria-hidden="true"]')).toHaveCount(1);
  }
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.context().close();
});

for (const width of [1280, 375]) {
  test(`each screen's main action is beside its title, as on every other screen (${width}px)`, async ({
    browser,
  }) => {
    const page = await adminPage(browser, width, "/admin/resources");
    for (const [path, name] of [
      ["/admin/resources", "Add Resource"],
      ["/admin/grading", "Add Term"],
      ["/admin/subscribers", "Export CSV"],
      ["/admin/blogs", "Add Blog Post"],
    ] as const) {
      await page.goto(path);
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      const action = (await page
        .getByRole("main")
        .getByRole("link", { name, exact: true })
        .boundingBox())!;
      const main = (await page.getByRole("main").boundingBox())!;
      // On the title's line, at the right edge of the content.
      expect(action.y, `${name}: top`).toBeLessThan(heading.y + heading.height);
      expect(action.y + action.height, `${name}: bottom`).toBeGreaterThan(heading.y);
      expect(main.x + main.width - (action.x + action.width), `${name}: right`).toBeLessThan(40);
    }
    await page.context().close();
  });
}
