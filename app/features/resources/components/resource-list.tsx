import { Download, ExternalLink as ExternalLinkIcon, FileText } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { safeLinkHref } from "~/lib/safe-url";

export interface ResourceRow {
  id: string;
  title: string;
  description: string;
  fileUrl: string | null;
  linkUrl: string | null;
}

/** Only http(s) and on-site links become buttons, whatever a row holds. */
const withSafeLinks = (row: ResourceRow): ResourceRow => ({
  ...row,
  fileUrl: safeLinkHref(row.fileUrl) ?? null,
  linkUrl: safeLinkHref(row.linkUrl) ?? null,
});

/** Resource cards, each with its download (file) and/or open (link) action. */
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
      {rows.map(withSafeLinks).map((row) => (
        <li key={row.id} className="flex flex-col rounded-xl border border-border bg-card p-5">
          <div className="flex items-start gap-3">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{row.title}</h3>
              <p className="mt-1 text-sm break-words text-muted">{row.description}</p>
            </div>
          </div>
          {row.fileUrl || row.linkUrl ? (
            <div className="mt-4 flex flex-wrap gap-2">
              {row.fileUrl ? (
                <ExternalLink
                  href={row.fileUrl}
                  aria-label={`${downloadLabel} ${row.title} (opens in a new tab)`}
                  className={buttonVariants({ size: "sm" })}
                >
                  <Download aria-hidden="true" />
                  {downloadLabel}
                </ExternalLink>
              ) : null}
              {row.linkUrl ? (
                <ExternalLink
                  href={row.linkUrl}
                  aria-label={`${openLabel} ${row.title} (opens in a new tab)`}
                  className={buttonVariants({
                    size: "sm",
                    variant: row.fileUrl ? "outline" : "primary",
                  })}
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  {openLabel}
                </ExternalLink>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
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
