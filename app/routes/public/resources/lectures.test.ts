// The lectures page: a subject's lecture resources with their week and length where the title
// states them, YouTube lectures as posters that load nothing from YouTube (a link without
// JavaScript, a player after the press with it), one small nonce'd script only when a poster is
// on the page, and the spec's "coming soon" text with the community link when there are none.
import { afterAll, beforeAll, expect, it } from "vitest";
import { LECTURE_PLAYER_SCRIPT } from "~/features/resources/lecture-player-script";
import { describeWithDatabase } from "~tests/setup/database";
import { insertResource } from "~tests/setup/factories";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";

const PATH = "/resources/foundation/statistics/lectures";
const ID = "dQw4w9WgXcQ";

const lecture = (title: string, linkUrl: string, minutesAgo: number) => ({
  title,
  description: "Recorded in the January 2026 term.",
  subject: "statistics",
  resourceType: "lectures" as const,
  resourceTag: "lecture",
  linkUrl,
  createdAt: new Date(Date.UTC(2026, 0, 10) - minutesAgo * 60_000),
});

const main = (html: string) =>
  (/<main id="main"[\s\S]*?<\/main>/.exec(html)?.[0] ?? "").replaceAll("<!-- -->", "");
const scripts = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];

describeWithDatabase("lectures page", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());

  it("lists a subject's lectures with week and length, YouTube ones as posters that fetch nothing", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    await insertResource(db, lecture("Week 3: Sampling (42:10)", `https://youtu.be/${ID}?t=90`, 0));
    await insertResource(db, lecture("Guest talk", "https://drive.google.test/file/d/abc/view", 1));
    // Another subject's and another type's rows are not listed.
    await insertResource(db, {
      ...lecture("Other subject", `https://youtu.be/${ID}`, 2),
      subject: "english",
    });
    await insertResource(db, {
      ...lecture("A note", "https://files.test/n", 3),
      resourceType: "notes",
    });

    const response = await app.fetch(PATH);
    expect(response.status).toBe(200);
    const html = await response.text();
    const content = main(html);

    expect(content).not.toContain("Video lectures are coming soon");
    expect(content).not.toContain("Other subject");
    expect(content).not.toContain("A note");
    expect([...content.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual([
      "Sampling",
      "Guest talk",
    ]);
    expect(content).toContain("<span>Week <!-- -->3</span>".replaceAll("<!-- -->", ""));
    expect(content).toContain('<time dateTime="PT42M10S">42:10</time>');

    // The poster: a link to the video's page (a new tab without JavaScript) that carries the
    // privacy-enhanced player's address for the script; no image or frame from YouTube.
    expect(content).toMatch(
      new RegExp(
        `<a href="https://www.youtube.com/watch\\?v=${ID}&amp;t=90s" target="_blank" rel="noopener noreferrer" data-embed="https://www.youtube-nocookie.com/embed/${ID}\\?autoplay=1&amp;start=90" data-title="Week 3: Sampling \\(42:10\\)"`,
      ),
    );
    expect(content).not.toMatch(/<(img|iframe)\b/);
    expect(content).not.toContain("ytimg");
    expect(content).toContain("Loads from YouTube only when you press play");
    // A link elsewhere is an ordinary Watch button.
    expect(content).toMatch(
      /<a href="https:\/\/drive.google.test\/file\/d\/abc\/view" target="_blank" rel="noopener noreferrer"[^>]* aria-label="Watch Guest talk \(opens in a new tab\)"/,
    );

    // The player's script: once, as a module with the request's nonce, after the content.
    const player = scripts(html).filter(([, , body]) => body === LECTURE_PLAYER_SCRIPT);
    expect(player).toHaveLength(1);
    expect(player[0]![1]).toBe(' type="module" nonce="test-nonce"');
    expect(LECTURE_PLAYER_SCRIPT.length).toBeLessThan(1_500);
    // Still a reading page: no React in the browser.
    expect(html).not.toContain("window.__reactRouterContext");
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
  });

  it("carries no script when no lecture plays in place", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    await insertResource(db, lecture("Week 1: Basics", "https://vimeo.test/123", 0));
    const html = await (await app.fetch(PATH)).text();
    expect(main(html)).toContain("Basics");
    expect(scripts(html).filter(([attributes]) => attributes!.includes("module"))).toEqual([]);
    expect(html).not.toContain("data-embed");
  });

  it("without lectures: the spec's coming-soon text with the community link, and no script", async () => {
    await insertMigrationSubjects(getDb());
    const html = await (await app.fetch(PATH)).text();
    const content = main(html);
    expect(content).toContain("Video lectures are coming soon");
    expect(content).toMatch(/<a [^>]*href="\/community"[^>]*>community<\/a>/);
    expect(scripts(html).filter(([attributes]) => attributes!.includes("module"))).toEqual([]);
  });
});
