import { count, eq } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { admins } from "~db/schema";
import { hashPassword } from "./password.server";

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function findAdminByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: admins.id, email: admins.email, passwordHash: admins.passwordHash })
    .from(admins)
    .where(eq(admins.email, email.trim().toLowerCase()));
  return row;
}

/** Creates an admin, or sets a new password when the email already has one. */
export async function upsertAdmin(db: Database, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(admins)
    .values({ email: email.trim().toLowerCase(), passwordHash })
    .onConflictDoUpdate({ target: admins.email, set: { passwordHash } })
    .returning({ id: admins.id, email: admins.email });
  if (!row) throw new Error("admin upsert returned no row");
  return row;
}
