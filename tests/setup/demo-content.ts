// The demo content for tests that need a full database: the catalogue's subjects (emptied before
// every test), then the seed, its sample files kept in memory.
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { seedDatabase } from "~/features/admin/demo-seed.server";
import type { Database } from "~/lib/db.server";
import type { FileStorage } from "~/lib/storage.server";
import { insertMigrationSubjects } from "./subject-factory";

/** A FileStorage holding its files in a Map, for tests that never serve them. */
export function createMemoryStorage(): FileStorage & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    describe: () => "memory",
    async put(key, body) {
      files.set(key, await buffer(body));
    },
    async get(key, range) {
      const file = files.get(key);
      if (!file) throw Object.assign(new Error(`no file ${key}`), { code: "ENOENT" });
      return Readable.from([range ? file.subarray(range.start, range.end + 1) : file]);
    },
    async stat(key) {
      const file = files.get(key);
      return file ? { size: file.length, lastModified: new Date(0) } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    async exists(key) {
      return files.has(key);
    },
  };
}

export async function seedDemoContent(db: Database, storage: FileStorage = createMemoryStorage()) {
  await insertMigrationSubjects(db);
  return seedDatabase(db, storage);
}
