// Sign-in lockouts that spare the owner (ADR 040): strangers' failures lock the account for
// untrusted clients only; a browser that signed in before (a device cookie) is limited on its own.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import { action as loginAction } from "~/routes/admin/login";
import { loginAttempts, sessions, trustedDevices } from "~db/schema";
import { testContext } from "~tests/setup/context";
import { describeWithDatabase } from "~tests/setup/database";
import { createTestApp, type TestApp } from "~tests/setup/request-handler";
import { upsertAdmin } from "./admins.server";
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  DEVICE_LIMIT,
  finishSignInAttempt,
  LOCK_WINDOW_MS,
  PAIR_LIMIT,
  signInLockedUntil,
  startSignInAttempt,
} from "./rate-limit.server";
import { startSessionSweeper } from "./session-sweeper.server";
import {
  DEVICE_TTL_MS,
  DEVICES_PER_ADMIN,
  deviceCookie,
  findTrustedDevice,
  trustDevice,
} from "./trusted-devices.server";

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" };
const LOCKED = "Too many failed sign-in attempts.";

/** "name=value" of the cookie `name` among a response's Set-Cookie headers, or undefined. */
const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

interface ActionAnswer {
  init: ResponseInit | null;
  data: { result: { error?: Record<string, string[]> } };
}
/** The status of what the login action returned (a redirect Response or data()). */
const statusOf = (answer: Response | ActionAnswer) =>
  answer instanceof Response ? answer.status : (answer.init?.status ?? 200);

describeWithDatabase("sign-in lockouts that spare the owner", (getDb) => {
  const login = async (
    fields: { email: string; password: string },
    { ip = "192.0.2.1", cookie }: { ip?: string; cookie?: string } = {},
  ) =>
    (await loginAction({
      request: new Request("http://localhost/admin/login", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: {},
      context: testContext({ db: getDb(), clientIp: ip }),
    } as never)) as Response | ActionAnswer;

  /** Signs in as the owner from `ip` and returns the browser's device cookie ("admin_device=…"). */
  async function deviceOfOwner(ip = "198.51.100.7") {
    const response = await login(OWNER, { ip });
    if (!(response instanceof Response)) throw new Error(`sign-in failed: ${statusOf(response)}`);
    return cookieFrom(response, "admin_device")!;
  }

  /** One stranger's wrong guess, recorded through the functions the login action uses. */
  async function strangerGuess(ip: string, email = OWNER.email) {
    const attempt = await startSignInAttempt(getDb(), { ip, email });
    if ("lockedUntil" in attempt) return "locked";
    await finishSignInAttempt(getDb(), {
      attemptId: attempt.attemptId,
      ip,
      email,
      succeeded: false,
    });
    return "failed";
  }

  const untrustedFailures = async () =>
    (
      await getDb()
        .select({ id: loginAttempts.id })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, OWNER.email),
            eq(loginAttempts.succeeded, false),
            isNull(loginAttempts.deviceId),
          ),
        )
    ).length;

  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(() => app?.close());

  /** A request through the whole app (routing, action, redirect) from `ip`. */
  async function appLogin(fields: { email: string; password: string }, ip: string, cookie = "") {
    app!.context.clientIp = ip;
    return app!.fetch("/admin/login", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: cookie ? { Cookie: cookie } : {},
    });
  }

  it("the owner signs in with a known browser during 1,000 wrong guesses from 50 addresses", async () => {
    const db = getDb();
    await upsertAdmin(db, OWNER.email, OWNER.password);
    // The owner signed in from this browser last week: it holds a device cookie.
    let device = await deviceOfOwner();

    // The attack: 1,000 wrong guesses at the owner's account, 20 from each of 50 addresses, the
    // addresses side by side.
    const addresses = Array.from({ length: 50 }, (_, i) => `203.0.113.${i + 1}`);
    const outcomes = await Promise.all(
      addresses.map(async (ip) => {
        const mine: string[] = [];
        for (let i = 0; i < 20; i++) mine.push(await strangerGuess(ip));
        return mine;
      }),
    );
    const tried = outcomes.flat();
    expect(tried).toHaveLength(1000);
    // Exactly ACCOUNT_LIMIT guesses got to try a password; the account is locked for strangers.
    expect(tried.filter((o) => o === "failed")).toHaveLength(ACCOUNT_LIMIT);
    expect(await untrustedFailures()).toBe(ACCOUNT_LIMIT);
    // More guesses through the real route, from the attacker's addresses: all refused.
    for (const ip of addresses.slice(0, 5)) {
      const response = await appLogin({ email: OWNER.email, password: "hunter2" }, ip);
      expect(response.status).toBe(429);
    }
    // Even the right password from a browser without the device cookie: refused (the cost).
    const untrusted = await appLogin(OWNER, "192.0.2.200");
    expect(untrusted.status).toBe(429);
    expect(await untrusted.text()).toContain(LOCKED);

    // The owner's browser, from an address the attacker never used and then from one it used:
    // signed in both times, with a session.
    for (const ip of ["192.0.2.99", addresses[0]!]) {
      const response = await appLogin(OWNER, ip, device);
      expect(response.status, ip).toBe(303);
      expect(response.headers.get("Location")).toBe("/admin/dashboard");
      const session = cookieFrom(response, "admin_session");
      expect(session).toBeDefined();
      const dashboard = await app!.fetch("/admin/dashboard", { headers: { Cookie: session! } });
      expect(dashboard.status).toBe(200);
      // A new device token at every sign-in; the browser keeps the newest.
      const next = cookieFrom(response, "admin_device")!;
      expect(next).not.toBe(device);
      device = next;
    }
    expect(await db.select().from(sessions)).toHaveLength(3);
    // The owner's sign-ins cleared none of the strangers' failures: the lock holds for them.
    expect(await untrustedFailures()).toBe(ACCOUNT_LIMIT);
    expect((await appLogin(OWNER, "192.0.2.201")).status).toBe(429);
  }, 120_000);

  it("untrusted clients: the account locks after distributed failures; per-address limits hold", async () => {
    const db = getDb();
    await upsertAdmin(db, OWNER.email, OWNER.password);
    // One wrong guess from each of ACCOUNT_LIMIT addresses, through the real route: each is
    // under every per-address limit, yet together they lock the account.
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expect(
        statusOf(await login({ ...OWNER, password: `guess ${i}` }, { ip: `10.1.0.${i}` })),
      ).toBe(401);
    }
    const locked = await login(OWNER, { ip: "10.1.1.1" });
    expect(statusOf(locked)).toBe(429);
    expect((locked as ActionAnswer).data.result.error?.[""]?.[0]).toMatch(/^Too many failed/);
    // The lock opens when the window has passed since the last failure.
    const now = new Date();
    const later = new Date(now.getTime() + LOCK_WINDOW_MS + 1000);
    expect(await signInLockedUntil(db, { ip: "10.1.1.1", email: OWNER.email, now })).not.toBeNull();
    expect(await signInLockedUntil(db, { ip: "10.1.1.1", email: OWNER.email, now: later })).toBe(
      null,
    );

    // One address and one account: PAIR_LIMIT failures lock that pair, not the account elsewhere.
    const pair = { ip: "10.2.0.1", email: "pair@example.com" };
    for (let i = 0; i < PAIR_LIMIT; i++)
      expect(await strangerGuess(pair.ip, pair.email)).toBe("failed");
    expect(await strangerGuess(pair.ip, pair.email)).toBe("locked");
    expect(await strangerGuess("10.2.0.2", pair.email)).toBe("failed");
    // One address spraying accounts: ADDRESS_LIMIT failures lock the address for every account.
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect(await strangerGuess("10.3.0.1", `spray${i}@example.com`)).toBe("failed");
    }
    expect(await strangerGuess("10.3.0.1", "fresh@example.com")).toBe("locked");
    expect(await strangerGuess("10.3.0.2", "fresh@example.com")).toBe("failed");
  });

  it("forged, expired, replaced and other admins' device tokens give no trust", async () => {
    const db = getDb();
    const owner = await upsertAdmin(db, OWNER.email, OWNER.password);
    const other = await upsertAdmin(db, "other@example.com", "another long password");
    const copied = await deviceOfOwner(); // copied from the owner's browser by someone...
    const current = cookieFrom(
      (await login(OWNER, { cookie: copied })) as Response,
      "admin_device",
    )!;
    // ...and replaced by the owner's next sign-in.
    const othersDevice = cookieFrom(
      (await login({ email: other.email, password: "another long password" })) as Response,
      "admin_device",
    )!;
    const expiredToken = await trustDevice(db, {
      adminId: owner.id,
      request: new Request("http://localhost/admin/login"),
      now: new Date(Date.now() - DEVICE_TTL_MS - 60_000),
    });
    const expired = expiredToken.split(";")[0]!;
    const forged = (
      await deviceCookie.serialize(crypto.randomBytes(32).toString("base64url"))
    ).split(";")[0]!;
    const malformed = "admin_device=%22not-a-token%22";

    const trustOf = (cookie: string, email = OWNER.email) =>
      findTrustedDevice(
        db,
        new Request("http://localhost/admin/login", { headers: { Cookie: cookie } }),
        { email },
      );
    expect(await trustOf(current)).not.toBeNull();
    expect(await trustOf(othersDevice, other.email)).not.toBeNull();
    for (const cookie of [copied, othersDevice, expired, forged, malformed, ""]) {
      expect(await trustOf(cookie), cookie).toBeNull();
    }

    // Strangers lock the account for untrusted clients; none of those tokens gets past it.
    for (let i = 0; i < ACCOUNT_LIMIT; i++) await strangerGuess(`203.0.113.${i}`);
    for (const cookie of [copied, othersDevice, expired, forged, malformed]) {
      expect(statusOf(await login(OWNER, { ip: "192.0.2.50", cookie })), cookie).toBe(429);
    }
    // The owner's current token does.
    expect(statusOf(await login(OWNER, { ip: "192.0.2.50", cookie: current }))).toBe(303);
  });

  it("a trusted device is locked by its own failures only", async () => {
    const db = getDb();
    await upsertAdmin(db, OWNER.email, OWNER.password);
    const device = await deviceOfOwner();
    const wrong = { email: OWNER.email, password: "typo" };
    for (let i = 0; i < DEVICE_LIMIT; i++) {
      // From changing addresses: the device is what is counted.
      expect(statusOf(await login(wrong, { ip: `10.4.0.${i}`, cookie: device }))).toBe(401);
    }
    const locked = await login(OWNER, { ip: "10.4.1.1", cookie: device });
    expect(statusOf(locked)).toBe(429);
    expect((locked as ActionAnswer).data.result.error?.[""]?.[0]).toMatch(/^Too many failed/);
    // Its failures count neither against the account nor against its addresses.
    expect(await untrustedFailures()).toBe(0);
    expect(statusOf(await login(OWNER, { ip: "10.4.0.0" }))).toBe(303);
  });

  it("of many wrong guesses sent at once with one device cookie, exactly the device limit are tried", async () => {
    const db = getDb();
    await upsertAdmin(db, OWNER.email, OWNER.password);
    const device = await deviceOfOwner();
    const answers = await Promise.all(
      Array.from({ length: DEVICE_LIMIT + 7 }, (_, i) =>
        login(
          { email: OWNER.email, password: `guess ${i}` },
          { ip: `10.5.0.${i}`, cookie: device },
        ),
      ),
    );
    const statuses = answers.map(statusOf);
    expect(statuses.filter((s) => s === 401)).toHaveLength(DEVICE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);

    // The same through the functions, on a second device of the owner.
    const second = await findTrustedDevice(
      db,
      new Request("http://localhost/admin/login", { headers: { Cookie: await deviceOfOwner() } }),
      { email: OWNER.email },
    );
    const now = new Date();
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        startSignInAttempt(db, {
          ip: `10.6.0.${i}`,
          email: OWNER.email,
          deviceId: second!.id,
          now,
        }),
      ),
    );
    expect(attempts.filter((a) => "attemptId" in a)).toHaveLength(DEVICE_LIMIT);
  }, 60_000);

  it("device tokens expire, are swept, and at most DEVICES_PER_ADMIN are kept per admin", async () => {
    const db = getDb();
    const owner = await upsertAdmin(db, OWNER.email, OWNER.password);
    const blank = new Request("http://localhost/admin/login");
    const now = new Date();
    const old = new Date(now.getTime() - DEVICE_TTL_MS - 1000);
    await trustDevice(db, { adminId: owner.id, request: blank, now: old });
    for (let i = 0; i < DEVICES_PER_ADMIN + 2; i++) {
      await trustDevice(db, {
        adminId: owner.id,
        request: blank,
        now: new Date(now.getTime() + i),
      });
    }
    const rows = await db.select().from(trustedDevices);
    expect(rows).toHaveLength(DEVICES_PER_ADMIN);
    expect(Math.min(...rows.map((r) => r.createdAt.getTime()))).toBe(now.getTime() + 2);

    // An expired one goes with the session sweep.
    await db.insert(trustedDevices).values({
      tokenHash: "expired",
      adminId: owner.id,
      createdAt: old,
      expiresAt: new Date(old.getTime() + DEVICE_TTL_MS),
    });
    const sweeper = startSessionSweeper({ db, logger, now: () => now });
    await sweeper.sweep();
    await sweeper.stop();
    const left = await db.select({ expiresAt: trustedDevices.expiresAt }).from(trustedDevices);
    expect(left).toHaveLength(DEVICES_PER_ADMIN);
    expect(left.every((r) => r.expiresAt > now)).toBe(true);
  });

  it("the device cookie is HttpOnly, SameSite=Lax, scoped to /admin, lasts 90 days, outlives sign-out", async () => {
    await upsertAdmin(getDb(), OWNER.email, OWNER.password);
    const response = (await login(OWNER)) as Response;
    const header = response.headers.getSetCookie().find((c) => c.startsWith("admin_device="))!;
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\/admin(;|$)/i);
    expect(header).toMatch(new RegExp(`;\\s*Max-Age=${DEVICE_TTL_MS / 1000}`, "i"));
    // Only the token's hash is stored.
    const token = (await deviceCookie.parse(header.split(";")[0]!)) as string;
    const [row] = await getDb().select().from(trustedDevices);
    expect(row!.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    const out = await app!.fetch("/admin/logout", {
      method: "POST",
      headers: { Cookie: `${cookieFrom(response, "admin_session")!}` },
    });
    expect(out.status).toBe(303);
    expect(cookieFrom(out, "admin_device")).toBeUndefined();
  });
});
