import { describe, expect, it } from "vitest";
import { safeHttpUrl, safeLinkHref, safeRedirectPath } from "./safe-url";

describe("safeRedirectPath", () => {
  it("keeps paths on this site, with their query and hash", () => {
    expect(safeRedirectPath("/blog?q=x#top")).toBe("/blog?q=x#top");
    expect(safeRedirectPath("/admin/resources?page=2", "/admin")).toBe("/admin/resources?page=2");
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\\\t\\evil.example",
    "/admin/..//evil.example",
    "/admin/../\\evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "HTTPS://evil.example/",
    "javascript:alert(1)",
    " /blog",
    "blog",
    "",
  ])("sends %j to the fallback", (value) => {
    expect(safeRedirectPath(value, "/fallback")).toBe("/fallback");
  });

  it("gives a value a Location header can hold (percent-encoded, no control characters)", () => {
    expect(safeRedirectPath("/ü?q=a b")).toBe("/%C3%BC?q=a%20b");
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(safeRedirectPath("/a\r\nSet-Cookie: x=1")).toBe("/aSet-Cookie:%20x=1");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(["/x"])).toBe("/");
  });
});

describe("safeLinkHref", () => {
  it("keeps http(s) links and on-site paths", () => {
    expect(safeLinkHref("https://drive.example/file")).toBe("https://drive.example/file");
    expect(safeLinkHref("http://example.com")).toBe("http://example.com/");
    expect(safeLinkHref("/files/abc.pdf")).toBe("/files/abc.pdf");
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "ftp://example.com/x",
    "not a url",
    null,
    undefined,
    "",
  ])("drops %j", (value) => {
    expect(safeLinkHref(value)).toBeUndefined();
  });
});

describe("safeHttpUrl", () => {
  it("keeps http(s) addresses with a host, as the URL parser writes them", () => {
    expect(safeHttpUrl("https://chat.whatsapp.test/AbC123")).toBe(
      "https://chat.whatsapp.test/AbC123",
    );
    expect(safeHttpUrl("http://t.me/joinchat")).toBe("http://t.me/joinchat");
    expect(safeHttpUrl("HTTPS://Discord.test")).toBe("https://discord.test/");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,hi",
    "ftp://files.test/x",
    "/community",
    "//evil.test/x",
    "chat.whatsapp.test/abc",
    "https://trusted.test@evil.test/",
    "https://user:pass@evil.test/",
    "https://",
    "not a url",
    "",
    null,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it("refuses an address longer than the limit", () => {
    const long = `https://a.test/${"x".repeat(100)}`;
    expect(safeHttpUrl(long, 50)).toBeUndefined();
    expect(safeHttpUrl(long, 200)).toBe(long);
  });
});
