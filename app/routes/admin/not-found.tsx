import { requireAdmin } from "~/features/auth/session.server";
import { notFound } from "~/lib/not-found";
import type { Route } from "./+types/not-found";

/** Unknown admin paths: the sign-in screen for anonymous visitors, 404 for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  throw notFound();
}

export default function AdminNotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <>
      <h1 className="text-2xl font-bold">404: Page not found</h1>
      <p className="mt-2 text-muted">There is no admin page at this address.</p>
    </>
  );
}
