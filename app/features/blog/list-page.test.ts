import { describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, blogListHref, blogListPage } from "./list-page";

describe("blog list pages", () => {
  it("puts the featured post and 12 cards on page 1, then 12 a page, with nothing skipped", () => {
    const total = 1 + BLOG_PAGE_SIZE * 2 + 5; // featured + two full pages + 5
    expect(blogListPage(total, 1, false)).toEqual({ page: 1, pageCount: 3, offset: 0, limit: 13 });
    expect(blogListPage(total, 2, false)).toEqual({ page: 2, pageCount: 3, offset: 13, limit: 12 });
    expect(blogListPage(total, 3, false)).toEqual({ page: 3, pageCount: 3, offset: 25, limit: 12 });
  });

  it("has no featured post when filtering", () => {
    expect(blogListPage(25, 1, true)).toEqual({ page: 1, pageCount: 3, offset: 0, limit: 12 });
    expect(blogListPage(25, 3, true)).toEqual({ page: 3, pageCount: 3, offset: 24, limit: 12 });
  });

  it("shows the last page for a page past the end, and one page for no posts", () => {
    expect(blogListPage(20, 99, false).page).toBe(2);
    expect(blogListPage(0, 5, false)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 13 });
    expect(blogListPage(13, 2, false).page).toBe(1);
  });

  it("links keep the category and search, and page 1 has no page parameter", () => {
    const search = new URLSearchParams("category=career&q=intern&page=2");
    expect(blogListHref(search, 3)).toBe("?category=career&q=intern&page=3");
    expect(blogListHref(search, 1)).toBe("?category=career&q=intern");
    expect(blogListHref(new URLSearchParams(), 1)).toBe("?");
  });
});
