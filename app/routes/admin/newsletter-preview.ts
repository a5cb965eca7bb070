import { requireAdmin } from "~/features/auth/session.server";
import { isUuid, issueMailSetting } from "~/features/newsletter/issues-admin.server";
import { issuePreview } from "~/features/newsletter/issues.server";
import { notFoundText } from "~/lib/not-found";
import type { Route } from "./+types/newsletter-preview";

/**
 * The mail's HTML (or text) as subscribers get it, for the iframes of the issue's admin page.
 * The mail is content the site did not write for a browser (a post's HTML, links, images), so it
 * is served sandboxed: no script, no form, no plugin, its own opaque origin, only inline styles
 * and images; and only this site's own pages may frame it (server/app.ts, FRAMEABLE_PATH).
 */
export const PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const part = new URL(request.url).searchParams.get("part") === "text" ? "text" : "html";
  const { origin } = await issueMailSetting(context.db, request, context.env.SITE_URL);
  const preview = isUuid(params.id) ? await issuePreview(context.db, params.id, origin) : null;
  if (!preview) {
    return notFoundText("This issue does not exist.", "private, no-store");
  }
  return new Response(part === "text" ? preview.text : preview.html, {
    headers: {
      "Content-Type": `text/${part === "text" ? "plain" : "html"}; charset=utf-8`,
      "Content-Security-Policy": PREVIEW_CSP,
      "Cache-Control": "private, no-store",
    },
  });
}
