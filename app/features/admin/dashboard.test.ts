// The dashboard's counts: the spec's six, and what needs an admin's attention.
import { expect, it } from "vitest";
import { contactMessages, mailFailures, resources, submissions } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertBlogPost, resourceRow } from "~tests/setup/factories";
import { getAttentionCounts, getDashboardCounts } from "./dashboard.server";

describeWithDatabase("dashboard counts", (getDb) => {
  it("all clear on an empty site", async () => {
    expect(await getAttentionCounts(getDb())).toEqual({
      pendingSubmissions: 0,
      unreadMessages: 0,
      failedMails: 0,
    });
  });

  it("counts pending submissions, unread messages and failed mail not dismissed", async () => {
    const db = getDb();
    const submission = {
      title: "T",
      resourceType: "notes" as const,
      subject: "english",
      level: "foundation",
      term: "term1",
      description: "D",
      authorName: "A",
      email: "a@example.com",
      consentAt: new Date(),
    };
    await db
      .insert(submissions)
      .values([
        submission,
        submission,
        { ...submission, status: "approved" },
        { ...submission, status: "rejected" },
      ]);
    const message = { name: "N", email: "n@example.com", subject: "S", message: "M" };
    await db
      .insert(contactMessages)
      .values([message, { ...message, status: "read" }, { ...message, status: "archived" }]);
    const failure = { kind: "mail", recipient: "r@example.com", subject: "S", error: "550" };
    await db
      .insert(mailFailures)
      .values([failure, failure, failure, { ...failure, dismissedAt: new Date() }]);
    await db
      .insert(resources)
      .values([resourceRow(), resourceRow({ subject: "statistics", resourceType: "pyqs" })]);
    await insertBlogPost(db);
    expect(await getAttentionCounts(db)).toEqual({
      pendingSubmissions: 2,
      unreadMessages: 1,
      failedMails: 3,
    });
    expect(await getDashboardCounts(db)).toEqual({
      resources: 2,
      blogPosts: 1,
      subjects: 2,
      notes: 1,
      lectures: 0,
      pyqs: 1,
    });
  });
});
