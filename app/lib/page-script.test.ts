import { describe, expect, it } from "vitest";
import { NOT_SPECULATED, PAGE_SCRIPT, SPECULATION_RULES } from "./page-script";

describe("the reading pages' inline scripts", () => {
  it("keeps the shared script under 1 KB, and it is valid JavaScript", () => {
    expect(Buffer.byteLength(PAGE_SCRIPT, "utf8")).toBeLessThan(1024);
    expect(() => new Function(PAGE_SCRIPT)).not.toThrow();
  });

  it("speculates on same-origin page links and leaves out every side-effect address", () => {
    const rules = JSON.parse(SPECULATION_RULES) as {
      prerender: { where: { and: unknown[] }; eagerness: string }[];
    };
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0]!.eagerness).toBe("moderate");
    expect(rules.prerender[0]!.where.and).toContainEqual({ href_matches: "/*" });
    expect(rules.prerender[0]!.where.and).toContainEqual({ not: { href_matches: NOT_SPECULATED } });
    for (const path of ["/admin", "/admin/*", "/newsletter/*", "/theme", "/files/*"]) {
      expect(NOT_SPECULATED).toContain(path);
    }
  });
});
