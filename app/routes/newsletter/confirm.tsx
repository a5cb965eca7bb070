import { CheckCircle2, CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { confirmSubscription } from "~/features/newsletter/mutations.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/confirm";

export async function loader({ params, context }: Route.LoaderArgs) {
  const confirmed = await confirmSubscription(context.db, params.token);
  return { confirmed: confirmed !== null };
}

/** Each link acts once, for one person: never kept by any cache. */
export function headers(): HeadersInit {
  return { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.data?.confirmed ? "Subscription confirmed" : "Link expired",
    description: "Newsletter subscription confirmation.",
  }),
  { name: "robots", content: "noindex" },
];

export default function ConfirmPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-32 pb-24 sm:px-6">
      <Card className="flex flex-col items-center p-10 text-center">
        {loaderData.confirmed ? (
          <>
            <CheckCircle2 aria-hidden="true" className="size-12 text-accent" />
            <h1 className="mt-4 text-2xl font-semibold">Subscription confirmed</h1>
            <p className="mt-2 text-muted">
              Thank you! Your link is established: new transmissions will reach your inbox.
            </p>
          </>
        ) : (
          <>
            <CircleAlert aria-hidden="true" className="size-12 text-danger" />
            <h1 className="mt-4 text-2xl font-semibold">This link has expired</h1>
            <p className="mt-2 text-muted">
              It was already used or is no longer valid. Subscribe again to get a new one.
            </p>
          </>
        )}
        <Link to="/blog" className={buttonVariants({ className: "mt-8" })}>
          Read the blog
        </Link>
      </Card>
    </main>
  );
}
