// Saved grading terms against a real database: merging with the built-in terms, overriding,
// renaming, deleting, audit rows, and what the database itself refuses.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { pgErrorCode } from "~/lib/db.server";
import { auditLog, gradingTerms } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { deleteGradingTerm, saveGradingTerm } from "./mutations.server";
import { GRADING_TERMS, JAN_2026, SEP_2025 } from "./rules";
import type { TermRules } from "./schema";
import {
  getGradingTermText,
  getSavedGradingTerm,
  listAdminGradingTerms,
  loadGradingTerms,
} from "./terms.server";

const may2026: TermRules = { ...JAN_2026, term: "2026-05", title: "May 2026 term" };

describeWithDatabase("grading terms", (getDb) => {
  const admin = () => upsertAdmin(getDb(), "admin@example.com", "a long password 1");
  const audits = async (action: string) =>
    getDb().select().from(auditLog).where(eq(auditLog.action, action));

  it("without saved terms, loads the built-in ones, oldest first", async () => {
    expect(await loadGradingTerms(getDb())).toEqual([...GRADING_TERMS]);
  });

  it("adds a saved term after the built-in ones; it becomes the latest", async () => {
    const { id } = await admin();
    expect(await saveGradingTerm(getDb(), id, { rules: may2026 })).toEqual({
      ok: true,
      term: "2026-05",
      overridesBuiltIn: false,
    });
    const terms = await loadGradingTerms(getDb());
    expect(terms.map((t) => t.term)).toEqual(["2025-09", "2026-01", "2026-05"]);
    expect(terms.at(-1)).toEqual(may2026);
    const [row] = await getDb().select().from(gradingTerms);
    expect(row!.createdBy).toBe(id);
    const [audit] = await audits("grading_term.create");
    expect(audit).toMatchObject({
      adminId: id,
      entity: "grading_term",
      entityId: "2026-05",
      details: { title: "May 2026 term", courses: 8, overridesBuiltIn: false },
    });
  });

  it("a saved term with a built-in id replaces the built-in rules until it is deleted", async () => {
    const { id } = await admin();
    const corrected: TermRules = { ...JAN_2026, title: "January 2026 term (official document)" };
    const saved = await saveGradingTerm(getDb(), id, { rules: corrected });
    expect(saved).toEqual({ ok: true, term: "2026-01", overridesBuiltIn: true });
    const terms = await loadGradingTerms(getDb());
    expect(terms.map((t) => t.term)).toEqual(["2025-09", "2026-01"]);
    expect(terms[1]!.title).toBe("January 2026 term (official document)");

    const list = await listAdminGradingTerms(getDb());
    expect(list.map((t) => [t.term, t.origin, t.overridden])).toEqual([
      ["2026-01", "built-in", true],
      ["2026-01", "saved-override", false],
      ["2025-09", "built-in", false],
    ]);

    expect(await deleteGradingTerm(getDb(), { term: "2026-01", adminId: id })).toBe(true);
    expect((await loadGradingTerms(getDb()))[1]).toBe(JAN_2026);
    expect(await audits("grading_term.delete")).toHaveLength(1);
    expect(await deleteGradingTerm(getDb(), { term: "2026-01", adminId: id })).toBe(false);
    expect(await audits("grading_term.delete")).toHaveLength(1);
  });

  it("refuses a second saved term with the same id, and writes no audit row for it", async () => {
    const { id } = await admin();
    await saveGradingTerm(getDb(), id, { rules: may2026 });
    expect(await saveGradingTerm(getDb(), id, { rules: may2026 })).toEqual({
      ok: false,
      reason: "duplicate-term",
    });
    expect(await audits("grading_term.create")).toHaveLength(1);
  });

  it("updates a saved term, also to a new id; a missing or taken id is refused", async () => {
    const { id } = await admin();
    await saveGradingTerm(getDb(), id, { rules: may2026 });
    await saveGradingTerm(getDb(), id, { rules: { ...may2026, term: "2026-09" } });

    const retitled = { ...may2026, title: "May 2026 term, revised" };
    expect(await saveGradingTerm(getDb(), id, { original: "2026-05", rules: retitled })).toEqual({
      ok: true,
      term: "2026-05",
      overridesBuiltIn: false,
    });
    expect((await getSavedGradingTerm(getDb(), "2026-05"))?.text).toContain(
      '"title": "May 2026 term, revised"',
    );

    const moved = { ...may2026, term: "2026-06" };
    await saveGradingTerm(getDb(), id, { original: "2026-05", rules: moved });
    expect(await getSavedGradingTerm(getDb(), "2026-05")).toBeUndefined();
    expect((await loadGradingTerms(getDb())).map((t) => t.term)).toContain("2026-06");
    const [update] = (await audits("grading_term.update")).filter((a) => a.entityId === "2026-06");
    expect(update!.details).toMatchObject({ previousTerm: "2026-05" });

    expect(
      await saveGradingTerm(getDb(), id, {
        original: "2026-06",
        rules: { ...may2026, term: "2026-09" },
      }),
    ).toEqual({ ok: false, reason: "duplicate-term" });
    expect(await saveGradingTerm(getDb(), id, { original: "2030-01", rules: may2026 })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("the database refuses a document whose term is not the row's, or a malformed term", async () => {
    const insert = (term: string, document: unknown) =>
      getDb()
        .insert(gradingTerms)
        .values({ term, document })
        .then(
          () => "inserted",
          (error: unknown) => pgErrorCode(error),
        );
    expect(await insert("2026-05", { ...may2026, term: "2026-06" })).toBe("23514");
    expect(await insert("May 2026", { ...may2026, term: "May 2026" })).toBe("23514");
    expect(await insert("2026-05", may2026)).toBe("inserted");
  });

  it("leaves out a saved document that no longer passes the schema, and flags it for admins", async () => {
    await getDb()
      .insert(gradingTerms)
      .values({ term: "2026-05", document: { term: "2026-05", title: "Broken", courses: [] } });
    expect((await loadGradingTerms(getDb())).map((t) => t.term)).toEqual(["2025-09", "2026-01"]);
    const [entry] = await listAdminGradingTerms(getDb(), { q: "broken" });
    expect(entry).toMatchObject({ term: "2026-05", origin: "saved", valid: false, courses: 0 });
  });

  it("the admin list is newest first and searches by term or title", async () => {
    const { id } = await admin();
    await saveGradingTerm(getDb(), id, { rules: may2026 });
    expect((await listAdminGradingTerms(getDb())).map((t) => t.term)).toEqual([
      "2026-05",
      "2026-01",
      "2025-09",
    ]);
    expect((await listAdminGradingTerms(getDb(), { q: "may 2026" })).map((t) => t.term)).toEqual([
      "2026-05",
    ]);
    expect(await listAdminGradingTerms(getDb(), { q: "2025-09" })).toMatchObject([
      { term: "2025-09", origin: "built-in", valid: true, updatedAt: null },
    ]);
    expect(await listAdminGradingTerms(getDb(), { q: "nothing like it" })).toEqual([]);
  });

  it("tells admins which course ids no subject has as its grading id", async () => {
    await insertMigrationSubjects(getDb());
    const { id } = await admin();
    const first = may2026.courses[0]!;
    await saveGradingTerm(getDb(), id, {
      rules: { ...may2026, courses: [first, { ...first, id: "maths-3", name: "Maths 3" }] },
    });
    await getDb()
      .insert(gradingTerms)
      .values({
        term: "2026-09",
        document: { term: "2026-09", title: "Broken", courses: [{ id: "old-course" }, {}] },
      });
    const list = await listAdminGradingTerms(getDb());
    expect(list.map((t) => [t.term, t.uncatalogued])).toEqual([
      ["2026-09", ["old-course"]],
      ["2026-05", ["maths-3"]],
      ["2026-01", []],
      ["2025-09", []],
    ]);
  });

  it("gives any term's rules as JSON text to start a new term from", async () => {
    const text = await getGradingTermText(getDb(), "2025-09");
    expect(JSON.parse(text!)).toEqual(JSON.parse(JSON.stringify(SEP_2025)));
    expect(await getGradingTermText(getDb(), "1999-01")).toBeUndefined();
  });
});
