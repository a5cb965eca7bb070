import { ExternalLink } from "~/components/external-link";
import type { ShareLink } from "../share-links";

/**
 * Share links to each service's own share page (no third-party scripts), and the article's
 * address in a read-only field to select and copy: it works without JavaScript.
 */
export function SharePanel({ url, links }: { url: string; links: ShareLink[] }) {
  return (
    <section aria-labelledby="share-heading" className="mt-10 rounded-2xl border border-border p-5">
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
      <label htmlFor="share-url" className="mt-4 block text-sm text-muted">
        Link to this article
      </label>
      <input
        id="share-url"
        type="url"
        readOnly
        value={url}
        className="mt-1 h-11 w-full rounded-lg border border-border bg-card px-3 font-mono text-sm"
      />
    </section>
  );
}

const shareLinkClass =
  "inline-flex h-10 items-center gap-1.5 rounded-lg border border-border bg-card px-3 text-sm font-medium transition-colors hover:border-accent/60 hover:bg-accent-soft";
