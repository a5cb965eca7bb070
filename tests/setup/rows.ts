// The rows of a raw query in a test, typed by the test: Drizzle's `execute` on our database type
// answers `unknown`, though both drivers answer `{ rows }` (as app/features/search does).
import type { SQL } from "drizzle-orm";
import type { Database } from "~/lib/db.server";

export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
