// The community page's "tell us about a group" form: one schema for the page and the action, and
// how a suggestion reads in the admin inbox (a contact message with the group's link).
import { z } from "zod";
import {
  COMMUNITY_LEVEL_LABELS,
  COMMUNITY_LEVELS,
  type CommunityLevelId,
} from "~/content/community";
import { formText } from "~/lib/form-text";
import { safeHttpUrl } from "~/lib/safe-url";

export const GROUP_SUGGESTION_LIMITS = {
  groupName: 100,
  link: 2000,
  note: 1000,
  email: 254,
} as const;

/** What the inbox shows as the sender and the subject, so the admin sees what it is at a glance. */
export const GROUP_SUGGESTION_SENDER = "Community page visitor";
export const GROUP_SUGGESTION_SUBJECT = "Community group suggestion";

const { groupName, link, note, email } = GROUP_SUGGESTION_LIMITS;

/** An optional text field: trimmed; empty means not given. */
const optionalText = (max: number, tooLong: string) =>
  formText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

export const GroupSuggestionSchema = z.object({
  groupName: formText({ error: "Please enter the group's name." })
    .trim()
    .min(1, "Please enter the group's name.")
    .max(groupName, `The group's name can be at most ${groupName} characters.`),
  link: formText({ error: "Please enter the group's link." })
    .trim()
    .min(1, "Please enter the group's link.")
    .max(link, `The link can be at most ${link.toLocaleString("en-IN")} characters.`)
    // Only http(s) addresses of another site: never javascript:, data:, a path or user@host.
    .transform((value, ctx) => {
      const url = safeHttpUrl(value, link);
      if (!url) {
        ctx.addIssue({
          code: "custom",
          message: "Please enter the full link, starting with https:// (or http://).",
        });
        return z.NEVER;
      }
      return url;
    }),
  level: z.enum(COMMUNITY_LEVELS, { error: "Please choose the group's level." }),
  note: optionalText(note, `The note can be at most ${note.toLocaleString("en-IN")} characters.`),
  email: optionalText(email, `Your email address can be at most ${email} characters.`).pipe(
    z.email("Please enter a valid email address, or leave it empty.").optional(),
  ),
});

export type GroupSuggestion = z.infer<typeof GroupSuggestionSchema>;

export const GROUP_SUGGESTION_LEVEL_OPTIONS = COMMUNITY_LEVELS.map((value) => ({
  value,
  label: COMMUNITY_LEVEL_LABELS[value],
}));

/** The inbox row a suggestion becomes: who, what about, and every detail as plain text. */
export function groupSuggestionMessage(input: GroupSuggestion) {
  const level = COMMUNITY_LEVEL_LABELS[input.level as CommunityLevelId];
  return {
    name: GROUP_SUGGESTION_SENDER,
    email: input.email ?? null,
    subject: `${GROUP_SUGGESTION_SUBJECT}: ${input.groupName} (${level})`,
    linkUrl: input.link,
    message: [
      `Group: ${input.groupName}`,
      `Level: ${level}`,
      `Link: ${input.link}`,
      input.note ? `\nNote:\n${input.note}` : null,
      input.email ? null : "\nNo contact email given.",
    ]
      .filter((line) => line !== null)
      .join("\n"),
  };
}
