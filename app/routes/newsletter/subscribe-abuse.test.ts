// The sign-up form cannot be used to mail-bomb anyone: sign-ups are limited per client address,
// an address gets one confirmation a day whoever signs it up, and the answer does not tell a
// pending address from a new one. Through the whole request handler, as the forms post: a
// fetcher to /newsletter.data, a page without scripts to /newsletter.
import { eq } from "drizzle-orm";
import { type AppLoadContext, createRequestHandler } from "react-router";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { confirmSubscription, unsubscribe } from "~/features/newsletter/mutations.server";
import { TOO_MANY_SIGNUPS } from "~/features/newsletter/schema";
import { mailOutbox, newsletterSubscriptions, rateLimitHits } from "~db/schema";
import { describeWithDatabase } from "~tests/setup/database";
import { createTestApp, createTestBuild, type TestApp } from "~tests/setup/request-handler";

const LIMIT = 5;

let handler: ReturnType<typeof createRequestHandler>;
beforeAll(async () => {
  handler = createRequestHandler(await createTestBuild(), "production");
});

describeWithDatabase("newsletter sign-ups cannot mail-bomb", (getDb) => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp(getDb(), { env: { NEWSLETTER_SIGNUPS_PER_HOUR: LIMIT } });
    return () => app.close();
  });

  /** One sign-up from client address `ip`, with scripts (a fetcher) unless `js` is false. */
  const signUp = (email: string, ip: string, { js = true, variant = "home" } = {}) => {
    const fields: Record<string, string> = { email, variant, redirectTo: "/#newsletter" };
    if (js) fields.js = "1";
    const request = new Request(`http://localhost/newsletter${js ? ".data" : ""}`, {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    return handler(request, { ...app.context, clientIp: ip } as AppLoadContext);
  };
  /** What a visitor can observe of an answer: its status, body and headers. */
  const answer = async (response: Response) => ({
    status: response.status,
    body: await response.text(),
    location: response.headers.get("Location"),
    cookie: response.headers.get("Set-Cookie"),
  });
  const queued = async () => getDb().select().from(mailOutbox);
  const confirmLink = (mail: { payload: unknown }) =>
    /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(
      String((mail.payload as { text: string }).text),
    )![1]!;
  const unsubscribeLink = (mail: { payload: unknown }) =>
    /\/newsletter\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(
      String((mail.payload as { text: string }).text),
    )![1]!;

  it(`100 sign-ups of different addresses from one client: ${LIMIT} mails, the rest 429`, async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signUp(`victim-${i}@example.com`, "10.7.0.1")),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
    const refused = await responses[statuses.indexOf(429)]!.text();
    expect(refused).toContain("rate-limited");
    expect(refused).toContain(TOO_MANY_SIGNUPS);
    expect(await queued()).toHaveLength(LIMIT);
    expect(await getDb().select().from(newsletterSubscriptions)).toHaveLength(LIMIT);

    // Without scripts the refusal comes back as a flashed notice, and writes nothing either.
    const page = await signUp("one-more@example.com", "10.7.0.1", { js: false });
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe("/#newsletter");
    const flashed = decodeURIComponent(
      /flash-toast=([^.;]+)/.exec(page.headers.get("Set-Cookie")!)![1]!,
    );
    expect(JSON.parse(Buffer.from(flashed, "base64").toString("utf8"))).toMatchObject({
      description: TOO_MANY_SIGNUPS,
    });
    expect(await queued()).toHaveLength(LIMIT);
    // Refused sign-ups are not counted: the client's hour holds exactly the accepted ones.
    expect(await getDb().select().from(rateLimitHits)).toHaveLength(LIMIT);

    // Another client address is not held back by this one.
    expect((await signUp("someone@example.com", "10.7.0.2")).status).toBe(200);
    expect(await queued()).toHaveLength(LIMIT + 1);
  });

  it("100 sign-ups of one address from 100 clients: exactly one mail, the same answer to all", async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signUp("target@example.com", `10.8.0.${i + 1}`)),
    );
    const answers = await Promise.all(responses.map(answer));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 100 }, () => 200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toContain("Successfully subscribed!");
    expect(await queued()).toHaveLength(1);
    expect(await getDb().select().from(newsletterSubscriptions)).toHaveLength(1);
  });

  it("a new and a pending address get the same answer; a confirmed one 'Already subscribed'", async () => {
    for (const js of [true, false]) {
      for (const variant of ["home", "blog"]) {
        const tag = `${js ? "js" : "nojs"}-${variant}`;
        // Each answer from its own client address, so the limit plays no part.
        const fresh = await answer(
          await signUp(`new-${tag}@example.com`, `10.9.${js ? 1 : 2}.1`, { js, variant }),
        );
        await signUp(`pending-${tag}@example.com`, `10.9.${js ? 1 : 2}.2`, { js, variant });
        const pending = await answer(
          await signUp(`pending-${tag}@example.com`, `10.9.${js ? 1 : 2}.3`, { js, variant }),
        );
        expect(pending, tag).toEqual(fresh);
        expect(fresh.status, tag).toBe(js ? 200 : 303);
      }
    }
    const fresh = await answer(await signUp("fresh@example.com", "10.9.3.1"));
    expect(fresh.body).toContain("Successfully subscribed!");

    // Confirmed: the spec's notice.
    await signUp("reader@example.com", "10.9.3.2");
    const [mail] = await getDb()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "reader@example.com"));
    expect(await confirmSubscription(getDb(), confirmLink(mail!))).not.toBeNull();
    const confirmed = await answer(await signUp("reader@example.com", "10.9.3.3"));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain("Already subscribed");
    expect(confirmed.body).toContain("This email is already subscribed to our newsletter.");

    // Unsubscribed and back: the success answer again (its mail waits for the day to pass).
    expect(await unsubscribe(getDb(), unsubscribeLink(mail!))).not.toBeNull();
    expect(await answer(await signUp("reader@example.com", "10.9.3.4"))).toEqual(fresh);
  });
});
