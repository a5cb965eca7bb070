// The newsletter forms (spec §4, §5, §8). Safe for the browser.
import { z } from "zod";

export const INVALID_EMAIL = "Please enter a valid email address.";
export const TOO_MANY_SIGNUPS =
  "Too many sign-ups from your network. Please wait a while and try again.";

export const NewsletterFormSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL })),
  variant: z.enum(["home", "blog"]).catch("home"),
});

export type NewsletterVariant = z.infer<typeof NewsletterFormSchema>["variant"];
/**
 * "subscribed" answers a new address, a pending one and one coming back after unsubscribing
 * alike, so the form does not tell strangers who is waiting for a confirmation (the mail tells
 * the address's owner). Only a confirmed address gets the spec's "Already subscribed".
 */
export type NewsletterOutcome =
  "subscribed" | "already-subscribed" | "rate-limited" | "failed" | "invalid";

interface Message {
  title: string;
  description: string;
  variant?: "destructive";
}

/** The exact texts of spec §8, per form (the spec has none for "rate-limited"). */
export const NEWSLETTER_MESSAGES: Record<NewsletterVariant, Record<NewsletterOutcome, Message>> = {
  home: {
    subscribed: {
      title: "Successfully subscribed!",
      description:
        "Thank you for subscribing to our newsletter. Please check your email to confirm your subscription.",
    },
    "already-subscribed": {
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter.",
    },
    failed: {
      title: "Subscription failed",
      description: "There was an error subscribing to the newsletter. Please try again.",
      variant: "destructive",
    },
    "rate-limited": {
      title: "Subscription failed",
      description: TOO_MANY_SIGNUPS,
      variant: "destructive",
    },
    invalid: { title: "Subscription failed", description: INVALID_EMAIL, variant: "destructive" },
  },
  blog: {
    subscribed: {
      title: "Subscription Successful!",
      description:
        "Thank you for subscribing to our newsletter. Please check your email for confirmation.",
    },
    "already-subscribed": {
      title: "Already Subscribed",
      description: "This email is already subscribed to our newsletter.",
    },
    failed: {
      title: "Subscription Failed",
      description: "Failed to subscribe to newsletter. Please try again.",
      variant: "destructive",
    },
    "rate-limited": {
      title: "Subscription Failed",
      description: TOO_MANY_SIGNUPS,
      variant: "destructive",
    },
    invalid: { title: "Error", description: INVALID_EMAIL, variant: "destructive" },
  },
};
