// Every admin route and action refuses anonymous requests, forged cookies and expired sessions.
// Routes come from the route config, so a new admin route is covered without touching this test.
import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { expect, it } from "vitest";
import { logger } from "~/lib/logger.server";
import routes from "~/routes";
import { admins, sessions } from "../../../db/schema";
import { describeWithDatabase } from "../../../tests/setup/database";
import { createSession, sessionCookie } from "./session.server";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** Admin routes that must stay reachable without a session. */
const PUBLIC_ADMIN_ROUTES = new Set(["admin/login", "admin/logout"]);

function adminRoutes(entries: RouteEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = [parent, entry.path].filter(Boolean).join("/");
    const own =
      full.startsWith("admin") && entry.path !== undefined
        ? [{ path: full, file: entry.file }]
        : [];
    return [...own, ...adminRoutes(entry.children ?? [], full)];
  });
}

const admin = adminRoutes(routes as RouteEntry[]).filter((r) => !PUBLIC_ADMIN_ROUTES.has(r.path));

it("finds the admin routes in the route config", () => {
  expect(admin.map((r) => r.path)).toEqual(expect.arrayContaining(["admin", "admin/dashboard"]));
});

describeWithDatabase("admin access control", (getDb) => {
  async function cookies() {
    const db = getDb();
    const [row] = await db
      .insert(admins)
      .values({ email: "expired@example.com", passwordHash: "x" })
      .returning({ id: admins.id });
    const past = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    const expired = (await createSession(db, row!.id, null, past)).split(";")[0]!;
    const idle = (
      await createSession(db, row!.id, null, new Date(Date.now() - 13 * 60 * 60 * 1000))
    ).split(";")[0]!;
    const forged = (
      await sessionCookie.serialize(crypto.randomBytes(32).toString("base64url"))
    ).split(";")[0]!;
    expect(await db.select().from(sessions)).toHaveLength(2);
    return { anonymous: "", forged, expired, idle, garbage: "admin_session=%7B%22a%22%3A1%7D" };
  }

  it("every admin loader and action refuses anonymous, forged, idle and expired sessions", async () => {
    const cases = await cookies();
    const context = {
      db: getDb(),
      logger,
      env: {},
      clientIp: "127.0.0.1",
    } as unknown as AppLoadContext;
    let checked = 0;
    for (const route of admin) {
      const module = (await import(/* @vite-ignore */ `../../${route.file}`)) as {
        loader?: (args: unknown) => Promise<unknown>;
        action?: (args: unknown) => Promise<unknown>;
      };
      const url = `http://localhost/${route.path.replace("*", "anything")}`;
      for (const [name, cookie] of Object.entries(cases)) {
        const headers = cookie ? { Cookie: cookie } : undefined;
        if (module.loader) {
          const thrown = await module
            .loader({ request: new Request(url, { headers }), params: {}, context })
            .then(
              () => "allowed",
              (e: unknown) => e,
            );
          expect(thrown, `${route.path} loader, ${name}`).toBeInstanceOf(Response);
          expect((thrown as Response).status, `${route.path} loader, ${name}`).toBe(302);
          expect((thrown as Response).headers.get("Location")).toMatch(
            /^\/admin\/login\?redirectTo=/,
          );
          checked++;
        }
        if (module.action) {
          const request = new Request(url, { method: "POST", headers, body: new FormData() });
          const thrown = await module.action({ request, params: {}, context }).then(
            () => "allowed",
            (e: unknown) => e,
          );
          expect(thrown, `${route.path} action, ${name}`).toMatchObject({ init: { status: 401 } });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(admin.length * Object.keys(cases).length);
  });
});
