// An audit row and the write it records are one transaction: both are kept, or neither.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { deleteMessage, markMessageRead } from "~/features/contact/admin.server";
import { auditLog, contactMessages } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { recordAudit } from "./audit.server";

describeWithDatabase("recordAudit", (getDb) => {
  const addMessage = async () => {
    const [row] = await getDb()
      .insert(contactMessages)
      .values({ name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" })
      .returning({ id: contactMessages.id });
    return row!.id;
  };
  const audits = () => getDb().select().from(auditLog);

  it("writes the row with the change it records", async () => {
    const admin = await upsertAdmin(getDb(), "audit@example.com", "a long password 1");
    const id = await addMessage();
    await markMessageRead(getDb(), { id, adminId: admin.id });
    expect((await audits()).map((a) => [a.adminId, a.action, a.entity, a.entityId])).toEqual([
      [admin.id, "message.read", "contact_message", id],
    ]);
  });

  it("a write that fails after its audit row takes the audit row with it", async () => {
    const admin = await upsertAdmin(getDb(), "audit@example.com", "a long password 1");
    const id = await addMessage();
    await expect(
      getDb().transaction(async (tx) => {
        await recordAudit(tx, {
          adminId: admin.id,
          action: "message.delete",
          entity: "contact_message",
          entityId: id,
        });
        // The same id again: the primary key refuses it, and the transaction rolls back.
        await tx
          .insert(contactMessages)
          .values({ id, name: "Ada", email: "ada@example.com", subject: "Hi", message: "Again" });
      }),
    ).rejects.toThrow();
    expect(await audits()).toEqual([]);
  });

  it("an audit row that cannot be written undoes the change it records", async () => {
    const id = await addMessage();
    // No such admin: the audit row's foreign key refuses it, so the delete is rolled back.
    await expect(deleteMessage(getDb(), { id, adminId: crypto.randomUUID() })).rejects.toThrow();
    const [kept] = await getDb()
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(kept?.id).toBe(id);
    expect(await audits()).toEqual([]);
  });
});
