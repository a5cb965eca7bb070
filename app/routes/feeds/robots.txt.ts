import { siteOrigin } from "~/features/blog/feeds";
import type { Route } from "./+types/robots.txt";

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, context.env.SITE_URL);
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
