// The admin side of newsletter issues: making an issue from a post (once), its page, the test mail,
// the one send, the sandboxed preview, and the subscribers' delivery columns.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { hashToken } from "~/features/newsletter/tokens.server";
import {
  auditLog,
  blogPosts,
  mailOutbox,
  newsletterIssues,
  newsletterSubscriptions,
} from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { action as blogsAction, loader as blogsLoader } from "./blogs";
import { action as listAction, loader as listLoader } from "./newsletter";
import { action as issueAction, loader as issueLoader } from "./newsletter-issue";
import { loader as previewLoader } from "./newsletter-preview";
import { loader as subscribersLoader } from "./subscribers";

type Handler = (args: never) => unknown;

/** What a loader or action gave back: a Response (redirect, file) or data with its status. */
async function settle(run: () => unknown) {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status, response: result, body: null };
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const init = result.init as ResponseInit | null;
      return { status: init?.status ?? 200, response: null, body: result.data as never };
    }
    return { status: 200, response: null, body: result as never };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, body: null };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const init = thrown.init as ResponseInit | null;
      return { status: init?.status ?? 500, response: null, body: null };
    }
    throw thrown;
  }
}

describeWithDatabase("admin newsletter issues", (getDb) => {
  const context = () =>
    testContext({
      db: getDb(),
      env: { SITE_URL: "https://hub.test" },
      mailWorker: { kick: () => kicks++ },
    });
  let kicks = 0;

  async function setup() {
    const db = getDb();
    const { admin, cookie } = await signedInAdmin(db);
    const [post, draft] = await db
      .insert(blogPosts)
      .values([
        {
          title: "Week 5 notes are up",
          slug: "week-5-notes",
          excerpt: "All the notes of week 5.",
          content: "<p>Notes</p>",
          category: "News",
          author: "Asha",
        },
        {
          title: "Not yet",
          slug: "not-yet",
          excerpt: "A draft.",
          content: "<p>Draft</p>",
          category: "News",
          author: "Asha",
          published: false,
        },
      ])
      .returning({ id: blogPosts.id });
    const subscriber = (email: string, extra: object = {}) => ({
      email,
      status: "confirmed" as const,
      unsubscribeTokenHash: hashToken(`token-${email}`),
      ...extra,
    });
    await db
      .insert(newsletterSubscriptions)
      .values([
        subscriber("ravi@example.com", { lastMailedAt: new Date("2026-11-20T10:00:00Z") }),
        subscriber("priya@example.com"),
        subscriber("gone@example.com", { bouncedAt: new Date(), bounceCount: 3 }),
        subscriber("new@example.com", { status: "pending" }),
      ]);
    return { db, admin, cookie, postId: post!.id, draftId: draft!.id };
  }

  const request = (cookie: string, url: string, fields?: Record<string, string>) =>
    new Request(`http://localhost${url}`, {
      method: fields ? "POST" : "GET",
      body: fields ? new URLSearchParams(fields) : undefined,
      headers: cookie ? { Cookie: cookie } : {},
    });
  const call = (handler: Handler, cookie: string, url: string, fields?: Record<string, string>) => {
    const id = /\/admin\/newsletter\/([^/?]+)/.exec(url)?.[1];
    return settle(() =>
      handler({
        request: request(cookie, url, fields),
        params: id ? { id } : {},
        context: context(),
      } as never),
    );
  };

  async function makeIssue(cookie: string, postId: string) {
    const made = await call(blogsAction, cookie, "/admin/blogs", { intent: "email", id: postId });
    expect(made.status).toBe(303);
    const location = made.response!.headers.get("Location")!;
    expect(location).toMatch(/^\/admin\/newsletter\/[0-9a-f-]{36}$/);
    return location.split("/").pop()!;
  }

  it("every loader and action asks for an admin", async () => {
    const { cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    for (const [handler, url] of [
      [listLoader, "/admin/newsletter"],
      [issueLoader, `/admin/newsletter/${id}`],
      [previewLoader, `/admin/newsletter/${id}/preview?part=html`],
    ] as const) {
      const answer = await call(handler, "", url);
      expect(answer.status).toBe(302);
      expect(answer.response!.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    }
    for (const [handler, url, fields] of [
      [listAction, "/admin/newsletter", { intent: "digest" }],
      [issueAction, `/admin/newsletter/${id}`, { intent: "send" }],
      [issueAction, `/admin/newsletter/${id}`, { intent: "test", to: "x@example.com" }],
      [blogsAction, "/admin/blogs", { intent: "email", id: postId }],
    ] as const) {
      expect((await call(handler, "", url, fields)).status).toBe(401);
    }
    const [issue] = await getDb().select().from(newsletterIssues);
    expect(issue!.status).toBe("draft");
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("a published post becomes one draft issue; a second click opens the same issue", async () => {
    const { db, cookie, postId, draftId } = await setup();
    const id = await makeIssue(cookie, postId);
    expect(await makeIssue(cookie, postId)).toBe(id);
    const issues = await db.select().from(newsletterIssues);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ kind: "post", postId, status: "draft" });

    // The blogs list knows: its row now opens the issue.
    const list = (await call(blogsLoader, cookie, "/admin/blogs")).body as unknown as {
      rows: { id: string; issueId: string | null }[];
    };
    expect(list.rows.find((r) => r.id === postId)?.issueId).toBe(id);
    expect(list.rows.find((r) => r.id === draftId)?.issueId).toBeNull();

    // A draft post, or nonsense, makes nothing.
    expect(
      (await call(blogsAction, cookie, "/admin/blogs", { intent: "email", id: draftId })).status,
    ).toBe(409);
    expect(
      (await call(blogsAction, cookie, "/admin/blogs", { intent: "email", id: "nope" })).status,
    ).toBe(400);
    expect(await db.select().from(newsletterIssues)).toHaveLength(1);
    const actions = (await db.select().from(auditLog)).map((a) => `${a.entity}.${a.action}`);
    expect(actions).toEqual(["newsletter_issue.create"]);
  });

  it("publishing a post offers to email it, until it has an issue", async () => {
    const { cookie, postId } = await setup();
    const offered = (await call(blogsLoader, cookie, `/admin/blogs?published=${postId}`))
      .body as unknown as { emailOffer: { id: string; title: string } | null };
    expect(offered.emailOffer).toEqual({ id: postId, title: "Week 5 notes are up" });
    await makeIssue(cookie, postId);
    const after = (await call(blogsLoader, cookie, `/admin/blogs?published=${postId}`))
      .body as unknown as { emailOffer: unknown };
    expect(after.emailOffer).toBeNull();
  });

  it("saving a draft as published redirects with the offer; a plain edit does not", async () => {
    const { cookie, draftId } = await setup();
    const fields = {
      intent: "save",
      id: draftId,
      title: "Not yet",
      slug: "not-yet",
      category: "News",
      author: "Asha",
      excerpt: "A draft.",
      format: "markdown",
      content: "Now it is out.",
      tags: "",
      published: "on",
    };
    const saved = await call(blogsAction, cookie, "/admin/blogs", fields);
    expect(saved.status).toBe(303);
    expect(saved.response!.headers.get("Location")).toBe(`/admin/blogs?published=${draftId}`);
    const again = await call(blogsAction, cookie, `/admin/blogs?published=${draftId}`, fields);
    expect(again.response!.headers.get("Location")).toBe("/admin/blogs");
  });

  it("the issue page: the audience, the admin's address for the test, the confirmation step", async () => {
    const { cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    const page = (await call(issueLoader, cookie, `/admin/newsletter/${id}`)).body as unknown as {
      issue: { subject: string; status: string };
      audience: number;
      adminEmail: string;
      confirming: boolean;
      text: string;
    };
    expect(page.issue.status).toBe("draft");
    // Two confirmed and deliverable; the bounced and the pending ones are not counted.
    expect(page.audience).toBe(2);
    expect(page.adminEmail).toBe("admin@example.com");
    expect(page.confirming).toBe(false);
    expect(page.text).toContain("Week 5 notes are up");
    const confirm = (await call(issueLoader, cookie, `/admin/newsletter/${id}?send=confirm`))
      .body as unknown as { confirming: boolean };
    expect(confirm.confirming).toBe(true);

    expect((await call(issueLoader, cookie, "/admin/newsletter/not-an-id")).status).toBe(404);
    expect(
      (await call(issueLoader, cookie, "/admin/newsletter/00000000-0000-4000-8000-000000000000"))
        .status,
    ).toBe(404);
  });

  it("a test goes to one address; a bad address is a 400 that keeps what was typed", async () => {
    const { db, cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    const bad = await call(issueAction, cookie, `/admin/newsletter/${id}`, {
      intent: "test",
      to: "not an address",
    });
    expect(bad.status).toBe(400);
    const result = (
      bad.body as unknown as { result: { initialValue: { to: string }; error: object } }
    ).result;
    expect(result.initialValue.to).toBe("not an address");
    expect(result.error).toHaveProperty("to");
    expect(await db.select().from(mailOutbox)).toEqual([]);

    const sent = await call(issueAction, cookie, `/admin/newsletter/${id}`, {
      intent: "test",
      to: "Tester@Example.com",
    });
    expect(sent.status).toBe(303);
    expect(sent.response!.headers.get("Location")).toBe(`/admin/newsletter/${id}`);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "newsletter-test", recipient: "tester@example.com" });
    expect(mails[0]!.subject).toMatch(/^\[Test\] /);
    // A test does not start the issue; its unsubscribe link unsubscribes no one.
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue!.status).toBe("draft");
    expect(JSON.stringify(mails[0]!.payload)).toContain("https://hub.test/newsletter/unsubscribe/");
    const actions = (await db.select().from(auditLog)).map((a) => `${a.entity}.${a.action}`);
    expect(actions).toEqual(["newsletter_issue.create", "newsletter_issue.test"]);
  });

  it("sending twice sends once: the second click hears it is already sending", async () => {
    const { db, cookie, postId } = await setup();
    kicks = 0;
    const id = await makeIssue(cookie, postId);
    const first = await call(issueAction, cookie, `/admin/newsletter/${id}?send=confirm`, {
      intent: "send",
    });
    expect(first.status).toBe(303);
    expect(first.response!.headers.get("Location")).toBe(`/admin/newsletter/${id}`);
    const second = await call(issueAction, cookie, `/admin/newsletter/${id}?send=confirm`, {
      intent: "send",
    });
    expect(second.status).toBe(409);
    expect((second.body as unknown as { message: string }).message).toMatch(/already sending/);

    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue!.status).not.toBe("draft");
    const mails = await db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "newsletter-issue"));
    expect(mails.map((m) => m.recipient).sort()).toEqual(["priya@example.com", "ravi@example.com"]);

    const page = (await call(issueLoader, cookie, `/admin/newsletter/${id}?send=confirm`))
      .body as unknown as {
      issue: { recipientCount: number; counts: { waiting: number; sent: number } };
      confirming: boolean;
    };
    expect(page.issue.recipientCount).toBe(2);
    expect(page.issue.counts.waiting + page.issue.counts.sent).toBe(2);
    // No confirmation step for an issue that is no longer a draft.
    expect(page.confirming).toBe(false);
    // Nor can it be deleted.
    expect(
      (await call(issueAction, cookie, `/admin/newsletter/${id}`, { intent: "delete" })).status,
    ).toBe(409);

    const actions = (await db.select().from(auditLog)).map((a) => `${a.entity}.${a.action}`);
    expect(actions).toEqual(["newsletter_issue.create", "newsletter_issue.send"]);
    // The mail worker is woken once, by the send that queued the mails.
    expect(kicks).toBe(1);
  });

  it("bad input to the issue and list actions is a 4xx, never a change", async () => {
    const { db, cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "launch" },
      { intent: "test" },
      { intent: "test", to: "" },
    ]) {
      expect((await call(issueAction, cookie, `/admin/newsletter/${id}`, fields)).status).toBe(400);
    }
    expect(
      (
        await call(issueAction, cookie, "/admin/newsletter/00000000-0000-4000-8000-000000000000", {
          intent: "send",
        })
      ).status,
    ).toBe(404);
    for (const fields of <Record<string, string>[]>[
      {},
      { intent: "nope" },
      { intent: "delete", id: "x" },
    ]) {
      expect((await call(listAction, cookie, "/admin/newsletter", fields)).status).toBe(400);
    }
    expect(await db.select().from(mailOutbox)).toEqual([]);
    const [issue] = await db.select().from(newsletterIssues);
    expect(issue!.status).toBe("draft");
  });

  it("the list shows issues; a draft can be deleted", async () => {
    const { db, cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    const list = (await call(listLoader, cookie, "/admin/newsletter")).body as unknown as {
      issues: { id: string; subject: string; status: string }[];
      audience: number;
    };
    expect(list.issues.map((i) => [i.id, i.status])).toEqual([[id, "draft"]]);
    expect(list.audience).toBe(2);
    const asked = (await call(listLoader, cookie, `/admin/newsletter?delete=${id}`))
      .body as unknown as { deleting: { id: string } | null };
    expect(asked.deleting?.id).toBe(id);
    const deleted = await call(listAction, cookie, `/admin/newsletter?delete=${id}`, {
      intent: "delete",
      id,
    });
    expect(deleted.status).toBe(303);
    expect(deleted.response!.headers.get("Location")).toBe("/admin/newsletter");
    expect(await db.select().from(newsletterIssues)).toEqual([]);
  });

  it("a digest of what is new opens as a draft", async () => {
    const { db, cookie } = await setup();
    const made = await call(listAction, cookie, "/admin/newsletter", { intent: "digest" });
    expect(made.status).toBe(303);
    const location = made.response!.headers.get("Location")!;
    const issues = await db.select().from(newsletterIssues);
    if (issues.length) {
      expect(location).toBe(`/admin/newsletter/${issues[0]!.id}`);
      expect(issues[0]).toMatchObject({ kind: "digest", status: "draft" });
    } else {
      // Nothing new: back to the list, which says so.
      expect(location).toBe("/admin/newsletter");
    }
  });

  it("the preview is the mail, sandboxed, and frameable only by the site", async () => {
    const { cookie, postId } = await setup();
    const id = await makeIssue(cookie, postId);
    const html = await call(previewLoader, cookie, `/admin/newsletter/${id}/preview?part=html`);
    expect(html.status).toBe(200);
    const headers = html.response!.headers;
    expect(headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const csp = headers.get("Content-Security-Policy")!;
    expect(csp.split(/;\s*/)).toEqual(
      expect.arrayContaining([
        "sandbox",
        "default-src 'none'",
        "img-src https: http: data:",
        "style-src 'unsafe-inline'",
        "frame-ancestors 'self'",
      ]),
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    const body = await html.response!.text();
    expect(body).toContain("Week 5 notes are up");
    // The preview never carries the unsubscribe slot, nor a real subscriber's link.
    expect(body).not.toMatch(/%%|UNSUBSCRIBE_URL_SLOT/);

    const text = await call(previewLoader, cookie, `/admin/newsletter/${id}/preview?part=text`);
    expect(text.response!.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await text.response!.text()).toContain("Week 5 notes are up");

    const missing = await call(
      previewLoader,
      cookie,
      "/admin/newsletter/00000000-0000-4000-8000-000000000000/preview",
    );
    expect(missing.status).toBe(404);
  });

  it("subscribers show their last mail and a bounced marker, and filter by delivery", async () => {
    const { cookie } = await setup();
    type Page = {
      rows: { email: string; lastMailedAt: Date | null; bouncedAt: Date | null }[];
      total: number;
    };
    const all = (await call(subscribersLoader, cookie, "/admin/subscribers"))
      .body as unknown as Page;
    expect(all.total).toBe(4);
    expect(all.rows.find((r) => r.email === "ravi@example.com")?.lastMailedAt).toEqual(
      new Date("2026-11-20T10:00:00Z"),
    );
    const bounced = (await call(subscribersLoader, cookie, "/admin/subscribers?delivery=bounced"))
      .body as unknown as Page;
    expect(bounced.rows.map((r) => r.email)).toEqual(["gone@example.com"]);
    const fine = (
      await call(
        subscribersLoader,
        cookie,
        "/admin/subscribers?status=confirmed&delivery=deliverable",
      )
    ).body as unknown as Page;
    expect(fine.rows.map((r) => r.email).sort()).toEqual(["priya@example.com", "ravi@example.com"]);
    // Nonsense is ignored, as the status filter does.
    const any = (await call(subscribersLoader, cookie, "/admin/subscribers?delivery=lost"))
      .body as unknown as Page;
    expect(any.total).toBe(4);
  });
});
