import { expect, it } from "vitest";
import { contactMessages } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { action } from "./about";

const valid = { name: "Asha", email: "asha@example.com", subject: "Hello", message: "A question." };

describeWithDatabase("Get in Touch anti-abuse", (getDb) => {
  const post = (fields: Record<string, string>) =>
    action({
      request: new Request("http://localhost/about", {
        method: "POST",
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: testContext({
        db: getDb(),
        clientIp: "10.2.2.2",
        env: { CONTACT_MESSAGES_PER_10_MIN: 2 },
      }),
    } as Parameters<typeof action>[0]) as Promise<{
      init?: ResponseInit;
      sent?: boolean;
      data?: { sent: boolean };
    }>;

  it("a filled honeypot looks sent but stores nothing", async () => {
    const result = await post({ ...valid, website: "spam" });
    expect(result.sent).toBe(true);
    expect(await getDb().select().from(contactMessages)).toHaveLength(0);
  });

  it("limits messages per address", async () => {
    await post(valid);
    await post(valid);
    const third = await post(valid);
    expect(third.init?.status).toBe(429);
    expect(await getDb().select().from(contactMessages)).toHaveLength(2);
  });
});
