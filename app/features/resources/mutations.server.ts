// Admin writes to the resources table (spec §7 "Admin management"), each recorded in the audit log.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { recordAudit } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { resources } from "~db/schema";
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

/** What a save does to the resource's own file. */
export type FileChange =
  | { action: "keep" }
  | { action: "remove" }
  | {
      action: "replace";
      file: { key: string; name: string; type: { mime: string }; size: number };
    };

/**
 * Inserts or updates one row and sets, keeps or removes its file, in one transaction with its
 * audit row. Returns the row's id and the file key it no longer uses (for the caller to delete
 * from storage once committed), or undefined when no row matched.
 */
export async function saveResourceWithFile(
  db: Database,
  {
    adminId,
    kind,
    values,
    change,
  }: { adminId: string; kind: AdminResourceKind; values: FormValues; change: FileChange },
): Promise<{ id: string; droppedFileKey: string | null } | undefined> {
  const row = resourceValues(kind, values);
  const entity = kind === "resource" ? "resource" : kind;
  const fileColumns =
    change.action === "replace"
      ? {
          fileKey: change.file.key,
          fileName: change.file.name,
          fileType: change.file.type.mime,
          fileSize: change.file.size,
        }
      : change.action === "remove"
        ? { fileKey: null, fileName: null, fileType: null, fileSize: null }
        : {};
  const fileDetails =
    change.action === "replace"
      ? { file: { key: change.file.key, name: change.file.name, size: change.file.size } }
      : change.action === "remove"
        ? { file: null }
        : undefined;
  return db.transaction(async (tx) => {
    if (values.id) {
      const config = RESOURCE_KINDS[kind];
      // The typed screens only edit rows of their own type.
      const [current] = await tx
        .select({ id: resources.id, fileKey: resources.fileKey })
        .from(resources)
        .where(
          and(
            eq(resources.id, values.id),
            config.resourceType ? eq(resources.resourceType, config.resourceType) : undefined,
          ),
        )
        .for("update");
      if (!current) return undefined;
      await tx
        .update(resources)
        .set({ ...row, ...fileColumns, updatedAt: new Date(), demo: false })
        .where(eq(resources.id, current.id));
      await recordAudit(tx, {
        adminId,
        action: `${entity}.update`,
        entity: "resource",
        entityId: current.id,
        details: fileDetails,
      });
      const dropped = change.action !== "keep" && current.fileKey ? current.fileKey : null;
      return { id: current.id, droppedFileKey: dropped };
    }
    const [created] = await tx
      .insert(resources)
      .values({ ...row, ...fileColumns })
      .returning({ id: resources.id });
    await recordAudit(tx, {
      adminId,
      action: `${entity}.create`,
      entity: "resource",
      entityId: created!.id,
      details: fileDetails,
    });
    return { id: created!.id, droppedFileKey: null };
  });
}

/**
 * Deletes one row (of the screen's type). Returns false when there was none, else the key of the
 * file it had (for the caller to delete from storage once no other row uses it).
 */
export async function deleteResource(
  db: Database,
  { id, adminId, kind }: { id: string; adminId: string; kind: AdminResourceKind },
): Promise<false | { fileKey: string | null }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const config = RESOURCE_KINDS[kind];
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(resources)
      .where(
        and(
          eq(resources.id, id),
          config.resourceType ? eq(resources.resourceType, config.resourceType) : undefined,
        ),
      )
      .returning({ id: resources.id, fileKey: resources.fileKey });
    if (!deleted) return false;
    await recordAudit(tx, {
      adminId,
      action: `${kind}.delete`,
      entity: "resource",
      entityId: id,
    });
    return { fileKey: deleted.fileKey };
  });
}
