import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

/** Short forms linked from some pages (spec §2): 301 to the policy pages' real paths. */
const TARGETS: Record<string, string> = {
  "/privacy": "/privacy-policy",
  "/shipping": "/shipping-policy",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = TARGETS[url.pathname.replace(/\/+$/, "")] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
