import { notFound } from "~/lib/not-found";
import type { Route } from "./+types/not-found";

/** Every path no other route matches: logged, then the not-found screen with status 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger.warn({ path: pathname }, "not found");
  throw notFound();
}

// The layout's error boundary renders the not-found screen; this never renders.
export default function NotFound() {
  return null;
}
