import { and, count, desc, eq, ilike, ne, or } from "drizzle-orm";
import { auditedWrite, type Transaction } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import { contactMessages } from "~db/schema";

export const PAGE_SIZE = 50;
type MessageStatus = (typeof contactMessages.$inferSelect)["status"];

interface MessageFilter {
  status?: MessageStatus;
  query?: string;
}

function messageFilter({ status, query = "" }: MessageFilter) {
  const q = query.trim();
  return and(
    status ? eq(contactMessages.status, status) : undefined,
    q
      ? or(
          ilike(contactMessages.name, likePattern(q)),
          ilike(contactMessages.email, likePattern(q)),
          ilike(contactMessages.subject, likePattern(q)),
        )
      : undefined,
  );
}

export async function countMessages(db: Database, filter: MessageFilter) {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(messageFilter(filter));
  return row?.n ?? 0;
}

export function listMessages(
  db: Database,
  { page = 1, ...filter }: MessageFilter & { page?: number },
) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(messageFilter(filter))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * PAGE_SIZE);
}

/** One message, for its dialog. */
export async function getMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      linkUrl: contactMessages.linkUrl,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row;
}

/** Which message, and the admin acting on it. */
interface MessageChange {
  id: string;
  adminId: string;
}

/** Opening a message reads it: an unread one is marked read (and audited) on the way. */
export async function openMessage(db: Database, change: MessageChange) {
  const message = await getMessage(db, change.id);
  if (message?.status !== "new") return message;
  await markMessageRead(db, change);
  return { ...message, status: "read" as const };
}

/** One change to a message, audited as `action` when it touched a row. */
function changeMessage(
  db: Database,
  { id, adminId }: MessageChange,
  action: string,
  write: (tx: Transaction) => Promise<{ id: string }[]>,
) {
  return auditedWrite(
    db,
    async (tx) => (await write(tx))[0],
    () => ({ adminId, action, entity: "contact_message", entityId: id }),
  );
}

export function markMessageRead(db: Database, change: MessageChange) {
  return changeMessage(db, change, "message.read", (tx) =>
    tx
      .update(contactMessages)
      .set({ status: "read", readAt: new Date() })
      .where(and(eq(contactMessages.id, change.id), eq(contactMessages.status, "new")))
      .returning({ id: contactMessages.id }),
  );
}

/** Back to unread (status `new`), as if it had not been opened. */
export function markMessageUnread(db: Database, change: MessageChange) {
  return changeMessage(db, change, "message.unread", (tx) =>
    tx
      .update(contactMessages)
      .set({ status: "new", readAt: null })
      .where(and(eq(contactMessages.id, change.id), ne(contactMessages.status, "new")))
      .returning({ id: contactMessages.id }),
  );
}

export function deleteMessage(db: Database, change: MessageChange) {
  return changeMessage(db, change, "message.delete", (tx) =>
    tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, change.id))
      .returning({ id: contactMessages.id }),
  );
}
