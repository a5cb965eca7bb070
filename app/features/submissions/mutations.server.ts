import type { Database } from "~/lib/db.server";
import type { StoredUpload } from "~/lib/upload.server";
import { submissions } from "~db/schema";
import type { SubmissionFields } from "./schema";

/** Stores a submission for review; returns its id. */
export async function createSubmission(
  db: Database,
  input: Omit<SubmissionFields, "consent" | "website">,
  file: StoredUpload | null = null,
): Promise<string> {
  const [row] = await db
    .insert(submissions)
    .values({
      title: input.title,
      resourceType: input.resourceType,
      subject: input.subject,
      level: input.level,
      term: input.term,
      description: input.description,
      linkUrl: input.link ?? null,
      authorName: input.authorName,
      email: input.email.toLowerCase(),
      consentAt: new Date(),
      fileKey: file?.key ?? null,
      fileName: file?.name ?? null,
      fileType: file?.type.mime ?? null,
      fileSize: file?.size ?? null,
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error("submission insert returned no row");
  return row.id;
}
