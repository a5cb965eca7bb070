// One way to say "not found" (issue 21). Pages throw `notFound()` from their loader or action, so
// the route's error boundary shows the 404 page; file, image and preview routes answer with
// `notFoundText(...)`, a short plain-text 404 that no cache keeps.
import { data } from "react-router";

/** Thrown by page loaders and actions: the nearest error boundary renders the 404. */
export function notFound(message?: string) {
  return data(message ?? null, { status: 404, statusText: "Not Found" });
}

/** The 404 of a route that serves a file, an image or a preview rather than a page. */
export function notFoundText(
  text = "File not found",
  cacheControl: "no-store" | "private, no-store" = "no-store",
): Response {
  return new Response(`${text}\n`, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl },
  });
}
