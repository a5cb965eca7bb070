// Failed mail is recorded (kind, recipient, subject, an error without secrets) while the visitor
// sees what the spec says; admins list and dismiss it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeMailError } from "~/lib/mail.server";
import {
  action as mailFailuresAction,
  loader as mailFailuresLoader,
} from "~/routes/admin/mail-failures";
import { action as subscribeAction } from "~/routes/newsletter/subscribe";
import { auditLog, mailFailures, newsletterSubscriptions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { testMailWorker } from "~tests/setup/mail-worker";
import { startSmtpServer } from "~tests/setup/smtp";
import { countMailFailures, recordMailFailure } from "./mail-failures.server";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

describeWithDatabase("failed mail", (getDb) => {
  const context = () => testContext({ db: getDb(), mailWorker: { kick() {} } });
  const deliver = () => testMailWorker(getDb(), { smtpUrl: smtp.url }).drain();

  const subscribe = (email: string) =>
    subscribeAction({
      request: new Request("http://localhost/newsletter", {
        method: "POST",
        body: new URLSearchParams({ email, variant: "blog", js: "1" }),
      }),
      params: {},
      context: context(),
    } as never) as Promise<{ data: { message: { title: string } }; init: ResponseInit | null }>;

  it("a refused confirmation is recorded for the admins; the visitor's request never waited for it", async () => {
    smtp.refuse("nobody@example.com");
    const answered = await subscribe("nobody@example.com");
    // The mail is queued and sent after the answer (issue 17): the visitor is told to check their
    // mail, and the address stays pending (a later subscribe re-sends after an hour).
    expect(answered.data.message.title).toBe("Subscription Successful!");
    await deliver();
    expect(await getDb().select().from(newsletterSubscriptions)).toEqual([
      expect.objectContaining({ email: "nobody@example.com", status: "pending" }),
    ]);
    const rows = await getDb().select().from(mailFailures);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: "newsletter-confirmation",
        recipient: "nobody@example.com",
        subject: expect.stringMatching(/^Confirm your subscription/),
        error: expect.stringMatching(/550|unavailable|rejected/i),
        dismissedAt: null,
      }),
    ]);
    // A mail that goes through records nothing.
    const ok = await subscribe("somebody@example.com");
    expect(ok.data.message.title).toBe("Subscription Successful!");
    await deliver();
    expect(await countMailFailures(getDb(), {})).toBe(1);
  });

  it("the error text keeps no credentials", () => {
    const smtpUrl = "smtps://mailer%40hub:Pa55%2Fword@smtp.example.net:465";
    const text = describeMailError(
      new Error(
        "Invalid login for mailer@hub with Pa55/word at smtps://mailer%40hub:Pa55%2Fword@smtp.example.net:465\n  535",
      ),
      smtpUrl,
    );
    expect(text).not.toMatch(/Pa55|mailer@hub|mailer%40hub/);
    expect(text).toContain("535");
    expect(text).not.toContain("\n");
    expect(describeMailError("x".repeat(2000))).toHaveLength(500);
  });

  it("admins list failed mail and dismiss one or all; visitors cannot", async () => {
    const db = getDb();
    const { cookie } = await signedInAdmin(db);
    for (const recipient of ["a@example.com", "b@example.com", "c@example.com"]) {
      await recordMailFailure(db, {
        kind: "newsletter-confirmation",
        recipient,
        subject: "Confirm",
        error: "550 Mailbox unavailable",
      });
    }
    const load = (url: string) =>
      mailFailuresLoader({
        request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
        params: {},
        context: context(),
      } as never);
    const post = (
      fields: Record<string, string>,
      headers: Record<string, string> = { Cookie: cookie },
    ) =>
      mailFailuresAction({
        request: new Request("http://localhost/admin/mail-failures?status=open", {
          method: "POST",
          body: new URLSearchParams(fields),
          headers,
        }),
        params: {},
        context: context(),
      } as never);

    const list = await load("/admin/mail-failures?status=open");
    expect(list.open).toBe(3);
    expect(list.rows.map((r) => r.recipient).sort()).toEqual([
      "a@example.com",
      "b@example.com",
      "c@example.com",
    ]);
    const target = list.rows.find((r) => r.recipient === "b@example.com")!;

    const anonymous = await post({ intent: "dismiss", id: target.id }, {}).catch((e: unknown) => e);
    expect((anonymous as { init: ResponseInit }).init.status).toBe(401);
    expect(await countMailFailures(db, { status: "open" })).toBe(3);

    const dismissed = (await post({ intent: "dismiss", id: target.id })) as Response;
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get("Location")).toBe("/admin/mail-failures?status=open");
    expect((await load("/admin/mail-failures?status=open")).rows).toHaveLength(2);
    expect(
      (await load("/admin/mail-failures?status=dismissed")).rows.map((r) => r.recipient),
    ).toEqual(["b@example.com"]);

    const bad = (await post({ intent: "dismiss", id: "not-an-id" })) as { init: ResponseInit };
    expect(bad.init.status).toBe(400);

    await post({ intent: "dismiss-all" });
    expect(await countMailFailures(db, { status: "open" })).toBe(0);
    expect((await db.select().from(auditLog)).map((a) => [a.action, a.details])).toEqual(
      expect.arrayContaining([
        ["mail_failure.dismiss", null],
        ["mail_failure.dismiss", { count: 2 }],
      ]),
    );
  });
});
