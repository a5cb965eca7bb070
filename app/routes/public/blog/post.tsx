import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { DEFAULT_POST_IMAGE } from "~/features/blog/categories";
import { CoverPicture } from "~/features/blog/components/cover-picture";
import { PostMeta } from "~/features/blog/components/post-card";
import { coverFallback, coverUrl, readCover } from "~/features/blog/cover";
import { getPublishedPost } from "~/features/blog/queries.server";
import { sanitizePostHtml } from "~/features/blog/sanitize.server";
import { site } from "~/content/site";
import { safeLinkHref } from "~/lib/safe-url";
import { pageMeta } from "~/lib/seo";
import { toast } from "~/lib/toast";
import type { Route } from "./+types/post";

const LOAD_ERROR = "Failed to load the blog post. Please try again later.";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const post = await getPublishedPost(context.db, params.slug);
    if (!post) return data({ post: null, loadError: false }, { status: 404 });
    // Sanitized on save too; again here so nothing stored earlier can slip through.
    return {
      post: { ...post, content: sanitizePostHtml(post.content), cover: readCover(post.cover) },
      loadError: false,
    };
  } catch (error) {
    context.logger.error({ err: error }, "failed to load blog post");
    return data({ post: null, loadError: true }, { status: 503 });
  }
}

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
  const image = post.cover
    ? `${origin}${coverUrl(coverFallback(post.cover).key)}`
    : (safeLinkHref(post.imageUrl) ?? `${origin}${DEFAULT_POST_IMAGE}`);
  return [
    ...pageMeta(args, { title: post.title, description: post.excerpt, type: "article", image }),
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
        publisher: { "@type": "Organization", name: site.name },
        keywords: post.tags.join(", "),
        mainEntityOfPage: `${origin}/blog/${post.slug}`,
      },
    },
  ];
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, loadError } = loaderData;
  useEffect(() => {
    if (loadError) toast({ title: "Error", description: LOAD_ERROR, variant: "destructive" });
  }, [loadError]);

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
      <article className="mx-auto max-w-3xl px-4 pt-28 pb-24 sm:px-6 sm:pt-32">
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
            src={safeLinkHref(post.imageUrl) ?? DEFAULT_POST_IMAGE}
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
          <ul className="mt-10 flex flex-wrap gap-2 border-t border-border pt-6" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-accent-soft px-3 py-1 text-sm">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </main>
  );
}
