// The community page's group suggestion form, through the whole app (the HTML a browser without
// JavaScript gets back) and its action: good, bad and hostile bodies, and which tabs offer it.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { communityPage } from "~/content/community";
import { saveSiteSetting } from "~/features/settings/mutations.server";
import type { Database } from "~/lib/db.server";
import { RATE_LIMITED } from "~/lib/rate-limit.server";
import { MESSAGES, PUBLIC_FORM } from "~/lib/request-bounds";
import { contactMessages } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { createTestDatabase, describeWithDatabase } from "~tests/setup/database";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";
import { action } from "./community";

const copy = communityPage.suggestGroup;
const valid = {
  groupName: "  BSc Data Science Study Circle ",
  link: " https://chat.whatsapp.test/AbCdEf123 ",
  level: "bsc",
  note: "Run by two seniors; new members each term.",
  email: " asha@example.com ",
};

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

/** The page's HTML without React's text separators. */
const html = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

const unescape = (text: string) =>
  text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

async function countMessages(db: Database) {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row?.n ?? -1;
}

describeWithDatabase("community group suggestions", (getDb) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());
  const post = (fields: Record<string, string>, path = "/community?tab=bsc") =>
    app.fetch(path, form(fields));

  it("a level without any group shows the spec's placeholder and the form, set to that level", async () => {
    await saveSiteSetting(getDb(), null, "community", {
      foundation: { chatGroup: "https://chat.hub.test/foundation" },
    });
    const empty = unescape(await html(await app.fetch("/community?tab=bsc")));
    expect(empty).toContain("Transmissions still loading…");
    expect(empty).toContain(copy.title);
    expect(empty).toMatch(
      /<form [^>]*action="\/community\?tab=bsc#suggest-group"[^>]*method="post"/,
    );
    for (const name of ["groupName", "link", "level", "note", "email", "website"]) {
      expect(empty).toContain(`name="${name}"`);
    }
    expect(empty).toMatch(/<option value="bsc" selected="">BSc Level<\/option>/);

    // A level with a group, the Tools tab and a search show no form.
    const withGroup = await html(await app.fetch("/community?tab=foundation"));
    expect(withGroup).toContain("Transmissions still loading…");
    expect(withGroup).not.toContain('id="suggest-group"');
    expect(await html(await app.fetch("/community?tab=tools"))).not.toContain('id="suggest-group"');
    expect(await html(await app.fetch("/community?tab=bsc&q=x"))).not.toContain(
      'id="suggest-group"',
    );
  });

  it("stores a good suggestion in the admin inbox and says so at the form", async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(unescape(page)).toContain(copy.successMessage);
    // The form comes back empty for the next group.
    expect(page).not.toContain("BSc Data Science Study Circle");

    const rows = await getDb().select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Community page visitor",
      email: "asha@example.com",
      subject: "Community group suggestion: BSc Data Science Study Circle (BSc Level)",
      linkUrl: "https://chat.whatsapp.test/AbCdEf123",
      status: "new",
      readAt: null,
    });
    expect(rows[0]!.message).toBe(
      [
        "Group: BSc Data Science Study Circle",
        "Level: BSc Level",
        "Link: https://chat.whatsapp.test/AbCdEf123",
        "",
        "Note:",
        "Run by two seniors; new members each term.",
      ].join("\n"),
    );
  });

  it("takes a suggestion without a note or an email, and makes up no address", async () => {
    const response = await post({
      groupName: "Stats 2 doubts",
      link: "http://t.me/x",
      level: "bs",
    });
    expect(response.status).toBe(200);
    const [row] = await getDb().select().from(contactMessages);
    expect(row).toMatchObject({
      email: null,
      subject: "Community group suggestion: Stats 2 doubts (BS Level)",
      linkUrl: "http://t.me/x",
    });
    expect(row!.message).toContain("No contact email given.");
  });

  it("refuses an empty form with 400 and an error at each required field", async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    const page = unescape(await html(response));
    for (const message of [
      "Please enter the group's name.",
      "Please enter the group's link.",
      "Please choose the group's level.",
    ]) {
      expect(page).toContain(message);
    }
    // Each error sits at its field: the input points to it and is marked invalid.
    expect(page).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="groupName"|name="groupName"[^>]*aria-invalid="true"/,
    );
    expect(await countMessages(getDb())).toBe(0);
  });

  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<b>hi</b>"],
    ["ftp:", "ftp://files.test/group"],
    ["a path", "/community"],
    ["protocol-relative", "//evil.test/group"],
    ["no scheme", "chat.whatsapp.test/abc"],
    ["a user name", "https://chat.whatsapp.test@evil.test/"],
    ["2,001 characters", `https://chat.test/${"x".repeat(1_983)}`],
  ])("refuses a link with %s: 400, what was typed kept, nothing stored", async (_, link) => {
    const response = await post({ ...valid, link });
    expect(response.status).toBe(400);
    const page = unescape(await html(response));
    expect(page).toMatch(
      /Please enter the full link, starting with https:\/\/ \(or http:\/\/\)\.|The link can be at most 2,000 characters\./,
    );
    expect(page).toMatch(/name="groupName"[^>]*value="\s*BSc Data Science Study Circle\s*"/);
    expect(await countMessages(getDb())).toBe(0);
  });

  it("refuses a bad level, a bad email and over-long fields with their sentences", async () => {
    const response = await post({
      ...valid,
      level: "tools",
      email: "not-an-email",
      groupName: "g".repeat(101),
      note: "n".repeat(1_001),
    });
    expect(response.status).toBe(400);
    const page = unescape(await html(response));
    for (const message of [
      "Please choose the group's level.",
      "Please enter a valid email address, or leave it empty.",
      "The group's name can be at most 100 characters.",
      "The note can be at most 1,000 characters.",
    ]) {
      expect(page).toContain(message);
    }
    expect(await countMessages(getDb())).toBe(0);
  });

  it("ignores fields it does not read: an extra field cannot set the status or the sender", async () => {
    const response = await post({
      ...valid,
      status: "read",
      name: "The Admin",
      subject: "Urgent",
      linkUrl: "javascript:alert(1)",
      isAdmin: "1",
    });
    expect(response.status).toBe(200);
    const [row] = await getDb().select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Community page visitor",
      status: "new",
      linkUrl: "https://chat.whatsapp.test/AbCdEf123",
    });
    expect(row!.subject).toMatch(/^Community group suggestion: /);
  });

  it("answers hostile bodies with a 4xx and its sentence, and stores nothing", async () => {
    const huge = await post({ ...valid, note: "x".repeat(PUBLIC_FORM.maxBytes) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toContain("This form is larger than the 100 KB it may be.");

    const prototype = await app.fetch("/community?tab=bsc", {
      ...form({}),
      body: "__proto__.isAdmin=1&groupName=x",
    });
    expect(prototype.status).toBe(400);
    expect(unescape(await prototype.text())).toContain(MESSAGES.badFieldName("__proto__.isAdmin"));

    const listIndex = await app.fetch("/community?tab=bsc", { ...form({}), body: "x[99999999]=1" });
    expect(listIndex.status).toBe(400);

    const many = await app.fetch("/community?tab=bsc", {
      ...form({}),
      body: Array.from({ length: 60 }, (_, i) => `f${i}=1`).join("&"),
    });
    expect(many.status).toBe(400);
    expect(await many.text()).toContain(MESSAGES.tooManyFields(PUBLIC_FORM.maxFields));

    const json = await app.fetch("/community?tab=bsc", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(valid),
    });
    expect(json.status).toBe(415);

    const file = new FormData();
    file.set("groupName", "x");
    file.set("link", new Blob(["https://a.test"]), "link.txt");
    const multipart = await app.fetch("/community?tab=bsc", { method: "POST", body: file });
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toContain(MESSAGES.noFiles);

    expect(await countMessages(getDb())).toBe(0);
  });

  it("a filled honeypot looks sent but keeps nothing", async () => {
    const response = await post({ ...valid, website: "https://spam.test" });
    expect(response.status).toBe(200);
    expect(unescape(await html(response))).toContain(copy.successMessage);
    expect(await countMessages(getDb())).toBe(0);
  });

  it("shares the Get in Touch form's per-address limit: 429 past it, with the sentence at the form", async () => {
    const limited = await createTestApp(getDb(), {
      env: { CONTACT_MESSAGES_PER_10_MIN: 2 },
      clientIp: "10.3.3.3",
    });
    try {
      const send = () => limited.fetch("/community?tab=bsc", form(valid));
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const third = await send();
      expect(third.status).toBe(429);
      expect(unescape(await html(third))).toContain(unescape(RATE_LIMITED));
      expect(await countMessages(getDb())).toBe(2);
    } finally {
      limited.close();
    }
  });
});

it("keeps what was typed and answers 500 with a sentence when the database fails", async () => {
  const handle = await createTestDatabase("pglite");
  await handle.close(); // every query now fails
  const context = testContext({ db: handle.db, clientIp: "10.4.4.4" });
  const result = (await action({
    request: new Request("http://localhost/community?tab=bsc", form(valid)),
    params: {},
    context,
  } as Parameters<typeof action>[0])) as unknown as {
    init: ResponseInit;
    data: { sent: boolean; result: { error?: Record<string, string[]>; initialValue?: unknown } };
  };
  expect(result.init.status).toBe(500);
  expect(result.data.sent).toBe(false);
  expect(result.data.result.error?.[""]).toEqual([copy.failureMessage]);
  expect(result.data.result.initialValue).toMatchObject({ groupName: valid.groupName });
});
