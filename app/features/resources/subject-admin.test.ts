// The admin subjects screen's loader and action (add, edit, merge, delete), called with real
// Requests against a real database; and the public pages reading the subjects table.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { subjectCatalogue, TERMS } from "~/content/subjects";
import { logger } from "~/lib/logger.server";
import { action, loader } from "~/routes/admin/subjects";
import { loader as resourcesIndexLoader } from "~/routes/public/resources/index";
import { auditLog, resources, subjects } from "~db/schema";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { listLevelSubjectCards } from "./subject-queries.server";

it("migration 0008 fills the table with the catalogue's 16 subjects, names and terms", async () => {
  const handle = await createTestDatabase("pglite");
  try {
    for (const level of ["foundation", "diploma"] as const) {
      const cards = await listLevelSubjectCards(handle.db, level);
      const expected = TERMS.flatMap((term) =>
        subjectCatalogue[level][term].map((s) => ({
          slug: s.id,
          name: s.name,
          description: s.description,
          term,
        })),
      );
      expect(cards).toEqual(expected);
    }
    expect(await listLevelSubjectCards(handle.db, "bsc")).toEqual([]);
  } finally {
    await handle.close();
  }
}, 120_000); // a database of its own: opening and migrating it takes a while on a busy machine

describeWithDatabase("admin subjects screen", (getDb) => {
  const context = () =>
    ({ db: getDb(), logger, env: {}, clientIp: "127.0.0.1" }) as unknown as AppLoadContext;
  beforeEach(() => insertMigrationSubjects(getDb()));

  async function signedIn() {
    const { admin, cookie } = await signedInAdmin(getDb());
    return { admin, cookie };
  }

  type Reply = {
    data: { result?: { error?: Record<string, string[]>; initialValue?: unknown }; toast: unknown };
    init: ResponseInit;
  };
  const post = async (url: string, cookie: string, fields: Record<string, string>) =>
    (await action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response | Reply;
  const get = async (url: string, cookie: string) =>
    (await loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never)) as Awaited<ReturnType<typeof loader>>;

  const resource = (level: "foundation" | "diploma" | "degree", subject: string, title = "r") => ({
    title,
    description: "d",
    category: "academic" as const,
    level,
    subject,
    resourceType: "notes" as const,
  });
  const subjectBySlug = async (level: string, slug: string) =>
    (await getDb().select().from(subjects).where(eq(subjects.slug, slug))).find(
      (s) => s.level === level,
    );
  const audit = async (actionName: string) =>
    getDb().select().from(auditLog).where(eq(auditLog.action, actionName));

  it("lists a level's subjects by name with slug, term and resources counted in both spellings", async () => {
    const { cookie } = await signedIn();
    await getDb()
      .insert(resources)
      .values([
        resource("foundation", "statistics"),
        resource("foundation", "statistics"),
        resource("foundation", "computational_thinking"),
        resource("foundation", "computational-thinking"),
        // The old "add subject" marker row is not a resource.
        { ...resource("foundation", "english"), resourceTag: "introduction" },
        resource("diploma", "statistics"),
      ]);
    const page = await get("/admin/subjects", cookie);
    expect(page.level).toBe("foundation");
    expect(page.total).toBe(8);
    const byName = Object.fromEntries(page.rows.map((r) => [r.name, r]));
    expect(page.rows.map((r) => r.name)).toEqual([...page.rows.map((r) => r.name)].sort());
    expect(byName["Statistics and Probability"]).toMatchObject({
      slug: "statistics",
      term: "term1",
      resources: 2,
    });
    expect(byName["Computational Thinking"]!.resources).toBe(2);
    expect(byName["English"]!.resources).toBe(0);
    const search = await get("/admin/subjects?level=foundation&q=statistics%202", cookie);
    expect(search.rows.map((r) => r.slug)).toEqual(["statistics-2"]);
    const byName2 = await get("/admin/subjects?q=probability", cookie);
    expect(byName2.rows.map((r) => r.slug)).toEqual(["statistics", "statistics-2"]);
    expect((await get("/admin/subjects?level=degree", cookie)).rows).toEqual([]);
  });

  it("adds a subject with a slug made from its name, at the end of its term, audited", async () => {
    const { admin, cookie } = await signedIn();
    const response = (await post("/admin/subjects?level=diploma&new=1", cookie, {
      intent: "save",
      name: "Business Data Management",
      slug: "",
      level: "diploma",
      term: "term2",
      description: "Data-driven decisions for a business.",
      folderUrl: "https://drive.google.com/drive/folders/bdm",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/subjects?level=diploma");
    expect(response.headers.get("Set-Cookie")).toContain("flash-toast=");
    const row = await subjectBySlug("diploma", "business-data-management");
    expect(row).toMatchObject({
      name: "Business Data Management",
      term: "term2",
      position: 4, // after the four term-2 diploma subjects (0…3)
      folderUrl: "https://drive.google.com/drive/folders/bdm",
    });
    expect(await audit("subject.create")).toEqual([
      expect.objectContaining({ adminId: admin.id, entityId: row!.id }),
    ]);
    // No marker row any more: a subject is a row of its own table.
    expect(await getDb().select().from(resources)).toHaveLength(0);
    const cards = await listLevelSubjectCards(getDb(), "diploma");
    expect(cards.at(-1)).toMatchObject({ slug: "business-data-management", term: "term2" });
  });

  it("refuses a duplicate slug at the same level (typed values kept), allows it at another", async () => {
    const { cookie } = await signedIn();
    const fields = { intent: "save", name: "Stats again", slug: "statistics", level: "foundation" };
    const duplicate = (await post("/admin/subjects?new=1", cookie, fields)) as Reply;
    expect(duplicate.init.status).toBe(409);
    expect(duplicate.data.result?.error).toEqual({
      slug: ["A subject with this slug already exists at this level"],
    });
    expect(duplicate.data.result?.initialValue).toMatchObject({ name: "Stats again" });
    const elsewhere = (await post("/admin/subjects?new=1", cookie, {
      ...fields,
      level: "degree",
    })) as Response;
    expect(elsewhere.status).toBe(303);
    expect(await subjectBySlug("degree", "statistics")).toBeDefined();
  });

  it("rejects a bad slug, a bad folder URL and a missing name with field errors", async () => {
    const { cookie } = await signedIn();
    const bad = (await post("/admin/subjects?new=1", cookie, {
      intent: "save",
      name: " ",
      slug: "--Bad--slug!",
      level: "masters",
      term: "term9",
      folderUrl: "javascript:alert(1)",
    })) as Reply;
    expect(bad.init.status).toBe(400);
    expect(Object.keys(bad.data.result!.error!).sort()).toEqual([
      "folderUrl",
      "level",
      "name",
      "term",
    ]);
    const slug = (await post("/admin/subjects?new=1", cookie, {
      intent: "save",
      name: "Fine",
      slug: "not/a slug",
      level: "foundation",
    })) as Reply;
    expect(slug.data.result?.error).toEqual({
      slug: ["Use lower-case letters and digits, words joined by single hyphens"],
    });
    const symbols = (await post("/admin/subjects?new=1", cookie, {
      intent: "save",
      name: "∑∫",
      level: "foundation",
    })) as Reply;
    expect(Object.keys(symbols.data.result!.error!)).toEqual(["slug"]);
  });

  it("renames without moving anything; a new slug moves the subject's resources, both spellings, in one go", async () => {
    const { cookie } = await signedIn();
    const ds = await insertSubject(getDb(), { level: "degree", slug: "data-science" });
    await insertSubject(getDb(), { level: "diploma", slug: "data-science" });
    await getDb()
      .insert(resources)
      .values([
        resource("degree", "data-science"),
        resource("degree", "data_science"),
        { ...resource("degree", "data_science"), resourceTag: "introduction" },
        resource("diploma", "data-science"),
      ]);
    const edit = (fields: Record<string, string>) =>
      post(`/admin/subjects?level=degree&edit=${ds.id}`, cookie, {
        intent: "save",
        id: ds.id,
        name: "Data Science",
        slug: "data-science",
        level: "diploma", // locked: ignored on edit
        ...fields,
      });
    expect(((await edit({ name: "Data Science I", term: "term1" })) as Response).status).toBe(303);
    expect(await subjectBySlug("degree", "data-science")).toMatchObject({
      name: "Data Science I",
      term: "term1",
      level: "degree",
    });
    const loaded = await get(`/admin/subjects?level=degree&edit=${ds.id}`, cookie);
    expect(loaded.editing).toMatchObject({ name: "Data Science I", resources: 2 });

    expect(((await edit({ slug: "applied-data-science" })) as Response).status).toBe(303);
    const degree = await getDb().select().from(resources).where(eq(resources.level, "degree"));
    expect(degree.map((r) => r.subject)).toEqual([
      "applied-data-science",
      "applied-data-science",
      "applied-data-science",
    ]);
    const diploma = await getDb().select().from(resources).where(eq(resources.level, "diploma"));
    expect(diploma[0]!.subject).toBe("data-science");
    const [, update] = await audit("subject.update");
    expect(update!.details).toEqual({
      level: "degree",
      from: { slug: "data-science", name: "Data Science I" },
      to: { slug: "applied-data-science", name: "Data Science" },
      moved: 3,
    });
    // A slug another subject of the level has: refused, nothing moved.
    await insertSubject(getDb(), { level: "degree", slug: "taken" });
    const clash = (await edit({ slug: "taken" })) as Reply;
    expect(clash.init.status).toBe(409);
    expect(
      (await getDb().select().from(resources).where(eq(resources.subject, "taken"))).length,
    ).toBe(0);
  });

  it("merges a legacy subject into the real one: every row of both spellings moves, the source goes", async () => {
    const { cookie } = await signedIn();
    // What migration 0008 made of rows stored as 'stats_1': a subject of its own.
    const legacy = await insertSubject(getDb(), { slug: "stats-1", name: "Stats 1" });
    const target = await subjectBySlug("foundation", "statistics");
    await getDb()
      .insert(resources)
      .values([
        resource("foundation", "stats_1", "a"),
        resource("foundation", "stats-1", "b"),
        resource("foundation", "statistics", "c"),
        resource("diploma", "stats_1", "other level"),
      ]);
    const chooser = await get(`/admin/subjects?merge=${legacy.id}`, cookie);
    expect(chooser.merging?.subject).toMatchObject({ name: "Stats 1", resources: 2 });
    expect(chooser.merging?.targets.map((t) => t.slug)).not.toContain("stats-1");
    expect(chooser.merging?.targets).toHaveLength(8);
    expect(chooser.merging?.into).toBeNull();
    const confirm = await get(`/admin/subjects?merge=${legacy.id}&into=${target!.id}`, cookie);
    expect(confirm.merging?.into).toMatchObject({ name: "Statistics and Probability" });

    const response = (await post(`/admin/subjects?merge=${legacy.id}&into=${target!.id}`, cookie, {
      intent: "merge",
      id: legacy.id,
      into: target!.id,
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/subjects");
    const rows = await getDb().select().from(resources);
    expect(Object.fromEntries(rows.map((r) => [r.title, r.subject]))).toEqual({
      a: "statistics",
      b: "statistics",
      c: "statistics",
      "other level": "stats_1",
    });
    expect(await subjectBySlug("foundation", "stats-1")).toBeUndefined();
    const [merged] = await audit("subject.merge");
    expect(merged).toMatchObject({ entityId: target!.id });
    expect(merged!.details).toMatchObject({ moved: 2, from: { slug: "stats-1" } });
    const page = await get("/admin/subjects", cookie);
    expect(page.rows.find((r) => r.slug === "statistics")!.resources).toBe(3);
  });

  it("refuses to merge across levels or into itself, and changes nothing", async () => {
    const { cookie } = await signedIn();
    const a = await subjectBySlug("foundation", "english");
    const b = await subjectBySlug("diploma", "big-data");
    for (const into of [b!.id, a!.id, "not-a-uuid"]) {
      const reply = (await post("/admin/subjects", cookie, {
        intent: "merge",
        id: a!.id,
        into,
      })) as Reply;
      expect(reply.init.status, into).toBeGreaterThanOrEqual(400);
      expect(reply.init.status, into).toBeLessThan(500);
      expect(reply.data.toast).toMatchObject({ description: "Operation failed" });
    }
    expect(await subjectBySlug("foundation", "english")).toBeDefined();
    expect(await audit("subject.merge")).toEqual([]);
  });

  it("deletes a subject without resources (markers go too); one with resources gets the notice and the merge dialog", async () => {
    const { cookie } = await signedIn();
    const empty = await insertSubject(getDb(), { slug: "astronomy" });
    await getDb()
      .insert(resources)
      .values([
        { ...resource("foundation", "astronomy"), resourceTag: "introduction" },
        resource("foundation", "english"),
      ]);
    const dialog = await get(`/admin/subjects?delete=${empty.id}`, cookie);
    expect(dialog.deleting).toMatchObject({ name: "Astronomy", resources: 0 });
    const deleted = (await post(`/admin/subjects?delete=${empty.id}`, cookie, {
      intent: "delete",
      id: empty.id,
    })) as Response;
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/admin/subjects");
    expect(await subjectBySlug("foundation", "astronomy")).toBeUndefined();
    expect(await getDb().select().from(resources)).toHaveLength(1);
    expect(await audit("subject.delete")).toHaveLength(1);

    const english = await subjectBySlug("foundation", "english");
    const kept = (await post(`/admin/subjects?level=foundation&delete=${english!.id}`, cookie, {
      intent: "delete",
      id: english!.id,
    })) as Response;
    expect(kept.status).toBe(303);
    expect(kept.headers.get("Location")).toBe(
      `/admin/subjects?level=foundation&merge=${english!.id}`,
    );
    const flash = /flash-toast=([^;]+)/.exec(kept.headers.get("Set-Cookie") ?? "")![1]!;
    expect(Buffer.from(decodeURIComponent(flash), "base64").toString()).toContain(
      '"title":"Action not recommended"',
    );
    expect(await subjectBySlug("foundation", "english")).toBeDefined();
    expect(await audit("subject.delete")).toHaveLength(1);

    const gone = (await post("/admin/subjects", cookie, {
      intent: "delete",
      id: empty.id,
    })) as Reply;
    expect(gone.init.status).toBe(404);
  });

  it("the public level page lists the table's subjects; a level without any is Coming Soon", async () => {
    await insertSubject(getDb(), {
      level: "bsc",
      slug: "data-science",
      name: "Data Science",
      term: null,
    });
    const load = async (level?: string) =>
      (await resourcesIndexLoader({
        params: { level },
        context: context(),
        request: new Request("http://localhost/resources"),
      } as never)) as { subjects: { slug: string; term: string | null }[] };
    const foundation = await load();
    expect(foundation.subjects.map((s) => s.slug).slice(0, 4)).toEqual([
      "computational-thinking",
      "mathematics",
      "english",
      "statistics",
    ]);
    expect((await load("bsc")).subjects).toEqual([
      expect.objectContaining({
        slug: "data-science",
        term: null,
        description: "Lectures, notes and previous-year question papers for Data Science.",
      }),
    ]);
    expect((await load("bs")).subjects).toEqual([]);
  });
});
