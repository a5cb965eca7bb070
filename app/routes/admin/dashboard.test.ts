// The dashboard's launch checklist and its one action: signed-out requests are sent to sign in
// (page) or refused (post), an unknown action is a 400, the confirmation opens only while there
// is demo content, and the confirmed removal redirects with a toast naming what went.
import { expect, it } from "vitest";
import { readFlashToast } from "~/lib/flash-toast.server";
import type { FileStorage } from "~/lib/storage.server";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { createMemoryStorage, seedDemoContent } from "~tests/setup/demo-content";
import { signedInAdmin } from "~tests/setup/factories";
import { action, loader } from "./dashboard";

describeWithDatabase("admin dashboard: launch checklist", (getDb) => {
  let storage: FileStorage = createMemoryStorage();
  const context = () => testContext({ db: getDb(), storage });
  const load = (url: string, cookie = "") =>
    loader({
      request: new Request(`http://localhost${url}`, { headers: { Cookie: cookie } }),
      params: {},
      context: context(),
    } as never);
  const post = (fields: Record<string, string>, cookie = "", url = "/admin/dashboard") =>
    action({
      request: new Request(`http://localhost${url}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookie },
      }),
      params: {},
      context: context(),
    } as never);
  /** What a loader or action threw or returned, as a Response. */
  const outcome = async (run: () => Promise<unknown>) => {
    try {
      return (await run()) as Response;
    } catch (thrown) {
      return thrown as Response;
    }
  };
  const statusOf = (result: unknown) =>
    result instanceof Response
      ? result.status
      : (result as { init?: { status?: number } }).init?.status;

  it("signed out: the page sends to sign-in, the removal is refused and removes nothing", async () => {
    storage = createMemoryStorage();
    await seedDemoContent(getDb(), storage);
    const page = await outcome(() => load("/admin/dashboard?remove-demo=1"));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(
      `/admin/login?redirectTo=${encodeURIComponent("/admin/dashboard?remove-demo=1")}`,
    );
    const refused = await outcome(() => post({ intent: "remove-demo" }));
    expect(statusOf(refused)).toBe(401);
    // A forged session cookie is no better.
    const forged = await outcome(() => post({ intent: "remove-demo" }, "admin_session=forged"));
    expect(statusOf(forged)).toBe(401);
    const { cookie } = await signedInAdmin(getDb());
    expect((await load("/admin/dashboard", cookie)).launch!.demo.resources).toBeGreaterThan(100);
  });

  it("an unknown or missing action is a 400 that says so", async () => {
    const { cookie } = await signedInAdmin(getDb());
    for (const fields of [{}, { intent: "delete" }] as Record<string, string>[]) {
      const result = await post(fields, cookie);
      expect(statusOf(result)).toBe(400);
      expect((result as unknown as { data: { message: string } }).data.message).toBe(
        "Unknown action",
      );
    }
  });

  it("confirm, remove, then nothing left: the checklist shows no demo content", async () => {
    storage = createMemoryStorage();
    const seed = await seedDemoContent(getDb(), storage);
    const { cookie } = await signedInAdmin(getDb());

    const before = await load("/admin/dashboard", cookie);
    expect(before.removingDemo).toBe(false);
    expect(before.launch!.demo.files).toBe(seed.files);
    expect((await load("/admin/dashboard?remove-demo=1", cookie)).removingDemo).toBe(true);
    // The dashboard also answers at /admin.
    expect((await load("/admin?remove-demo=1", cookie)).removingDemo).toBe(true);

    const response = (await post({ intent: "remove-demo" }, cookie)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    const toast = await readFlashToast(
      new Request("http://localhost/admin/dashboard", {
        headers: { Cookie: response.headers.get("Set-Cookie")!.split(";")[0]! },
      }),
    );
    expect(toast.toast).toMatchObject({ title: "Demo content removed" });
    expect(toast.toast!.description).toMatch(
      new RegExp(
        `^Removed ${seed.resources} sample resources with ${seed.files} files, 5 blog posts`,
      ),
    );

    const after = await load("/admin/dashboard?remove-demo=1", cookie);
    expect(after.launch!.demo).toEqual({
      resources: 0,
      files: 0,
      posts: 0,
      questions: 0,
      papers: 0,
      events: 0,
      testimonials: 0,
    });
    // Nothing to confirm any more.
    expect(after.removingDemo).toBe(false);
    expect(after.counts).toMatchObject({ resources: 0, blogPosts: 0 });

    // A second post (a double click, another tab) changes nothing and says so.
    const again = (await post({ intent: "remove-demo" }, cookie)) as Response;
    expect(again.status).toBe(303);
    const second = await readFlashToast(
      new Request("http://localhost/admin/dashboard", {
        headers: { Cookie: again.headers.get("Set-Cookie")!.split(";")[0]! },
      }),
    );
    expect(second.toast).toEqual({
      title: "No demo content left",
      description: "Nothing was removed.",
    });
  });
});
