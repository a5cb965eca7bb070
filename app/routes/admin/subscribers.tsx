import { FileDown } from "lucide-react";
import { useLocation } from "react-router";
import { AdminPage, FilterBar, useListLoading } from "~/components/admin/admin-page";
import { DataTable, Pagination } from "~/components/admin/data-table";
import { buttonVariants } from "~/components/ui/button";
import { requireAdmin } from "~/features/auth/session.server";
import {
  countSubscribers,
  countSubscribersByStatus,
  listSubscribers,
  PAGE_SIZE,
} from "~/features/newsletter/admin.server";
import { DELIVERY_FILTERS } from "~/features/newsletter/issue-labels";
import { formatDate } from "~/lib/format-date";
import { enumParam, pageParam } from "~/lib/list-url";
import { adminMeta } from "~/lib/seo";
import { errorToast } from "~/lib/toast";
import { SUBSCRIPTION_STATUSES as SUBSCRIBER_STATUSES } from "~db/enums";
import type { Route } from "./+types/subscribers";

const LABEL = { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" } as const;
const DELIVERY_LABEL = { bounced: "Bounced", deliverable: "Not bounced" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context.db, request);
  const params = new URL(request.url).searchParams;
  const filter = {
    status: enumParam(params, "status", SUBSCRIBER_STATUSES),
    delivery: enumParam(params, "delivery", DELIVERY_FILTERS),
    query: params.get("q") ?? "",
  };
  const page = pageParam(params);
  try {
    const [rows, total, counts] = await Promise.all([
      listSubscribers(context.db, { ...filter, page }),
      countSubscribers(context.db, filter),
      countSubscribersByStatus(context.db),
    ]);
    return { rows, total, counts, page, pageSize: PAGE_SIZE, toast: null };
  } catch (error) {
    context.logger.error({ err: error }, "admin subscribers failed to load");
    return {
      rows: [],
      total: 0,
      counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
      page,
      pageSize: PAGE_SIZE,
      toast: errorToast("Failed to load subscribers"),
    };
  }
}

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

export default function AdminSubscribersPage({ loaderData }: Route.ComponentProps) {
  const { rows, total, counts, page } = loaderData;
  const loading = useListLoading();
  const { search } = useLocation();
  const exportParams = new URLSearchParams(search);
  exportParams.delete("page");
  const exportSearch = exportParams.toString();
  return (
    <AdminPage
      title="Subscribers"
      description="Newsletter addresses and where each one stands."
      actions={
        <a
          href={`/admin/subscribers.csv${exportSearch ? `?${exportSearch}` : ""}`}
          download
          className={buttonVariants()}
        >
          <FileDown aria-hidden="true" />
          Export CSV
        </a>
      }
    >
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {SUBSCRIBER_STATUSES.map((status) => (
          <div key={status} className="min-w-0 rounded-xl border border-border bg-card p-3 sm:p-4">
            <dt className="text-xs break-words text-muted sm:text-sm">{LABEL[status]}</dt>
            <dd className="mt-1 text-2xl font-bold" data-testid={`subscribers-${status}`}>
              {counts[status].toLocaleString("en-IN")}
            </dd>
          </div>
        ))}
      </dl>
      <FilterBar
        searchLabel="Search subscribers"
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "All statuses",
            options: SUBSCRIBER_STATUSES.map((s) => ({ value: s, label: LABEL[s] })),
          },
          {
            name: "delivery",
            label: "Delivery",
            allLabel: "All addresses",
            options: DELIVERY_FILTERS.map((d) => ({ value: d, label: DELIVERY_LABEL[d] })),
          },
        ]}
      />
      <DataTable
        caption="Newsletter subscribers, newest first"
        columns={[
          {
            header: "Email",
            cell: (s) => <span className="font-medium break-all">{s.email}</span>,
          },
          {
            header: "Status",
            cell: (s) => (
              <>
                {LABEL[s.status]}
                {s.bouncedAt ? (
                  <span
                    className="ml-2 inline-block rounded-full border border-danger/60 px-2 py-0.5 text-xs font-medium text-danger"
                    title={`Bounced ${formatDate(s.bouncedAt)}: skipped by every issue`}
                  >
                    Bounced
                  </span>
                ) : null}
              </>
            ),
          },
          { header: "Subscribed", cell: (s) => formatDate(s.createdAt) },
          {
            header: "Confirmed",
            cell: (s) => (s.confirmedAt ? formatDate(s.confirmedAt) : "—"),
          },
          {
            header: "Last mail",
            className: "whitespace-nowrap",
            cell: (s) => (s.lastMailedAt ? formatDate(s.lastMailedAt) : "—"),
          },
        ]}
        rows={rows}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.email}
        empty="No subscribers found"
        loading={loading}
        canEdit={false}
        canDelete={false}
      />
      <Pagination page={page} total={total} pageSize={loaderData.pageSize} />
    </AdminPage>
  );
}
