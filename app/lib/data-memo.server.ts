// Small, rarely edited data that nearly every request reads (the site settings, the course list
// the search knows), kept in memory while the database's change feed is followed, and dropped at
// the first change it reports (any table: edits are rare, reads are not). Without the feed (the
// development server, tests, a lost connection) every call reads the database, so nothing is ever
// older than the feed says. ADR 051 has the figures.
import type { Database } from "./db.server";

let following = false;
let generation = 0;

/** The change feed is up (true) or gone (false): either way, what is kept may be old. */
export function setChangeFeedFollowed(value: boolean): void {
  following = value;
  generation += 1;
}

/** The feed reported a change: everything kept is read again on its next use. */
export function dataChanged(): void {
  generation += 1;
}

/** `load`, read once per database until the next change while the feed is followed. */
export function memoized<T>(load: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const kept = new WeakMap<Database, { generation: number; value: Promise<T> }>();
  return (db) => {
    if (!following) return load(db);
    const found = kept.get(db);
    if (found && found.generation === generation) return found.value;
    const value = load(db);
    const entry = { generation, value };
    kept.set(db, entry);
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (kept.get(db) === entry) kept.delete(db);
    });
    return value;
  };
}
