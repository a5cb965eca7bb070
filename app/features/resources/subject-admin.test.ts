// The admin subjects screen's loader and action (add, edit, merge, delete), called with real
// Requests against a real database; and the public pages reading the subjects table, the course
// catalogue of ADR 046.
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/subjects";
import { loader as resourcesIndexLoader } from "~/routes/public/resources/index";
import { auditLog, calendarEvents, resources, subjectAliases, subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { insertMockPaper } from "~tests/setup/mock-paper";
import { insertMigrationSubjects, insertSubject } from "~tests/setup/subject-factory";
import { listLevelSubjectCards } from "./subject-queries.server";

it("the migrations fill the catalogue: official names, the spec's Foundation slugs, 18 diploma courses, old slugs as aliases", async () => {
  const handle = await createTestDatabase("pglite");
  try {
    const foundation = await listLevelSubjectCards(handle.db, "foundation");
    expect(foundation.map((c) => [c.slug, c.name, c.term])).toEqual([
      ["computational-thinking", "Computational Thinking", "term1"],
      ["mathematics", "Mathematics for Data Science I", "term1"],
      ["english", "English I", "term1"],
      ["statistics", "Statistics for Data Science I", "term1"],
      ["mathematics-2", "Mathematics for Data Science II", "term2"],
      ["programming", "Programming in Python", "term2"],
      ["english-2", "English II", "term2"],
      ["statistics-2", "Statistics for Data Science II", "term2"],
    ]);
    const diploma = await handle.db
      .select({ slug: subjects.slug, track: subjects.track, code: subjects.code })
      .from(subjects)
      .where(eq(subjects.level, "diploma"));
    expect(diploma).toHaveLength(18);
    expect(diploma.every((c) => c.track && c.code)).toBe(true);
    const degree = await handle.db.select().from(subjects).where(eq(subjects.level, "degree"));
    expect(degree).toHaveLength(35);
    const aliases = await handle.db
      .select({ old: subjectAliases.slug, now: subjects.slug })
      .from(subjectAliases)
      .innerJoin(subjects, eq(subjects.id, subjectAliases.subjectId));
    expect(Object.fromEntries(aliases.map((a) => [a.old, a.now]))).toEqual({
      "database-systems": "database-management-systems",
      "machine-learning": "machine-learning-foundations",
      "data-science-1": "tools-in-data-science",
      "data-science-2": "machine-learning-practice",
      "data-visualization": "business-data-management",
      "deep-learning": "deep-learning-and-generative-ai",
      "big-data": "machine-learning-techniques",
      capstone: "machine-learning-practice-project",
    });
    expect(await listLevelSubjectCards(handle.db, "bsc")).toEqual([]);
  } finally {
    await handle.close();
  }
}, 120_000); // a database of its own: opening and migrating it takes a while on a busy machine

describeWithDatabase("admin subjects screen", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });
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

  it("lists a level's subjects by name with short name, code, slug, term and resources counted in both spellings", async () => {
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
    expect(byName["Statistics for Data Science I"]).toMatchObject({
      slug: "statistics",
      shortName: "Stats 1",
      code: "BSMA1002",
      term: "term1",
      resources: 2,
    });
    expect(byName["Computational Thinking"]!.resources).toBe(2);
    expect(byName["English I"]!.resources).toBe(0);
    const search = await get("/admin/subjects?level=foundation&q=statistics%202", cookie);
    expect(search.rows.map((r) => r.slug)).toEqual(["statistics-2"]);
    // By short name and by code too.
    const byShortName = await get("/admin/subjects?q=stats", cookie);
    expect(byShortName.rows.map((r) => r.slug)).toEqual(["statistics", "statistics-2"]);
    const byCode = await get("/admin/subjects?q=bsma1003", cookie);
    expect(byCode.rows.map((r) => r.slug)).toEqual(["mathematics-2"]);
    expect((await get("/admin/subjects?level=degree", cookie)).total).toBe(35);
  });

  it("adds a course with its catalogue facts and a slug made from its name, at the end of its term, audited", async () => {
    const { admin, cookie } = await signedIn();
    const response = (await post("/admin/subjects?level=diploma&new=1", cookie, {
      intent: "save",
      name: "Data Visualisation Lab",
      shortName: "DV Lab",
      shorthand: "dvl, DV lab ,, Viz Lab, dvl",
      slug: "",
      level: "diploma",
      code: "bsda2099",
      credits: "2",
      track: "data-science",
      gradingId: "dv-lab",
      source: "Programme academics page",
      term: "term2",
      description: "Charts that tell the truth.",
      folderUrl: "https://drive.google.com/drive/folders/dvl",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/subjects?level=diploma");
    expect(response.headers.get("Set-Cookie")).toContain("flash-toast=");
    const row = await subjectBySlug("diploma", "data-visualisation-lab");
    expect(row).toMatchObject({
      name: "Data Visualisation Lab",
      shortName: "DV Lab",
      shorthand: ["dvl", "dv lab", "viz lab"],
      code: "BSDA2099",
      credits: 2,
      track: "data-science",
      gradingId: "dv-lab",
      source: "Programme academics page",
      term: "term2",
      position: 12, // after the twelve term-2 diploma courses (0…11)
      folderUrl: "https://drive.google.com/drive/folders/dvl",
    });
    expect(await audit("subject.create")).toEqual([
      expect.objectContaining({ adminId: admin.id, entityId: row!.id }),
    ]);
    // No marker row any more: a subject is a row of its own table.
    expect(await getDb().select().from(resources)).toHaveLength(0);
    const cards = await listLevelSubjectCards(getDb(), "diploma");
    expect(cards.at(-1)).toMatchObject({ slug: "data-visualisation-lab", term: "term2" });

    // The edit dialog shows every fact back; the screen lists its short name and code.
    const editing = (await get(`/admin/subjects?level=diploma&edit=${row!.id}`, cookie)).editing;
    expect(editing).toMatchObject({ shorthand: ["dvl", "dv lab", "viz lab"], aliases: [] });
    const listed = (await get("/admin/subjects?level=diploma&q=dv", cookie)).rows;
    expect(listed).toEqual([
      expect.objectContaining({ shortName: "DV Lab", code: "BSDA2099", resources: 0 }),
    ]);
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

  it("says at each catalogue field what is wrong, and writes nothing", async () => {
    const { cookie } = await signedIn();
    const bad = (await post("/admin/subjects?new=1", cookie, {
      intent: "save",
      name: "Course",
      level: "foundation",
      shortName: "x".repeat(41),
      shorthand: `fine, ${"y".repeat(41)}`,
      code: "12-ABC",
      credits: "0",
      track: "data-science",
      gradingId: "Maths 1!",
      source: "s".repeat(301),
    })) as Reply;
    expect(bad.init.status).toBe(400);
    expect(bad.data.result!.error).toEqual({
      shortName: ["Keep the short name under 40 characters"],
      shorthand: [expect.stringMatching(/^Keep each spelling under 40 characters/)],
      code: ["Use the programme's course code, e.g. BSMA1001"],
      credits: ["Credits are a whole number from 1 to 20"],
      track: ["Only a diploma course belongs to a diploma: leave the track empty"],
      gradingId: [
        "Use the course's id in the grading rules: lower-case words joined by hyphens, e.g. maths-1",
      ],
      source: ["Keep the source under 300 characters"],
    });
    for (const credits of ["21", "2.5", "two"]) {
      const reply = (await post("/admin/subjects?new=1", cookie, {
        intent: "save",
        name: "Course",
        level: "diploma",
        credits,
      })) as Reply;
      expect(reply.data.result!.error, credits).toEqual({
        credits: ["Credits are a whole number from 1 to 20"],
      });
    }
    const many = (await post("/admin/subjects?new=1", cookie, {
      intent: "save",
      name: "Course",
      level: "foundation",
      shorthand: Array.from({ length: 21 }, (_, i) => `w${i}`).join(","),
    })) as Reply;
    expect(many.data.result!.error).toEqual({ shorthand: ["Keep to 20 spellings"] });
    // A code or grading id another course has, and another course's former slug: at the field.
    const taken = (await post("/admin/subjects?level=diploma&new=1", cookie, {
      intent: "save",
      name: "Course",
      slug: "big-data",
      level: "diploma",
      code: "BSMA1001",
      gradingId: "mlt",
    })) as Reply;
    expect(taken.init.status).toBe(409);
    expect(taken.data.result!.error).toEqual({
      slug: [
        '"big-data" is a former slug of Machine Learning Techniques: its old links lead there. Choose another slug',
      ],
      code: ["Mathematics for Data Science I already has the code BSMA1001"],
      gradingId: ["Machine Learning Techniques already has the grading id mlt"],
    });
    expect(taken.data.result?.initialValue).toMatchObject({ name: "Course", code: "BSMA1001" });
    expect(await getDb().select().from(subjects).where(eq(subjects.name, "Course"))).toEqual([]);
    expect(await audit("subject.create")).toEqual([]);
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
      from: { slug: "data-science", name: "Data Science I", code: null },
      to: { slug: "applied-data-science", name: "Data Science", code: null },
      moved: 3,
      aliasKept: "data-science",
    });
    // The previous slug stays as the course's alias (its links answer 301 to the new one).
    expect(
      await getDb()
        .select({ slug: subjectAliases.slug, subjectId: subjectAliases.subjectId })
        .from(subjectAliases)
        .where(eq(subjectAliases.level, "degree")),
    ).toEqual([{ slug: "data-science", subjectId: ds.id }]);
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
    expect(confirm.merging?.into).toMatchObject({ name: "Statistics for Data Science I" });

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
    expect(merged!.details).toMatchObject({
      moved: 2,
      from: { slug: "stats-1" },
      aliasesKept: ["stats-1"],
    });
    const page = await get("/admin/subjects", cookie);
    expect(page.rows.find((r) => r.slug === "statistics")!.resources).toBe(3);
    // Its slug now leads to the course it joined, and a row written under it is filed there.
    const [alias] = await getDb()
      .select()
      .from(subjectAliases)
      .where(and(eq(subjectAliases.level, "foundation"), eq(subjectAliases.slug, "stats-1")));
    expect(alias?.subjectId).toBe(target!.id);
    await getDb()
      .insert(resources)
      .values(resource("foundation", "stats_1", "late"));
    const [late] = await getDb().select().from(resources).where(eq(resources.title, "late"));
    expect(late?.subject).toBe("statistics");
  });

  it("refuses to merge a course with practice questions, saying how many and where", async () => {
    const { cookie } = await signedIn();
    const mock = await insertMockPaper(getDb());
    const target = await subjectBySlug("foundation", "statistics");
    const dialog = await get(`/admin/subjects?merge=${mock.subject.id}`, cookie);
    expect(dialog.merging?.subject.usage).toEqual({
      resources: 0,
      questions: 4,
      papers: 1,
      events: 0,
    });
    const reply = (await post("/admin/subjects", cookie, {
      intent: "merge",
      id: mock.subject.id,
      into: target!.id,
    })) as Reply;
    expect(reply.init.status).toBe(409);
    expect(reply.data.toast).toMatchObject({
      description: expect.stringContaining(
        "has 4 practice questions on Practice Questions and 1 practice paper on Practice Papers.",
      ),
    });
    expect(await subjectBySlug("foundation", mock.subject.slug)).toBeDefined();
    expect(await audit("subject.merge")).toEqual([]);
  });

  it("refuses to merge across levels or into itself, and changes nothing", async () => {
    const { cookie } = await signedIn();
    const a = await subjectBySlug("foundation", "english");
    const b = await subjectBySlug("diploma", "machine-learning-techniques");
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

  it("deletes a subject without resources (markers go too); one with resources gets the notice, its counts and the merge dialog", async () => {
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
    // The signed cookie's value: base64 of the toast's JSON, then the signature.
    const notice = Buffer.from(decodeURIComponent(flash).split(".")[0]!, "base64").toString();
    expect(notice).toContain('"title":"Action not recommended"');
    expect(notice).toContain(
      '"description":"Deleting subjects directly is not recommended. Please manage resources individually. “English I” has 1 resource on Resources. Merge it into another course instead: its resources and dates move there."',
    );
    expect(await subjectBySlug("foundation", "english")).toBeDefined();
    expect(await audit("subject.delete")).toHaveLength(1);

    const gone = (await post("/admin/subjects", cookie, {
      intent: "delete",
      id: empty.id,
    })) as Reply;
    expect(gone.init.status).toBe(404);
  });

  it("refuses to delete a course its practice questions, papers or exam dates use, counting each", async () => {
    const { cookie } = await signedIn();
    const mock = await insertMockPaper(getDb());
    await getDb()
      .insert(resources)
      .values([
        resource("foundation", mock.subject.slug),
        resource("foundation", mock.subject.slug),
      ]);
    await getDb()
      .insert(calendarEvents)
      .values(
        [1, 2].map((n) => ({
          uid: `quiz-${n}@test`,
          kind: "quiz-1" as const,
          title: `Quiz ${n}`,
          level: "foundation" as const,
          subjectId: mock.subject.id,
          term: "2025-09",
          startsAt: new Date(Date.UTC(2025, 9, n)),
          endsAt: new Date(Date.UTC(2025, 9, n, 3)),
          source: "Test",
        })),
      );
    const dialog = await get(`/admin/subjects?delete=${mock.subject.id}`, cookie);
    expect(dialog.deleting?.usage).toEqual({ resources: 2, questions: 4, papers: 1, events: 2 });
    const refused = (await post(`/admin/subjects?delete=${mock.subject.id}`, cookie, {
      intent: "delete",
      id: mock.subject.id,
    })) as Reply;
    expect(refused.init.status).toBe(409);
    expect(refused.data.toast).toMatchObject({
      title: "Action not recommended",
      description: expect.stringContaining(
        "has 2 resources on Resources, 4 practice questions on Practice Questions, 1 practice paper on Practice Papers and 2 dates in the Exam Calendar. Move or delete its practice questions and papers there first",
      ),
    });
    expect(await subjectBySlug("foundation", mock.subject.slug)).toBeDefined();
    expect(await audit("subject.delete")).toEqual([]);

    // Dates alone: the notice, and the merge that takes them along.
    const dated = await insertSubject(getDb(), { slug: "dated-course" });
    await getDb().update(calendarEvents).set({ subjectId: dated.id });
    const onlyDates = (await post("/admin/subjects", cookie, {
      intent: "delete",
      id: dated.id,
    })) as Response;
    expect(onlyDates.headers.get("Location")).toBe(`/admin/subjects?merge=${dated.id}`);
    expect(await subjectBySlug("foundation", "dated-course")).toBeDefined();
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
