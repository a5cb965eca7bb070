// Vitest globalSetup: one migrated PGlite data folder, dumped to a tarball that every test
// database starts from (tests/setup/database.ts). Starting PGlite from scratch runs initdb and
// every migration, a few seconds a suite on a busy machine; loading the tarball skips both.
// The tarball is kept in node_modules/.cache, named by a hash of the migrations and PGlite's
// version, so it is built again only when one of them changes.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/lib/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite tarball, or "" when it could not be made. */
    pgliteSnapshot: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

function snapshotKey(): string {
  const hash = crypto.createHash("sha256");
  const migrations = path.join(root, "drizzle");
  for (const entry of fs.readdirSync(migrations, { recursive: true }).map(String).sort()) {
    const file = path.join(migrations, entry);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(entry).update(fs.readFileSync(file));
  }
  const pglite = path.join(root, "node_modules/@electric-sql/pglite/package.json");
  hash.update(JSON.parse(fs.readFileSync(pglite, "utf8")).version as string);
  return hash.digest("hex").slice(0, 16);
}

export async function makePgliteSnapshot(): Promise<string> {
  const dir = path.join(root, "node_modules/.cache/test-pglite");
  const file = path.join(dir, `${snapshotKey()}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ dataDir: "memory://" });
  try {
    await handle.migrate();
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
      .$client;
    const tarball = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    fs.mkdirSync(dir, { recursive: true });
    // Two projects may build it at once: write aside, then rename into place.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

export default async function setup(project: TestProject) {
  project.provide("pgliteSnapshot", await makePgliteSnapshot());
}
