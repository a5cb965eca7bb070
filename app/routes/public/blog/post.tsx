import { ArrowLeft, SearchX } from "lucide-react";
import { data, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { CoverPicture } from "~/features/blog/components/cover-picture";
import { type PostCardData, PostMeta, TagLinks } from "~/features/blog/components/post-card";
import { SharePanel } from "~/features/blog/components/share-panel";
import { readCover } from "~/features/blog/cover";
import { siteOrigin } from "~/features/blog/feeds";
import { generatedCoverAlt, generatedCoverUrl } from "~/features/blog/generated-cover";
import { previewImageUrl } from "~/features/blog/preview-image";
import {
  getPublishedPost,
  listRelatedPosts,
  nextScheduledPublish,
} from "~/features/blog/queries.server";
import { shareLinks } from "~/features/blog/share-links";
import { cacheHeadersUntil, loaderCacheHeaders } from "~/lib/cache-until";
import { safeLinkHref } from "~/lib/safe-url";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { pageMeta, SITE_LOGO } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../layout";
import type { Route } from "./+types/post";

const LOAD_ERROR = "Failed to load the blog post. Please try again later.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const post = await getPublishedPost(context.db, params.slug);
    if (!post) return data({ post: null, loadError: false, toast: null }, { status: 404 });
    const [related, next] = await Promise.all([
      listRelatedPosts(context.db, post),
      nextScheduledPublish(context.db),
    ]);
    const { id: _id, ...shown } = post;
    const url = `${siteOrigin(request, context.env.SITE_URL)}/blog/${encodeURIComponent(post.slug)}`;
    return data(
      {
        // Sanitized on save too; again here so nothing stored earlier can slip through.
        post: { ...shown, content: sanitizePostHtml(post.content), cover: readCover(post.cover) },
        related: related.map(({ id: _relatedId, ...card }) => card),
        share: { url, links: shareLinks(url, post.title) },
        loadError: false,
        toast: null,
      },
      // Related posts change when a scheduled post goes public.
      { headers: cacheHeadersUntil(PUBLIC_PAGE_CACHE_CONTROL, next) },
    );
  } catch (error) {
    context.logger.error({ err: error }, "failed to load blog post");
    // The notice is shown inline, and as a toast where the page runs React (ADR 049).
    return data({ post: null, loadError: true, toast: errorToast(LOAD_ERROR) }, { status: 503 });
  }
}

export const headers = loaderCacheHeaders;

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post;
  if (!post) {
    return [
      ...pageMeta(args, { title: "Data Not Found", description: "This article does not exist." }),
      { name: "robots", content: "noindex" },
    ];
  }
  const root = args.matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  const origin = root?.siteUrl ?? "";
  // Link previews need a raster image: the post's own cover or its drawn one, as a 1200 × 630
  // JPEG. An external image URL is not fetched by us, so it is not used for previews.
  const image = previewImageUrl(post, origin);
  const imageAlt = post.cover?.alt || generatedCoverAlt(post);
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  return [
    ...pageMeta(args, {
      title: post.title,
      description: post.excerpt,
      type: "article",
      image,
      imageAlt,
    }),
    { property: "article:published_time", content: new Date(post.publishedAt).toISOString() },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.excerpt,
        image,
        datePublished: new Date(post.publishedAt).toISOString(),
        dateModified: new Date(post.updatedAt).toISOString(),
        author: { "@type": "Person", name: post.author },
        publisher: {
          "@type": "Organization",
          name: site.name,
          url: `${origin}/`,
          logo: {
            "@type": "ImageObject",
            url: `${origin}${SITE_LOGO}`,
            width: 512,
            height: 512,
          },
        },
        keywords: post.tags.join(", "),
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
      },
    },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, loadError } = loaderData;
  const related = "related" in loaderData ? loaderData.related : [];
  const share = "share" in loaderData ? loaderData.share : null;

  if (!post) {
    return (
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-col items-center px-4 pt-36 pb-24 text-center sm:px-6"
      >
        <SearchX aria-hidden="true" className="size-12 text-accent" />
        <h1 className="mt-4 text-3xl font-bold">Data Not Found</h1>
        {loadError ? (
          <p role="alert" className="mt-3 text-danger">
            {LOAD_ERROR}
          </p>
        ) : null}
        <p className="mt-3 text-muted">
          The neural data you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Link to="/blog" className={buttonVariants({ className: "mt-8" })}>
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </main>
    );
  }

  return (
    <main id="main">
      <article className="mx-auto max-w-3xl px-4 pt-28 pb-16 sm:px-6 sm:pt-32">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Blog
        </Link>
        <p className="mt-8 text-xs font-semibold tracking-widest text-accent uppercase">
          {post.category}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {post.title}
        </h1>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-10 place-items-center rounded-full bg-accent font-semibold text-accent-foreground"
            >
              {post.author.trim().charAt(0).toUpperCase()}
            </span>
            <span className="font-medium">{post.author}</span>
          </span>
          <PostMeta post={post} />
        </div>
        {post.cover ? (
          <div className="mt-8 overflow-hidden rounded-2xl border border-border">
            {/* The page's largest image: its LCP element, fetched first. */}
            <CoverPicture
              cover={post.cover}
              sizes="(min-width: 816px) 768px, calc(100vw - 2rem)"
              priority
              className="max-h-[36rem] object-cover"
            />
          </div>
        ) : (
          <img
            // No image of its own: a cover drawn for it in its category's colours, without text
            // (the title is right above it), so it is decorative.
            src={safeLinkHref(post.imageUrl) ?? generatedCoverUrl(post)}
            alt=""
            width={1200}
            height={630}
            decoding="async"
            className="mt-8 aspect-[1200/630] h-auto w-full rounded-2xl border border-border object-cover"
          />
        )}
        <div
          className="post-body mt-10"
          // Sanitized with an allow-list in the loader (sanitizePostHtml).
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
        {post.tags.length > 0 ? (
          <TagLinks tags={post.tags} size="md" className="mt-10 border-t border-border pt-6" />
        ) : null}
        {share ? <SharePanel url={share.url} title={post.title} links={share.links} /> : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mx-auto max-w-3xl px-4 pb-24 sm:px-6">
          <h2 id="related-heading" className="border-t border-border pt-10 text-2xl font-bold">
            Related articles
          </h2>
          <ul className="mt-6 space-y-4">
            {related.map((card) => (
              <li key={card.slug}>
                <RelatedPost post={card} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

/** A related article: its image small beside its category, title and date. */
function RelatedPost({ post }: { post: PostCardData }) {
  const cover = readCover(post.cover);
  return (
    <article className="relative flex gap-4 rounded-xl border border-border bg-card p-3 transition-colors hover:border-accent/60 sm:gap-5">
      {cover ? (
        <CoverPicture
          cover={cover}
          sizes="10rem"
          alt=""
          className="aspect-[1200/630] w-28 shrink-0 self-center rounded-lg object-cover sm:w-40"
        />
      ) : (
        <img
          src={safeLinkHref(post.imageUrl) ?? generatedCoverUrl(post)}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className="aspect-[1200/630] h-auto w-28 shrink-0 self-center rounded-lg object-cover sm:w-40"
        />
      )}
      <div className="min-w-0 self-center">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {post.category}
        </p>
        <h3 className="mt-1 font-semibold text-balance">
          {/* The whole card is the link's target (the ::after covers it). */}
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-accent"
          >
            {post.title}
          </Link>
        </h3>
        <div className="mt-1 hidden sm:block">
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  );
}
