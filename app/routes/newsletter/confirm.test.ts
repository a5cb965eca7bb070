import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { subscribe } from "~/features/newsletter/mutations.server";
import { newsletterSubscriptions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { testMailWorker } from "~tests/setup/mail-worker";
import { startSmtpServer } from "~tests/setup/smtp";
import { action, loader } from "./confirm";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

type Answer = { data: { state: string }; init: ResponseInit | null } | { state: string };
const stateOf = (answer: unknown) => {
  const a = answer as Answer;
  return "data" in a
    ? { state: a.data.state, status: a.init?.status ?? 200 }
    : { state: a.state, status: 200 };
};

describeWithDatabase("the confirmation link", (getDb) => {
  it("opening it (GET, as a mail scanner does) only asks; the button's POST confirms, once", async () => {
    const db = getDb();
    await subscribe(db, { email: "scanned@example.com", origin: "https://hub.example" });
    await testMailWorker(db, { smtpUrl: smtp.url }).drain();
    const token = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(smtp.received.at(-1)!.text)![1]!;
    const context = testContext({ db });
    const args = (method: string) =>
      ({
        request: new Request(`http://localhost/newsletter/confirm/${token}`, { method }),
        params: { token },
        context,
      }) as Parameters<typeof loader>[0] & Parameters<typeof action>[0];
    const status = async () =>
      (
        await db
          .select({ status: newsletterSubscriptions.status })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, "scanned@example.com"))
      )[0]!.status;

    expect(stateOf(await loader(args("GET")))).toEqual({ state: "ask", status: 200 });
    expect(stateOf(await loader(args("GET")))).toEqual({ state: "ask", status: 200 });
    expect(await status()).toBe("pending");

    expect(stateOf(await action(args("POST")))).toEqual({ state: "confirmed", status: 200 });
    expect(await status()).toBe("confirmed");
    // Used: neither the page nor a second press confirms anything again.
    expect(stateOf(await loader(args("GET")))).toEqual({ state: "expired", status: 404 });
    expect(stateOf(await action(args("POST")))).toEqual({ state: "expired", status: 404 });
  });

  it("an unknown token answers 404 to both", async () => {
    const context = testContext({ db: getDb() });
    const args = (method: string) =>
      ({
        request: new Request("http://localhost/newsletter/confirm/nope", { method }),
        params: { token: "nope" },
        context,
      }) as Parameters<typeof loader>[0] & Parameters<typeof action>[0];
    expect(stateOf(await loader(args("GET")))).toEqual({ state: "expired", status: 404 });
    expect(stateOf(await action(args("POST")))).toEqual({ state: "expired", status: 404 });
  });
});
