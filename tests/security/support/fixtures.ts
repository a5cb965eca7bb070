// What the security suite shares: the roles a request can come with, the rows the sample URLs
// need, and the one line per suite that reports how much was tried.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { lt } from "drizzle-orm";
import { createSession, sessionCookie } from "~/features/auth/session.server";
import { UNSUBSCRIBE_URL_SLOT } from "~/features/mail-queue/personalize";
import { hashToken } from "~/features/newsletter/tokens.server";
import type { Database } from "~/lib/db.server";
import {
  admins,
  blogPosts,
  newsletterIssues,
  newsletterSubscriptions,
  practiceAttempts,
  resources,
  sessions,
  submissions,
} from "~db/schema";
import { insertMockPaper } from "../../setup/mock-paper";
import { insertMigrationSubjects } from "../../setup/subject-factory";
import { SAMPLES } from "./route-samples";

export const ROLES = ["anonymous", "tampered", "forged", "idle", "expired", "admin"] as const;
export type Role = (typeof ROLES)[number];

/**
 * Cookie headers for each role: no cookie; a cookie that is not ours at all; a well-formed
 * session id the server never issued; a real session idle for 13 hours; one used a minute ago
 * but past its 7 days;
 * and a fresh admin session (a new one each call, since signing out ends a session).
 */
export async function roleCookies(db: Database): Promise<Record<Role, () => Promise<string>>> {
  const [admin] = await db
    .insert(admins)
    .values({ email: `security-${crypto.randomUUID()}@example.com`, passwordHash: "x" })
    .returning({ id: admins.id });
  const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
  const hour = 60 * 60 * 1000;
  const idle = cookieOf(
    await createSession(db, {
      adminId: admin!.id,
      userAgent: null,
      now: new Date(Date.now() - 13 * hour),
    }),
  );
  const expired = cookieOf(
    await createSession(db, {
      adminId: admin!.id,
      userAgent: null,
      now: new Date(Date.now() - 8 * 24 * hour),
    }),
  );
  // Seen a minute ago, so only the 7-day limit (not the idle one) ends it.
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 60_000) })
    .where(lt(sessions.expiresAt, new Date()));
  const forged = cookieOf(
    await sessionCookie.serialize(crypto.randomBytes(32).toString("base64url")),
  );
  return {
    anonymous: async () => "",
    tampered: async () => "admin_session=%7B%22admin%22%3Atrue%7D",
    forged: async () => forged,
    idle: async () => idle,
    expired: async () => expired,
    admin: async () => cookieOf(await createSession(db, { adminId: admin!.id, userAgent: null })),
  };
}

export async function seedSamples(db: Database, uploadsDir: string) {
  // The subjects every database starts with (tests empty the tables first).
  await insertMigrationSubjects(db);
  await db.insert(blogPosts).values([
    {
      title: "Matrix post",
      slug: SAMPLES.postSlug,
      excerpt: "A post for the access matrix.",
      content: "<p>Hello</p>",
      category: "News",
      author: "Tester",
      tags: [SAMPLES.tag],
    },
    {
      title: "Matrix draft",
      slug: SAMPLES.draftSlug,
      excerpt: "Not published.",
      content: "<p>Draft</p>",
      category: "News",
      author: "Tester",
      tags: [SAMPLES.draftTag],
      published: false,
    },
  ]);
  const submission = {
    title: "Loops cheat sheet",
    resourceType: "guide" as const,
    subject: "computational_thinking",
    level: "foundation",
    term: "term1",
    description: "All loops on one page.",
    authorName: "Asha",
    email: "asha@example.com",
    consentAt: new Date(),
    fileName: "loops.pdf",
    fileType: "application/pdf",
    fileSize: 9,
  };
  await db.insert(submissions).values([
    { ...submission, fileKey: SAMPLES.approvedKey, status: "approved" },
    { ...submission, id: SAMPLES.pendingSubmissionId, fileKey: SAMPLES.pendingKey },
  ]);
  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, SAMPLES.approvedKey), "%PDF-1.7\npublished file\n");
  // RIFF....WEBP: enough for the cover route, which serves bytes without decoding them.
  fs.writeFileSync(path.join(uploadsDir, SAMPLES.coverKey), "RIFF\0\0\0\0WEBPVP8 ");
  fs.writeFileSync(path.join(uploadsDir, SAMPLES.practiceImageKey), "\x89PNG\r\n\x1a\n");
  fs.writeFileSync(
    path.join(uploadsDir, SAMPLES.pendingKey),
    `%PDF-1.7\n${SAMPLES.pendingFileText}\n`,
  );
  const resourceFile = "%PDF-1.7\nresource file\n";
  await db.insert(resources).values({
    title: "Matrix notes",
    description: "A resource with its own file.",
    category: "academic",
    level: "foundation",
    subject: "statistics",
    resourceType: "notes",
    fileKey: SAMPLES.resourceKey,
    fileName: "matrix notes.pdf",
    fileType: "application/pdf",
    fileSize: resourceFile.length,
  });
  fs.writeFileSync(path.join(uploadsDir, SAMPLES.resourceKey), resourceFile);
  // A published mock and an attempt of it, not yet submitted.
  const mock = await insertMockPaper(db, { slug: SAMPLES.mockCourse });
  await db.insert(practiceAttempts).values({
    id: SAMPLES.attemptId,
    paperId: mock.paper.id,
    deadlineAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(newsletterSubscriptions).values({
    email: "matrix@example.com",
    status: "confirmed",
    unsubscribeTokenHash: hashToken(SAMPLES.unsubscribeToken),
  });
  await db.insert(newsletterIssues).values({
    id: SAMPLES.issueId,
    kind: "digest",
    subject: SAMPLES.issueSubject,
    html: `<p>${SAMPLES.issueSubject}</p><a href="${UNSUBSCRIBE_URL_SLOT}">Unsubscribe</a>`,
    text: `${SAMPLES.issueSubject}\n${UNSUBSCRIBE_URL_SLOT}`,
  });
}

/**
 * Prints one line of figures for the closing report, e.g.
 * `[security figures] access matrix: 52 routes × 6 roles …`. Vitest shows it under the test.
 */
export function reportFigures(suite: string, figures: string) {
  console.log(`[security figures] ${suite}: ${figures}`);
}
