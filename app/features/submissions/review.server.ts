// Reviewing submissions: the queue, approving (which publishes a resource) and rejecting.
import { and, asc, count, desc, eq, ilike, or } from "drizzle-orm";
import { currentSubjectSlug } from "~/features/resources/subject-queries.server";
import { canonicalSubject } from "~/features/resources/subjects";
import { recordAudit } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { likePattern } from "~/lib/like-pattern";
import { resources, submissions, subjects } from "~db/schema";
import { type PublishSubmission, RESOURCE_TAG_BY_TYPE, type SubjectChoice } from "./publish-schema";

type SubmissionStatus = (typeof submissions.$inferSelect)["status"];

export const PAGE_SIZE = 50;

interface SubmissionFilter {
  status?: SubmissionStatus;
  query?: string;
}

function submissionFilter({ status, query = "" }: SubmissionFilter) {
  const q = query.trim();
  return and(
    status ? eq(submissions.status, status) : undefined,
    q
      ? or(
          ilike(submissions.title, likePattern(q)),
          ilike(submissions.authorName, likePattern(q)),
          ilike(submissions.subject, likePattern(q)),
        )
      : undefined,
  );
}

export async function countSubmissions(db: Database, filter: SubmissionFilter) {
  const [row] = await db.select({ n: count() }).from(submissions).where(submissionFilter(filter));
  return row?.n ?? 0;
}

export function listSubmissions(
  db: Database,
  { page = 1, ...filter }: SubmissionFilter & { page?: number },
) {
  return db
    .select({
      id: submissions.id,
      title: submissions.title,
      resourceType: submissions.resourceType,
      subject: submissions.subject,
      level: submissions.level,
      term: submissions.term,
      authorName: submissions.authorName,
      fileName: submissions.fileName,
      status: submissions.status,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .where(submissionFilter(filter))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(PAGE_SIZE)
    .offset((Math.max(1, page) - 1) * PAGE_SIZE);
}

export async function countSubmissionsByStatus(db: Database) {
  const rows = await db
    .select({ status: submissions.status, n: count() })
    .from(submissions)
    .groupBy(submissions.status);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function getSubmission(db: Database, id: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

/** Every subject an admin may choose, by level, in the order the public pages list them. */
export function listSubjectChoices(db: Database): Promise<SubjectChoice[]> {
  return db
    .select({ level: subjects.level, slug: subjects.slug, name: subjects.name })
    .from(subjects)
    .orderBy(asc(subjects.level), asc(subjects.term), asc(subjects.position), asc(subjects.name));
}

/**
 * Publishes a pending submission as the resource the admin corrected, in one transaction: the
 * resource (its file is the submission's stored file: same key, nothing copied), the decision and
 * its audit row. Null when the submission is not pending; "unknown-subject" when the chosen
 * subject is gone.
 */
export async function publishSubmission(
  db: Database,
  adminId: string,
  values: PublishSubmission,
): Promise<{ resourceId: string } | null | "unknown-subject"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, values.id), eq(submissions.status, "pending")))
      .for("update");
    if (!row) return null;
    // A former slug of a course is filed under the course's slug (ADR 046).
    const subject = await currentSubjectSlug(tx, values.level, values.subject);
    if (!subject) return "unknown-subject";
    const [resource] = await tx
      .insert(resources)
      .values({
        title: values.title,
        description: values.description,
        category: values.category,
        level: values.level,
        subject,
        resourceType: values.resourceType,
        linkUrl: values.linkUrl ?? null,
        fileKey: row.fileKey,
        fileName: row.fileKey ? row.fileName : null,
        fileType: row.fileKey ? row.fileType : null,
        fileSize: row.fileKey ? row.fileSize : null,
        resourceTag: RESOURCE_TAG_BY_TYPE[values.resourceType],
        term: values.term,
        exam: values.exam ?? null,
      })
      .returning({ id: resources.id });
    const now = new Date();
    await tx
      .update(submissions)
      .set({
        status: "approved",
        reviewedBy: adminId,
        reviewedAt: now,
        resourceId: resource!.id,
        updatedAt: now,
      })
      .where(eq(submissions.id, row.id));
    // What the admin changed from the student's words, for whoever reads the log later.
    const corrected = [
      values.title !== row.title && "title",
      values.description !== row.description && "description",
      values.level !== row.level && "level",
      subject !== canonicalSubject(row.subject) && "subject",
      (values.linkUrl ?? null) !== row.linkUrl && "link",
    ].filter(Boolean);
    await recordAudit(tx, {
      adminId,
      action: "submission.approve",
      entity: "submission",
      entityId: row.id,
      details: { resourceId: resource!.id, corrected },
    });
    return { resourceId: resource!.id };
  });
}

export async function rejectSubmission(
  db: Database,
  { id, adminId, reason }: { id: string; adminId: string; reason: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(submissions)
      .set({
        status: "rejected",
        reviewedBy: adminId,
        reviewedAt: new Date(),
        reviewNote: reason,
        updatedAt: new Date(),
      })
      .where(and(eq(submissions.id, id), eq(submissions.status, "pending")))
      .returning({ id: submissions.id });
    if (!row) return null;
    await recordAudit(tx, {
      adminId,
      action: "submission.reject",
      entity: "submission",
      entityId: id,
      details: reason ? { reason } : null,
    });
    return row;
  });
}

/** The stored file of a submission, when it may be shown publicly (approved). */
export async function findApprovedFile(db: Database, fileKey: string) {
  // No stored key holds NUL, and PostgreSQL would refuse to compare with one.
  if (fileKey.includes("\0")) return undefined;
  const [row] = await db
    .select({
      fileKey: submissions.fileKey,
      fileName: submissions.fileName,
      fileType: submissions.fileType,
    })
    .from(submissions)
    .where(and(eq(submissions.fileKey, fileKey), eq(submissions.status, "approved")));
  return row;
}
