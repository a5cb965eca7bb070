// The admin screens keep their whole state in the URL: filters, search (?q=), page (?page=) and
// the open dialog (?new=1, ?edit=<id>, ?delete=<id>), so every screen also works without JavaScript.
// Shared code, not an admin component: the public blog lists read their ?page= with it too.

/** The URL with some parameters set or (with null) removed. */
export function withParams(
  url: { pathname: string; search: string },
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/** The list behind a dialog: the same filters and page, no dialog. */
export function listUrl(url: { pathname: string; search: string }): string {
  return withParams(url, { new: null, edit: null, delete: null });
}

/** Reads ?page= as a positive integer (1 when absent or nonsense). */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
}

/** Reads an enumerated filter, ignoring values outside the list. */
export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | undefined {
  const value = params.get(name);
  return values.includes(value as T) ? (value as T) : undefined;
}
