import { MailX } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { findByUnsubscribeToken, unsubscribe } from "~/features/newsletter/mutations.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/unsubscribe";

export async function loader({ params, context }: Route.LoaderArgs) {
  const row = await findByUnsubscribeToken(context.db, params.token);
  if (!row) return data({ state: "invalid" as const }, { status: 404 });
  return { state: row.status === "unsubscribed" ? ("done" as const) : ("ask" as const) };
}

/** The page's button, and mail clients' one-click unsubscribe (RFC 8058), post here. */
export async function action({ params, context }: Route.ActionArgs) {
  const row = await unsubscribe(context.db, params.token);
  if (!row && !(await findByUnsubscribeToken(context.db, params.token))) {
    return data({ state: "invalid" as const }, { status: 404 });
  }
  return { state: "done" as const };
}

/** Each link acts once, for one person: never kept by any cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Unsubscribe", description: "Stop receiving the newsletter." }),
  { name: "robots", content: "noindex" },
];

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const submitting = useNavigation().state === "submitting";
  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-32 pb-24 sm:px-6">
      <Card padding="p-10" className="flex flex-col items-center text-center">
        <MailX aria-hidden="true" className="size-12 text-accent" />
        {state === "ask" ? (
          <>
            <h1 className="mt-4 text-2xl font-semibold">Unsubscribe from the newsletter?</h1>
            <p className="mt-2 text-muted">You will stop receiving our transmissions.</p>
            <Form method="post" className="mt-8">
              <Button type="submit" disabled={submitting} data-pending="Unsubscribing...">
                {submitting ? "Unsubscribing..." : "Unsubscribe"}
              </Button>
            </Form>
          </>
        ) : state === "done" ? (
          <>
            <div role="status">
              <h1 className="mt-4 text-2xl font-semibold">You are unsubscribed</h1>
              <p className="mt-2 text-muted">No more newsletters will be sent to this address.</p>
            </div>
            <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
              Return Home
            </Link>
          </>
        ) : (
          <>
            <h1 className="mt-4 text-2xl font-semibold">This link is not valid</h1>
            <p className="mt-2 text-muted">Check that you opened the whole link from the email.</p>
          </>
        )}
      </Card>
    </main>
  );
}
