// Issues of the newsletter (issue 17): made from a public post or as a digest, sent once to the
// confirmed, not bounced subscribers, whatever clicks or admins race; counts and failures.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import {
  blogPosts,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
  newsletterUnsubscribeTokens,
  practicePapers,
  resources,
} from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { testMailWorker } from "~tests/setup/mail-worker";
import { insertMockPaper } from "~tests/setup/mock-paper";
import { startSmtpServer } from "~tests/setup/smtp";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import {
  createDigestIssue,
  createPostIssue,
  deleteIssue,
  getIssue,
  issueFailures,
  issuePreview,
  listIssues,
  sendTestMail,
  startSending,
} from "./issues.server";
import { findByUnsubscribeToken } from "./mutations.server";
import { newToken } from "./tokens.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
});

const origin = "https://hub.example";
const footer = { text: "Hub Team, 1 Road", html: "Hub Team, 1 Road" };

async function post(db: Database, values: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: "Cracking the Quiz 1 <maths>",
      slug: `quiz-1-${Math.random().toString(36).slice(2, 8)}`,
      excerpt: "How to prepare in a week.",
      content: "<p>Body</p>",
      category: "academic",
      author: "Team",
      ...values,
    })
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  return row!;
}

async function subscribers(
  db: Database,
  spec: Record<string, "pending" | "confirmed" | "unsubscribed" | "bounced">,
) {
  for (const [email, status] of Object.entries(spec)) {
    await db.insert(newsletterSubscriptions).values({
      email,
      status: status === "bounced" ? "confirmed" : status,
      bouncedAt: status === "bounced" ? new Date() : null,
      unsubscribeTokenHash: newToken().hash,
    });
  }
}

describeWithDatabase("newsletter issues", (getDb) => {
  it("an issue from a public post, once per post; drafts and scheduled posts cannot be mailed", async () => {
    const db = getDb();
    const draft = await post(db, { published: false });
    const later = await post(db, { publishAt: new Date(Date.now() + 86_400_000) });
    for (const hidden of [draft, later]) {
      expect(
        await createPostIssue(db, { postId: hidden.id, adminId: null, origin, footer }),
      ).toEqual({
        error: "not-public",
      });
    }
    const open = await post(db);
    // Two clicks at once make one issue.
    const [first, twin] = await Promise.all([
      createPostIssue(db, { postId: open.id, adminId: null, origin, footer }),
      createPostIssue(db, { postId: open.id, adminId: null, origin, footer }),
    ]);
    expect([first, twin].map((r) => (r as { existing: boolean }).existing).sort()).toEqual([
      false,
      true,
    ]);
    expect((twin as { id: string }).id).toBe((first as { id: string }).id);
    expect(await db.select().from(newsletterIssues)).toHaveLength(1);
    const again = await createPostIssue(db, { postId: open.id, adminId: null, origin, footer });
    expect(again).toEqual({ id: (first as { id: string }).id, existing: true });
    const [issueRow] = await db.select().from(newsletterIssues);
    expect(issueRow!.id).toBe((first as { id: string }).id);
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue).toMatchObject({
      kind: "post",
      status: "draft",
      subject: "Cracking the Quiz 1 <maths>",
    });
    expect(issue!.html).toContain(`${origin}/blog/${open.slug}`);
    expect(issue!.html).not.toContain("<maths>"); // escaped
    const preview = await issuePreview(db, issue!.id, origin);
    expect(preview!.text).toContain(`${origin}/newsletter/unsubscribe/preview`);
  });

  it("a digest lists what is new since the last issue, and says when there is nothing", async () => {
    const db = getDb();
    await insertMigrationSubjects(db);
    expect(await createDigestIssue(db, { adminId: null, origin, footer })).toMatchObject({
      empty: true,
    });
    await post(db, { title: "Fresh article" });
    await db.insert(resources).values({
      title: "Week 3 notes",
      description: "",
      category: "academic",
      level: "foundation",
      subject: "mathematics",
      resourceType: "notes",
    });
    const made = await createDigestIssue(db, { adminId: null, origin, footer });
    expect(made).toHaveProperty("id");
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue!.kind).toBe("digest");
    expect(issue!.text).toContain("Fresh article");
    expect(issue!.text).toContain("Week 3 notes");
    expect(issue!.html).toContain(`${origin}/resources/foundation/mathematics/notes`);
  });

  it("sends once to confirmed, not bounced subscribers, whatever the clicks; counts and failures", async () => {
    const db = getDb();
    await subscribers(db, {
      "a@example.com": "confirmed",
      "b@example.com": "confirmed",
      "refused@example.com": "confirmed",
      "p@example.com": "pending",
      "u@example.com": "unsubscribed",
      "x@example.com": "bounced",
    });
    const { id } = (await createPostIssue(db, {
      postId: (await post(db)).id,
      adminId: null,
      origin,
      footer,
    })) as { id: string };
    // Two admins (or a double click) at once: one send.
    const outcomes = await Promise.all([
      startSending(db, { issueId: id, adminId: null, origin }),
      startSending(db, { issueId: id, adminId: null, origin }),
    ]);
    expect(outcomes.sort()).toEqual(["already-started", "started"]);
    expect(await startSending(db, { issueId: id, adminId: null, origin })).toBe("already-started");
    expect(await db.select().from(mailOutbox)).toHaveLength(3);
    expect(await db.select().from(newsletterUnsubscribeTokens)).toHaveLength(3);
    expect(await getIssue(db, id)).toMatchObject({
      status: "sending",
      recipientCount: 3,
      counts: { sent: 0, failed: 0, waiting: 3, skipped: 0 },
      durationMs: null,
    });

    smtp.refuse("refused@example.com");
    try {
      await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    } finally {
      smtp.accept("refused@example.com");
    }
    expect(smtp.received.map((m) => m.to).sort()).toEqual(["a@example.com", "b@example.com"]);
    const done = await getIssue(db, id);
    expect(done).toMatchObject({ status: "sent", counts: { sent: 2, failed: 1, waiting: 0 } });
    expect(done!.durationMs).toBeGreaterThanOrEqual(0);
    const failures = await issueFailures(db, id);
    expect(failures).toEqual([
      expect.objectContaining({
        recipient: "refused@example.com",
        error: expect.stringMatching(/550/),
      }),
    ]);
    expect((await listIssues(db))[0]).toMatchObject({ id, counts: { sent: 2, failed: 1 } });

    // Each mail's unsubscribe link works, for that subscriber only.
    const token = /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(
      smtp.received.find((m) => m.to === "a@example.com")!.text,
    )![1]!;
    expect(await findByUnsubscribeToken(db, token)).toMatchObject({ email: "a@example.com" });
    // A sent issue is kept as the record: it cannot be deleted.
    expect(await deleteIssue(db, { id, adminId: null })).toBe(false);
  });

  it("with nobody to send to, the issue stays a draft; a test mail goes to one address only", async () => {
    const db = getDb();
    await subscribers(db, { "p@example.com": "pending" });
    const { id } = (await createPostIssue(db, {
      postId: (await post(db)).id,
      adminId: null,
      origin,
      footer,
    })) as { id: string };
    expect(await startSending(db, { issueId: id, adminId: null, origin })).toBe("no-recipients");
    expect((await getIssue(db, id))!.status).toBe("draft");
    expect(await startSending(db, { issueId: crypto.randomUUID(), adminId: null, origin })).toBe(
      "not-found",
    );

    expect(
      await sendTestMail(db, { issueId: id, to: "admin@example.com", origin, adminId: null }),
    ).toBe(true);
    await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
      ["admin@example.com", "[Test] Cracking the Quiz 1 <maths>"],
    ]);
    expect((await getIssue(db, id))!.counts.sent).toBe(0); // a test is not part of the send
    expect(await deleteIssue(db, { id, adminId: null })).toBe(true);
    expect(await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id))).toEqual([]);
  });

  it("a digest lists the practice papers published since the last issue, with their links", async () => {
    const db = getDb();
    const fresh = await insertMockPaper(db, { minutes: 25 });
    const old = await insertMockPaper(db);
    await db
      .update(practicePapers)
      .set({ publishedAt: new Date(Date.now() - 90 * 86_400_000) })
      .where(eq(practicePapers.id, old.paper.id));
    await insertMockPaper(db, { status: "draft" });
    const made = await createDigestIssue(db, { adminId: null, origin, footer });
    expect(made).toHaveProperty("id");
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue!.subject).toBe("New on BS Degree Hub: 1 practice paper");
    expect(issue!.text).toContain("Practice papers");
    expect(issue!.text).toContain("Mock test · Quiz 1 · 4 questions · 25 minutes");
    expect(issue!.html).toContain(`${origin}${fresh.introPath}`);
    expect(issue!.html).not.toContain(old.introPath);
  });
});
