// Filling tables with many thousands of rows for the scale tests. Every index of a table is
// updated row by row as the rows go in; a trigram GIN index most slowly of all (four fifths of
// an insert's time on PGlite). Built once over the loaded rows, each index costs one sort.
import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { selectRows } from "./rows";

/**
 * Runs `fill` with the secondary indexes of `tables` dropped, then creates them again from their
 * own definitions (pg_indexes.indexdef): the same indexes, over the same rows, as a fill with them
 * in place. Indexes behind a constraint (primary keys, unique constraints) stay.
 */
export async function withIndexesBuiltAfter(
  db: Database,
  tables: string[],
  fill: () => Promise<void>,
): Promise<void> {
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema()
      and i.tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await db.execute(sql`drop index ${sql.identifier(name)}`);
  try {
    await fill();
  } finally {
    // Also after a failed fill: the PGlite is the worker's, shared with the files after this one.
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
  }
}
