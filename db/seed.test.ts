import { and, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { subjectCatalogue, TERMS } from "~/content/subjects";
import { describeWithDatabase } from "../tests/setup/database";
import { blogPosts, resources } from "./schema";
import { isDatabaseEmpty, seedDatabase } from "./seed";

describeWithDatabase("demo content", (getDb) => {
  it("seeds an empty database once", async () => {
    const db = getDb();
    expect(await isDatabaseEmpty(db)).toBe(true);
    await seedDatabase(db);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it("has every subject of the resources page, foundation and diploma, both terms", async () => {
    const db = getDb();
    await seedDatabase(db);
    const rows = await db
      .selectDistinct({ level: resources.level, subject: resources.subject })
      .from(resources);
    const seeded = new Set(rows.map((r) => `${r.level}/${r.subject}`));
    for (const level of ["foundation", "diploma"] as const) {
      for (const term of TERMS) {
        for (const subject of subjectCatalogue[level][term]) {
          expect(seeded, `${level}/${subject.id}`).toContain(`${level}/${subject.id}`);
        }
      }
    }
  });

  it("has exactly the spec's final-term paper counts, titled 'Paper N' with a session", async () => {
    const db = getDb();
    await seedDatabase(db);
    const rows = await db
      .select({ subject: resources.subject, n: count() })
      .from(resources)
      .where(and(eq(resources.resourceType, "pyqs"), eq(resources.exam, "end-term")))
      .groupBy(resources.subject);
    expect(Object.fromEntries(rows.map((r) => [r.subject, r.n]))).toEqual({
      mathematics: 8,
      statistics: 7,
      english: 5,
      "computational-thinking": 6,
      programming: 6,
      "mathematics-2": 7,
      "statistics-2": 5,
      "english-2": 7,
    });
    const papers = await db
      .select({ title: resources.title, description: resources.description })
      .from(resources)
      .where(and(eq(resources.resourceType, "pyqs"), eq(resources.subject, "english")));
    expect(papers.map((p) => p.title).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Paper ${n}`));
    for (const paper of papers) {
      expect(paper.description).toMatch(/^(January|May|September) \d{4} (AN|FN) session$/);
    }
  });

  it("has a few notes per foundation subject", async () => {
    const db = getDb();
    await seedDatabase(db);
    for (const term of TERMS) {
      for (const subject of subjectCatalogue.foundation[term]) {
        const [row] = await db
          .select({ n: count() })
          .from(resources)
          .where(
            and(
              eq(resources.subject, subject.id),
              eq(resources.resourceType, "notes"),
              eq(resources.resourceTag, "study-note"),
            ),
          );
        expect(row?.n, subject.id).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("has 4–6 blog posts across categories, exactly one unpublished", async () => {
    const db = getDb();
    await seedDatabase(db);
    const posts = await db
      .select({ category: blogPosts.category, published: blogPosts.published })
      .from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(6);
    expect(posts.filter((p) => !p.published)).toHaveLength(1);
    expect(new Set(posts.map((p) => p.category)).size).toBeGreaterThanOrEqual(4);
  });
});
