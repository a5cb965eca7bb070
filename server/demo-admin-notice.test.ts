// The demo admin's one-time password: kept out of the start-up log and printed last, boxed, with
// the address to sign in at.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { findAdminByEmail } from "../app/features/auth/admins.server";
import { verifyPassword } from "../app/features/auth/password.server";
import { boot, DEMO_ADMIN_EMAIL, shutdown, takeDemoAdminSignIn } from "./boot";
import { demoAdminNotice } from "./demo-admin-notice";

afterEach(() => vi.restoreAllMocks());

it("the box: equal lines, the sign-in address, the email and the password", () => {
  const notice = demoAdminNotice(
    { email: "admin@hub.example", password: "Secret-123" },
    "http://localhost:3000",
  );
  const lines = notice.split("\n");
  expect(lines[0]).toMatch(/^┌─+┐$/);
  expect(lines.at(-1)).toMatch(/^└─+┘$/);
  expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  expect(lines.slice(1, -1).every((line) => /^│ .* │$/.test(line))).toBe(true);
  expect(notice).toContain("http://localhost:3000/admin/login");
  expect(notice).toContain("email:    admin@hub.example");
  expect(notice).toContain("password: Secret-123");
  expect(notice).toContain("npm run admin:create -- --email admin@hub.example");
});

it("boot makes the demo admin on an empty embedded database without printing its password; it is handed out once", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "boot-demo-admin-"));
  const printed: string[] = [];
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args) => {
      printed.push(args.join(" "));
    });
  }
  const written = vi.spyOn(process.stdout, "write");
  try {
    const services = await boot({ NODE_ENV: "test", DATA_DIR: dir, SEED_ON_EMPTY: "false" });
    const signIn = takeDemoAdminSignIn();
    expect(signIn?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(takeDemoAdminSignIn()).toBeUndefined();
    const output = [...printed, ...written.mock.calls.map(([chunk]) => String(chunk))].join("\n");
    expect(output).not.toContain(signIn!.password);
    expect(output).not.toContain("Demo admin created");
    const admin = await findAdminByEmail(services.database.db, DEMO_ADMIN_EMAIL);
    expect(await verifyPassword(admin!.passwordHash, signIn!.password)).toBe(true);
  } finally {
    await shutdown();
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 120_000);
