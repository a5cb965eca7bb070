import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  admins,
  auditLog,
  contactMessages,
  newsletterSubscriptions,
  resources,
  subjectAliases,
  subjects,
  submissions,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { deleteMessage, listMessages, markMessageRead } from "../contact/admin.server";
import {
  countSubscribersByStatus,
  listAllSubscribers,
  subscribersCsv,
} from "../newsletter/admin.server";
import { listSubjectResources } from "../resources/queries.server";
import { submissionLabels, suggestResource } from "./publish-schema";
import {
  countSubmissionsByStatus,
  findApprovedFile,
  listSubjectChoices,
  listSubmissions,
  publishSubmission,
  rejectSubmission,
} from "./review.server";

describeWithDatabase("reviewing submissions, messages and subscribers", (getDb) => {
  async function setup() {
    const db = getDb();
    const [admin] = await db
      .insert(admins)
      .values({ email: "rev@example.com", passwordHash: "x" })
      .returning();
    const [submission] = await db
      .insert(submissions)
      .values({
        title: "Loops cheat sheet",
        resourceType: "guide",
        subject: "computational_thinking",
        level: "foundation",
        term: "term2",
        description: "All loops on one page.",
        authorName: "Asha",
        email: "asha@example.com",
        consentAt: new Date(),
        fileKey: "0b8e0c52-1a8b-4c4e-9a39-7a2c1f7e3b10.pdf",
        fileName: "loops.pdf",
        fileType: "application/pdf",
        fileSize: 10,
      })
      .returning();
    return { db, admin: admin!, submission: submission! };
  }

  async function insertSubjects(db: ReturnType<typeof getDb>) {
    await db.insert(subjects).values([
      { level: "foundation", slug: "computational-thinking", name: "Computational Thinking" },
      { level: "foundation", slug: "statistics", name: "Statistics for Data Science I" },
      { level: "foundation", slug: "statistics-2", name: "Statistics for Data Science II" },
      {
        level: "diploma",
        slug: "machine-learning-foundations",
        name: "Machine Learning Foundations",
      },
    ]);
    return listSubjectChoices(db);
  }

  const publishValues = (id: string) => ({
    id,
    title: "Loops, corrected",
    description: "All loops on one page.",
    category: "academic" as const,
    level: "foundation" as const,
    subject: "computational-thinking",
    resourceType: "notes" as const,
    term: "term-2" as const,
    exam: "quiz-2" as const,
  });

  it("publishing under a former slug of a course files the resource under the course", async () => {
    const { db, admin, submission } = await setup();
    await insertSubjects(db);
    const [mlf] = await db
      .select()
      .from(subjects)
      .where(eq(subjects.slug, "machine-learning-foundations"));
    await db
      .insert(subjectAliases)
      .values({ level: "diploma", slug: "machine-learning", subjectId: mlf!.id });
    const result = await publishSubmission(db, admin.id, {
      ...publishValues(submission.id),
      level: "diploma",
      subject: "machine-learning",
    });
    const resourceId = (result as { resourceId: string }).resourceId;
    const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
    expect(resource?.subject).toBe("machine-learning-foundations");
  });

  it("publishing creates the corrected resource with the submission's own file, and records the decision", async () => {
    const { db, admin, submission } = await setup();
    await insertSubjects(db);
    expect(await findApprovedFile(db, submission.fileKey!)).toBeUndefined(); // not public yet
    const result = await publishSubmission(db, admin.id, publishValues(submission.id));
    expect(result).toMatchObject({ resourceId: expect.any(String) });
    const resourceId = (result as { resourceId: string }).resourceId;
    const [resource] = await db.select().from(resources).where(eq(resources.id, resourceId));
    expect(resource).toMatchObject({
      title: "Loops, corrected",
      subject: "computational-thinking",
      resourceType: "notes",
      resourceTag: "study-note",
      term: "term-2",
      exam: "quiz-2",
      // The stored file itself: same key, nothing copied or uploaded again.
      fileKey: submission.fileKey,
      fileName: "loops.pdf",
      fileType: "application/pdf",
      fileSize: 10,
      fileUrl: null,
    });
    const rows = await listSubjectResources(db, {
      level: "foundation",
      subject: "computational-thinking",
      type: "notes",
    });
    expect(rows).toEqual([
      expect.objectContaining({
        title: "Loops, corrected",
        fileKey: submission.fileKey, // the public list links it as /files/:key
        fileUrl: null,
      }),
    ]);
    expect(await findApprovedFile(db, submission.fileKey!)).toMatchObject({
      fileName: "loops.pdf",
    });
    const [updated] = await db.select().from(submissions);
    expect(updated).toMatchObject({ status: "approved", reviewedBy: admin.id, resourceId });
    const audits = await db.select().from(auditLog);
    expect(audits).toEqual([
      expect.objectContaining({
        action: "submission.approve",
        entityId: submission.id,
        details: { resourceId, corrected: ["title"] },
      }),
    ]);
    // A decided submission cannot be decided again.
    expect(await publishSubmission(db, admin.id, publishValues(submission.id))).toBeNull();
    expect(
      await rejectSubmission(db, { id: submission.id, adminId: admin.id, reason: null }),
    ).toBeNull();
    expect(await db.select().from(resources)).toHaveLength(1);
  });

  it("a failure inside the transaction leaves the submission pending and publishes nothing", async () => {
    const { db, submission } = await setup();
    await insertSubjects(db);
    // No such admin: the resource is inserted, then the decision's foreign key fails.
    const ghost = "00000000-0000-4000-8000-000000000000";
    await expect(publishSubmission(db, ghost, publishValues(submission.id))).rejects.toThrow();
    expect(await db.select().from(resources)).toHaveLength(0);
    const [row] = await db.select().from(submissions);
    expect(row).toMatchObject({ status: "pending", resourceId: null, reviewedBy: null });
    expect(await db.select().from(auditLog)).toHaveLength(0);
    expect(await findApprovedFile(db, submission.fileKey!)).toBeUndefined();
  });

  it("a subject that is not at the chosen level is refused; nothing changes", async () => {
    const { db, admin, submission } = await setup();
    await insertSubjects(db);
    expect(
      await publishSubmission(db, admin.id, {
        ...publishValues(submission.id),
        level: "diploma",
      }),
    ).toBe("unknown-subject");
    expect(await db.select().from(resources)).toHaveLength(0);
    expect((await db.select().from(submissions))[0]?.status).toBe("pending");
  });

  it("maps the submission's words to ours, and shows labels", async () => {
    const { db, submission } = await setup();
    const choices = await insertSubjects(db);
    // computational_thinking in term 2: there is no second part, so the subject itself.
    expect(suggestResource(submission, choices)).toEqual({
      id: submission.id,
      title: "Loops cheat sheet",
      description: "All loops on one page.",
      category: "academic",
      level: "foundation",
      subject: "computational-thinking",
      resourceType: "notes",
      term: "term-2",
      exam: "",
      linkUrl: "",
    });
    const stats = { ...submission, subject: "statistics", term: "term1", resourceType: "pyq" };
    expect(suggestResource(stats, choices)).toMatchObject({
      subject: "statistics",
      resourceType: "pyqs",
      term: "term-1",
    });
    expect(submissionLabels(stats, choices)).toEqual({
      type: "Previous Year Questions",
      subject: "Statistics for Data Science I",
      level: "Foundation",
      term: "Term 1",
    });
    expect(suggestResource({ ...stats, term: "term2" }, choices).subject).toBe("statistics-2");
    // Data science, a subject the level lacks, a level the form has not: the admin chooses.
    expect(suggestResource({ ...submission, subject: "data_science" }, choices).subject).toBe("");
    expect(submissionLabels({ ...submission, subject: "data_science" }, choices).subject).toBe(
      "Data Science",
    );
    // A subject slug neither matched nor on the old list reads as words, never as a slug.
    expect(
      submissionLabels({ ...submission, subject: "business-data-management" }, choices).subject,
    ).toBe("Business Data Management");
    expect(suggestResource({ ...submission, level: "diploma" }, choices).subject).toBe("");
    expect(suggestResource({ ...submission, level: "bsc" }, choices)).toMatchObject({
      level: "",
      subject: "",
    });
    expect(suggestResource({ ...submission, resourceType: "quiz" }, choices).resourceType).toBe(
      "assignments",
    );
    // Today's form posts the subject's own slug (issue 15), found whatever the term says.
    for (const term of ["term1", "term2"]) {
      expect(suggestResource({ ...stats, subject: "statistics-2", term }, choices).subject).toBe(
        "statistics-2",
      );
    }
    // "Another subject": the admin chooses, and the detail view says so in words.
    expect(suggestResource({ ...submission, subject: "other" }, choices).subject).toBe("");
    expect(submissionLabels({ ...submission, subject: "other" }, choices).subject).toBe(
      "Another subject",
    );
  });

  it("rejecting keeps the reason, publishes nothing, and the queue filters by status", async () => {
    const { db, admin, submission } = await setup();
    expect(
      await rejectSubmission(db, {
        id: submission.id,
        adminId: admin.id,
        reason: "Copyrighted material",
      }),
    ).not.toBeNull();
    expect(await db.select().from(resources)).toHaveLength(0);
    const [row] = await db.select().from(submissions);
    expect(row).toMatchObject({ status: "rejected", reviewNote: "Copyrighted material" });
    expect(await listSubmissions(db, { status: "pending" })).toHaveLength(0);
    expect(await listSubmissions(db, { status: "rejected" })).toHaveLength(1);
    expect(await countSubmissionsByStatus(db)).toEqual({ pending: 0, approved: 0, rejected: 1 });
  });

  it("messages: newest first, search, mark read, delete", async () => {
    const { db, admin } = await setup();
    await db.insert(contactMessages).values([
      {
        name: "A",
        email: "a@example.com",
        subject: "Old",
        message: "x",
        createdAt: new Date("2026-01-01"),
      },
      {
        name: "B",
        email: "b@example.com",
        subject: "New",
        message: "y",
        createdAt: new Date("2026-02-01"),
      },
    ]);
    const all = await listMessages(db, {});
    expect(all.map((m) => m.subject)).toEqual(["New", "Old"]);
    expect((await listMessages(db, { query: "b@exa" })).map((m) => m.subject)).toEqual(["New"]);
    await markMessageRead(db, { id: all[0]!.id, adminId: admin.id });
    expect((await listMessages(db, { status: "new" })).map((m) => m.subject)).toEqual(["Old"]);
    await deleteMessage(db, { id: all[1]!.id, adminId: admin.id });
    expect(await listMessages(db, {})).toHaveLength(1);
  });

  it("subscribers: counts per status and a CSV of the matching rows", async () => {
    const db = getDb();
    await db.insert(newsletterSubscriptions).values([
      { email: "one@example.com", status: "confirmed", unsubscribeTokenHash: "1" },
      { email: "two@example.com", status: "pending", unsubscribeTokenHash: "2" },
      { email: "=cmd@example.com", status: "confirmed", unsubscribeTokenHash: "3" },
    ]);
    expect(await countSubscribersByStatus(db)).toEqual({
      pending: 1,
      confirmed: 2,
      unsubscribed: 0,
    });
    const csv = subscribersCsv(await listAllSubscribers(db, { status: "confirmed" }));
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,subscribed_at,confirmed_at,unsubscribed_at");
    expect(lines).toHaveLength(3);
    expect(csv).toContain("\r\none@example.com,confirmed,");
    expect(csv).not.toContain("two@example.com");
    expect(csv).toContain("\r\n'=cmd@example.com,"); // no spreadsheet formula injection
  });
});
