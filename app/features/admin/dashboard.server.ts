import { count, countDistinct, eq, isNull } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { blogPosts, contactMessages, mailFailures, resources, submissions } from "~db/schema";

/** The dashboard's counts (spec §7 "Dashboard"). */
export async function getDashboardCounts(db: Database) {
  const byType = (type: "notes" | "lectures" | "pyqs") =>
    db.select({ n: count() }).from(resources).where(eq(resources.resourceType, type));
  const [[r], [p], [s], [notes], [lectures], [pyqs]] = await Promise.all([
    db.select({ n: count() }).from(resources),
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: countDistinct(resources.subject) }).from(resources),
    byType("notes"),
    byType("lectures"),
    byType("pyqs"),
  ]);
  return {
    resources: r?.n ?? 0,
    blogPosts: p?.n ?? 0,
    subjects: s?.n ?? 0,
    notes: notes?.n ?? 0,
    lectures: lectures?.n ?? 0,
    pyqs: pyqs?.n ?? 0,
  };
}

/** What waits for an admin: pending submissions, unread messages, failed mail not dismissed. */
export async function getAttentionCounts(db: Database) {
  const [[pending], [unread], [failed]] = await Promise.all([
    db.select({ n: count() }).from(submissions).where(eq(submissions.status, "pending")),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db.select({ n: count() }).from(mailFailures).where(isNull(mailFailures.dismissedAt)),
  ]);
  return {
    pendingSubmissions: pending?.n ?? 0,
    unreadMessages: unread?.n ?? 0,
    failedMails: failed?.n ?? 0,
  };
}
