import { requireAdmin } from "~/features/auth/session.server";
import { listAllSubscribers, subscribersCsv } from "~/features/newsletter/admin.server";
import { DELIVERY_FILTERS } from "~/features/newsletter/issue-labels";
import { enumParam } from "~/lib/list-url";
import { SUBSCRIPTION_STATUSES } from "~db/enums";
import type { Route } from "./+types/subscribers-csv";

/** The subscribers the list shows (same status and search), as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const rows = await listAllSubscribers(context.db, {
    status: enumParam(params, "status", SUBSCRIPTION_STATUSES),
    delivery: enumParam(params, "delivery", DELIVERY_FILTERS),
    query: params.get("q") ?? "",
  });
  context.logger.info({ adminId: admin.id, rows: rows.length }, "subscribers exported");
  return new Response(subscribersCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
