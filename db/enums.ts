// The enumerations of the data model, declared once (issue 21). Plain constants with no Drizzle
// import, so screens that render them (filters, labels) can import them without the table code.
export const RESOURCE_CATEGORIES = ["academic", "career", "general"] as const;
export const RESOURCE_LEVELS = ["foundation", "diploma", "degree", "bsc", "bs"] as const;
export const RESOURCE_TYPES = ["notes", "lectures", "pyqs", "assignments", "books"] as const;
export const RESOURCE_EXAMS = ["quiz-1", "quiz-2", "end-term", "important", "video"] as const;
export const SUBSCRIPTION_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export const SUBMISSION_RESOURCE_TYPES = ["notes", "guide", "quiz", "pyq", "other"] as const;
export const SUBMISSION_STATUSES = ["pending", "approved", "rejected"] as const;
export const MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export const SUBJECT_TERMS = ["term1", "term2"] as const;
/** The two diplomas a diploma course belongs to (the catalogue, ADR 046). */
export const SUBJECT_TRACKS = ["programming", "data-science"] as const;
export const NEWSLETTER_ISSUE_KINDS = ["post", "digest"] as const;
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
/** pending: waits its turn (or its retry); sending: claimed by a worker until claimed_until. */
export const MAIL_STATUSES = ["pending", "sending", "sent", "failed", "skipped"] as const;
/** Practice (DESIGN.md D10): which exam a question or paper prepares for. */
export const PRACTICE_EXAMS = ["quiz-1", "quiz-2", "end-term"] as const;
export const QUESTION_KINDS = ["single", "multiple", "numeric", "text"] as const;
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
/** Questions and papers are drafts until an admin publishes them. */
export const PRACTICE_STATUSES = ["draft", "published"] as const;
/** A mock written for the site, or a previous paper transcribed with its session. */
export const PAPER_KINDS = ["mock", "previous"] as const;
/** Exam calendar (DESIGN.md D11): what kind of date an event is. */
export const CALENDAR_EVENT_KINDS = [
  "quiz-1",
  "quiz-2",
  "end-term",
  "oppe",
  "registration",
  "deadline",
  "other",
] as const;
/** A cancelled event stays in the feeds (STATUS:CANCELLED) so calendars remove it. */
export const CALENDAR_EVENT_STATUSES = ["confirmed", "cancelled"] as const;
