import { Tag } from "lucide-react";
import { data, useSearchParams } from "react-router";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PageHeader } from "~/components/page-header";
import { PageNav } from "~/components/page-nav";
import { PostCard } from "~/features/blog/components/post-card";
import { blogListHref, blogListPage } from "~/features/blog/list-page";
import {
  countPostsWithTag,
  listPostsWithTag,
  nextScheduledPublish,
} from "~/features/blog/queries.server";
import { tagPath, tagSlug } from "~/features/blog/tags";
import { breadcrumbMeta } from "~/lib/breadcrumbs";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { pageParam } from "~/lib/list-url";
import { notFound } from "~/lib/not-found";
import { pageMeta } from "~/lib/seo";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../layout";
import type { Route } from "./+types/tag";

/** A tag's page (ADR 023): its public posts, newest first; a 404 for a tag no public post has. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const slug = tagSlug(params.tag).slice(0, 100);
  const total = slug ? await countPostsWithTag(context.db, slug) : 0;
  if (total === 0) throw notFound();
  const { page, pageCount, offset, limit } = blogListPage(
    total,
    pageParam(new URL(request.url).searchParams),
    true,
  );
  const [posts, next] = await Promise.all([
    listPostsWithTag(context.db, slug, { offset, limit }),
    nextScheduledPublish(context.db),
  ]);
  // The tag as the posts spell it ("time management"), not as the URL does.
  const name = posts.flatMap((p) => p.tags).find((t) => tagSlug(t) === slug) ?? slug;
  return data(
    { slug, name, total, posts, page, pageCount },
    { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, next) },
  );
}

export const headers = loaderCacheHeaders;

const crumbs = (name: string) => [
  { name: "Blog", path: "/blog" },
  { name: `#${name}`, path: tagPath(name) },
];

export const meta: Route.MetaFunction = (args) => {
  if (!args.data) return pageMeta(args, { title: "Not found", description: "No such tag." });
  const { name, slug } = args.data;
  return [
    ...pageMeta(args, {
      title: `Articles tagged #${name}`,
      description: `Articles of the blog tagged “${name}”: experiences, study advice, career notes and news from students of the programme.`,
      canonicalPath: `/blog/tag/${encodeURIComponent(slug)}`,
    }),
    ...breadcrumbMeta(args, crumbs(name)),
  ];
};

export default function BlogTagPage({ loaderData }: Route.ComponentProps) {
  const { name, total, posts, page, pageCount } = loaderData;
  const [searchParams] = useSearchParams();
  return (
    <main id="main">
      <PageHeader
        back={<Breadcrumbs crumbs={crumbs(name)} />}
        eyebrow="Transmissions"
        title={
          <span className="inline-flex items-center gap-3">
            <Tag aria-hidden="true" className="size-8 shrink-0 text-accent sm:size-10" />#{name}
          </span>
        }
        description={total === 1 ? "1 article with this tag." : `${total} articles with this tag.`}
      />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-24 sm:px-6">
        <section aria-labelledby="tag-articles-heading">
          <h2 id="tag-articles-heading" className="sr-only">
            {`Articles tagged ${name}`}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
        <PageNav
          page={page}
          pageCount={pageCount}
          href={(target) => blogListHref(searchParams, target)}
        />
      </div>
    </main>
  );
}
