// The courses the demo seed fills, read from a freshly migrated database as the seed reads them
// (the subjects table is the course catalogue, ADR 046; no list of courses lives in code), for
// browser tests that compare a seeded server's pages with what the seed made.
import fs from "node:fs";
import { type DemoSubject, listDemoSubjects } from "~/features/admin/demo-seed.server";
import { openDatabase } from "../../app/lib/db.server";
import { makePgliteSnapshot } from "./pglite-snapshot";

let demoSubjects: Promise<DemoSubject[]> | undefined;

/** The seed's courses on a database the migrations alone filled (read once per process). */
export function catalogueSubjects(): Promise<DemoSubject[]> {
  demoSubjects ??= (async () => {
    const snapshot = await makePgliteSnapshot();
    const handle = await openDatabase({
      dataDir: "memory://",
      loadDataDir: new Blob([fs.readFileSync(snapshot)]),
    });
    try {
      return await listDemoSubjects(handle.db);
    } finally {
      await handle.close();
    }
  })();
  return demoSubjects;
}
