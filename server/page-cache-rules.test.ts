// The rule of what a change refreshes (server/page-cache-rules.ts) against the route table and
// the change feed: every route has a rule, and every table with a trigger is one a rule can name.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { shows } from "./page-cache";
import {
  FEED_TABLES,
  keepFor,
  PAGE_RULES,
  pageDependencies,
  parseChange,
  settingsOnlyPaths,
} from "./page-cache-rules";

function paths(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path !== undefined || entry.index ? [entry.path ?? ""] : []),
    ...paths(entry.children ?? []),
  ]);
}

const publicPaths = paths(routes).filter((path) => !/^admin(?:\/|$)/.test(path));

describe("page cache rules", () => {
  it("has a rule for every route outside the admin, and none for a route that is gone", () => {
    expect(publicPaths.length).toBeGreaterThan(40);
    expect(publicPaths.filter((path) => !(path in PAGE_RULES))).toEqual([]);
    expect(Object.keys(PAGE_RULES).filter((path) => !publicPaths.includes(path))).toEqual([]);
  });

  it("names only tables the change feed reports", () => {
    for (const url of ["/", "/search?q=x", "/resources/foundation/maths-1/notes", "/calendar"]) {
      for (const dependency of pageDependencies(url) ?? []) {
        expect(FEED_TABLES).toContain(dependency.split(":")[0]);
      }
    }
  });

  it("matches a URL to its route, its .data request included, and stores nothing it has no page for", () => {
    const notes = pageDependencies("/resources/foundation/maths-1/notes?page=2");
    expect(notes).toContain("resources:foundation/maths-1");
    expect(notes).toContain("site_settings");
    expect(pageDependencies("/resources/foundation/maths-1/notes.data")).toEqual(notes);
    expect(pageDependencies("/_root.data")).toEqual(pageDependencies("/"));
    expect(pageDependencies("/resources/submit")).toEqual(["site_settings", "subjects"]);
    expect(pageDependencies("/resources/diploma")).toContain("resources:diploma");
    expect(pageDependencies("/resources/diploma?q=mlf")).toContain("resources");
    for (const url of ["/mocks/abc", "/files/x.pdf", "/healthz", "/no/such/page", "/admin/blogs"]) {
      expect(pageDependencies(url)).toBeUndefined();
    }
  });

  it("refreshes a post's pages, not a course page, for a post; a course's pages, not the blog, for a resource", () => {
    const post = parseChange("blog_posts");
    const resource = parseChange("resources foundation/maths-1");
    const course = pageDependencies("/resources/foundation/maths-1")!;
    const otherCourse = pageDependencies("/resources/foundation/stats-1/notes")!;
    for (const url of [
      "/blog",
      "/blog/a-post",
      "/blog/tag/exams",
      "/blog/rss.xml",
      "/sitemap.xml",
    ]) {
      expect(shows(pageDependencies(url)!, post)).toBe(true);
      expect(url.startsWith("/blog") && shows(pageDependencies(url)!, resource)).toBe(false);
    }
    expect(shows(course, post)).toBe(false);
    expect(shows(course, resource)).toBe(true);
    expect(shows(otherCourse, resource)).toBe(false);
    expect(shows(pageDependencies("/resources/foundation")!, resource)).toBe(true);
    expect(shows(pageDependencies("/resources/diploma")!, resource)).toBe(false);
    expect(shows(pageDependencies("/search?q=maths")!, resource)).toBe(true);
    // The settings show on every page.
    for (const url of ["/", "/about", "/blog/a-post", "/resources/foundation/maths-1/pyqs"]) {
      expect(shows(pageDependencies(url)!, parseChange("site_settings"))).toBe(true);
    }
  });

  it("reads the feed's payload: a table alone, or a table and the courses it touched", () => {
    expect(parseChange("subjects")).toEqual({ table: "subjects" });
    expect(parseChange("resources foundation/a diploma/b")).toEqual({
      table: "resources",
      scopes: ["foundation/a", "diploma/b"],
    });
  });

  it("lists the pages that show only the settings, rendered at start and kept until New Year", () => {
    const paths = settingsOnlyPaths();
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/about", "/privacy-policy", "/tools", "/robots.txt"]),
    );
    for (const path of paths) expect(pageDependencies(path)).toEqual(["site_settings"]);
    for (const shows of ["/blog", "/tools/grade-predictor", "/study-materials", "/sitemap.xml"]) {
      expect(paths).not.toContain(shows);
    }
    const now = new Date(2026, 11, 31, 23, 59, 0).getTime();
    expect(keepFor(["site_settings"], now)).toBe(60_000);
    expect(keepFor(["site_settings", "blog_posts"], now)).toBeUndefined();
    expect(keepFor([], now)).toBeUndefined();
  });
});
