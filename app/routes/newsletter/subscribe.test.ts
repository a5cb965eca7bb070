import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { confirmSubscription } from "~/features/newsletter/mutations.server";
import type { Database } from "~/lib/db.server";
import { mailOutbox, newsletterSubscriptions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { testMailWorker } from "~tests/setup/mail-worker";
import { startSmtpServer } from "~tests/setup/smtp";
import { action } from "./subscribe";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
// One SMTP server for both databases' runs: each test counts only its own mail.
beforeEach(() => {
  smtp.received.length = 0;
});

type Result = {
  data: { outcome: string; message: { title: string; description: string } };
  init: ResponseInit | null;
};

describeWithDatabase("POST /newsletter", (getDb) => {
  let kicks = 0;
  const post = async (fields: Record<string, string>, db: Database = getDb()) => {
    const request = new Request("http://localhost/newsletter", {
      method: "POST",
      body: new URLSearchParams(fields),
    });
    const context = testContext({
      db,
      mailWorker: { kick: () => kicks++ },
      env: { NEWSLETTER_SIGNUPS_PER_HOUR: 1000 },
      clientIp: "10.3.3.3",
    });
    return action({ request, params: {}, context } as Parameters<typeof action>[0]);
  };

  /** Opens the confirmation link in a mail's text. */
  const confirmWith = async (mailText: string) => {
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mailText)?.[1];
    expect(await confirmSubscription(getDb(), token ?? "")).not.toBeNull();
  };
  /** The text of the confirmation mail queued for `email`, not yet sent. */
  const queuedText = async (email: string) => {
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    return String((mail?.payload as { text?: string } | undefined)?.text);
  };

  it("blog form: the spec's texts for success, a confirmed address and an empty email", async () => {
    const ok = (await post({ email: " Asha@Example.com ", variant: "blog", js: "1" })) as Result;
    expect(ok.data.message).toEqual({
      title: "Subscription Successful!",
      description:
        "Thank you for subscribing to our newsletter. Please check your email for confirmation.",
    });
    const rows = await getDb().select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(["asha@example.com"]);
    // The request only queues the confirmation and wakes the worker, which sends it.
    expect(kicks).toBeGreaterThan(0);
    const [queued] = await getDb().select().from(mailOutbox);
    expect(queued).toMatchObject({ recipient: "asha@example.com", status: "pending" });
    expect(smtp.received).toHaveLength(0);
    await testMailWorker(getDb(), { smtpUrl: smtp.url }).drain();
    expect(smtp.received.map((m) => m.to)).toEqual(["asha@example.com"]);

    await confirmWith(smtp.received[0]!.text);
    const again = (await post({ email: "asha@example.com", variant: "blog", js: "1" })) as Result;
    expect(again.data.message).toEqual({
      title: "Already Subscribed",
      description: "This email is already subscribed to our newsletter.",
    });
    const empty = (await post({ email: "", variant: "blog", js: "1" })) as Result;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.message.description).toBe("Please enter a valid email address.");
  });

  it("home form: the spec's texts, and failure when the subscription cannot be stored", async () => {
    const ok = (await post({ email: "ravi@example.com", variant: "home", js: "1" })) as Result;
    expect(ok.data.message.title).toBe("Successfully subscribed!");
    await confirmWith(await queuedText("ravi@example.com"));
    const again = (await post({ email: "ravi@example.com", variant: "home", js: "1" })) as Result;
    expect(again.data.message).toEqual({
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter.",
    });
    const down = new Proxy(getDb(), {
      get: (target, key) =>
        key === "transaction"
          ? () => Promise.reject(new Error("the database is down"))
          : Reflect.get(target, key),
    });
    const failed = (await post(
      { email: "new@example.com", variant: "home", js: "1" },
      down,
    )) as Result;
    expect(failed.init?.status).toBe(503);
    expect(failed.data.message).toMatchObject({
      title: "Subscription failed",
      description: "There was an error subscribing to the newsletter. Please try again.",
    });
  });

  it("without JavaScript: redirects back with the toast in a cookie, never off the site", async () => {
    const response = (await post({
      email: "meera@example.com",
      variant: "blog",
      redirectTo: "/blog?category=career",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/blog?category=career");
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash-toast=/);
    const evil = (await post({ email: "x@example.com", redirectTo: "//evil.example" })) as Response;
    expect(evil.headers.get("Location")).toBe("/");
  });
});
