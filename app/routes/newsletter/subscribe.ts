import { redirect } from "react-router";
import { subscribe } from "~/features/newsletter/mutations.server";
import {
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
  type NewsletterOutcome,
} from "~/features/newsletter/schema";
import { mailFooter, operatorDetails } from "~/features/settings/public";
import { getSiteSettingsOrNone } from "~/features/settings/queries.server";
import { dataWithToast, redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { newsletterSignupLimit, takeRateLimit } from "~/lib/rate-limit.server";
import { safeRedirectPath } from "~/lib/safe-url";
import type { Route } from "./+types/subscribe";

const STATUS: Record<NewsletterOutcome, number> = {
  subscribed: 200,
  "already-subscribed": 200,
  "rate-limited": 429,
  failed: 503,
  invalid: 400,
};

/**
 * POST /newsletter, from the home and the blog form. With JavaScript (a fetcher, `js=1`) the
 * outcome comes back as data for the form, with its status (429 over the per-address limit);
 * without it, a redirect back. Either way the toast travels in the flash cookie (ADR 049).
 *
 * What the form answers: the success text for a new, a pending and a returning (unsubscribed)
 * address alike, so it does not tell who is waiting for a confirmation; the spec's "Already
 * subscribed" only for a confirmed address (kept: the spec's text, and the per-address limit
 * makes guessing addresses slow). See `subscribe`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = NewsletterFormSchema.safeParse(Object.fromEntries(form));
  const variant = parsed.success
    ? parsed.data.variant
    : NewsletterFormSchema.shape.variant.parse(form.get("variant"));
  let outcome: NewsletterOutcome;
  if (!parsed.success) {
    outcome = "invalid";
  } else {
    try {
      // Per client address, before anything is written: one address cannot sign up a crowd of
      // strangers (each would get a mail). Each target address is limited too (`subscribe`).
      const limit = newsletterSignupLimit(context.env.NEWSLETTER_SIGNUPS_PER_HOUR);
      if (!(await takeRateLimit(context.db, limit, context.clientIp))) {
        outcome = "rate-limited";
      } else {
        outcome = await subscribe(context.db, {
          email: parsed.data.email,
          origin: context.env.SITE_URL ?? new URL(request.url).origin,
          footer: mailFooter(operatorDetails(await getSiteSettingsOrNone(context.db))),
        });
        context.mailWorker.kick();
      }
    } catch (error) {
      context.logger.error({ err: error }, "newsletter subscription failed");
      outcome = "failed";
    }
  }
  const message = NEWSLETTER_MESSAGES[variant][outcome];
  const status = STATUS[outcome];
  if (form.get("js") === "1") return dataWithToast({ outcome, message }, message, { status });
  return redirectWithToast(safeRedirectPath(form.get("redirectTo")), message);
}

export function loader() {
  return redirect("/");
}
