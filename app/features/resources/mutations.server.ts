// Admin writes to the resources table (spec §7 "Admin management"), each recorded in the audit log.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "~/features/auth/admins.server";
import type { Database } from "~/lib/db.server";
import { resources } from "../../../db/schema";
import { type AdminResourceKind, type formSchemaFor, RESOURCE_KINDS } from "./schema";

type FormValues = z.infer<ReturnType<typeof formSchemaFor>>;
type NewResource = typeof resources.$inferInsert;

/** The row a screen's form writes: its fields plus the kind's type, tag and term (spec §3). */
export function resourceValues(kind: AdminResourceKind, values: FormValues) {
  const config = RESOURCE_KINDS[kind];
  const row: Omit<NewResource, "id" | "createdAt"> = {
    title: values.title,
    description: values.description,
    category: "category" in values ? values.category : "academic",
    level: values.level,
    subject: values.subject,
    resourceType: "resourceType" in values ? values.resourceType : (config.resourceType ?? "notes"),
    fileUrl: "fileUrl" in values ? (values.fileUrl ?? null) : null,
    linkUrl: values.linkUrl ?? null,
    resourceTag: config.resourceTag,
    term: "term" in values ? (values.term as string) : "general",
  };
  // The typed screens own the exam tab; the generic form leaves it as it was.
  if (kind !== "resource") row.exam = "exam" in values ? (values.exam ?? null) : null;
  return row;
}

/** Inserts or (with an id) updates one row; returns its id, or undefined when no row matched. */
export async function saveResource(
  db: Database,
  adminId: string,
  kind: AdminResourceKind,
  values: FormValues,
): Promise<string | undefined> {
  const row = resourceValues(kind, values);
  const entity = kind === "resource" ? "resource" : kind;
  if (values.id) {
    const config = RESOURCE_KINDS[kind];
    // The typed screens only edit rows of their own type.
    const [updated] = await db
      .update(resources)
      .set({ ...row, updatedAt: new Date() })
      .where(
        and(
          eq(resources.id, values.id),
          config.resourceType ? eq(resources.resourceType, config.resourceType) : undefined,
        ),
      )
      .returning({ id: resources.id });
    if (!updated) return undefined;
    await recordAudit(db, {
      adminId,
      action: `${entity}.update`,
      entity: "resource",
      entityId: updated.id,
    });
    return updated.id;
  }
  const [created] = await db.insert(resources).values(row).returning({ id: resources.id });
  await recordAudit(db, {
    adminId,
    action: `${entity}.create`,
    entity: "resource",
    entityId: created!.id,
  });
  return created!.id;
}

/** Deletes one row (of the screen's type); false when there was none. */
export async function deleteResource(
  db: Database,
  adminId: string,
  kind: AdminResourceKind,
  id: string,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const config = RESOURCE_KINDS[kind];
  const [deleted] = await db
    .delete(resources)
    .where(
      and(
        eq(resources.id, id),
        config.resourceType ? eq(resources.resourceType, config.resourceType) : undefined,
      ),
    )
    .returning({ id: resources.id });
  if (!deleted) return false;
  await recordAudit(db, { adminId, action: `${kind}.delete`, entity: "resource", entityId: id });
  return true;
}
