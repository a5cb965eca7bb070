import type { APIResponse } from "@playwright/test";

/** The server-rendered HTML of a response with React's entity escapes decoded, for text checks. */
export async function serverHtml(response: APIResponse): Promise<string> {
  return (await response.text())
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
