/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) =>
    c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : c === "'" ? "&apos;" : "&quot;",
  );
}

/** The site origin for absolute URLs: SITE_URL, else the request's own origin. */
export function siteOrigin(request: Request, configured: string | undefined): string {
  return configured ?? new URL(request.url).origin;
}
