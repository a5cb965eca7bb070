// Cross-Origin-Resource-Policy, per path. Every answer is `same-origin`: no other site may embed
// what this one serves. The exception is the images mail shows (a post's link-preview JPEG, the
// newsletter's cover): web mail clients load them from their own pages, and the admin's preview
// of an issue shows the mail in a sandboxed frame whose origin is opaque, so they must be
// `cross-origin` or the mail shows a broken image (ADR 029, 031).
import type { IncomingMessage, ServerResponse } from "node:http";
import { PREVIEW_IMAGE_PATH } from "../app/features/blog/preview-image";

/** The policy of an answer to `path` (the URL's path, without its query). */
export function resourcePolicyFor(path: string): "same-origin" | "cross-origin" {
  return PREVIEW_IMAGE_PATH.test(path) ? "cross-origin" : "same-origin";
}

/** Middleware: sets the header on every answer (helmet's own is turned off in server/app.ts). */
export function crossOriginResourcePolicy() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? "/").split("?", 1)[0]!;
    res.setHeader("Cross-Origin-Resource-Policy", resourcePolicyFor(path));
    next();
  };
}
