import { and, count, desc, eq, ilike, isNotNull, isNull } from "drizzle-orm";
import { writeCsv } from "~/lib/csv.server";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import { newsletterSubscriptions } from "~db/schema";
import type { DELIVERY_FILTERS } from "./issue-labels";

export const PAGE_SIZE = 50;
type Status = (typeof newsletterSubscriptions.$inferSelect)["status"];

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  createdAt: newsletterSubscriptions.createdAt,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
  lastMailedAt: newsletterSubscriptions.lastMailedAt,
  bouncedAt: newsletterSubscriptions.bouncedAt,
};

type Delivery = (typeof DELIVERY_FILTERS)[number];
type Filter = { status?: Status; delivery?: Delivery; query?: string };

const filter = ({ status, delivery, query = "" }: Filter) =>
  and(
    status ? eq(newsletterSubscriptions.status, status) : undefined,
    delivery === "bounced"
      ? isNotNull(newsletterSubscriptions.bouncedAt)
      : delivery === "deliverable"
        ? isNull(newsletterSubscriptions.bouncedAt)
        : undefined,
    query.trim()
      ? ilike(newsletterSubscriptions.email, likePattern(query.trim().toLowerCase()))
      : undefined,
  );

export async function countSubscribers(db: Database, options: Filter) {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(filter(options));
  return row?.n ?? 0;
}

export function listSubscribers(db: Database, options: Filter & { page?: number }) {
  return db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(filter(options))
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(PAGE_SIZE)
    .offset((Math.max(1, options.page ?? 1) - 1) * PAGE_SIZE);
}

export async function countSubscribersByStatus(db: Database) {
  const rows = await db
    .select({ status: newsletterSubscriptions.status, n: count() })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Every matching subscriber, for the CSV export (streamed in pages by the caller). */
export function listAllSubscribers(db: Database, options: Filter) {
  return db
    .select(columns)
    .from(newsletterSubscriptions)
    .where(filter(options))
    .orderBy(desc(newsletterSubscriptions.createdAt));
}

const iso = (value: Date | null) => value?.toISOString() ?? "";

/** The subscribers as CSV, written like every export (writeCsv): no cell runs as a formula. */
export function subscribersCsv(rows: Awaited<ReturnType<typeof listAllSubscribers>>): string {
  return writeCsv(
    ["email", "status", "subscribed_at", "confirmed_at", "unsubscribed_at"],
    rows.map((r) => [
      r.email,
      r.status,
      iso(r.createdAt),
      iso(r.confirmedAt),
      iso(r.unsubscribedAt),
    ]),
  );
}
