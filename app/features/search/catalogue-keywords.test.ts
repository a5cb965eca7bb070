// Migration 0021: a course's search documents (its own, its resources', its practice questions')
// carry the catalogue's short name, code and shorthand, kept by the triggers when they change, and
// the migration's backfill indexes what existed before it.
import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db.server";
import { practiceQuestions, subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertResource } from "~tests/setup/factories";
import { selectRows } from "~tests/setup/rows";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";

async function keywords(db: Database): Promise<Record<string, string>> {
  const rows = await selectRows<{ source: string; keywords: string }>(
    db,
    sql`select split_part(key, ':', 1) as source, keywords from search_documents
        where subject = 'mathematics-2' and level = 'foundation'`,
  );
  return Object.fromEntries(rows.map((row) => [row.source, row.keywords]));
}

async function seedMaths2(db: Database) {
  await insertMigrationSubjects(db);
  const [maths2] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.level, "foundation"), eq(subjects.slug, "mathematics-2")));
  await insertResource(db, {
    subject: "mathematics-2",
    resourceType: "pyqs",
    title: "Paper 1",
    linkUrl: "https://example.org/paper-1",
  });
  await db.insert(practiceQuestions).values({
    subjectId: maths2!.id,
    slug: "rank-of-a-matrix",
    kind: "numeric",
    exam: "quiz-1",
    topic: "Rank",
    difficulty: "easy",
    stem: "What is the rank of the 2 by 2 identity matrix?",
    answer: { value: 2 },
    solution: "Two independent rows.",
    source: "Written for the tests",
    status: "published",
    publishedAt: new Date(),
  });
}

describeWithDatabase("the catalogue's names in the search index", (getDb) => {
  it("puts the short name, code and shorthand in every document of the course, and follows edits", async () => {
    const db = getDb();
    await seedMaths2(db);
    const before = await keywords(db);
    expect(Object.keys(before).sort()).toEqual(["question", "resource", "subject"]);
    for (const [source, text] of Object.entries(before)) {
      for (const spelling of ["Maths 2", "BSMA1003", "m2", "maths2", "maths ii"]) {
        expect(text, `${source}: ${spelling}`).toContain(spelling);
      }
    }
    await db
      .update(subjects)
      .set({ shortName: "Maths Two", shorthand: sql`array_append(${subjects.shorthand}, 'mfds2')` })
      .where(eq(subjects.slug, "mathematics-2"));
    for (const [source, text] of Object.entries(await keywords(db))) {
      expect(text, source).toContain("Maths Two");
      expect(text, source).toContain("mfds2");
    }
  });

  it("the migration's backfill indexes what existed before it", async () => {
    const db = getDb();
    await seedMaths2(db);
    const indexed = await keywords(db);
    await db.execute(sql`delete from search_documents`);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../../../drizzle/0021_search_catalogue.sql"),
      "utf8",
    );
    const backfill = migration.slice(migration.indexOf("-- What exists already"));
    for (const statement of backfill.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    expect(await keywords(db)).toEqual(indexed);
  });
});
