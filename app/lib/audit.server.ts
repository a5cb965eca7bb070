// The one way an admin change reaches `audit_log`: inside the transaction of the write it records,
// so the row and its audit entry are committed, or rolled back, together.
import type { Database } from "~/lib/db.server";
import { auditLog } from "~db/schema";

/** The handle `db.transaction` gives its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface AuditEntry {
  /** Null for changes no admin made (none today; the column allows it for deleted admins). */
  adminId: string | null;
  /** What happened, e.g. `resource.create`, `message.read`. */
  action: string;
  /** The kind of row it happened to, e.g. `resource`, `contact_message`. */
  entity: string;
  entityId?: string | null;
  details?: unknown;
}

/** Adds one audit row, in the transaction of the write it records. */
export async function recordAudit(tx: Transaction, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    details: entry.details ?? null,
  });
}

/**
 * Runs `write` in a transaction and, when it returns something (the row it changed), records
 * `entry(result)` in the same transaction. Null when the write changed nothing: no audit row.
 */
export function auditedWrite<T>(
  db: Database,
  write: (tx: Transaction) => Promise<T | null | undefined>,
  entry: (result: T) => AuditEntry,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    if (result === null || result === undefined) return null;
    await recordAudit(tx, entry(result));
    return result;
  });
}
