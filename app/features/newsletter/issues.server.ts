// Issues of the newsletter (issue 17): made from a published post or as a digest of what is new,
// previewed, tried on one address, then sent once to every confirmed subscriber through the mail
// queue (features/mail-queue). An issue's state only moves draft -> sending -> sent.
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { site } from "~/content/site";
import { readCover } from "~/features/blog/cover";
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewImageUrl } from "~/features/blog/preview-image";
import { publiclyVisible } from "~/features/blog/queries.server";
import { personalize } from "~/features/mail-queue/personalize";
import { enqueueMail, newMessageId } from "~/features/mail-queue/queue.server";
import { EXAM_LABELS, formatTimeLimit, PAPER_KIND_LABELS } from "~/features/practice/mock";
import { listPapersPublishedSince, mockPath } from "~/features/practice/papers.server";
import { LEVEL_LABELS } from "~/features/resources/subjects";
import type { MailFooter } from "~/features/settings/public";
import { auditedWrite, recordAudit, type Transaction } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import {
  blogPosts,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  resources,
  subjects,
} from "~db/schema";
import { renderDigestIssue, renderPostIssue } from "./mail";
import { newToken } from "./tokens.server";

/** A digest with no earlier issue covers this far back. */
export const FIRST_DIGEST_DAYS = 30;
/** Rows per INSERT when an issue's recipients are queued (parameters stay far below PG's limit). */
const CHUNK = 1000;

interface MailContext {
  /** Where links in the mail point, e.g. https://bs-degree-hub.org */
  origin: string;
  footer: MailFooter | null;
}

const TYPE_LABELS: Record<string, string> = {
  notes: "Notes",
  pyqs: "PYQs",
  lectures: "Lectures",
  assignments: "Assignments",
  books: "Books",
};

const publishedAt = sql<Date>`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`;

function mailPost(
  post: {
    title: string;
    slug: string;
    excerpt: string;
    category: string;
    readTime: string;
    cover: unknown;
    publishedAt: Date;
  },
  origin: string,
) {
  return {
    title: post.title,
    excerpt: post.excerpt,
    url: `${origin}/blog/${encodeURIComponent(post.slug)}`,
    // The link-preview JPEG (1200×630): every mail client shows JPEG, few show AVIF or WebP.
    coverUrl: previewImageUrl(
      { slug: post.slug, title: post.title, category: post.category, cover: readCover(post.cover) },
      origin,
    ),
    coverAlt: post.title,
    coverWidth: PREVIEW_WIDTH,
    coverHeight: PREVIEW_HEIGHT,
    publishedAt: new Date(post.publishedAt),
    readTime: post.readTime,
    category: post.category,
  };
}

const postColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  readTime: blogPosts.readTime,
  cover: blogPosts.cover,
  publishedAt: publishedAt.mapWith(blogPosts.createdAt),
};

/** Adds a draft issue and its audit row (`details` with the issue's kind), in `tx`. */
async function insertIssue(
  tx: Transaction,
  {
    adminId,
    mail,
    ...issue
  }: Pick<typeof newsletterIssues.$inferInsert, "kind" | "postId" | "since"> & {
    adminId: string | null;
    mail: { subject: string; html: string; text: string };
  },
  details: Record<string, string>,
): Promise<string> {
  const [row] = await tx
    .insert(newsletterIssues)
    .values({
      ...issue,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      createdBy: adminId,
    })
    .returning({ id: newsletterIssues.id });
  const entityId = row!.id;
  const entry = { adminId, entity: "newsletter_issue", entityId };
  await recordAudit(tx, { ...entry, action: "create", details: { kind: issue.kind, ...details } });
  return entityId;
}

/**
 * A draft issue mailing one published post. A post has one issue: asking again returns the one
 * it has (`existing: true`), whatever its state, so a post is never mailed twice by accident.
 */
export async function createPostIssue(
  db: Database,
  { postId, adminId, origin, footer }: MailContext & { postId: string; adminId: string | null },
): Promise<{ id: string; existing: boolean } | { error: "not-public" }> {
  const existingIssue = async (tx: Pick<Database, "select">) => {
    const [existing] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.postId, postId))
      .orderBy(desc(newsletterIssues.createdAt))
      .limit(1);
    return existing ?? null;
  };
  const found = await existingIssue(db);
  if (found) return { id: found.id, existing: true };
  const [post] = await db
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.id, postId), publiclyVisible()));
  if (!post) return { error: "not-public" };
  // Rendered outside the transaction (nothing slow inside one).
  const mail = renderPostIssue({
    siteName: site.name,
    origin,
    post: mailPost(post, origin),
    footer,
  });
  return db.transaction(async (tx) => {
    // The post's row is locked, so two clicks (or two admins) at once make one issue: the second
    // waits here, then finds the first one's.
    await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.id, postId))
      .for("update");
    const raced = await existingIssue(tx);
    if (raced) return { id: raced.id, existing: true };
    const id = await insertIssue(tx, { kind: "post", postId, adminId, mail }, { postId });
    return { id, existing: false };
  });
}

/** Since when a new digest reports: the last issue's sending, else FIRST_DIGEST_DAYS back. */
export async function digestSince(db: Database, now = new Date()): Promise<Date> {
  const [last] = await db
    .select({ startedAt: newsletterIssues.startedAt })
    .from(newsletterIssues)
    .where(sql`${newsletterIssues.startedAt} IS NOT NULL`)
    .orderBy(desc(newsletterIssues.startedAt))
    .limit(1);
  return last?.startedAt ?? new Date(now.getTime() - FIRST_DIGEST_DAYS * 86_400_000);
}

/**
 * A draft digest of the posts, resources and practice papers (timed mocks) that became public
 * since the last issue.
 */
export async function createDigestIssue(
  db: Database,
  {
    adminId,
    origin,
    footer,
    now = new Date(),
  }: MailContext & { adminId: string | null; now?: Date },
): Promise<{ id: string } | { empty: true; since: Date }> {
  const since = await digestSince(db, now);
  const posts = await db
    .select(postColumns)
    .from(blogPosts)
    .where(and(publiclyVisible(), gt(publishedAt, since)))
    .orderBy(desc(publishedAt))
    .limit(20);
  const added = await db
    .select({
      title: resources.title,
      level: resources.level,
      subject: resources.subject,
      type: resources.resourceType,
      subjectName: subjects.name,
    })
    .from(resources)
    .leftJoin(
      subjects,
      and(eq(subjects.level, resources.level), eq(subjects.slug, resources.subject)),
    )
    .where(gt(resources.createdAt, since))
    .orderBy(asc(resources.level), asc(resources.subject), desc(resources.createdAt))
    .limit(200);
  const papers = await listPapersPublishedSince(db, since);
  if (posts.length === 0 && added.length === 0 && papers.length === 0) {
    return { empty: true, since };
  }

  const groups = new Map<
    string,
    {
      levelLabel: string;
      subjectName: string;
      subjectUrl: string;
      items: { title: string; kindLabel: string; url: string }[];
    }
  >();
  for (const r of added) {
    const key = `${r.level}/${r.subject}`;
    const subjectUrl = `${origin}/resources/${r.level}/${encodeURIComponent(r.subject)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        levelLabel: LEVEL_LABELS[r.level as keyof typeof LEVEL_LABELS] ?? r.level,
        subjectName: r.subjectName ?? r.subject.replace(/[-_]+/g, " "),
        subjectUrl,
        items: [],
      };
      groups.set(key, group);
    }
    const listed = ["notes", "pyqs", "lectures"].includes(r.type);
    group.items.push({
      title: r.title,
      kindLabel: TYPE_LABELS[r.type] ?? r.type,
      url: listed ? `${subjectUrl}/${r.type}` : subjectUrl,
    });
  }
  const mail = renderDigestIssue({
    siteName: site.name,
    origin,
    since,
    posts: posts.map((post) => mailPost(post, origin)),
    resources: [...groups.values()],
    papers: papers.map((paper) => ({
      title: paper.title,
      subjectName: paper.subjectName,
      levelLabel: LEVEL_LABELS[paper.level as keyof typeof LEVEL_LABELS] ?? paper.level,
      detail: [
        paper.kind === "previous" && paper.session
          ? `${PAPER_KIND_LABELS.previous}, ${paper.session}`
          : PAPER_KIND_LABELS[paper.kind],
        EXAM_LABELS[paper.exam],
        `${paper.questionCount} ${paper.questionCount === 1 ? "question" : "questions"}`,
        formatTimeLimit(paper.timeLimitMinutes),
      ].join(" · "),
      url: `${origin}${mockPath({ level: paper.level, slug: paper.subjectSlug }, paper.slug)}`,
    })),
    footer,
  });
  const id = await db.transaction((tx) =>
    insertIssue(tx, { kind: "digest", since, adminId, mail }, { since: since.toISOString() }),
  );
  return { id };
}

export interface IssueCounts {
  sent: number;
  failed: number;
  waiting: number;
  skipped: number;
}

async function countsFor(db: Database, ids: string[]): Promise<Map<string, IssueCounts>> {
  const result = new Map<string, IssueCounts>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({ issueId: mailOutbox.issueId, status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.issueId, ids), eq(mailOutbox.kind, "newsletter-issue")))
    .groupBy(mailOutbox.issueId, mailOutbox.status);
  for (const id of ids) result.set(id, { sent: 0, failed: 0, waiting: 0, skipped: 0 });
  for (const row of rows) {
    const counts = result.get(row.issueId!)!;
    if (row.status === "sent") counts.sent += row.n;
    else if (row.status === "failed") counts.failed += row.n;
    else if (row.status === "skipped") counts.skipped += row.n;
    else counts.waiting += row.n;
  }
  return result;
}

const issueColumns = {
  id: newsletterIssues.id,
  kind: newsletterIssues.kind,
  postId: newsletterIssues.postId,
  subject: newsletterIssues.subject,
  status: newsletterIssues.status,
  since: newsletterIssues.since,
  recipientCount: newsletterIssues.recipientCount,
  createdAt: newsletterIssues.createdAt,
  startedAt: newsletterIssues.startedAt,
  finishedAt: newsletterIssues.finishedAt,
};

/** Every issue, newest first, with its mails' counts. */
export async function listIssues(db: Database, { limit = 100 }: { limit?: number } = {}) {
  const rows = await db
    .select(issueColumns)
    .from(newsletterIssues)
    .orderBy(desc(newsletterIssues.createdAt))
    .limit(limit);
  const counts = await countsFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, counts: counts.get(row.id)! }));
}

/** One issue with its counts and, once sent, how long the sending took. */
export async function getIssue(db: Database, id: string) {
  const [row] = await db
    .select(issueColumns)
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  if (!row) return null;
  const counts = (await countsFor(db, [id])).get(id)!;
  const durationMs =
    row.startedAt && row.finishedAt ? row.finishedAt.getTime() - row.startedAt.getTime() : null;
  return { ...row, counts, durationMs };
}

/** The addresses an issue could not reach, with the mail server's answer. */
export async function issueFailures(db: Database, id: string, { limit = 500 } = {}) {
  return db
    .select({
      recipient: mailOutbox.recipient,
      error: mailOutbox.lastError,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.issueId, id),
        eq(mailOutbox.kind, "newsletter-issue"),
        eq(mailOutbox.status, "failed"),
      ),
    )
    .orderBy(asc(mailOutbox.recipient))
    .limit(limit);
}

/** How many would receive an issue sent now: confirmed, not bounced. */
export async function countRecipients(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "confirmed"),
        isNull(newsletterSubscriptions.bouncedAt),
      ),
    );
  return row?.n ?? 0;
}

class NoRecipients extends Error {}

/**
 * Sends an issue: in one transaction, the issue moves from draft to sending (a conditional
 * update: a second click, a second admin or a retried request finds it no longer a draft) and a
 * mail per confirmed, not bounced subscriber is queued, each with a fresh unsubscribe token.
 */
export async function startSending(
  db: Database,
  { issueId, adminId, origin }: { issueId: string; adminId: string | null; origin: string },
): Promise<"started" | "already-started" | "not-found" | "no-recipients"> {
  try {
    return await db.transaction(async (tx) => {
      const [issue] = await tx
        .update(newsletterIssues)
        .set({ status: "sending", startedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, "draft")))
        .returning({ subject: newsletterIssues.subject });
      if (!issue) {
        const [found] = await tx
          .select({ id: newsletterIssues.id })
          .from(newsletterIssues)
          .where(eq(newsletterIssues.id, issueId));
        return found ? "already-started" : "not-found";
      }
      const recipients = await tx
        .select({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.status, "confirmed"),
            isNull(newsletterSubscriptions.bouncedAt),
          ),
        );
      if (recipients.length === 0) throw new NoRecipients();
      for (let start = 0; start < recipients.length; start += CHUNK) {
        const chunk = recipients.slice(start, start + CHUNK).map((r) => ({ ...r, ...newToken() }));
        await tx
          .insert(newsletterUnsubscribeTokens)
          .values(chunk.map((r) => ({ tokenHash: r.hash, subscriptionId: r.id })));
        await tx.insert(mailOutbox).values(
          chunk.map((r) => ({
            kind: "newsletter-issue",
            issueId,
            subscriptionId: r.id,
            recipient: r.email,
            subject: issue.subject,
            messageId: newMessageId(origin),
            payload: { unsubscribeUrl: `${origin}/newsletter/unsubscribe/${r.token}` },
          })),
        );
      }
      await tx
        .update(newsletterIssues)
        .set({ recipientCount: recipients.length })
        .where(eq(newsletterIssues.id, issueId));
      await recordAudit(tx, {
        adminId,
        action: "send",
        entity: "newsletter_issue",
        entityId: issueId,
        details: { recipients: recipients.length },
      });
      return "started" as const;
    });
  } catch (error) {
    if (error instanceof NoRecipients) return "no-recipients";
    throw error;
  }
}

/** The issue's mail with a harmless unsubscribe link, for previews and test mails. */
export async function issuePreview(db: Database, id: string, origin: string) {
  const [issue] = await db
    .select({
      subject: newsletterIssues.subject,
      html: newsletterIssues.html,
      text: newsletterIssues.text,
    })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.id, id));
  if (!issue) return null;
  // A token no subscriber has: the link opens the "not valid" page.
  return personalize(issue, `${origin}/newsletter/unsubscribe/preview`);
}

/** Queues the issue's mail once to one address, marked as a test in its subject. */
export async function sendTestMail(
  db: Database,
  {
    issueId,
    to,
    origin,
    adminId,
  }: { issueId: string; to: string; origin: string; adminId: string | null },
): Promise<boolean> {
  const preview = await issuePreview(db, issueId, origin);
  if (!preview) return false;
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      kind: "newsletter-test",
      recipient: to,
      subject: `[Test] ${preview.subject}`,
      payload: { html: preview.html, text: preview.text },
      siteUrl: origin,
      issueId,
    });
    await recordAudit(tx, {
      adminId,
      action: "test",
      entity: "newsletter_issue",
      entityId: issueId,
      details: { to },
    });
  });
  return true;
}

/** Deletes a draft (an issue that has started sending stays, as the record of what was sent). */
export async function deleteIssue(
  db: Database,
  { id, adminId }: { id: string; adminId: string | null },
): Promise<boolean> {
  const deleted = await auditedWrite(
    db,
    async (tx) =>
      (
        await tx
          .delete(newsletterIssues)
          .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, "draft")))
          .returning({ id: newsletterIssues.id })
      )[0],
    () => ({ adminId, action: "delete", entity: "newsletter_issue", entityId: id }),
  );
  return deleted !== null;
}
