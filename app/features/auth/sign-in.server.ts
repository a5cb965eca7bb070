// Signing in and out (DESIGN.md D3): the session, the trusted device (ADR 040), the admin's last
// sign-in and the audit row are written in one transaction.
import { eq } from "drizzle-orm";
import { recordAudit } from "~/lib/audit.server";
import type { Database } from "~/lib/db.server";
import { admins } from "~db/schema";
import { createSession, destroySession, getSignedInAdmin } from "./session.server";
import { trustDevice } from "./trusted-devices.server";

/**
 * Starts a new session for an admin whose password was checked, ending any session this browser
 * had first (a new id at every sign-in), and trusts the browser for this admin (a new device
 * token). Returns the Set-Cookie headers: the session's and the device's.
 */
export async function signIn(
  db: Database,
  { adminId, request }: { adminId: string; request: Request },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await destroySession(tx, request);
    const started = await createSession(tx, {
      adminId: adminId,
      userAgent: request.headers.get("User-Agent"),
    });
    await tx.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
    const device = await trustDevice(tx, { adminId, request });
    await recordAudit(tx, { adminId, action: "auth.sign_in", entity: "admin", entityId: adminId });
    return [started, device];
  });
}

/** Ends the request's session, if any; returns the Set-Cookie header that clears its cookie. */
export async function signOut(db: Database, request: Request): Promise<string> {
  const admin = await getSignedInAdmin(db, request);
  return db.transaction(async (tx) => {
    const cleared = await destroySession(tx, request);
    if (admin) {
      await recordAudit(tx, {
        adminId: admin.id,
        action: "auth.sign_out",
        entity: "admin",
        entityId: admin.id,
      });
    }
    return cleared;
  });
}
