// Subjects for tests. Test databases are emptied before each test, the subjects the migrations
// put in included: `insertMigrationSubjects` puts the catalogue back; `insertSubject` adds one.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/lib/db.server";
import { subjects } from "~db/schema";

type NewSubject = typeof subjects.$inferInsert;

let catalogueInsert: string | undefined;
let codesUpdate: string | undefined;

/** Migration 0015's UPDATE that gives the Foundation courses their codes. */
function migrationCodesUpdate(): string {
  if (codesUpdate) return codesUpdate;
  const file = path.join(import.meta.dirname, "../../drizzle/0015_practice.sql");
  const statement = fs
    .readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((part) => part.replace(/^\s*--.*$/gm, "").trim())
    .find((part) => part.startsWith("UPDATE subjects SET code"));
  if (!statement) throw new Error("migration 0015 no longer sets the course codes");
  codesUpdate = statement.replace(/;\s*$/, "");
  return codesUpdate;
}

/** The migration's own INSERT of the catalogue subjects (so tests and databases agree). */
function migrationSubjectsInsert(): string {
  if (catalogueInsert) return catalogueInsert;
  const file = path.join(import.meta.dirname, "../../drizzle/0008_real_content.sql");
  const statement = fs
    .readFileSync(file, "utf8")
    .split("--> statement-breakpoint")
    .map((part) => part.replace(/^\s*--.*$/gm, "").trim())
    .find((part) => part.startsWith('INSERT INTO "subjects"') && part.includes("VALUES"));
  if (!statement) throw new Error("migration 0008 no longer inserts the catalogue subjects");
  catalogueInsert = statement.replace(/;\s*$/, "");
  return catalogueInsert;
}

let catalogueStatements: string[] | undefined;

/** Migration 0017's data statements: the catalogue's facts, renames, aliases and new courses. */
function migrationCatalogueStatements(): string[] {
  if (catalogueStatements) return catalogueStatements;
  const file = path.join(import.meta.dirname, "../../drizzle/0017_catalogue.sql");
  const parts = fs.readFileSync(file, "utf8").split("--> statement-breakpoint");
  const first = parts.findIndex((part) => part.includes("-- The programme's course catalogue"));
  if (first < 0) throw new Error("migration 0017 no longer fills the course catalogue");
  catalogueStatements = parts
    .slice(first)
    .map((part) => part.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean)
    .map((part) => part.replace(/;\s*$/, ""));
  return catalogueStatements;
}

/** The course catalogue every database starts with (the migrations' subjects and aliases). */
export async function insertMigrationSubjects(db: Database): Promise<void> {
  await db.execute(sql.raw(migrationSubjectsInsert()));
  await db.execute(sql.raw(migrationCodesUpdate()));
  // One transaction: one connection of a pool, which its temporary tables need.
  await db.transaction(async (tx) => {
    for (const statement of migrationCatalogueStatements()) await tx.execute(sql.raw(statement));
  });
}

/** One subject; the name is made from the slug unless given. */
export async function insertSubject(
  db: Database,
  values: Partial<NewSubject> & Pick<NewSubject, "slug">,
) {
  const name =
    values.name ??
    values.slug
      .split("-")
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
  const [row] = await db
    .insert(subjects)
    .values({ level: "foundation", ...values, name })
    .returning();
  return row!;
}
