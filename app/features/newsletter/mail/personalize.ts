// An issue's mail is rendered once, with this placeholder where each recipient's unsubscribe URL
// goes; the worker puts the URL in as it sends (issue 17).

/** Cannot occur in rendered content: `%` is escaped in URLs and has no meaning in HTML text. */
export const UNSUBSCRIBE_PLACEHOLDER = "%%UNSUBSCRIBE_URL%%";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The mail for one recipient: the placeholder replaced by their unsubscribe URL (escaped for
 * HTML in the HTML part). Split and join, not replace(): a `$` in the URL stays literal.
 */
export function personalize(
  body: { html: string; text: string },
  unsubscribeUrl: string,
): { html: string; text: string } {
  if (!/^https?:\/\/[^\s"<>]+$/.test(unsubscribeUrl)) {
    throw new Error("an unsubscribe URL must be an http(s) URL without spaces or quotes");
  }
  return {
    html: body.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeAttribute(unsubscribeUrl)),
    text: body.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
