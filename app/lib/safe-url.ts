// URLs that come from input or from stored rows, made safe to redirect to or to put in href/src.
// Both resolve the value the way a browser would (tabs and newlines dropped, `\` read as `/`),
// so `/\evil.test`, `/\t/evil.test` and the like cannot slip past a prefix check.

const SITE = "http://site.invalid";

/** A path on this site to send someone to, or `fallback`: never another origin, never `javascript:`. */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  try {
    const url = new URL(value, SITE);
    // `/a/..//evil.test` resolves to the path `//evil.test`, another host once in a
    // Location header: refused like the rest.
    if (url.origin !== SITE || /^\/[/\\]/.test(url.pathname)) return fallback;
    // Serialised by the URL parser: percent-encoded, so it is always a valid Location header.
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A stored link fit for href or src: an http(s) URL or a path on this site; otherwise undefined. */
export function safeLinkHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith("/")) return safeRedirectPath(value, "") || undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An address typed into a public form that must lead to another site: http(s) with a host name,
 * no user name or password (`https://trusted.test@evil.test/` reads as the first host), at most
 * `max` characters. The URL parser's form of it, or undefined.
 */
export function safeHttpUrl(value: string | null | undefined, max = 2000): string | undefined {
  if (!value || value.length > max) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname || url.username || url.password) return undefined;
    return url.href.length > max ? undefined : url.href;
  } catch {
    return undefined;
  }
}
