// One recipient's copy of a rendered issue. The mail queue owns it (the worker fills the slot at
// send time; the newsletter renders the slot in): kept apart from the renderer so the worker runs
// without React's server renderer, and so newsletter → mail-queue stays one way.

/** Where an issue's unsubscribe address goes, once in the HTML and once in the text. */
export const UNSUBSCRIBE_URL_SLOT = "%%UNSUBSCRIBE_URL%%";

/**
 * One recipient's copy of an issue: the slot replaced by their unsubscribe address in both
 * parts. Refuses an address that is not http(s) or that would need escaping, and a mail without
 * the slot (it would go out without a working unsubscribe link).
 */
export function personalize<T extends { html: string; text: string }>(
  mail: T,
  unsubscribeUrl: string,
): T {
  if (!/^https?:\/\/[^\s"'<>`\\]+$/i.test(unsubscribeUrl) || !URL.canParse(unsubscribeUrl)) {
    throw new Error("personalize: the unsubscribe address must be an http(s) URL");
  }
  if (!mail.html.includes(UNSUBSCRIBE_URL_SLOT) || !mail.text.includes(UNSUBSCRIBE_URL_SLOT)) {
    throw new Error("personalize: the mail has no unsubscribe slot");
  }
  // split/join, not replace(): a "$&" or "$1" in the address stays as it is.
  return {
    ...mail,
    html: mail.html.split(UNSUBSCRIBE_URL_SLOT).join(unsubscribeUrl.replaceAll("&", "&amp;")),
    text: mail.text.split(UNSUBSCRIBE_URL_SLOT).join(unsubscribeUrl),
  };
}
