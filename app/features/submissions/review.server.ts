import { likePattern } from "~/lib/like-pattern";
// Reviewing submissions: the queue, approving (which publishes a resource) and rejecting.
import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { auditLog, resources, submissions } from "../../../db/schema";
import { canonicalSubject } from "../resources/subjects";

type SubmissionStatus = (typeof submissions.$inferSelect)["status"];
type ResourceType = (typeof resources.$inferInsert)["resourceType"];
type Level = (typeof resources.$inferInsert)["level"];

export const PAGE_SIZE = 50;

/** Submission types → the resource types of the public pages. */
const TYPE_MAP: Record<string, ResourceType> = {
  notes: "notes",
  guide: "notes",
  quiz: "assignments",
  pyq: "pyqs",
  other: "notes",
};

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

/** Publishes a pending submission as a resource and marks it approved, in one transaction. */
export async function approveSubmission(db: Database, id: string, adminId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.status, "pending")))
      .for("update");
    if (!row) return null;
    const [resource] = await tx
      .insert(resources)
      .values({
        title: row.title,
        description: row.description,
        category: "academic",
        level: row.level as Level,
        subject: canonicalSubject(row.subject),
        resourceType: TYPE_MAP[row.resourceType] ?? "notes",
        fileUrl: row.fileKey ? `/files/${row.fileKey}` : null,
        linkUrl: row.linkUrl,
        resourceTag: "general",
        term: row.term === "term2" ? "term-2" : "term-1",
      })
      .returning({ id: resources.id });
    await tx
      .update(submissions)
      .set({
        status: "approved",
        reviewedBy: adminId,
        reviewedAt: new Date(),
        resourceId: resource!.id,
        updatedAt: new Date(),
      })
      .where(eq(submissions.id, id));
    await tx.insert(auditLog).values({
      adminId,
      action: "submission.approve",
      entity: "submission",
      entityId: id,
      details: { resourceId: resource!.id },
    });
    return { resourceId: resource!.id };
  });
}

export async function rejectSubmission(
  db: Database,
  id: string,
  adminId: string,
  reason: string | null,
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
    await tx.insert(auditLog).values({
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
