import { describe, expect, it } from "vitest";
import { readTheme } from "~/lib/theme.server";
import { action } from "./theme";

async function post(fields: Record<string, string>) {
  const request = new Request("http://localhost/theme", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  try {
    return await action({ request, params: {}, context: {} } as Parameters<typeof action>[0]);
  } catch (thrown) {
    return thrown;
  }
}

describe("theme action", () => {
  it("stores the chosen theme in a cookie and returns to the page (no JavaScript)", async () => {
    const response = (await post({ theme: "light", redirectTo: "/blog?q=x" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/blog?q=x");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(await readTheme(cookie.split(";")[0] ?? "")).toBe("light");
  });

  it("never redirects off the site", async () => {
    for (const redirectTo of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const result = (await post({ theme: "dark", redirectTo })) as { init?: ResponseInit };
      expect(result).not.toBeInstanceOf(Response);
      expect(result.init?.status ?? 200).toBe(200);
    }
  });

  it("refuses an unknown theme with 400", async () => {
    const result = (await post({ theme: "neon" })) as { init?: ResponseInit };
    expect(result.init?.status).toBe(400);
  });

  it("reads a missing or tampered cookie as the system theme", async () => {
    expect(await readTheme(null)).toBe("system");
    expect(await readTheme("theme=garbage")).toBe("system");
  });
});
