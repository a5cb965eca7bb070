// Read and write of the site settings against a real database, and what the public helpers make
// of them.
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { foundationCourses } from "~/content/courses";
import { upsertAdmin } from "~/features/auth/admins.server";
import { auditLog, siteSettings } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { buildDemoSettings, seedDemoSettings } from "./demo.server";
import { saveSiteSetting } from "./mutations.server";
import { mailFooter, operatorDetails, shellLinks, toolState, visibleStudySections } from "./public";
import { getSiteSettings } from "./queries.server";

describeWithDatabase("site settings", (getDb) => {
  it("reads nothing from an empty table", async () => {
    expect(await getSiteSettings(getDb())).toEqual({});
  });

  it("saves a valid value, replaces it on the next save, and audits both", async () => {
    const db = getDb();
    const admin = await upsertAdmin(db, "admin@example.com", "a long password 1");
    const first = await saveSiteSetting(db, admin.id, "social", {
      instagram: "https://instagram.com/hub",
    });
    expect(first.ok).toBe(true);
    await saveSiteSetting(db, admin.id, "social", { linkedin: "https://linkedin.com/hub" });
    expect((await getSiteSettings(db)).social).toEqual({ linkedin: "https://linkedin.com/hub" });
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "social"));
    expect(row?.updatedBy).toBe(admin.id);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, "social"));
    expect(audits.map((a) => a.action)).toEqual(["site_setting.update", "site_setting.update"]);
  });

  it("refuses an invalid value and stores nothing", async () => {
    const db = getDb();
    const result = await saveSiteSetting(db, null, "community", {
      foundation: { chatGroup: "javascript:alert(1)" },
    });
    expect(result.ok).toBe(false);
    expect(await db.select().from(siteSettings)).toEqual([]);
  });

  it("refuses a NUL character (jsonb cannot store it) as bad input", async () => {
    const result = await saveSiteSetting(getDb(), null, "operator", { name: "a\u0000b" });
    expect(result.ok).toBe(false);
  });

  it("treats an invalid stored value as not set, and keeps the valid ones", async () => {
    const db = getDb();
    await db.insert(siteSettings).values([
      { key: "operator", value: { email: "not an email" } },
      { key: "social", value: { videoChannel: "https://youtube.com/@hub" } },
      { key: "community", value: "garbage" },
      { key: "unknown-key", value: { anything: true } },
    ]);
    const settings = await getSiteSettings(db);
    expect(settings).toEqual({ social: { videoChannel: "https://youtube.com/@hub" } });
  });

  it("reads a value changed by hand in SQL, parsed anew; an unchanged one is the same frozen object", async () => {
    const db = getDb();
    await db
      .insert(siteSettings)
      .values({ key: "social", value: { linkedin: "https://a.test/x" } });
    const first = await getSiteSettings(db);
    const again = await getSiteSettings(db);
    expect(again.social).toBe(first.social);
    expect(Object.isFrozen(first.social)).toBe(true);
    await db
      .update(siteSettings)
      .set({ value: { linkedin: "https://b.test/y" } })
      .where(eq(siteSettings.key, "social"));
    expect((await getSiteSettings(db)).social).toEqual({ linkedin: "https://b.test/y" });
    await db
      .update(siteSettings)
      .set({ value: { linkedin: "not a link" } })
      .where(eq(siteSettings.key, "social"));
    expect((await getSiteSettings(db)).social).toBeUndefined();
  });

  it("stores demo settings that pass their schemas, with no addresses, and keeps existing keys", async () => {
    const db = getDb();
    await saveSiteSetting(db, null, "courses", { courses: [] });
    expect(await seedDemoSettings(db)).toBe(buildDemoSettings().length - 1);
    const settings = await getSiteSettings(db);
    expect(settings.courses).toEqual({ courses: [] });
    expect(settings.testimonials?.samples).toBe(true);
    expect(JSON.stringify(settings)).not.toMatch(/https?:/);
    expect(visibleStudySections(settings)).toEqual([]);
  });
  it("migration 0023: a course the demo stored as popular loses the mark; an admin's mark stays", async () => {
    const db = getDb();
    // The courses as the demo stored them before: Computational Thinking popular, 0 students.
    const seeded = foundationCourses.map(({ id: _id, ...course }, i) => ({
      ...course,
      isPopular: i === 0,
    }));
    await db.insert(siteSettings).values({ key: "courses", value: { courses: seeded } });
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../../../drizzle/0023_popular_courses_by_admin.sql"),
      "utf8",
    );
    await db.execute(sql.raw(migration));
    const after = (await getSiteSettings(db)).courses!.courses;
    expect(after.map((course) => course.isPopular)).toEqual([false, false, false]);
    // Nothing else of the cards changed, nor their order.
    expect(after).toEqual(seeded.map((course) => ({ ...course, isPopular: false })));

    // Saved by an admin: their mark is theirs, whatever it is.
    const admin = await upsertAdmin(db, "admin@example.com", "a long password 1");
    expect((await saveSiteSetting(db, admin.id, "courses", { courses: seeded })).ok).toBe(true);
    await db.execute(sql.raw(migration));
    expect((await getSiteSettings(db)).courses!.courses.map((c) => c.isPopular)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("migration 0023 leaves an empty course list as it is", async () => {
    const db = getDb();
    await db.insert(siteSettings).values({ key: "courses", value: { courses: [] } });
    await db.execute(
      sql.raw(
        fs.readFileSync(
          path.join(import.meta.dirname, "../../../drizzle/0023_popular_courses_by_admin.sql"),
          "utf8",
        ),
      ),
    );
    expect((await getSiteSettings(db)).courses).toEqual({ courses: [] });
  });
});

it("hides every link and detail that is not set", () => {
  expect(shellLinks({})).toEqual({ videoChannel: null, social: [], contactEmail: null });
  expect(
    shellLinks({
      social: { linkedin: "https://linkedin.com/hub" },
      operator: { addressLines: [] },
    }),
  ).toEqual({
    videoChannel: null,
    social: [{ name: "LinkedIn", href: "https://linkedin.com/hub" }],
    contactEmail: null,
  });
  expect(operatorDetails({})).toEqual({ name: null, addressLines: [], email: null });
  expect(mailFooter(operatorDetails({}))).toBeNull();
  expect(mailFooter({ name: "Hub <Trust>", addressLines: ["1 Road"], email: "a@hub.org" })).toEqual(
    {
      text: "Hub <Trust>, 1 Road\nContact: a@hub.org",
      html: "Hub &lt;Trust&gt;, 1 Road<br>Contact: a@hub.org",
    },
  );
});

it("gives each tool its status: built-in by default, external ones need an address", () => {
  expect(toolState({}, "cgpa-calculator")).toEqual({
    status: "available",
    href: "/tools/cgpa-calculator",
    external: false,
  });
  expect(toolState({}, "code-editor")).toEqual({ status: "coming-soon" });
  // The video channel card needs the video channel.
  expect(toolState({}, "video-channel")).toEqual({ status: "hidden" });
  expect(toolState({ social: { videoChannel: "https://yt.test/@hub" } }, "video-channel")).toEqual({
    status: "available",
    href: "https://yt.test/@hub",
    external: true,
  });
  expect(
    toolState(
      { tools: { "code-editor": { status: "available", url: "https://code.test" } } },
      "code-editor",
    ),
  ).toEqual({ status: "available", href: "https://code.test", external: true });
  expect(
    toolState({ tools: { "grade-predictor": { status: "hidden" } } }, "grade-predictor"),
  ).toEqual({ status: "hidden" });
});

it("shows only study-material cards with an address, and only sections with such cards", () => {
  const sections = visibleStudySections({
    study_materials: {
      sections: [
        {
          level: "foundation",
          title: "Term 1",
          display: "cards",
          cards: [{ title: "English 1" }, { title: "Maths 1", url: "https://drive.test/m1" }],
        },
        { level: "diploma", title: "Programming", display: "cards", cards: [{ title: "Java" }] },
        {
          level: "foundation",
          title: "Term 1",
          display: "folders",
          cards: [{ title: "Python", url: "https://drive.test/py" }],
        },
      ],
    },
  });
  expect(sections.map((s) => [s.id, s.cards.map((c) => c.title)])).toEqual([
    ["foundation-term-1", ["Maths 1"]],
    ["foundation-term-1-2", ["Python"]],
  ]);
});
