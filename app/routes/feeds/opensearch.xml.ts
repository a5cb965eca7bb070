// The OpenSearch description, so browsers can add the site's search (issue 18). Linked from every
// public page (`<link rel="search">` in routes/public/layout.tsx).
import { site } from "~/content/site";
import { siteOrigin } from "~/features/blog/feeds";
import type { Route } from "./+types/opensearch.xml";

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

export function loader({ request, context }: Route.LoaderArgs) {
  const origin = escapeXml(siteOrigin(request, context.env.SITE_URL));
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">
  <ShortName>${escapeXml(site.name)}</ShortName>
  <Description>${escapeXml(`Search ${site.name}: subjects, notes, previous-year papers, lectures, blog posts and tools`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Image type="image/svg+xml">${origin}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${origin}/search?q={searchTerms}"/>
  <moz:SearchForm>${origin}/search</moz:SearchForm>
</OpenSearchDescription>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/opensearchdescription+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
