// Device cookies (ADR 040): a browser that signs in as an admin gets a random 256-bit token in a
// long-lived HttpOnly cookie; the database holds only its SHA-256, the admin and the expiry. A
// sign-in attempt carrying a live token of the account it names is "trusted": it is counted
// against that device alone (rate-limit.server.ts), so strangers' failures cannot lock it out.
import crypto from "node:crypto";
import { and, desc, eq, gt, lt, notInArray } from "drizzle-orm";
import { createCookie } from "react-router";
import { secureCookies } from "~/lib/cookies.server";
import type { Database } from "~/lib/db.server";
import { admins, trustedDevices } from "~db/schema";

export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Devices remembered per admin; signing in on one more forgets the oldest. */
export const DEVICES_PER_ADMIN = 20;

/** Sent only to the admin area (the sign-in form posts to /admin/login or /admin/login.data). */
export const deviceCookie = createCookie("admin_device", {
  path: "/admin",
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  maxAge: DEVICE_TTL_MS / 1000,
});

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * The trusted device this request comes from for the account `email`, or null: no cookie, a
 * token we never issued, an expired one, or one issued to another admin.
 */
export async function findTrustedDevice(
  db: Database,
  request: Request,
  { email, now = new Date() }: { email: string; now?: Date },
): Promise<{ id: number } | null> {
  const token = await readToken(request);
  if (!token) return null;
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .innerJoin(admins, eq(admins.id, trustedDevices.adminId))
    .where(
      and(
        eq(trustedDevices.tokenHash, hashToken(token)),
        eq(admins.email, email),
        gt(trustedDevices.expiresAt, now),
      ),
    );
  return row ?? null;
}

/**
 * Trusts this browser for an admin whose password was just checked: a new token at every sign-in
 * (the one the browser carried, whoever it was for, is removed, so a copy taken earlier stops
 * working), and the admin's oldest devices beyond DEVICES_PER_ADMIN are forgotten. Returns the
 * Set-Cookie header carrying the token.
 */
export async function trustDevice(
  db: Database,
  { adminId, request, now = new Date() }: { adminId: string; request: Request; now?: Date },
): Promise<string> {
  const previous = await readToken(request);
  if (previous) {
    await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, hashToken(previous)));
  }
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    adminId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DEVICE_TTL_MS),
  });
  const newest = db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(eq(trustedDevices.adminId, adminId))
    .orderBy(desc(trustedDevices.createdAt), desc(trustedDevices.id))
    .limit(DEVICES_PER_ADMIN);
  await db
    .delete(trustedDevices)
    .where(and(eq(trustedDevices.adminId, adminId), notInArray(trustedDevices.id, newest)));
  return deviceCookie.serialize(token);
}

/** Removes device tokens past their expiry. */
export async function deleteExpiredDevices(db: Database, now = new Date()) {
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
}
