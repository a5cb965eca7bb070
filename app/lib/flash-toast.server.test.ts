// The flashed toast's cookie is signed: what the server wrote comes back, anything else is ignored.
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { dataWithToast, readFlashToast, redirectWithToast } from "./flash-toast.server";

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")!.split(";")[0]!;
const read = (cookie: string) =>
  readFlashToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));

describe("flash toast cookie", () => {
  it("carries the toast across the redirect, then is cleared", async () => {
    const response = await redirectWithToast("/admin", { title: "Saved", description: "Done" });
    expect(response.status).toBe(303);
    const { toast, headers } = await read(cookieOf(response));
    expect(toast).toEqual({ title: "Saved", description: "Done" });
    expect(new Headers(headers).get("Set-Cookie")).toMatch(/^flash-toast=;.*Max-Age=0/);
  });

  it("is signed: the value is followed by its signature", async () => {
    const cookie = cookieOf(await redirectWithToast("/", { title: "Hello" }));
    const value = decodeURIComponent(cookie.slice("flash-toast=".length));
    expect(value).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
  });

  it("ignores (and clears) a cookie whose content was changed", async () => {
    const cookie = cookieOf(await redirectWithToast("/", { title: "Hello" }));
    const [payload, signature] = decodeURIComponent(cookie.slice("flash-toast=".length)).split(".");
    const forged = btoa(JSON.stringify({ title: "Your account is locked: call +1 555 0100" }));
    expect(forged).not.toBe(payload);
    const tampered = `flash-toast=${encodeURIComponent(`${forged}.${signature}`)}`;
    const { toast, headers } = await read(tampered);
    expect(toast).toBeNull();
    expect(new Headers(headers).get("Set-Cookie")).toMatch(/Max-Age=0/);
  });

  it("ignores an unsigned cookie and one signed with another secret", async () => {
    const unsigned = createCookie("flash-toast");
    const other = createCookie("flash-toast", { secrets: ["not the server's secret at all, no"] });
    for (const cookie of [unsigned, other]) {
      const header = (await cookie.serialize({ title: "Forged" })).split(";")[0]!;
      expect((await read(header)).toast).toBeNull();
    }
  });
});

describe("a fetcher's reply with a toast", () => {
  it("keeps its data and status, and flashes the toast for the root to read", async () => {
    const reply = await dataWithToast({ outcome: "invalid" }, { title: "Error" }, { status: 400 });
    expect(reply.data).toEqual({ outcome: "invalid" });
    expect(reply.init?.status).toBe(400);
    const cookie = new Headers(reply.init?.headers).get("Set-Cookie")!.split(";")[0]!;
    expect((await read(cookie)).toast).toEqual({ title: "Error" });
  });
});
