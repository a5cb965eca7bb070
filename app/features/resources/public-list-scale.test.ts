// The public resources page lists a level's subjects without reading every resource row.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeWithDatabase } from "../../../tests/setup/database";
import { levelSubjectsQuery, listLevelSubjects } from "./queries.server";

describeWithDatabase("public subject list at scale", (getDb) => {
  it("finds every subject of a level by index probes, legacy spellings merged", async () => {
    const db = getDb();
    await db.execute(sql`
      insert into resources (title, description, category, level, subject, resource_type)
      select 'Resource ' || i, 'Description', 'academic',
        (array['foundation','diploma'])[1 + i % 2],
        (array['mathematics','statistics','computational_thinking','computational-thinking',
               'english','python'])[1 + i % 6],
        'notes'
      from generate_series(1, 60000) as i`);
    await db.execute(sql`analyze resources`);

    // i % 2 and i % 6 together: foundation rows get the even-indexed subjects only.
    expect(await listLevelSubjects(db, "foundation")).toEqual([
      "computational-thinking",
      "english",
      "mathematics",
    ]);
    expect(await listLevelSubjects(db, "diploma")).toEqual([
      "computational-thinking",
      "python",
      "statistics",
    ]);
    expect(await listLevelSubjects(db, "bsc")).toEqual([]);

    const result = (await db.execute(
      sql`explain ${levelSubjectsQuery("foundation")}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    const plan = result.rows.map((r) => Object.values(r)[0]).join("\n");
    expect(plan).toMatch(/Index Only Scan using resources_level_subject_idx/);
    expect(plan).not.toMatch(/Seq Scan on resources/);
  }, 120_000);
});
