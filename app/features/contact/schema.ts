// The About page's Get in Touch form: one schema for the browser (Conform) and the action.
import { z } from "zod";
import { formText } from "~/lib/form-text";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
} as const;

/** A required text field: trimmed, not blank, at most `max` characters. */
function requiredText(missing: string, max: number, tooLong: string) {
  return formText({ error: missing }).trim().min(1, missing).max(max, tooLong);
}

export const ContactFormSchema = z.object({
  name: requiredText(
    "Please enter your name.",
    CONTACT_LIMITS.name,
    `Your name can be at most ${CONTACT_LIMITS.name} characters.`,
  ),
  email: requiredText(
    "Please enter your email address.",
    CONTACT_LIMITS.email,
    `Your email address can be at most ${CONTACT_LIMITS.email} characters.`,
  ).pipe(z.email("Please enter a valid email address.")),
  subject: requiredText(
    "Please enter a subject.",
    CONTACT_LIMITS.subject,
    `The subject can be at most ${CONTACT_LIMITS.subject} characters.`,
  ),
  message: requiredText(
    "Please enter a message.",
    CONTACT_LIMITS.message,
    `Your message can be at most ${CONTACT_LIMITS.message} characters.`,
  ),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;
