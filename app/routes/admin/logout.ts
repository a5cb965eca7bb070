import { redirect } from "react-router";
import { signOut } from "~/features/auth/sign-in.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": await signOut(context.db, request) });
  return redirectWithToast("/admin", { title: "Logged out" }, { headers });
}

export function loader() {
  return redirect("/admin");
}
