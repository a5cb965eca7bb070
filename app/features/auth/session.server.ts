// Admin sessions (DESIGN.md D3): the browser holds a random 256-bit id in an HttpOnly cookie;
// the database holds only its SHA-256, the admin, and the idle and absolute expiry.
import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { createCookie, data, redirect } from "react-router";
import { secureCookies } from "~/lib/cookies.server";
import type { Database } from "~/lib/db.server";
import { admins, sessions } from "~db/schema";

export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const sessionCookie = createCookie("admin_session", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
});

export interface SignedInAdmin {
  id: string;
  email: string;
}

const hashId = (id: string) => crypto.createHash("sha256").update(id).digest("hex");

async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Starts a session; returns the Set-Cookie header carrying its id. */
export async function createSession(
  db: Database,
  {
    adminId,
    userAgent,
    now = new Date(),
  }: { adminId: string; userAgent: string | null; now?: Date },
): Promise<string> {
  const id = crypto.randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    idHash: hashId(id),
    adminId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return sessionCookie.serialize(id);
}

/** The signed-in admin of this request, or null (no cookie, unknown, idle or expired). */
export async function getSignedInAdmin(
  db: Database,
  request: Request,
  now = new Date(),
): Promise<(SignedInAdmin & { sessionIdHash: string }) | null> {
  const id = await readSessionId(request);
  if (!id) return null;
  const idHash = hashId(id);
  const [row] = await db
    .select({ id: admins.id, email: admins.email, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.idHash, idHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
      ),
    );
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { id: row.id, email: row.email, sessionIdHash: idHash };
}

/**
 * Every admin loader and action starts with this. Anonymous, forged, idle or expired: a page
 * request goes to the sign-in screen, anything else gets 401.
 */
export async function requireAdmin(db: Database, request: Request): Promise<SignedInAdmin> {
  const admin = await getSignedInAdmin(db, request);
  if (admin) return { id: admin.id, email: admin.email };
  if (request.method === "GET" || request.method === "HEAD") {
    const url = new URL(request.url);
    const back = url.pathname + url.search;
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(back)}`);
  }
  throw data({ error: "Sign in to continue." }, { status: 401 });
}

/** Ends the request's session on the server; returns the Set-Cookie header that clears it. */
export async function destroySession(db: Database, request: Request): Promise<string> {
  const id = await readSessionId(request);
  if (id) await db.delete(sessions).where(eq(sessions.idHash, hashId(id)));
  return sessionCookie.serialize("", { maxAge: 0 });
}

/** Removes sessions past their absolute or idle expiry. */
export async function deleteExpiredSessions(db: Database, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db
    .delete(sessions)
    .where(lt(sessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)));
}
