import { data, useSearchParams } from "react-router";
import { LinkTabs } from "~/components/link-tabs";
import { PageHeader } from "~/components/page-header";
import { PageNav } from "~/components/page-nav";
import { SearchBox } from "~/components/search-box";
import { BLOG_CATEGORIES, categoryFromParam } from "~/features/blog/categories";
import { PostCard } from "~/features/blog/components/post-card";
import { blogListHref, blogListPage } from "~/features/blog/list-page";
import {
  countPublishedPosts,
  listPublishedPosts,
  nextScheduledPublish,
} from "~/features/blog/queries.server";
import {
  NEWSLETTER_SECTION_ID,
  NewsletterSignup,
} from "~/features/newsletter/components/newsletter-signup";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { pageParam } from "~/lib/list-url";
import { pageMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../layout";
import type { Route } from "./+types/index";

const LOAD_ERROR = "Failed to load blog posts. Please try again.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = categoryFromParam(url.searchParams.get("category"));
  const query = (url.searchParams.get("q") ?? "").trim();
  const filtering = category !== "All" || query !== "";
  try {
    const total = await countPublishedPosts(context.db, { category, query });
    const { page, pageCount, offset, limit } = blogListPage(
      total,
      pageParam(url.searchParams),
      filtering,
    );
    const [posts, next] = await Promise.all([
      listPublishedPosts(context.db, { category, query, offset, limit }),
      nextScheduledPublish(context.db),
    ]);
    // Kept by caches no longer than until the next scheduled post goes public.
    return data(
      { posts, category, query, page, pageCount, loadError: false, toast: null },
      { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, next) },
    );
  } catch (error) {
    context.logger.error({ err: error }, "failed to load blog posts");
    return data(
      {
        posts: [],
        category,
        query,
        page: 1,
        pageCount: 1,
        loadError: true,
        // Shown inline, and as a toast where the page runs React (ADR 049).
        toast: errorToast(LOAD_ERROR),
      },
      { status: 503 },
    );
  }
}

export const headers = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Blog",
    description:
      "Experiences, study advice, career notes and news from students of the online BS degree programme.",
    canonicalPath: "/blog",
  }),
];

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, category, query, page, pageCount, loadError } = loaderData;
  const [searchParams] = useSearchParams();
  const filtering = category !== "All" || query !== "";
  // The newest post is featured above the first page; a filtered or searched list, and later
  // pages, show every post as a card.
  const featured = filtering || page > 1 ? undefined : posts[0];
  const rest = featured ? posts.slice(1) : posts;

  return (
    <main id="main">
      <PageHeader
        eyebrow="Transmissions"
        title="Blog"
        description="Experiences, study advice, career notes and news from students of the programme."
      >
        <SearchBox
          label="Search the blog"
          placeholder="Search articles…"
          resetParams={["page"]}
          className="mt-6 max-w-xl"
        />
      </PageHeader>

      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-24 sm:px-6">
        {loadError ? (
          <p
            role="alert"
            className="rounded-lg border border-danger/50 bg-danger/10 px-4 py-3 text-sm"
          >
            {LOAD_ERROR}
          </p>
        ) : null}

        {!filtering && page === 1 ? (
          <section aria-label="Featured article">
            {featured ? <PostCard post={featured} featured /> : <PlaceholderFeatured />}
          </section>
        ) : null}

        <section aria-labelledby="articles-heading" className="space-y-6">
          <h2 id="articles-heading" className="text-2xl font-bold">
            {query ? `Results for “${query}”` : "Latest articles"}
          </h2>
          <LinkTabs
            label="Category"
            size="pill"
            activeId={category}
            tabs={BLOG_CATEGORIES.map((c) => {
              const params = new URLSearchParams(searchParams);
              params.delete("page");
              if (c === "All") params.delete("category");
              else params.set("category", c.toLowerCase());
              const search = params.toString();
              return { id: c, label: c, to: search ? `?${search}` : "?" };
            })}
          />
          {rest.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          ) : filtering && !loadError ? (
            <p
              role="status"
              className="rounded-xl border border-dashed border-border p-8 text-center text-muted"
            >
              {query && category === "All"
                ? `No articles match “${query}”.`
                : "No neural data found in this category."}
            </p>
          ) : null}
          <PageNav
            page={page}
            pageCount={pageCount}
            href={(target) => blogListHref(searchParams, target)}
          />
        </section>

        <section
          id={NEWSLETTER_SECTION_ID}
          aria-labelledby="newsletter-heading"
          className="rounded-2xl border border-border bg-card p-6 sm:p-10"
        >
          <h2 id="newsletter-heading" className="text-2xl font-bold">
            Join the network
          </h2>
          <p className="mt-2 mb-6 max-w-xl text-muted">
            New articles and resource drops, straight to your inbox. No spam; unsubscribe any time.
          </p>
          <NewsletterSignup variant="blog" />
        </section>
      </div>
    </main>
  );
}

function PlaceholderFeatured() {
  return (
    <article className="rounded-2xl border border-dashed border-border bg-card p-6 sm:p-10">
      <p className="text-xs font-semibold tracking-widest text-accent uppercase">Featured</p>
      <h2 className="mt-3 text-2xl font-bold sm:text-3xl">Transmissions begin soon</h2>
      <p className="mt-2 text-muted">
        The first articles from students of the programme are on their way. Subscribe below to hear
        when they land.
      </p>
    </article>
  );
}
