// Test databases are emptied before every test, the subjects that migration 0008 inserts
// included: this puts the catalogue's 16 foundation and diploma subjects back.
import { subjectCatalogue, TERMS } from "../../app/content/subjects";
import type { Database } from "../../app/lib/db.server";
import { subjects } from "../../db/schema";

/** The 16 subjects of the catalogue as rows of the subjects table (as migration 0008 has them). */
export function catalogueSubjects() {
  return (["foundation", "diploma"] as const).flatMap((level) =>
    TERMS.flatMap((term) =>
      subjectCatalogue[level][term].map((subject, position) => ({
        level,
        slug: subject.id,
        name: subject.name,
        description: subject.description,
        term,
        position,
      })),
    ),
  );
}

export async function insertCatalogueSubjects(db: Database) {
  const rows = catalogueSubjects();
  await db.insert(subjects).values(rows).onConflictDoNothing();
  return rows;
}
