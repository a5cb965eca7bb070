// Pages whose content changes at a known time (a scheduled blog post goes public) must not be
// kept past it: by the server's page cache (it honours Expires), by CDNs and by browsers.

/**
 * `cacheControl` with its lifetimes cut so nothing is served stale after `until`, plus an
 * `Expires` of that time. Unchanged when `until` is null.
 */
export function cacheHeadersUntil(
  cacheControl: string,
  until: Date | null,
  now: number = Date.now(),
): Record<string, string> {
  if (!until) return { "Cache-Control": cacheControl };
  const seconds = Math.max(0, Math.floor((until.getTime() - now) / 1000));
  const directives = cacheControl.split(",").map((d) => d.trim());
  const value = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found ? Number(found.slice(name.length + 1)) : undefined;
  };
  const sMaxAge = value("s-maxage");
  const shared = Math.min(sMaxAge ?? value("max-age") ?? 0, seconds);
  const capped = directives.map((d) => {
    const [name, raw] = d.split("=");
    if (raw === undefined) return d;
    const v = Number(raw);
    if (name === "max-age" || name === "s-maxage") return `${name}=${Math.min(v, seconds)}`;
    if (name === "stale-while-revalidate" || name === "stale-if-error") {
      return `${name}=${Math.max(0, Math.min(v, seconds - shared))}`;
    }
    return d;
  });
  return { "Cache-Control": capped.join(", "), Expires: until.toUTCString() };
}

/**
 * A route's `headers`: the parent's, with the loader's own `Cache-Control` and `Expires` over
 * them (pages whose loader sets a shorter lifetime, as cacheHeadersUntil does).
 */
export function loaderCacheHeaders({
  parentHeaders,
  loaderHeaders,
}: {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of ["Cache-Control", "Expires"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
