import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("zod-jitless", () => {
  it("makes Zod jitless without importing it", async () => {
    await import("./zod-jitless");
    const { config } = await import("zod/v4/core");
    expect(config().jitless).toBe(true);
  });

  // The module writes Zod's private global: if an upgrade renames it, Zod would compile object
  // schemas with `new Function` again (a CSP violation in the browser). This fails then.
  it("keeps the installed Zod from compiling object schemas with new Function", async () => {
    await import("./zod-jitless");
    const { z } = await import("zod");
    const compiled = vi.spyOn(globalThis, "Function");
    const schema = z.object({ name: z.string(), marks: z.number().min(0) });
    expect(schema.parse({ name: "Quiz 1", marks: 42 })).toEqual({ name: "Quiz 1", marks: 42 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(compiled).not.toHaveBeenCalled();
  });
});
