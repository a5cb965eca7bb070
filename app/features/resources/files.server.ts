// Resources' own files (issue 14): read from the admin form, found by key for /files/:key, and
// removed from storage once no row points to them any more.
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { MAX_UPLOAD_BYTES } from "~/lib/file-type";
import { readForm } from "~/lib/form-body.server";
import { ADMIN_FORM } from "~/lib/request-bounds";
import type { FileStorage } from "~/lib/storage.server";
import { parseMultipart } from "~/lib/upload.server";
import { resources, submissions } from "~db/schema";

/** The resource whose file this key is, for serving it; undefined when none. */
export async function findResourceFile(db: Database, fileKey: string) {
  // No stored key holds NUL, and PostgreSQL would refuse to compare with one.
  if (fileKey.includes("\0")) return undefined;
  const [row] = await db
    .select({
      fileKey: resources.fileKey,
      fileName: resources.fileName,
      fileType: resources.fileType,
    })
    .from(resources)
    .where(eq(resources.fileKey, fileKey));
  return row;
}

/**
 * Whether any row still points to this stored file: a resource other than `exceptResource`, or a
 * submission (whose file an approved resource shares without copying it).
 */
export async function fileStillReferenced(
  db: Database,
  fileKey: string,
  exceptResource?: string,
): Promise<boolean> {
  const [resource] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        eq(resources.fileKey, fileKey),
        exceptResource ? ne(resources.id, exceptResource) : undefined,
      ),
    )
    .limit(1);
  if (resource) return true;
  const [submission] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.fileKey, fileKey))
    .limit(1);
  return Boolean(submission);
}

/**
 * Deletes a file a resource no longer uses, unless another row points to it. Called after the
 * database write is committed: a failure here leaves an unused file, never a row without one.
 */
export async function deleteUnusedFile(
  db: Database,
  storage: FileStorage,
  fileKey: string | null | undefined,
  log: { warn(obj: object, msg: string): void },
) {
  if (!fileKey) return;
  try {
    if (await fileStillReferenced(db, fileKey)) return;
    await storage.delete(fileKey);
  } catch (error) {
    log.warn({ err: error, fileKey }, "could not delete a resource's old file");
  }
}

/**
 * The admin form's fields and its file (already streamed to storage and checked), if one was
 * sent. Throws when the upload is cut off.
 */
export async function readResourceForm(request: Request, storage: FileStorage) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    return { formData: await readForm(request, ADMIN_FORM), file: null, fileError: null };
  }
  // Unlike the public submission form, an oversized body is read to its end (the file part
  // stops being stored at 50 MB): only a signed-in admin gets here, and the fields after the
  // file are kept for the form.
  const { fields, file, fileError } = await parseMultipart(request, storage, {
    maxFileBytes: MAX_UPLOAD_BYTES,
    bounds: ADMIN_FORM,
  });
  const formData = new FormData();
  for (const [name, value] of fields) formData.set(name, value);
  return { formData, file, fileError };
}
