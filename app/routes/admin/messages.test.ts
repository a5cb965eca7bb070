// Opening a message reads it; it can be marked unread; the list says which are unread.
import { expect, it } from "vitest";
import { upsertAdmin } from "~/features/auth/admins.server";
import { createSession } from "~/features/auth/session.server";
import { createGroupSuggestion } from "~/features/contact/mutations.server";
import { auditLog, contactMessages } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { action, loader } from "./messages";

describeWithDatabase("admin messages: read and unread", (getDb) => {
  const context = () => testContext({ db: getDb() });

  async function setup() {
    const db = getDb();
    const admin = await upsertAdmin(db, "admin@example.com", "a long password 1");
    const cookie = (await createSession(db, { adminId: admin.id, userAgent: null })).split(";")[0]!;
    const [message] = await db
      .insert(contactMessages)
      .values([
        { name: "Priya", email: "priya@example.com", subject: "Week 5", message: "Notes?" },
        { name: "Ravi", email: "ravi@example.com", subject: "Thanks", message: "Great site" },
      ])
      .returning();
    return { db, cookie, message: message! };
  }

  const load = (cookie: string, url: string) =>
    loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never);
  const post = (cookie: string, fields: Record<string, string>, url: string) =>
    action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never);

  it("opening marks it read; marking unread puts it back among the unread", async () => {
    const { db, cookie, message } = await setup();
    const before = await load(cookie, "/admin/messages?status=new");
    expect(before.unread).toBe(2);
    expect(before.rows.map((m) => m.status)).toEqual(["new", "new"]);

    const opened = await load(cookie, `/admin/messages?status=new&view=${message.id}`);
    expect(opened.viewing).toMatchObject({ id: message.id, message: "Notes?", status: "read" });
    // The list agrees at once: the opened one is no longer among the unread.
    expect(opened.unread).toBe(1);
    expect(opened.rows.map((m) => m.subject)).toEqual(["Thanks"]);

    const response = (await post(
      cookie,
      { intent: "unread", id: message.id },
      `/admin/messages?status=new&view=${message.id}`,
    )) as Response;
    expect(response.status).toBe(303);
    // Back to the list, not to ?view= (which would read it again).
    expect(response.headers.get("Location")).toBe("/admin/messages?status=new");
    const after = await load(cookie, "/admin/messages?status=new");
    expect(after.unread).toBe(2);
    expect(after.rows.map((m) => m.subject).sort()).toEqual(["Thanks", "Week 5"]);

    const actions = (await db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(["message.read", "message.unread"]);
    // Opening a read message changes nothing.
    await load(cookie, `/admin/messages?view=${message.id}`);
    await load(cookie, `/admin/messages?view=${message.id}`);
    expect((await db.select().from(auditLog)).map((a) => a.action)).toEqual([
      "message.read",
      "message.unread",
      "message.read",
    ]);
  });

  it("bad input is a 400, not a change", async () => {
    const { cookie, message } = await setup();
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "archive", id: message.id },
      { intent: "unread", id: "not-an-id" },
    ]) {
      const result = (await post(cookie, fields, "/admin/messages")) as { init: ResponseInit };
      expect(result.init.status).toBe(400);
    }
    expect((await load(cookie, "/admin/messages")).unread).toBe(2);
    expect((await load(cookie, "/admin/messages?view=nonsense")).viewing).toBeNull();
  });

  it("a community group suggestion is a message saying so, with its link and no made-up sender address", async () => {
    const { db, cookie } = await setup();
    const { id } = await createGroupSuggestion(db, {
      groupName: "Diploma DS circle",
      link: "https://chat.whatsapp.test/xyz",
      level: "diploma",
      note: undefined,
    });
    const found = await load(cookie, "/admin/messages?q=Community+group+suggestion");
    expect(found.rows).toEqual([
      expect.objectContaining({
        id,
        name: "Community page visitor",
        email: null,
        subject: "Community group suggestion: Diploma DS circle (Diploma Level)",
        status: "new",
      }),
    ]);
    const opened = await load(cookie, `/admin/messages?view=${id}`);
    expect(opened.viewing).toMatchObject({
      linkUrl: "https://chat.whatsapp.test/xyz",
      message: expect.stringContaining("Link: https://chat.whatsapp.test/xyz"),
    });
    // The dashboard's unread count and the list count it like any message.
    expect(opened.unread).toBe(2);
  });
});
