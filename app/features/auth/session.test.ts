import { expect, it } from "vitest";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as loginAction } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";
import { auditLog, loginAttempts, sessions } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { upsertAdmin } from "./admins.server";
import {
  ADDRESS_LIMIT,
  finishSignInAttempt,
  PAIR_LIMIT,
  signInLockedUntil,
  startSignInAttempt,
} from "./rate-limit.server";
import { createSession, getSignedInAdmin, IDLE_TIMEOUT_MS } from "./session.server";

const cookieOf = (setCookie: string | null) => setCookie?.split(";")[0] ?? "";

describeWithDatabase("admin sessions and sign-in", (getDb) => {
  const context = (ip = "10.0.0.1") => testContext({ db: getDb(), clientIp: ip });

  const login = (fields: Record<string, string>, ip?: string, cookie?: string) =>
    loginAction({
      request: new Request("http://localhost/admin/login", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: {},
      context: context(ip),
    } as never) as Promise<unknown>;

  it("a valid session passes; idle and absolute expiry end it", async () => {
    const db = getDb();
    const admin = await upsertAdmin(db, "a@example.com", "a long password 1");
    const now = new Date();
    const cookie = cookieOf(await createSession(db, { adminId: admin.id, userAgent: "test", now }));
    const request = new Request("http://localhost/admin", { headers: { Cookie: cookie } });
    expect(await getSignedInAdmin(db, request, now)).toMatchObject({ email: "a@example.com" });
    const idle = new Date(now.getTime() + IDLE_TIMEOUT_MS + 1000);
    expect(await getSignedInAdmin(db, request, idle)).toBeNull();
    const afterWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect(await getSignedInAdmin(db, request, afterWeek)).toBeNull();
    // Only the hash of the id is stored.
    const [row] = await db.select().from(sessions);
    expect(cookie).not.toContain(row!.idHash);
  });

  it("signs in with the right password: new session cookie, toast, audit row; old session ended", async () => {
    const db = getDb();
    await upsertAdmin(db, "admin@example.com", "correct horse battery");
    const old = await createSession(db, {
      adminId: (await upsertAdmin(db, "admin@example.com", "correct horse battery")).id,
      userAgent: null,
    });
    const response = (await login(
      { email: " Admin@Example.com ", password: "correct horse battery" },
      undefined,
      cookieOf(old),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/admin_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/flash-toast=/);
    expect(await db.select().from(sessions)).toHaveLength(1); // rotated: the old one is gone
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "auth.sign_in", entity: "admin" });

    const sessionCookie = setCookie.match(/admin_session=[^;]+/)![0];
    const dashboard = (await dashboardLoader({
      request: new Request("http://localhost/admin/dashboard", {
        headers: { Cookie: sessionCookie },
      }),
      params: {},
      context: context(),
    } as never)) as { counts: Record<string, number> };
    expect(dashboard.counts).toMatchObject({ resources: 0, blogPosts: 0 });

    const out = (await logoutAction({
      request: new Request("http://localhost/admin/logout", {
        method: "POST",
        headers: { Cookie: sessionCookie },
      }),
      params: {},
      context: context(),
    } as never)) as Response;
    expect(out.headers.get("Location")).toBe("/admin");
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    await upsertAdmin(getDb(), "admin@example.com", "correct horse battery");
    const wrong = (await login({ email: "admin@example.com", password: "nope" })) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    const unknown = (await login({ email: "ghost@example.com", password: "nope" })) as typeof wrong;
    expect(wrong.init.status).toBe(401);
    expect(unknown.init.status).toBe(401);
    expect(wrong.data.result.error[""]).toEqual(["Invalid email or password."]);
    expect(unknown.data.result.error).toEqual(wrong.data.result.error);
    expect(JSON.stringify(wrong)).not.toContain("nope"); // the password is not echoed back
  });

  it("locks an address and account pair after five failures; other addresses still sign in", async () => {
    await upsertAdmin(getDb(), "admin@example.com", "correct horse battery");
    for (let i = 0; i < PAIR_LIMIT; i++) {
      await login({ email: "admin@example.com", password: `wrong ${i}` }, "10.0.0.9");
    }
    const locked = (await login(
      { email: "admin@example.com", password: "correct horse battery" },
      "10.0.0.9",
    )) as {
      init: ResponseInit;
      data: { result: { error: Record<string, string[]> } };
    };
    expect(locked.init.status).toBe(429);
    expect(locked.data.result.error[""]?.[0]).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    const elsewhere = (await login(
      { email: "admin@example.com", password: "correct horse battery" },
      "10.0.0.10",
    )) as Response;
    expect(elsewhere.status).toBe(303);
  });

  it("unlocks after the window, and a success clears the pair's failures", async () => {
    const db = getDb();
    const start = new Date("2026-01-01T10:00:00Z");
    const pair = { ip: "10.0.0.2", email: "x@example.com" };
    for (let i = 0; i < PAIR_LIMIT; i++) {
      const attempt = await startSignInAttempt(db, { ...pair, now: start });
      expect(attempt).toHaveProperty("attemptId");
    }
    expect(await startSignInAttempt(db, { ...pair, now: start })).toEqual({
      lockedUntil: new Date("2026-01-01T10:15:00Z"),
    });
    expect(await signInLockedUntil(db, { ...pair, now: start })).toEqual(
      new Date("2026-01-01T10:15:00Z"),
    );
    const later = new Date("2026-01-01T10:16:00Z");
    const attempt = await startSignInAttempt(db, { ...pair, now: later });
    if (!("attemptId" in attempt)) throw new Error("expected the window to be over");
    await finishSignInAttempt(db, { ...pair, attemptId: attempt.attemptId, succeeded: true });
    expect(await signInLockedUntil(db, { ...pair, now: start })).toBeNull();
    const rows = await db.select().from(loginAttempts);
    expect(rows).toMatchObject([{ succeeded: true, email: "x@example.com" }]);
  });

  it("of many sign-in attempts arriving at once, exactly the limit get to try a password", async () => {
    const db = getDb();
    const now = new Date();
    const pair = await Promise.all(
      Array.from({ length: 12 }, () =>
        startSignInAttempt(db, { ip: "10.0.0.3", email: "y@example.com", now }),
      ),
    );
    expect(pair.filter((a) => "attemptId" in a)).toHaveLength(PAIR_LIMIT);
    // One address spraying many accounts: the address limit holds too.
    const sprayed = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT + 8 }, (_, i) =>
        startSignInAttempt(db, { ip: "10.0.0.4", email: `user${i}@example.com`, now }),
      ),
    );
    expect(sprayed.filter((a) => "attemptId" in a)).toHaveLength(ADDRESS_LIMIT);
  });
});
