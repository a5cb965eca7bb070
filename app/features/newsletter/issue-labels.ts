// Words and forms of the admin newsletter screens (issue 17). Safe for the browser.
import { z } from "zod";
import { INVALID_EMAIL } from "./schema";

export const ISSUE_STATUS_LABELS = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;
export type IssueStatus = keyof typeof ISSUE_STATUS_LABELS;
/** The subscribers screen's delivery filter: bounced addresses are skipped by every issue. */
export const DELIVERY_FILTERS = ["bounced", "deliverable"] as const;

export const ISSUE_KIND_LABELS = { post: "Post", digest: "Digest" } as const;

/** The issue page's forms: a test to one address, the send itself, deleting a draft. */
/** What an issue's page can do: test mail, send, delete. */
export const ISSUE_INTENTS = z.enum(["test", "send", "delete"]);

export const IssueActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal(ISSUE_INTENTS.enum.test),
    to: z
      .string({ error: INVALID_EMAIL })
      .trim()
      .toLowerCase()
      .max(254, INVALID_EMAIL)
      .pipe(z.email({ error: INVALID_EMAIL })),
  }),
  z.object({ intent: z.literal(ISSUE_INTENTS.enum.send) }),
  z.object({ intent: z.literal(ISSUE_INTENTS.enum.delete) }),
]);

/** "42 s", "3 min 5 s", "1 h 2 min": how long a send took. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
}

/** "1 subscriber", "1,204 subscribers" (Indian grouping, as every admin count). */
export function subscribersLabel(n: number): string {
  return `${n.toLocaleString("en-IN")} ${n === 1 ? "subscriber" : "subscribers"}`;
}

// India time, as every admin date, with the time: several issues or failures may share a day.
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function formatIssueTime(date: Date | string): string {
  return dateTime.format(new Date(date));
}
