// Mail that could not be sent (issue 14 "What needs attention"): recorded by the mailer, listed
// for admins until they dismiss it.
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import { auditedWrite } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import type { MailFailure } from "~/lib/mail.server";
import { mailFailures } from "~db/schema";
import type { MailFailureStatus } from "./labels";

export const PAGE_SIZE = 50;
type Status = MailFailureStatus;

export async function recordMailFailure(db: Database, failure: MailFailure) {
  await db.insert(mailFailures).values(failure);
}

interface Filter {
  status?: Status;
  query?: string;
}

function where({ status, query = "" }: Filter) {
  const q = query.trim();
  return and(
    status === "open" ? isNull(mailFailures.dismissedAt) : undefined,
    status === "dismissed" ? isNotNull(mailFailures.dismissedAt) : undefined,
    q
      ? or(
          ilike(mailFailures.recipient, likePattern(q)),
          ilike(mailFailures.subject, likePattern(q)),
          ilike(mailFailures.error, likePattern(q)),
        )
      : undefined,
  );
}

export function listMailFailures(
  db: Database,
  { page = 1, ...filter }: Filter & { page?: number },
) {
  return db
    .select({
      id: mailFailures.id,
      kind: mailFailures.kind,
      recipient: mailFailures.recipient,
      subject: mailFailures.subject,
      error: mailFailures.error,
      createdAt: mailFailures.createdAt,
      dismissedAt: mailFailures.dismissedAt,
    })
    .from(mailFailures)
    .where(where(filter))
    .orderBy(desc(mailFailures.createdAt), desc(mailFailures.id))
    .limit(PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * PAGE_SIZE);
}

export async function countMailFailures(db: Database, filter: Filter) {
  const [row] = await db.select({ n: count() }).from(mailFailures).where(where(filter));
  return row?.n ?? 0;
}

/** Dismisses one failure (an id) or every open one (null); returns how many. */
export async function dismissMailFailures(
  db: Database,
  { id, adminId }: { id: string | null; adminId: string },
) {
  const rows = await auditedWrite(
    db,
    async (tx) => {
      const dismissed = await tx
        .update(mailFailures)
        .set({ dismissedAt: new Date() })
        .where(and(isNull(mailFailures.dismissedAt), id ? eq(mailFailures.id, id) : undefined))
        .returning({ id: mailFailures.id });
      return dismissed.length > 0 ? dismissed : null;
    },
    (dismissed) => ({
      adminId,
      action: "mail_failure.dismiss",
      entity: "mail_failure",
      entityId: id,
      details: id ? undefined : { count: dismissed.length },
    }),
  );
  return rows?.length ?? 0;
}
