import { Download, ExternalLink as ExternalLinkIcon, FileText } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { fileTypeLabel, formatFileSize, opensInBrowser } from "~/lib/file-type";
import { safeLinkHref } from "~/lib/safe-url";

export interface ResourceRow {
  id: string;
  title: string;
  description: string;
  fileUrl: string | null;
  linkUrl: string | null;
  /** A file of ours in upload storage (served at /files/:key): the row's download when set. */
  fileKey?: string | null;
  fileType?: string | null;
  fileSize?: number | null;
}

export interface Actions {
  /** Our own file, else the file URL; only http(s) and on-site links, whatever a row holds. */
  download: { href: string; own: boolean; opens: boolean; details: string } | null;
  link: string | null;
}

export function resourceActions(row: ResourceRow): Actions {
  const linkUrl = safeLinkHref(row.linkUrl) ?? null;
  if (row.fileKey) {
    const details = [
      fileTypeLabel(row.fileType),
      row.fileSize ? formatFileSize(row.fileSize) : null,
    ].filter(Boolean);
    return {
      download: {
        href: `/files/${encodeURIComponent(row.fileKey)}`,
        own: true,
        opens: opensInBrowser(row.fileType),
        details: details.join(", "),
      },
      link: linkUrl,
    };
  }
  const fileUrl = safeLinkHref(row.fileUrl);
  return {
    download: fileUrl ? { href: fileUrl, own: false, opens: true, details: "" } : null,
    link: linkUrl,
  };
}

/**
 * Resource cards, each with its download (our file, or a file URL) and/or open (link) action; a
 * row with neither shows no button.
 */
export function ResourceList({
  rows,
  openLabel = "Open",
  downloadLabel = "Download",
}: {
  rows: ResourceRow[];
  openLabel?: string;
  downloadLabel?: string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const { download, link } = resourceActions(row);
        // PYQ cards call their link 'Download' too; beside a real download it is the 'Open' one.
        const linkLabel = download && openLabel === downloadLabel ? "Open" : openLabel;
        return (
          <li key={row.id} className="flex flex-col rounded-xl border border-border bg-card p-5">
            <div className="flex items-start gap-3">
              <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div className="min-w-0">
                <h3 className="font-semibold break-words">{row.title}</h3>
                <p className="mt-1 text-sm break-words text-muted">{row.description}</p>
              </div>
            </div>
            <ResourceActions
              row={row}
              openLabel={linkLabel}
              downloadLabel={downloadLabel}
              actions={{ download, link }}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A resource's buttons: its download (our file, or a file URL) and/or its link, then `children`;
 * nothing when there is none of them.
 */
export function ResourceActions({
  row,
  openLabel,
  downloadLabel,
  actions = resourceActions(row),
  children,
}: {
  row: ResourceRow;
  openLabel: string;
  downloadLabel: string;
  actions?: Actions;
  children?: React.ReactNode;
}) {
  const { download, link } = actions;
  if (!download && !link && !children) return null;
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
      {download && download.own && !download.opens ? (
        // An office document downloads: no empty tab left behind.
        <a
          href={download.href}
          download
          aria-label={`${downloadLabel} ${row.title}${download.details ? ` (${download.details})` : ""}`}
          className={buttonVariants({ size: "sm" })}
        >
          <Download aria-hidden="true" />
          {downloadLabel}
        </a>
      ) : download ? (
        <ExternalLink
          href={download.href}
          aria-label={`${downloadLabel} ${row.title}${download.details ? ` (${download.details})` : ""} (opens in a new tab)`}
          className={buttonVariants({ size: "sm" })}
        >
          <Download aria-hidden="true" />
          {downloadLabel}
        </ExternalLink>
      ) : null}
      {link ? (
        <ExternalLink
          href={link}
          aria-label={`${openLabel} ${row.title} (opens in a new tab)`}
          className={buttonVariants({
            size: "sm",
            variant: download ? "outline" : "primary",
          })}
        >
          <ExternalLinkIcon aria-hidden="true" />
          {openLabel}
        </ExternalLink>
      ) : null}
      {children}
      {download?.details ? <span className="text-xs text-muted">{download.details}</span> : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}
