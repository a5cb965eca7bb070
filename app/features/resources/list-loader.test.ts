import { expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { resources } from "../../../db/schema";
import { FINAL_TERM_PAPER_COUNTS, seedDatabase } from "../../../db/seed";
import { createTestDatabase, describeWithDatabase } from "../../../tests/setup/database";
import { loadSubjectList } from "./list-loader.server";
import { groupByExam, PYQ_TABS } from "./subjects";

const note = (overrides: Partial<typeof resources.$inferInsert> = {}) => ({
  title: "A note",
  description: "About it",
  category: "academic" as const,
  level: "foundation" as const,
  subject: "computational-thinking",
  resourceType: "notes" as const,
  ...overrides,
});

async function expectStatus(promise: Promise<unknown>, status: number) {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toMatchObject({ init: { status } });
}

describeWithDatabase("subject resource lists", (getDb) => {
  const load = (
    params: { level?: string; subject?: string },
    type: "notes" | "pyqs" | "lectures",
  ) => loadSubjectList({ db: getDb(), logger }, params, type);

  it("lists notes newest first, legacy underscored rows included, subject markers excluded", async () => {
    const db = getDb();
    await db.insert(resources).values([
      note({ title: "Older", createdAt: new Date("2026-01-01") }),
      note({
        title: "Legacy",
        subject: "computational_thinking",
        createdAt: new Date("2026-02-01"),
      }),
      note({ title: "Marker", resourceTag: "introduction" }),
      note({ title: "Other subject", subject: "english" }),
      note({ title: "A PYQ", resourceType: "pyqs" }),
    ]);
    const result = await load({ level: "foundation", subject: "computational-thinking" }, "notes");
    expect(result.data.rows.map((r) => r.title)).toEqual(["Legacy", "Older"]);
    expect(result.data.subject.name).toBe("Computational Thinking");
  });

  it("answers 404 for an unknown level, a malformed subject or a subject without resources", async () => {
    await expectStatus(load({ level: "masters", subject: "mathematics" }, "notes"), 404);
    await expectStatus(load({ level: "foundation", subject: "../etc" }, "notes"), 404);
    await expectStatus(load({ level: "foundation", subject: "astrology" }, "notes"), 404);
  });

  it("finds a subject an admin added that the catalogue does not know", async () => {
    await getDb()
      .insert(resources)
      .values(note({ subject: "physics", title: "Kinematics" }));
    const result = await load({ level: "foundation", subject: "physics" }, "notes");
    expect(result.data.subject.name).toBe("Physics");
    expect(result.data.rows.map((r) => r.title)).toEqual(["Kinematics"]);
  });

  it("gives the seeded final-term paper counts of spec §2 for every subject", async () => {
    await seedDatabase(getDb());
    for (const [subject, count] of Object.entries(FINAL_TERM_PAPER_COUNTS)) {
      const { data } = await load({ level: "foundation", subject }, "pyqs");
      const finalTerm = groupByExam(data.rows, PYQ_TABS, "end-term")["end-term"] ?? [];
      expect(finalTerm.length, subject).toBe(count);
      expect(finalTerm.map((p) => p.title)).toContain(`Paper ${count}`);
    }
  });

  it("returns an empty lecture list for a subject with none", async () => {
    const result = await load({ level: "diploma", subject: "deep-learning" }, "lectures");
    expect(result.data.rows).toEqual([]);
    expect(result.data.loadError).toBe(false);
  });
});

it("reports a database failure as a load error with status 503, not a crash", async () => {
  const handle = await createTestDatabase("pglite");
  await handle.close();
  const result = await loadSubjectList(
    { db: handle.db, logger },
    { level: "foundation", subject: "mathematics" },
    "notes",
  );
  expect(result.init?.status).toBe(503);
  expect(result.data).toMatchObject({ loadError: true, rows: [] });
});
