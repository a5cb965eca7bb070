// Finding posts (issue 15): tag pages, related posts, share links, generated covers, read times.
import { describe, expect, it } from "vitest";
import { buildDemoPosts } from "~/features/admin/demo-seed.server";
import { loader as sitemapLoader } from "~/routes/feeds/sitemap.xml";
import { loader as coverLoader } from "~/routes/public/blog/cover-svg";
import { loader as postLoader } from "~/routes/public/blog/post";
import { loader as tagLoader } from "~/routes/public/blog/tag";
import { blogPosts } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import {
  generatedCoverAlt,
  generatedCoverSvg,
  generatedCoverUrl,
  generatedCoverVersion,
  wrapTitle,
} from "./generated-cover";
import { postReadTime } from "./mutations.server";
import { listRelatedPosts, RELATED_POSTS_WINDOW } from "./queries.server";
import { shareLinks } from "./share-links";
import { tagPath, tagSlug } from "./tags";

const post = (overrides: Partial<typeof blogPosts.$inferInsert>) => ({
  title: "Untitled",
  slug: `post-${Math.random().toString(36).slice(2)}`,
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  category: "Academic",
  author: "Someone",
  ...overrides,
});

describe("tags, share links and generated covers", () => {
  it("a tag's page path: lower-case, spaces as hyphens, the rest percent-encoded", () => {
    expect(tagSlug("  Time   Management ")).toBe("time-management");
    expect(tagPath("Time management")).toBe("/blog/tag/time-management");
    expect(tagPath("C++ & you")).toBe("/blog/tag/c%2B%2B-%26-you");
  });

  it("share links go to each service's share page with the address and title encoded", () => {
    const links = shareLinks("https://hub.example/blog/a b", "Quiz & you");
    expect(Object.fromEntries(links.map((l) => [l.name, l.href]))).toEqual({
      X: "https://x.com/intent/post?url=https%3A%2F%2Fhub.example%2Fblog%2Fa%20b&text=Quiz%20%26%20you",
      LinkedIn:
        "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fhub.example%2Fblog%2Fa%20b",
      WhatsApp: "https://wa.me/?text=Quiz%20%26%20you%20https%3A%2F%2Fhub.example%2Fblog%2Fa%20b",
      Telegram:
        "https://t.me/share/url?url=https%3A%2F%2Fhub.example%2Fblog%2Fa%20b&text=Quiz%20%26%20you",
      "E-mail":
        "mailto:?subject=Quiz%20%26%20you&body=Quiz%20%26%20you%20https%3A%2F%2Fhub.example%2Fblog%2Fa%20b",
    });
  });

  const a = { slug: "welcome", title: "Welcome to the hub", category: "Official" };
  const b = { slug: "grading", title: "Reading the grading formula", category: "Academic" };

  it("a generated cover is the same for the same post and differs between posts", () => {
    expect(generatedCoverSvg(a)).toBe(generatedCoverSvg({ ...a }));
    expect(generatedCoverSvg(a)).not.toBe(generatedCoverSvg(b));
    // Same title and category, other post: still its own drawing.
    expect(generatedCoverSvg(a)).not.toBe(generatedCoverSvg({ ...a, slug: "welcome-2" }));
    expect(generatedCoverVersion(a)).toMatch(/^[0-9a-f]{8}$/);
    // Nothing of the title is drawn: a renamed post keeps its cover; another category recolours it.
    expect(generatedCoverSvg({ ...a, title: "Renamed" })).toBe(generatedCoverSvg(a));
    expect(generatedCoverVersion({ ...a, title: "Renamed" })).toBe(generatedCoverVersion(a));
    expect(generatedCoverVersion({ ...a, category: "News" })).not.toBe(generatedCoverVersion(a));
    expect(generatedCoverUrl(a)).toBe(`/blog/welcome/cover.svg?v=${generatedCoverVersion(a)}`);
  });

  it("a generated cover carries no text: the page prints the title and category beside it", () => {
    const hostile = {
      slug: "x",
      title: `<script>alert(1)</script> & "quotes"`,
      category: "<b>News</b>",
    };
    for (const post of [a, b, hostile]) {
      const svg = generatedCoverSvg(post);
      expect(svg).not.toMatch(/<text|<tspan|<script|<b>|font-family/);
      expect(svg).not.toContain(post.title);
      expect(svg).not.toMatch(new RegExp(post.category, "i"));
      expect(svg).toContain('aria-hidden="true"');
    }
    expect(generatedCoverAlt(a)).toBe("A pattern in the colours of the Official category");
  });

  it("a long title wraps into at most four lines, the last cut with an ellipsis", () => {
    expect(wrapTitle("How I cleared the foundation level while working", 28, 4)).toEqual([
      "How I cleared the foundation",
      "level while working",
    ]);
    const lines = wrapTitle("word ".repeat(60), 20, 4);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/…$/);
    expect(wrapTitle("Supercalifragilisticexpialidocious", 10, 2)).toEqual(["Supercali…"]);
  });

  it("the demo posts' read times come from their text: a short post is a 1 min read", () => {
    for (const demo of buildDemoPosts()) {
      expect(demo.readTime, demo.slug).toBe(postReadTime(demo.content, undefined));
      expect(demo.readTime, demo.slug).toBe("1 min");
    }
    expect(postReadTime(`<p>${"word ".repeat(1000)}</p>`, undefined)).toBe("5 min");
  });
});

describeWithDatabase("tag pages, related posts and covers", (getDb) => {
  const context = () => testContext({ db: getDb(), env: { SITE_URL: "https://hub.example" } });
  const args = (path: string, params: Record<string, string> = {}) =>
    ({ request: new Request(`http://localhost${path}`), params, context: context() }) as never;

  async function seed() {
    await getDb()
      .insert(blogPosts)
      .values([
        post({
          slug: "a",
          title: "Quiz plan",
          tags: ["Quizzes", "time management"],
          createdAt: new Date("2026-01-05"),
        }),
        post({
          slug: "b",
          tags: ["quizzes", "Time-Management"],
          category: "Career",
          createdAt: new Date("2026-01-04"),
        }),
        post({
          slug: "c",
          tags: ["quizzes"],
          category: "Career",
          createdAt: new Date("2026-01-03"),
        }),
        post({
          slug: "d",
          tags: ["other"],
          category: "Academic",
          createdAt: new Date("2026-01-02"),
        }),
        post({ slug: "e", tags: ["other"], category: "News", createdAt: new Date("2026-01-01") }),
        post({ slug: "draft", tags: ["secret"], published: false }),
        post({ slug: "later", tags: ["quizzes"], publishAt: new Date(Date.now() + 86_400_000) }),
      ]);
  }

  it("a tag's page lists its public posts, any spelling of the tag; 404 for a tag no public post has", async () => {
    await seed();
    const page = (await tagLoader(
      args("/blog/tag/time-management", { tag: "time-management" }),
    )) as {
      data: { name: string; total: number; posts: { slug: string }[] };
    };
    expect(page.data.posts.map((p) => p.slug)).toEqual(["a", "b"]);
    expect(page.data).toMatchObject({ name: "time management", total: 2 });
    const quizzes = (await tagLoader(args("/blog/tag/Quizzes", { tag: "Quizzes" }))) as {
      data: { posts: { slug: string }[] };
    };
    expect(quizzes.data.posts.map((p) => p.slug)).toEqual(["a", "b", "c"]);
    for (const tag of ["secret", "nothing", "", "x\0y", "' or 1=1 --"]) {
      await expect(tagLoader(args(`/blog/tag/x`, { tag }))).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
  });

  it("the sitemap lists the tag pages of public posts only", async () => {
    await insertMigrationSubjects(getDb());
    await seed();
    const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
    const tagPages = [...xml.matchAll(/<loc>https:\/\/hub\.example\/blog\/tag\/([^<]+)<\/loc>/g)];
    expect(tagPages.map((match) => match[1])).toEqual(["other", "quizzes", "time-management"]);
    expect(xml).not.toContain("/blog/tag/secret");
  });

  it("related posts: most shared tags first, then the same category; never itself or a hidden post", async () => {
    await seed();
    const related = async (slug: string, tags: string[], category: string) =>
      (await listRelatedPosts(getDb(), { id: await idOf(slug), tags, category })).map(
        (p) => p.slug,
      );
    expect(await related("a", ["Quizzes", "time management"], "Academic")).toEqual(["b", "c", "d"]);
    expect(await related("e", ["other"], "News")).toEqual(["d"]);
    expect(await related("e", [], "Industry")).toEqual([]);
  });

  it("each post stores its tags' slugs once each, for the tag pages and related posts", async () => {
    const [row] = await getDb()
      .insert(blogPosts)
      .values(post({ tags: [" Time  Management", "time-management", "Quizzes", "  ", "C++"] }))
      .returning({ tagSlugs: blogPosts.tagSlugs });
    expect(row!.tagSlugs).toEqual(["c++", "quizzes", "time-management"]);
  });

  it(`related posts come from the newest ${RELATED_POSTS_WINDOW} public posts`, async () => {
    // One old post shares every tag; the newest RELATED_POSTS_WINDOW others share none.
    const db = getDb();
    const [self] = await db
      .insert(blogPosts)
      .values(post({ slug: "self", tags: ["rare"], category: "News" }))
      .returning({ id: blogPosts.id });
    await db
      .insert(blogPosts)
      .values(
        post({ slug: "old", tags: ["rare"], category: "News", createdAt: new Date("2020-01-01") }),
      );
    const ids = async () =>
      (await listRelatedPosts(db, { id: self!.id, tags: ["rare"], category: "News" })).map(
        (p) => p.slug,
      );
    expect(await ids()).toEqual(["old"]);
    await db
      .insert(blogPosts)
      .values(
        Array.from({ length: RELATED_POSTS_WINDOW }, (_, i) =>
          post({ slug: `new-${i}`, tags: ["common"], category: "Academic" }),
        ),
      );
    expect(await ids()).toEqual([]);
  });

  it("the post page carries related posts, share links with its canonical address, and no ids", async () => {
    await seed();
    const page = (await postLoader(args("/blog/a", { slug: "a" }))) as {
      data: {
        post: Record<string, unknown>;
        related: Record<string, unknown>[];
        share: { url: string; links: { name: string; href: string }[] };
      };
    };
    expect(page.data.related.map((p) => p.slug)).toEqual(["b", "c", "d"]);
    expect(page.data.post).not.toHaveProperty("id");
    expect(page.data.related[0]).not.toHaveProperty("id");
    expect(page.data.share.url).toBe("https://hub.example/blog/a");
    expect(page.data.share.links.map((l) => l.name)).toEqual([
      "X",
      "LinkedIn",
      "WhatsApp",
      "Telegram",
      "E-mail",
    ]);
  });

  it("the cover route draws a public post's cover, cached for good at its version; 404 otherwise", async () => {
    await seed();
    const source = { slug: "a", title: "Quiz plan", category: "Academic" };
    const version = generatedCoverVersion(source);
    const response = await coverLoader(args(`/blog/a/cover.svg?v=${version}`, { slug: "a" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(generatedCoverSvg(source));
    const stale = await coverLoader(args("/blog/a/cover.svg?v=0", { slug: "a" }));
    expect(stale.headers.get("Cache-Control")).toMatch(/^public, max-age=300\b/);
    const again = await coverLoader({
      request: new Request("http://localhost/blog/a/cover.svg", {
        headers: { "If-None-Match": `"${version}"` },
      }),
      params: { slug: "a" },
      context: context(),
    } as never);
    expect(again.status).toBe(304);
    for (const slug of ["draft", "later", "none"]) {
      expect((await coverLoader(args(`/blog/${slug}/cover.svg`, { slug }))).status).toBe(404);
    }
  });

  async function idOf(slug: string) {
    const rows = await getDb().select({ id: blogPosts.id, slug: blogPosts.slug }).from(blogPosts);
    return rows.find((r) => r.slug === slug)!.id;
  }
});
