// The site search over the demo content: indexing by trigger and by settings, what is public,
// snippets, filters and pagination.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import { getSiteSettings } from "~/features/settings/queries.server";
import { indexSiteDocuments } from "~/features/settings/search-documents.server";
import type { Database } from "~/lib/db.server";
import { blogPosts, resources, subjects } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { seedDemoContent } from "~tests/setup/demo-content";
import { selectRows } from "~tests/setup/rows";
import { searchSite, snippetWithEllipses } from "./queries.server";
import { parseSearchParams } from "./schema";

function params(query: string) {
  return parseSearchParams(new URL(`http://x/search?${query}`));
}

async function seed(db: Database) {
  await seedDemoContent(db);
  await indexSiteDocuments(db, await getSiteSettings(db));
}

describeWithDatabase("site search", (getDb) => {
  it("finds subjects, resources and posts, each with its link", async () => {
    const db = getDb();
    await seed(db);
    const result = await searchSite(db, params("q=statistics"));
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits[0]).toMatchObject({
      kind: "subject",
      title: "Statistics for Data Science I",
    });
    expect(result.hits[0]!.url).toBe("/resources/foundation/statistics");
    const pyq = await searchSite(db, params("q=stats+2+quiz+1+pyq"));
    expect(pyq.hits[0]).toMatchObject({
      kind: "pyqs",
      subjectName: "Statistics for Data Science II",
    });
    expect(pyq.hits[0]!.url).toMatch(/^\/files\//);
  });

  it("names a course's subject as its subject page does, or as the admin typed it", async () => {
    const db = getDb();
    await seed(db);
    const known = await searchSite(db, params("kind=course&q=course"));
    const statistics = known.hits.find((hit) => hit.title === "Statistics");
    expect(statistics).toMatchObject({
      subjectName: "Statistics for Data Science I",
      level: "foundation",
    });

    const settings = await getSiteSettings(db);
    const course = settings.courses!.courses[0]!;
    await saveSiteSetting(db, null, "courses", {
      courses: [{ ...course, title: "Deep Nets", subject: "deep-learning" }],
    });
    const typed = await searchSite(db, params("q=deep+nets"));
    expect(typed.hits[0]).toMatchObject({ kind: "course", subjectName: "Deep Learning" });
  });

  it("forgives typos and shorthand", async () => {
    const db = getDb();
    await seed(db);
    for (const [q, title] of [
      ["statistcs", "Statistics for Data Science I"],
      ["pyhton", "Programming in Python"],
      ["machin lerning", "Machine Learning Foundations"],
      ["CT", "Computational Thinking"],
      ["cgpa", "CGPA Calculator"],
    ] as const) {
      const result = await searchSite(db, params(`q=${encodeURIComponent(q)}`));
      // What the page shows first: the course's page a query names, then the results.
      const shown = [...(result.answer ? [result.answer] : []), ...result.hits];
      expect(
        shown.slice(0, 3).map((h) => h.title),
        q,
      ).toContain(title);
    }
  });

  it("shows admin changes at once and hides drafts and scheduled posts until their time", async () => {
    const db = getDb();
    await seed(db);
    await db.insert(resources).values({
      title: "Zygomorphic flowers cheat sheet",
      description: "One page",
      category: "academic",
      level: "foundation",
      subject: "english",
      resourceType: "notes",
    });
    expect((await searchSite(db, params("q=zygomorphic"))).hits[0]?.title).toBe(
      "Zygomorphic flowers cheat sheet",
    );
    await db.delete(resources).where(eq(resources.title, "Zygomorphic flowers cheat sheet"));
    expect((await searchSite(db, params("q=zygomorphic"))).total).toBe(0);

    const future = new Date(Date.now() + 86_400_000);
    await db.insert(blogPosts).values([
      {
        title: "Quokka habits draft",
        slug: "quokka-draft",
        excerpt: "x",
        content: "<p>quokka</p>",
        category: "Tips",
        author: "A",
        published: false,
      },
      {
        title: "Quokka habits scheduled",
        slug: "quokka-scheduled",
        excerpt: "x",
        content: "<p>quokka</p>",
        category: "Tips",
        author: "A",
        publishAt: future,
      },
    ]);
    expect((await searchSite(db, params("q=quokka"))).total).toBe(0);
    const later = await searchSite(db, params("q=quokka"), new Date(future.getTime() + 1000));
    expect(later.hits.map((h) => h.title)).toEqual(["Quokka habits scheduled"]);

    await db
      .update(subjects)
      .set({ name: "Statistics Reloaded" })
      .where(eq(subjects.slug, "statistics"));
    const renamed = await searchSite(db, params("q=reloaded+pyq"));
    expect(renamed.hits[0]?.subjectName).toBe("Statistics Reloaded");
  });

  it("a snippet cut from the middle of its text says so with an ellipsis; a whole text has none", async () => {
    const db = getDb();
    const filler = (word: string) =>
      Array.from({ length: 40 }, (_, i) => `${word} ${i} goes here`).join(", ");
    await db.insert(blogPosts).values([
      {
        title: "Marsupials of the plains",
        slug: "marsupials",
        excerpt: "An overview.",
        content: `<p>${filler("Filler")}, and the wombat digs a burrow that ${filler("more")}.</p>`,
        category: "Tips",
        author: "A",
      },
      {
        title: "Termite eaters",
        slug: "termite-eaters",
        excerpt: "Numbats eat termites.",
        content: "<p>They live in the west.</p>",
        category: "Tips",
        author: "A",
      },
    ]);
    const cut = (await searchSite(db, params("q=wombat"))).hits[0]!;
    expect(cut.snippet).toMatch(/^… \S/);
    expect(cut.snippet).toMatch(/\S …$/);
    expect(cut.snippet).toContain("\u0001wombat\u0002");
    const whole = (await searchSite(db, params("q=numbats"))).hits[0]!;
    // ts_headline leaves off the last full stop: it is put back, and no ellipsis is added.
    expect(whole.snippet.replaceAll("\u0001", "").replaceAll("\u0002", "")).toBe(
      "Numbats eat termites. They live in the west.",
    );
  });

  it("indexes settings in the transaction that saves them", async () => {
    const db = getDb();
    await seed(db);
    await saveSiteSetting(db, null, "community", {
      foundation: { chatGroup: "https://chat.whatsapp.com/abc" },
    });
    const result = await searchSite(db, params("q=foundation+chat+group"));
    expect(result.hits.map((h) => h.url)).toContain("https://chat.whatsapp.com/abc");
    await saveSiteSetting(db, null, "search", { synonyms: [["zorb", "statistics"]] });
    expect((await searchSite(db, params("q=zorb"))).hits[0]?.title).toBe(
      "Statistics for Data Science I",
    );
  });

  it("marks matched words in snippets and filters by kind and level, with pages", async () => {
    const db = getDb();
    await seed(db);
    const all = await searchSite(db, params("q=notes"));
    expect(all.total).toBeGreaterThan(20);
    expect(all.hits).toHaveLength(20);
    const second = await searchSite(db, params("q=notes&page=2"));
    expect(second.hits[0]!.key).not.toBe(all.hits[0]!.key);
    const diploma = await searchSite(db, params("q=notes&level=diploma&kind=notes"));
    expect(diploma.hits.every((h) => h.level === "diploma" && h.kind === "notes")).toBe(true);
    const withMark = all.hits.find((h) => h.snippet.includes("\u0001"));
    expect(withMark).toBeDefined();
    expect(await db.execute(sql`select count(*) from search_documents`)).toBeDefined();
  });

  it("the migration's backfill indexes what existed before it", async () => {
    const db = getDb();
    await seed(db);
    const count = async () =>
      Number(
        (
          await selectRows<{ n: number }>(
            db,
            // Practice questions came after 0012: their triggers (0015) index them.
            sql`select count(*)::int as n from search_documents where source not in ('site', 'question')`,
          )
        )[0]!.n,
      );
    const indexed = await count();
    expect(indexed).toBeGreaterThan(100);
    await db.execute(sql`delete from search_documents`);
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../../../drizzle/0012_site_search.sql"),
      "utf8",
    );
    const backfill = migration.slice(migration.indexOf("-- What exists already."));
    for (const statement of backfill.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    expect(await count()).toBe(indexed);
  });
});

describe("snippetWithEllipses", () => {
  const ends = (snippetAtStart: boolean, snippetAtEnd: boolean) => ({
    snippetAtStart,
    snippetAtEnd,
  });
  it("adds an ellipsis where text was left out, none after a sentence's end", () => {
    expect(snippetWithEllipses("the  mark\nhere", ends(false, false))).toBe("… the mark here …");
    expect(snippetWithEllipses("First words here", ends(true, false))).toBe("First words here …");
    expect(snippetWithEllipses("ends a sentence.", ends(false, false))).toBe("… ends a sentence.");
    expect(snippetWithEllipses("ends \u0001marked\u0002.\u0002", ends(false, false))).toBe(
      "… ends \u0001marked\u0002.\u0002",
    );
    expect(snippetWithEllipses("All of it", ends(true, true))).toBe("All of it");
    // At the text's end, its closing punctuation that ts_headline left off is put back.
    expect(snippetWithEllipses("called? (One word", { ...ends(false, true), textEnd: ".)" })).toBe(
      "… called? (One word.)",
    );
    expect(snippetWithEllipses("the end.", { ...ends(true, true), textEnd: ".)" })).toBe(
      "the end.)",
    );
    expect(snippetWithEllipses("the end.", { ...ends(true, true), textEnd: "." })).toBe("the end.");
    expect(snippetWithEllipses("", ends(false, false))).toBe("");
  });
});
