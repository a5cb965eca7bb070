import { data, redirect } from "react-router";
import { subscribe } from "~/features/newsletter/mutations.server";
import {
  NEWSLETTER_MESSAGES,
  NewsletterFormSchema,
  type NewsletterOutcome,
} from "~/features/newsletter/schema";
import { mailFooter, operatorDetails } from "~/features/settings/public";
import { getSiteSettingsOrNone } from "~/features/settings/queries.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { readForm } from "~/lib/form-body.server";
import { safeRedirectPath } from "~/lib/safe-url";
import type { Route } from "./+types/subscribe";

/**
 * POST /newsletter, from the home and the blog form. With JavaScript (a fetcher, `js=1`) the
 * outcome comes back as data for a toast; without it, a redirect back with the toast in a cookie.
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
      outcome = await subscribe(context.db, {
        email: parsed.data.email,
        origin: context.env.SITE_URL ?? new URL(request.url).origin,
        footer: mailFooter(operatorDetails(await getSiteSettingsOrNone(context.db))),
      });
      context.mailWorker.kick();
    } catch (error) {
      context.logger.error({ err: error }, "newsletter subscription failed");
      outcome = "failed";
    }
  }
  const message = NEWSLETTER_MESSAGES[variant][outcome];
  const status = outcome === "invalid" ? 400 : outcome === "failed" ? 503 : 200;
  if (form.get("js") === "1") return data({ outcome, message }, { status });
  return redirectWithToast(safeRedirectPath(form.get("redirectTo")), message);
}

export function loader() {
  return redirect("/");
}
