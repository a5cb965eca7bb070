// Video links a page may play in place (the lectures page): YouTube's, played from its
// privacy-enhanced host only after the visitor presses play. Until then the page asks nothing of
// the video site; without JavaScript the poster is a plain link to the video.

/** The only origin the lectures page may frame (server/app.ts allows it there, nowhere else). */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** The pages that may embed a video: a subject's lectures. */
export const VIDEO_EMBED_PATH = /^\/resources\/[^/]+\/[^/]+\/lectures$/;

export interface EmbeddableVideo {
  /** The video's id (11 characters of YouTube's alphabet). */
  id: string;
  /** Where the plain link goes: the video's own page. */
  watchUrl: string;
  /** What the player frame loads once play is pressed. */
  embedUrl: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const PATH_PREFIXES = ["/embed/", "/shorts/", "/live/", "/v/"];

/** Seconds from `t` / `start`: "90", "90s", "1m30s", "1h2m3s"; anything else is no start. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!match) return 0;
  const [, h = "0", m = "0", s = "0"] = match;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return Number.isSafeInteger(seconds) && seconds < 100_000 ? seconds : 0;
}

function videoId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  let id: string | undefined;
  if (host === "youtu.be") id = url.pathname.split("/")[1];
  else if (WATCH_HOSTS.has(host) && url.pathname === "/watch") id = url.searchParams.get("v") ?? "";
  else if (EMBED_HOSTS.has(host)) {
    const prefix = PATH_PREFIXES.find((p) => url.pathname.startsWith(p));
    if (prefix) id = url.pathname.slice(prefix.length).split("/")[0];
  }
  return id && VIDEO_ID.test(id) ? id : undefined;
}

/** The YouTube video a stored link points to, or undefined for any other link. */
export function embeddableVideo(link: string | null | undefined): EmbeddableVideo | undefined {
  if (!link) return undefined;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  if (url.username || url.password) return undefined;
  const id = videoId(url);
  if (!id) return undefined;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  return {
    id,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ""}`,
    embedUrl: `${VIDEO_EMBED_ORIGIN}/embed/${id}?autoplay=1${start ? `&start=${start}` : ""}`,
  };
}
