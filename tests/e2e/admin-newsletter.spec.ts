// Issue 17: an admin makes a newsletter issue from a post, previews it, sends a test, sends it,
// and watches the counts reach the total (the server writes mail to its .eml outbox, through the
// mail queue's worker). At a desktop and a phone width, with axe-core checks.
import { expect, type Page, test } from "@playwright/test";
import { blogPosts, newsletterSubscriptions } from "~db/schema";
import { hashToken } from "../../app/features/newsletter/tokens.server";
import { withAdminServer } from "./support/admin-server";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";
import { expectNoHorizontalScroll } from "./support/layout";
import { expectToastShown } from "./support/toasts";

// At the default MAIL_RATE_PER_SECOND (20) the worker takes about 5 s over them: long enough to
// see the counts move on the page.
const READERS = 100;
// The previews are the mail itself in sandboxed frames, where no script (axe's included) runs;
// the mail's own accessibility is the templates' tests' business.
const AXE = { exclude: ["iframe[sandbox]"] };
const WIDTHS = [1280, 375] as const;
const title = (width: number | "no-js") => `Quiz 2 survival guide (${width})`;

const adminPage = withAdminServer(async (db) => {
  await db.insert(blogPosts).values(
    [...WIDTHS, "no-js" as const].map((width) => ({
      title: title(width),
      slug: `quiz-2-survival-guide-${width}`,
      excerpt: "Everything to revise before quiz 2, in one page.",
      content: "<p>Start with the week 5 notes.</p>",
      category: "Exams",
      author: "Asha",
    })),
  );
  await db.insert(newsletterSubscriptions).values([
    ...Array.from({ length: READERS }, (_, i) => ({
      email: `reader${i}@example.com`,
      status: "confirmed" as const,
      confirmedAt: new Date(),
      unsubscribeTokenHash: hashToken(`reader-token-${i}`),
    })),
    // Never mailed: not confirmed, or gone.
    { email: "pending@example.com", unsubscribeTokenHash: hashToken("pending-token") },
    {
      email: "left@example.com",
      status: "unsubscribed" as const,
      unsubscribedAt: new Date(),
      unsubscribeTokenHash: hashToken("left-token"),
    },
  ]);
});

async function openIssueFromPost(page: Page, postTitle: string) {
  await page.goto("/admin/blogs");
  await waitForHydration(page);
  const row = page.getByRole("row").filter({ hasText: postTitle });
  await row.getByRole("button", { name: `Email ${postTitle} to subscribers` }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
}

for (const width of WIDTHS) {
  test(`an issue from a post: preview, test, send, counts reach the total (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser, width, "/admin/blogs");
    const postTitle = title(width);
    await openIssueFromPost(page, postTitle);
    await expectToastShown(page, "Issue created");
    const issueUrl = page.url();
    const delivery = page.getByRole("region", { name: /Delivery/ });
    await expect(delivery).toContainText("Draft");
    await expect(delivery).toContainText(`${READERS} subscribers`);

    // The preview: the mail at phone and desktop width, each in a sandboxed frame, and its text.
    for (const [label, px] of [
      ["phone", 375],
      ["desktop", 640],
    ] as const) {
      const frame = page.getByTitle(`The mail at ${label} width, ${px} pixels`);
      await frame.scrollIntoViewIfNeeded();
      await expect(frame).toHaveAttribute("sandbox", "");
      expect((await frame.boundingBox())?.width).toBeCloseTo(px, -1);
      await expect(
        page
          .frameLocator(`iframe[title="The mail at ${label} width, ${px} pixels"]`)
          .locator("body"),
      ).toContainText(postTitle);
    }
    await expect(page.getByTestId("issue-text")).toContainText(postTitle);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    // The post's row now opens this issue instead of making another.
    await page.goto("/admin/blogs");
    await page
      .getByRole("row")
      .filter({ hasText: postTitle })
      .getByRole("link", { name: `Newsletter issue of ${postTitle}` })
      .click();
    await expect(page).toHaveURL(issueUrl);

    // A test to the admin's own address (filled in), then to another one typed.
    const address = page.getByLabel("Address");
    await expect(address).not.toHaveValue("");
    await address.fill("not an address");
    await page.getByRole("button", { name: "Send test" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await address.fill(`tester-${width}@example.com`);
    await page.getByRole("button", { name: "Send test" }).click();
    await expectToastShown(page, "Test mail on its way");
    await expect(page.getByRole("region", { name: /Delivery/ })).toContainText("Draft");

    // Send: one confirmation naming the count, then the counts follow without a reload.
    await page.getByRole("link", { name: `Send to ${READERS} subscribers` }).click();
    const dialog = page.getByRole("dialog", { name: `Send to ${READERS} subscribers?` });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, AXE);
    await dialog.getByRole("button", { name: `Send to ${READERS} subscribers` }).click();
    await expectToastShown(page, "Sending started");
    await expect(page.getByTestId("issue-total")).toHaveText(String(READERS));
    // The counts then follow the worker on this page, with no navigation or reload.
    const first = Number(await page.getByTestId("issue-delivered").textContent());
    expect(first).toBeLessThan(READERS);
    let navigations = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    await expect(page.getByTestId("issue-delivered")).toHaveText(String(READERS), {
      timeout: 60_000,
    });
    expect(navigations).toBe(0);
    await expect(page.getByTestId("issue-waiting")).toHaveText("0");
    await expect(page.getByTestId("issue-failed")).toHaveText("0");
    await expect(delivery).toContainText("Finished in");
    await expect(page.getByRole("link", { name: /^Send to/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, AXE);

    // The list agrees; a second send (a stale tab) is refused.
    await page.goto("/admin/newsletter");
    const row = page.getByRole("row").filter({ hasText: postTitle });
    await expect(row).toContainText("Sent");
    await expect(row).toContainText(`${READERS} of ${READERS}`);
    await expectNoAxeViolations(page, AXE);
    const again = await page.request.post(issueUrl, {
      form: { intent: "send" },
      headers: { Origin: new URL(issueUrl).origin },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(409);
    await page.context().close();
  });
}

test("without JavaScript: the post's issue, the confirmation as a page, progress on reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const signedIn = await adminPage(browser, 1280, "/admin/blogs");
  const context = await browser.newContext({
    baseURL: new URL(signedIn.url()).origin,
    javaScriptEnabled: false,
    storageState: await signedIn.context().storageState(),
  });
  await signedIn.context().close();
  const page = await context.newPage();
  const postTitle = title("no-js");
  await page.goto("/admin/blogs");
  await page
    .getByRole("row")
    .filter({ hasText: postTitle })
    .getByRole("button", { name: `Email ${postTitle} to subscribers` })
    .click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(postTitle);
  await expect(page.getByTestId("issue-text")).toContainText(postTitle);

  await page.getByRole("link", { name: `Send to ${READERS} subscribers` }).click();
  await expect(page).toHaveURL(/\?send=confirm$/);
  const dialog = page.getByRole("dialog", { name: `Send to ${READERS} subscribers?` });
  await dialog.getByRole("button", { name: `Send to ${READERS} subscribers` }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("issue-total")).toHaveText(String(READERS));
  // No live updates without JavaScript: each reload shows where the sending stands.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("issue-delivered")).toHaveText(String(READERS), {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole("region", { name: /Delivery/ })).toContainText("Finished in");
  await context.close();
});
