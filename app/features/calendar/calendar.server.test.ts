// The exam calendar on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// the feeds read back with a real iCalendar parser, the admin screen's loader and action with
// real Requests (validation, audit rows, the admin check), the public page's loader, the next
// dates of a course, the demo seed, and what the subjects screen does with a course's dates.
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeEach, expect, it } from "vitest";
import { action, loader } from "~/routes/admin/calendar";
import { action as subjectsAction } from "~/routes/admin/subjects";
import { loader as feedLoader } from "~/routes/feeds/calendar-ics";
import { loader as pageLoader } from "~/routes/public/calendar";
import { auditLog, calendarEvents, subjects } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { insertMigrationSubjects } from "~tests/setup/subject-factory";
import { demoUid, SEP_2025_SOURCE, seedDemoCalendar } from "./demo.server";
import { findUpcomingEvents } from "./queries.server";

type NewEvent = typeof calendarEvents.$inferInsert;
type Reply = {
  data: { result?: { error?: Record<string, string[] | null> }; toast: unknown };
  init: ResponseInit;
};

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue("status"),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      zone: event.startDate.zone?.tzid,
    };
  });
}

describeWithDatabase("exam calendar", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });
  beforeEach(() => insertMigrationSubjects(getDb()));

  const subjectId = async (level: "foundation" | "diploma", slug: string) => {
    const [row] = await getDb()
      .select({ id: subjects.id })
      .from(subjects)
      .where(and(eq(subjects.level, level), eq(subjects.slug, slug)));
    return row!.id;
  };
  let n = 0;
  async function insertEvent(overrides: Partial<NewEvent> = {}) {
    n += 1;
    const [row] = await getDb()
      .insert(calendarEvents)
      .values({
        uid: `test-${n}-${Math.random().toString(36).slice(2)}`,
        kind: "quiz-1",
        title: `Event ${n}`,
        term: "2026-09",
        startsAt: new Date("2026-12-06T08:30:00Z"),
        endsAt: new Date("2026-12-06T12:30:00Z"),
        source: "Test document",
        ...overrides,
      })
      .returning();
    return row!;
  }

  const feed = async (path: string) => {
    const [, , first, second] = path.split("/");
    const params =
      path === "/calendar.ics" ? {} : second ? { level: first, feed: second } : { feed: first };
    return (await feedLoader({
      request: new Request(`http://localhost${path}`),
      params,
      context: context(),
    } as never)) as Response;
  };
  const uids = async (path: string) =>
    parseFeed(await (await feed(path)).text())
      .map((e) => e.uid)
      .sort();

  const post = async (url: string, cookie: string | null, fields: Record<string, string>) =>
    (await action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: cookie ? { Cookie: cookie } : {},
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
  const audit = async (name: string) =>
    getDb().select().from(auditLog).where(eq(auditLog.action, name));

  const form = {
    intent: "save",
    term: "2026-09",
    kind: "quiz-1",
    title: "Quiz 1",
    date: "2026-10-25",
    startTime: "14:00",
    endTime: "18:00",
    location: "In person at exam centres",
    source: "September 2026 term grading document",
  };

  it("serves all, a level's and a course's feed; unknown levels and courses are 404", async () => {
    const statistics = await subjectId("foundation", "statistics");
    const maths = await subjectId("foundation", "mathematics");
    const diplomaCourse = await subjectId("diploma", "machine-learning-foundations");
    const everyone = await insertEvent({ uid: "everyone" });
    const foundation = await insertEvent({ uid: "foundation", level: "foundation" });
    const stats = await insertEvent({ uid: "stats", level: "foundation", subjectId: statistics });
    await insertEvent({ uid: "maths", level: "foundation", subjectId: maths });
    await insertEvent({ uid: "ml", level: "diploma", subjectId: diplomaCourse });

    const all = await feed("/calendar.ics");
    expect(all.status).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(all.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await uids("/calendar.ics")).toEqual(["everyone", "foundation", "maths", "ml", "stats"]);
    expect(await uids("/calendar/foundation.ics")).toEqual([
      "everyone",
      "foundation",
      "maths",
      "stats",
    ]);
    expect(await uids("/calendar/foundation/statistics.ics")).toEqual([
      "everyone",
      "foundation",
      "stats",
    ]);
    expect(await uids("/calendar/diploma.ics")).toEqual(["everyone", "ml"]);
    expect(await uids("/calendar/diploma/machine-learning-foundations.ics")).toEqual([
      "everyone",
      "ml",
    ]);
    // A legacy underscored slug and a former slug of the course lead to its feed (301).
    for (const old of ["machine_learning_foundations", "machine-learning", "machine_learning"]) {
      const moved = await feed(`/calendar/diploma/${old}.ics`);
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get("Location"), old).toBe(
        "/calendar/diploma/machine-learning-foundations.ics",
      );
    }
    const course = await (await feed("/calendar/foundation/statistics.ics")).text();
    expect(course).toContain("X-WR-CALNAME:Statistics for Data Science I exam dates");

    for (const path of [
      "/calendar/moon.ics",
      "/calendar/foundation.txt",
      "/calendar/foundation/nope.ics",
      "/calendar/foundation/statistics",
      "/calendar/moon/statistics.ics",
      "/calendar/diploma/statistics-2.ics", // a Foundation course under the wrong level
    ]) {
      const response = await feed(path);
      expect(response.status, path).toBe(404);
    }

    const [parsed] = parseFeed(
      await (await feed("/calendar/foundation/statistics.ics")).text(),
    ).filter((e) => e.uid === stats.uid);
    expect(parsed).toMatchObject({
      summary: stats.title,
      zone: "Asia/Kolkata",
      start: "2026-12-06T08:30:00.000Z",
      status: "CONFIRMED",
      sequence: 0,
    });
    expect(parsed!.description).toContain("Source: Test document");
    expect(parsed!.description).toContain("Foundation · Statistics for Data Science I");
    expect(everyone.level).toBeNull();
    expect(foundation.subjectId).toBeNull();
  });

  it("refuses the admin screen and its actions without an admin session", async () => {
    await expect(
      loader({
        request: new Request("http://localhost/admin/calendar"),
        params: {},
        context: context(),
      } as never),
    ).rejects.toSatisfy(
      (r: Response) => r.status === 302 && r.headers.get("Location")!.startsWith("/admin/login"),
    );
    const thrown = await post("/admin/calendar", null, form).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(401);
    expect(await getDb().select().from(calendarEvents)).toEqual([]);
  });

  it("answers bad input at its field with 400 and writes nothing", async () => {
    const { cookie } = await signedInAdmin(getDb());
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "" }, "title", "Enter a title"],
      [{ date: "26-10-2026" }, "date", "Enter a date like 2025-10-26"],
      [{ endTime: "13:00" }, "endTime", "The end must be after the start"],
      [{ startTime: "" }, "startTime", "Enter the start time (IST), or tick All day"],
      [
        { date: "2062-10-25" },
        "date",
        "September 2026 term dates fall between 1 Jul 2026 and 28 Feb 2027",
      ],
      [{ level: "bsc" }, "level", "Choose a level from the list"], // no BSc courses
      [
        { subjectId: "00000000-0000-4000-8000-000000000000" },
        "subjectId",
        "Choose a course from the list",
      ],
      [
        { level: "diploma", subjectId: await subjectId("foundation", "statistics") },
        "subjectId",
        "Statistics for Data Science I is a Foundation course: choose that level, or no course",
      ],
    ];
    for (const [change, field, message] of cases) {
      const reply = (await post("/admin/calendar?new=1", cookie, { ...form, ...change })) as Reply;
      expect(reply.init.status, field).toBe(400);
      expect(reply.data.result?.error?.[field], field).toEqual([message]);
    }
    const unknown = (await post("/admin/calendar", cookie, { ...form, intent: "x" })) as Reply;
    expect(unknown.init.status).toBe(400);
    const badId = (await post("/admin/calendar", cookie, { intent: "cancel", id: "1" })) as Reply;
    expect(badId.init.status).toBe(400);
    expect(await getDb().select().from(calendarEvents)).toEqual([]);
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });

  it("adds, edits, cancels, restores and deletes, each with its audit row; the feed follows", async () => {
    const { admin, cookie } = await signedInAdmin(getDb());
    const statistics = await subjectId("foundation", "statistics");
    const added = (await post("/admin/calendar?new=1", cookie, {
      ...form,
      subjectId: statistics, // its level comes from the course
    })) as Response;
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe("/admin/calendar?term=2026-09");
    const [row] = await getDb().select().from(calendarEvents);
    expect(row).toMatchObject({ level: "foundation", subjectId: statistics, sequence: 0 });
    const [created] = await audit("calendar.create");
    expect(created).toMatchObject({ adminId: admin.id, entityId: row!.id });

    const list = await get("/admin/calendar", cookie);
    expect(list.term).toBe("2026-09");
    expect(list.rows.map((r) => r.title)).toEqual(["Quiz 1"]);
    expect((await get(`/admin/calendar?edit=${row!.id}`, cookie)).editing?.id).toBe(row!.id);
    expect((await get("/admin/calendar?edit=not-a-uuid", cookie)).editing).toBeNull();

    const before = parseFeed(await (await feed("/calendar/foundation/statistics.ics")).text());
    expect(before).toEqual([
      expect.objectContaining({ uid: row!.uid, sequence: 0, start: "2026-10-25T08:30:00.000Z" }),
    ]);

    // Moved to the morning: same UID, SEQUENCE 1, the new time.
    const edited = (await post(`/admin/calendar?edit=${row!.id}`, cookie, {
      ...form,
      id: row!.id,
      subjectId: statistics,
      level: "foundation",
      startTime: "09:30",
      endTime: "11:30",
    })) as Response;
    expect(edited.status).toBe(303);
    const [afterEdit] = parseFeed(await (await feed("/calendar.ics")).text());
    expect(afterEdit).toMatchObject({
      uid: row!.uid,
      sequence: 1,
      start: "2026-10-25T04:00:00.000Z",
      end: "2026-10-25T06:00:00.000Z",
      status: "CONFIRMED",
    });
    const [update] = await audit("calendar.update");
    expect(update!.details).toMatchObject({ changed: ["startsAt", "endsAt"], sequence: 1 });

    // Saving it unchanged changes nothing.
    await post(`/admin/calendar?edit=${row!.id}`, cookie, {
      ...form,
      id: row!.id,
      subjectId: statistics,
      startTime: "09:30",
      endTime: "11:30",
    });
    const [same] = await getDb().select().from(calendarEvents);
    expect(same!.sequence).toBe(1);
    expect(await audit("calendar.update")).toHaveLength(1);

    // Cancelled: kept in the feed as STATUS:CANCELLED, with a higher SEQUENCE.
    const cancelled = (await post("/admin/calendar", cookie, {
      intent: "cancel",
      id: row!.id,
    })) as Response;
    expect(cancelled.status).toBe(303);
    const [afterCancel] = parseFeed(
      await (await feed("/calendar/foundation/statistics.ics")).text(),
    );
    expect(afterCancel).toMatchObject({ uid: row!.uid, status: "CANCELLED", sequence: 2 });
    expect(afterCancel!.summary).toBe("Cancelled: Quiz 1");
    expect(await audit("calendar.cancel")).toHaveLength(1);
    // Cancelling twice is refused (nothing changed) without a new audit row.
    const again = (await post("/admin/calendar", cookie, {
      intent: "cancel",
      id: row!.id,
    })) as Reply;
    expect(again.init.status).toBe(404);
    expect(await audit("calendar.cancel")).toHaveLength(1);

    await post("/admin/calendar", cookie, { intent: "restore", id: row!.id });
    const [afterRestore] = parseFeed(await (await feed("/calendar.ics")).text());
    expect(afterRestore).toMatchObject({ status: "CONFIRMED", sequence: 3 });
    expect(await audit("calendar.restore")).toHaveLength(1);

    const deleted = (await post("/admin/calendar", cookie, {
      intent: "delete",
      id: row!.id,
    })) as Response;
    expect(deleted.status).toBe(303);
    expect(parseFeed(await (await feed("/calendar.ics")).text())).toEqual([]);
    expect(await audit("calendar.delete")).toHaveLength(1);
  });

  it("drops control characters as an event is saved, and the feed has none", async () => {
    const { cookie } = await signedInAdmin(getDb());
    const added = (await post("/admin/calendar?new=1", cookie, {
      ...form,
      title: "Quiz\u000b 1\u000c\u001b[31m\u0085\u2028end",
      location: "Hall\u2029 B\u007f",
      notes: "Line one\u2028Line two\u0085Line three\u009b",
      source: "Grading\u0007 document",
    })) as Response;
    expect(added.status).toBe(303);
    const [row] = await getDb().select().from(calendarEvents);
    expect(row).toMatchObject({
      title: "Quiz 1[31m  end",
      location: "Hall  B",
      notes: "Line one\nLine two\nLine three",
      source: "Grading document",
    });
    // A row saved before the rule (straight into the table) is cleaned as the feed is written.
    await insertEvent({ title: "Old\u000bevent\u2028two", location: "Room\u001b 4" });
    const text = await (await feed("/calendar.ics")).text();
    // RFC 5545 forbids every control but tab in a content line (CRLF ends lines).
    // eslint-disable-next-line no-control-regex -- the test looks for exactly those
    const forbidden = new RegExp("[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029]");
    expect(text.replaceAll("\r\n", "")).not.toMatch(forbidden);
    const summaries = parseFeed(text)
      .map((e) => e.summary)
      .sort();
    expect(summaries).toEqual(["Oldevent\ntwo", "Quiz 1[31m  end"]);
  });

  it("finds a course's next dates: its own, its level's and everyone's, confirmed, not over", async () => {
    const statistics = await subjectId("foundation", "statistics");
    const maths = await subjectId("foundation", "mathematics");
    const now = new Date("2026-11-26T06:00:00Z");
    const at = (iso: string, hours = 2) => ({
      startsAt: new Date(iso),
      endsAt: new Date(new Date(iso).getTime() + hours * 3_600_000),
    });
    await insertEvent({ title: "past", ...at("2026-11-20T04:00:00Z") });
    await insertEvent({ title: "now", ...at("2026-11-26T05:00:00Z") }); // still running
    await insertEvent({
      title: "stats",
      level: "foundation",
      subjectId: statistics,
      ...at("2026-12-01T04:00:00Z"),
    });
    await insertEvent({
      title: "maths",
      level: "foundation",
      subjectId: maths,
      ...at("2026-11-30T04:00:00Z"),
    });
    await insertEvent({ title: "level", level: "foundation", ...at("2026-12-03T04:00:00Z") });
    await insertEvent({ title: "diploma", level: "diploma", ...at("2026-11-28T04:00:00Z") });
    await insertEvent({ title: "cancelled", status: "cancelled", ...at("2026-11-29T04:00:00Z") });
    const titles = async (scope: Parameters<typeof findUpcomingEvents>[1]) =>
      (await findUpcomingEvents(getDb(), { now, ...scope })).map((e) => e.title);
    expect(await titles({ level: "foundation", subjectId: statistics })).toEqual([
      "now",
      "stats",
      "level",
    ]);
    expect(await titles({ level: "foundation", subjectId: statistics, limit: 2 })).toEqual([
      "now",
      "stats",
    ]);
    expect(await titles({ level: "diploma" })).toEqual(["now", "diploma"]);
  });

  it("lists upcoming dates first and past ones after, most recent first, by level", async () => {
    const past = await insertEvent({
      title: "Old quiz",
      term: "2025-09",
      startsAt: new Date("2025-10-26T08:30:00Z"),
      endsAt: new Date("2025-10-26T12:30:00Z"),
    });
    await insertEvent({
      title: "Older deadline",
      term: "2025-09",
      level: "diploma",
      allDay: true,
      startsAt: new Date("2025-10-18T18:30:00Z"),
      endsAt: new Date("2025-10-19T18:30:00Z"),
    });
    const page = async (query = "") =>
      (await pageLoader({
        request: new Request(`http://localhost/calendar${query}`),
        params: {},
        context: context(),
      } as never)) as unknown as {
        data: Awaited<ReturnType<typeof pageLoader>>["data"];
        init: ResponseInit;
      };
    const onlyPast = await page();
    expect(onlyPast.data.upcoming).toEqual([]);
    expect(onlyPast.data.past.map((e) => e.title)).toEqual(["Old quiz", "Older deadline"]);
    expect(onlyPast.data.latestTerm).toBe("2025-09");
    // What reaches the browser: no UID, sequence or admin timestamps.
    expect(Object.keys(onlyPast.data.past[0]!)).not.toContain("uid");
    expect(past.uid).toBeTruthy();

    await insertEvent({
      title: "Next quiz",
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 90_000_000),
    });
    const both = await page("?level=foundation");
    expect(both.data.level).toBe("foundation");
    expect(both.data.upcoming.map((e) => e.title)).toEqual(["Next quiz"]);
    expect(both.data.past.map((e) => e.title)).toEqual(["Old quiz"]); // not the Diploma one
    expect(both.data.courses.map((c) => c.slug)).toContain("statistics");
    // Cached no longer than until the next event is over.
    expect(new Headers(both.init.headers).get("Expires")).toBeTruthy();
    // An unknown level shows everything.
    expect((await page("?level=moon")).data.level).toBeNull();
  });

  it("seeds the September 2025 term's dates once, as the grading document gives them", async () => {
    expect(await seedDemoCalendar(getDb())).toEqual({ events: 26 });
    expect(await seedDemoCalendar(getDb())).toEqual({ events: 0 });
    const rows = await getDb().select().from(calendarEvents);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set([SEP_2025_SOURCE]));
    expect(new Set(rows.map((r) => r.term))).toEqual(new Set(["2025-09"]));
    const byUid = (key: string) => rows.find((r) => r.uid === demoUid(key))!;
    expect(byUid("quiz-1")).toMatchObject({
      startsAt: new Date("2025-10-26T08:30:00Z"), // Sun 26 Oct 2025, 2 pm IST
      endsAt: new Date("2025-10-26T12:30:00Z"),
      allDay: false,
      level: null,
    });
    expect(byUid("quiz-2").startsAt).toEqual(new Date("2025-11-23T08:30:00Z"));
    expect(byUid("end-term-morning")).toMatchObject({
      startsAt: new Date("2025-12-21T03:30:00Z"), // 9 am IST
      endsAt: new Date("2025-12-21T06:30:00Z"),
    });
    expect(byUid("end-term-afternoon").startsAt).toEqual(new Date("2025-12-21T08:30:00Z"));
    const oppeDays = rows
      .filter((r) => r.kind === "oppe" && r.level === null)
      .map((r) => r.startsAt.toISOString());
    expect(oppeDays).toEqual(
      ["2025-11-08", "2025-11-09", "2025-12-06", "2025-12-07", "2025-12-13", "2025-12-14"].map(
        (day) => new Date(`${day}T00:00:00+05:30`).toISOString(),
      ),
    );
    expect(byUid("python-oppe-1")).toMatchObject({
      level: "foundation",
      subjectId: await subjectId("foundation", "programming"),
      allDay: true,
      endsAt: new Date("2025-11-10T00:00:00+05:30"),
    });
    expect(byUid("week-4-foundation").startsAt).toEqual(new Date("2025-10-22T00:00:00+05:30"));
    expect(byUid("week-4-diploma").startsAt).toEqual(new Date("2025-10-19T00:00:00+05:30"));
    // Every seeded date is in the past on the project's today, and the feeds parse.
    expect(rows.every((r) => r.endsAt < new Date("2026-11-26T00:00:00Z"))).toBe(true);
    expect(parseFeed(await (await feed("/calendar.ics")).text())).toHaveLength(26);
  });

  it("keeps a course's dates: its subject cannot be deleted, and a merge moves them", async () => {
    const { cookie } = await signedInAdmin(getDb());
    const statistics = await subjectId("foundation", "statistics");
    const maths = await subjectId("foundation", "mathematics");
    const event = await insertEvent({ level: "foundation", subjectId: statistics });
    const refused = (await subjectsAction({
      request: new Request("http://localhost/admin/subjects?delete=x", {
        method: "POST",
        body: new URLSearchParams({ intent: "delete", id: statistics }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response;
    // Refused with the count, and the merge (which takes the dates along) offered.
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe(`/admin/subjects?merge=${statistics}`);
    const flash = /flash-toast=([^;]+)/.exec(refused.headers.get("Set-Cookie") ?? "")![1]!;
    expect(Buffer.from(decodeURIComponent(flash).split(".")[0]!, "base64").toString()).toContain(
      "1 date in the Exam Calendar",
    );
    expect(await subjectId("foundation", "statistics")).toBe(statistics);

    const merged = (await subjectsAction({
      request: new Request("http://localhost/admin/subjects", {
        method: "POST",
        body: new URLSearchParams({ intent: "merge", id: statistics, into: maths }),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response;
    expect(merged.status).toBe(303);
    const [moved] = await getDb()
      .select()
      .from(calendarEvents)
      .where(eq(calendarEvents.id, event.id));
    expect(moved).toMatchObject({ subjectId: maths, sequence: 1, uid: event.uid });
  });
});
