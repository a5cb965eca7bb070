import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { buildDemoPosts, buildDemoResources } from "~/features/admin/demo-seed.server";
import { catalogueSubjects } from "../setup/subjects";
import { E2E_ADMIN, signIn, test as signedIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

test("an anonymous visit to the admin shows the login screen, then returns to the page", async ({
  page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
  await expect(page.getByLabel(/^Email/)).toHaveAttribute("required", "");
  await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "password");
  await expectNoAxeViolations(page);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("sign in: toast, dashboard counts that match the database, sidebar, logout", async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("status").filter({ hasText: "Login successful" })).toContainText(
    "Welcome to the admin panel",
  );
  // The test server seeded the courses the migrations put in every database: the catalogue's.
  const resources = buildDemoResources(await catalogueSubjects()).map((r) => r.row);
  const expected = {
    resources: resources.length,
    blogPosts: buildDemoPosts().length,
    subjects: new Set(resources.map((r) => r.subject)).size,
    notes: resources.filter((r) => r.resourceType === "notes").length,
    lectures: 0,
    pyqs: resources.filter((r) => r.resourceType === "pyqs").length,
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`count-${key}`), key).toHaveText(value.toLocaleString("en-IN"));
  }
  await expect(page.getByRole("link", { name: "Exit" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("status").filter({ hasText: "Logged out" })).toBeVisible();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

signedIn(
  "the sidebar marks the active item: exact for the dashboard, prefix for the others",
  async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Resources",
      "Subjects",
      "Blog Posts",
      "Video Lectures",
      "Study Notes",
      "PYQs",
      "Practice Questions",
      "Practice Papers",
      "Submissions",
      "Messages",
      "Subscribers",
      "Newsletter",
      "Failed Mail",
      "Grading Rules",
      "Exam Calendar",
      "Site Settings",
      "Import",
      "Export",
    ]);
    const active = nav.locator('[aria-current="page"]');
    await expect(active).toHaveText("Dashboard");
    await page.goto("/admin");
    await expect(active).toHaveText("Dashboard");
    await page.goto("/admin/resources/anything");
    await expect(active).toHaveText("Resources");
    await page.goto("/admin/dashboard/extra");
    await expect(active).toHaveCount(0);
  },
);

test("a wrong password: inline message and an 'Authentication failed' toast", async ({ page }) => {
  await page.goto("/admin/login");
  await waitForHydration(page);
  for (const email of [E2E_ADMIN.email, "nobody-here@example.com"]) {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill("wrong password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(
      page.getByRole("status").filter({ hasText: "Authentication failed" }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("five failures lock that address and account for 15 minutes", async ({ page }) => {
  const email = `locked-${Date.now()}@example.com`;
  await page.goto("/admin/login");
  await waitForHydration(page);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(`guess ${i}`);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  }
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill("guess 6");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed sign-in attempts. Try again in 15 minutes.",
  );
});

test("sign in works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel(/^Email/).fill(E2E_ADMIN.email);
  await page.getByLabel(/^Password/).fill("wrong");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await page.getByLabel(/^Password/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name === "admin_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  await context.close();
});

test("no admin credential or admin-only code reaches public pages or the browser bundle", async ({
  request,
}) => {
  const secrets = [
    E2E_ADMIN.password,
    E2E_ADMIN.email,
    "$argon2",
    "password_hash",
    "passwordHash",
    "@node-rs/argon2",
  ];
  for (const pagePath of ["/", "/resources", "/blog", "/admin/login"]) {
    const html = await (await request.get(pagePath)).text();
    for (const secret of secrets)
      expect(html, `${pagePath} contains ${secret}`).not.toContain(secret);
  }
  const assets = path.resolve("build/client/assets");
  for (const file of fs.readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const code = fs.readFileSync(path.join(assets, file), "utf8");
    for (const secret of secrets) expect(code, `${file} contains ${secret}`).not.toContain(secret);
  }
});
