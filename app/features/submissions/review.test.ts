import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  admins,
  auditLog,
  contactMessages,
  newsletterSubscriptions,
  resources,
  submissions,
} from "../../../db/schema";
import { describeWithDatabase } from "../../../tests/setup/database";
import { deleteMessage, listMessages, markMessageRead } from "../contact/admin.server";
import { listSubjectResources } from "../resources/queries.server";
import {
  countSubscribersByStatus,
  listAllSubscribers,
  subscribersCsv,
} from "../newsletter/admin.server";
import {
  approveSubmission,
  countSubmissionsByStatus,
  findApprovedFile,
  listSubmissions,
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

  it("approving publishes a resource on the public notes page and records the decision", async () => {
    const { db, admin, submission } = await setup();
    expect(await findApprovedFile(db, submission.fileKey!)).toBeUndefined(); // not public yet
    const result = await approveSubmission(db, submission.id, admin.id);
    expect(result?.resourceId).toBeTruthy();
    const [resource] = await db
      .select()
      .from(resources)
      .where(eq(resources.id, result!.resourceId));
    expect(resource).toMatchObject({
      title: "Loops cheat sheet",
      subject: "computational-thinking",
      resourceType: "notes",
      resourceTag: "general",
      term: "term-2",
      fileUrl: `/files/${submission.fileKey}`,
    });
    const rows = await listSubjectResources(db, {
      level: "foundation",
      subject: "computational-thinking",
      type: "notes",
    });
    expect(rows.map((r) => r.title)).toContain("Loops cheat sheet");
    expect(await findApprovedFile(db, submission.fileKey!)).toMatchObject({
      fileName: "loops.pdf",
    });
    const [updated] = await db.select().from(submissions);
    expect(updated).toMatchObject({
      status: "approved",
      reviewedBy: admin.id,
      resourceId: result!.resourceId,
    });
    expect((await db.select().from(auditLog)).map((a) => a.action)).toEqual(["submission.approve"]);
    // A decided submission cannot be decided again.
    expect(await approveSubmission(db, submission.id, admin.id)).toBeNull();
    expect(await rejectSubmission(db, submission.id, admin.id, null)).toBeNull();
    expect(await db.select().from(resources)).toHaveLength(1);
  });

  it("rejecting keeps the reason, publishes nothing, and the queue filters by status", async () => {
    const { db, admin, submission } = await setup();
    expect(
      await rejectSubmission(db, submission.id, admin.id, "Copyrighted material"),
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
    await markMessageRead(db, all[0]!.id, admin.id);
    expect((await listMessages(db, { status: "new" })).map((m) => m.subject)).toEqual(["Old"]);
    await deleteMessage(db, all[1]!.id, admin.id);
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
    expect(csv).toContain('"one@example.com","confirmed"');
    expect(csv).not.toContain("two@example.com");
    expect(csv).toContain(`"'=cmd@example.com"`); // no spreadsheet formula injection
  });
});
