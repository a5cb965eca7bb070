import { Calendar, Clock } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format-date";
import { safeLinkHref } from "~/lib/safe-url";
import { cn } from "~/lib/utils";
import { readCover } from "../cover";
import { generatedCoverUrl } from "../generated-cover";
import { tagPath } from "../tags";
import { CoverPicture } from "./cover-picture";

export interface PostCardData {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  author: string;
  tags: string[];
  imageUrl: string | null;
  readTime: string;
  /** The date shown: when the post went public. */
  publishedAt: Date | string;
  /** An uploaded cover (the `cover` column), shown instead of `imageUrl`. */
  cover?: unknown;
}

export function PostMeta({ post }: { post: Pick<PostCardData, "publishedAt" | "readTime"> }) {
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <time dateTime={new Date(post.publishedAt).toISOString()}>
          {formatDate(post.publishedAt)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime} read
      </span>
    </span>
  );
}

export function PostCard({ post, featured = false }: { post: PostCardData; featured?: boolean }) {
  const Heading = featured ? "h2" : "h3";
  const cover = readCover(post.cover);
  return (
    <article
      className={
        featured
          ? "grid overflow-hidden rounded-2xl border border-border bg-card md:grid-cols-2"
          : "flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card"
      }
    >
      {cover ? (
        <CoverPicture
          cover={cover}
          // Cards: one column on phones, two from 640 px, three from 1024 px (max-w-7xl);
          // the featured card takes half the row from 768 px.
          sizes={
            featured
              ? "(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
              : "(min-width: 1280px) 405px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          }
          priority={featured}
          // Decorative here, as the other card images: the title beside it names the post.
          alt=""
          className="aspect-[1200/630] object-cover"
        />
      ) : (
        <img
          // No image of its own: a cover drawn from its title and category.
          src={safeLinkHref(post.imageUrl) ?? generatedCoverUrl(post)}
          alt=""
          width={1200}
          height={630}
          loading={featured ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
      )}
      <div
        className={
          featured ? "flex flex-col justify-center p-6 sm:p-10" : "flex flex-1 flex-col p-5"
        }
      >
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">
          {featured ? `Featured · ${post.category}` : post.category}
        </p>
        <Heading
          className={
            featured ? "mt-3 text-2xl font-bold sm:text-3xl" : "mt-2 text-lg font-semibold"
          }
        >
          <Link to={`/blog/${post.slug}`} className="hover:text-accent">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted">{post.excerpt}</p>
        {post.tags.length > 0 ? <TagLinks tags={post.tags} className="mt-4" /> : null}
        <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
          <span className="text-sm font-medium">{post.author}</span>
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  );
}

/** A post's tags, each a link to its tag page. */
export function TagLinks({
  tags,
  size = "sm",
  className,
}: {
  tags: string[];
  size?: "sm" | "md";
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagPath(tag)}
            className={cn(
              "inline-flex items-center rounded-full bg-accent-soft transition-colors hover:bg-accent hover:text-accent-foreground",
              size === "sm" ? "min-h-6 px-2.5 py-0.5 text-xs" : "min-h-8 px-3 py-1 text-sm",
            )}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
