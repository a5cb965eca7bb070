import { Copy, Share2 } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { useNonce } from "~/lib/nonce";
import { cn } from "~/lib/utils";
import type { ShareLink } from "../share-links";
import { SHARE_PANEL_SCRIPT } from "../share-panel-script";

/**
 * Share links to each service's own share page (no third-party scripts), and the article's
 * address as a plain link. With JavaScript a "Copy link" button copies it, and a "Share" button
 * opens the device's share sheet where there is one (ADR 048); without, both stay hidden and
 * the link is pressed and held (or right-clicked) to copy it.
 */
export function SharePanel({
  url,
  title,
  links,
}: {
  url: string;
  title: string;
  links: ShareLink[];
}) {
  const nonce = useNonce();
  return (
    <section
      aria-labelledby="share-heading"
      data-share-url={url}
      data-share-title={title}
      className="mt-10 rounded-2xl border border-border p-5"
    >
      <h2 id="share-heading" className="text-lg font-semibold">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.name}>
            {link.href.startsWith("mailto:") ? (
              <a href={link.href} className={shareLinkClass}>
                <span className="sr-only">{link.verb} </span>
                {link.name}
              </a>
            ) : (
              <ExternalLink href={link.href} className={shareLinkClass}>
                <span className="sr-only">{link.verb} </span>
                {link.name}
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
      <p id="share-link-label" className="mt-5 text-sm text-muted">
        Link to this article
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <a
          href={url}
          aria-describedby="share-link-label"
          // The page itself: nothing to fetch ahead (ADR 025's speculation rules).
          data-no-speculate=""
          className="block min-w-0 flex-[1_1_16rem] truncate rounded-lg border border-border bg-card px-3 py-2.5 text-sm text-accent underline-offset-4 hover:underline"
        >
          {url}
        </a>
        <button
          type="button"
          hidden
          data-copy=""
          className={cn(buttonVariants({ variant: "outline" }), "bg-card")}
        >
          <Copy aria-hidden="true" />
          Copy link
        </button>
        <button
          type="button"
          hidden
          data-device-share=""
          className={cn(buttonVariants({ variant: "outline" }), "bg-card")}
        >
          <Share2 aria-hidden="true" />
          Share…
        </button>
      </div>
      <p role="status" data-share-status="" className="mt-2 min-h-5 text-sm text-accent" />
      {/* Server-rendered only: the post page never hydrates (ADR 025). */}
      {import.meta.env.SSR ? (
        <script
          type="module"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: SHARE_PANEL_SCRIPT }}
        />
      ) : null}
    </section>
  );
}

const shareLinkClass =
  "inline-flex h-10 items-center gap-1.5 rounded-lg border border-border bg-card px-3 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft";
