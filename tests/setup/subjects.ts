// The catalogue's 16 foundation and diploma subjects as the seed sees them (migration 0008 inserts
// the same rows; `insertMigrationSubjects` in ./subject-factory puts them back into a test database).
import { subjectCatalogue, TERMS } from "../../app/content/subjects";

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
