// Rows for tests: each factory fills every required column with a plain value, so a test names
// only the columns it is about (`insertResource(db, { subject: "english" })`). Inserts return the
// stored row. Subjects have their own factory (subject-factory.ts).
import crypto from "node:crypto";
import { hashPassword } from "~/features/auth/password.server";
import { createSession } from "~/features/auth/session.server";
import type { Database } from "~/lib/db.server";
import { admins, blogPosts, newsletterSubscriptions, resources } from "~db/schema";

type NewResource = typeof resources.$inferInsert;
type NewBlogPost = typeof blogPosts.$inferInsert;
type NewSubscription = typeof newsletterSubscriptions.$inferInsert;

let sequence = 0;
const next = () => ++sequence;

/** A foundation English note unless told otherwise. */
export function resourceRow(overrides: Partial<NewResource> = {}): NewResource {
  return {
    title: `Resource ${next()}`,
    description: "A description",
    category: "academic",
    level: "foundation",
    subject: "english",
    resourceType: "notes",
    ...overrides,
  };
}

export async function insertResource(db: Database, overrides: Partial<NewResource> = {}) {
  const [row] = await db.insert(resources).values(resourceRow(overrides)).returning();
  return row!;
}

/** A published post with a unique slug unless told otherwise. */
export function blogPostRow(overrides: Partial<NewBlogPost> = {}): NewBlogPost {
  const n = next();
  return {
    title: `Post ${n}`,
    slug: `post-${n}`,
    excerpt: "An excerpt",
    content: "<p>Body</p>",
    category: "News",
    author: "Team",
    ...overrides,
  };
}

export async function insertBlogPost(db: Database, overrides: Partial<NewBlogPost> = {}) {
  const [row] = await db.insert(blogPosts).values(blogPostRow(overrides)).returning();
  return row!;
}

/** A confirmed subscriber with a unique address unless told otherwise. */
export function subscriberRow(overrides: Partial<NewSubscription> = {}): NewSubscription {
  return {
    email: `reader${next()}@example.com`,
    status: "confirmed",
    unsubscribeTokenHash: crypto.randomBytes(16).toString("hex"),
    confirmedAt: new Date(),
    ...overrides,
  };
}

export async function insertSubscriber(db: Database, overrides: Partial<NewSubscription> = {}) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values(subscriberRow(overrides))
    .returning();
  return row!;
}

export const ADMIN_PASSWORD = "a long password 1";
// Hashing with argon2 is slow on purpose: once per test file, not once per admin.
let passwordHash: Promise<string> | undefined;

/** An admin (password ADMIN_PASSWORD) and a session cookie of theirs ("admin_session=…"). */
export async function signedInAdmin(db: Database, email = "admin@example.com") {
  passwordHash ??= hashPassword(ADMIN_PASSWORD);
  const [admin] = await db
    .insert(admins)
    .values({ email, passwordHash: await passwordHash })
    .onConflictDoUpdate({ target: admins.email, set: { passwordHash: await passwordHash } })
    .returning({ id: admins.id, email: admins.email });
  const cookie = (await createSession(db, { adminId: admin!.id, userAgent: null })).split(";")[0]!;
  return { admin: admin!, cookie };
}
