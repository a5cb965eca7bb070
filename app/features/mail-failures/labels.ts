// Words of the failed-mail screen. Safe for the browser.

export const MAIL_FAILURE_STATUSES = ["open", "dismissed"] as const;
export type MailFailureStatus = (typeof MAIL_FAILURE_STATUSES)[number];

/** What each kind of mail is called on the admin screens. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  "newsletter-confirmation": "Newsletter confirmation",
  mail: "Mail",
};
