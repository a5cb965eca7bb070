import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as robotsLoader } from "~/routes/feeds/robots.txt";
import { loader as rssLoader } from "~/routes/feeds/rss.xml";
import { loader as sitemapLoader, STATIC_PATHS } from "~/routes/feeds/sitemap.xml";
import { loader as blogLoader } from "~/routes/public/blog/index";
import { loader as postLoader } from "~/routes/public/blog/post";
import { blogPosts, resources, siteSettings } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import {
  countPublishedPosts,
  getPublishedPost,
  listPublishedPosts,
  listPublishedSlugs,
  nextScheduledPublish,
} from "./queries.server";

const post = (overrides: Partial<typeof blogPosts.$inferInsert>) => ({
  title: "Untitled",
  slug: `post-${Math.random().toString(36).slice(2)}`,
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  category: "Academic",
  author: "Someone",
  ...overrides,
});

describeWithDatabase("blog queries and feeds", (getDb) => {
  async function seedPosts() {
    await getDb()
      .insert(blogPosts)
      .values([
        post({
          title: "Internship checklist",
          slug: "internships",
          category: "Career",
          tags: ["jobs"],
          createdAt: new Date("2026-03-01"),
        }),
        post({
          title: "Quiz strategy",
          slug: "quiz",
          content: "<p>Practise with <b>previous papers</b></p>",
          createdAt: new Date("2026-04-01"),
        }),
        post({
          title: "Secret draft",
          slug: "draft",
          published: false,
          createdAt: new Date("2026-05-01"),
        }),
        post({
          title: "Tom & Jerry <escape>",
          slug: "escape",
          category: "News",
          createdAt: new Date("2026-02-01"),
        }),
      ]);
  }

  it("lists published posts newest first; drafts never appear", async () => {
    await seedPosts();
    const posts = await listPublishedPosts(getDb());
    expect(posts.map((p) => p.slug)).toEqual(["quiz", "internships", "escape"]);
    expect(await getPublishedPost(getDb(), "draft")).toBeUndefined();
    expect((await getPublishedPost(getDb(), "quiz"))?.content).toContain("previous papers");
  });

  it("pages through the published posts and counts them", async () => {
    await seedPosts();
    expect(await countPublishedPosts(getDb())).toBe(3);
    expect(await countPublishedPosts(getDb(), { category: "Career" })).toBe(1);
    expect(await countPublishedPosts(getDb(), { query: "secret" })).toBe(0);
    const page = await listPublishedPosts(getDb(), { offset: 1, limit: 1 });
    expect(page.map((p) => p.slug)).toEqual(["internships"]);
  });

  it("filters by category, case-insensitively", async () => {
    await seedPosts();
    const career = await listPublishedPosts(getDb(), { category: "Career" });
    expect(career.map((p) => p.slug)).toEqual(["internships"]);
    expect(await listPublishedPosts(getDb(), { category: "Industry" })).toEqual([]);
  });

  it("searches title, tags and body with stemming; never finds drafts", async () => {
    await seedPosts();
    const search = async (query: string) =>
      (await listPublishedPosts(getDb(), { query })).map((p) => p.slug);
    expect(await search("internship")).toEqual(["internships"]);
    expect(await search("job")).toEqual(["internships"]);
    expect(await search("paper")).toEqual(["quiz"]);
    expect(await search("secret")).toEqual([]);
    expect(await search("quiz -strategy")).toEqual([]);
    // Input that is not valid tsquery syntax is still just a search.
    expect(await search("')); drop table blog_posts; --")).toEqual([]);
    expect(await listPublishedPosts(getDb())).toHaveLength(3);
  });

  const context = () => testContext({ db: getDb(), env: { SITE_URL: "https://hub.example" } });
  const args = (path: string) =>
    ({ request: new Request(`http://localhost${path}`), params: {}, context: context() }) as never;

  it("RSS lists published posts with escaped text and absolute links", async () => {
    await seedPosts();
    const response = await rssLoader(args("/blog/rss.xml"));
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(3);
    expect(xml).toContain("<link>https://hub.example/blog/quiz</link>");
    expect(xml).toContain("Tom &amp; Jerry &lt;escape&gt;");
    expect(xml).not.toContain("Secret draft");
  });

  it("RSS says when the public blog last changed (lastBuildDate): an edit counts, a draft's does not", async () => {
    await getDb()
      .insert(blogPosts)
      .values([
        post({
          slug: "old",
          createdAt: new Date("2026-01-01T00:00:00Z"),
          updatedAt: new Date("2026-06-15T10:00:00Z"),
        }),
        post({
          slug: "new",
          createdAt: new Date("2026-03-01T00:00:00Z"),
          updatedAt: new Date("2026-03-01T00:00:00Z"),
        }),
        post({
          slug: "draft",
          published: false,
          createdAt: new Date("2026-07-01T00:00:00Z"),
          updatedAt: new Date("2026-08-01T00:00:00Z"),
        }),
      ]);
    const xml = await (await rssLoader(args("/blog/rss.xml"))).text();
    expect(xml).toContain("<lastBuildDate>Mon, 15 Jun 2026 10:00:00 GMT</lastBuildDate>");
  });

  it("RSS without a public post has no lastBuildDate", async () => {
    const xml = await (await rssLoader(args("/blog/rss.xml"))).text();
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toContain("<channel>");
  });

  it("the sitemap lists every public page and every published post", async () => {
    await seedPosts();
    await insertMigrationSubjects(getDb());
    const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
    for (const path of STATIC_PATHS) expect(xml).toContain(`<loc>https://hub.example${path}</loc>`);
    expect(xml).toContain("<loc>https://hub.example/resources/foundation/mathematics/pyqs</loc>");
    expect(xml).toContain("<loc>https://hub.example/blog/internships</loc>");
    expect(xml).not.toContain("/blog/draft");
  });

  it("sitemap lastmod is each page's last content change, and absent where none is known", async () => {
    const db = getDb();
    const at = (iso: string) => new Date(iso);
    await insertSubject(db, { slug: "statistics", updatedAt: at("2026-01-05T00:00:00Z") });
    const resource = {
      title: "R",
      description: "D",
      category: "academic" as const,
      level: "foundation" as const,
    };
    await db.insert(resources).values([
      {
        ...resource,
        subject: "statistics",
        resourceType: "notes" as const,
        updatedAt: at("2026-03-01T00:00:00Z"),
      },
      {
        ...resource,
        subject: "statistics",
        resourceType: "notes" as const,
        updatedAt: at("2026-02-01T00:00:00Z"),
      },
      {
        ...resource,
        subject: "statistics",
        resourceType: "pyqs" as const,
        updatedAt: at("2026-04-01T00:00:00Z"),
      },
    ]);
    await db.insert(blogPosts).values([
      post({
        slug: "scheduled",
        tags: ["Quizzes"],
        createdAt: at("2026-01-01T00:00:00Z"),
        updatedAt: at("2026-01-02T00:00:00Z"),
        publishAt: at("2026-05-01T00:00:00Z"),
      }),
      post({
        slug: "edited",
        tags: ["quizzes", "exams"],
        createdAt: at("2026-01-01T00:00:00Z"),
        updatedAt: at("2026-02-10T00:00:00Z"),
      }),
    ]);
    await db
      .insert(siteSettings)
      .values({ key: "community", value: [], updatedAt: at("2026-06-01T00:00:00Z") });
    const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
    const lastmod = (path: string) => {
      const match = new RegExp(
        `<loc>https://hub\\.example${path.replace(/[/.]/g, "\\$&")}</loc>(?:<lastmod>([^<]+)</lastmod>)?</url>`,
      ).exec(xml);
      expect(match, path).not.toBeNull();
      return match![1];
    };
    expect(lastmod("/resources/foundation/statistics")).toBe("2026-04-01T00:00:00.000Z");
    expect(lastmod("/resources/foundation/statistics/notes")).toBe("2026-03-01T00:00:00.000Z");
    expect(lastmod("/resources/foundation/statistics/pyqs")).toBe("2026-04-01T00:00:00.000Z");
    expect(lastmod("/resources/foundation/statistics/lectures")).toBe("2026-01-05T00:00:00.000Z");
    expect(lastmod("/resources")).toBe("2026-04-01T00:00:00.000Z");
    expect(lastmod("/blog/scheduled")).toBe("2026-05-01T00:00:00.000Z");
    expect(lastmod("/blog/edited")).toBe("2026-02-10T00:00:00.000Z");
    expect(lastmod("/blog")).toBe("2026-05-01T00:00:00.000Z");
    expect(lastmod("/blog/tag/quizzes")).toBe("2026-05-01T00:00:00.000Z");
    expect(lastmod("/blog/tag/exams")).toBe("2026-02-10T00:00:00.000Z");
    expect(lastmod("/community")).toBe("2026-06-01T00:00:00.000Z");
    // Pages made from code alone, and settings never saved: no date rather than a made-up one.
    expect(lastmod("/privacy-policy")).toBeUndefined();
    expect(lastmod("/courses")).toBeUndefined();
  });

  it("robots.txt keeps crawlers out of the admin and points at the sitemap", async () => {
    const text = await robotsLoader(args("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Sitemap: https://hub.example/sitemap.xml");
  });
});

describeWithDatabase("scheduled posts", (getDb) => {
  const context = () => testContext({ db: getDb(), env: { SITE_URL: "https://hub.example" } });
  const args = (path: string, params: Record<string, string> = {}) =>
    ({ request: new Request(`http://localhost${path}`), params, context: context() }) as never;

  async function seed(publishAt: Date) {
    await getDb()
      .insert(blogPosts)
      .values([
        post({ title: "Already out", slug: "out", createdAt: new Date("2026-01-01") }),
        post({
          title: "Backdated schedule",
          slug: "backdated",
          publishAt: new Date(Date.now() - 60_000),
          createdAt: new Date("2025-01-01"),
        }),
        post({
          title: "Future transmission",
          slug: "future",
          content: "<p>Quantum syllabus</p>",
          tags: ["quantum"],
          publishAt,
        }),
        post({
          title: "Future draft",
          slug: "future-draft",
          published: false,
          publishAt: new Date(Date.now() - 1000),
        }),
      ]);
  }

  it("is hidden from every public read until its time, then shown first by its publish date", async () => {
    const at = new Date(Date.now() + 3_600_000);
    await seed(at);
    const db = getDb();
    const visible = async () => (await listPublishedPosts(db)).map((p) => p.slug);
    expect(await visible()).toEqual(["backdated", "out"]);
    expect(await countPublishedPosts(db)).toBe(2);
    expect(await listPublishedPosts(db, { query: "quantum" })).toEqual([]);
    expect(await getPublishedPost(db, "future")).toBeUndefined();
    expect(await getPublishedPost(db, "future-draft")).toBeUndefined();
    expect((await listPublishedSlugs(db)).map((p) => p.slug).sort()).toEqual(["backdated", "out"]);
    expect(await nextScheduledPublish(db)).toEqual(at);

    const rss = await rssLoader(args("/blog/rss.xml"));
    expect(await rss.text()).not.toContain("Future transmission");
    expect(rss.headers.get("Expires")).toBe(at.toUTCString());
    const sitemap = await sitemapLoader(args("/sitemap.xml"));
    expect(await sitemap.text()).not.toContain("/blog/future");
    expect(sitemap.headers.get("Expires")).toBe(at.toUTCString());
    const list = (await blogLoader(args("/blog"))) as {
      data: { posts: { slug: string }[] };
      init: ResponseInit;
    };
    expect(list.data.posts.map((p) => p.slug)).toEqual(["backdated", "out"]);
    expect(new Headers(list.init.headers).get("Expires")).toBe(at.toUTCString());
    const page = (await postLoader(args("/blog/future", { slug: "future" }))) as {
      init: ResponseInit;
    };
    expect(page.init.status).toBe(404);

    // Its time comes.
    await db
      .update(blogPosts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(blogPosts.slug, "future"));
    expect((await visible())[0]).toBe("future");
    expect((await listPublishedPosts(db, { query: "quantum" })).map((p) => p.slug)).toEqual([
      "future",
    ]);
    expect(await getPublishedPost(db, "future")).toBeDefined();
    expect(await nextScheduledPublish(db)).toBeNull();
    const after = (await blogLoader(args("/blog"))) as { init: ResponseInit };
    expect(new Headers(after.init.headers).get("Expires")).toBeNull();
  });
});
