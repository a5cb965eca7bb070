// A subject's lectures page with lectures: their week and length, YouTube lectures as posters that
// ask nothing of YouTube until play is pressed (then a youtube-nocookie.com player, with the
// page's one small script; a plain link to the video without JavaScript), other links as Watch
// buttons. A subject without lectures keeps the spec's "coming soon" text.
import fs from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { resources } from "~db/schema";
import { PAGE_SCRIPT, SPECULATION_RULES } from "../../app/lib/page-script";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoHorizontalScroll } from "./support/layout";
import { startServerWith, type TestServer } from "./support/server";

// What lecture-player-script.ts writes into the page (Playwright does not read Vite's `?raw`).
const LECTURE_PLAYER_SCRIPT = fs
  .readFileSync(new URL("../../app/features/resources/lecture-player.js", import.meta.url), "utf8")
  .replace(/^\/\/.*\n/, "");

const PATH = "/resources/foundation/statistics/lectures";
const VIDEO = "dQw4w9WgXcQ";
const PLAYER_ORIGIN = "https://www.youtube-nocookie.com";

const lecture = (title: string, linkUrl: string, hoursAgo: number) => ({
  title,
  description: "Recorded in the January 2026 term.",
  category: "academic" as const,
  level: "foundation" as const,
  subject: "statistics",
  resourceType: "lectures" as const,
  resourceTag: "lecture",
  linkUrl,
  createdAt: new Date(Date.UTC(2026, 0, 10) - hoursAgo * 3_600_000),
});

/** Every request the page makes, and the CSP complaints it logs. */
function observe(page: Page) {
  const requests: Request[] = [];
  const cspErrors: string[] = [];
  page.on("request", (request) => requests.push(request));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  return { requests, cspErrors };
}

test.describe("lectures page", () => {
  test.describe.configure({ mode: "default" });
  let server: TestServer;

  test.beforeAll(async () => {
    server = await startServerWith(async (db) => {
      await db
        .insert(resources)
        .values([
          lecture("Week 1: Describing data (48:05)", `https://youtu.be/${VIDEO}`, 0),
          lecture("Week 2: Probability basics", `https://www.youtube.com/watch?v=${VIDEO}&t=60`, 1),
          lecture("Guest talk: careers in statistics", "https://drive.hub.test/talk", 2),
        ]);
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const at = (path: string) => `${server.baseURL}${path}`;
  const posters = (page: Page) => page.locator("main a[data-embed]");

  test("lists the lectures with week and length; nothing comes from YouTube before play is pressed", async ({
    page,
  }) => {
    const { requests, cspErrors } = observe(page);
    // The player's host answers with a stand-in page (the tests run offline).
    await page.route(`${PLAYER_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>player</title><p>player</p>",
      }),
    );
    const response = await page.goto(at(PATH));
    expect(response?.status()).toBe(200);
    // The lectures page, and only it, may frame the player and let it start on the press.
    const headers = response!.headers();
    expect(headers["content-security-policy"]).toContain(`frame-src 'self' ${PLAYER_ORIGIN}`);
    expect(headers["permissions-policy"]).toContain(`autoplay=("${PLAYER_ORIGIN}")`);
    expect(headers["permissions-policy"]).toContain("camera=()");

    const main = page.locator("main#main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([
      "Describing data",
      "Probability basics",
      "Guest talk: careers in statistics",
    ]);
    const cards = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    const first = cards.first();
    await expect(first).toContainText("Week 1");
    await expect(first.locator("time")).toHaveAttribute("datetime", "PT48M5S");
    await expect(first.locator("time")).toHaveText("48:05");
    await expect(cards.nth(1)).toContainText("Week 2");
    await expect(cards.nth(1).locator("time")).toHaveCount(0);
    // A link that is not a video site's: a Watch button, as before.
    await expect(
      main.getByRole("link", {
        name: "Watch Guest talk: careers in statistics (opens in a new tab)",
      }),
    ).toHaveAttribute("href", "https://drive.hub.test/talk");

    // The page's scripts: the player's (after the list), the shared one and the speculation rules.
    const scripts = await page.evaluate(() =>
      [...document.scripts].map((s) => [s.type, s.getAttribute("src") ?? "", s.textContent ?? ""]),
    );
    expect(scripts.filter(([type]) => type !== "application/ld+json")).toEqual([
      ["module", "", LECTURE_PLAYER_SCRIPT],
      ["", "", PAGE_SCRIPT],
      ["speculationrules", "", SPECULATION_RULES],
    ]);
    await expect(posters(page)).toHaveCount(2);
    // With the script, a poster plays in place rather than opening a tab.
    await expect(posters(page).first()).not.toHaveAttribute("target", /.*/);
    await expect(posters(page).first()).toHaveAccessibleName(
      "Play Week 1: Describing data (48:05)",
    );
    await expectNoAxeViolations(page);

    // Before the press: every request went to this site.
    await page.waitForLoadState("networkidle");
    const origin = new URL(server.baseURL).origin;
    expect(
      requests.map((r) => r.url()).filter((url) => !url.startsWith(`${origin}/`)),
      "requests to other sites before play",
    ).toEqual([]);
    await expect(main.locator("iframe, img")).toHaveCount(0);

    // Play: the poster becomes the privacy-enhanced player, focused, and only now is it asked.
    const frameRequest = page.waitForRequest((r) => r.url().startsWith(PLAYER_ORIGIN));
    await posters(page).first().click();
    const player = main.locator("iframe");
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("src", `${PLAYER_ORIGIN}/embed/${VIDEO}?autoplay=1`);
    await expect(player).toHaveAttribute("title", "Week 1: Describing data (48:05)");
    await expect(player).toBeFocused();
    expect((await frameRequest).url()).toBe(`${PLAYER_ORIGIN}/embed/${VIDEO}?autoplay=1`);
    await expect(page.frameLocator("main iframe").getByText("player")).toBeVisible();
    // Only the video pressed: the other poster is still a poster, and nothing else left the site.
    await expect(posters(page)).toHaveCount(1);
    expect(
      requests
        .map((r) => new URL(r.url()).origin)
        .filter((o) => o !== origin && o !== PLAYER_ORIGIN),
    ).toEqual([]);
    expect(page.url()).toBe(at(PATH));
    expect(cspErrors, "CSP violations").toEqual([]);
  });

  test("a copy from the page cache plays the same (its script allowed by hash)", async ({
    page,
  }) => {
    const { cspErrors } = observe(page);
    await page.route(`${PLAYER_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>player</title>" }),
    );
    let response = await page.goto(at(PATH));
    for (let i = 0; i < 5 && response?.headers()["x-cache"] !== "HIT"; i++) {
      response = await page.goto(at(PATH));
    }
    expect(response?.headers()["x-cache"]).toBe("HIT");
    await posters(page).nth(1).click();
    await expect(page.locator("main iframe")).toHaveAttribute(
      "src",
      `${PLAYER_ORIGIN}/embed/${VIDEO}?autoplay=1&start=60`,
    );
    expect(cspErrors).toEqual([]);
  });

  test("without JavaScript each poster is a plain link to the video, in a new tab", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { requests } = observe(page);
    await page.goto(at(PATH));
    const poster = posters(page).first();
    await expect(poster).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO}`);
    await expect(poster).toHaveAttribute("target", "_blank");
    await expect(poster).toHaveAttribute("rel", "noopener noreferrer");
    await expect(poster).toHaveAccessibleName(
      "Play Week 1: Describing data (48:05) (opens YouTube in a new tab)",
    );
    await expect(
      page.getByRole("link", {
        name: "Watch Week 2: Probability basics on YouTube (opens in a new tab)",
      }),
    ).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO}&t=60s`);
    const origin = new URL(server.baseURL).origin;
    expect(requests.map((r) => r.url()).filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    await context.close();
  });

  test("a subject without lectures keeps the coming-soon text and the community link", async ({
    page,
  }) => {
    await page.goto(at("/resources/foundation/english/lectures"));
    const main = page.locator("main#main");
    await expect(main.getByText("Video lectures are coming soon")).toBeVisible();
    await expect(main.getByRole("link", { name: "community" })).toHaveAttribute(
      "href",
      "/community",
    );
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const width of [375, 1280]) {
    test(`has no accessibility violations and fits the screen at ${width} px, in both themes`, async ({
      browser,
    }) => {
      for (const colorScheme of ["dark", "light"] as const) {
        const context = await browser.newContext({
          viewport: { width, height: 800 },
          colorScheme,
        });
        const page = await context.newPage();
        await page.goto(at(PATH));
        await expectNoHorizontalScroll(page);
        await expectNoAxeViolations(page);
        // The poster's play button keeps a visible focus ring.
        await posters(page).first().focus();
        await expect(posters(page).first()).toBeFocused();
        await context.close();
      }
    });
  }
});
