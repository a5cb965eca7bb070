import { ExternalLink as ExternalLinkIcon, PlayCircle } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { embeddableVideo, type EmbeddableVideo } from "~/lib/video-embed";
import { lectureFacts } from "../lecture-facts";
import { type ResourceRow, ResourceActions, resourceActions } from "./resource-list";

/** Whether any of the rows plays in place (then the page carries the player's script). */
export function hasEmbeddableVideo(rows: ResourceRow[]): boolean {
  return rows.some((row) => embeddableVideo(row.linkUrl));
}

/**
 * Lecture cards: the week and length when the title states them, the title and description, and
 * the video. A YouTube video shows a poster of our own that loads nothing from YouTube: a link to
 * the video, which the page's script turns into the player when pressed. Any other link is a
 * Watch button, and a file of ours its Download button, as on the other resource pages.
 */
export function LectureList({ rows }: { rows: ResourceRow[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {rows.map((row) => {
        const facts = lectureFacts(row.title);
        const video = embeddableVideo(row.linkUrl);
        const actions = resourceActions(row);
        return (
          <li
            key={row.id}
            className="flex flex-col overflow-hidden rounded-xl border border-border bg-card"
          >
            {video ? <VideoPoster video={video} title={row.title} /> : null}
            <div className="flex flex-1 flex-col p-5">
              <div className="flex items-start gap-3">
                {video ? null : (
                  <PlayCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                )}
                <div className="min-w-0">
                  {facts.week !== null || facts.length ? (
                    <p className="mb-1 flex flex-wrap gap-x-2 text-xs font-semibold tracking-wide text-accent uppercase">
                      {facts.week !== null ? <span>Week {facts.week}</span> : null}
                      {facts.week !== null && facts.length ? (
                        <span aria-hidden="true">·</span>
                      ) : null}
                      {facts.length ? (
                        <span>
                          <span className="sr-only">Length </span>
                          <time dateTime={facts.length.iso}>{facts.length.label}</time>
                        </span>
                      ) : null}
                    </p>
                  ) : null}
                  <h3 className="font-semibold break-words">{facts.heading}</h3>
                  <p className="mt-1 text-sm break-words text-muted">{row.description}</p>
                </div>
              </div>
              <ResourceActions
                row={row}
                openLabel="Watch"
                downloadLabel="Download"
                // A YouTube link is the poster's; it gets its own quieter link below.
                actions={video ? { ...actions, link: null } : actions}
              >
                {video ? (
                  <ExternalLink
                    href={video.watchUrl}
                    aria-label={`Watch ${row.title} on YouTube (opens in a new tab)`}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                  >
                    <ExternalLinkIcon aria-hidden="true" />
                    Watch on YouTube
                  </ExternalLink>
                ) : null}
              </ResourceActions>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The player's place: a poster drawn by the page (no thumbnail is fetched from the video site).
 * Without JavaScript its link opens the video; with it, the link becomes the player.
 */
function VideoPoster({ video, title }: { video: EmbeddableVideo; title: string }) {
  return (
    <div
      data-player=""
      className="relative aspect-video border-b border-border bg-[radial-gradient(circle_at_30%_20%,var(--accent-soft),transparent_60%),linear-gradient(135deg,var(--card),var(--background))] [&>iframe]:absolute [&>iframe]:inset-0 [&>iframe]:size-full [&>iframe]:border-0"
    >
      <a
        href={video.watchUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-embed={video.embedUrl}
        data-title={title}
        className="group absolute inset-0 flex flex-col items-center justify-center gap-2 pb-6 focus-visible:outline-offset-[-4px]"
      >
        <span className="grid size-16 place-items-center rounded-full bg-accent text-accent-foreground shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-7 fill-current">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.87l11-6.5a1 1 0 0 0 0-1.74l-11-6.5A1 1 0 0 0 8 5.5Z" />
          </svg>
        </span>
        <span className="text-sm font-semibold">
          Play<span className="sr-only"> {title}</span>
          <span data-new-tab="" className="sr-only">
            {" "}
            (opens YouTube in a new tab)
          </span>
        </span>
      </a>
      {/* Beside the link, not in it: the link's name stays "Play <title>". */}
      <p className="pointer-events-none absolute inset-x-0 bottom-3 px-4 text-center text-xs text-muted">
        Loads from YouTube only when you press play
      </p>
    </div>
  );
}
