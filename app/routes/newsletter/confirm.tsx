import { CheckCircle2, CircleAlert, MailCheck } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { confirmSubscription, isPendingConfirmation } from "~/features/newsletter/mutations.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/confirm";

type State = "ask" | "confirmed" | "expired";

// Opening the link only asks: mail scanners open links in mail, and a GET that confirmed would
// let them subscribe someone who never acted. The button's POST confirms.
export async function loader({ params, context }: Route.LoaderArgs) {
  const pending = await isPendingConfirmation(context.db, params.token);
  return pending ? { state: "ask" as State } : data({ state: "expired" as State }, { status: 404 });
}

export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmSubscription(context.db, params.token);
  return confirmed
    ? { state: "confirmed" as State }
    : data({ state: "expired" as State }, { status: 404 });
}

/** Each link acts once, for one person: never kept by any cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data?.state === "expired" ? "Link expired" : "Confirm your subscription",
    description: "Newsletter subscription confirmation.",
  }),
  { name: "robots", content: "noindex" },
];

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-32 pb-24 sm:px-6">
      <Card padding="p-10" className="flex flex-col items-center text-center">
        {state === "ask" ? (
          <>
            <MailCheck aria-hidden="true" className="size-12 text-accent" />
            <h1 className="mt-4 text-2xl font-semibold">Confirm your subscription</h1>
            <p className="mt-2 text-muted">
              One step left: confirm that this address should receive our newsletter.
            </p>
            <Form method="post" className="mt-8">
              <Button type="submit" disabled={submitting} data-pending="Confirming...">
                {submitting ? "Confirming..." : "Confirm subscription"}
              </Button>
            </Form>
          </>
        ) : state === "confirmed" ? (
          <div role="status" className="flex flex-col items-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
            <h1 className="mt-4 text-2xl font-semibold">Subscription confirmed</h1>
            <p className="mt-2 text-muted">
              Thank you! Your link is established: new transmissions will reach your inbox.
            </p>
          </div>
        ) : (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-danger" />
            <h1 className="mt-4 text-2xl font-semibold">This link has expired</h1>
            <p className="mt-2 text-muted">
              It was already used or is no longer valid. Subscribe again to get a new one.
            </p>
          </>
        )}
        {state === "ask" ? null : (
          <Link to="/blog" className={buttonVariants({ className: "mt-8" })}>
            Read the blog
          </Link>
        )}
      </Card>
    </main>
  );
}
