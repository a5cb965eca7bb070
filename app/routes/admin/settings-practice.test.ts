// Site Settings › Practice: the mock attempts' retention period, checked at the field (a whole
// number of days from 1 to 3650), saved with an audit row, and shown with its default until then.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getSiteSettings } from "~/features/settings/queries.server";
import { PracticeSettingsSchema } from "~/features/settings/schema";
import { auditLog } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { signedInAdmin } from "~tests/setup/factories";
import { action, loader } from "./settings";

interface ActionData {
  data: { result?: { error?: Record<string, string[] | null> } };
  init: ResponseInit | null;
}

it("the schema takes whole days from 1 to 3650", () => {
  const days = (value: unknown) =>
    PracticeSettingsSchema.safeParse({ attemptRetentionDays: value }).success;
  expect([1, 180, 3650].map(days)).toEqual([true, true, true]);
  expect([0, -5, 3651, 1.5, "30", null].map(days)).toEqual(Array(6).fill(false));
});

describeWithDatabase("admin settings: practice", (getDb) => {
  const context = () => testContext({ db: getDb(), clientIp: "127.0.0.1" });
  const request = (cookie: string, body?: [string, string][]) =>
    new Request("http://localhost/admin/settings/practice", {
      method: body ? "POST" : "GET",
      body: body ? new URLSearchParams(body) : undefined,
      headers: { Cookie: cookie },
    });
  const save = async (cookie: string, days: string) =>
    (await action({
      request: request(cookie, [
        ["attemptRetentionDays", days],
        ["intent", "save"],
      ]),
      params: { section: "practice" },
      context: context(),
    } as never)) as Response | ActionData;

  it("starts at 180 days, refuses what is not 1 to 3650 whole days at the field, saves the rest", async () => {
    const { cookie } = await signedInAdmin(getDb());
    const loaded = await loader({
      request: request(cookie),
      params: { section: "practice" },
      context: context(),
    } as never);
    expect(loaded).toMatchObject({ saved: false, defaultValue: { attemptRetentionDays: 180 } });

    for (const [days, message] of [
      ["0", "Keep attempts for at least 1 day"],
      ["4000", "Keep attempts for at most 3650 days (ten years)"],
      ["2.5", "Enter a whole number of days"],
      ["soon", "Enter a number of days from 1 to 3650"],
      ["", "Enter a number of days from 1 to 3650"],
    ]) {
      const refused = (await save(cookie, days!)) as ActionData;
      expect(refused.init?.status, days).toBe(400);
      expect(refused.data.result?.error?.attemptRetentionDays, days).toEqual([message]);
    }
    expect((await getSiteSettings(getDb())).practice).toBeUndefined();

    const saved = await save(cookie, "90");
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(303);
    expect((await getSiteSettings(getDb())).practice).toEqual({ attemptRetentionDays: 90 });
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.entityId, "practice"));
    expect(audits).toHaveLength(1);
  });
});
