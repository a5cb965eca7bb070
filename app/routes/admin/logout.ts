import { redirect } from "react-router";
import { recordAudit } from "~/features/auth/admins.server";
import { destroySession, getSignedInAdmin } from "~/features/auth/session.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/logout";

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await getSignedInAdmin(context.db, request);
  const headers = new Headers({ "Set-Cookie": await destroySession(context.db, request) });
  if (admin) {
    await recordAudit(context.db, {
      adminId: admin.id,
      action: "auth.sign_out",
      entity: "admin",
      entityId: admin.id,
    });
  }
  return redirectWithToast("/admin", { title: "Logged out" }, { headers });
}

export function loader() {
  return redirect("/admin");
}
