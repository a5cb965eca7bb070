// Pages of the public blog list: 12 cards a page; the first page of the unfiltered list also
// shows the newest post as the featured article above them.
export const BLOG_PAGE_SIZE = 12;

export interface BlogListPage {
  /** The page shown: the asked-for page, or the last one when it is past the end. */
  page: number;
  pageCount: number;
  offset: number;
  limit: number;
}

export function blogListPage(total: number, asked: number, filtering: boolean): BlogListPage {
  const featured = filtering ? 0 : 1;
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total - featured) / BLOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked), pageCount);
  return page === 1
    ? { page, pageCount, offset: 0, limit: BLOG_PAGE_SIZE + featured }
    : { page, pageCount, offset: featured + (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE };
}

/** The URL of a page of the list, keeping its category and search. */
export function blogListHref(search: URLSearchParams, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set("page", String(page));
  else params.delete("page");
  const query = params.toString();
  return query ? `?${query}` : "?";
}
